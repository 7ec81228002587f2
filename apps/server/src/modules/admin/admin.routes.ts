import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSearchQuery,
  adjustmentBody,
  adjustmentSchema,
  adjustmentsQuery,
  adjustmentsResponseSchema,
  adminAccountDetailSchema,
  adminAccountSummarySchema,
  adminPaths,
  auditEventSchema,
  auditQuery,
  flagActionBody,
  flaggedItemSchema,
  ledgerAuditSchema,
  resolveFlagBody,
  resolveFlagParams,
  updateAccountBody,
} from '@konter/shared/contracts/admin';
import { requireAuth } from '../../platform/auth.ts';
import { requireTenant } from '../../platform/tenancy.ts';
import type { AdminService } from './admin.service.ts';

/** Every back-office route needs the admin permission; the tenant is the admin's own (the host's). */
const admin = { permission: 'admin.manage' } as const;
const ok = z.object({ data: z.object({ ok: z.literal(true) }) });
const idParams = z.object({ id: z.uuid() });

export function registerAdminRoutes(root: FastifyInstance, deps: { admin: AdminService }): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const service = deps.admin;

  app.get(
    adminPaths.audit,
    {
      config: admin,
      schema: {
        tags: ['admin'],
        querystring: auditQuery,
        response: { 200: z.object({ data: z.array(auditEventSchema) }) },
      },
    },
    async (request) => ({
      data: await service.auditLog(requireTenant(request).id, {
        ...(request.query.action ? { actionPrefix: request.query.action } : {}),
        ...(request.query.before ? { before: new Date(request.query.before) } : {}),
        limit: request.query.limit,
      }),
    }),
  );

  app.get(
    adminPaths.accounts,
    {
      config: admin,
      schema: {
        tags: ['admin'],
        querystring: accountSearchQuery,
        response: { 200: z.object({ data: z.array(adminAccountSummarySchema) }) },
      },
    },
    async (request) => ({ data: await service.searchAccounts(requireTenant(request).id, request.query.q) }),
  );

  app.get(
    adminPaths.account(':id'),
    {
      config: admin,
      schema: { tags: ['admin'], params: idParams, response: { 200: z.object({ data: adminAccountDetailSchema }) } },
    },
    async (request) => ({ data: await service.accountDetail(requireTenant(request).id, request.params.id) }),
  );

  app.patch(
    adminPaths.account(':id'),
    {
      config: admin,
      schema: {
        tags: ['admin'],
        params: idParams,
        body: updateAccountBody,
        response: { 200: z.object({ data: adminAccountDetailSchema }) },
      },
    },
    async (request) => {
      await service.updateAccount(requireAuth(request), request.params.id, request.body);
      return { data: await service.accountDetail(requireTenant(request).id, request.params.id) };
    },
  );

  app.post(
    adminPaths.revokeDevice(':id', ':deviceId'),
    {
      config: admin,
      schema: { tags: ['admin'], params: z.object({ id: z.uuid(), deviceId: z.uuid() }), response: { 200: ok } },
    },
    async (request) => {
      await service.revokeDevice(requireAuth(request), request.params.id, request.params.deviceId);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    adminPaths.adjustments,
    {
      config: admin,
      schema: { tags: ['admin'], querystring: adjustmentsQuery, response: { 200: adjustmentsResponseSchema } },
    },
    async (request) => {
      const tenant = requireTenant(request);
      return {
        data: await service.adjustments(tenant.id, request.query.status ? { status: request.query.status } : {}),
        four_eyes_above: tenant.depositSettings.adjustmentFourEyesAbove,
      };
    },
  );

  app.post(
    adminPaths.adjustments,
    {
      config: admin,
      schema: { tags: ['admin'], body: adjustmentBody, response: { 200: z.object({ data: adjustmentSchema }) } },
    },
    async (request) => ({
      data: await service.proposeAdjustment(
        requireAuth(request),
        request.body,
        requireTenant(request).depositSettings.adjustmentFourEyesAbove,
      ),
    }),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      decision === 'approve' ? adminPaths.approveAdjustment(':id') : adminPaths.rejectAdjustment(':id'),
      {
        config: admin,
        schema: { tags: ['admin'], params: idParams, response: { 200: z.object({ data: adjustmentSchema }) } },
      },
      async (request) => ({ data: await service.decideAdjustment(requireAuth(request), request.params.id, decision) }),
    );
  }

  app.get(
    adminPaths.reconciliation,
    { config: admin, schema: { tags: ['admin'], response: { 200: z.object({ data: z.array(flaggedItemSchema) }) } } },
    async (request) => ({ data: await service.flagged(requireTenant(request).id) }),
  );

  app.post(
    adminPaths.resolveFlag(':kind', ':id'),
    {
      config: admin,
      schema: { tags: ['admin'], params: resolveFlagParams, body: resolveFlagBody, response: { 200: ok } },
    },
    async (request) => {
      await service.resolveFlag(requireAuth(request), request.params.kind, request.params.id, request.body.note);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    adminPaths.flagAction(':kind', ':id'),
    {
      config: admin,
      schema: {
        tags: ['admin'],
        params: resolveFlagParams,
        body: flagActionBody,
        response: { 200: z.object({ data: z.object({ account_id: z.string(), deposit_change: z.number() }) }) },
      },
    },
    async (request) => ({
      data: await service.actOnFlag(requireAuth(request), request.params.kind, request.params.id, request.body),
    }),
  );

  app.post(
    adminPaths.ledgerAudit,
    { config: admin, schema: { tags: ['admin'], response: { 200: z.object({ data: ledgerAuditSchema }) } } },
    async (request) => ({ data: await service.ledgerAudit(requireAuth(request)) }),
  );
}
