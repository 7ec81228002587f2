import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@konter/shared/contracts/shop';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import { localCartStore, saveLocalCart, type LocalCartLine } from '../../../features/shop/local-cart.ts';
import { setLoggedIn } from '../../../lib/session.ts';
import { samplePreferences } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
  saveLocalCart([]);
});

const guestLine: LocalCartLine = {
  product_id: '0b9a3a53-5d43-4a4b-9d43-0a3c2f1c1111',
  variant_id: null,
  quantity: 3,
  notes: '',
  slug: 'kabel-data-usb-c-1m',
  name: 'Kabel Data USB-C 1 m',
  options: {},
  unit_price: 25_000,
  thumbnail: null,
  stock: 40,
  min_quantity: 1,
};
const serverLine: CartItem = {
  id: 'c1',
  product: {
    id: guestLine.product_id,
    slug: guestLine.slug,
    name: guestLine.name,
    weight: 60,
    min_quantity: 1,
    images: [],
    thumbnails: [],
  },
  variant: null,
  quantity: 4,
  notes: '',
  unit_price: 25_000,
  stock: 40,
};
const preferences = () => {
  const base = samplePreferences();
  return { ...base, features: { ...base.features, shop: true } };
};

describe('the guest cart joins the account at login (SHP-02)', () => {
  it('[SHP-02] a guest sees the phone’s cart; once logged in it is sent to the server once, cleared and the merged cart shown', async () => {
    saveLocalCart([guestLine]);
    mockApi({});
    const guest = await renderApp('/shop/cart', { preferences: preferences() });
    expect(await screen.findByTestId('local-cart-line', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('local-cart-total').textContent).toBe('Rp 75.000');
    guest.unmount();

    const api = mockApi({
      'GET /api/v1/account': accountResponse(sampleAccount()),
      'POST /api/v1/shop/cart/merge': () =>
        json(200, {
          data: [serverLine],
          adjusted: [],
        }),
      'POST /api/v1/shop/cart/list': () => json(200, { data: [serverLine] }),
    });
    await renderApp('/shop/cart', { preferences: preferences(), loggedIn: true });
    expect((await screen.findByTestId('local-cart-merged', {}, { timeout: 5000 })).textContent).toBe(
      'Keranjang dari HP ini sudah digabung ke keranjang akun Anda.',
    );
    const merges = api.callsTo('POST', '/api/v1/shop/cart/merge');
    expect(merges).toHaveLength(1);
    expect(merges[0]?.body).toEqual({
      items: [{ product_id: guestLine.product_id, variant_id: null, quantity: 3, notes: '' }],
    });
    await waitFor(() => expect(localCartStore.get()).toEqual([]));
    expect((await screen.findByTestId('cart-quantity')).textContent).toBe('4');
  });

  it('[SHP-02] a read of the cart sent before the merge and answered after it does not put the old cart back', async () => {
    saveLocalCart([guestLine]);
    let answerFirstRead: (response: Response) => void = () => undefined;
    const firstRead = new Promise<Response>((resolve) => (answerFirstRead = resolve));
    mockApi({
      'GET /api/v1/account': accountResponse(sampleAccount()),
      'POST /api/v1/shop/cart/merge': () => json(200, { data: [serverLine], adjusted: [] }),
      // The screen's first read of the cart, slow: it left before the merge and answers after it, with no lines.
      'POST /api/v1/shop/cart/list': [() => firstRead, () => json(200, { data: [serverLine] })],
    });
    await renderApp('/shop/cart', { preferences: preferences(), loggedIn: true });
    await screen.findByTestId('local-cart-merged', {}, { timeout: 5000 });
    expect((await screen.findByTestId('cart-quantity')).textContent).toBe('4');
    answerFirstRead(json(200, { data: [] }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('cart-quantity').textContent).toBe('4');
  });
});
