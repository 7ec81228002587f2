import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPostpaidCashback } from '@konter/shared/contracts/admin-catalogue';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import { setLoggedIn } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
});

const admin = () =>
  accountResponse(sampleAccount({ category: 'admin', name: 'Demo Admin', permission: ['admin.manage'] }));

const billers: AdminPostpaidCashback[] = [
  { type: 'electricity', code: 'pln', name: 'PLN Pascabayar', admin_fee: 2_500, cashback_type: 'fixed', cashback: 0 },
  { type: 'bpjs', code: 'bpjs', name: 'BPJS Kesehatan', admin_fee: 2_500, cashback_type: 'percent', cashback: 150 },
];

function openCatalogue(put: (body: unknown) => Response) {
  return mockApi({
    'GET /api/v1/account': admin(),
    'GET /api/v1/admin/catalogue/products': () => json(200, { data: [], total: 0, operators: [] }),
    'GET /api/v1/admin/catalogue/tiers': () => json(200, { data: [] }),
    'GET /api/v1/admin/catalogue/postpaid-cashback': () => json(200, { data: billers }),
    'PUT /api/v1/admin/catalogue/postpaid-cashback/pln': (call) => put(call.body),
  });
}

describe('cashback on bills in the back office (AGT-04, ADM-01)', () => {
  it('[AGT-04][ADM-01] each biller shows its admin fee and cashback; a saved amount goes to the API, a refusal shows under the field', async () => {
    const bodies: unknown[] = [];
    const api = openCatalogue((body) => {
      bodies.push(body);
      return bodies.length === 1
        ? json(422, {
            message: 'Data tidak valid.',
            code: 'validation_failed',
            errors: { cashback: ['Cashback tetap tagihan ini paling banyak biaya adminnya (Rp 2.500).'] },
          })
        : json(200, { data: { ...billers[0], cashback: 1_000 } });
    });
    await renderApp('/admin/catalogue', { loggedIn: true });
    const group = await screen.findByTestId('admin.postpaid-cashback');
    const pln = await within(group).findByRole('form', { name: 'PLN Pascabayar' });
    expect(pln.textContent).toMatch(/Biaya admin Rp\s2\.500/);
    const bpjs = within(group).getByRole('form', { name: 'BPJS Kesehatan' });
    expect((within(bpjs).getByLabelText('Cashback per transaksi (%)') as HTMLInputElement).value).toBe('1,5');

    const amount = within(pln).getByLabelText('Cashback per transaksi (Rp)');
    fireEvent.change(amount, { target: { value: '3000' } });
    fireEvent.click(within(pln).getByRole('button', { name: 'Simpan' }));
    expect(
      await within(pln).findByText('Cashback tetap tagihan ini paling banyak biaya adminnya (Rp 2.500).'),
    ).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(amount, { target: { value: '1000' } });
    fireEvent.click(within(pln).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([
      { cashback_type: 'fixed', cashback: 3_000 },
      { cashback_type: 'fixed', cashback: 1_000 },
    ]);
    expect(api.callsTo('PUT', '/api/v1/admin/catalogue/postpaid-cashback/bpjs')).toEqual([]);
  });

  it('[AGT-04] a percentage that is not one is refused before anything is sent', async () => {
    const api = openCatalogue(() => json(200, { data: billers[0] }));
    await renderApp('/admin/catalogue', { loggedIn: true, locale: 'en' });
    const group = await screen.findByTestId('admin.postpaid-cashback');
    const pln = await within(group).findByRole('form', { name: 'PLN Pascabayar' });
    fireEvent.change(within(pln).getByRole('combobox'), { target: { value: 'percent' } });
    fireEvent.change(within(pln).getByRole('textbox'), { target: { value: '101' } });
    fireEvent.click(within(pln).getByRole('button', { name: 'Save' }));
    expect(
      await within(pln).findByText('Enter a percentage from 0 to 100 with at most two decimals (e.g. 1.5).'),
    ).toBeTruthy();
    expect(api.callsTo('PUT', '/api/v1/admin/catalogue/postpaid-cashback/pln')).toEqual([]);
  });
});
