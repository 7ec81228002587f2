import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopProduct } from '@konter/shared/contracts/shop';
import { json, mockApi } from '../../../features/accounts/testing/mock-api.ts';
import { samplePreferences } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const product = (n: number, slug: string, name: string, price: number): ShopProduct => ({
  id: `0b9a3a53-5d43-4a4b-9d43-0a3c2f1c000${n}`,
  slug,
  name,
  description: '',
  category: 'Aksesoris',
  weight: 100,
  min_quantity: 1,
  gross_price: null,
  price,
  stock: 10,
  option_names: [],
  variants: [],
  images: [],
  thumbnails: [],
  status: 'active',
});
const kabel = product(1, 'kabel-data-usb-c-1m', 'Kabel Data USB-C 1 m', 25_000);
const casing = product(2, 'casing-silikon', 'Casing Silikon', 35_000);
const perdana = product(3, 'perdana-telkomsel', 'Perdana Telkomsel', 15_000);

const preferences = () => {
  const base = samplePreferences();
  return { ...base, features: { ...base.features, shop: true } };
};
const shopRoutes = {
  'POST /api/v1/shop/product/list': () =>
    json(200, { data: [kabel, casing, perdana], meta: { page: 1, per_page: 20, total: 3 } }),
  'GET /api/v1/shop/categories': () => json(200, { data: ['Aksesoris'] }),
  'GET /api/v1/shop/collections': () =>
    json(200, {
      data: [
        { slug: 'aksesoris-favorit', title: 'Aksesoris Favorit', product_count: 2 },
        { slug: 'perdana-voucher', title: 'Perdana & Voucher', product_count: 1 },
      ],
    }),
  'GET /api/v1/shop/collection/aksesoris-favorit': () =>
    json(200, { data: { slug: 'aksesoris-favorit', title: 'Aksesoris Favorit', products: [casing, kabel] } }),
  'GET /api/v1/shop/collection/tidak-ada': () =>
    json(404, { message: 'Koleksi tidak ditemukan.', code: 'not_found', errors: {} }),
};

afterEach(() => vi.unstubAllGlobals());

describe('the shop’s collections (SHP-01)', () => {
  it('[SHP-01] the home shows the collections as links above the products, and one opens its page', async () => {
    mockApi(shopRoutes);
    const { router } = await renderApp('/shop', { preferences: preferences() });
    const nav = await screen.findByRole('navigation', { name: 'Koleksi' }, { timeout: 5000 });
    const links = await screen.findAllByTestId('shop-collection-link');
    expect(links.map((link) => link.textContent)).toEqual(['Aksesoris Favorit2 produk', 'Perdana & Voucher1 produk']);
    // Above the products: the chips come before the first product card in the page.
    const firstCard = await screen.findAllByTestId('shop-product');
    expect(nav.compareDocumentPosition(firstCard[0] as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(links[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Aksesoris Favorit' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/shop/collection/aksesoris-favorit');
  });

  it('[SHP-01] a shop without collections shows no collection links', async () => {
    mockApi({ ...shopRoutes, 'GET /api/v1/shop/collections': () => json(200, { data: [] }) });
    await renderApp('/shop', { preferences: preferences() });
    await screen.findAllByTestId('shop-product', {}, { timeout: 5000 });
    expect(screen.queryByRole('navigation', { name: 'Koleksi' })).toBeNull();
  });

  it('[SHP-01] a collection’s page lists its products in the seller’s order, as the shop list shows them', async () => {
    mockApi(shopRoutes);
    await renderApp('/shop/collection/aksesoris-favorit', { preferences: preferences() });
    expect(await screen.findByRole('heading', { name: 'Aksesoris Favorit' }, { timeout: 5000 })).toBeTruthy();
    const cards = screen.getAllByTestId('shop-product');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/shop/product/casing-silikon',
      '/shop/product/kabel-data-usb-c-1m',
    ]);
    expect(cards[1]?.textContent).toContain('Rp 25.000');
  });

  it('[SHP-01] an unknown collection says it was not found, in the reader’s language', async () => {
    mockApi(shopRoutes);
    await renderApp('/shop/collection/tidak-ada', { preferences: preferences(), locale: 'en' });
    const error = await screen.findByTestId('shop-collection-error', {}, { timeout: 5000 });
    expect(error.textContent).toBe('This collection was not found. It may have been removed, or the address is wrong.');
    expect(screen.getByRole('link', { name: 'See all products' }).getAttribute('href')).toBe('/shop');
  });
});
