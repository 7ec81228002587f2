import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MloAccess } from '@konter/shared/contracts/logistics';
import type { ParcelReport } from '@konter/shared/contracts/logistics-reports';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import { notices } from '../../../lib/notices.ts';
import { setLoggedIn } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
  notices.snackbars.set([]);
  notices.clearAlerts();
});

const agent = accountResponse(sampleAccount({ name: 'Konter Berkah', hp: '081234560170' }));
const access = (isAgen: boolean): { data: MloAccess } => ({
  data: { is_agen_mlo: isAgen, settings_complete: isAgen, couriers: [], settings: null },
});
const figures = {
  shipments: 2,
  fees: 23_000,
  refund_count: 1,
  refunds: 12_000,
  net_fees: 11_000,
  selling: 14_000,
  margin: 3_000,
  delivered: 1,
  in_transit: 0,
  returned: 0,
  cancelled: 1,
};
const report: ParcelReport = {
  data: [
    { day: '2026-11-21', courier: 'sicepat', courier_name: 'SiCepat', ...figures, refund_count: 0, refunds: 0 },
    { day: '2026-11-20', courier: 'jne-express', courier_name: 'JNE Express', ...figures },
  ],
  couriers: [{ courier: 'sicepat', courier_name: 'SiCepat', ...figures }],
  totals: figures,
};

const page = () => screen.findByRole('heading', { level: 1, name: 'Laporan pengiriman paket' }, { timeout: 5000 });

describe('parcel report screen (RPT-01 MLO transaction, MLO-06)', () => {
  it('[RPT-01][MLO-06] shows the totals, a card per courier and per day, and downloads the same filter', async () => {
    const api = mockApi({
      'GET /api/v1/account': agent,
      'GET /api/v1/mlo/access': () => json(200, access(true)),
      'GET /api/v1/mlo/report': () => json(200, report),
    });
    await renderApp('/report/parcels?preset=last7', { loggedIn: true });
    await page();
    const totals = await screen.findByTestId('parcel-totals');
    expect(totals.querySelector('[data-figure="fees"]')?.textContent).toBe('Rp 23.000');
    expect(totals.querySelector('[data-figure="net_fees"]')?.textContent).toBe('Rp 11.000');
    expect(within(totals).getByText(/Batal/).textContent).toContain('1');
    expect(document.querySelectorAll('li[data-day]')).toHaveLength(2);
    const csv = screen.getByText('CSV').closest('a');
    expect(csv?.getAttribute('href')).toBe('/api/v1/mlo/report/export?preset=last7&format=csv');

    fireEvent.change(screen.getByLabelText('Kurir'), { target: { value: 'jne-express' } });
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/api/v1/mlo/report').length).toBeGreaterThanOrEqual(2),
    );
    const last = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/v1/mlo/report')
      .at(-1);
    expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({ preset: 'last7', courier: 'jne-express' });
  });

  it('[RPT-01][MLO-01] a member without the MLO flag reads the permission message, and the report is not asked', async () => {
    const api = mockApi({
      'GET /api/v1/account': agent,
      'GET /api/v1/mlo/access': () => json(200, access(false)),
    });
    await renderApp('/report/parcels', { loggedIn: true });
    const refusal = await screen.findByTestId('mlo-forbidden', {}, { timeout: 5000 });
    expect(refusal.textContent).toContain('Anda tidak memiliki izin untuk mengakses halaman ini');
    expect(api.callsTo('GET', '/api/v1/mlo/report')).toEqual([]);
  });
});
