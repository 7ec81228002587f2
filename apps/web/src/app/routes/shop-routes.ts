import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import type { RouteHandle } from '../route-handle.ts';
import { lazyPage } from './define-route.ts';

const shopHandle: RouteHandle = { title: 'shop.orders', back: true };

/**
 * The shop's pages are one chunk: one import for all its routes, so the main bundle (the landing's budget) carries
 * that chunk's preload list once, not once per route.
 */
const shopPages = () => import('./shop/shop-pages.tsx');

/** NAV-15's shop paths that are the same pages as elsewhere (shop-forward-page.tsx). */
function forwardRoute(id: string, path: string): RouteObject {
  return lazyPage({
    id,
    path,
    title: 'shop.title',
    back: true,
    load: async () => (await import('./shop/shop-forward-page.tsx')).ShopForwardPage,
  });
}

/**
 * The shop a guest may open too (SHP-02 localCart): the list, a product and the cart, which keeps a guest's lines on
 * the phone until login, and a checkout link (SHP-03). Spread into the public routes.
 */
export const shopPublicRoutes: RouteObject[] = [
  lazyPage({
    id: 'page::shop',
    path: '/shop',
    title: 'shop.title',
    load: async () => (await shopPages()).ShopHomePage,
  }),
  lazyPage({
    id: 'page::shop.product',
    path: '/shop/product/:slug',
    title: 'shop.title',
    back: true,
    load: async () => (await shopPages()).ShopProductPage,
  }),
  // SHP-01: a collection's page, linked from the shop's home.
  lazyPage({
    id: 'page::shop.collection',
    path: '/shop/collection/:slug',
    title: 'shop.title',
    back: true,
    load: async () => (await shopPages()).ShopCollectionPage,
  }),
  lazyPage({
    id: 'page::shop.cart',
    path: '/shop/cart',
    title: 'shop.cart',
    back: true,
    load: async () => (await shopPages()).ShopCartPage,
  }),
  // SHP-03: a checkout link a seller shared, paid by a guest, and the guest's order after the gateway (`?order=`).
  lazyPage({
    id: 'page::shop.checkout-link',
    path: '/shop/checkout/:link',
    title: 'shop.checkout_title',
    load: async () => (await import('./shop/checkout-link-page.tsx')).CheckoutLinkPage,
  }),
  // NAV-15 /shop/search (the shop's list, where its search lives) and /shop/help (the same pages as /help).
  forwardRoute('page::shop.search', '/shop/search'),
  forwardRoute('page::shop.help', '/shop/help'),
  forwardRoute('page::shop.help.page', '/shop/help/*'),
];

/** The shop (spec §2 /shop, SHP-01..05); page modules live under ./shop/. Checkout and orders need login. */
export const shopRoutes: RouteObject[] = [
  lazyPage({
    id: 'shop.checkout',
    path: '/shop/cart/checkout',
    title: 'shop.checkout_title',
    back: true,
    load: async () => (await shopPages()).ShopCheckoutPage,
  }),
  // NAV-15 /shop/report: the shop's sales report lives in the report centre (RPT-01 shop).
  {
    id: 'shop.report',
    path: '/shop/report',
    handle: { title: 'reports.title.toko', back: true } satisfies RouteHandle,
    loader: ({ request }) => redirect(`/account/laporan/toko${new URL(request.url).search}`),
  },
  // NAV-15 /shop/payment/deposit/topup and /transfer: the deposit screens the shop's buyer tops up with.
  forwardRoute('shop.payment.topup', '/shop/payment/deposit/topup'),
  forwardRoute('shop.payment.transfer', '/shop/payment/deposit/transfer'),
  // NAV-15 /shop/notification/{type}/{id}: one notification (an order's news), as in the inbox.
  forwardRoute('shop.notification', '/shop/notification/:type/:id'),
  {
    id: 'shop.transaction',
    path: '/shop/transaction',
    handle: shopHandle,
    loader: () => redirect('/shop/transaction/all'),
  },
  lazyPage({
    id: 'shop.transaction.status',
    path: '/shop/transaction/:status',
    title: 'shop.orders',
    back: true,
    load: async () => (await shopPages()).ShopOrdersPage,
  }),
];
