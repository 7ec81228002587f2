import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cashbackRedeemBody,
  cashbackRedeemResultSchema,
  confirmDepositRequestBody,
  depositPaths,
  depositRequestBody,
  depositRequestSchema,
  depositSchema,
  depositSettingsSchema,
  pageQuery,
  topUpBody,
  transferBody,
  transferHistoryItemSchema,
  transferResultSchema,
} from '@konter/shared/contracts/deposits';
import { apiBase } from '@konter/shared/contracts/site';
import type { Gateways } from './deposits.service.ts';
import { depositSettingsOf, type DepositsService } from './deposits.service.ts';
import type { AuditService } from '../audit/index.ts';
import { requireAuth } from '../../platform/auth.ts';
import { requireTenant } from '../../platform/tenancy.ts';
import type { DepositRequestRow } from './deposits.repository.ts';
import type { Database } from '../../db/client.ts';
import { adapterBehind } from '../../integrations/provider-error-reporting.ts';

function toRequestResponse(row: { request: DepositRequestRow; hp: string; name: string }) {
  return {
    id: row.request.id,
    account_hp: row.hp,
    account_name: row.name,
    amount: row.request.amount,
    deposit_date: row.request.depositDate,
    approval_date: row.request.approvedAt?.toISOString() ?? null,
    status: row.request.status,
    approved_amount: row.request.approvedAmount,
    underpayment: row.request.underpayment,
    note: row.request.note,
  };
}

export function registerDepositRoutes(
  root: FastifyInstance,
  deps: {
    deposits: DepositsService;
    /** The installation's gateways (`null`) or a tenant's (decision 027). */
    gatewaysFor: (tenantId: string) => Promise<Gateways>;
    /** The tenant a webhook URL names, `/webhooks/<provider>/<slug>`. */
    tenantBySlug: (slug: string) => Promise<{ id: string } | null>;
    gateways: Gateways;
    audit: AuditService;
    database: Database;
  },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { deposits } = deps;
  const codeParams = z.object({ code: z.string().regex(/^DEP[A-Z0-9]{10}$/) });

  app.get(
    depositPaths.settings,
    { schema: { tags: ['deposit'], response: { 200: z.object({ data: depositSettingsSchema }) } } },
    async (request) => ({ data: depositSettingsOf(requireTenant(request)) }),
  );

  app.post(
    depositPaths.topup,
    {
      config: { permission: 'deposit.topup' },
      schema: { tags: ['deposit'], body: topUpBody, response: { 201: z.object({ data: depositSchema }) } },
    },
    async (request, reply) => {
      const deposit = await deposits.createTopUp(
        requireTenant(request),
        requireAuth(request),
        request.body,
        `${request.protocol}://${request.host}`,
      );
      return reply.status(201).send({ data: deposit });
    },
  );

  app.get(
    `${apiBase}/deposit/topup/:code`,
    { schema: { tags: ['deposit'], params: codeParams, response: { 200: z.object({ data: depositSchema }) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await deposits.getTopUp(requireTenant(request), requireAuth(request), request.params.code) };
    },
  );

  app.get(
    depositPaths.history,
    {
      schema: {
        tags: ['deposit'],
        querystring: pageQuery,
        response: { 200: z.object({ data: z.array(depositSchema) }) },
      },
    },
    async (request) => ({
      data: await deposits.history(
        requireTenant(request),
        requireAuth(request),
        request.query.page,
        request.query.per_page,
      ),
    }),
  );

  app.post(
    depositPaths.transfer,
    {
      schema: {
        tags: ['deposit'],
        body: transferBody,
        response: { 200: z.object({ data: transferResultSchema, message: z.string() }) },
      },
    },
    async (request) => ({
      data: await deposits.transfer(requireTenant(request), requireAuth(request), request.body),
      message: request.t('deposit.transfer_done'),
    }),
  );

  app.get(
    depositPaths.transferHistory,
    {
      schema: {
        tags: ['deposit'],
        querystring: pageQuery,
        response: { 200: z.object({ data: z.array(transferHistoryItemSchema) }) },
      },
    },
    async (request) => ({
      data: await deposits.transferHistory(
        requireTenant(request),
        requireAuth(request),
        request.query.page,
        request.query.per_page,
      ),
    }),
  );

  app.post(
    depositPaths.cashbackRedeem,
    {
      schema: {
        tags: ['deposit'],
        body: cashbackRedeemBody,
        response: { 200: z.object({ data: cashbackRedeemResultSchema, message: z.string() }) },
      },
    },
    async (request) => ({
      data: await deposits.redeemCashback(requireTenant(request), requireAuth(request), request.body),
      message: request.t('deposit.cashback_redeemed'),
    }),
  );

  app.post(
    depositPaths.requests,
    {
      config: { permission: 'agent.transactions' },
      schema: {
        tags: ['deposit'],
        body: depositRequestBody,
        response: { 201: z.object({ data: z.object({ id: z.string() }), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const row = await deposits.createRequest(requireTenant(request), requireAuth(request), request.body);
      return reply.status(201).send({ data: { id: row.id }, message: request.t('deposit.request_saved') });
    },
  );

  app.get(
    depositPaths.requests,
    {
      config: { permission: 'agent.transactions' },
      schema: { tags: ['deposit'], response: { 200: z.object({ data: z.array(depositRequestSchema) }) } },
    },
    async (request) => {
      const rows = await deposits.listRequests(requireTenant(request), { accountId: requireAuth(request).accountId });
      return { data: rows.map(toRequestResponse) };
    },
  );

  app.get(
    depositPaths.adminRequests,
    {
      config: { permission: 'admin.manage' },
      schema: {
        tags: ['admin'],
        querystring: z.object({ status: z.enum(['pending', 'approved', 'half_approved', 'rejected']).optional() }),
        response: { 200: z.object({ data: z.array(depositRequestSchema) }) },
      },
    },
    async (request) => {
      const rows = await deposits.listRequests(requireTenant(request), {
        ...(request.query.status ? { status: request.query.status } : {}),
      });
      return { data: rows.map(toRequestResponse) };
    },
  );

  app.post(
    depositPaths.adminRequestConfirm(':id'),
    {
      config: { permission: 'admin.manage' },
      schema: {
        tags: ['admin'],
        params: z.object({ id: z.uuid() }),
        body: confirmDepositRequestBody,
        response: { 200: z.object({ data: z.object({ id: z.string(), status: z.string() }) }) },
      },
    },
    async (request) => {
      const decided = await deposits.confirmRequest(
        requireTenant(request),
        requireAuth(request),
        request.params.id,
        request.body.approved_amount,
      );
      return { data: { id: decided.id, status: decided.status } };
    },
  );

  // Payment gateway notifications: no session, no CSRF, any host; authenticity comes from the signature. The plain
  // URL is the installation's account; `<url>/<tenant slug>` a tenant's own (decision 027), checked with its key.
  for (const provider of ['midtrans', 'xendit'] as const) {
    const path = provider === 'midtrans' ? depositPaths.webhookMidtrans : depositPaths.webhookXendit;
    const handler = async (request: FastifyRequest, reply: FastifyReply, slug: string | null) => {
      const urlTenant = slug === null ? null : await deps.tenantBySlug(slug);
      if (slug !== null && !urlTenant) return reply.status(404).send({ message: 'not found', code: 'not_found' });
      const gateway = urlTenant ? (await deps.gatewaysFor(urlTenant.id))[provider] : deps.gateways[provider];
      let notification = gateway.verifyNotification(request.headers, request.body);
      const reference = notification?.reference || referenceOf(request.body);
      const tenantId = reference ? await deposits.tenantOfDeposit(reference) : null;
      // The top-up must be of the account whose key signed: another tenant's top-up is not this account's to settle.
      if (
        notification &&
        tenantId &&
        adapterBehind((await deps.gatewaysFor(tenantId))[provider]) !== adapterBehind(gateway)
      ) {
        notification = null;
      }
      if (!notification) {
        request.log.warn({ provider, reference, tenant: slug }, 'refused webhook: signature or token invalid');
        if (tenantId) {
          await deps.database.withTenant(tenantId, (tx) =>
            deps.audit.record(tx, tenantId, 'webhook.refused', { provider, reference, ip: request.ip }),
          );
        }
        return reply.status(401).send({ message: 'invalid signature', code: 'invalid_signature' });
      }
      // Every genuine notification is acknowledged, whatever it says (a refund, another product's callback, an
      // order that is not ours): a refusal would only make the gateway retry it for days.
      const outcome = await deposits.handleNotification(provider, notification);
      const known = outcome !== 'unknown_deposit' && outcome !== 'not_ours';
      request.log[known ? 'info' : 'warn'](
        { provider, reference: notification.reference, deliveryId: notification.deliveryId, outcome },
        known ? 'webhook processed' : 'webhook acknowledged: no top-up of ours',
      );
      return { status: 'ok', outcome };
    };
    const config = { csrf: false, auth: 'public', tenant: 'optional' } as const;
    root.post(path, { config, schema: { hide: true } }, (request, reply) => handler(request, reply, null));
    root.post<{ Params: { tenant: string } }>(`${path}/:tenant`, { config, schema: { hide: true } }, (request, reply) =>
      handler(request, reply, request.params.tenant),
    );
  }
}

function referenceOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const candidate =
    (body as { order_id?: unknown; external_id?: unknown }).order_id ?? (body as { external_id?: unknown }).external_id;
  // A top-up's code, or a shop order's payment reference (SHP-03), both unique across tenants.
  return typeof candidate === 'string' && /^(DEP|SHOP)[A-Z0-9]{10}$/.test(candidate) ? candidate : null;
}
