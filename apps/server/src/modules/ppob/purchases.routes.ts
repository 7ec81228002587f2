import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerDebtPaymentBody,
  customerDebtResponseSchema,
  historyQuery,
  historyResponseSchema,
  nameCheckBody,
  nameCheckSchema,
  plnCheckBody,
  plnCheckSchema,
  purchaseBody,
  purchaseResponseSchema,
  receiptResponseSchema,
  receiptSettingsBody,
  receiptSettingsSchema,
  refIdParam,
  transactionPaths,
  transactionResponseSchema,
} from '@konter/shared/contracts/transactions';
import { apiBase } from '@konter/shared/contracts/site';
import { tenantSupplierName, type Supplier } from '../../integrations/payments/supplier.ts';
import { requireAuth } from '../../platform/auth.ts';
import { requireTenant } from '../../platform/tenancy.ts';
import type { PurchasesService } from './purchases.service.ts';
import type { NameChecksService } from './name-checks.service.ts';
import type { ReceiptsService } from './receipts.service.ts';
import { toTransactionResponse, type SettlementEngine } from './settlement.ts';

export function registerPurchaseRoutes(
  root: FastifyInstance,
  deps: {
    purchases: PurchasesService;
    receipts: ReceiptsService;
    settlement: SettlementEngine;
    nameChecks: NameChecksService;
    suppliers: readonly Supplier[];
    /** A tenant's suppliers: its own account when it has one (decision 039). */
    suppliersFor: (tenantId: string) => Promise<readonly Supplier[]>;
    /** The tenant a callback URL names, `/webhooks/digiflazz/tenants/<slug>`. */
    tenantBySlug: (slug: string) => Promise<{ id: string } | null>;
  },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { purchases, receipts } = deps;

  app.post(
    transactionPaths.purchase,
    { schema: { tags: ['transactions'], body: purchaseBody, response: { 200: purchaseResponseSchema } } },
    async (request, reply) => {
      const { transaction, replayed } = await purchases.placePurchase(
        requireTenant(request),
        requireAuth(request),
        request.body,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return { data: transaction, replayed };
    },
  );

  app.get(
    `${apiBase}/prabayar/transaction/:refId`,
    { schema: { tags: ['transactions'], params: refIdParam, response: { 200: transactionResponseSchema } } },
    async (request) => ({
      data: await purchases.get(requireTenant(request), requireAuth(request), request.params.refId),
    }),
  );

  // §3 down payment: what the customer still owes, and a payment of it.
  app.get(
    `${apiBase}/prabayar/transaction/:refId/customer-debt`,
    { schema: { tags: ['transactions'], params: refIdParam, response: { 200: customerDebtResponseSchema } } },
    async (request) => ({
      data: await purchases.customerDebt(requireTenant(request), requireAuth(request), request.params.refId),
    }),
  );

  app.post(
    `${apiBase}/prabayar/transaction/:refId/customer-debt`,
    {
      schema: {
        tags: ['transactions'],
        params: refIdParam,
        body: customerDebtPaymentBody,
        response: { 200: customerDebtResponseSchema.extend({ message: z.string() }) },
      },
    },
    async (request) => ({
      data: await purchases.payCustomerDebt(
        requireTenant(request),
        requireAuth(request),
        request.params.refId,
        request.body,
      ),
      message: request.t('trx.customer_debt_recorded'),
    }),
  );

  app.post(
    transactionPaths.plnCheck,
    { schema: { tags: ['transactions'], body: plnCheckBody, response: { 200: z.object({ data: plnCheckSchema }) } } },
    async (request) => ({ data: await deps.nameChecks.plnCheck(request.body.meter) }),
  );

  app.post(
    transactionPaths.nameCheck,
    { schema: { tags: ['transactions'], body: nameCheckBody, response: { 200: z.object({ data: nameCheckSchema }) } } },
    async (request) => ({
      data: await deps.nameChecks.start(requireTenant(request), requireAuth(request), request.body, request.locale),
    }),
  );

  app.get(
    `${apiBase}/prabayar/name-check/:id`,
    {
      schema: {
        tags: ['transactions'],
        params: z.object({ id: z.uuid() }),
        response: { 200: z.object({ data: nameCheckSchema }) },
      },
    },
    async (request) => ({
      data: await deps.nameChecks.get(requireTenant(request), requireAuth(request), request.params.id, request.locale),
    }),
  );

  app.get(
    transactionPaths.history,
    { schema: { tags: ['transactions'], querystring: historyQuery, response: { 200: historyResponseSchema } } },
    async (request) => {
      const { rows, meta } = await purchases.history(requireTenant(request), requireAuth(request), request.query);
      return { data: rows.map(toTransactionResponse), meta };
    },
  );

  app.get(
    `${apiBase}/receipt/prabayar/:refId`,
    { schema: { tags: ['receipts'], params: refIdParam, response: { 200: receiptResponseSchema } } },
    async (request) => ({
      data: await receipts.receipt(requireTenant(request), requireAuth(request), request.params.refId),
    }),
  );

  app.get(
    transactionPaths.receiptSettings,
    { schema: { tags: ['receipts'], response: { 200: z.object({ data: receiptSettingsSchema }) } } },
    async (request) => ({ data: await receipts.settings(requireTenant(request), requireAuth(request)) }),
  );

  app.post(
    transactionPaths.receiptSettings,
    {
      schema: {
        tags: ['receipts'],
        body: receiptSettingsBody,
        response: { 200: z.object({ data: receiptSettingsSchema, message: z.string() }) },
      },
    },
    async (request) => ({
      data: await receipts.saveSettings(requireTenant(request), requireAuth(request), request.body),
      message: request.t('receipt.settings_saved'),
    }),
  );

  // Supplier callbacks: no session, no CSRF, any host; the X-Hub-Signature over the raw body proves them.
  void root.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    /** Verifies a callback with `supplier`'s webhook secret and hands it to the settlement. */
    const receive = async (request: FastifyRequest, reply: FastifyReply, supplier: Supplier) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const result = supplier.verifyCallback(request.headers, rawBody);
      if (!result) {
        request.log.warn({ supplier: supplier.name, ip: request.ip }, 'refused supplier callback: bad signature');
        return reply.status(401).send({ message: 'invalid signature', code: 'invalid_signature' });
      }
      let raw: unknown;
      try {
        raw = JSON.parse(rawBody) as unknown;
      } catch {
        raw = null;
      }
      const outcome = await deps.settlement.handleCallback(supplier.name, result, raw);
      request.log.info({ supplier: supplier.name, refId: result.refId, outcome }, 'supplier callback');
      return { status: 'ok', outcome };
    };
    const config = { csrf: false, auth: 'public', tenant: 'optional' } as const;
    // The installation's accounts: `/webhooks/digiflazz/<supplier name>`.
    scope.post<{ Params: { supplier: string } }>(
      `${apiBase}/webhooks/digiflazz/:supplier`,
      { config, schema: { hide: true } },
      async (request: FastifyRequest<{ Params: { supplier: string } }>, reply) => {
        const supplier = deps.suppliers.find((candidate) => candidate.name === request.params.supplier);
        if (!supplier) return reply.status(404).send({ message: 'unknown supplier', code: 'not_found' });
        return receive(request, reply, supplier);
      },
    );
    // A tenant's own account (decision 039): checked with its webhook secret; a tenant without one has no such URL.
    scope.post<{ Params: { slug: string } }>(
      `${apiBase}/webhooks/digiflazz/tenants/:slug`,
      { config, schema: { hide: true } },
      async (request: FastifyRequest<{ Params: { slug: string } }>, reply) => {
        const tenant = await deps.tenantBySlug(request.params.slug);
        const own = tenant ? await deps.suppliersFor(tenant.id) : [];
        const supplier = own.find((candidate) => candidate.name === tenantSupplierName(request.params.slug));
        if (!supplier) return reply.status(404).send({ message: 'unknown supplier', code: 'not_found' });
        return receive(request, reply, supplier);
      },
    );
  });
}
