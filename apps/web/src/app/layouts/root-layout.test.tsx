import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountResponse, json, mockApi } from '../../features/accounts/testing/mock-api.ts';
import { readCookie } from '../../lib/cookies.ts';
import { localeCookieName, localeStorageKey } from '../../lib/i18n.ts';
import { getAppStorage } from '../../lib/storage.ts';
import { uiPreferencesStorageKey } from '../../lib/ui-preferences.ts';
import { samplePreferences } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  getAppStorage().removeItem(localeStorageKey);
  getAppStorage().removeItem(uiPreferencesStorageKey);
});

/** What a logged-in user's home asks for, so the shell's tests stay off the network. */
const mockMemberHome = () =>
  mockApi({
    'GET /api/v1/account': accountResponse(),
    'GET /api/v1/prabayar/transactions': () => json(200, { data: [], meta: { page: 1, per_page: 20, total: 0 } }),
    'POST /api/v1/prabayar/checkExcel': () => json(200, { excelAccess: false, excelTrxLimit: 1000 }),
  });

const navIds = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-nav-id]')].map((element) => element.getAttribute('data-nav-id'));

describe('shell navigation', () => {
  it('[NAV-19] logged-out visitors get home, pricelist and login in the bottom bar, and help now that its pages exist (CMS-01)', async () => {
    await renderApp('/auth/login');
    const bottom = (await screen.findAllByRole('navigation', { name: 'Navigasi utama' })).find((nav) =>
      nav.className.includes('bottom-0'),
    );
    expect(bottom).toBeDefined();
    expect(navIds(bottom as HTMLElement)).toEqual(['home', 'pricelist', 'help', 'login']);
    expect(bottom?.className).toContain('lg:hidden');
  });

  it('[NAV-19] members get four entries and "more"; the rest sit in the drawer, none of them a 404', async () => {
    mockMemberHome();
    const { router } = await renderApp('/', { loggedIn: true });
    const bottom = (await screen.findAllByRole('navigation', { name: 'Navigasi utama' })).find((nav) =>
      nav.className.includes('bottom-0'),
    ) as HTMLElement;
    expect(navIds(bottom)).toEqual(['home', 'report', 'favorite', 'chat', 'more']);
    await act(async () => within(bottom).getByText('Lainnya').click());
    expect(router.state.location.search).toBe('?sidebar=open');
    const drawer = screen.getByRole('dialog', { name: 'Navigasi utama' });
    expect(navIds(drawer)).toContain('history');
    // The sample tenant runs a shop, whose pages exist; every account has its notifications, its referral page and
    // the help centre.
    expect(navIds(drawer)).toContain('shopping');
    expect(navIds(drawer)).toContain('notification');
    expect(navIds(drawer)).toContain('referral');
    expect(navIds(drawer)).toContain('help');
    // A member has no agent centre.
    for (const absent of ['agent_center', 'agent_list']) {
      expect(navIds(drawer)).not.toContain(absent);
    }
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    await act(async () => within(drawer).getAllByRole('button', { name: 'Tutup menu' })[0]?.click());
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
  });

  it('[NAV-19] the desktop sidebar shows from 1024 px (lg) with the sidebar entries', async () => {
    mockMemberHome();
    await renderApp('/', { loggedIn: true });
    const sidebar = (await screen.findAllByRole('complementary'))[0] as HTMLElement;
    expect(sidebar.className).toMatch(/\bhidden\b/);
    expect(sidebar.className).toContain('lg:flex');
    expect(navIds(sidebar)).toEqual([
      'transaction',
      'topup_deposit',
      'notification',
      'report',
      'pricelist',
      'help',
      'account',
      'shopping',
      'settings',
      'download_app',
      'referral',
      'history',
    ]);
  });

  it('[PLT-01] shows the tenant brand name and logo', async () => {
    await renderApp('/', {
      preferences: samplePreferences({
        tenant: { ...samplePreferences().tenant, brandName: 'Cell Jaya', logoUrl: '/uploads/logo.png' },
      }),
    });
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Cell Jaya')).toBeTruthy();
    expect(header.querySelector('img')?.getAttribute('src')).toBe('/uploads/logo.png');
  });
});

describe('language and display settings', () => {
  it('[PLT-09] the language switcher translates the page and remembers the choice', async () => {
    await renderApp('/auth/login');
    const select = (await screen.findAllByLabelText('Bahasa'))[0] as HTMLSelectElement;
    await act(async () => {
      fireEvent.change(select, { target: { value: 'en' } });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to your account' })).toBeTruthy();
    expect(getAppStorage().getItem(localeStorageKey)).toBe('en');
    expect(readCookie(localeCookieName)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => expect(document.title).toBe('Log in · Pulsa Murah'));
  });

  it('[PLT-14] display choices apply to <html> at once and are stored', async () => {
    await renderApp('/?sidebar=open');
    const drawer = await screen.findByRole('dialog');
    await act(async () => within(drawer).getByLabelText('Bulat').click());
    await act(async () => within(drawer).getByLabelText('Sangat besar').click());
    expect(document.documentElement.dataset.corners).toBe('soft');
    expect(document.documentElement.dataset.fontSize).toBe('huge');
    expect(JSON.parse(getAppStorage().getItem(uiPreferencesStorageKey) ?? '{}')).toEqual({
      cornerRoundness: 'soft',
      fontSize: 'huge',
    });
  });
});
