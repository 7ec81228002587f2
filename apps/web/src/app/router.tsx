import type { RouteObject } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { AppLoading } from './layouts/app-loading.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteError } from './layouts/route-error.tsx';
import { adminRoute } from './admin/admin-routes.ts';
import { platformRoute } from './platform/platform-route.ts';
import { pageRoutes } from './routes/route-table.ts';

/** The route tree: one shell layout around every page of the route table. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: AppLoading,
      children: pageRoutes,
    },
    // The back office: its own shell, loaded only when /admin is opened (issue 17).
    { ...adminRoute, ErrorBoundary: RouteError, HydrateFallback: AppLoading },
    // The platform owner's screen (decision 034), as lazy as the back office.
    { ...platformRoute, ErrorBoundary: RouteError, HydrateFallback: AppLoading },
  ];
}

/** History-mode routing (NAV-01): clean URLs that the server answers with index.html. */
export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}
