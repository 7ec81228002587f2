import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCataloguePaths,
  adminPostpaidCashbackResponse,
  adminPostpaidCashbackSchema,
  billerCodeParams,
  adminProductSchema,
  adminProductsQuery,
  adminProductsResponse,
  bulkPriceBody,
  bulkPriceResultSchema,
  priceHistoryEntrySchema,
  productCodeParams,
  tierParams,
  tierPricingSchema,
  updateAdminProductBody,
  updatePostpaidCashbackBody,
  updateTierBody,
} from '@konter/shared/contracts/admin-catalogue';
import { requireAuth } from '../../platform/auth.ts';
import { requireTenant } from '../../platform/tenancy.ts';
import type { AdminCatalogueService } from './admin-catalogue.service.ts';

const admin = { permission: 'admin.manage' } as const;

/** The back office's catalogue and prices (issue 17): thin handlers over the admin catalogue service. */
export function registerAdminCatalogueRoutes(root: FastifyInstance, deps: { catalogue: AdminCatalogueService }): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const service = deps.catalogue;

  app.get(
    adminCataloguePaths.products,
    {
      config: admin,
      schema: { tags: ['admin'], querystring: adminProductsQuery, response: { 200: adminProductsResponse } },
    },
    async (request) => service.products(requireTenant(request).id, request.query),
  );

  app.get(
    adminCataloguePaths.product(':code'),
    {
      config: admin,
      schema: { tags: ['admin'], params: productCodeParams, response: { 200: z.object({ data: adminProductSchema }) } },
    },
    async (request) => ({ data: await service.product(requireTenant(request).id, request.params.code) }),
  );

  app.patch(
    adminCataloguePaths.product(':code'),
    {
      config: admin,
      schema: {
        tags: ['admin'],
        params: productCodeParams,
        body: updateAdminProductBody,
        response: { 200: z.object({ data: adminProductSchema }) },
      },
    },
    async (request) => ({
      data: await service.updateProduct(requireAuth(request), request.params.code, request.body),
    }),
  );

  app.get(
    adminCataloguePaths.productHistory(':code'),
    {
      config: admin,
      schema: {
        tags: ['admin'],
        params: productCodeParams,
        response: { 200: z.object({ data: z.array(priceHistoryEntrySchema) }) },
      },
    },
    async (request) => ({ data: await service.history(requireTenant(request).id, request.params.code) }),
  );

  app.get(
    adminCataloguePaths.tiers,
    { config: admin, schema: { tags: ['admin'], response: { 200: z.object({ data: z.array(tierPricingSchema) }) } } },
    async (request) => ({ data: await service.tiers(requireTenant(request).id) }),
  );

  app.put(
    adminCataloguePaths.tier(':tier'),
    {
      config: admin,
      schema: {
        tags: ['admin'],
        params: tierParams,
        body: updateTierBody,
        response: { 200: z.object({ data: tierPricingSchema.extend({ repriced: z.number().int() }) }) },
      },
    },
    async (request) => ({
      data: await service.updateTier(requireAuth(request), request.params.tier, request.body),
    }),
  );

  app.post(
    adminCataloguePaths.bulk,
    {
      config: admin,
      schema: { tags: ['admin'], body: bulkPriceBody, response: { 200: z.object({ data: bulkPriceResultSchema }) } },
    },
    async (request) => ({ data: await service.bulkPrices(requireAuth(request), request.body) }),
  );

  app.get(
    adminCataloguePaths.postpaidCashback,
    { config: admin, schema: { tags: ['admin'], response: { 200: adminPostpaidCashbackResponse } } },
    async (request) => ({ data: await service.postpaidCashback(requireTenant(request).id) }),
  );

  app.put(
    adminCataloguePaths.postpaidCashbackOf(':code'),
    {
      config: admin,
      schema: {
        tags: ['admin'],
        params: billerCodeParams,
        body: updatePostpaidCashbackBody,
        response: { 200: z.object({ data: adminPostpaidCashbackSchema }) },
      },
    },
    async (request) => ({
      data: await service.setPostpaidCashback(requireAuth(request), request.params.code, request.body),
    }),
  );
}
