import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminDashboard } from '@konter/shared/contracts/admin-dashboard';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import { setLoggedIn } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
});

const admin = () =>
  accountResponse(sampleAccount({ category: 'admin', name: 'Demo Admin', permission: ['admin.manage'] }));

function sampleDashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    generated_at: '2026-11-22T05:00:00.000Z',
    volume: {
      today: { count: 2, amount: 31_300, margin: 1_200 },
      last_30_days: { count: 6, amount: 1_104_300, margin: 13_100 },
    },
    suppliers: [
      {
        supplier: 'digiflazz-a',
        last_24_hours: { success: 1, settled: 2, rate: 0.5 },
        last_30_days: { success: 3, settled: 4, rate: 0.75 },
      },
    ],
    supplier_balances: [
      { supplier: 'digiflazz-a', balance: 10_000_000, error: null },
      { supplier: 'digiflazz-b', balance: null, error: 'unauthorized' },
    ],
    stuck_purchases: { processing: 2, past_timeout: 1, timeout_minutes: 1440 },
    gateway_top_ups: { count: 2, amount: 76_000, oldest_created_at: '2026-11-22T04:20:00.000Z' },
    jobs: {
      waiting: 2,
      oldest_waiting_at: '2026-11-22T02:00:00.000Z',
      oldest_waiting_seconds: 10_800,
      failed_last_hour: 1,
    },
    errors_last_hour: { total: 6, http_5xx: 2, provider: 3, failed_jobs: 1 },
    queues: [
      { key: 'deposit_requests', count: 1 },
      { key: 'reconciliation', count: 2 },
      { key: 'adjustments', count: 0 },
      { key: 'developer_ips', count: 1 },
      { key: 'masters', count: 1 },
      { key: 'loans', count: null },
      { key: 'loan_repayments', count: null },
      { key: 'affiliates', count: 3 },
    ],
    ...overrides,
  };
}

/** The page's lazy chunks, then its figures. */
async function page() {
  await screen.findByRole('heading', { level: 1, name: 'Dasbor' }, { timeout: 5000 });
}
const figures = () => screen.findByTestId('volume.today', undefined, { timeout: 5000 });

describe('the back office dashboard', () => {
  it('[ADM-01] /admin opens the dashboard with the tenant’s figures; an unreadable balance says why', async () => {
    mockApi({
      'GET /api/v1/account': admin(),
      'GET /api/v1/admin/dashboard': () => json(200, { data: sampleDashboard() }),
    });
    const { router } = await renderApp('/admin', { loggedIn: true });
    await page();
    await figures();
    expect(router.state.location.pathname).toBe('/admin/dashboard');

    expect(screen.getByTestId('volume.today').textContent).toContain('Rp 31.300');
    expect(screen.getByTestId('volume.today').textContent).toContain('2 transaksi');
    expect(screen.getByTestId('volume.today.margin').textContent).toBe('Margin Rp 1.200');
    expect(screen.getByTestId('volume.last_30_days').textContent).toContain('Rp 1.104.300');
    expect(screen.getByTestId('stuck').textContent).toContain('Lewat batas 1440 menit');
    expect(screen.getByTestId('stuck').textContent).toContain('2 masih diproses');
    expect(screen.getByTestId('top-ups').textContent).toContain('Rp 76.000');

    const supplierA = document.querySelector<HTMLElement>('[data-supplier="digiflazz-a"]');
    expect(supplierA?.textContent).toContain('50% (1 dari 2)');
    expect(supplierA?.textContent).toContain('75% (3 dari 4)');
    expect(screen.getByTestId('balance.digiflazz-a').textContent).toBe('Rp 10.000.000');
    expect(screen.getByTestId('balance.digiflazz-b').textContent).toBe('Tidak terbaca: kredensial ditolak');

    const jobs = within(screen.getByTestId('jobs'));
    expect(jobs.getByText('3 jam 0 menit')).toBeTruthy();
    expect(jobs.getByText('1')).toBeTruthy();
    // Errors in the last hour: the app's 5xx answers, the providers' errors and the failed jobs, with their sum.
    const errors = within(screen.getByTestId('errors'));
    expect(errors.getByText('Error dalam 1 jam terakhir').nextSibling?.textContent).toBe('6');
    expect(errors.getByText('Jawaban gagal server (5xx)').nextSibling?.textContent).toBe('2');
    expect(errors.getByText('Error penyedia (supplier, pembayaran, bank, WhatsApp)').nextSibling?.textContent).toBe(
      '3',
    );
  });

  it('[ADM-01] each queue shows its count and leads to the screen that works it; a queue switched off says so', async () => {
    mockApi({
      'GET /api/v1/account': admin(),
      'GET /api/v1/admin/dashboard': () => json(200, { data: sampleDashboard() }),
    });
    const { router } = await renderApp('/admin/dashboard', { loggedIn: true });
    await page();
    await figures();
    const queue = (key: string) => {
      const link = document.querySelector<HTMLAnchorElement>(`[data-queue="${key}"]`);
      if (!link) throw new Error(`no queue ${key}`);
      return link;
    };
    expect(screen.getByTestId('queue.reconciliation').textContent).toBe('2');
    expect(screen.getByTestId('queue.affiliates').textContent).toBe('3');
    expect(queue('loans').textContent).toContain('Nonaktif');
    expect(
      Object.fromEntries(
        ['deposit_requests', 'reconciliation', 'adjustments', 'developer_ips', 'masters', 'loans', 'affiliates'].map(
          (key) => [key, queue(key).getAttribute('href')],
        ),
      ),
    ).toEqual({
      deposit_requests: '/admin/deposit-requests',
      reconciliation: '/admin/reconciliation',
      adjustments: '/admin/money',
      developer_ips: '/admin/developer',
      masters: '/admin/agents',
      loans: '/admin/agent-loans',
      affiliates: '/admin/referral',
    });
    await act(async () => queue('reconciliation').click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/reconciliation'), { timeout: 5000 });
  });

  it('[ADM-01] a failed read offers to try again', { timeout: 20_000 }, async () => {
    const failure = () => json(500, { code: 'internal_error', message: 'Terjadi kesalahan.' });
    mockApi({
      'GET /api/v1/account': admin(),
      // The app retries a 5xx twice with a back-off before it gives up.
      'GET /api/v1/admin/dashboard': [failure, failure, failure, () => json(200, { data: sampleDashboard() })],
    });
    await renderApp('/admin/dashboard', { loggedIn: true });
    await page();
    const retry = await screen.findByRole('button', { name: 'Coba lagi' }, { timeout: 10_000 });
    await act(async () => retry.click());
    expect((await screen.findByTestId('volume.today')).textContent).toContain('Rp 31.300');
  });
});
