import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MloAccess } from '@konter/shared/contracts/logistics';
import type { ManifestReport } from '@konter/shared/contracts/logistics-reports';
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
const access: { data: MloAccess } = {
  data: { is_agen_mlo: true, settings_complete: true, couriers: [], settings: null },
};
const figures = {
  manifests: 1,
  parcels: 2,
  weight_grams: 2_400,
  fees: 24_000,
  delivered: 1,
  in_transit: 1,
  returned: 0,
};
const row = {
  id: '7a0f7a52-5a57-4b0e-9d43-3f4f6b7c1a01',
  code: 'MNF20261124JNE0001',
  courier: 'jne-express' as const,
  courier_name: 'JNE Express',
  status: 'closed' as const,
  day: '2026-11-24',
  closed_at: '2026-11-24T03:30:00.000Z',
  agent_name: null,
  ...figures,
};
const report: ManifestReport = {
  data: [row, { ...row, id: 'b', code: 'MNF20261124SC0001', courier: 'sicepat', courier_name: 'SiCepat' }],
  couriers: [
    { courier: 'sicepat', courier_name: 'SiCepat', ...figures },
    { courier: 'jne-express', courier_name: 'JNE Express', ...figures },
  ],
  totals: { ...figures, manifests: 2, parcels: 4, weight_grams: 4_800, fees: 48_000 },
};

describe('manifest report screen (MLO-07, RPT-01)', () => {
  it('[MLO-07][RPT-01] the report centre lists it beside the parcel report; it shows totals, couriers and manifests, and downloads the same filter', async () => {
    const api = mockApi({
      'GET /api/v1/account': agent,
      'GET /api/v1/mlo/access': () => json(200, access),
      'GET /api/v1/mlo/report/manifest': () => json(200, report),
    });
    await renderApp('/report', { loggedIn: true });
    const entry = await screen.findByRole('link', { name: /Laporan manifes/ }, { timeout: 5000 });
    fireEvent.click(entry);
    await screen.findByRole('heading', { level: 1, name: 'Laporan manifes' }, { timeout: 5000 });
    const totals = await screen.findByTestId('manifest-totals');
    expect(totals.querySelector('[data-figure="manifests"]')?.textContent).toBe('2 manifes');
    expect(totals.querySelector('[data-figure="weight"]')?.textContent).toBe('4,8 kg');
    expect(totals.querySelector('[data-figure="fees"]')?.textContent).toBe('Rp 48.000');
    expect(document.querySelectorAll('li[data-manifest]')).toHaveLength(2);
    expect(screen.getByText(/SiCepat hanya punya laporan transaksi/)).toBeTruthy();

    // The courier filter has no SiCepat (transaction report only).
    const courier = screen.getByLabelText('Kurir') as HTMLSelectElement;
    const options = [...courier.options].map((option) => option.value);
    expect(options).not.toContain('sicepat');
    expect(options).toContain('jne-express');
    fireEvent.change(courier, { target: { value: 'jne-express' } });
    await waitFor(() => {
      const last = api.fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/v1/mlo/report/manifest')
        .at(-1);
      expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({ courier: 'jne-express' });
    });
    const csv = within(screen.getByRole('group', { name: 'Unduh laporan' }))
      .getByText('CSV')
      .closest('a');
    expect(csv?.getAttribute('href')).toBe('/api/v1/mlo/report/manifest/export?courier=jne-express&format=csv');
  });

  it('[MLO-07][MLO-01] a member without the MLO flag reads the permission message, and the report is not asked', async () => {
    const api = mockApi({
      'GET /api/v1/account': agent,
      'GET /api/v1/mlo/access': () => json(200, { data: { ...access.data, is_agen_mlo: false } }),
    });
    await renderApp('/report/manifests', { loggedIn: true });
    const refusal = await screen.findByTestId('mlo-forbidden', {}, { timeout: 5000 });
    expect(refusal.textContent).toContain('Anda tidak memiliki izin untuk mengakses halaman ini');
    expect(api.callsTo('GET', '/api/v1/mlo/report/manifest')).toEqual([]);
  });
});
