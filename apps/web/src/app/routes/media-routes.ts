import type { RouteObject } from 'react-router';
import { lazyPage } from './define-route.ts';

const pages = async () => import('./media/media-pages.tsx');

/** The pricelist image maker (NAV-14, MED-01): agents' pictures of their own selling prices. */
export const mediaRoutes: RouteObject[] = [
  lazyPage({
    id: 'media.content-creation',
    path: '/media/content-creation',
    title: 'title.media',
    back: true,
    load: async () => (await pages()).MediaListPage,
  }),
  lazyPage({
    id: 'media.content-creation.create',
    path: '/media/content-creation/create',
    title: 'title.media_edit',
    back: true,
    load: async () => (await pages()).MediaCreatePage,
  }),
  lazyPage({
    id: 'media.content-creation.edit',
    path: '/media/content-creation/edit/:id',
    title: 'title.media_edit',
    back: true,
    load: async () => (await pages()).MediaEditPage,
  }),
];
