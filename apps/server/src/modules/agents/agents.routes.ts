import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminApplicationSchema,
  agentCenterDashboardSchema,
  agentPaths,
  agentStatusSchema,
  decideApplicationBody,
  promotionCandidateSchema,
  downlineDetailSchema,
  downlineListQuery,
  downlineSchema,
  registerAgentBody,
} from '@konter/shared/contracts/agents';
import { apiBase } from '@konter/shared/contracts/site';
import { requireAuth } from '../../platform/auth.ts';
import { requireTenant } from '../../platform/tenancy.ts';
import type { AgentsService } from './agents.service.ts';
import { registerLoanRoutes } from './loans.routes.ts';
import { registerMarkupRoutes } from './markup.routes.ts';
import { registerCashbackRoutes } from './cashback.routes.ts';

export function registerAgentRoutes(root: FastifyInstance, deps: { agents: AgentsService }): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { agents } = deps;

  app.get(
    agentPaths.apply,
    { schema: { tags: ['agent'], response: { 200: z.object({ data: agentStatusSchema }) } } },
    async (request) => ({ data: await agents.status(requireTenant(request), requireAuth(request)) }),
  );

  app.post(
    agentPaths.apply,
    {
      schema: { tags: ['agent'], response: { 201: z.object({ data: agentStatusSchema, message: z.string() }) } },
    },
    async (request, reply) => {
      const data = await agents.apply(requireTenant(request), requireAuth(request));
      const message = request.t(data.role === 'agent' ? 'agent.now_agent' : 'agent.application_pending');
      return reply.status(201).send({ data, message });
    },
  );

  // AGT-02: every Agent Center route answers the spec's sentence to anyone but a master (the service checks).
  app.get(
    agentPaths.center,
    { schema: { tags: ['agent'], response: { 200: z.object({ data: agentCenterDashboardSchema }) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await agents.dashboard(requireTenant(request), requireAuth(request)) };
    },
  );

  app.get(
    agentPaths.centerAgents,
    {
      schema: {
        tags: ['agent'],
        querystring: downlineListQuery,
        response: { 200: z.object({ data: z.array(downlineSchema) }) },
      },
    },
    async (request) => ({
      data: await agents.downlines(requireTenant(request), requireAuth(request), request.query),
    }),
  );

  app.post(
    agentPaths.centerAgents,
    {
      schema: {
        tags: ['agent'],
        body: registerAgentBody,
        response: { 201: z.object({ data: z.object({ id: z.string() }), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const created = await agents.registerAgent(requireTenant(request), requireAuth(request), request.body, {
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
        deviceKey: '',
        origin: `${request.protocol}://${request.host}`,
        locale: request.locale,
      });
      return reply.status(201).send({ data: created, message: request.t('agent.registered') });
    },
  );

  app.post(
    agentPaths.registerMember,
    {
      schema: {
        tags: ['agent'],
        body: registerAgentBody,
        response: { 201: z.object({ data: z.object({ id: z.string() }), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const created = await agents.registerMember(requireTenant(request), requireAuth(request), request.body, {
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
        deviceKey: '',
        origin: `${request.protocol}://${request.host}`,
        locale: request.locale,
      });
      return reply.status(201).send({ data: created, message: request.t('agent.member_registered') });
    },
  );

  app.get(
    `${apiBase}/agent-center/agents/:id`,
    {
      schema: {
        tags: ['agent'],
        params: z.object({ id: z.uuid() }),
        response: { 200: z.object({ data: downlineDetailSchema }) },
      },
    },
    async (request) => ({
      data: await agents.downline(requireTenant(request), requireAuth(request), request.params.id),
    }),
  );

  app.get(
    agentPaths.adminApplications,
    {
      config: { permission: 'admin.manage' },
      schema: {
        tags: ['admin'],
        querystring: z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') }),
        response: { 200: z.object({ data: z.array(adminApplicationSchema) }) },
      },
    },
    async (request) => ({ data: await agents.applications(requireTenant(request), request.query.status) }),
  );

  app.post(
    `${apiBase}/admin/agents/applications/:id/decide`,
    {
      config: { permission: 'admin.manage' },
      schema: {
        tags: ['admin'],
        params: z.object({ id: z.uuid() }),
        body: decideApplicationBody,
        response: { 200: z.object({ data: z.object({ id: z.string(), status: z.string() }) }) },
      },
    },
    async (request) => ({
      data: await agents.decide(requireTenant(request), requireAuth(request), request.params.id, request.body.decision),
    }),
  );

  app.get(
    agentPaths.adminPromotions,
    {
      config: { permission: 'admin.manage' },
      schema: { tags: ['admin'], response: { 200: z.object({ data: z.array(promotionCandidateSchema) }) } },
    },
    async (request) => ({ data: await agents.promotionCandidates(requireTenant(request)) }),
  );

  app.post(
    `${apiBase}/admin/agents/promotions/:id/promote`,
    {
      config: { permission: 'admin.manage' },
      schema: {
        tags: ['admin'],
        params: z.object({ id: z.uuid() }),
        response: {
          200: z.object({ data: z.object({ account_id: z.string(), role: z.string() }), message: z.string() }),
        },
      },
    },
    async (request) => ({
      data: await agents.promote(requireTenant(request), requireAuth(request).accountId, request.params.id),
      message: request.t('agent.promoted'),
    }),
  );

  registerLoanRoutes(root, agents.loans);
  registerMarkupRoutes(root, agents.markup);
  registerCashbackRoutes(root, agents.cashback);
}
