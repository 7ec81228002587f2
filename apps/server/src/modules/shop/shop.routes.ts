import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminListQuery,
  adminOrderStatusBody,
  adminProductBody,
  cartAddBody,
  cartAddMultiBody,
  cartEditBody,
  cartItemSchema,
  cartPayBody,
  productDetailBody,
  productListBody,
  productListResponse,
  shopOrderSchema,
  shopPaths,
  shippingOptionSchema,
  shopProductSchema,
  transactionsBody,
} from '@konter/shared/contracts/shop';
import { requireAuth } from '../../platform/auth.ts';
import { requireTenant, type Tenant } from '../../platform/tenancy.ts';
import { shopErrors } from './shop.errors.ts';
import type { ShopService } from './shop.service.ts';

const idParam = z.object({ id: z.uuid() });
const cartResponse = { 200: z.object({ data: z.array(cartItemSchema) }) };
const ordersResponse = {
  200: z.object({
    data: z.array(shopOrderSchema),
    meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }),
  }),
};

/** PLT-10: a tenant whose shop is off answers every shop call as if there were no shop, not only a hidden menu. */
function shopTenant(request: FastifyRequest): Tenant {
  const tenant = requireTenant(request);
  if (!tenant.features.shop) throw shopErrors.moduleOff();
  return tenant;
}

/** The shop under /shop (spec §7 "Shop"): the catalogue is public, the cart and orders need login. */
export function registerShopRoutes(root: FastifyInstance, deps: { shop: ShopService }): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { shop } = deps;
  const publicRoute = { auth: 'public' as const };

  app.post(
    shopPaths.productList,
    { config: publicRoute, schema: { tags: ['shop'], body: productListBody, response: { 200: productListResponse } } },
    async (request) => shop.listProducts(shopTenant(request), request.body),
  );
  app.post(
    shopPaths.productDetail,
    {
      config: publicRoute,
      schema: { tags: ['shop'], body: productDetailBody, response: { 200: z.object({ data: shopProductSchema }) } },
    },
    async (request) => ({ data: await shop.productDetail(shopTenant(request), request.body.slug) }),
  );
  app.get(
    shopPaths.categories,
    { config: publicRoute, schema: { tags: ['shop'], response: { 200: z.object({ data: z.array(z.string()) }) } } },
    async (request) => ({ data: await shop.categories(shopTenant(request)) }),
  );
  app.get(
    `${shopPaths.collection(':slug')}`,
    {
      config: publicRoute,
      schema: {
        tags: ['shop'],
        params: z.object({ slug: z.string().min(1).max(120) }),
        response: {
          200: z.object({
            data: z.object({ slug: z.string(), title: z.string(), products: z.array(shopProductSchema) }),
          }),
        },
      },
    },
    async (request) => ({ data: await shop.collection(shopTenant(request), request.params.slug) }),
  );

  app.post(shopPaths.cartList, { schema: { tags: ['shop'], response: cartResponse } }, async (request) => {
    shopTenant(request);
    return { data: await shop.cart(requireAuth(request)) };
  });
  app.post(
    shopPaths.cartAdd,
    { schema: { tags: ['shop'], body: cartAddBody, response: cartResponse } },
    async (request) => {
      shopTenant(request);
      return { data: await shop.addToCart(requireAuth(request), [request.body]) };
    },
  );
  app.post(
    shopPaths.cartAddMulti,
    { schema: { tags: ['shop'], body: cartAddMultiBody, response: cartResponse } },
    async (request) => {
      shopTenant(request);
      return { data: await shop.addToCart(requireAuth(request), request.body.items) };
    },
  );
  app.post(
    shopPaths.cartEdit(':id'),
    { schema: { tags: ['shop'], params: idParam, body: cartEditBody, response: cartResponse } },
    async (request) => {
      shopTenant(request);
      return { data: await shop.editCartLine(requireAuth(request), request.params.id, request.body) };
    },
  );
  app.post(
    shopPaths.cartDestroy(':id'),
    { schema: { tags: ['shop'], params: idParam, response: cartResponse } },
    async (request) => {
      shopTenant(request);
      return { data: await shop.removeCartLine(requireAuth(request), request.params.id) };
    },
  );
  app.post(
    shopPaths.cartPay,
    { schema: { tags: ['shop'], body: cartPayBody, response: { 200: z.object({ data: shopOrderSchema }) } } },
    async (request) => ({ data: await shop.pay(shopTenant(request), requireAuth(request), request.body) }),
  );

  app.get(
    shopPaths.shippingOptions,
    { schema: { tags: ['shop'], response: { 200: z.object({ data: z.array(shippingOptionSchema) }) } } },
    async (request) => {
      const { shopSettings } = shopTenant(request);
      return { data: [{ service: shopSettings.deliveryServiceName, fee: shopSettings.flatDeliveryFee }] };
    },
  );
  app.post(
    shopPaths.transactions,
    { schema: { tags: ['shop'], body: transactionsBody, response: ordersResponse } },
    async (request) => {
      shopTenant(request);
      return shop.orders(requireAuth(request), request.body);
    },
  );
  app.get(
    shopPaths.transactionCount,
    { schema: { tags: ['shop'], response: { 200: z.object({ data: z.number().int() }) } } },
    async (request) => {
      shopTenant(request);
      return { data: await shop.orderCount(requireAuth(request)) };
    },
  );
  app.get(
    shopPaths.transactionsUnpaid,
    { schema: { tags: ['shop'], response: { 200: z.object({ data: z.number().int() }) } } },
    async (request) => {
      shopTenant(request);
      return { data: await shop.orderCount(requireAuth(request), ['waiting_payment']) };
    },
  );

  // The seller's side (ADM-01 "shop"): products and orders of the tenant.
  const admin = { permission: 'admin.manage' };
  app.get(
    shopPaths.adminProducts,
    {
      config: admin,
      schema: { tags: ['admin'], querystring: adminListQuery, response: { 200: productListResponse } },
    },
    async (request) => shop.adminProducts(shopTenant(request), request.query),
  );
  app.post(
    shopPaths.adminProducts,
    {
      config: admin,
      schema: { tags: ['admin'], body: adminProductBody, response: { 200: z.object({ data: shopProductSchema }) } },
    },
    async (request) => ({ data: await shop.saveProduct(shopTenant(request), null, request.body) }),
  );
  app.put(
    shopPaths.adminProduct(':id'),
    {
      config: admin,
      schema: {
        tags: ['admin'],
        params: idParam,
        body: adminProductBody,
        response: { 200: z.object({ data: shopProductSchema }) },
      },
    },
    async (request) => ({ data: await shop.saveProduct(shopTenant(request), request.params.id, request.body) }),
  );
  app.get(
    shopPaths.adminOrders,
    { config: admin, schema: { tags: ['admin'], querystring: adminListQuery, response: ordersResponse } },
    async (request) => shop.adminOrders(shopTenant(request), request.query),
  );
  app.post(
    shopPaths.adminOrderStatus(':id'),
    {
      config: admin,
      schema: {
        tags: ['admin'],
        params: idParam,
        body: adminOrderStatusBody,
        response: { 200: z.object({ data: shopOrderSchema }) },
      },
    },
    async (request) => ({ data: await shop.moveOrder(shopTenant(request), request.params.id, request.body) }),
  );
}
