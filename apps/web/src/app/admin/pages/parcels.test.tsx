import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customsSettingsSchema, type Cn23Admin } from '@konter/shared/contracts/cn23';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import { setLoggedIn } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { sampleCn23 } from '../../../features/logistics/testing/fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setLoggedIn(false);
});

const admin = () =>
  accountResponse(sampleAccount({ category: 'admin', name: 'Demo Admin', permission: ['admin.manage'] }));

const submitted: Cn23Admin = { ...sampleCn23, agent: { name: 'Agen Berkah', phone: '081234567890' } };
const other: Cn23Admin = { ...submitted, id: '4d0f7a52-5a57-4b0e-9d43-3f4f6b7c1a02', number: 'CN2026112400EF34GH' };

const base = {
  'GET /api/v1/account': admin(),
  'GET /api/v1/admin/mlo/report': () =>
    json(200, {
      data: [],
      couriers: [],
      totals: {
        shipments: 0,
        fees: 0,
        refund_count: 0,
        refunds: 0,
        net_fees: 0,
        selling: 0,
        margin: 0,
        delivered: 0,
        in_transit: 0,
        returned: 0,
        cancelled: 0,
      },
    }),
  'GET /api/v1/admin/mlo/cn23/settings': () => json(200, { data: customsSettingsSchema.parse({}) }),
};

describe('the back office records the CN23 clearance outcome (MLO-04, ADM-01)', () => {
  it('[MLO-04][ADM-01] lists the submitted declarations with their agent; Cleared and Held post the outcome', async () => {
    const api = mockApi({
      ...base,
      'GET /api/v1/admin/mlo/cn23': [
        () => json(200, { data: [submitted, other] }),
        () => json(200, { data: [other] }),
        () => json(200, { data: [] }),
      ],
      [`POST /api/v1/admin/mlo/cn23/${submitted.id}/outcome`]: () =>
        json(200, { data: { ...submitted, status: 'cleared' } }),
      [`POST /api/v1/admin/mlo/cn23/${other.id}/outcome`]: () => json(200, { data: { ...other, status: 'held' } }),
    });
    await renderApp('/admin/parcels', { loggedIn: true });
    const list = await screen.findByTestId('cn23-clearance', {}, { timeout: 5000 });
    await within(list).findByText(submitted.number);
    expect(screen.getByRole('heading', { name: 'Hasil pemeriksaan bea cukai CN23' })).toBeTruthy();
    expect(list.textContent).toContain('Agen: Agen Berkah (081234567890)');
    expect(list.textContent).toContain('Siti Aminah (SG) · USD 24.00');
    const asked = api.fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.some((url) => url.includes('/api/v1/admin/mlo/cn23?status=submitted'))).toBe(true);

    fireEvent.click(within(list).getByRole('button', { name: `Tandai ${submitted.number} lolos bea cukai` }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/v1/admin/mlo/cn23/${submitted.id}/outcome`)[0]?.body).toEqual({
        status: 'cleared',
      }),
    );
    expect(await within(list).findByText(`${submitted.number}: dicatat lolos bea cukai.`)).toBeTruthy();
    await waitFor(() => expect(within(list).queryByRole('button', { name: /CN2026112400AB12CD/ })).toBeNull());

    fireEvent.click(within(list).getByRole('button', { name: `Tandai ${other.number} ditahan bea cukai` }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/v1/admin/mlo/cn23/${other.id}/outcome`)[0]?.body).toEqual({ status: 'held' }),
    );
    expect(await within(list).findByText('Tidak ada deklarasi CN23 yang menunggu.')).toBeTruthy();
  });

  it("[MLO-04] a declaration another admin answered first reads the server's refusal", async () => {
    mockApi({
      ...base,
      'GET /api/v1/admin/mlo/cn23': () => json(200, { data: [submitted] }),
      [`POST /api/v1/admin/mlo/cn23/${submitted.id}/outcome`]: () =>
        json(409, {
          message: 'Hanya deklarasi yang sudah diajukan yang dapat diberi hasil pemeriksaan',
          code: 'cn23_not_submitted',
        }),
    });
    await renderApp('/admin/parcels', { loggedIn: true });
    const list = await screen.findByTestId('cn23-clearance', {}, { timeout: 5000 });
    fireEvent.click(await within(list).findByRole('button', { name: `Tandai ${submitted.number} ditahan bea cukai` }));
    expect((await within(list).findByRole('alert')).textContent).toBe(
      'Hanya deklarasi yang sudah diajukan yang dapat diberi hasil pemeriksaan',
    );
  });

  it("[MLO-04][ADM-01] the customs data shows each certain commodity's rate and saves a changed one with the rest", async () => {
    const api = mockApi({
      ...base,
      'GET /api/v1/admin/mlo/cn23': () => json(200, { data: [] }),
      'PUT /api/v1/admin/mlo/cn23/settings': () =>
        json(200, { data: customsSettingsSchema.parse({ duty_cosmetics_bps: 1_000 }) }),
    });
    await renderApp('/admin/parcels', { loggedIn: true });
    const form = await screen.findByRole('form', { name: 'Batas dan tarif pungutan' }, { timeout: 5000 });
    const commodities = within(form).getByRole('group', { name: /^Komoditas tertentu \(PMK 4\/2025\)/ });
    expect(
      (within(commodities).getByLabelText('Bea masuk tas (basis poin, 2500 = 25%)') as HTMLInputElement).value,
    ).toBe('2500');
    expect((within(commodities).getByLabelText('Bea masuk buku (basis poin)') as HTMLInputElement).value).toBe('0');
    const pph = within(commodities).getByLabelText('PPh komoditas tertentu (basis poin, 500 = 5%)') as HTMLInputElement;
    expect(pph.value).toBe('500');
    fireEvent.change(within(commodities).getByLabelText('Bea masuk kosmetik (basis poin)'), {
      target: { value: '1000' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan batas dan tarif' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/v1/admin/mlo/cn23/settings')[0]?.body).toEqual({
        ...customsSettingsSchema.parse({}),
        duty_cosmetics_bps: 1_000,
      }),
    );
    expect(await within(form).findByText('Tersimpan.')).toBeTruthy();
  });
});
