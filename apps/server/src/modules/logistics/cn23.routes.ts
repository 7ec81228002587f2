import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calculateTaxBody,
  checkAwbBody,
  checkAwbSchema,
  cn23AddBody,
  cn23AdminListQuery,
  cn23AdminPaths,
  cn23AdminSchema,
  cn23ExportQuery,
  cn23IdBody,
  cn23ListQuery,
  cn23OutcomeBody,
  cn23Paths,
  cn23ReportBody,
  cn23ReportSchema,
  cn23Schema,
  customsSettingsSchema,
  exchangeRateBody,
  exchangeRateQuery,
  exchangeRateSchema,
  hsCodeQuery,
  hsCodeSchema,
  taxResultSchema,
} from '@konter/shared/contracts/cn23';
import { requireAuth } from '../../platform/auth.ts';
import { sendDownload } from '../../platform/file-download.ts';
import { requireTenant } from '../../platform/tenancy.ts';
import type { Cn23Service } from './cn23.service.ts';

/** CN23 (spec §7 `mlo/cn23/*`, MLO-04): the MLO agent's routes under the MLO permission, the back office's beside. */
export function registerCn23Routes(root: FastifyInstance, deps: { cn23: Cn23Service }): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { cn23 } = deps;
  const config = { permission: 'mlo.agent', permissionMessage: 'mlo.forbidden' };
  const admin = { permission: 'admin.manage' };
  const tags = ['logistics'];
  const data = <T extends z.ZodType>(schema: T) => ({ 200: z.object({ data: schema }) });

  app.get(
    cn23Paths.list,
    { config, schema: { tags, querystring: cn23ListQuery, response: data(z.array(cn23Schema)) } },
    async (request) => ({ data: await cn23.list(requireAuth(request), request.query) }),
  );
  app.get(
    cn23Paths.hsCodes,
    { config, schema: { tags, querystring: hsCodeQuery, response: data(z.array(hsCodeSchema)) } },
    async (request) => ({ data: await cn23.hsCodes(requireAuth(request), request.query.q) }),
  );
  app.get(
    cn23Paths.rates,
    { config, schema: { tags, querystring: exchangeRateQuery, response: data(z.array(exchangeRateSchema)) } },
    async (request) => ({ data: await cn23.rates(requireAuth(request), request.query.date) }),
  );
  app.post(
    cn23Paths.checkAwb,
    { config, schema: { tags, body: checkAwbBody, response: data(checkAwbSchema) } },
    async (request) => ({ data: await cn23.checkAwb(requireAuth(request), request.body.awb) }),
  );
  app.post(
    cn23Paths.add,
    { config, schema: { tags, body: cn23AddBody, response: data(cn23Schema) } },
    async (request) => ({ data: await cn23.add(requireAuth(request), request.body) }),
  );
  app.post(
    cn23Paths.cancel,
    { config, schema: { tags, body: cn23IdBody, response: data(cn23Schema) } },
    async (request) => ({ data: await cn23.cancel(requireAuth(request), request.body.id) }),
  );
  app.post(
    cn23Paths.status,
    { config, schema: { tags, body: cn23IdBody, response: data(cn23Schema) } },
    async (request) => ({ data: await cn23.status(requireAuth(request), request.body.id) }),
  );
  app.post(
    cn23Paths.calculateTax,
    { config, schema: { tags, body: calculateTaxBody, response: data(taxResultSchema) } },
    async (request) => ({ data: await cn23.calculateTax(requireAuth(request), request.body) }),
  );
  app.post(
    cn23Paths.report,
    { config, schema: { tags, body: cn23ReportBody, response: data(cn23ReportSchema) } },
    async (request) => ({ data: await cn23.report(requireAuth(request), request.body.from, request.body.to) }),
  );

  app.get(cn23Paths.reportExport, { config, schema: { tags, querystring: cn23ExportQuery } }, async (request, reply) =>
    sendDownload(
      reply,
      cn23.exportReport(
        requireTenant(request),
        requireAuth(request),
        request.query,
        request.query.format,
        request.locale,
      ),
    ),
  );

  app.get(
    cn23AdminPaths.list,
    { config: admin, schema: { tags, querystring: cn23AdminListQuery, response: data(z.array(cn23AdminSchema)) } },
    async (request) => ({ data: await cn23.tenantList(requireTenant(request).id, request.query.status) }),
  );
  app.put(
    cn23AdminPaths.rates,
    { config: admin, schema: { tags, body: exchangeRateBody, response: data(exchangeRateSchema) } },
    async (request) => ({ data: await cn23.setRate(requireAuth(request), request.body) }),
  );
  app.get(
    cn23AdminPaths.settings,
    { config: admin, schema: { tags, response: data(customsSettingsSchema) } },
    async (request) => ({ data: await cn23.settings(requireTenant(request).id) }),
  );
  app.put(
    cn23AdminPaths.settings,
    { config: admin, schema: { tags, body: customsSettingsSchema.partial(), response: data(customsSettingsSchema) } },
    async (request) => ({ data: await cn23.setSettings(requireAuth(request), request.body) }),
  );
  app.post(
    cn23AdminPaths.outcome(':id'),
    {
      config: admin,
      schema: { tags, params: z.object({ id: z.uuid() }), body: cn23OutcomeBody, response: data(cn23Schema) },
    },
    async (request) => ({
      data: await cn23.setOutcome(requireAuth(request), request.params.id, request.body.status),
    }),
  );
}
