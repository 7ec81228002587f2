import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  agentListExportQuery,
  agentListReportQuery,
  agentListReportResponseSchema,
  agentTransactionReportResponseSchema,
  cashbackExportQuery,
  debtExportQuery,
  debtReportQuery,
  debtReportResponseSchema,
  cashbackReportQuery,
  cashbackReportResponseSchema,
  depositExportQuery,
  depositReportQuery,
  depositReportResponseSchema,
  reportAvailabilitySchema,
  reportPaths,
  shopExportQuery,
  shopReportQuery,
  shopReportResponseSchema,
  transactionExportQuery,
  transactionReportQuery,
  transactionReportResponseSchema,
} from '@konter/shared/contracts/reports';
import { requireAuth } from '../../platform/auth.ts';
import { sendDownload } from '../../platform/file-download.ts';
import { permissions } from '../accounts/index.ts';
import { AppError } from '../../platform/errors.ts';
import { requireTenant, type Tenant } from '../../platform/tenancy.ts';
import type { ReportsService } from './reports.service.ts';

/**
 * RPT-01..RPT-03: the reports of the logged-in account (login is required: none of these routes is public), one
 * page as JSON with the totals of the whole filter, or every row of the filter as a file.
 */
export function registerReportRoutes(root: FastifyInstance, deps: { reports: ReportsService }): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { reports } = deps;
  const tags = ['reports'];

  // Prepaid purchases and bill payments share their columns and filters.
  for (const [kind, path] of [
    ['prabayar', reportPaths.prepaid],
    ['pascabayar', reportPaths.postpaid],
  ] as const) {
    app.get(
      path,
      { schema: { tags, querystring: transactionReportQuery, response: { 200: transactionReportResponseSchema } } },
      async (request) =>
        kind === 'prabayar'
          ? reports.prepaid(requireTenant(request), requireAuth(request), request.query, request.locale)
          : reports.postpaid(requireTenant(request), requireAuth(request), request.query, request.locale),
    );
    app.get(
      reportPaths.export(kind),
      { schema: { tags, querystring: transactionExportQuery } },
      async (request, reply) =>
        sendDownload(
          reply,
          reports.exportTransactions(
            requireTenant(request),
            requireAuth(request),
            kind,
            request.query,
            request.query.format,
            request.locale,
          ),
        ),
    );
  }

  app.get(reportPaths.available, { schema: { tags, response: { 200: reportAvailabilitySchema } } }, async (request) =>
    reports.availability(requireTenant(request), requireAuth(request)),
  );

  // Agents' purchases: for accounts that may have agents (agent, master, admin); others are told so.
  const agentsOnly = { permission: permissions.agentTransactions, permissionMessage: 'report.agents_only' };
  app.get(
    reportPaths.agentTransactions,
    {
      config: agentsOnly,
      schema: { tags, querystring: transactionReportQuery, response: { 200: agentTransactionReportResponseSchema } },
    },
    async (request) =>
      reports.agentTransactions(requireTenant(request), requireAuth(request), request.query, request.locale),
  );
  app.get(
    reportPaths.export('transaksi-agen'),
    { config: agentsOnly, schema: { tags, querystring: transactionExportQuery } },
    async (request, reply) =>
      sendDownload(
        reply,
        reports.exportAgentTransactions(
          requireTenant(request),
          requireAuth(request),
          request.query,
          request.query.format,
          request.locale,
        ),
      ),
  );

  // RPT-01 agent list: the account's whole downline, for the same accounts as its purchases.
  app.get(
    reportPaths.agentList,
    {
      config: agentsOnly,
      schema: { tags, querystring: agentListReportQuery, response: { 200: agentListReportResponseSchema } },
    },
    async (request) => reports.agentList(requireTenant(request), requireAuth(request), request.query),
  );
  app.get(
    reportPaths.export('agen'),
    { config: agentsOnly, schema: { tags, querystring: agentListExportQuery } },
    async (request, reply) =>
      sendDownload(
        reply,
        reports.exportAgentList(
          requireTenant(request),
          requireAuth(request),
          request.query,
          request.query.format,
          request.locale,
        ),
      ),
  );

  app.get(
    reportPaths.deposit,
    { schema: { tags, querystring: depositReportQuery, response: { 200: depositReportResponseSchema } } },
    async (request) => reports.deposit(requireTenant(request), requireAuth(request), request.query),
  );
  app.get(
    reportPaths.export('deposit'),
    { schema: { tags, querystring: depositExportQuery } },
    async (request, reply) =>
      sendDownload(
        reply,
        reports.exportDeposit(
          requireTenant(request),
          requireAuth(request),
          request.query,
          request.query.format,
          request.locale,
        ),
      ),
  );

  app.get(
    reportPaths.cashback,
    { schema: { tags, querystring: cashbackReportQuery, response: { 200: cashbackReportResponseSchema } } },
    async (request) => reports.cashback(requireTenant(request), requireAuth(request), request.query),
  );
  app.get(
    reportPaths.export('cashback'),
    { schema: { tags, querystring: cashbackExportQuery } },
    async (request, reply) =>
      sendDownload(
        reply,
        reports.exportCashback(
          requireTenant(request),
          requireAuth(request),
          request.query,
          request.query.format,
          request.locale,
        ),
      ),
  );

  // RPT-02's debt columns (AGT-06): the account's agent debt movements.
  app.get(
    reportPaths.debt,
    { schema: { tags, querystring: debtReportQuery, response: { 200: debtReportResponseSchema } } },
    async (request) => reports.debt(requireTenant(request), requireAuth(request), request.query),
  );
  app.get(reportPaths.export('utang'), { schema: { tags, querystring: debtExportQuery } }, async (request, reply) =>
    sendDownload(
      reply,
      reports.exportDebt(
        requireTenant(request),
        requireAuth(request),
        request.query,
        request.query.format,
        request.locale,
      ),
    ),
  );

  // RPT-01 shop: the tenant's shop sales, for its admins; refused as if there were no shop where it is off (PLT-10).
  const shopAdmins = { permission: permissions.admin, permissionMessage: 'report.shop_admins_only' };
  const shopOn = (tenant: Tenant): Tenant => {
    if (!tenant.features.shop) throw new AppError('module_disabled', { messageKey: 'shop.module_off' });
    return tenant;
  };
  app.get(
    reportPaths.shop,
    {
      config: shopAdmins,
      schema: { tags, querystring: shopReportQuery, response: { 200: shopReportResponseSchema } },
    },
    async (request) => reports.shop(shopOn(requireTenant(request)), request.query),
  );
  app.get(
    reportPaths.export('toko'),
    { config: shopAdmins, schema: { tags, querystring: shopExportQuery } },
    async (request, reply) =>
      sendDownload(
        reply,
        reports.exportShop(shopOn(requireTenant(request)), request.query, request.query.format, request.locale),
      ),
  );
}
