import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import { setLoggedIn } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
});

const member = accountResponse(sampleAccount({ name: 'Konter Sinar Jaya', hp: '081234560152' }));
const page = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

describe('cashback pages', () => {
  it('[AGT-04][NAV-11] /account/list-cashback lists each product with its cashback at the member’s price', async () => {
    mockApi({
      'GET /api/v1/account': member,
      'GET /api/v1/account/list-cashback': () =>
        json(200, {
          data: [
            {
              code: 'tsel25',
              name: 'Telkomsel 25.000',
              family: 'pulsa',
              operator_name: 'Telkomsel',
              price: 25_753,
              cashback: 150,
              cashback_type: 'fixed',
              cashback_basis_points: null,
            },
          ],
        }),
    });
    await renderApp('/account/list-cashback', { loggedIn: true });
    await page('Daftar Cashback');
    const row = within(await screen.findByTestId('cashback-list'))
      .getByText('Telkomsel 25.000')
      .closest('li');
    expect(row?.textContent).toMatch(/Harga Rp\s25\.753/);
    expect(row?.textContent).toMatch(/\+Rp\s150/);
  });

  it.each([
    ['id', 'Pascabayar', /\+Rp\s1\.000per tagihan/, /\+1,5%dari total tagihan/],
    ['en', 'Postpaid', /\+Rp\s1\.000per bill/, /\+1\.5%of the bill total/],
    ['zh', '后付费', /\+Rp\s1\.000每笔账单/, /\+1\.5%按账单总额/],
  ] as const)(
    '[AGT-04][NAV-11] /account/list-cashback/pascabayar lists the billers whose paid bills earn cashback, in %s',
    async (locale, tab, fixed, percent) => {
      mockApi({
        'GET /api/v1/account': member,
        'GET /api/v1/account/list-cashback/pascabayar': () =>
          json(200, {
            data: [
              {
                type: 'pdam',
                code: 'pdam',
                name: 'PDAM Kota Surabaya',
                cashback_type: 'fixed',
                cashback: 1_000,
                cashback_basis_points: null,
              },
              {
                type: 'bpjs',
                code: 'bpjs',
                name: 'BPJS Kesehatan',
                cashback_type: 'percent',
                cashback: null,
                cashback_basis_points: 150,
              },
            ],
          }),
      });
      await renderApp('/account/list-cashback/pascabayar', { loggedIn: true, locale });
      expect((await screen.findByRole('link', { name: tab })).getAttribute('aria-current')).toBe('page');
      const list = await screen.findByTestId('cashback-billers');
      const rows = within(list).getAllByRole('listitem');
      expect(rows.map((row) => row.getAttribute('data-biller'))).toEqual(['pdam', 'bpjs']);
      expect(rows[0]?.textContent).toMatch(fixed);
      expect(rows[1]?.textContent).toMatch(percent);
    },
  );

  it.each([
    ['id', '+1,5%', '+Rp 100'],
    ['en', '+1.5%', '+Rp 100'],
    ['zh', '+1.5%', '+Rp 100'],
  ] as const)(
    '[AGT-04] the list shows a percent cashback as its rate and a fixed one in Rupiah, in %s',
    async (locale, percent, fixed) => {
      mockApi({
        'GET /api/v1/account': member,
        'GET /api/v1/account/list-cashback': () =>
          json(200, {
            data: [
              {
                code: 'tsel100',
                name: 'Telkomsel 100.000',
                family: 'pulsa',
                operator_name: 'Telkomsel',
                price: 101_775,
                cashback: 1_526,
                cashback_type: 'percent',
                cashback_basis_points: 150,
              },
              {
                code: 'tsel50',
                name: 'Telkomsel 50.000',
                family: 'pulsa',
                operator_name: 'Telkomsel',
                price: 50_875,
                cashback: 100,
                cashback_type: 'fixed',
                cashback_basis_points: null,
              },
            ],
          }),
      });
      await renderApp('/account/list-cashback', { loggedIn: true, locale });
      const list = await screen.findByTestId('cashback-list', {}, { timeout: 5000 });
      const amounts = within(list).getAllByTestId('cashback-amount');
      expect(amounts[0]?.textContent).toBe(`${percent}Rp 1.526`);
      expect(amounts[1]?.textContent).toBe(fixed);
    },
  );

  it('[AGT-04][NAV-11] /account/cashback-history shows the wallet’s movements from the ledger, in English too', async () => {
    mockApi({
      'GET /api/v1/account': member,
      'GET /api/v1/account/cashback-history': () =>
        json(200, {
          data: [
            { id: 'b', at: '2026-11-24T04:00:00Z', kind: 'redeem', amount: -603, balance_after: 0, reference: null },
            {
              id: 'a',
              at: '2026-11-24T03:00:00Z',
              kind: 'commission',
              amount: 603,
              balance_after: 603,
              reference: 'TRX1',
            },
          ],
          balance: 0,
          earned: 603,
        }),
    });
    await renderApp('/account/cashback-history', { loggedIn: true, locale: 'en' });
    await page('Cashback history');
    const rows = within(await screen.findByTestId('cashback-history')).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-kind'))).toEqual(['redeem', 'commission']);
    expect(rows[1]?.textContent).toContain('Commission from your downline');
    expect(rows[1]?.textContent).toMatch(/\+Rp\s603/);
    expect(rows[0]?.textContent).toContain('Moved to your deposit');
    expect(screen.getByTestId('cashback-earned').textContent).toMatch(/Rp\s603/);
    expect(screen.getByRole('link', { name: /Purchase cashback report/ }).getAttribute('href')).toBe(
      '/account/laporan/cashback-balance',
    );
  });
});

describe('deposit request', () => {
  it('[DEP-10] an agent declares a deposit and sees its requests with the admin’s decision and the underpayment', async () => {
    const api = mockApi({
      'GET /api/v1/account': member,
      'GET /api/v1/deposit/requests': () =>
        json(200, {
          data: [
            {
              id: 'r1',
              account_hp: '081234560151',
              account_name: 'Demo Agen Markup',
              amount: 500_000,
              deposit_date: '2026-11-20',
              approval_date: '2026-11-21T03:00:00Z',
              status: 'half_approved',
              approved_amount: 300_000,
              underpayment: 200_000,
              note: null,
            },
          ],
        }),
      'POST /api/v1/deposit/requests': () => json(201, { data: { id: 'r2' }, message: 'Permintaan deposit dikirim.' }),
    });
    await renderApp('/payment/deposit/request', { loggedIn: true });
    await page('Setor Deposit');
    const row = within(await screen.findByTestId('deposit-requests')).getAllByRole('listitem')[0];
    expect(row?.textContent).toContain('Disetujui sebagian');
    expect(row?.textContent).toMatch(/Kurang bayar Rp\s200\.000/);

    act(() => {
      fireEvent.change(screen.getByLabelText('Jumlah setoran'), { target: { value: '750000' } });
      fireEvent.change(screen.getByLabelText('Tanggal setor'), { target: { value: '2026-11-24' } });
    });
    await act(async () => screen.getByRole('button', { name: 'Kirim setoran' }).click());
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/deposit/requests')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/v1/deposit/requests')[0]?.body).toEqual({
      amount: 750_000,
      deposit_date: '2026-11-24',
    });
  });
});

describe('registering a member', () => {
  it('[AGT-01] an agent registers a member under itself from /account/list-agent', async () => {
    const agent = accountResponse(sampleAccount({ name: 'Konter Agen', hp: '081234560151', category: 'agent' }));
    const api = mockApi({
      'GET /api/v1/account': agent,
      'GET /api/v1/agent-center/agents': () => json(200, { data: [] }),
      'POST /api/v1/account/list-agent/members': () =>
        json(201, {
          data: { id: '4b1f9d7e-5a57-4b0e-9d43-3f4f6b7c1a09' },
          message: 'Member berhasil didaftarkan di bawah Anda. Minta member membuka email verifikasi.',
        }),
    });
    await renderApp('/account/list-agent', { loggedIn: true });
    await page('Daftar Agen');
    await act(async () => screen.getByRole('button', { name: 'Daftarkan member' }).click());
    const form = await screen.findByTestId('register-member-form');
    act(() => {
      fireEvent.change(within(form).getByLabelText('Nama lengkap'), { target: { value: 'Pelanggan Baru' } });
      fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'pelanggan.baru@example.com' } });
      fireEvent.change(within(form).getByLabelText('Nomor HP'), { target: { value: '081299887760' } });
      fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'rahasia123' } });
      fireEvent.change(within(form).getByLabelText('Ulangi password'), { target: { value: 'rahasia123' } });
    });
    await act(async () => within(form).getByRole('button', { name: 'Daftarkan member' }).click());
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/account/list-agent/members')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/v1/account/list-agent/members')[0]?.body).toMatchObject({
      name: 'Pelanggan Baru',
      phone: '081299887760',
    });
    // Done: the form closes and the list stays.
    await waitFor(() => expect(screen.queryByTestId('register-member-form')).toBeNull());
  });
});
