import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeeResponse, MloCustomer, MloOrder } from '@konter/shared/contracts/logistics';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import { mloAccessWith, sampleManifest } from '../../../features/logistics/testing/fixtures.ts';
import { notices } from '../../../lib/notices.ts';
import { setLoggedIn } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
  notices.snackbars.set([]);
  notices.clearAlerts();
});

const agent = accountResponse(sampleAccount({ name: 'Konter Berkah', hp: '081234560170', is_agen_mlo: true }));
const access = mloAccessWith([
  { code: 'sicepat', name: 'SiCepat' },
  { code: 'jne-express', name: 'JNE Express' },
  { code: 'ninja-xpress', name: 'Ninja Xpress' },
]);
const siti: MloCustomer = {
  id: '1c0f7a52-5a57-4b0e-9d43-3f4f6b7c1a01',
  name: 'Siti Aminah',
  phone: '081311112222',
  address: 'Jl. Dago No. 5',
  city: 'Kota Bandung',
  postal_code: '40135',
  area_code: '32.73.02',
  province: 'Jawa Barat',
  district: 'Coblong',
  destinations: {},
};
const place = (code: string, name: string) => ({ code, name, city: 'BANDUNG', province: 'JAWA BARAT' });
const quote = (courier: 'sicepat' | 'jne-express' | 'ninja-xpress', name: string, service: string, price: number) => ({
  courier,
  courier_name: name,
  service,
  service_name: `${name} ${service}`,
  price,
  eta_days: '2',
});
/** SiCepat matched Coblong; JNE lists Coblong twice over (its tariff areas), so the agent chooses. */
const firstFee: FeeResponse = {
  quotes: [quote('ninja-xpress', 'Ninja Xpress', 'Standard', 21_600), quote('sicepat', 'SiCepat', 'REG', 22_000)],
  unavailable: [{ courier: 'jne-express', message: 'Pilih tujuan dari daftar kurir ini' }],
  destinations: [
    { courier: 'sicepat', match: 'matched', destination: place('BDO10001', 'COBLONG'), candidates: [] },
    {
      courier: 'jne-express',
      match: 'ambiguous',
      destination: null,
      candidates: [place('BDO10001', 'COBLONG'), place('BDO10031', 'COBLONG DAGO')],
    },
  ],
};
const secondFee: FeeResponse = {
  quotes: [...firstFee.quotes, quote('jne-express', 'JNE Express', 'REG', 24_000)],
  unavailable: [],
  destinations: [
    firstFee.destinations[0] as FeeResponse['destinations'][number],
    { courier: 'jne-express', match: 'picked', destination: place('BDO10031', 'COBLONG DAGO'), candidates: [] },
  ],
};
const order: MloOrder = {
  ...(sampleManifest.orders[0] as MloOrder),
  courier: 'jne-express',
  courier_name: 'JNE Express',
  awb: '0104000000000099',
  manifest_code: null,
  destination: place('BDO10031', 'COBLONG DAGO'),
};

describe("the send screen on the couriers' own destinations (MLO-05, MLO-06)", () => {
  it('[MLO-05][MLO-06] a saved customer fills the receiver and district; the agent chooses JNE destination, and the quote and order carry its code', async () => {
    const api = mockApi({
      'GET /api/v1/account': agent,
      'GET /api/v1/mlo/access': () => json(200, access),
      'GET /api/v1/mlo/customer-address': () => json(200, { data: [siti] }),
      'POST /api/v1/mlo/transaction/get_fee': [
        () => json(200, { data: firstFee }),
        () => json(200, { data: secondFee }),
      ],
      'POST /api/v1/mlo/transaction/send': [
        () =>
          json(422, {
            message: 'Tujuan kurir tidak valid',
            code: 'area_not_served',
            errors: { destination_code: ['Area tidak dilayani atau tidak terdaftar'] },
          }),
        () => json(200, { data: order }),
      ],
    });
    await renderApp('/pos', { loggedIn: true });
    const customer = await screen.findByLabelText('Pilih dari daftar pelanggan', {}, { timeout: 5000 });
    fireEvent.change(customer, { target: { value: siti.id } });
    expect(await screen.findByText('Coblong, Kota Bandung, Jawa Barat', { selector: 'span' })).toBeTruthy();
    expect((screen.getByLabelText('Kode pos tujuan') as HTMLInputElement).value).toBe('40135');

    fireEvent.click(screen.getByRole('button', { name: 'Cek ongkir' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/mlo/transaction/get_fee')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/v1/mlo/transaction/get_fee')[0]?.body).toEqual({
      destination_postal_code: '40135',
      destination_area_code: '32.73.02',
      parcel: { weight_grams: 1000, length_cm: 20, width_cm: 15, height_cm: 10 },
    });
    const sicepat = await screen.findByTestId('destination-sicepat');
    expect(sicepat.textContent).toContain('COBLONG, BANDUNG, JAWA BARAT');
    expect(within(sicepat).getByTestId('destination-code').textContent).toBe('BDO10001');
    expect(within(sicepat).getByText('Cocok dengan kecamatan penerima')).toBeTruthy();
    const jne = screen.getByTestId('destination-jne-express');
    expect(within(jne).getByText('Beberapa tujuan cocok. Pilih satu:')).toBeTruthy();
    expect(screen.getByText('Pilih tujuan JNE Express untuk melihat ongkirnya.')).toBeTruthy();
    expect(screen.queryByText(/jne-express:/)).toBeNull();
    expect(screen.queryByRole('button', { name: /JNE Express · REG/ })).toBeNull();

    fireEvent.click(within(jne).getByRole('button', { name: /COBLONG DAGO/ }));
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/mlo/transaction/get_fee')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/v1/mlo/transaction/get_fee')[1]?.body).toMatchObject({
      destination_area_code: '32.73.02',
      destination_codes: { 'jne-express': 'BDO10031' },
    });
    const picked = await screen.findByText('Dipilih');
    expect(screen.getByTestId('destination-jne-express').contains(picked)).toBe(true);

    fireEvent.click(await screen.findByRole('button', { name: /JNE Express · REG/ }));
    expect(screen.getByTestId('order-destination').textContent).toBe(
      'Tujuan JNE Express: COBLONG DAGO, BANDUNG, JAWA BARAT (BDO10031)',
    );
    expect((screen.getByLabelText('Nama penerima') as HTMLInputElement).value).toBe('Siti Aminah');
    expect((screen.getByLabelText('Kota') as HTMLInputElement).value).toBe('Kota Bandung');
    fireEvent.change(screen.getByLabelText('Isi paket'), { target: { value: 'Pakaian' } });
    const create = screen.getByRole('button', { name: /^Buat pesanan JNE Express/ });
    fireEvent.click(create);
    expect(await screen.findByText('Area tidak dilayani atau tidak terdaftar')).toBeTruthy();
    fireEvent.click(create);
    expect(await screen.findByTestId('order-created')).toBeTruthy();
    const sent = api.callsTo('POST', '/api/v1/mlo/transaction/send');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toMatchObject({
      courier: 'jne-express',
      service: 'REG',
      destination_code: 'BDO10031',
      receiver: {
        name: 'Siti Aminah',
        city: 'Kota Bandung',
        postal_code: '40135',
        area_code: '32.73.02',
      },
    });
  });

  it('[MLO-06] the address book adds a customer in a district of the region search; a missing district reads under its field', async () => {
    const budi = {
      ...siti,
      id: '2c0f7a52-5a57-4b0e-9d43-3f4f6b7c1a02',
      name: 'Budi Santoso',
      city: 'Kota Surabaya',
      postal_code: '60271',
      area_code: '35.78.07',
      province: 'Jawa Timur',
      district: 'Genteng',
      destinations: { sicepat: { code: 'SUB10006', name: 'GENTENG', city: 'SURABAYA', province: 'JAWA TIMUR' } },
    };
    const api = mockApi({
      'GET /api/v1/account': agent,
      'GET /api/v1/mlo/access': () => json(200, access),
      'GET /api/v1/mlo/customer-address': [() => json(200, { data: [] }), () => json(200, { data: [budi] })],
      'POST /api/v1/mlo/customer-address/region': () =>
        json(200, { data: [{ code: '35.78.07', district: 'Genteng', city: 'Kota Surabaya', province: 'Jawa Timur' }] }),
      'POST /api/v1/mlo/customer-address': [
        () =>
          json(422, {
            message: 'Pilih kecamatan dari pencarian wilayah.',
            code: 'validation_failed',
            errors: { area_code: ['Pilih kecamatan dari pencarian wilayah.'] },
          }),
        () => json(200, { data: { saved: true } }),
      ],
    });
    await renderApp('/pos?tab=customers', { loggedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah pelanggan' }, { timeout: 5000 }));
    fireEvent.change(screen.getByLabelText('Nama penerima'), { target: { value: 'Budi Santoso' } });
    fireEvent.change(screen.getByLabelText('Nomor HP penerima'), { target: { value: '081322223333' } });
    fireEvent.change(screen.getByLabelText('Alamat penerima'), { target: { value: 'Jl. Pemuda No. 8' } });
    fireEvent.change(screen.getByLabelText('Kode pos'), { target: { value: '60271' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan pelanggan' }));
    expect(await screen.findByText('Pilih kecamatan dari pencarian wilayah.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/mlo/customer-address')[0]?.body).toMatchObject({ area_code: '' });

    fireEvent.change(screen.getByLabelText('Kecamatan / kota'), { target: { value: 'genteng' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Genteng, Kota Surabaya, Jawa Timur' }));
    expect(api.callsTo('POST', '/api/v1/mlo/customer-address/region')[0]?.body).toEqual({ search_key: 'genteng' });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan pelanggan' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/mlo/customer-address')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/v1/mlo/customer-address')[1]?.body).toEqual({
      name: 'Budi Santoso',
      phone: '081322223333',
      address: 'Jl. Pemuda No. 8',
      postal_code: '60271',
      area_code: '35.78.07',
    });
    const saved = await screen.findByTestId('customer-region');
    expect(saved.textContent).toBe('Genteng, Kota Surabaya, Jawa Timur 60271');
    expect(screen.getByText(/Tujuan kurir tersimpan: SiCepat GENTENG \(SUB10006\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kirim paket' }).getAttribute('href')).toBe(
      `/pos?tab=send&customer=${budi.id}`,
    );
  });
});
