import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopReport } from '@konter/shared/contracts/reports';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import { setLoggedIn } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
});

const admin = accountResponse(sampleAccount({ name: 'Admin Konter', hp: '081234560009' }));
const page = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

const day = {
  day: '2026-11-20',
  orders: 2,
  items: 3,
  items_total: 65_000,
  shipping: 30_000,
  coupons: 1,
  coupon_discount: 5_000,
  revenue: 90_000,
  cancelled: 1,
  refunded: 104_000,
};
const report: ShopReport = {
  data: [day],
  meta: { page: 1, per_page: 20, total: 1 },
  totals: { count: 1, ...day, day: undefined } as unknown as ShopReport['totals'],
};

describe('shop report (RPT-01 shop)', () => {
  it('[RPT-01] the shop admin finds the shop card and tab, reads each day and the totals, and downloads the same filter', async () => {
    const api = mockApi({
      'GET /api/v1/account': admin,
      'GET /api/v1/report/available': () =>
        json(200, { agent_transactions: false, agent_transactions_allowed: false, shop: true }),
      'GET /api/v1/report/toko': () => json(200, report),
    });
    const { router } = await renderApp('/report', { loggedIn: true });
    await page('Laporan');
    const card = await screen.findByRole('link', { name: /Laporan penjualan toko/ });
    expect(card.getAttribute('href')).toBe('/account/laporan/toko');
    // NAV-15 /shop/report opens the same report, with its filters.
    await act(async () => router.navigate('/shop/report?search=kabel'));
    await page('Laporan penjualan toko');
    const table = await screen.findByTestId('report-table');
    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes('2026-11-20'));
    expect(row?.querySelector('[data-col="revenue"]')?.textContent).toBe('Rp 90.000');
    expect(row?.querySelector('[data-col="orders"]')?.textContent).toContain('2 pesanan · 3 barang');
    expect(row?.querySelector('[data-col="coupons"]')?.textContent).toContain('1 kupon · -Rp 5.000');
    expect(row?.querySelector('[data-col="cancelled"]')?.textContent).toContain('1 batal · Rp 104.000 dikembalikan');
    expect(screen.getByTestId('report-totals').textContent).toContain('1 hari · 2 pesanan · pendapatan Rp 90.000');
    const tabs = within(screen.getByRole('navigation', { name: 'Jenis laporan' })).getAllByRole('link');
    expect(tabs.map((link) => link.textContent)).toContain('Toko');
    const csv = screen.getAllByRole('link').find((link) => link.getAttribute('href')?.includes('/report/toko/export'));
    expect(csv?.getAttribute('href')).toContain('search=kabel');
    expect(api.callsTo('GET', '/api/v1/report/toko').length).toBeGreaterThan(0);
  });

  it('[RPT-01] an account that is not the shop’s admin has no shop card or tab', async () => {
    mockApi({
      'GET /api/v1/account': admin,
      'GET /api/v1/report/available': () =>
        json(200, { agent_transactions: false, agent_transactions_allowed: false, shop: false }),
      'GET /api/v1/report/prabayar': () =>
        json(200, { data: [], meta: { page: 1, per_page: 20, total: 0 }, totals: {} }),
    });
    await renderApp('/report', { loggedIn: true });
    await page('Laporan');
    await screen.findByRole('link', { name: /Laporan transaksi/ });
    // Once the availability is read, the shop card still is not there.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const cards = within(screen.getByRole('navigation', { name: 'Daftar laporan' })).getAllByRole('link');
    expect(cards.map((link) => link.getAttribute('href'))).not.toContain('/account/laporan/toko');
  });
});
