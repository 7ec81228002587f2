import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import {
  sampleCashbackReport,
  sampleCashbackRow,
  sampleDepositReport,
  sampleDepositRow,
  sampleTransactionReport,
  sampleTransactionRow,
} from '../../../features/reports/testing/fixtures.ts';
import { notices } from '../../../lib/notices.ts';
import { setLoggedIn } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
  notices.snackbars.set([]);
  notices.clearAlerts();
});

const member = accountResponse(sampleAccount({ name: 'Konter Sinar Jaya', hp: '081234560001' }));
const prepaidGet = 'GET /api/v1/report/prabayar';

/** The first visit of a page loads its lazy chunks; on a cold test run that can take more than a second. */
const page = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

const requests = (api: ReturnType<typeof mockApi>, path: string) =>
  api.fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));

const table = () => screen.findByTestId('report-table');
/** The headers of the table's columns from 768 px (a card-only detail has its own header, hidden there). */
const tableHeaders = (report: HTMLElement) =>
  within(report)
    .getAllByRole('columnheader')
    .filter((header) => !header.className.split(' ').includes('md:hidden'))
    .map((header) => header.textContent);
const cell = (row: HTMLElement, key: string) => row.querySelector(`[data-col="${key}"]`)?.textContent ?? null;
const total = (key: string) =>
  screen.getByTestId('report-totals').querySelector(`[data-total="${key}"]`)?.textContent ?? null;

describe('report centre', () => {
  it('[RPT-01] /report lists the prepaid, postpaid, deposit and cashback reports, each opening its tab', async () => {
    mockApi({ 'GET /api/v1/account': member, [prepaidGet]: () => json(200, sampleTransactionReport()) });
    const { router } = await renderApp('/report', { loggedIn: true });
    await page('Laporan');
    const list = screen.getByRole('navigation', { name: 'Daftar laporan' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/account/laporan/transaksi',
      '/account/laporan/pasca',
      '/account/laporan/deposit',
      '/account/laporan/cashback-balance',
    ]);
    expect(links[0]?.textContent).toContain('Laporan transaksi');
    await act(async () => links[0]?.click());
    await page('Laporan transaksi');
    expect(router.state.location.pathname).toBe('/account/laporan/transaksi');
  });

  it('[RPT-01] an account with spreadsheet access also finds its upload history in the centre', async () => {
    mockApi({
      'GET /api/v1/account': member,
      'POST /api/v1/prabayar/checkExcel': () => json(200, { excelAccess: true, excelTrxLimit: 1000 }),
    });
    await renderApp('/report', { loggedIn: true });
    await page('Laporan');
    const list = screen.getByRole('navigation', { name: 'Daftar laporan' });
    const uploads = await within(list).findByRole('link', { name: /Riwayat unggahan/ });
    expect(uploads.getAttribute('href')).toBe('/report/uploads');
    expect(within(list).getAllByRole('link')).toHaveLength(5);
  });

  it('[NAV-11] /account/laporan opens the prepaid tab, keeping its filters', async () => {
    const api = mockApi({ 'GET /api/v1/account': member, [prepaidGet]: () => json(200, sampleTransactionReport()) });
    const { router } = await renderApp('/account/laporan?preset=today', { loggedIn: true });
    await page('Laporan transaksi');
    expect(router.state.location.pathname).toBe('/account/laporan/transaksi');
    await waitFor(() =>
      expect(requests(api, '/api/v1/report/prabayar').at(-1)).toEqual({ page: '1', per_page: '20', preset: 'today' }),
    );
  });

  it('[NAV-06] the reports need login', async () => {
    mockApi({ 'GET /api/v1/account': () => json(401, { message: 'Unauthenticated.', code: 'not_authenticated' }) });
    const { router } = await renderApp('/account/laporan/deposit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});

describe('prepaid report', () => {
  const rows = [
    sampleTransactionRow(),
    sampleTransactionRow({
      ref_id: 'TRX0000FAIL1',
      order_number: null,
      destination: '087800001235',
      product_code: 'xld10',
      product_name: 'XL 10.000',
      price: 10_400,
      selling_price: 10_400,
      profit: 0,
      status: 'failed',
      serial_number: null,
      note: 'Nomor tujuan tidak valid',
      start_balance: 139_750,
      end_balance: 129_350,
    }),
  ];

  it('[RPT-02] each row: date, number, product, price, selling price, profit, status, serial, balances; a totals line over every page', async () => {
    mockApi({
      'GET /api/v1/account': member,
      [prepaidGet]: () => json(200, sampleTransactionReport(rows, { meta: { page: 1, per_page: 20, total: 45 } })),
    });
    await renderApp('/account/laporan/transaksi', { loggedIn: true });
    await page('Laporan transaksi');
    const report = await table();
    expect(screen.getByTestId('report-count').textContent).toBe('45 baris');
    expect(tableHeaders(report)).toEqual([
      'Tanggal',
      'Nomor tujuan',
      'Produk',
      'Harga',
      'Harga jual',
      'Profit',
      'Status / SN',
      'Saldo awal → akhir',
    ]);
    const success = report.querySelector<HTMLElement>('[data-row="TRX7K2M9Q4ZP"]');
    if (!success) throw new Error('no row');
    expect(cell(success, 'date')).toContain('22 Nov 2026');
    expect(cell(success, 'date')).toContain('10.15');
    expect(within(success).getByRole('link', { name: 'Lihat struk TRX7K2M9Q4ZP' }).getAttribute('href')).toBe(
      '/receipt/prabayar/TRX7K2M9Q4ZP',
    );
    expect(cell(success, 'destination')).toBe('081234567890No. pesanan TOKO-1');
    expect(cell(success, 'product')).toBe('Telkomsel 10.000tsel10');
    expect(cell(success, 'price')).toBe('Rp 10.250');
    expect(cell(success, 'selling_price')).toBe('Harga jualRp 12.000');
    expect(cell(success, 'profit')).toBe('ProfitRp 1.750');
    // The table shows the serial number under the status; the card as its own detail.
    expect(cell(success, 'status')).toBe('Sukses41029384756102938475');
    expect(cell(success, 'serial')).toBe('SN41029384756102938475');
    expect(cell(success, 'start_balance')).toBe('Saldo awalRp 150.000');
    expect(cell(success, 'end_balance')).toBe('Saldo akhirRp 139.750');
    // The table joins them in one column; the card shows them apart.
    expect(cell(success, 'balance')).toBe('Saldo awal → akhirRp 150.000→ Rp 139.750');
    const failed = report.querySelector<HTMLElement>('[data-row="TRX0000FAIL1"]');
    if (!failed) throw new Error('no row');
    expect(cell(failed, 'status')).toBe('GagalNomor tujuan tidak valid');
    expect(cell(failed, 'serial')).toBe('SNNomor tujuan tidak valid');

    const totals = screen.getByTestId('report-totals');
    expect(totals.textContent).toContain('Total semua halaman: 2 transaksi, 1 sukses');
    expect(totals.textContent).toContain('Jumlah uang hanya menghitung transaksi sukses');
    expect(total('price')).toBe('HargaRp 10.250');
    expect(total('selling_price')).toBe('Harga jualRp 12.000');
    expect(total('profit')).toBe('ProfitRp 1.750');
  });

  it('[RPT-03] presets, custom dates, status, product, number search and pages live in the URL, the request and the downloads', async () => {
    const api = mockApi({
      'GET /api/v1/account': member,
      [prepaidGet]: () => json(200, sampleTransactionReport(rows, { meta: { page: 1, per_page: 20, total: 45 } })),
    });
    const { router } = await renderApp('/account/laporan/transaksi', { loggedIn: true });
    await page('Laporan transaksi');
    await table();
    const last = () => requests(api, '/api/v1/report/prabayar').at(-1);
    const search = () => router.state.location.search;
    expect(last()).toEqual({ page: '1', per_page: '20' });

    await act(async () => screen.getByLabelText('Kemarin').click());
    await waitFor(() => expect(search()).toBe('?preset=yesterday'));
    await waitFor(() => expect(last()).toEqual({ page: '1', per_page: '20', preset: 'yesterday' }));

    act(() => {
      fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'success' } });
    });
    await waitFor(() => expect(search()).toBe('?preset=yesterday&status=success'));

    act(() => {
      fireEvent.change(screen.getByLabelText('Cari'), { target: { value: ' 0812 ' } });
      fireEvent.change(screen.getByLabelText('Produk'), { target: { value: 'tsel' } });
    });
    // Sent by Enter or by either button (the icon one on phones, the labelled one from 768 px).
    await act(async () => screen.getAllByRole('button', { name: 'Terapkan' })[1]?.click());
    await waitFor(() => expect(search()).toBe('?preset=yesterday&status=success&product=tsel&search=0812'));
    await waitFor(() =>
      expect(last()).toEqual({
        page: '1',
        per_page: '20',
        preset: 'yesterday',
        status: 'success',
        product: 'tsel',
        search: '0812',
      }),
    );

    await act(async () => screen.getByRole('button', { name: 'Berikutnya' }).click());
    await waitFor(() => expect(last()?.page).toBe('2'));
    expect(screen.getByText('Halaman 2 dari 3')).toBeTruthy();

    // The downloads hold the same filters, every page.
    const downloads = screen.getByRole('group', { name: 'Unduh laporan' });
    const hrefs = within(downloads)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/api/v1/report/prabayar/export?preset=yesterday&status=success&product=tsel&search=0812&format=xlsx',
      '/api/v1/report/prabayar/export?preset=yesterday&status=success&product=tsel&search=0812&format=csv',
    ]);

    await act(async () => screen.getByLabelText('Pilih tanggal').click());
    act(() => {
      fireEvent.change(screen.getByLabelText('Dari tanggal'), { target: { value: '2026-11-01' } });
    });
    act(() => {
      fireEvent.change(screen.getByLabelText('Sampai tanggal'), { target: { value: '2026-11-15' } });
    });
    await waitFor(() =>
      expect(search()).toBe('?from=2026-11-01&to=2026-11-15&status=success&product=tsel&search=0812'),
    );
    await waitFor(() =>
      expect(last()).toMatchObject({ page: '1', from: '2026-11-01', to: '2026-11-15', status: 'success' }),
    );

    await act(async () => screen.getByRole('button', { name: 'Hapus filter' }).click());
    await waitFor(() => expect(search()).toBe(''));
    expect((screen.getByLabelText('Cari') as HTMLInputElement).value).toBe('');
    expect(
      within(screen.getByRole('group', { name: 'Unduh laporan' }))
        .getAllByRole('link')[0]
        ?.getAttribute('href'),
    ).toBe('/api/v1/report/prabayar/export?format=xlsx');
  });

  it('the tabs keep the period from report to report', async () => {
    const api = mockApi({
      'GET /api/v1/account': member,
      [prepaidGet]: () => json(200, sampleTransactionReport()),
      'GET /api/v1/report/deposit': () => json(200, sampleDepositReport([sampleDepositRow()])),
    });
    const { router } = await renderApp('/account/laporan/transaksi?preset=last30&status=failed', { loggedIn: true });
    await page('Laporan transaksi');
    const tabs = screen.getByRole('navigation', { name: 'Jenis laporan' });
    const deposit = within(tabs).getByRole('link', { name: 'Deposit' });
    expect(deposit.getAttribute('href')).toBe('/account/laporan/deposit?preset=last30');
    await act(async () => deposit.click());
    await page('Laporan deposit');
    expect(router.state.location.search).toBe('?preset=last30');
    await waitFor(() =>
      expect(requests(api, '/api/v1/report/deposit').at(-1)).toEqual({ page: '1', per_page: '20', preset: 'last30' }),
    );
  });

  it('an empty report, an empty filter and a failed load each say so', async () => {
    let fail = false;
    mockApi({
      'GET /api/v1/account': member,
      [prepaidGet]: () =>
        fail
          ? json(422, { message: 'Status tidak valid.', code: 'validation_failed', errors: {} })
          : json(200, sampleTransactionReport([])),
    });
    const { router } = await renderApp('/account/laporan/transaksi', { loggedIn: true });
    await page('Laporan transaksi');
    expect(await screen.findByText('Belum ada data untuk laporan ini.')).toBeTruthy();
    await act(async () => router.navigate('/account/laporan/transaksi?status=failed'));
    expect(await screen.findByText('Tidak ada data yang cocok dengan filter.')).toBeTruthy();
    fail = true;
    await act(async () => router.navigate('/account/laporan/transaksi?status=success'));
    expect(await screen.findByText('Laporan gagal dimuat.')).toBeTruthy();
  });
});

describe('postpaid report', () => {
  it('[RPT-02] bill payments show the customer number and name, period and admin fee, with the admin fee total; no bill checks', async () => {
    const bill = sampleTransactionRow({
      ref_id: 'PAS0000PDAM1',
      destination: '1020304050',
      product_code: 'pdambdg',
      product_name: 'PDAM Kota Bandung',
      family: 'pascabayar',
      customer_name: 'BUDI SANTOSO',
      postpaid_type: 'pdam',
      period: '202610, 202611',
      admin_fee: 5_000,
      price: 105_000,
      selling_price: 107_500,
      profit: 2_500,
    });
    mockApi({
      'GET /api/v1/account': member,
      'GET /api/v1/report/pascabayar': () => json(200, sampleTransactionReport([bill])),
    });
    await renderApp('/account/laporan/pasca', { loggedIn: true });
    await page('Laporan pascabayar');
    const report = await table();
    // Nine columns from 768 px, so that every one fits beside the side menu at 1280 px: the customer's name under
    // the number, the period under the product, the serial number under the status.
    expect(tableHeaders(report)).toEqual([
      'Tanggal',
      'Pelanggan',
      'Produk',
      'Biaya admin',
      'Harga',
      'Harga jual',
      'Profit',
      'Status / SN',
      'Saldo awal → akhir',
    ]);
    const row = report.querySelector<HTMLElement>('[data-row="PAS0000PDAM1"]');
    if (!row) throw new Error('no row');
    expect(cell(row, 'destination')).toBe('1020304050BUDI SANTOSONo. pesanan TOKO-1');
    expect(cell(row, 'product')).toBe('PDAM Kota BandungpdambdgPeriode 202610, 202611');
    // The phone's card keeps them as details of their own.
    expect(cell(row, 'customer_name')).toBe('Nama pelangganBUDI SANTOSO');
    expect(cell(row, 'period')).toBe('Periode202610, 202611');
    // A bill only looked up is no transaction of the report: its status is not offered as a filter.
    const statuses = [...(screen.getByLabelText('Status') as HTMLSelectElement).options].map((option) => option.text);
    expect(statuses).toContain('Sukses');
    expect(statuses).not.toContain('Cek tagihan');
    expect(cell(row, 'admin_fee')).toBe('Biaya adminRp 5.000');
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/receipt/pascabayar/PAS0000PDAM1');
    expect(total('admin_fee')).toBe('Biaya adminRp 5.000');
    expect(
      within(screen.getByRole('group', { name: 'Unduh laporan' }))
        .getAllByRole('link')[1]
        ?.getAttribute('href'),
    ).toBe('/api/v1/report/pascabayar/export?format=csv');
  });
});

describe('agent transactions report', () => {
  it('[RPT-01] an account with agents gets the agents tab: who bought, the purchase and its status, no receipt or balances', async () => {
    const row = {
      ...sampleTransactionRow({ ref_id: 'TRXAGEN00001', destination: '081277770001', start_balance: null }),
      agent_name: 'Konter Barokah',
      agent_phone: '081299990001',
      commission: 150,
    };
    const agentReport = sampleTransactionReport();
    const api = mockApi({
      'GET /api/v1/account': member,
      'GET /api/v1/report/available': () => json(200, { agent_transactions: true, agent_transactions_allowed: true }),
      [prepaidGet]: () => json(200, sampleTransactionReport()),
      'GET /api/v1/report/transaksi-agen': () =>
        json(200, { ...agentReport, data: [row], totals: { ...agentReport.totals, commission: 150 } }),
    });
    await renderApp('/report', { loggedIn: true });
    await page('Laporan');
    const list = screen.getByRole('navigation', { name: 'Daftar laporan' });
    const agents = await within(list).findByRole('link', { name: /Laporan transaksi agen/ });
    await act(async () => agents.click());
    await page('Laporan transaksi agen');
    const tabs = screen.getByRole('navigation', { name: 'Jenis laporan' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toContain('Agen');
    const report = await table();
    const line = report.querySelector<HTMLElement>('[data-row="TRXAGEN00001"]');
    if (!line) throw new Error('no row');
    expect(cell(line, 'agent')).toBe('AgenKonter Barokah081299990001');
    // The reader's own commission on the purchase, and over the filter.
    expect(cell(line, 'commission')).toMatch(/Margin AndaRp\s150/);
    expect(total('commission')).toMatch(/Rp\s150/);
    expect(within(line).queryByRole('link')).toBeNull();
    expect(line.querySelector('[data-col="balance"]')).toBeNull();
    const search = screen.getByPlaceholderText('Nama/HP agen, nomor tujuan, atau no. ref');
    fireEvent.change(search, { target: { value: '081299990001' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    await waitFor(() =>
      expect(requests(api, '/api/v1/report/transaksi-agen').at(-1)).toMatchObject({ search: '081299990001' }),
    );
  });

  it('[RPT-01] without agents there is no agents tab or card', async () => {
    mockApi({
      'GET /api/v1/account': member,
      'GET /api/v1/report/available': () => json(200, { agent_transactions: false, agent_transactions_allowed: true }),
      [prepaidGet]: () => json(200, sampleTransactionReport()),
    });
    await renderApp('/account/laporan/transaksi', { loggedIn: true });
    await page('Laporan transaksi');
    const tabs = screen.getByRole('navigation', { name: 'Jenis laporan' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Prabayar', 'Pascabayar', 'Deposit', 'Cashback']);
  });
});

describe('agent list report', () => {
  it('[RPT-01] an account with agents finds the agent list in the centre: each downline with role, level, join date, 30 days and deposit', async () => {
    const api = mockApi({
      'GET /api/v1/account': member,
      'GET /api/v1/report/available': () => json(200, { agent_transactions: true, agent_transactions_allowed: true }),
      'GET /api/v1/report/agen': () =>
        json(200, {
          data: [
            {
              id: 'a2',
              name: 'Pelanggan Sari',
              phone: '081277770002',
              role: 'member',
              level: 2,
              upline_name: 'Konter Barokah',
              joined_at: '2026-11-21T03:00:00.000Z',
              purchases_30_days: 3,
              volume_30_days: 30_750,
              deposit: 19_250,
            },
          ],
          meta: { page: 1, per_page: 20, total: 1 },
          totals: { count: 1, purchases_30_days: 3, volume_30_days: 30_750, deposit: 19_250 },
        }),
    });
    await renderApp('/report', { loggedIn: true });
    await page('Laporan');
    const list = screen.getByRole('navigation', { name: 'Daftar laporan' });
    await act(async () => (await within(list).findByRole('link', { name: /Laporan daftar agen/ })).click());
    await page('Laporan daftar agen');
    const report = await table();
    const line = report.querySelector<HTMLElement>('[data-row="a2"]');
    if (!line) throw new Error('no row');
    expect(cell(line, 'downline')).toContain('Pelanggan Sari');
    expect(cell(line, 'role')).toContain('Member · Level 2');
    expect(cell(line, 'upline')).toContain('Konter Barokah');
    expect(cell(line, 'volume')).toMatch(/Rp\s30\.750/);
    expect(total('deposit')).toMatch(/Rp\s19\.250/);
    expect(screen.getByRole('link', { name: /xlsx/i }).getAttribute('href')).toBe(
      '/api/v1/report/agen/export?format=xlsx',
    );
    const search = screen.getByPlaceholderText('Cari nama, nomor HP atau email');
    fireEvent.change(search, { target: { value: 'sari' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    await waitFor(() => expect(requests(api, '/api/v1/report/agen').at(-1)).toMatchObject({ search: 'sari' }));
  });
});

describe('agent transactions report, refused', () => {
  it('[RPT-01] a member opening the agents report reads who it is for, without asking the server for it', async () => {
    const api = mockApi({
      'GET /api/v1/account': member,
      'GET /api/v1/report/available': () => json(200, { agent_transactions: false, agent_transactions_allowed: false }),
    });
    const { router } = await renderApp('/account/laporan/transaksi-agen', { loggedIn: true });
    await page('Laporan transaksi agen');
    const notice = await screen.findByTestId('agents-only');
    expect(within(notice).getByRole('heading', { name: 'Laporan khusus Agen dan Master' })).toBeTruthy();
    expect(notice.textContent).toContain('hanya dapat diakses oleh Agen dan Master');
    expect(screen.queryByText('Laporan gagal dimuat.')).toBeNull();
    expect(api.callsTo('GET', '/api/v1/report/transaksi-agen')).toHaveLength(0);
    await act(async () => within(notice).getByRole('link', { name: 'Lihat laporan transaksi Anda' }).click());
    expect(router.state.location.pathname).toBe('/account/laporan/transaksi');
  });

  it('[RPT-01] when the server refuses a report, its reason is shown in place of "failed to load"', async () => {
    mockApi({
      'GET /api/v1/account': member,
      // The availability cannot be read (here: no answer for it): the report is asked and the server decides.
      'GET /api/v1/report/transaksi-agen': () =>
        json(403, {
          message: 'Mohon maaf, laporan transaksi agen hanya dapat diakses oleh Agen dan Master.',
          code: 'unauthorized_access',
        }),
    });
    await renderApp('/account/laporan/transaksi-agen', { loggedIn: true });
    await page('Laporan transaksi agen');
    expect((await screen.findByTestId('report-refused')).textContent).toBe(
      'Mohon maaf, laporan transaksi agen hanya dapat diakses oleh Agen dan Master.',
    );
    expect(screen.queryByText('Laporan gagal dimuat.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).toBeNull();
  });
});

describe('deposit report', () => {
  it('[RPT-02] every movement with its kind, method, reference, credit or debit and the balance before and after', async () => {
    const rows = [
      sampleDepositRow({
        id: 'b',
        created_at: '2026-11-22T04:00:00.000Z',
        kind: 'deposit.transfer',
        method: null,
        reference: 'TRF5K8M2P1',
        note: 'titip',
        counterparty: '081234560002 (Demo Agent)',
        debit: 5_000,
        credit: 0,
        start_balance: 150_000,
        end_balance: 145_000,
      }),
      sampleDepositRow({ id: 'a' }),
    ];
    const api = mockApi({
      'GET /api/v1/account': member,
      'GET /api/v1/report/deposit': () => json(200, sampleDepositReport(rows)),
    });
    const { router } = await renderApp('/account/laporan/deposit', { loggedIn: true });
    await page('Laporan deposit');
    const report = await table();
    const transfer = report.querySelector<HTMLElement>('[data-row="b"]');
    const topUp = report.querySelector<HTMLElement>('[data-row="a"]');
    if (!transfer || !topUp) throw new Error('no rows');
    expect(cell(transfer, 'kind')).toBe('Transfer saldo');
    expect(cell(transfer, 'reference')).toBe('ReferensiTRF5K8M2P1dengan 081234560002 (Demo Agent) · titip');
    expect(cell(transfer, 'amount')).toBe('−Rp 5.000');
    expect(cell(transfer, 'debit')).toBe('DebitRp 5.000');
    expect(cell(transfer, 'start_balance')).toBe('Saldo awalRp 150.000');
    expect(cell(transfer, 'end_balance')).toBe('Saldo akhir Rp 145.000');
    expect(cell(topUp, 'kind')).toBe('Top up depositqris');
    expect(cell(topUp, 'amount')).toBe('+Rp 50.000');
    expect(screen.getByTestId('report-totals').textContent).toContain('Total semua halaman: 2 mutasi');
    expect(total('credit')).toBe('KreditRp 50.000');
    expect(total('debit')).toBe('DebitRp 5.000');
    expect(total('amount')).toBe('Kredit / Debit+Rp 50.000−Rp 5.000');
    expect(total('start_balance')).toBe('Saldo awalRp 100.000');
    expect(total('end_balance')).toBe('Saldo akhirRp 145.000');

    act(() => {
      fireEvent.change(screen.getByLabelText('Jenis mutasi'), { target: { value: 'credit' } });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?direction=credit'));
    await waitFor(() =>
      expect(requests(api, '/api/v1/report/deposit').at(-1)).toEqual({
        page: '1',
        per_page: '20',
        direction: 'credit',
      }),
    );
    expect(screen.queryByLabelText('Produk')).toBeNull();
  });
});

describe('cashback report', () => {
  it('[RPT-01] cashback per purchase, credited or pending, filtered by status, with the totals', async () => {
    const rows = [
      sampleCashbackRow(),
      sampleCashbackRow({
        id: 'c2',
        source: 'purchase:TRX0000TSEL5',
        ref_id: 'TRX0000TSEL5',
        product_name: 'Telkomsel 50.000',
        destination: '081298762222',
        amount: 100,
        status: 'credited',
        credited_at: '2026-11-21T17:30:00.000Z',
      }),
    ];
    const api = mockApi({
      'GET /api/v1/account': member,
      'GET /api/v1/report/cashback': () => json(200, sampleCashbackReport(rows)),
    });
    const { router } = await renderApp('/account/laporan/cashback-balance', { loggedIn: true, locale: 'en' });
    await page('Cashback report');
    const report = await table();
    const credited = report.querySelector<HTMLElement>('[data-row="c2"]');
    if (!credited) throw new Error('no row');
    expect(cell(credited, 'product')).toBe('Telkomsel 50.000TRX0000TSEL5');
    expect(cell(credited, 'status')).toBe('Credited');
    expect(cell(credited, 'credited_at')).toContain('22 Nov 2026');
    expect(total('amount')).toBe('CashbackRp 350');
    expect(total('status')).toContain('Credited Rp 100 · Pending Rp 250');
    const status = screen.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses', 'Credited', 'Pending']);
    act(() => {
      fireEvent.change(status, { target: { value: 'pending' } });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    await waitFor(() => expect(requests(api, '/api/v1/report/cashback').at(-1)?.status).toBe('pending'));
  });
});

describe('debt history', () => {
  const debtSale = sampleTransactionRow({
    ref_id: 'TRXDEBT00001',
    down_payment: 5_000,
    customer_debt: 7_000,
    customer_debt_outstanding: 7_000,
    customer_debt_status: 'unpaid',
  });
  const emptyDebtReport = {
    data: [],
    meta: { page: 1, per_page: 20, total: 0 },
    totals: { count: 0, borrowed: 0, repaid: 0, opening_debt: 0, closing_debt: 0 },
  };

  it('[NAV-11] /account/debt-history opens the prepaid tab: the sales with a down payment, then the other tabs', async () => {
    const api = mockApi({
      'GET /api/v1/account': member,
      [prepaidGet]: () => json(200, sampleTransactionReport([debtSale])),
      'GET /api/v1/report/pascabayar': () => json(200, sampleTransactionReport([])),
      'GET /api/v1/report/utang': () => json(200, emptyDebtReport),
    });
    const { router } = await renderApp('/account/debt-history', { loggedIn: true });
    await page('Riwayat Utang');
    expect(router.state.location.pathname).toBe('/account/debt-history/prabayar');
    const tabs = screen.getByRole('navigation', { name: 'Jenis utang' });
    expect(within(tabs).getByRole('link', { name: 'Prabayar' }).getAttribute('aria-current')).toBe('page');
    const report = await table();
    expect(report.querySelector('[data-row="TRXDEBT00001"]')).not.toBeNull();
    // The purchase report, asked for the sales with a down payment only; the same filter goes into the downloads.
    expect(requests(api, '/api/v1/report/prabayar').at(-1)?.debt).toBe('customer');
    expect(screen.getByRole('link', { name: /xlsx/i }).getAttribute('href')).toContain('debt=customer');
    await act(async () => within(tabs).getByRole('link', { name: 'Pascabayar' }).click());
    await waitFor(() => expect(requests(api, '/api/v1/report/pascabayar').at(-1)?.debt).toBe('customer'));
    await act(async () => within(tabs).getByRole('link', { name: 'Transfer Deposit' }).click());
    await waitFor(() => expect(api.callsTo('GET', '/api/v1/report/utang').length).toBeGreaterThan(0));
    expect(router.state.location.pathname).toBe('/account/debt-history/transfer-deposit');
  });

  it('[NAV-12] /agent-center/debt-history is the same history among the Agent Center tabs, in English', async () => {
    mockApi({
      'GET /api/v1/account': member,
      [prepaidGet]: () => json(200, sampleTransactionReport([debtSale])),
    });
    const { router } = await renderApp('/agent-center/debt-history', { loggedIn: true, locale: 'en' });
    await page('Debt history');
    expect(router.state.location.pathname).toBe('/agent-center/debt-history/prabayar');
    const centre = screen.getByRole('navigation', { name: 'Agent Center' });
    expect(within(centre).getByRole('link', { name: 'Debt history' }).getAttribute('aria-current')).toBe('page');
  });

  it('[NAV-11][NAV-12] /account/transaksi-agen and /agent-center/profile open the pages that hold them', async () => {
    mockApi({ 'GET /api/v1/account': member });
    const { router } = await renderApp('/account/transaksi-agen?preset=today', { loggedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/laporan/transaksi-agen'));
    expect(router.state.location.search).toBe('?preset=today');
    await act(async () => router.navigate('/agent-center/profile'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/profile'));
  });
});
