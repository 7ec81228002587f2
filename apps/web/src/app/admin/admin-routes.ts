import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { adminSections } from './admin-sections.ts';

/** The id of the admin area's root route. */
export const adminRouteId = 'admin';

/**
 * The back office at /admin (issue 17): its own lazily loaded layout (shell, guard, texts) around the sections of
 * admin-sections.ts, so none of it weighs on the member app's first load. /admin opens the first section.
 */
export const adminRoute: RouteObject = {
  id: adminRouteId,
  path: '/admin',
  lazy: async () => ({ Component: (await import('./admin-layout.tsx')).AdminLayout }),
  children: [
    { id: 'admin.index', index: true, loader: () => redirect(`/admin/${adminSections[0]?.path ?? ''}`) },
    ...adminSections.flatMap((section) => [
      { id: `admin.${section.path}`, path: section.path, lazy: async () => ({ Component: await section.load() }) },
      ...(section.pages ?? []).map((page) => ({
        id: `admin.${section.path}.${page.path}`,
        path: `${section.path}/${page.path}`,
        lazy: async () => ({ Component: await page.load() }),
      })),
    ]),
    {
      id: 'admin.not-found',
      path: '*',
      lazy: async () => ({ Component: (await import('./pages/not-found.tsx')).AdminNotFoundPage }),
    },
  ],
};
