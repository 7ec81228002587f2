import type { RouteObject } from 'react-router';
import { lazyPage } from './define-route.ts';

/** The content editor (ADM-01 "content"), behind login; the server answers only an admin (`admin.manage`). */
export const adminContentRoutes: RouteObject[] = [
  lazyPage({
    id: 'admin.content',
    path: '/admin/content',
    title: 'title.admin_content',
    load: async () => (await import('./admin-content.tsx')).AdminContentPage,
  }),
];
