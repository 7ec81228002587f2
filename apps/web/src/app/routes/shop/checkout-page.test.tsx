import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartCheckout, CartItem } from '@konter/shared/contracts/shop';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import { setLoggedIn } from '../../../lib/session.ts';
import { samplePreferences } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
});

const line: CartItem = {
  id: 'c1',
  product: {
    id: '0b9a3a53-5d43-4a4b-9d43-0a3c2f1c1111',
    slug: 'tempered-glass-9h-redmi-13c',
    name: 'Tempered Glass 9H Redmi 13C',
    weight: 40,
    min_quantity: 1,
    images: [],
    thumbnails: [],
  },
  variant: { id: '7d3c1b2a-5d43-4a4b-9d43-0a3c2f1c2222', options: { Jenis: 'Anti spy' }, price: 18_000, stock: 2 },
  quantity: 3,
  notes: '',
  unit_price: 18_000,
  stock: 2,
};
const checkout = (payable: boolean): CartCheckout => ({
  lines: [line],
  items_total: 54_000,
  weight: 120,
  payable,
  seller_delivery: { service: 'Kurir toko', fee: 8_000 },
});
const preferences = () => {
  const base = samplePreferences();
  return { ...base, features: { ...base.features, shop: true } };
};
const routes = (payable: boolean) => ({
  'GET /api/v1/account': accountResponse(sampleAccount()),
  'POST /api/v1/shop/cart/checkout': () => json(200, { data: checkout(payable) }),
  'POST /api/v1/shop/payment/channel': () => json(200, { data: ['deposit', 'xendit:qris', 'bank:unknown'] }),
  'GET /api/v1/shop/shiping/list-address': () => json(200, { data: [] }),
  'GET /api/v1/shop/public/can-coupon': () => json(200, { data: true }),
});

describe('the member’s checkout (SHP-03)', () => {
  it('[SHP-03] shows the chosen lines as the server prices them now, the seller’s delivery and the server’s payment methods', async () => {
    const api = mockApi(routes(true));
    await renderApp('/shop/cart/checkout?items=c1', { preferences: preferences(), loggedIn: true });
    expect(await screen.findByText(/3 × Tempered Glass 9H Redmi 13C \(Anti spy\)/, {}, { timeout: 5000 })).toBeTruthy();
    // Before a delivery is chosen the total is the lines' total the server gave.
    expect(screen.getByTestId('shop-total').textContent).toBe('Rp 54.000');
    expect(screen.queryByTestId('shop-checkout-unpayable')).toBeNull();
    expect(screen.getByRole('radio', { name: /Kurir toko/ })).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/shop/cart/checkout')[0]?.body).toEqual({ item_ids: ['c1'] });
    await waitFor(() => {
      const methods = within(screen.getByTestId('shop-payment-method')).getAllByRole('option');
      // A channel this app cannot name is left out rather than offered.
      expect(methods.map((option) => option.getAttribute('value'))).toEqual(['deposit', 'xendit:qris']);
    });
  });

  it('[SHP-03][SHP-06] a line short of stock is said before the buyer fills anything in', async () => {
    mockApi(routes(false));
    await renderApp('/shop/cart/checkout?items=c1', { preferences: preferences(), loggedIn: true });
    expect((await screen.findByTestId('shop-checkout-unpayable', {}, { timeout: 5000 })).textContent).toBe(
      'Ada barang yang stoknya kurang atau di bawah jumlah minimal. Ubah jumlahnya di keranjang dulu.',
    );
  });
});

describe('from the cart to the checkout (SHP-02, SHP-03)', () => {
  it('[SHP-02][SHP-03] a quantity shows at once, and the checkout opens only once the server has it, priced with it', async () => {
    const inStock = { ...line, quantity: 1, stock: 10 };
    let answerEdit: (response: Response) => void = () => undefined;
    const api = mockApi({
      ...routes(true),
      'POST /api/v1/shop/cart/list': () => json(200, { data: [inStock] }),
      'POST /api/v1/shop/cart/edit/c1': () =>
        new Promise<Response>((resolve) => {
          answerEdit = resolve;
        }),
      'POST /api/v1/shop/cart/checkout': () =>
        json(200, { data: { ...checkout(true), lines: [{ ...inStock, quantity: 2 }], items_total: 36_000 } }),
    });
    const { router } = await renderApp('/shop/cart', { preferences: preferences(), loggedIn: true });
    const proceed = await screen.findByRole('button', { name: 'Checkout (1)' }, { timeout: 5000 });
    expect(proceed.hasAttribute('disabled')).toBe(false);

    await act(async () => screen.getByRole('button', { name: '+' }).click());
    await waitFor(() => expect(screen.getByTestId('cart-quantity').textContent).toBe('2'));
    // The server has not answered: a checkout opened now would price one piece.
    expect(proceed.hasAttribute('disabled')).toBe(true);
    expect(api.callsTo('POST', '/api/v1/shop/cart/edit/c1')[0]?.body).toEqual({ quantity: 2, notes: '' });

    await act(async () => answerEdit(json(200, { data: [{ ...inStock, quantity: 2 }] })));
    await waitFor(() => expect(proceed.hasAttribute('disabled')).toBe(false));
    await act(async () => proceed.click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/cart/checkout'));
    await waitFor(() => expect(screen.getByTestId('shop-total').textContent).toBe('Rp 36.000'));
  });
});
