import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuEntry } from '@konter/shared/contracts/site';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import {
  sampleBill,
  sampleBillers,
  samplePostpaidReceipt,
  samplePostpaidTransaction,
} from '../../../features/postpaid/testing/fixtures.ts';
import { notices } from '../../../lib/notices.ts';
import { setLoggedIn } from '../../../lib/session.ts';
import { menuEntry, samplePreferences } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { FakeEventSource } from '../../../test/fake-event-source.ts';

afterEach(() => {
  // Unmount first: a poll or a realtime retry must not reach the real network once fetch is unstubbed.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setLoggedIn(false);
  notices.snackbars.set([]);
  notices.clearAlerts();
  FakeEventSource.instances = [];
});

/** A postpaid menu entry as the server seeds it: route /pascabayar/<type>, backend id '<type> - pascabayar'. */
const postpaidEntry = (type: string, overrides: Partial<MenuEntry> = {}) =>
  menuEntry(type, {
    label: `menu.pascabayar.${type}`,
    prepaidRoute: `/pascabayar/${type}`,
    landingRoute: `/m/pascabayar/${type}`,
    backendId: `${type} - pascabayar`,
    ...overrides,
  });

/** The demo tenant's shape: prepaid entries, then postpaid ones (one of them named like a prepaid entry: tv). */
const preferences = samplePreferences({
  menu: {
    kind: 'groups',
    groups: [
      { title: 'menu.group.prepaid', entries: [menuEntry('pulsa'), menuEntry('tv')] },
      {
        title: 'menu.group.postpaid',
        entries: [postpaidEntry('electricity'), postpaidEntry('pdam'), postpaidEntry('bpjs'), postpaidEntry('tv')],
      },
    ],
  },
});

const billersOf =
  (type: string, billers = sampleBillers()) =>
  () =>
    json(200, { data: { type, billers } });
const realtimeAuth = () =>
  json(200, { data: { channel: 'private-account', token: 't', url: '/api/v1/realtime?channel=x&token=t' } });

const page = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
/** The bill screen once its billers arrived. */
const screenOf = async (name: string | RegExp) => {
  await page(name);
  return screen.findByRole('form', { name: 'Data pelanggan' });
};

const type = (label: string | RegExp, value: string) => {
  act(() => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
};
const fieldError = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const click = async (element: HTMLElement) => {
  await act(async () => element.click());
};
const checkBill = () => click(screen.getByTestId('check-bill'));
const sheet = () => screen.findByRole('dialog', { name: 'Konfirmasi pembayaran' });
const pay = () => click(screen.getByTestId('pay-button'));
const numberField = () => screen.getByLabelText('Nomor pelanggan PDAM');

describe('postpaid routes', () => {
  it('[NAV-08] /pascabayar opens the electricity bill; the offered types are chips', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/pascabayar/electricity/billers': billersOf('electricity', [
        { code: 'PLNPOST', name: 'PLN Pascabayar', admin_fee: 2_500 },
      ]),
    });
    const { router } = await renderApp('/pascabayar', { loggedIn: true, preferences });
    await screenOf('PLN Pascabayar');
    expect(router.state.location.pathname).toBe('/pascabayar/electricity');
    expect(screen.getByLabelText('ID pelanggan PLN')).toBeTruthy();
    // One biller is no choice.
    expect(screen.queryByRole('group', { name: 'Pilih biller' })).toBeNull();
    const chips = within(screen.getByRole('navigation', { name: 'Jenis produk' }));
    expect(chips.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/pascabayar/electricity',
      '/pascabayar/pdam',
      '/pascabayar/bpjs',
      '/pascabayar/tv',
    ]);
    expect(chips.getByRole('link', { name: 'PDAM' })).toBeTruthy();
  });

  it('[NAV-08][NAV-02] /webapp/pascabayar has the back button and takes its title from ?title=', async () => {
    mockApi({ 'GET /api/v1/account': accountResponse(), 'GET /api/v1/pascabayar/pdam/billers': billersOf('pdam') });
    const { router } = await renderApp('/webapp/pascabayar/pdam?title=Bayar%20Air', { loggedIn: true, preferences });
    await screenOf('Bayar Air');
    expect(router.state.location.pathname).toBe('/webapp/pascabayar/pdam');
    expect(screen.getByRole('button', { name: 'Kembali' })).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Bayar Air');
    expect(screen.queryByRole('navigation', { name: 'Jenis produk' })).toBeNull();
  });

  it('[NAV-17] a type missing from the menu goes to the first postpaid entry; a shared name (tv) still counts', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/pascabayar/pdam/billers': billersOf('pdam'),
      'GET /api/v1/pascabayar/tv/billers': billersOf('tv', [{ code: 'TVKABEL', name: 'TV Kabel', admin_fee: 2_500 }]),
    });
    const noElectricity = samplePreferences({
      menu: {
        kind: 'lists',
        primary: [menuEntry('pulsa')],
        home: [postpaidEntry('electricity', { enabled: false }), postpaidEntry('pdam')],
      },
    });
    const first = await renderApp('/pascabayar/electricity', { loggedIn: true, preferences: noElectricity });
    await screenOf('PDAM');
    expect(first.router.state.location.pathname).toBe('/pascabayar/pdam');

    await act(async () => first.router.navigate('/pascabayar/gas?title=Gas'));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/pascabayar/pdam'));
    expect(first.router.state.location.search).toBe('?title=Gas');
    first.unmount();

    const second = await renderApp('/pascabayar/tv', { loggedIn: true, preferences });
    await screenOf('TV Kabel');
    expect(second.router.state.location.pathname).toBe('/pascabayar/tv');
  });

  it('[NAV-17] no postpaid entry at all: the prepaid screens; e-money by the postpaid route is the prepaid e-money', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/prabayar/catalogue/pulsa': () =>
        json(200, {
          data: {
            family: 'pulsa',
            operators: [],
            products: [],
            country_list: [],
            persistent_number: false,
            persistent_password: false,
            pin_required: true,
            send_money_verified: false,
            same_number_daily_limit: 1,
          },
        }),
    });
    const { router } = await renderApp('/pascabayar/pdam', { loggedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/prabayar/pulsa'));

    await act(async () => router.navigate('/pascabayar/emoney'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prabayar/emoney'));
  });

  it('[NAV-08] a type the shop does not offer yet says so', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/pascabayar/bpjs/billers': billersOf('bpjs', []),
    });
    await renderApp('/pascabayar/bpjs', { loggedIn: true, preferences });
    await page('BPJS Kesehatan');
    const notOffered = await screen.findByTestId('postpaid-not-offered');
    expect(notOffered.textContent).toContain('BPJS Kesehatan belum tersedia');
    expect(screen.queryByRole('form', { name: 'Data pelanggan' })).toBeNull();
  });
});

describe('bill check (PAS-01)', () => {
  it('[PAS-01] the bill: customer, provider, months with meters and usage, admin fee and total', async () => {
    const api = mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/pascabayar/pdam/billers': billersOf('pdam'),
      'POST /api/v1/pascabayar/inquiry': () => json(200, { data: sampleBill() }),
    });
    await renderApp('/pascabayar/pdam', { loggedIn: true, preferences });
    await screenOf('PDAM');
    const billers = screen.getByRole('group', { name: 'Pilih biller' });
    expect(
      within(billers)
        .getByRole('button', { name: /PDAM Kota Bandung/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await click(within(billers).getByRole('button', { name: /PDAM Kabupaten Bogor/ }));
    expect(within(billers).getByRole('button', { name: /Bogor/ }).textContent).toContain('Admin Rp 3.000');

    await checkBill();
    expect(fieldError(numberField())).toContain('Nomor pelanggan wajib diisi.');
    expect(api.callsTo('POST', '/api/v1/pascabayar/inquiry')).toEqual([]);

    type('Nomor pelanggan PDAM', '10-13 228');
    expect((numberField() as HTMLInputElement).value).toBe('1013228');
    await checkBill();
    const bill = await screen.findByTestId('postpaid-bill');
    expect(api.callsTo('POST', '/api/v1/pascabayar/inquiry')[0]?.body).toEqual({
      type: 'pdam',
      customer_no: '1013228',
      product_code: 'PDAMBGR',
    });
    const card = within(bill);
    expect(card.getByTestId('bill-customer-name').textContent).toBe('SITI AMINAH');
    expect(card.getByTestId('bill-customer-no').textContent).toBe('1013228');
    expect(card.getByTestId('bill-provider').textContent).toBe('PDAM Kota Bandung');
    expect(card.getByText('2 bulan')).toBeTruthy();
    expect(card.getByTestId('bill-period').textContent).toBe('Okt 2026, Nov 2026');
    const months = [...bill.querySelectorAll<HTMLElement>('[data-period]')].map((line) => ({
      period: line.dataset.period,
      amount: line.querySelector('[data-line="amount"]')?.textContent,
      penalty: line.querySelector('[data-line="penalty"]')?.textContent ?? null,
      meter: line.querySelector('[data-line="meter"]')?.textContent,
      usage: line.querySelector('[data-line="usage"]')?.textContent,
    }));
    expect(months).toEqual([
      { period: '202610', amount: 'Rp 85.000', penalty: null, meter: '1.200 – 1.222', usage: '22 m³' },
      { period: '202611', amount: 'Rp 92.000', penalty: 'Rp 5.000', meter: '1.222 – 1.247', usage: '25 m³' },
    ]);
    expect(card.getByText('R2 Rumah Tangga')).toBeTruthy();
    expect(card.getByText('Jatuh tempo')).toBeTruthy();
    expect(card.getByTestId('bill-amount').textContent).toBe('Rp 182.000');
    expect(card.getByTestId('bill-admin-fee').textContent).toBe('Rp 5.000');
    expect(card.getByTestId('bill-total').textContent).toBe('Rp 187.000');
    expect(card.getByRole('button', { name: 'Bayar Rp 187.000' })).toBeTruthy();

    // Another number is another bill: the one shown goes.
    type('Nomor pelanggan PDAM', '1013226');
    expect(screen.queryByTestId('postpaid-bill')).toBeNull();
  });

  it('[PAS-01] not yet available, already paid, wrong number: each under the number field', async () => {
    const refusal = (message: string) => () =>
      json(422, { message, code: 'validation_failed', errors: { customer_no: [message] } });
    mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/pascabayar/pdam/billers': billersOf('pdam'),
      'POST /api/v1/pascabayar/inquiry': [
        refusal('Tagihan belum tersedia'),
        refusal('Tagihan sudah lunas'),
        refusal('Nomor pelanggan salah'),
      ],
    });
    await renderApp('/pascabayar/pdam', { loggedIn: true, preferences });
    await screenOf('PDAM');
    for (const message of ['Tagihan belum tersedia', 'Tagihan sudah lunas', 'Nomor pelanggan salah']) {
      type('Nomor pelanggan PDAM', '1013999');
      await checkBill();
      await waitFor(() => expect(fieldError(numberField())).toContain(message));
      expect(numberField().getAttribute('aria-invalid')).toBe('true');
      expect(screen.queryByTestId('postpaid-bill')).toBeNull();
    }
    // Typing again clears the message.
    type('Nomor pelanggan PDAM', '1013226');
    expect(fieldError(numberField())).not.toContain('Nomor pelanggan salah');
  });

  it('[ACC-06] favourite contacts saved as bills fill the customer number', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/pascabayar/pdam/billers': billersOf('pdam'),
      'GET /api/v1/account/contact': () =>
        json(200, {
          data: {
            data: [
              { id: 'c1', number: '081711112222', name: 'Bu Rina', type: 'pulsa' },
              { id: 'c2', number: '1013228', name: 'Air Rumah Ibu', type: 'pascabayar' },
            ],
          },
        }),
    });
    await renderApp('/pascabayar/pdam', { loggedIn: true, preferences });
    await screenOf('PDAM');
    await click(screen.getByRole('button', { name: 'Kontak' }));
    const panel = await screen.findByRole('region', { name: 'Kontak favorit' });
    await within(panel).findByText('Air Rumah Ibu');
    expect(within(panel).queryByText('Bu Rina')).toBeNull();
    await click(within(panel).getByRole('button', { name: /Air Rumah Ibu/ }));
    expect((numberField() as HTMLInputElement).value).toBe('1013228');
  });
});

describe('bill payment', () => {
  const bill = sampleBill();
  const processing = samplePostpaidTransaction({ bill });
  const byRef = `GET /api/v1/pascabayar/transaction/${bill.ref_id}`;

  const billShown = async () => {
    await screenOf('PDAM');
    type('Nomor pelanggan PDAM', '1013228');
    await checkBill();
    await screen.findByTestId('postpaid-bill');
  };

  it('[PAS-01][TRX-05][TRX-06] pays with the PIN, then the status card is settled by a realtime event', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const api = mockApi({
      'GET /api/v1/account': accountResponse(sampleAccount({ deposit: 250_000 })),
      'GET /api/v1/pascabayar/pdam/billers': billersOf('pdam'),
      'POST /api/v1/pascabayar/inquiry': () => json(200, { data: bill }),
      'POST /api/v1/pascabayar/pay': () => json(201, { data: processing, replayed: false }),
      [byRef]: () => json(200, { data: processing }),
      'POST /api/v1/broadcasting/auth': realtimeAuth,
    });
    const { router } = await renderApp('/pascabayar/pdam', { loggedIn: true, preferences });
    await billShown();
    await click(screen.getByTestId('open-pay'));
    const dialog = await sheet();
    expect(router.state.location.search).toBe('?dialog=postpaid-pay');
    expect(within(dialog).getByTestId('confirm-customer-name').textContent).toBe('SITI AMINAH');
    expect(within(dialog).getByTestId('confirm-customer-no').textContent).toBe('1013228');
    expect(within(dialog).getByTestId('confirm-total').textContent).toBe('Rp 187.000');
    expect(within(dialog).queryByLabelText('Password')).toBeNull();

    await pay();
    expect(fieldError(within(dialog).getByLabelText('PIN'))).toContain('PIN wajib diisi.');
    type('PIN', '12a3');
    await pay();
    expect(fieldError(within(dialog).getByLabelText('PIN'))).toContain('PIN harus 6 digit angka.');
    expect(api.callsTo('POST', '/api/v1/pascabayar/pay')).toEqual([]);

    type('PIN', '123456');
    await pay();
    const status = await screen.findByTestId('postpaid-status');
    expect(status.getAttribute('data-status')).toBe('processing');
    expect(router.state.location.search).toBe(`?ref=${bill.ref_id}`);
    expect(api.callsTo('POST', '/api/v1/pascabayar/pay')[0]?.body).toEqual({ ref_id: bill.ref_id, pin: '123456' });

    await waitFor(() => expect(FakeEventSource.instances.length).toBe(1));
    // Another transaction's event changes nothing; this one's settles the card.
    act(() => {
      FakeEventSource.emit({
        type: 'transaction.updated',
        transaction: { ...processing, ref_id: 'OTHER000001', status: 'failed' },
      });
    });
    expect(screen.getByTestId('postpaid-status').getAttribute('data-status')).toBe('processing');
    const { bill: _bill, ...plain } = processing;
    act(() => {
      FakeEventSource.emit({
        type: 'transaction.updated',
        transaction: { ...plain, status: 'success', serial_number: 'REF0A1B2C3D4E5' },
      });
    });
    await waitFor(() => expect(screen.getByTestId('postpaid-status').getAttribute('data-status')).toBe('success'));
    expect(screen.getByTestId('payment-reference').textContent).toBe('REF0A1B2C3D4E5');
    // The bill snapshot survives the event, which carries the plain transaction.
    expect(screen.getByTestId('postpaid-status').textContent).toContain('SITI AMINAH');
    expect(screen.getByRole('link', { name: 'Lihat Struk' }).getAttribute('href')).toBe(
      `/receipt/pascabayar/${bill.ref_id}`,
    );

    await click(screen.getByRole('button', { name: 'Bayar tagihan lain' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((numberField() as HTMLInputElement).value).toBe('');
  });

  it('[PAS-01] without realtime events, a processing payment is read again until it fails with its reason', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    });
    mockApi({
      'GET /api/v1/account': accountResponse(),
      [byRef]: [
        () => json(200, { data: processing }),
        () => json(200, { data: { ...processing, status: 'failed', failure_code: 'bill_not_available' } }),
      ],
    });
    await renderApp(`/pascabayar/pdam?ref=${bill.ref_id}`, { loggedIn: true, preferences });
    await page('PDAM');
    expect((await screen.findByTestId('postpaid-status')).getAttribute('data-status')).toBe('processing');
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    await waitFor(() => expect(screen.getByTestId('postpaid-status').getAttribute('data-status')).toBe('failed'));
    expect(screen.getByTestId('failed-reason').textContent).toBe('Tagihan belum tersedia.');
  });

  it('[PAS-01] a wrong PIN stays on its field; a bill checked on an earlier day is checked again; a short deposit stays in the sheet', async () => {
    const api = mockApi({
      'GET /api/v1/account': accountResponse(sampleAccount({ deposit: 250_000 })),
      'GET /api/v1/pascabayar/pdam/billers': billersOf('pdam'),
      'POST /api/v1/pascabayar/inquiry': () => json(200, { data: bill }),
      'POST /api/v1/pascabayar/pay': [
        () => json(422, { message: 'Kode PIN Salah', code: 'validation_failed', errors: { pin: ['Kode PIN Salah'] } }),
        () =>
          json(422, {
            message: 'Tagihan ini dicek kemarin. Cek tagihan lagi sebelum membayar.',
            code: 'validation_failed',
            errors: { ref_id: ['Tagihan ini dicek kemarin. Cek tagihan lagi sebelum membayar.'] },
          }),
        () => json(402, { message: 'Saldo deposit Anda tidak cukup', code: 'insufficient_balance' }),
      ],
    });
    await renderApp('/pascabayar/pdam', { loggedIn: true, preferences });
    await billShown();
    await click(screen.getByTestId('open-pay'));
    let dialog = await sheet();
    type('PIN', '654321');
    await pay();
    await waitFor(() => expect(fieldError(within(dialog).getByLabelText('PIN'))).toContain('Kode PIN Salah'));

    type('PIN', '123456');
    await pay();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByTestId('postpaid-bill')).toBeNull();
    expect(fieldError(numberField())).toContain('Cek tagihan lagi');

    await checkBill();
    await screen.findByTestId('postpaid-bill');
    expect(api.callsTo('POST', '/api/v1/pascabayar/inquiry')).toHaveLength(2);
    await click(screen.getByTestId('open-pay'));
    dialog = await sheet();
    type('PIN', '123456');
    await pay();
    // In view, in the sheet above "Bayar", announced; not an alert at the top of the page behind it.
    await waitFor(() =>
      expect(within(dialog).getByTestId('confirm-refusal').textContent).toBe('Saldo deposit Anda tidak cukup'),
    );
    expect(notices.alerts.get()).toEqual([]);
  });

  it('[TRX-05] an account without a PIN pays with its password; a lost reply is retried with the same ref_id', async () => {
    let attempts = 0;
    const api = mockApi({
      'GET /api/v1/account': accountResponse(sampleAccount({ has_pin: false, deposit: 100_000 })),
      'GET /api/v1/pascabayar/pdam/billers': billersOf('pdam'),
      'POST /api/v1/pascabayar/inquiry': () => json(200, { data: bill }),
      'POST /api/v1/pascabayar/pay': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return json(200, { data: processing, replayed: true });
      },
      [byRef]: () => json(200, { data: processing }),
    });
    await renderApp('/pascabayar/pdam', { loggedIn: true, preferences });
    await billShown();
    await click(screen.getByTestId('open-pay'));
    const dialog = await sheet();
    expect(within(dialog).queryByLabelText('PIN')).toBeNull();
    // The deposit is short of the total: said before paying.
    expect(within(dialog).getByText(/Saldo deposit Anda tidak cukup/)).toBeTruthy();
    type('Password', 'demo12345');
    await pay();
    expect(await within(dialog).findByText(/Mencoba lagi aman/)).toBeTruthy();
    expect(within(dialog).getByTestId('pay-button').textContent).toBe('Coba lagi');
    await pay();
    expect(await screen.findByTestId('postpaid-status')).toBeTruthy();
    const [first, second] = api.callsTo('POST', '/api/v1/pascabayar/pay');
    expect(first?.body).toEqual({ ref_id: bill.ref_id, password: 'demo12345' });
    expect(second?.body).toEqual(first?.body);
  });
});

describe('bill receipt (RCP-01)', () => {
  const refId = 'PSC7K2M9Q4ZP';
  const receiptPath = `GET /api/v1/receipt/pascabayar/${refId}`;
  const field = (root: HTMLElement, key: string) => root.querySelector(`[data-field="${key}"]`)?.textContent ?? null;
  const receiptPaper = async () => {
    await page('Struk tagihan');
    return screen.findByTestId('receipt');
  };

  it('[RCP-01][NAV-14] the postpaid fields as printed: period, first/last meter, usage, bill, admin fee, total, reference', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(),
      [receiptPath]: () => json(200, { data: samplePostpaidReceipt() }),
    });
    await renderApp(`/receipt/pascabayar/${refId}`, { loggedIn: true });
    const paper = await receiptPaper();
    expect(paper.getAttribute('data-status')).toBe('success');
    const text = paper.textContent ?? '';
    expect(text).toContain('STRUK PEMBAYARAN TAGIHAN');
    expect(text).toContain('Sukses');
    expect(field(paper, 'ref_id')).toBe(`No. Ref${refId}`);
    expect(field(paper, 'product')).toBe('ProdukPDAM');
    expect(field(paper, 'provider')).toBe('ProviderPDAM Kota Bandung');
    expect(field(paper, 'customer_no')).toBe('No. Pelanggan1013228');
    expect(field(paper, 'customer_name')).toBe('NamaSITI AMINAH');
    expect(field(paper, 'period')).toBe('PeriodeOkt 2026, Nov 2026');
    expect(field(paper, 'meter_start')).toBe('Stand awal1.200');
    expect(field(paper, 'meter_end')).toBe('Stand akhir1.247');
    expect(field(paper, 'usage')).toBe('Pemakaian47 m³');
    expect(field(paper, 'bill_amount')).toBe('TagihanRp 182.000');
    expect(field(paper, 'admin_fee')).toBe('Biaya adminRp 5.000');
    expect(field(paper, 'total')).toBe('TotalRp 187.000');
    expect(field(paper, 'payment_status')).toBe('Status bayarLunas');
    expect(field(paper, 'serial')).toContain('Ref. pembayaran');
    expect(screen.getByTestId('receipt-serial').textContent).toBe('REF0A1B2C3D4E5');

    // The same controls as the prepaid receipt; WhatsApp carries the bill's lines.
    expect(screen.getByRole('group', { name: 'Lebar kertas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cetak' })).toBeTruthy();
    const href = screen.getByTestId('share-whatsapp').getAttribute('href') ?? '';
    const message = decodeURIComponent(href.slice('https://wa.me/?text='.length));
    expect(message).toContain('Stand awal: 1.200');
    expect(message).toContain('Ref. pembayaran: *REF0A1B2C3D4E5*');
  });

  it('[RCP-01] a bill without meters prints none; processing turns into success live from a realtime event', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const noMeters = sampleBill({
      type: 'bpjs',
      provider: 'BPJS Kesehatan',
      periods: [
        {
          period: '202611',
          amount: 150_000,
          penalty: 0,
          admin_fee: 2_500,
          meter_start: null,
          meter_end: null,
          usage: null,
        },
      ],
    });
    const processing = samplePostpaidReceipt({
      transaction: { bill: noMeters, status: 'processing', serial_number: null },
    });
    let settled = false;
    mockApi({
      'GET /api/v1/account': accountResponse(),
      [receiptPath]: () =>
        json(200, {
          data: settled
            ? samplePostpaidReceipt({ transaction: { bill: noMeters, serial_number: 'BPJS998877' } })
            : processing,
        }),
      'POST /api/v1/broadcasting/auth': realtimeAuth,
    });
    await renderApp(`/receipt/pascabayar/${refId}`, { loggedIn: true });
    const paper = await receiptPaper();
    expect(paper.getAttribute('data-status')).toBe('processing');
    expect(field(paper, 'meter_start')).toBeNull();
    expect(field(paper, 'usage')).toBeNull();
    expect(field(paper, 'period')).toBe('PeriodeNov 2026');
    expect(field(paper, 'payment_status')).toBe('Status bayarMenunggu');

    await waitFor(() => expect(FakeEventSource.instances.length).toBe(1));
    settled = true;
    const { bill: _bill, ...plain } = processing.transaction;
    act(() => {
      FakeEventSource.emit({
        type: 'transaction.updated',
        transaction: { ...plain, status: 'success', serial_number: 'BPJS998877' },
      });
    });
    await waitFor(() => expect(screen.getByTestId('receipt').getAttribute('data-status')).toBe('success'));
    expect(screen.getByTestId('receipt-serial').textContent).toBe('BPJS998877');
    // Product and provider read the same: printed once.
    expect(field(screen.getByTestId('receipt'), 'product')).toBe('ProdukBPJS Kesehatan');
    expect(field(screen.getByTestId('receipt'), 'provider')).toBeNull();
  });

  it('[AGT-01][RCP-01] an upline reading a bill paid under it sees the profit per level, its own marked', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(),
      [receiptPath]: () =>
        json(200, {
          data: samplePostpaidReceipt({
            buying_price: null,
            levels: [
              { level: 0, role: 'member', name: 'Siti Pelanggan', price: 188_000, profit: null, you: false },
              { level: 1, role: 'agent', name: 'Konter Agen', price: 187_400, profit: 600, you: true },
            ],
          }),
        }),
    });
    await renderApp(`/receipt/pascabayar/${refId}`, { loggedIn: true });
    await receiptPaper();
    const levels = await screen.findByTestId('profit-levels');
    expect(levels.querySelector('[data-level="0"]')?.textContent).toContain('Siti Pelanggan');
    expect(levels.querySelector('[data-level="1"]')?.textContent).toContain('Konter Agen · Anda');
    expect(levels.querySelector('[data-level="1"]')?.textContent).toContain('+Rp 600');
  });

  it('[NAV-14] an unknown bill receipt says so', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/receipt/pascabayar/NOPE000000': () =>
        json(404, { message: 'Transaksi tidak ditemukan.', code: 'not_found' }),
    });
    await renderApp('/receipt/pascabayar/NOPE000000', { loggedIn: true });
    await page('Struk tagihan');
    expect(await screen.findByText('Struk tidak ditemukan.')).toBeTruthy();
  });
});
