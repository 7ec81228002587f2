import type { RouteObject } from 'react-router';
import { lazyPage } from './define-route.ts';
import { memberRoutes } from './member-routes.ts';
import { pricelistPublicRoutes } from './pricelist-routes.ts';
import { publicRoutes } from './public-routes.ts';

/** The id of the catch-all route: the 404 page. */
export const notFoundRouteId = 'page::not-found';

/**
 * Every page of the app, in one list: the only place features meet (architecture.md). To add a page, write its
 * route module under src/app/routes/<area>/ (composing feature components) and register it with `lazyPage` in
 * public-routes.ts or member-routes.ts, or in a new `<area>-routes.ts` listed below. The catch-all stays last.
 */
export const pageRoutes: RouteObject[] = [
  ...publicRoutes,
  ...pricelistPublicRoutes,
  ...memberRoutes,
  lazyPage({
    id: notFoundRouteId,
    path: '*',
    title: 'title.not_found',
    load: async () => (await import('./not-found.tsx')).NotFoundPage,
  }),
];
