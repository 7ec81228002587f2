import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import type { RouteHandle } from '../route-handle.ts';
import { lazyPage } from './define-route.ts';

/** The inbox behind login (NAV-10): `/notification` → `/notification/today`, a period, one notification. */
export const notificationRoutes: RouteObject[] = [
  {
    id: 'notification',
    path: '/notification',
    handle: { title: 'notifications.title', back: false } satisfies RouteHandle,
    loader: () => redirect('/notification/today'),
  },
  lazyPage({
    id: 'notification.period',
    path: '/notification/:type',
    title: 'notifications.title',
    load: async () => (await import('./notification/notification-pages.tsx')).NotificationListPage,
  }),
  lazyPage({
    id: 'notification.detail',
    path: '/notification/:type/:id',
    title: 'notifications.title.detail',
    back: true,
    load: async () => (await import('./notification/notification-pages.tsx')).NotificationDetailPage,
  }),
];
