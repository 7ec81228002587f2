import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopDeliverySettings } from '@konter/shared/contracts/shop';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import { setLoggedIn } from '../../../lib/session.ts';
import { samplePreferences } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setLoggedIn(false);
});

const admin = () =>
  accountResponse(sampleAccount({ category: 'admin', name: 'Demo Admin', permission: ['admin.manage'] }));
const preferences = () => {
  const base = samplePreferences();
  return { ...base, features: { ...base.features, shop: true } };
};
const settings: ShopDeliverySettings = {
  flat_delivery_fee: 15_000,
  delivery_service_name: 'Kurir Toko Maju',
  origin: {
    name: 'Toko Maju Jaya',
    phone: '081234567890',
    address: 'Jl. Merdeka No. 10',
    city: 'Kota Bandung',
    postal_code: '40111',
  },
  couriers: ['sicepat', 'jnt-express', 'jne-express'],
  available_couriers: [
    { code: 'sicepat', name: 'SiCepat' },
    { code: 'jnt-express', name: 'J&T Express' },
    { code: 'jne-express', name: 'JNE' },
  ],
};

async function openDeliveryTab(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    'GET /api/v1/account': admin(),
    'GET /api/v1/admin/shop/orders': () => json(200, { data: [], meta: { page: 1, per_page: 20, total: 0 } }),
    'GET /api/v1/admin/shop/settings': () => json(200, { data: settings }),
    ...routes,
  });
  await renderApp('/admin/shop', { loggedIn: true, preferences: preferences() });
  fireEvent.click(await screen.findByRole('tab', { name: 'Pengiriman' }, { timeout: 5000 }));
  await screen.findByTestId('admin-shop-delivery');
  return api;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const checked = (name: string) => (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked;

describe('the shop’s delivery settings (ADM-01 shop, couriers)', () => {
  it('[ADM-01][SHP-04] shows the seller’s own delivery, the origin address and the couriers offered', async () => {
    await openDeliveryTab({});
    expect(input('Nama layanan').value).toBe('Kurir Toko Maju');
    expect(input('Ongkir tetap').value).toBe('15000');
    expect(input('Nama pengirim').value).toBe('Toko Maju Jaya');
    expect(input('Nomor HP').value).toBe('081234567890');
    expect(input('Alamat').value).toBe('Jl. Merdeka No. 10');
    expect(input('Kota/kabupaten').value).toBe('Kota Bandung');
    expect(input('Kode pos').value).toBe('40111');
    expect([checked('SiCepat'), checked('J&T Express'), checked('JNE')]).toEqual([true, true, true]);
    expect(screen.getByTestId('admin-shop-delivery').textContent).toContain(
      'Pembeli hanya melihat layanan kurir yang dicentang, dan selalu melihat kurir toko.',
    );
  });

  it('[ADM-01][SHP-04] sends an unchecked courier and a changed fee in the PUT body, then says it is saved', async () => {
    const api = await openDeliveryTab({
      'PUT /api/v1/admin/shop/settings': (call) => json(200, { data: { ...settings, ...(call.body as object) } }),
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'J&T Express' }));
    type('Ongkir tetap', '12500');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(api.callsTo('PUT', '/api/v1/admin/shop/settings')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/v1/admin/shop/settings')[0]?.body).toEqual({
      flat_delivery_fee: 12_500,
      delivery_service_name: 'Kurir Toko Maju',
      origin: settings.origin,
      couriers: ['sicepat', 'jne-express'],
    });
    await screen.findByText('Pengaturan pengiriman disimpan.');
    expect(checked('J&T Express')).toBe(false);
  });

  it('[ADM-01][SHP-04] shows a refused postcode under the postcode field', async () => {
    await openDeliveryTab({
      'PUT /api/v1/admin/shop/settings': () =>
        json(422, {
          message: 'Kode pos terdiri dari 5 angka.',
          code: 'validation_failed',
          errors: { 'origin.postal_code': ['Kode pos terdiri dari 5 angka.'] },
        }),
    });
    type('Kode pos', '401');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    const postcode = input('Kode pos');
    await waitFor(() => expect(postcode.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${postcode.id}-error`)?.textContent).toBe('Kode pos terdiri dari 5 angka.');
    expect(screen.queryByText('Pengaturan pengiriman disimpan.')).toBeNull();
  });
});
