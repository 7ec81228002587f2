import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  decideLoanBody,
  decideLoanDepositBody,
  drawLoanBody,
  dueDateBody,
  loanDepositListSchema,
  loanDepositSchema,
  loanDepositStatuses,
  loanListQuery,
  loanListSchema,
  loanPaths,
  loanSchema,
  repayLoanBody,
  requestLoanBody,
} from '@konter/shared/contracts/agents';
import { apiBase } from '@konter/shared/contracts/site';
import { requireAuth } from '../../platform/auth.ts';
import { requireTenant } from '../../platform/tenancy.ts';
import type { LoansService } from './loans.service.ts';

const idParams = z.object({ id: z.uuid() });
const loanReply = z.object({ data: loanSchema, message: z.string() });
const depositReply = z.object({ data: loanDepositSchema, message: z.string() });

/** Loans and agent debt (AGT-06, AGT-07): the agent's own, the Agent Center's, the admin's. */
export function registerLoanRoutes(root: FastifyInstance, loans: LoansService): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  // `GET agent-debt` of the spec: the list sits in data.data.
  app.get(
    loanPaths.mine,
    { schema: { tags: ['agent'], response: { 200: z.object({ data: loanListSchema }) } } },
    async (request) => ({ data: await loans.mine(requireTenant(request), requireAuth(request)) }),
  );

  app.get(
    loanPaths.myDeposits,
    { schema: { tags: ['agent'], response: { 200: z.object({ data: loanDepositListSchema }) } } },
    async (request) => ({ data: await loans.myDeposits(requireTenant(request), requireAuth(request)) }),
  );

  app.post(
    `${apiBase}/agent-debt/:id/draw`,
    { schema: { tags: ['agent'], params: idParams, body: drawLoanBody, response: { 200: loanReply } } },
    async (request) => ({
      data: await loans.draw(requireTenant(request), requireAuth(request), request.params.id, request.body.amount),
      message: request.t('loan.drawn'),
    }),
  );

  app.post(
    `${apiBase}/agent-debt/:id/repay`,
    { schema: { tags: ['agent'], params: idParams, body: repayLoanBody, response: { 201: depositReply } } },
    async (request, reply) =>
      reply.status(201).send({
        data: await loans.repay(requireTenant(request), requireAuth(request), request.params.id, request.body.amount),
        message: request.t('loan.repayment_declared'),
      }),
  );

  app.get(
    loanPaths.center,
    { schema: { tags: ['agent'], querystring: loanListQuery, response: { 200: z.object({ data: loanListSchema }) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await loans.network(requireTenant(request), requireAuth(request), request.query) };
    },
  );

  app.post(
    loanPaths.center,
    { schema: { tags: ['agent'], body: requestLoanBody, response: { 201: loanReply } } },
    async (request, reply) =>
      reply.status(201).send({
        data: await loans.request(requireTenant(request), requireAuth(request), request.body),
        message: request.t('loan.requested'),
      }),
  );

  app.post(
    `${apiBase}/agent-center/loans/:id/deactivate`,
    { schema: { tags: ['agent'], params: idParams, response: { 200: loanReply } } },
    async (request) => ({
      data: await loans.deactivate(requireTenant(request), requireAuth(request), request.params.id),
      message: request.t('loan.deactivated'),
    }),
  );

  app.post(
    `${apiBase}/agent-center/loans/:id/due-date`,
    { schema: { tags: ['agent'], params: idParams, body: dueDateBody, response: { 200: loanReply } } },
    async (request) => ({
      data: await loans.moveDueDate(
        requireTenant(request),
        requireAuth(request),
        request.params.id,
        request.body.due_date,
      ),
      message: request.t('loan.due_date_changed'),
    }),
  );

  app.get(
    loanPaths.centerDeposits,
    { schema: { tags: ['agent'], response: { 200: z.object({ data: loanDepositListSchema }) } } },
    async (request) => ({ data: await loans.networkDeposits(requireTenant(request), requireAuth(request)) }),
  );

  app.get(
    loanPaths.admin,
    {
      config: { permission: 'admin.manage' },
      schema: { tags: ['admin'], querystring: loanListQuery, response: { 200: z.object({ data: loanListSchema }) } },
    },
    async (request) => ({ data: await loans.adminList(requireTenant(request), request.query) }),
  );

  app.post(
    loanPaths.admin,
    {
      config: { permission: 'admin.manage' },
      schema: { tags: ['admin'], body: requestLoanBody, response: { 201: loanReply } },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await loans.request(requireTenant(request), requireAuth(request), request.body, true),
        message: request.t('loan.granted'),
      }),
  );

  app.post(
    `${apiBase}/admin/agent-loans/:id/decide`,
    {
      config: { permission: 'admin.manage' },
      schema: { tags: ['admin'], params: idParams, body: decideLoanBody, response: { 200: loanReply } },
    },
    async (request) => ({
      data: await loans.decide(requireTenant(request), requireAuth(request), request.params.id, request.body.decision),
      message: request.t('loan.decided'),
    }),
  );

  app.post(
    `${apiBase}/admin/agent-loans/:id/deactivate`,
    {
      config: { permission: 'admin.manage' },
      schema: { tags: ['admin'], params: idParams, response: { 200: loanReply } },
    },
    async (request) => ({
      data: await loans.deactivate(requireTenant(request), requireAuth(request), request.params.id, true),
      message: request.t('loan.deactivated'),
    }),
  );

  app.get(
    loanPaths.adminDeposits,
    {
      config: { permission: 'admin.manage' },
      schema: {
        tags: ['admin'],
        querystring: z.object({ status: z.enum(loanDepositStatuses).optional() }),
        response: { 200: z.object({ data: loanDepositListSchema }) },
      },
    },
    async (request) => ({ data: await loans.adminDeposits(requireTenant(request), request.query.status) }),
  );

  app.post(
    `${apiBase}/admin/agent-loans/deposits/:id/decide`,
    {
      config: { permission: 'admin.manage' },
      schema: { tags: ['admin'], params: idParams, body: decideLoanDepositBody, response: { 200: depositReply } },
    },
    async (request) => ({
      data: await loans.decideDeposit(
        requireTenant(request),
        requireAuth(request),
        request.params.id,
        request.body.decision,
      ),
      message: request.t('loan.repayment_decided'),
    }),
  );
}
