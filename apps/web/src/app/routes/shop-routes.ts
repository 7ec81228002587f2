import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import type { RouteHandle } from '../route-handle.ts';
import { lazyPage } from './define-route.ts';

const shopHandle: RouteHandle = { title: 'shop.orders', back: true };

/** The shop behind login (spec §2 /shop, SHP-01..05); page modules live under ./shop/. */
export const shopRoutes: RouteObject[] = [
  lazyPage({
    id: 'shop',
    path: '/shop',
    title: 'shop.title',
    load: async () => (await import('./shop/shop-pages.tsx')).ShopHomePage,
  }),
  lazyPage({
    id: 'shop.product',
    path: '/shop/product/:slug',
    title: 'shop.title',
    back: true,
    load: async () => (await import('./shop/shop-pages.tsx')).ShopProductPage,
  }),
  lazyPage({
    id: 'shop.cart',
    path: '/shop/cart',
    title: 'shop.cart',
    back: true,
    load: async () => (await import('./shop/shop-pages.tsx')).ShopCartPage,
  }),
  lazyPage({
    id: 'shop.checkout',
    path: '/shop/cart/checkout',
    title: 'shop.checkout_title',
    back: true,
    load: async () => (await import('./shop/shop-pages.tsx')).ShopCheckoutPage,
  }),
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
    load: async () => (await import('./shop/shop-pages.tsx')).ShopOrdersPage,
  }),
];
