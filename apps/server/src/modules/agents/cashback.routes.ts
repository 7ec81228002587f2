import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cashbackHistoryQuery,
  cashbackHistorySchema,
  cashbackListQuery,
  cashbackBillerSchema,
  cashbackPaths,
  cashbackProductSchema,
} from '@konter/shared/contracts/agents';
import { requireAuth } from '../../platform/auth.ts';
import { requireTenant } from '../../platform/tenancy.ts';
import type { CashbackService } from './cashback.service.ts';

/** The cashback list and history of the account (AGT-04), and the Agent Center's history (§7). */
export function registerCashbackRoutes(root: FastifyInstance, cashback: CashbackService): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    cashbackPaths.list,
    {
      schema: {
        tags: ['agent'],
        querystring: cashbackListQuery,
        response: { 200: z.object({ data: z.array(cashbackProductSchema) }) },
      },
    },
    async (request) => ({
      data: await cashback.products(requireTenant(request), requireAuth(request), request.query.search),
    }),
  );

  app.get(
    cashbackPaths.postpaidList,
    {
      schema: {
        tags: ['agent'],
        querystring: cashbackListQuery,
        response: { 200: z.object({ data: z.array(cashbackBillerSchema) }) },
      },
    },
    async (request) => {
      requireAuth(request);
      return { data: await cashback.billers(requireTenant(request), request.query.search) };
    },
  );

  app.get(
    cashbackPaths.history,
    { schema: { tags: ['agent'], querystring: cashbackHistoryQuery, response: { 200: cashbackHistorySchema } } },
    async (request) => cashback.history(requireTenant(request), requireAuth(request), request.query),
  );

  app.post(
    cashbackPaths.centerHistory,
    { schema: { tags: ['agent'], body: cashbackHistoryQuery, response: { 200: cashbackHistorySchema } } },
    async (request) => cashback.centerHistory(requireTenant(request), requireAuth(request), request.body),
  );
}
