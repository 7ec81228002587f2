import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem, PublicCheckout, ShopOrder } from '@konter/shared/contracts/shop';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import { openExternalPage } from '../../../lib/external-navigation.ts';
import { setLoggedIn } from '../../../lib/session.ts';
import { samplePreferences } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

// jsdom does not navigate: the gateway's page is asked for through this one function.
vi.mock('../../../lib/external-navigation.ts', () => ({ openExternalPage: vi.fn() }));

const link = 'AbCdEf1234';
const token = 'tok_ABCDEFGHIJKLMNOPQRSTUVWXYZ0123';
const paymentUrl = 'http://127.0.0.1:9999/pay/SHOP123';
const line: CartItem = {
  id: '0',
  product: {
    id: '0b9a3a53-5d43-4a4b-9d43-0a3c2f1c1111',
    slug: 'kabel-data-usb-c-1m',
    name: 'Kabel Data USB-C 1 m',
    weight: 60,
    min_quantity: 1,
    images: [],
    thumbnails: [],
  },
  variant: { id: '7d3c1b2a-5d43-4a4b-9d43-0a3c2f1c2222', options: { Warna: 'Hitam' }, price: 25_000, stock: 40 },
  quantity: 2,
  notes: '',
  unit_price: 25_000,
  stock: 40,
};
const checkout: PublicCheckout = {
  link,
  shop_name: 'Konter Demo',
  lines: [line],
  items_total: 50_000,
  weight: 120,
  payable: true,
  expires_at: '2026-12-24T10:00:00.000Z',
  seller_delivery: { service: 'Kurir toko', fee: 8_000 },
};
const order = (status: ShopOrder['status']): ShopOrder => ({
  id: 'o1',
  number: 'SHOP-20261124-0001',
  date: '2026-11-24T10:00:00.000Z',
  status,
  cancel_reason: null,
  guest: true,
  products: [
    { product_id: line.product.id, name: line.product.name, options: {}, quantity: 2, unit_price: 25_000, notes: '' },
  ],
  shipping_service: 'JNE REG',
  receipt_number: null,
  address: {
    name: 'Rina Wati',
    phone: '081377778888',
    province: 'Jawa Barat',
    city: 'Kota Bandung',
    district: 'Coblong',
    postcode: '40132',
    detail: 'Jl. Ganesha No. 10',
    sub_district: '',
  },
  payment_detail: {
    method: 'xendit:qris',
    paid_at: null,
    reference: 'SHOP123',
    payment_url: status === 'waiting_payment' ? paymentUrl : null,
    expires_at: '2026-11-25T10:00:00.000Z',
  },
  items_total: 50_000,
  delivery_fee: 12_000,
  coupon_discount: 0,
  coupon_code: null,
  total: 62_000,
});

const preferences = () => {
  const base = samplePreferences();
  return { ...base, features: { ...base.features, shop: true } };
};
const guestRoutes = {
  [`GET /api/v1/shop/public/checkout/${link}`]: () => json(200, { data: checkout }),
  'POST /api/v1/shop/public/payment/channels': () => json(200, { data: ['xendit:qris', 'midtrans:gopay'] }),
  'GET /api/v1/shop/public/can-coupon': () => json(200, { data: false }),
  'POST /api/v1/shop/public/shiping/region': () =>
    json(200, { data: [{ code: '32.73.02', province: 'Jawa Barat', city: 'Kota Bandung', district: 'Coblong' }] }),
  'POST /api/v1/shop/public/shiping/cost': () =>
    json(200, {
      data: {
        rates: [
          { courier: 'jne', courier_name: 'JNE', service: 'REG', service_name: 'REG', price: 12_000, eta_days: '2-3' },
        ],
        unavailable: [],
      },
    }),
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillGuestForm() {
  await screen.findByTestId('shop-link-line', {}, { timeout: 5000 });
  type('Nama penerima', 'Rina Wati');
  type('Nomor HP penerima', '081377778888');
  type('Kecamatan / kota', 'coblong');
  fireEvent.click(await screen.findByRole('button', { name: 'Coblong, Kota Bandung, Jawa Barat' }));
  type('Kode pos', '40132');
  type('Alamat lengkap', 'Jl. Ganesha No. 10');
  fireEvent.click(await screen.findByRole('radio', { name: /JNE REG/ }));
}

beforeEach(() => vi.mocked(openExternalPage).mockClear());
afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
});

describe('a checkout link paid by a guest (SHP-03)', () => {
  it('[SHP-03] the page lists the link’s lines with their options, prices and total', async () => {
    mockApi(guestRoutes);
    await renderApp(`/shop/checkout/${link}`, { preferences: preferences() });
    const row = await screen.findByTestId('shop-link-line', {}, { timeout: 5000 });
    expect(row.textContent).toContain('Kabel Data USB-C 1 m');
    expect(row.textContent).toContain('Hitam');
    expect(row.textContent).toContain('2 × Rp 25.000');
    expect(screen.getByTestId('shop-link-items-total').textContent).toBe('Rp 50.000');
    expect(screen.getByTestId('shop-link-shop').textContent).toBe('Pesanan dari Konter Demo');
    expect(screen.getByTestId('shop-total').textContent).toBe('Rp 50.000');
  });

  it('[SHP-03] a server field error shows under its field; paying again with the same request id opens the gateway’s page', async () => {
    const api = mockApi({
      ...guestRoutes,
      'POST /api/v1/shop/public/pay': [
        () =>
          json(422, {
            message: 'Kode pos tidak dilayani kurir ini.',
            code: 'validation_failed',
            errors: { 'address.postcode': ['Kode pos tidak dilayani kurir ini.'] },
          }),
        () => json(200, { data: order('waiting_payment'), token }),
      ],
    });
    await renderApp(`/shop/checkout/${link}`, { preferences: preferences() });
    await fillGuestForm();
    await waitFor(() => expect(screen.getByTestId('shop-total').textContent).toBe('Rp 62.000'));

    fireEvent.click(screen.getByTestId('shop-link-pay'));
    const postcode = screen.getByLabelText('Kode pos');
    await waitFor(() => expect(postcode.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(postcode.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');
    expect(described?.textContent).toBe('Kode pos tidak dilayani kurir ini.');
    expect(openExternalPage).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('shop-link-pay'));
    await waitFor(() => expect(openExternalPage).toHaveBeenCalledWith(paymentUrl));
    const pays = api.callsTo('POST', '/api/v1/shop/public/pay');
    expect(pays).toHaveLength(2);
    expect(pays[0]?.body).toEqual({
      link,
      request_id: (pays[0]?.body as { request_id: string }).request_id,
      address: {
        name: 'Rina Wati',
        phone: '081377778888',
        province: 'Jawa Barat',
        city: 'Kota Bandung',
        district: 'Coblong',
        sub_district: '',
        postcode: '40132',
        detail: 'Jl. Ganesha No. 10',
      },
      shipping: { courier: 'jne', service: 'REG' },
      coupon_code: null,
      email: null,
      payment: { method: 'xendit:qris' },
    });
    // One request id per visit: the second tap is the same payment, never a second order.
    expect((pays[1]?.body as { request_id: string }).request_id).toBe(
      (pays[0]?.body as { request_id: string }).request_id,
    );
  });

  it('[SHP-03][SHP-04] a guest may choose the seller’s own delivery at its flat fee: no courier is sent', async () => {
    const api = mockApi({
      ...guestRoutes,
      'POST /api/v1/shop/public/pay': () => json(200, { data: order('waiting_payment'), token }),
    });
    await renderApp(`/shop/checkout/${link}`, { preferences: preferences() });
    await fillGuestForm();
    fireEvent.click(screen.getByRole('radio', { name: /Kurir toko/ }));
    await waitFor(() => expect(screen.getByTestId('shop-total').textContent).toBe('Rp 58.000'));
    fireEvent.click(screen.getByTestId('shop-link-pay'));
    await waitFor(() => expect(openExternalPage).toHaveBeenCalledWith(paymentUrl));
    const [paid] = api.callsTo('POST', '/api/v1/shop/public/pay');
    expect((paid?.body as { shipping: unknown }).shipping).toBeNull();
  });

  it('[SHP-03] a coupon is checked for the link’s lines and the guest’s phone, and comes off the total', async () => {
    const api = mockApi({
      ...guestRoutes,
      'GET /api/v1/shop/public/can-coupon': () => json(200, { data: true }),
      'POST /api/v1/shop/public/check-coupon': () =>
        json(200, { data: { code: 'HEMAT10', discount: 5_000, items_total: 50_000 } }),
    });
    await renderApp(`/shop/checkout/${link}`, { preferences: preferences() });
    await fillGuestForm();
    type('Kode kupon', 'hemat10');
    fireEvent.click(screen.getByRole('button', { name: 'Pakai' }));
    expect((await screen.findByTestId('shop-discount')).textContent).toContain('Rp 5.000');
    expect(screen.getByTestId('shop-total').textContent).toBe('Rp 57.000');
    expect(api.callsTo('POST', '/api/v1/shop/public/check-coupon')[0]?.body).toEqual({
      link,
      code: 'hemat10',
      phone: '081377778888',
    });
  });

  it('[SHP-03] with ?order= the page shows the guest’s order and its status', async () => {
    mockApi({ [`GET /api/v1/shop/public/order/${token}`]: () => json(200, { data: order('pending'), token }) });
    await renderApp(`/shop/checkout/${link}?order=${token}`, { preferences: preferences() });
    const view = await screen.findByTestId('shop-link-order', {}, { timeout: 5000 });
    expect(screen.getByTestId('shop-order-status').textContent).toBe('Menunggu konfirmasi');
    expect(view.textContent).toContain('SHOP-20261124-0001');
    expect(view.textContent).toContain('Rp 62.000');
    expect(view.textContent).toContain('JNE REG');
  });

  it('[SHP-03] a cancelled order tells the guest the money is owed, then when it was sent back', async () => {
    const cancelled = { ...order('cancelled'), cancel_reason: 'Stok rusak' };
    mockApi({
      [`GET /api/v1/shop/public/order/${token}`]: [
        () => json(200, { data: { ...cancelled, refund: { status: 'due', amount: null, at: null } }, token }),
        () =>
          json(200, {
            data: { ...cancelled, refund: { status: 'sent', amount: 62_000, at: '2026-11-25T01:46:00.000Z' } },
            token,
          }),
      ],
    });
    const first = await renderApp(`/shop/checkout/${link}?order=${token}`, { preferences: preferences() });
    expect((await screen.findByTestId('shop-link-refund', {}, { timeout: 5000 })).textContent).toBe(
      'Pesanan dibatalkan. Uang Anda akan dikembalikan ke metode pembayaran yang Anda pakai.',
    );
    first.unmount();
    await renderApp(`/shop/checkout/${link}?order=${token}`, { preferences: preferences() });
    await waitFor(() =>
      expect(screen.getByTestId('shop-link-refund').textContent).toBe(
        'Rp 62.000 sudah dikembalikan ke metode pembayaran Anda pada 25 Nov 2026, 08.46. Dana biasanya masuk dalam 1–14 hari kerja, tergantung bank atau e-wallet.',
      ),
    );
  });

  it('[SHP-03] an order still waiting for its payment offers its payment page', async () => {
    mockApi({ [`GET /api/v1/shop/public/order/${token}`]: () => json(200, { data: order('waiting_payment'), token }) });
    await renderApp(`/shop/checkout/${link}?order=${token}`, { preferences: preferences() });
    expect((await screen.findByTestId('shop-order-status', {}, { timeout: 5000 })).textContent).toBe(
      'Menunggu pembayaran',
    );
    expect(screen.getByTestId('shop-order-pay-link').getAttribute('href')).toBe(paymentUrl);
    expect(screen.getByTestId('shop-link-order').textContent).toContain('Bayar sebelum');
  });

  it('[SHP-03] a link that does not exist says so', async () => {
    mockApi({
      [`GET /api/v1/shop/public/checkout/${link}`]: () =>
        json(404, { message: 'Tautan checkout tidak ditemukan.', code: 'not_found' }),
    });
    await renderApp(`/shop/checkout/${link}`, { preferences: preferences() });
    expect((await screen.findByTestId('shop-link-error', {}, { timeout: 5000 })).textContent).toBe(
      'Tautan checkout tidak ditemukan.',
    );
    expect(screen.queryByTestId('shop-link-pay')).toBeNull();
  });

  it('[SHP-03] a link short of stock shows its lines but cannot be paid', async () => {
    mockApi({
      ...guestRoutes,
      [`GET /api/v1/shop/public/checkout/${link}`]: () => json(200, { data: { ...checkout, payable: false } }),
    });
    await renderApp(`/shop/checkout/${link}`, { preferences: preferences(), locale: 'en' });
    expect((await screen.findByTestId('shop-link-error', {}, { timeout: 5000 })).textContent).toBe(
      'Some products in this link are no longer available. Ask the seller for a new link.',
    );
    expect(screen.getByTestId('shop-link-line')).toBeTruthy();
    expect(screen.queryByTestId('shop-link-pay')).toBeNull();
  });
});

describe('the cart shares a checkout link (SHP-03)', () => {
  it('[SHP-03] the chosen lines become a link shown in full, with WhatsApp and its expiry', async () => {
    const api = mockApi({
      'GET /api/v1/account': accountResponse(sampleAccount()),
      'POST /api/v1/shop/cart/list': () => json(200, { data: [{ ...line, id: 'c1' }] }),
      'POST /api/v1/shop/cart/merge': () => json(200, { data: [{ ...line, id: 'c1' }], adjusted: [] }),
      'POST /api/v1/shop/public/make-cart': () =>
        json(200, { data: { link, path: `/shop/checkout/${link}`, expires_at: '2026-12-24T10:00:00.000Z' } }),
    });
    await renderApp('/shop/cart', { preferences: preferences(), loggedIn: true });
    await screen.findByTestId('cart-line', {}, { timeout: 5000 });
    fireEvent.click(await screen.findByRole('button', { name: 'Bagikan tautan checkout' }, { timeout: 5000 }));
    const url = (await screen.findByTestId('shop-share-link-url')) as HTMLInputElement;
    expect(url.value).toBe(`${window.location.origin}/shop/checkout/${link}`);
    expect(api.callsTo('POST', '/api/v1/shop/public/make-cart')[0]?.body).toEqual({
      items: [{ product_id: line.product.id, variant_id: line.variant?.id, quantity: 2, notes: '' }],
    });
    const whatsapp = screen.getByTestId('shop-share-whatsapp').getAttribute('href') ?? '';
    expect(whatsapp.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(whatsapp.slice('https://wa.me/?text='.length))).toContain(url.value);
    expect(screen.getByTestId('shop-share-link-expires').textContent).toContain('Berlaku sampai');
  }, 20_000);
});
