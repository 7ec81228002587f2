import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct } from '@konter/shared/contracts/admin-catalogue';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import { setLoggedIn } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
});

const admin = () =>
  accountResponse(sampleAccount({ category: 'admin', name: 'Demo Admin', permission: ['admin.manage'] }));

function sampleProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    code: 'tsel100',
    name: 'Telkomsel 100.000',
    family: 'pulsa',
    operator: 'telkomsel',
    operator_name: 'Telkomsel',
    buying_price: 98_800,
    prices: { member: 101_775, agent: 100_800, master: 99_800 },
    overrides: { member: null, agent: null, master: null },
    status: 'active',
    status_auto: true,
    promo: false,
    sold_qty: 0,
    cashback_type: 'fixed',
    cashback: 0,
    suppliers: [{ supplier: 'digiflazz-a', price: 98_800, active: true }],
    updated_at: '2026-11-22T05:00:00.000Z',
    ...overrides,
  };
}

/** The product page; by default the PATCH answers the product with the change applied. */
async function openProduct(product: AdminProduct, patch?: () => Response, history: unknown[] = []) {
  const api = mockApi({
    'GET /api/v1/account': admin(),
    'GET /api/v1/admin/catalogue/products/tsel100': () => json(200, { data: product }),
    'GET /api/v1/admin/catalogue/products/tsel100/history': () => json(200, { data: history }),
    'PATCH /api/v1/admin/catalogue/products/tsel100':
      patch ??
      ((call) => json(200, { data: { ...product, ...(call.body as object), updated_at: '2026-11-22T06:00:00.000Z' } })),
  });
  await renderApp('/admin/catalogue/tsel100', { loggedIn: true });
  await screen.findByTestId('admin.product.cashback', undefined, { timeout: 5000 });
  return api;
}

const cashbackInput = () => screen.getByTestId('admin.product.cashback') as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Simpan harga' }));

describe('the admin’s cashback of a product', () => {
  it('[AGT-04] the admin chooses percent and types 1,5: the API gets 150 basis points', async () => {
    const api = await openProduct(sampleProduct());
    fireEvent.change(screen.getByTestId('admin.product.cashback-type'), { target: { value: 'percent' } });
    fireEvent.change(cashbackInput(), { target: { value: '1,5' } });
    save();
    await waitFor(() => expect(api.callsTo('PATCH', '/api/v1/admin/catalogue/products/tsel100')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/v1/admin/catalogue/products/tsel100')[0]?.body).toEqual({
      cashback_type: 'percent',
      cashback: 150,
    });
  });

  it('[AGT-04] a saved percent shows as a percentage; one past 100% is refused before anything is sent', async () => {
    const api = await openProduct(sampleProduct({ cashback_type: 'percent', cashback: 125 }));
    expect(cashbackInput().value).toBe('1,25');
    fireEvent.change(cashbackInput(), { target: { value: '100,5' } });
    save();
    expect(await screen.findByText(/Isi persen dari 0 sampai 100/)).toBeTruthy();
    expect(cashbackInput().getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PATCH', '/api/v1/admin/catalogue/products/tsel100')).toHaveLength(0);
  });

  it('[AGT-04] the server’s field error on a fixed cashback shows under the field', async () => {
    const refusal = 'Cashback tetap harus di bawah harga produk (Rp 99.800).';
    const api = await openProduct(sampleProduct(), () =>
      json(422, { message: refusal, code: 'validation_failed', errors: { cashback: [refusal] } }),
    );
    fireEvent.change(cashbackInput(), { target: { value: '99800' } });
    save();
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/v1/admin/catalogue/products/tsel100')[0]?.body).toEqual({
      cashback_type: 'fixed',
      cashback: 99_800,
    });
  });

  it('[AGT-04] the price history reads a percent cashback as a percentage', async () => {
    await openProduct(sampleProduct({ cashback_type: 'percent', cashback: 133 }), undefined, [
      {
        id: '1',
        action: 'admin.catalogue.product',
        actor_name: 'Demo Admin',
        before: { cashback_type: 'fixed', cashback: 100 },
        after: { cashback_type: 'percent', cashback: 133 },
        created_at: '2026-11-22T05:00:00.000Z',
      },
    ]);
    const history = await screen.findByRole('list', { name: 'Riwayat perubahan harga' });
    expect(history.textContent).toContain('cashback_type: fixed → percent');
    expect(history.textContent).toContain('cashback: 100 → 1,33%');
  });
});
