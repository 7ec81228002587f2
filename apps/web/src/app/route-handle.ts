import { useEffect } from 'react';
import type { UIMatch } from 'react-router';
import { useMatches } from 'react-router';
import type { WebMessageKey } from '../locales/id.ts';

/**
 * What every route declares besides its component (NAV-02): the translation key of its page title, and whether the
 * header shows a back button instead of the brand (sub-pages, the /webapp variants inside the Android wrapper).
 */
export type RouteHandle = {
  title: WebMessageKey;
  back: boolean;
  /** The title for a logged-in user where the page differs for them (`/`: the home, not the marketing landing). */
  memberTitle?: WebMessageKey;
};

/** The handle as the viewer sees it: the member title replaces the title for a logged-in user. */
export function handleFor(handle: RouteHandle | null, loggedIn: boolean): RouteHandle | null {
  if (!handle || !loggedIn || !handle.memberTitle) return handle;
  return { ...handle, title: handle.memberTitle };
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  if (typeof value !== 'object' || value === null) return false;
  return typeof Reflect.get(value, 'title') === 'string' && typeof Reflect.get(value, 'back') === 'boolean';
}

/** The handle of the deepest matched route that declares one. */
export function deepestHandle(matches: readonly Pick<UIMatch, 'handle'>[]): RouteHandle | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}

export function useRouteHandle(): RouteHandle | null {
  return deepestHandle(useMatches());
}

export function composeDocumentTitle(pageTitle: string | null, brandName: string): string {
  return pageTitle ? `${pageTitle} · ${brandName}` : brandName;
}

/** Keeps document.title in step with the route and the language. */
export function useDocumentTitle(pageTitle: string | null, brandName: string): void {
  useEffect(() => {
    document.title = composeDocumentTitle(pageTitle, brandName);
  }, [pageTitle, brandName]);
}
