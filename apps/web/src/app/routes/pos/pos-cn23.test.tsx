import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HsCode, TaxResult } from '@konter/shared/contracts/cn23';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import { notices } from '../../../lib/notices.ts';
import { setLoggedIn } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { mloAccessWith, sampleCn23 } from '../../../features/logistics/testing/fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
  notices.snackbars.set([]);
  notices.clearAlerts();
});

const agent = accountResponse(sampleAccount({ name: 'Konter Berkah', hp: '081234560170', is_agen_mlo: true }));
const access = mloAccessWith([{ code: 'sicepat', name: 'SiCepat' }]);
const hsCodes: HsCode[] = [
  {
    code: '3926.90',
    description_id: 'Casing ponsel',
    description_en: 'Phone cases',
    duty_bps: 1_000,
    commodity: null,
    consignment_duty_bps: 750,
  },
  {
    code: '6109.10',
    description_id: 'Kaos katun',
    description_en: 'T-shirts',
    duty_bps: 2_500,
    commodity: 'textiles',
    consignment_duty_bps: 2_500,
  },
];
const declared = sampleCn23;
const taxed: TaxResult = {
  currency: 'USD',
  rate_hundredths: 1_625_050,
  rate_date: '2026-11-23',
  hs_code: '3926.90',
  band: 'flat',
  commodity: null,
  customs_value: 406_262,
  duty_bps: 750,
  duty: 31_000,
  ppn_bps: 1_100,
  ppn: 49_000,
  pph_bps: 0,
  pph: 0,
  total: 80_000,
};
const base = {
  'GET /api/v1/account': agent,
  'GET /api/v1/mlo/access': () => json(200, access),
  'GET /api/v1/mlo/cn23/hscodes': () => json(200, { data: hsCodes }),
  'GET /api/v1/mlo/cn23/kurs': () =>
    json(200, { data: [{ currency: 'USD', rate_hundredths: 1_625_050, effective_on: '2026-11-23' }] }),
};

describe('CN23 and tax simulation screens (MLO-04)', () => {
  it('[MLO-04] the simulation sends minor units and shows duty, PPN, PPh and the rate with its date', async () => {
    const api = mockApi({ ...base, 'POST /api/v1/mlo/cn23/calculate-tax': () => json(200, { data: taxed }) });
    await renderApp('/pos?tab=tax', { loggedIn: true });
    const fob = await screen.findByLabelText('Nilai barang (FOB)', {}, { timeout: 5000 });
    await screen.findByRole('option', { name: /3926\.90 · Casing ponsel/ });
    fireEvent.change(fob, { target: { value: '20,00' } });
    fireEvent.change(screen.getByLabelText('Ongkos kirim'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hitung' }));
    const result = await screen.findByTestId('tax-result');
    expect(api.callsTo('POST', '/api/v1/mlo/cn23/calculate-tax')[0]?.body).toEqual({
      fob: 2_000,
      freight: 500,
      insurance: 0,
      currency: 'USD',
      hs_code: '3926.90',
      npwp: false,
    });
    expect(within(result).getByTestId('tax-total').textContent).toBe('Rp 80.000');
    expect(result.textContent).toContain('Rp 16.250,50 (berlaku 2026-11-23)');
    expect(result.textContent).toContain('Bea masuk (7,5%)');
  });

  it('[MLO-04] the simulation finds the HS code by words like the CN23 form and shows the rates it carries', async () => {
    const lipstick: HsCode = {
      code: '3304.10',
      description_id: 'Lipstik dan rias bibir',
      description_en: 'Lip make-up',
      duty_bps: 1_500,
      commodity: 'cosmetics',
      consignment_duty_bps: 1_500,
    };
    const api = mockApi({
      ...base,
      'GET /api/v1/mlo/cn23/hscodes': () => {
        const last = api.fetchMock.mock.calls
          .map(([input]) => new URL(String(input), 'http://localhost'))
          .filter((url) => url.pathname === '/api/v1/mlo/cn23/hscodes')
          .at(-1);
        return json(200, { data: last?.searchParams.get('q') === 'lipstik' ? [lipstick] : hsCodes });
      },
      'POST /api/v1/mlo/cn23/calculate-tax': () =>
        json(200, {
          data: {
            ...taxed,
            hs_code: '3304.10',
            band: 'commodity',
            commodity: 'cosmetics',
            duty_bps: 1_500,
            pph_bps: 500,
          },
        }),
    });
    await renderApp('/pos?tab=tax', { loggedIn: true });
    const search = await screen.findByLabelText('Cari HS (kode atau kata)', {}, { timeout: 5000 });
    const select = screen.getByLabelText('Kode HS') as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('3926.90'));
    // A code outside the certain commodities: the flat consignment rate, its MFN rate beside it.
    const rates = screen.getByTestId('hs-rates');
    expect(rates.textContent).toContain('Bea masuk barang kiriman7,5%');
    expect(rates.textContent).toContain('Tarif umum (MFN)10%');
    expect(rates.textContent).not.toContain('Komoditas tertentu');

    fireEvent.change(search, { target: { value: 'lipstik' } });
    await waitFor(() => expect(select.value).toBe('3304.10'), { timeout: 3000 });
    expect(screen.getByTestId('hs-matches').textContent).toBe('1 kode cocok');
    expect(screen.getByTestId('hs-rates').textContent).toContain('Bea masuk barang kiriman15%');
    expect(screen.getByTestId('hs-rates').textContent).toContain('Komoditas tertentu: kosmetik');

    fireEvent.change(screen.getByLabelText('Nilai barang (FOB)'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hitung' }));
    const result = await screen.findByTestId('tax-result');
    expect(api.callsTo('POST', '/api/v1/mlo/cn23/calculate-tax')[0]?.body).toMatchObject({ hs_code: '3304.10' });
    expect(within(result).getByTestId('tax-band').textContent).toBe(
      'Tarif komoditas tertentu barang kiriman (kosmetik) dan PPh',
    );
    expect(result.textContent).toContain('PPh impor (5%)');
  });

  it("[MLO-04] a declaration lists, shows the server's field error under the AWB, and cancels", async () => {
    const api = mockApi({
      ...base,
      'GET /api/v1/mlo/cn23': [() => json(200, { data: [declared] }), () => json(200, { data: [] })],
      'POST /api/v1/mlo/cn23/add': () =>
        json(404, {
          message: 'Nomor resi (AWB) tidak ditemukan',
          code: 'awb_not_found',
          errors: { awb: ['Nomor resi (AWB) tidak ditemukan'] },
        }),
      'POST /api/v1/mlo/cn23/cancel': () => json(200, { data: { ...declared, status: 'cancelled' } }),
    });
    await renderApp('/pos?tab=cn23', { loggedIn: true });
    const list = await screen.findByTestId('cn23-list', {}, { timeout: 5000 });
    expect(within(list).getByText('Diajukan')).toBeTruthy();
    expect(list.textContent).toContain('USD 24.00');
    expect(within(list).getByRole('link', { name: 'Cetak CN23' }).getAttribute('href')).toBe(
      `/pos/cn23/${declared.id}`,
    );

    fireEvent.change(screen.getByLabelText('Nomor resi (AWB)'), { target: { value: 'NOPE' } });
    fireEvent.change(screen.getByLabelText('Uraian barang'), { target: { value: 'Kaos' } });
    fireEvent.change(screen.getByLabelText('Berat bersih (gram)'), { target: { value: '200' } });
    fireEvent.change(screen.getByLabelText('Nilai (USD)'), { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajukan CN23' }));
    expect(await screen.findByText('Nomor resi (AWB) tidak ditemukan')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/mlo/cn23/add')[0]?.body).toMatchObject({
      awb: 'NOPE',
      items: [{ description: 'Kaos', net_weight_grams: 200, value: 1_250, quantity: 1, hs_code: '3926.90' }],
    });

    fireEvent.click(within(list).getByRole('button', { name: 'Batalkan' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/mlo/cn23/cancel')[0]?.body).toEqual({ id: declared.id }));
  });

  it("[MLO-04] check AWB shows the courier's own status of the parcel, and the courier being down in words", async () => {
    const api = mockApi({
      ...base,
      'GET /api/v1/mlo/cn23': () => json(200, { data: [] }),
      'POST /api/v1/mlo/cn23/check_resi': [
        () =>
          json(200, {
            data: {
              awb: '002400000000001',
              order_id: declared.order_id,
              courier_name: 'SiCepat',
              courier_status: 'in_transit',
              receiver_name: 'Siti Aminah',
              item_description: 'Batik',
              weight_grams: 400,
              declaration_id: null,
            },
          }),
        () =>
          json(503, {
            message: 'Kurir tidak dapat dihubungi, silakan coba lagi nanti',
            code: 'courier_unavailable',
          }),
      ],
    });
    await renderApp('/pos?tab=cn23', { loggedIn: true });
    const awbField = await screen.findByLabelText('Nomor resi (AWB)', {}, { timeout: 5000 });
    fireEvent.change(awbField, { target: { value: '002400000000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cek resi' }));
    expect((await screen.findByTestId('cn23-checked')).textContent).toBe(
      'SiCepat (Dalam perjalanan) · penerima Siti Aminah · isi Batik',
    );
    expect(api.callsTo('POST', '/api/v1/mlo/cn23/check_resi')[0]?.body).toEqual({ awb: '002400000000001' });
    fireEvent.click(screen.getByRole('button', { name: 'Cek resi' }));
    expect(await screen.findByText('Kurir tidak dapat dihubungi, silakan coba lagi nanti')).toBeTruthy();
  });

  it('[MLO-04] the printable CN23 carries the AWB barcode, the category and the items', async () => {
    mockApi({ ...base, 'POST /api/v1/mlo/cn23/get_status': () => json(200, { data: declared }) });
    await renderApp(`/pos/cn23/${declared.id}`, { loggedIn: true });
    const document = await screen.findByTestId('cn23-document', {}, { timeout: 5000 });
    expect(within(document).getByTestId('awb-barcode').textContent).toContain('002400000000001');
    expect(document.textContent).toContain('CN 23');
    expect(document.textContent).toContain('6109.10');
    expect(document.textContent).toContain('USD 24.00');
  });

  it('[MLO-04] the report centre lists the CN23 report, which counts a period by status and currency', async () => {
    const api = mockApi({
      ...base,
      'POST /api/v1/mlo/report/cn23': () =>
        json(200, {
          data: {
            from: '2026-10-26',
            to: '2026-11-24',
            by_status: [{ status: 'submitted', count: 1 }],
            by_currency: [{ currency: 'USD', count: 1, value: 2_400 }],
            rows: [declared],
          },
        }),
    });
    await renderApp('/report/cn23', { loggedIn: true });
    const byCurrency = await screen.findByTestId('cn23-by-currency', {}, { timeout: 5000 });
    expect(byCurrency.textContent).toBe('1 deklarasi · USD 24.00');
    expect(within(screen.getByTestId('cn23-by-status')).getByText('Diajukan')).toBeTruthy();
    const body = api.callsTo('POST', '/api/v1/mlo/report/cn23')[0]?.body as { from: string; to: string };
    expect(body.from < body.to).toBe(true);
    // The same period downloads as a file.
    const csv = screen.getByRole('link', { name: 'CSV' }).getAttribute('href');
    expect(csv).toBe(`/api/v1/mlo/report/cn23/export?from=${body.from}&to=${body.to}&format=csv`);
    expect(screen.getByRole('link', { name: 'Excel (.xlsx)' }).getAttribute('href')).toContain('format=xlsx');
  });

  it('[MLO-04] the HS search on the CN23 form asks by code or words, narrows the list and picks the first match', async () => {
    const asked: string[] = [];
    const api = mockApi({
      ...base,
      'GET /api/v1/mlo/cn23': () => json(200, { data: [] }),
      'GET /api/v1/mlo/cn23/hscodes': () => {
        const last = api.fetchMock.mock.calls
          .map(([input]) => new URL(String(input), 'http://localhost'))
          .filter((url) => url.pathname === '/api/v1/mlo/cn23/hscodes')
          .at(-1);
        const q = last?.searchParams.get('q') ?? '';
        asked.push(q);
        if (!q) return json(200, { data: hsCodes });
        return json(200, { data: q === 'zzz' ? [] : hsCodes.filter((code) => code.code.startsWith('61')) });
      },
      'POST /api/v1/mlo/cn23/add': () => json(200, { data: declared }),
    });
    await renderApp('/pos?tab=cn23', { loggedIn: true });
    const search = await screen.findByLabelText('Cari HS (kode atau kata)', {}, { timeout: 5000 });
    const select = screen.getByLabelText('Kode HS') as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(2));
    expect(select.value).toBe('3926.90');

    fireEvent.change(search, { target: { value: '61' } });
    await waitFor(() => expect(asked).toContain('61'), { timeout: 3000 });
    await waitFor(() => expect([...select.options].map((option) => option.value)).toEqual(['6109.10']));
    expect(select.value).toBe('6109.10');
    expect(screen.getByTestId('hs-matches').textContent).toBe('1 kode cocok');

    fireEvent.change(search, { target: { value: 'zzz' } });
    await waitFor(() => expect(screen.getByTestId('hs-matches').textContent).toBe('Tidak ada kode HS yang cocok'), {
      timeout: 3000,
    });
    // Nothing matches: the whole list stays, and the pick stays.
    expect(select.options).toHaveLength(2);
    expect(select.value).toBe('6109.10');

    fireEvent.change(screen.getByLabelText('Nomor resi (AWB)'), { target: { value: '002400000000001' } });
    fireEvent.change(screen.getByLabelText('Negara penerima (kode 2 huruf)'), { target: { value: 'SG' } });
    fireEvent.change(screen.getByLabelText('Uraian barang'), { target: { value: 'Kaos' } });
    fireEvent.change(screen.getByLabelText('Berat bersih (gram)'), { target: { value: '200' } });
    fireEvent.change(screen.getByLabelText('Nilai (USD)'), { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajukan CN23' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/v1/mlo/cn23/add')[0]?.body).toMatchObject({
        items: [{ hs_code: '6109.10' }],
      }),
    );
  });
});
