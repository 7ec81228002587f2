import { matchRoutes } from 'react-router';
import { adminRoute } from '../admin/admin-routes.ts';
import { platformRoute } from '../platform/platform-route.ts';
import { notFoundRouteId, pageRoutes } from './route-table.ts';

/**
 * Whether a page of the app answers `to` (a path, perhaps with a query): anything but the catch-all 404. The menus
 * ask it, so an entry shows only once its page exists.
 */
export function pageExists(to: string): boolean {
  const pathname = new URL(to, 'http://app.invalid').pathname;
  const matches = matchRoutes([...pageRoutes, adminRoute, platformRoute], pathname);
  const last = matches?.at(-1)?.route.id;
  return last !== undefined && last !== notFoundRouteId && last !== 'admin.not-found';
}
