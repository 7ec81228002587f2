import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  manifestExportQuery,
  manifestReportPaths,
  manifestReportQuery,
  manifestReportSchema,
  parcelExportQuery,
  parcelReportPaths,
  parcelReportQuery,
  parcelReportSchema,
} from '@konter/shared/contracts/logistics-reports';
import { requireAuth } from '../../platform/auth.ts';
import { sendDownload } from '../../platform/file-download.ts';
import { requireTenant } from '../../platform/tenancy.ts';
import type { LogisticsReportService } from './logistics-report.service.ts';

/**
 * The parcel report (RPT-01 "MLO transaction", MLO-06) and the manifest report (MLO-07): an MLO agent's own, and the
 * admin's over every agent of the tenant; each as JSON for the screen or as a file (`format=xlsx|csv`) with exactly
 * the screen's filter.
 */
export function registerLogisticsReportRoutes(root: FastifyInstance, deps: { reports: LogisticsReportService }): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { reports } = deps;
  const tags = ['logistics'];
  const agent = { permission: 'mlo.agent', permissionMessage: 'mlo.forbidden' };
  const admin = { permission: 'admin.manage' };

  app.get(
    parcelReportPaths.own,
    { config: agent, schema: { tags, querystring: parcelReportQuery, response: { 200: parcelReportSchema } } },
    async (request) => reports.own(requireAuth(request), request.query),
  );
  app.get(
    parcelReportPaths.ownExport,
    { config: agent, schema: { tags, querystring: parcelExportQuery } },
    async (request, reply) =>
      sendDownload(
        reply,
        reports.exportOwn(
          requireTenant(request),
          requireAuth(request),
          request.query,
          request.query.format,
          request.locale,
        ),
      ),
  );
  app.get(
    parcelReportPaths.admin,
    { config: admin, schema: { tags, querystring: parcelReportQuery, response: { 200: parcelReportSchema } } },
    async (request) => reports.tenant(requireTenant(request), request.query),
  );
  app.get(
    parcelReportPaths.adminExport,
    { config: admin, schema: { tags, querystring: parcelExportQuery } },
    async (request, reply) =>
      sendDownload(
        reply,
        reports.exportTenant(requireTenant(request), request.query, request.query.format, request.locale),
      ),
  );

  // MLO-07: the manifest report beside it (per courier; SiCepat has a transaction report only).
  app.get(
    manifestReportPaths.own,
    { config: agent, schema: { tags, querystring: manifestReportQuery, response: { 200: manifestReportSchema } } },
    async (request) => reports.ownManifests(requireAuth(request), request.query),
  );
  app.get(
    manifestReportPaths.ownExport,
    { config: agent, schema: { tags, querystring: manifestExportQuery } },
    async (request, reply) =>
      sendDownload(
        reply,
        reports.exportOwnManifests(
          requireTenant(request),
          requireAuth(request),
          request.query,
          request.query.format,
          request.locale,
        ),
      ),
  );
  app.get(
    manifestReportPaths.admin,
    { config: admin, schema: { tags, querystring: manifestReportQuery, response: { 200: manifestReportSchema } } },
    async (request) => reports.tenantManifests(requireTenant(request), request.query),
  );
  app.get(
    manifestReportPaths.adminExport,
    { config: admin, schema: { tags, querystring: manifestExportQuery } },
    async (request, reply) =>
      sendDownload(
        reply,
        reports.exportTenantManifests(requireTenant(request), request.query, request.query.format, request.locale),
      ),
  );
}
