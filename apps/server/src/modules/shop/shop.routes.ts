import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCouponBody,
  checkCouponBody,
  couponCheckSchema,
  shopCouponSchema,
  addressBody,
  addressIdBody,
  addressUpdateBody,
  adminListQuery,
  regionSearchBody,
  shippingCostBody,
  shippingCostResponse,
  shopAddressSchema,
  shopRegionSchema,
  adminOrderStatusBody,
  adminProductBody,
  cartAddBody,
  cartAddMultiBody,
  cartEditBody,
  cartItemSchema,
  cartMergeBody,
  cartMergeResponse,
  cartPayBody,
  productDetailBody,
  productListBody,
  productListResponse,
  shopOrderSchema,
  shopImageLimits,
  shopPaths,
  shippingOptionSchema,
  shopProductSchema,
  transactionsBody,
  checkoutLinkParams,
  checkoutLinkSchema,
  makeCartBody,
  publicCheckCouponBody,
  publicCheckoutSchema,
  publicOrderParams,
  publicOrderResponse,
  publicPayBody,
  adminCollectionBody,
  collectionSummarySchema,
  shopCollectionSchema,
  cartCheckoutBody,
  cartCheckoutSchema,
  shopCitySchema,
  shopDeliverySettingsBody,
  shopDeliverySettingsSchema,
} from '@konter/shared/contracts/shop';
import { requireAuth } from '../../platform/auth.ts';
import { requireTenant, type Tenant } from '../../platform/tenancy.ts';
import { shopErrors } from './shop.errors.ts';
import { sellerDelivery } from './shop-delivery.ts';
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

  app.post(
    shopPaths.cartCheckout,
    {
      schema: {
        tags: ['shop'],
        body: cartCheckoutBody,
        response: { 200: z.object({ data: cartCheckoutSchema }) },
      },
    },
    async (request) => ({
      data: await shop.cartCheckout(shopTenant(request), requireAuth(request), request.body.item_ids),
    }),
  );
  app.post(
    shopPaths.paymentChannel,
    { schema: { tags: ['shop'], response: { 200: z.object({ data: z.array(z.string()) }) } } },
    async (request) => {
      shopTenant(request);
      requireAuth(request);
      return { data: shop.paymentChannels() };
    },
  );
  app.get(
    shopPaths.allCities,
    { config: publicRoute, schema: { tags: ['shop'], response: { 200: z.object({ data: z.array(shopCitySchema) }) } } },
    async (request) => {
      shopTenant(request);
      return { data: await shop.allCities() };
    },
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
    shopPaths.cartMerge,
    { schema: { tags: ['shop'], body: cartMergeBody, response: { 200: cartMergeResponse } } },
    async (request) => {
      shopTenant(request);
      return shop.mergeCart(requireAuth(request), request.body.items);
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
    async (request) => ({
      data: await shop.pay(
        shopTenant(request),
        requireAuth(request),
        request.body,
        request.locale,
        `${request.protocol}://${request.host}`,
      ),
    }),
  );

  app.get(
    shopPaths.shippingOptions,
    { schema: { tags: ['shop'], response: { 200: z.object({ data: z.array(shippingOptionSchema) }) } } },
    async (request) => ({ data: [sellerDelivery(shopTenant(request))] }),
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

  // SHP-03: coupons. Checking one counts nothing; the payment counts it.
  app.post(
    shopPaths.checkCoupon,
    { schema: { tags: ['shop'], body: checkCouponBody, response: { 200: z.object({ data: couponCheckSchema }) } } },
    async (request) => {
      shopTenant(request);
      return { data: await shop.checkCoupon(requireAuth(request), request.body.code, request.body.item_ids) };
    },
  );
  app.get(
    shopPaths.canCoupon,
    { config: publicRoute, schema: { tags: ['shop'], response: { 200: z.object({ data: z.boolean() }) } } },
    async (request) => ({ data: await shop.canCoupon(shopTenant(request)) }),
  );

  // SHP-04: the region search and the couriers' rates are public (a guest's checkout link uses them too).
  app.post(
    shopPaths.region,
    {
      config: publicRoute,
      schema: {
        tags: ['shop'],
        body: regionSearchBody,
        response: { 200: z.object({ data: z.array(shopRegionSchema) }) },
      },
    },
    async (request) => {
      shopTenant(request);
      return { data: await shop.searchRegions(request.body.search_key) };
    },
  );
  app.post(
    shopPaths.cost,
    {
      config: publicRoute,
      schema: { tags: ['shop'], body: shippingCostBody, response: { 200: shippingCostResponse } },
    },
    async (request) => ({
      data: await shop.shippingCost(shopTenant(request), request.body.postcode, request.body.weight, request.locale),
    }),
  );
  app.post(
    shopPaths.costCustom,
    { schema: { tags: ['shop'], response: { 200: z.object({ data: z.array(shippingOptionSchema) }) } } },
    async (request) => ({ data: [sellerDelivery(shopTenant(request))] }),
  );
  // SHP-03: public checkout links. Making one reads the session when there is one (who shared it); the rest is a
  // guest's: the link's code or the order's token is the only key.
  app.post(
    shopPaths.publicMakeCart,
    {
      config: { auth: 'optional' },
      schema: { tags: ['shop'], body: makeCartBody, response: { 200: z.object({ data: checkoutLinkSchema }) } },
    },
    async (request) => ({
      data: await shop.makeCheckoutLink(shopTenant(request), request.auth?.accountId ?? null, request.body),
    }),
  );
  app.get(
    shopPaths.publicCheckout(':link'),
    {
      config: publicRoute,
      schema: {
        tags: ['shop'],
        params: checkoutLinkParams,
        response: { 200: z.object({ data: publicCheckoutSchema }) },
      },
    },
    async (request) => ({ data: await shop.checkoutLink(shopTenant(request), request.params.link) }),
  );
  app.post(
    shopPaths.publicCheckCoupon,
    {
      config: publicRoute,
      schema: { tags: ['shop'], body: publicCheckCouponBody, response: { 200: z.object({ data: couponCheckSchema }) } },
    },
    async (request) => ({ data: await shop.checkLinkCoupon(shopTenant(request), request.body) }),
  );
  app.post(
    shopPaths.publicPaymentChannels,
    { config: publicRoute, schema: { tags: ['shop'], response: { 200: z.object({ data: z.array(z.string()) }) } } },
    async (request) => {
      shopTenant(request);
      return { data: shop.linkPaymentChannels() };
    },
  );
  app.post(
    shopPaths.publicPay,
    { config: publicRoute, schema: { tags: ['shop'], body: publicPayBody, response: { 200: publicOrderResponse } } },
    async (request) =>
      shop.payCheckoutLink(shopTenant(request), request.body, request.locale, `${request.protocol}://${request.host}`),
  );
  app.get(
    shopPaths.publicOrder(':token'),
    {
      config: publicRoute,
      schema: { tags: ['shop'], params: publicOrderParams, response: { 200: publicOrderResponse } },
    },
    async (request) => shop.guestOrder(shopTenant(request), request.params.token),
  );

  const addressesResponse = { 200: z.object({ data: z.array(shopAddressSchema) }) };
  app.get(shopPaths.addressList, { schema: { tags: ['shop'], response: addressesResponse } }, async (request) => {
    shopTenant(request);
    return { data: await shop.addresses(requireAuth(request)) };
  });
  app.get(
    shopPaths.addressActive,
    { schema: { tags: ['shop'], response: { 200: z.object({ data: shopAddressSchema.nullable() }) } } },
    async (request) => {
      shopTenant(request);
      const all = await shop.addresses(requireAuth(request));
      return { data: all.find((address) => address.primary) ?? null };
    },
  );
  app.post(
    shopPaths.addressAdd,
    { schema: { tags: ['shop'], body: addressBody, response: addressesResponse } },
    async (request) => {
      shopTenant(request);
      return { data: await shop.addAddress(requireAuth(request), request.body) };
    },
  );
  app.post(
    shopPaths.addressUpdate,
    { schema: { tags: ['shop'], body: addressUpdateBody, response: addressesResponse } },
    async (request) => {
      shopTenant(request);
      return { data: await shop.updateAddress(requireAuth(request), request.body.id, request.body) };
    },
  );
  app.post(
    shopPaths.addressPick,
    { schema: { tags: ['shop'], body: addressIdBody, response: addressesResponse } },
    async (request) => {
      shopTenant(request);
      return { data: await shop.pickAddress(requireAuth(request), request.body.id) };
    },
  );
  app.post(
    shopPaths.addressDelete,
    { schema: { tags: ['shop'], body: addressIdBody, response: addressesResponse } },
    async (request) => {
      shopTenant(request);
      return { data: await shop.deleteAddress(requireAuth(request), request.body.id) };
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
    async (request) => ({
      data: await shop.saveProduct(shopTenant(request), requireAuth(request), null, request.body),
    }),
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
    async (request) => ({
      data: await shop.saveProduct(shopTenant(request), requireAuth(request), request.params.id, request.body),
    }),
  );
  // SHP-01: a product's pictures. One file per upload, its type read from its content; 8 MB (§9).
  const productResponse = { 200: z.object({ data: shopProductSchema }) };
  const imageParams = z.object({ id: z.uuid(), name: z.string().min(1).max(100) });
  app.post(
    shopPaths.adminProductImages(':id'),
    {
      config: admin,
      schema: { tags: ['admin'], consumes: ['multipart/form-data'], params: idParam, response: productResponse },
    },
    async (request) => {
      const tenant = shopTenant(request);
      const file = await request
        .file({ limits: { fileSize: shopImageLimits.maxBytes + 1, files: 1 } })
        .catch(() => undefined);
      const data = file ? await file.toBuffer().catch(() => null) : null;
      if (file?.file.truncated) throw shopErrors.imageTooLarge();
      return {
        data: await shop.addProductImage(
          tenant,
          requireAuth(request),
          request.params.id,
          file && data ? { mimetype: file.mimetype, data } : null,
        ),
      };
    },
  );
  app.delete(
    shopPaths.adminProductImage(':id', ':name'),
    { config: admin, schema: { tags: ['admin'], params: imageParams, response: productResponse } },
    async (request) => ({
      data: await shop.removeProductImage(
        shopTenant(request),
        requireAuth(request),
        request.params.id,
        request.params.name,
      ),
    }),
  );
  app.post(
    shopPaths.adminProductImageCover(':id', ':name'),
    { config: admin, schema: { tags: ['admin'], params: imageParams, response: productResponse } },
    async (request) => ({
      data: await shop.coverProductImage(
        shopTenant(request),
        requireAuth(request),
        request.params.id,
        request.params.name,
      ),
    }),
  );
  // SHP-01: collections; the seller's are in order, the visitor's only those with a product on sale.
  app.get(
    shopPaths.collections,
    {
      config: publicRoute,
      schema: { tags: ['shop'], response: { 200: z.object({ data: z.array(collectionSummarySchema) }) } },
    },
    async (request) => ({ data: await shop.collections(shopTenant(request)) }),
  );
  const collectionResponse = { 200: z.object({ data: shopCollectionSchema }) };
  app.get(
    shopPaths.adminCollections,
    {
      config: admin,
      schema: { tags: ['admin'], response: { 200: z.object({ data: z.array(shopCollectionSchema) }) } },
    },
    async (request) => ({ data: await shop.adminCollections(shopTenant(request)) }),
  );
  app.post(
    shopPaths.adminCollections,
    { config: admin, schema: { tags: ['admin'], body: adminCollectionBody, response: collectionResponse } },
    async (request) => ({
      data: await shop.saveCollection(shopTenant(request), requireAuth(request), null, request.body),
    }),
  );
  app.put(
    shopPaths.adminCollection(':id'),
    {
      config: admin,
      schema: { tags: ['admin'], params: idParam, body: adminCollectionBody, response: collectionResponse },
    },
    async (request) => ({
      data: await shop.saveCollection(shopTenant(request), requireAuth(request), request.params.id, request.body),
    }),
  );
  app.delete(
    shopPaths.adminCollection(':id'),
    {
      config: admin,
      schema: {
        tags: ['admin'],
        params: idParam,
        response: { 200: z.object({ data: z.object({ ok: z.boolean() }) }) },
      },
    },
    async (request) => {
      await shop.deleteCollection(shopTenant(request), requireAuth(request), request.params.id);
      return { data: { ok: true } };
    },
  );

  const couponResponse = { 200: z.object({ data: shopCouponSchema }) };
  app.get(
    shopPaths.adminCoupons,
    { config: admin, schema: { tags: ['admin'], response: { 200: z.object({ data: z.array(shopCouponSchema) }) } } },
    async (request) => ({ data: await shop.adminCoupons(shopTenant(request)) }),
  );
  app.post(
    shopPaths.adminCoupons,
    { config: admin, schema: { tags: ['admin'], body: adminCouponBody, response: couponResponse } },
    async (request) => ({ data: await shop.saveCoupon(shopTenant(request), requireAuth(request), null, request.body) }),
  );
  app.put(
    shopPaths.adminCoupon(':id'),
    { config: admin, schema: { tags: ['admin'], params: idParam, body: adminCouponBody, response: couponResponse } },
    async (request) => ({
      data: await shop.saveCoupon(shopTenant(request), requireAuth(request), request.params.id, request.body),
    }),
  );
  app.get(
    shopPaths.adminSettings,
    { config: admin, schema: { tags: ['admin'], response: { 200: z.object({ data: shopDeliverySettingsSchema }) } } },
    async (request) => ({ data: shop.deliverySettings(shopTenant(request)) }),
  );
  app.put(
    shopPaths.adminSettings,
    {
      config: admin,
      schema: {
        tags: ['admin'],
        body: shopDeliverySettingsBody,
        response: { 200: z.object({ data: shopDeliverySettingsSchema }) },
      },
    },
    async (request) => ({
      data: await shop.saveDeliverySettings(shopTenant(request), requireAuth(request), request.body),
    }),
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
    async (request) => ({
      data: await shop.moveOrder(shopTenant(request), requireAuth(request), request.params.id, request.body),
    }),
  );
}
