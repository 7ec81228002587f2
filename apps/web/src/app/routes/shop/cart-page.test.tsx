import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@konter/shared/contracts/shop';
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
    slug: 'casing-silikon-samsung-a15',
    name: 'Casing Silikon Samsung A15',
    weight: 60,
    min_quantity: 1,
    images: [],
    thumbnails: [],
  },
  variant: { id: '7d3c1b2a-5d43-4a4b-9d43-0a3c2f1c2222', options: { Warna: 'Hitam' }, price: 35_000, stock: 10 },
  quantity: 1,
  notes: '',
  unit_price: 35_000,
  stock: 10,
};
const preferences = () => {
  const base = samplePreferences();
  return { ...base, features: { ...base.features, shop: true } };
};

describe('the member’s cart (SHP-02)', () => {
  it('[SHP-02][SHP-03] a quantity shows at once, and the checkout opens only once the server has it, priced with it', async () => {
    let answerEdit: (response: Response) => void = () => undefined;
    const api = mockApi({
      'GET /api/v1/account': accountResponse(sampleAccount()),
      'POST /api/v1/shop/cart/list': () => json(200, { data: [line] }),
      'POST /api/v1/shop/cart/edit/c1': () =>
        new Promise<Response>((resolve) => {
          answerEdit = resolve;
        }),
      'POST /api/v1/shop/cart/checkout': () =>
        json(200, {
          data: {
            lines: [{ ...line, quantity: 2 }],
            items_total: 70_000,
            weight: 120,
            payable: true,
            seller_delivery: { service: 'Kurir toko', fee: 8_000 },
          },
        }),
      'POST /api/v1/shop/payment/channel': () => json(200, { data: ['deposit'] }),
      'GET /api/v1/shop/shiping/list-address': () => json(200, { data: [] }),
      'GET /api/v1/shop/public/can-coupon': () => json(200, { data: true }),
    });
    const { router } = await renderApp('/shop/cart', { preferences: preferences(), loggedIn: true });
    const checkout = await screen.findByRole('button', { name: 'Checkout (1)' }, { timeout: 5000 });
    expect(checkout.hasAttribute('disabled')).toBe(false);

    await act(async () => screen.getByRole('button', { name: '+' }).click());
    await waitFor(() => expect(screen.getByTestId('cart-quantity').textContent).toBe('2'));
    // The server has not answered: a checkout opened now would price one case.
    expect(checkout.hasAttribute('disabled')).toBe(true);
    expect(api.callsTo('POST', '/api/v1/shop/cart/edit/c1')[0]?.body).toEqual({ quantity: 2, notes: '' });

    await act(async () => answerEdit(json(200, { data: [{ ...line, quantity: 2 }] })));
    await waitFor(() => expect(checkout.hasAttribute('disabled')).toBe(false));
    await act(async () => checkout.click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/cart/checkout'));
    await waitFor(() => expect(screen.getByTestId('shop-total').textContent).toBe('Rp 70.000'));
  });
});
