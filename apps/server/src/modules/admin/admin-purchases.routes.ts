import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPurchasePaths,
  refundPurchaseBody,
  refundPurchaseParams,
  refundResultSchema,
  stuckPurchaseSchema,
} from '@konter/shared/contracts/admin';
import { requireAuth } from '../../platform/auth.ts';
import { requireTenant } from '../../platform/tenancy.ts';
import type { AdminPurchasesService } from './admin-purchases.service.ts';

const admin = { permission: 'admin.manage' } as const;

/** Stuck purchases and their refund (issue 17). */
export function registerAdminPurchaseRoutes(root: FastifyInstance, deps: { purchases: AdminPurchasesService }): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const service = deps.purchases;

  app.get(
    adminPurchasePaths.stuck,
    { config: admin, schema: { tags: ['admin'], response: { 200: z.object({ data: z.array(stuckPurchaseSchema) }) } } },
    async (request) => ({ data: await service.stuck(requireTenant(request).id) }),
  );

  app.post(
    adminPurchasePaths.refund(':ref_id'),
    {
      config: admin,
      schema: {
        tags: ['admin'],
        params: refundPurchaseParams,
        body: refundPurchaseBody,
        response: { 200: z.object({ data: refundResultSchema }) },
      },
    },
    async (request) => ({
      data: await service.refund(requireAuth(request), request.params.ref_id, request.body.note),
    }),
  );
}
