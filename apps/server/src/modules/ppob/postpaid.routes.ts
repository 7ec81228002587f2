import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billResponseSchema,
  billersResponseSchema,
  inquiryBody,
  payBody,
  postpaidHistoryResponseSchema,
  postpaidPaths,
  postpaidReceiptResponseSchema,
  postpaidTransactionResponseSchema,
  postpaidTransactionSchema,
  postpaidTypeParam,
} from '@konter/shared/contracts/postpaid';
import { apiBase } from '@konter/shared/contracts/site';
import { historyQuery, refIdParam } from '@konter/shared/contracts/transactions';
import { requireAuth } from '../../platform/auth.ts';
import { requireTenant } from '../../platform/tenancy.ts';
import { toPostpaidTransaction, type PostpaidService } from './postpaid.service.ts';
import type { PurchasesService } from './purchases.service.ts';
import type { ReceiptsService } from './receipts.service.ts';

/** PAS-01: bills of every postpaid type, inquired then paid; their receipts and history. */
export function registerPostpaidRoutes(
  root: FastifyInstance,
  deps: { postpaid: PostpaidService; purchases: PurchasesService; receipts: ReceiptsService },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { postpaid } = deps;

  app.get(
    `${apiBase}/pascabayar/:type/billers`,
    { schema: { tags: ['postpaid'], params: postpaidTypeParam, response: { 200: billersResponseSchema } } },
    async (request) => ({ data: { type: request.params.type, billers: [...postpaid.billers(request.params.type)] } }),
  );

  app.post(
    postpaidPaths.inquiry,
    { schema: { tags: ['postpaid'], body: inquiryBody, response: { 200: billResponseSchema } } },
    async (request) => ({ data: await postpaid.inquiry(requireTenant(request), requireAuth(request), request.body) }),
  );

  app.post(
    postpaidPaths.pay,
    {
      schema: {
        tags: ['postpaid'],
        body: payBody,
        response: { 200: z.object({ data: postpaidTransactionSchema, replayed: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const { transaction, replayed } = await postpaid.pay(requireTenant(request), requireAuth(request), request.body);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return { data: transaction, replayed };
    },
  );

  app.get(
    `${apiBase}/pascabayar/transaction/:refId`,
    { schema: { tags: ['postpaid'], params: refIdParam, response: { 200: postpaidTransactionResponseSchema } } },
    async (request) => ({
      data: await postpaid.get(requireTenant(request), requireAuth(request), request.params.refId),
    }),
  );

  app.get(
    postpaidPaths.history,
    { schema: { tags: ['postpaid'], querystring: historyQuery, response: { 200: postpaidHistoryResponseSchema } } },
    async (request) => {
      const { rows, meta } = await deps.purchases.history(
        requireTenant(request),
        requireAuth(request),
        request.query,
        'postpaid',
      );
      return { data: rows.map(toPostpaidTransaction), meta };
    },
  );

  app.get(
    `${apiBase}/receipt/pascabayar/:refId`,
    { schema: { tags: ['receipts'], params: refIdParam, response: { 200: postpaidReceiptResponseSchema } } },
    async (request) => {
      const tenant = requireTenant(request);
      // The receipts service decides who may read it (the buyer, or an upline of the buyer's), then its bill.
      const receipt = await deps.receipts.receipt(tenant, requireAuth(request), request.params.refId);
      const transaction = await postpaid.ofReceipt(tenant, request.params.refId);
      return { data: { ...receipt, transaction } };
    },
  );
}
