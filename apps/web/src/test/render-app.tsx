import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SitePreferences } from '@konter/shared/contracts/site';
import type { Locale } from '@konter/shared/i18n/locales';
import { AppProviders } from '../app/providers.tsx';
import { createAppRoutes } from '../app/router.tsx';
import { changeLanguage, createI18n } from '../lib/i18n.ts';
import { loggedInStore } from '../lib/session.ts';
import { samplePreferences } from './fixtures.ts';

/** The real route tree in memory, with the real providers: what a visitor would get at `path`. */
export async function renderApp(
  path: string,
  {
    preferences = samplePreferences(),
    loggedIn = false,
    locale = 'id',
  }: { preferences?: SitePreferences; loggedIn?: boolean; locale?: Locale } = {},
) {
  const i18n = createI18n();
  await changeLanguage(i18n, locale);
  loggedInStore.set(loggedIn);
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProviders i18n={i18n} preferences={preferences}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, i18n };
}
