import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopCollection, ShopProduct } from '@konter/shared/contracts/shop';
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
const product = (n: number, name: string): ShopProduct => ({
  id: `7d3c1b2a-5d43-4a4b-9d43-0a3c2f1c000${n}`,
  slug: `produk-${n}`,
  name,
  description: '',
  category: null,
  weight: 100,
  min_quantity: 1,
  gross_price: null,
  price: 10_000 * n,
  stock: 5,
  option_names: [],
  variants: [],
  images: [],
  thumbnails: [],
  status: 'active',
});
const kabel = product(1, 'Kabel Data USB-C');
const casing = product(2, 'Casing Silikon');
const charger = product(3, 'Charger 20 W');
const existing: ShopCollection = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  slug: 'aksesoris-favorit',
  title: 'Aksesoris Favorit',
  product_ids: [casing.id, kabel.id],
};

async function openCollectionsTab(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    'GET /api/v1/account': admin(),
    'GET /api/v1/admin/shop/orders': () => json(200, { data: [], meta: { page: 1, per_page: 20, total: 0 } }),
    'GET /api/v1/admin/shop/products': () =>
      json(200, { data: [kabel, casing, charger], meta: { page: 1, per_page: 50, total: 3 } }),
    'GET /api/v1/admin/shop/collections': () => json(200, { data: [existing] }),
    ...routes,
  });
  await renderApp('/admin/shop', { loggedIn: true, preferences: preferences() });
  fireEvent.click(await screen.findByRole('tab', { name: 'Koleksi' }, { timeout: 5000 }));
  await screen.findByTestId('admin-collection');
  return api;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the seller’s collections (ADM-01 shop)', () => {
  it('[ADM-01] lists each collection with its page and product count', async () => {
    await openCollectionsTab({});
    const row = screen.getByTestId('admin-collection');
    expect(row.textContent).toContain('Aksesoris Favorit');
    expect(row.textContent).toContain('/shop/collection/aksesoris-favorit · 2 produk');
    expect(within(row).getByRole('link', { name: 'Buka halaman' }).getAttribute('href')).toBe(
      '/shop/collection/aksesoris-favorit',
    );
  });

  it('[ADM-01] creates a collection with chosen, ordered products; a taken slug shows under the slug field', async () => {
    const saved = { id: 'c0ffee00-0000-4000-8000-000000000002', slug: 'charger-kabel', title: 'Charger & Kabel' };
    const api = await openCollectionsTab({
      'POST /api/v1/admin/shop/collections': [
        () =>
          json(422, {
            message: 'Slug sudah dipakai.',
            code: 'validation_failed',
            errors: { slug: ['Slug sudah dipakai.'] },
          }),
        (call) => json(200, { data: { ...saved, product_ids: (call.body as ShopCollection).product_ids } }),
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Koleksi baru' }));
    await screen.findByRole('checkbox', { name: 'Kabel Data USB-C' });
    type('Judul koleksi', 'Charger & Kabel');
    type('Slug (alamat halaman)', 'aksesoris-favorit');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kabel Data USB-C' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Charger 20 W' }));
    // Chosen in the order ticked; the charger goes first.
    fireEvent.click(screen.getByRole('button', { name: 'Naikkan Charger 20 W' }));
    expect(
      within(screen.getByTestId('admin-collection-chosen'))
        .getAllByRole('listitem')
        .map((li) => li.textContent?.slice(0, 14)),
    ).toEqual(['1.Charger 20 W', '2.Kabel Data U']);
    fireEvent.click(screen.getByRole('button', { name: 'Simpan koleksi' }));

    const slug = screen.getByLabelText('Slug (alamat halaman)');
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${slug.id}-error`)?.textContent).toContain('Slug sudah dipakai.');

    type('Slug (alamat halaman)', 'charger-kabel');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan koleksi' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/admin/shop/collections')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/v1/admin/shop/collections')[1]?.body).toEqual({
      title: 'Charger & Kabel',
      slug: 'charger-kabel',
      product_ids: [charger.id, kabel.id],
    });
    // Back to the list, which is read again.
    await waitFor(() => expect(screen.queryByTestId('admin-collection-form')).toBeNull());
  });

  it('[ADM-01] edits a collection (PUT with its new order) and deletes one after a confirmation', async () => {
    const api = await openCollectionsTab({
      [`PUT /api/v1/admin/shop/collections/${existing.id}`]: (call) =>
        json(200, { data: { ...existing, ...(call.body as object) } }),
      [`DELETE /api/v1/admin/shop/collections/${existing.id}`]: () => json(200, { data: { ok: true } }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ubah' }));
    expect((screen.getByLabelText('Judul koleksi') as HTMLInputElement).value).toBe('Aksesoris Favorit');
    const checked = (name: string) => (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked;
    await screen.findByRole('checkbox', { name: 'Charger 20 W' });
    expect([checked('Casing Silikon'), checked('Kabel Data USB-C'), checked('Charger 20 W')]).toEqual([
      true,
      true,
      false,
    ]);
    type('Judul koleksi', 'Aksesoris Pilihan');
    fireEvent.click(screen.getByRole('button', { name: 'Turunkan Casing Silikon' }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan koleksi' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', `/api/v1/admin/shop/collections/${existing.id}`)[0]?.body).toEqual({
        title: 'Aksesoris Pilihan',
        slug: 'aksesoris-favorit',
        product_ids: [kabel.id, casing.id],
      }),
    );

    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus' }));
    expect(confirm).toHaveBeenCalledWith('Hapus koleksi “Aksesoris Favorit”? Produknya tetap ada di toko.');
    expect(api.callsTo('DELETE', `/api/v1/admin/shop/collections/${existing.id}`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(api.callsTo('DELETE', `/api/v1/admin/shop/collections/${existing.id}`)).toHaveLength(1));
  });
});
