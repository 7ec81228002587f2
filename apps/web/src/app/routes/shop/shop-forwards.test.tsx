import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import { setLoggedIn } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
});

const where = (router: Awaited<ReturnType<typeof renderApp>>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('the shop’s paths to pages of elsewhere (NAV-15)', () => {
  it('[NAV-15] /shop/search and /shop/help open the shop’s list and the help pages, keeping the query', async () => {
    mockApi({});
    const search = await renderApp('/shop/search?q=casing');
    await waitFor(() => expect(where(search.router)).toBe('/shop?q=casing'));
    const help = await renderApp('/shop/help');
    await waitFor(() => expect(where(help.router)).toBe('/help'));
  });

  it('[NAV-15] /shop/payment/deposit/topup and /transfer, and /shop/notification/{type}/{id}, for a member', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(sampleAccount()),
      'GET /api/v1/notification/today': () => json(200, { data: [] }),
    });
    const topUp = await renderApp('/shop/payment/deposit/topup', { loggedIn: true });
    await waitFor(() => expect(where(topUp.router)).toBe('/payment/deposit/topup'));
    const transfer = await renderApp('/shop/payment/deposit/transfer', { loggedIn: true });
    await waitFor(() => expect(where(transfer.router)).toBe('/payment/deposit/transfer'));
    const news = await renderApp('/shop/notification/today/n-1', { loggedIn: true });
    await waitFor(() => expect(where(news.router)).toBe('/notification/today/n-1'));
  });

  it('[NAV-15] a logged-out visitor of the shop’s deposit page is asked to log in first, and comes back to it', async () => {
    mockApi({});
    const { router } = await renderApp('/shop/payment/deposit/topup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/shop/payment/deposit/topup');
  });
});
