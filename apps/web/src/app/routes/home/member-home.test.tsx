import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import { clearSessionMemory } from '../../../features/ppob/session-memory.ts';
import { sampleTransaction } from '../../../features/receipts/testing/fixtures.ts';
import { menuEntry, samplePreferences } from '../../../test/fixtures.ts';
import { FakeEventSource } from '../../../test/fake-event-source.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buyAgainTargets } from './member-home.tsx';

const history =
  (rows = [sampleTransaction()]) =>
  () =>
    json(200, { data: rows, meta: { page: 1, per_page: 20, total: rows.length } });

// The spreadsheet access is asked once per session: each test is a new session.
afterEach(() => clearSessionMemory());

describe('the home of a logged-in user', () => {
  it("[NAV-16] greets, shows the balances, the menu in the tenant's shape and the latest transactions", async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(sampleAccount({ name: 'Sari Cell', deposit: 125_000 })),
      'GET /api/v1/prabayar/transactions': history([
        sampleTransaction({ ref_id: 'TRX0000000001', product_name: 'Telkomsel 10.000', destination: '081234567890' }),
        sampleTransaction({
          ref_id: 'TRX0000000002',
          product_name: 'PLN 20.000',
          family: 'listrik',
          destination: '14234567890',
        }),
      ]),
      'POST /api/v1/prabayar/checkExcel': () => json(200, { excelAccess: false, excelTrxLimit: 1000 }),
    });
    const preferences = samplePreferences({
      menu: {
        kind: 'lists',
        primary: [menuEntry('pulsa'), menuEntry('data'), menuEntry('topupByExcel')],
        home: [menuEntry('games')],
      },
    });
    await renderApp('/', { loggedIn: true, preferences });
    expect(await screen.findByRole('heading', { level: 1, name: 'Halo, Sari Cell' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Beranda · Pulsa Murah'));
    const home = screen.getByTestId('member-home');
    expect(within(home).getByText('Rp 125.000')).toBeTruthy();
    // Lists: the primary entries as tiles, the rest as rows; no spreadsheet entry without access.
    const products = within(home).getByRole('region', { name: 'Produk' });
    expect(products.dataset.menuKind).toBe('lists');
    const hrefs = within(products)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/prabayar/pulsa', '/prabayar/data', '/prabayar/games']);
    // The latest transactions, each to its receipt; the numbers bought for, to buy again.
    const latest = within(await within(home).findByRole('region', { name: 'Transaksi terakhir' }));
    const recent = await latest.findByRole('link', { name: /Telkomsel 10\.000/ });
    expect(recent.getAttribute('href')).toBe('/receipt/prabayar/TRX0000000001');
    expect(within(home).getByRole('link', { name: 'Beli Telkomsel 10.000 lagi untuk 081234567890' })).toBeTruthy();
    expect(
      within(home).getByRole('link', { name: 'Beli PLN 20.000 lagi untuk 14234567890' }).getAttribute('href'),
    ).toBe('/prabayar/electricity');
  });

  it('[PLT-10] with PPOB switched off the home asks nothing about purchases and shows no purchase history', async () => {
    const api = mockApi({ 'GET /api/v1/account': accountResponse(sampleAccount({ name: 'Toko Baju' })) });
    const preferences = samplePreferences({ features: { shop: true, ppob: false } });
    await renderApp('/', { loggedIn: true, preferences });
    expect(await screen.findByRole('heading', { level: 1, name: 'Halo, Toko Baju' })).toBeTruthy();
    const home = screen.getByTestId('member-home');
    expect(within(home).queryByRole('region', { name: 'Transaksi terakhir' })).toBeNull();
    expect(api.callsTo('GET', '/api/v1/prabayar/transactions')).toEqual([]);
    expect(api.callsTo('POST', '/api/v1/prabayar/checkExcel')).toEqual([]);
  });

  it('[NAV-16] a grouped menu shows one titled group of tiles per group, the spreadsheet entry with access', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/prabayar/transactions': history([]),
      'POST /api/v1/prabayar/checkExcel': () => json(200, { excelAccess: true, excelTrxLimit: 1000 }),
    });
    const preferences = samplePreferences({
      menu: {
        kind: 'groups',
        groups: [
          { title: 'menu.group.prepaid', entries: [menuEntry('pulsa'), menuEntry('topupByExcel')] },
          { title: 'menu.group.postpaid', entries: [menuEntry('pdam', { prepaidRoute: '/pascabayar/pdam' })] },
        ],
      },
    });
    await renderApp('/', { loggedIn: true, preferences });
    const prepaid = await screen.findByRole('region', { name: 'Prabayar' });
    await waitFor(() =>
      expect(
        within(prepaid)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/prabayar/pulsa', '/prabayar/topupByExcel']),
    );
    expect(screen.getByRole('region', { name: 'Pascabayar (tagihan)' })).toBeTruthy();
    expect(await screen.findByText(/Belum ada transaksi/)).toBeTruthy();
  });

  it('keeps one chip per number and family, latest first, prepaid only', () => {
    const targets = buyAgainTargets([
      sampleTransaction({ destination: '0811', family: 'pulsa', product_name: 'A' }),
      sampleTransaction({ destination: '0811', family: 'pulsa', product_name: 'B' }),
      sampleTransaction({ destination: '0811', family: 'data', product_name: 'C' }),
      sampleTransaction({ destination: '5511', family: 'pascabayar', product_name: 'D' }),
    ]);
    expect(targets).toEqual([
      { family: 'pulsa', destination: '0811', product: 'A' },
      { family: 'data', destination: '0811', product: 'C' },
    ]);
  });
});

describe('the header balance', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeEventSource.instances = [];
  });

  it('[DEP-01][PLT-17] follows balance.changed from the realtime channel, without a reload', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let deposit = 50_000;
    const api = mockApi({
      'GET /api/v1/account': () => json(200, { data: sampleAccount({ deposit }) }),
      'GET /api/v1/prabayar/transactions': history([]),
      'POST /api/v1/prabayar/checkExcel': () => json(200, { excelAccess: false, excelTrxLimit: 1000 }),
      'POST /api/v1/broadcasting/auth': () =>
        json(200, { data: { channel: 'private-account', token: 'tok', url: '/api/v1/realtime?channel=x&token=tok' } }),
    });
    await renderApp('/', { loggedIn: true });
    await waitFor(() => expect(screen.getByTestId('header-deposit').textContent).toBe('Rp 50.000'));
    await waitFor(() => expect(FakeEventSource.instances.length).toBe(1));
    const loads = api.callsTo('GET', '/api/v1/account').length;
    // A spreadsheet run elsewhere: a burst of events is one reload of the account.
    deposit = 20_000;
    for (let index = 0; index < 5; index += 1) FakeEventSource.emit({ type: 'balance.changed' });
    await waitFor(() => expect(screen.getByTestId('header-deposit').textContent).toBe('Rp 20.000'));
    expect(api.callsTo('GET', '/api/v1/account').length).toBe(loads + 1);
  });
});
