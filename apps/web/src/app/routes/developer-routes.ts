import type { RouteObject } from 'react-router';
import { lazyPage } from './define-route.ts';

/** The reseller API's screens (issue 19): the developer's settings and, for now, the admin's IP approvals. */
export const developerRoutes: RouteObject[] = [
  lazyPage({
    id: 'account.developer',
    path: '/account/developer',
    title: 'developer.title',
    back: true,
    load: async () => (await import('./developer/developer.tsx')).DeveloperPage,
  }),
];
