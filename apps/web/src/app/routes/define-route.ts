import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { WebMessageKey } from '../../locales/id.ts';
import type { RouteHandle } from '../route-handle.ts';

/** Public route ids start with this (NAV-04); the server and e2e tests can tell public pages by their id. */
export const publicRoutePrefix = 'page::';

export type LazyPageOptions = {
  /** Unique route id; public pages use `page::<name>`. */
  id: string;
  path: string;
  /** Translation key of the page title (NAV-02). */
  title: WebMessageKey;
  /** Header shows a back button instead of the brand (NAV-02). */
  back?: boolean;
  /** The title a logged-in user sees instead, where the page differs for them. */
  memberTitle?: WebMessageKey;
  /** Loads the page component; a dynamic import so every page is its own chunk (NAV-01). */
  load: () => Promise<ComponentType>;
  children?: RouteObject[];
};

/**
 * A page route: handle on the route itself (so titles are known before the chunk arrives), component loaded lazily.
 * Loaders, redirects and guards can be added to the returned object.
 */
export function lazyPage({ id, path, title, back = false, memberTitle, load, children }: LazyPageOptions): RouteObject {
  const handle: RouteHandle = { title, back, ...(memberTitle ? { memberTitle } : {}) };
  // The function form: the router keeps nothing of it between routers (the object form's properties are consumed
  // in place, which breaks a second router built from the same table, as tests do).
  return { id, path, handle, lazy: async () => ({ Component: await load() }), ...(children ? { children } : {}) };
}
