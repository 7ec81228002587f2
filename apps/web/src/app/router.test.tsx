import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../lib/i18n.ts';
import { samplePreferences } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { AppProviders } from './providers.tsx';
import { isRouteHandle } from './route-handle.ts';
import { createAppRoutes } from './router.tsx';
import { lazyPage, publicRoutePrefix } from './routes/define-route.ts';
import { publicRoutes } from './routes/public-routes.ts';
import { pageRoutes } from './routes/route-table.ts';

describe('route table', () => {
  it('[NAV-01] every page is loaded lazily', () => {
    for (const route of pageRoutes) expect(route.lazy, String(route.id)).toBeDefined();
    expect(pageRoutes.every((route) => route.Component === undefined && route.element === undefined)).toBe(true);
  });

  it('[NAV-02] every page declares a title key and a back flag', () => {
    for (const route of pageRoutes) expect(isRouteHandle(route.handle), String(route.id)).toBe(true);
  });

  it('[NAV-04] public route ids start with page::', () => {
    expect(publicRoutes.length).toBeGreaterThan(0);
    for (const route of publicRoutes) expect(route.id?.startsWith(publicRoutePrefix)).toBe(true);
    expect(pageRoutes.at(-1)?.path).toBe('*');
  });
});

describe('pages', () => {
  it('[NAV-02] sets document.title from the route title and the tenant brand', async () => {
    await renderApp('/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'Masuk ke akun Anda' });
    await waitFor(() => expect(document.title).toBe('Masuk · Pulsa Murah'));
  });

  it('[NAV-02] the title follows the language', async () => {
    await renderApp('/auth/login', { locale: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Log in to your account' });
    await waitFor(() => expect(document.title).toBe('Log in · Pulsa Murah'));
  });

  it('[NAV-04] unknown routes show a translated 404 page with a link home', async () => {
    const { router } = await renderApp('/does/not/exist');
    const heading = await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' });
    expect(heading).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Halaman tidak ditemukan · Pulsa Murah'));
    const home = screen.getByRole('link', { name: 'Kembali ke beranda' });
    await act(async () => home.click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('[NAV-02] a route with the back flag shows a back button and its title in the header', async () => {
    const routes: RouteObject[] = [
      {
        Component: RootLayout,
        HydrateFallback: () => null,
        children: [
          lazyPage({ id: 'page::home', path: '/', title: 'title.home', load: async () => () => <p>home</p> }),
          lazyPage({
            id: 'detail',
            path: '/detail',
            title: 'title.not_found',
            back: true,
            load: async () => () => <p>detail</p>,
          }),
        ],
      },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/', '/detail'], initialIndex: 1 });
    render(
      <AppProviders i18n={createI18n()} preferences={samplePreferences()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await screen.findByText('detail');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Halaman tidak ditemukan')).toBeTruthy();
    await act(async () => within(header).getByRole('button', { name: 'Kembali' }).click());
    await screen.findByText('home');
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Kembali' })).toBeNull();
  });

  it('[NAV-01] uses the app routes with a lazily loaded root child', () => {
    const [root] = createAppRoutes();
    expect(root?.children).toBe(pageRoutes);
    expect(root?.HydrateFallback).toBeDefined();
  });
});
