import type { RouteObject } from 'react-router';
import { lazyPage } from './define-route.ts';

/**
 * Pages anyone may open without logging in (NAV-04); ids start with `page::`. Add the marketing pages (/m/…),
 * /pricelist/:type, /help/*, /blog/* and the payment return pages here as their features arrive.
 */
export const publicRoutes: RouteObject[] = [
  lazyPage({
    id: 'page::home',
    path: '/',
    title: 'title.home',
    load: async () => (await import('./landing.tsx')).LandingPage,
  }),
];
