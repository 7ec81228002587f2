import { matchRoutes } from 'react-router';
import { adminRoute } from '../admin/admin-routes.ts';
import { platformRoute } from '../platform/platform-route.ts';
import { notFoundRouteId, pageRoutes } from './route-table.ts';

const routes = [...pageRoutes, adminRoute, platformRoute];
/**
 * The answer for each path asked so far. The route tree never changes while the app runs, and `matchRoutes` flattens
 * and ranks all of it on every call: the menus ask for each of their entries on every render of the layout, which
 * was a quarter of the JavaScript time of a page load (about 90 ms on a desktop core, several times that on a cheap
 * phone). The menus ask for a few dozen fixed paths, so the map stays small.
 */
const answers = new Map<string, boolean>();

/**
 * Whether a page of the app answers `to` (a path, perhaps with a query): anything but the catch-all 404. The menus
 * ask it, so an entry shows only once its page exists.
 */
export function pageExists(to: string): boolean {
  const pathname = new URL(to, 'http://app.invalid').pathname;
  const known = answers.get(pathname);
  if (known !== undefined) return known;
  const last = matchRoutes(routes, pathname)?.at(-1)?.route.id;
  const exists = last !== undefined && last !== notFoundRouteId && last !== 'admin.not-found';
  answers.set(pathname, exists);
  return exists;
}
