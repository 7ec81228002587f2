import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adjustPriceBody,
  adjustPriceQuery,
  adjustedPriceSchema,
  catalogueResponseSchema,
  cataloguePaths,
  checkExcelResponseSchema,
  downloadQuery,
  familyParam,
  pricelistResponseSchema,
  promotionResponseSchema,
} from '@konter/shared/contracts/ppob';
import { apiBase } from '@konter/shared/contracts/site';
import { requireAuth } from '../../platform/auth.ts';
import { requireTenant } from '../../platform/tenancy.ts';
import { permissions } from '../accounts/index.ts';
import type { CatalogueService } from './catalogue.service.ts';

export function registerCatalogueRoutes(root: FastifyInstance, deps: { catalogue: CatalogueService }): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { catalogue } = deps;

  app.get(
    `${apiBase}/prabayar/catalogue/:family`,
    {
      config: { permission: permissions.pricelistView },
      schema: { tags: ['catalogue'], params: familyParam, response: { 200: catalogueResponseSchema } },
    },
    async (request) => ({
      data: await catalogue.catalogue(requireTenant(request), requireAuth(request), request.params.family),
    }),
  );

  app.get(
    cataloguePaths.promotion,
    {
      config: { permission: permissions.pricelistView },
      schema: { tags: ['catalogue'], response: { 200: promotionResponseSchema } },
    },
    async (request) => ({ data: await catalogue.promotion(requireTenant(request), requireAuth(request)) }),
  );

  app.post(
    cataloguePaths.checkExcel,
    { schema: { tags: ['catalogue'], response: { 200: checkExcelResponseSchema } } },
    async (request) => catalogue.checkExcel(requireTenant(request), requireAuth(request)),
  );

  app.get(
    `${apiBase}/pricelist/:family`,
    {
      config: { auth: 'public' },
      schema: { tags: ['catalogue'], params: familyParam, response: { 200: pricelistResponseSchema } },
    },
    async (request) => ({ data: await catalogue.pricelist(requireTenant(request), request.params.family) }),
  );

  app.get(
    `${apiBase}/pricelist/:family/download`,
    { config: { auth: 'public' }, schema: { tags: ['catalogue'], params: familyParam, querystring: downloadQuery } },
    async (request, reply) => {
      const file = await catalogue.exportPricelist(requireTenant(request), request.params.family, request.query.format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.get(
    cataloguePaths.adjustPrice,
    {
      config: { permission: permissions.agentTransactions },
      schema: {
        tags: ['catalogue'],
        querystring: adjustPriceQuery,
        response: { 200: z.object({ data: z.array(adjustedPriceSchema) }) },
      },
    },
    async (request) => ({
      data: await catalogue.adjustedPrices(requireTenant(request), requireAuth(request), request.query.family),
    }),
  );

  app.post(
    cataloguePaths.adjustPrice,
    {
      config: { permission: permissions.agentTransactions },
      schema: {
        tags: ['catalogue'],
        body: adjustPriceBody,
        response: { 200: z.object({ data: z.array(adjustedPriceSchema), message: z.string() }) },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const auth = requireAuth(request);
      await catalogue.setAdjustedPrices(tenant, auth, request.body.prices);
      return {
        data: await catalogue.adjustedPrices(tenant, auth),
        message: request.t('account.saved'),
      };
    },
  );
}
