import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseMeterToken } from '@konter/shared/ppob/meter-token';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import { clearSessionMemory } from '../../../features/ppob/session-memory.ts';
import {
  sampleCatalogue,
  sampleNameCheck,
  sampleProduct,
  sampleTransaction,
} from '../../../features/ppob/testing/fixtures.ts';
import { notices } from '../../../lib/notices.ts';
import { setLoggedIn } from '../../../lib/session.ts';
import { menuEntry, samplePreferences } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { FakeEventSource } from '../../../test/fake-event-source.ts';
import { sampleBulkSettings } from '../../../features/bulk/testing/fixtures.ts';

afterEach(() => {
  // Unmount first: a poll or a realtime retry must not reach the real network once fetch is unstubbed.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setLoggedIn(false);
  notices.snackbars.set([]);
  notices.clearAlerts();
  clearSessionMemory();
  FakeEventSource.instances = [];
});

const catalogue =
  (overrides: Parameters<typeof sampleCatalogue>[0] = {}) =>
  () =>
    json(200, { data: sampleCatalogue(overrides) });
const realtimeAuth = () =>
  json(200, { data: { channel: 'private-account', token: 't', url: '/api/v1/realtime?channel=x&token=t' } });

const page = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

/** The purchase screen once its catalogue arrived. */
const screenOf = async (name: string | RegExp) => {
  await page(name);
  await screen.findByRole('region', { name: 'Tujuan pengisian' });
};

const type = (label: string | RegExp, value: string) => {
  act(() => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
};

const card = (code: string) => {
  const element = document.querySelector<HTMLButtonElement>(`[data-product="${code}"]`);
  if (!element) throw new Error(`no product card ${code}`);
  return element;
};
const listed = () =>
  [...document.querySelectorAll<HTMLElement>('[data-testid="product-grid"] [data-product]')].map(
    (element) => element.dataset.product,
  );

const fieldError = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const sheet = () => screen.findByRole('dialog', { name: 'Konfirmasi pembelian' });
const pay = async () => {
  await act(async () => screen.getByTestId('pay-button').click());
};

describe('prepaid routes', () => {
  it("[§3-profit][§3-additional][§3-down-payment] an agent's cards say what they earn, products for the number are offered beside, and a sale records the customer's down payment", async () => {
    const api = mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/prabayar/catalogue/pulsa': catalogue({
        profit: [{ code: 'TSEL10', price: 10_150, selling_price: 10_400, profit: 250 }],
        additional: [
          sampleProduct({
            code: 'TSELD1',
            name: 'Telkomsel Data 1 GB',
            family: 'data',
            operator: 'telkomsel',
            operator_name: 'Telkomsel',
            mobile_operator: 'telkomsel',
            price: 15_000,
          }),
        ],
      }),
      'POST /api/v1/prabayar/transaction': () =>
        json(422, {
          message: 'Uang muka harus kurang dari harga jual (Rp 12.000).',
          code: 'validation_failed',
          errors: { down_payment: ['Uang muka harus kurang dari harga jual (Rp 12.000).'] },
        }),
    });
    await renderApp('/prabayar/pulsa', { loggedIn: true });
    await screenOf('Pulsa');
    type('Nomor HP', '081234567890');
    expect(card('TSEL10').querySelector('[data-profit]')?.textContent).toBe('Untung Rp 250');
    const additional = screen.getByTestId('additional-products');
    expect(within(additional).getByRole('heading', { name: 'Produk lain untuk nomor ini' })).toBeTruthy();
    expect(additional.querySelector('a[data-additional="TSELD1"]')?.getAttribute('href')).toBe('/prabayar/data');

    await act(async () => card('TSEL10').click());
    const dialog = await sheet();
    await act(async () =>
      within(dialog)
        .getByRole('button', { name: /Opsi lanjutan/ })
        .click(),
    );
    type('Harga jual', '12000');
    type('Uang muka pelanggan (opsional)', '5000');
    expect(within(dialog).getByTestId('down-payment-preview').textContent).toBe('Sisa utang pelanggan: Rp 7.000');
    type('Catatan utang (nama, kapan bayar)', 'Bu Sari');
    type('PIN', '123456');
    await pay();
    await waitFor(() =>
      expect(fieldError(within(dialog).getByLabelText('Uang muka pelanggan (opsional)'))).toContain(
        'Uang muka harus kurang dari harga jual',
      ),
    );
    const [sent] = api.callsTo('POST', '/api/v1/prabayar/transaction');
    expect(sent?.body).toMatchObject({ selling_price: 12_000, down_payment: 5_000, down_payment_notes: 'Bu Sari' });
  });

  it('[NAV-07] /prabayar opens the pulsa screen; every family has its child route', async () => {
    mockApi({ 'GET /api/v1/account': accountResponse(), 'GET /api/v1/prabayar/catalogue/pulsa': catalogue() });
    const { router } = await renderApp('/prabayar', { loggedIn: true });
    await screenOf('Pulsa');
    expect(router.state.location.pathname).toBe('/prabayar/pulsa');
    const families = within(screen.getByRole('navigation', { name: 'Jenis produk' }));
    expect(families.getByRole('link', { name: 'Token Listrik' }).getAttribute('href')).toBe('/prabayar/electricity');
    expect(families.getByRole('link', { name: 'Promo' }).getAttribute('href')).toBe('/prabayar/promotion');
  });

  it('[NAV-07][NAV-02] /webapp/prabayar has the back button and takes its title from ?title=', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/prabayar/catalogue/data': catalogue(),
      'GET /api/v1/prabayar/catalogue/pulsa': catalogue(),
    });
    const { router } = await renderApp('/webapp/prabayar?title=Kuota%20Murah', { loggedIn: true });
    await page('Kuota Murah');
    expect(router.state.location.pathname).toBe('/webapp/prabayar/pulsa');
    expect(router.state.location.search).toBe('?title=Kuota%20Murah');
    await act(async () => router.navigate('/webapp/prabayar/data?title=Kuota%20Murah'));
    await page('Kuota Murah');
    expect(router.state.location.pathname).toBe('/webapp/prabayar/data');
    expect(screen.getByRole('button', { name: 'Kembali' })).toBeTruthy();
    // The header bar carries the wrapper's title too.
    expect(screen.getByRole('banner').textContent).toContain('Kuota Murah');
    expect(screen.queryByRole('navigation', { name: 'Jenis produk' })).toBeNull();
  });

  it('[NAV-17][NAV-16] a family missing from the menu, or games under the whitelisted email, goes to the first allowed entry', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/prabayar/catalogue/data': catalogue(),
      'GET /api/v1/prabayar/catalogue/pulsa': catalogue(),
    });
    const noPulsa = samplePreferences({
      menu: { kind: 'lists', primary: [menuEntry('data'), menuEntry('pulsa', { enabled: false })], home: [] },
    });
    const { router } = await renderApp('/prabayar', { loggedIn: true, preferences: noPulsa });
    await screenOf('Paket Data');
    expect(router.state.location.pathname).toBe('/prabayar/data');

    const whitelisted = samplePreferences({ whitelistedEmail: 'owner@example.com' });
    const second = await renderApp('/prabayar/games', { loggedIn: true, preferences: whitelisted });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/prabayar/pulsa'));
  });

  it('[NAV-17] e-money offered through the postpaid route still opens the prepaid e-money screen', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/prabayar/catalogue/emoney': catalogue({ family: 'emoney', products: [] }),
    });
    const preferences = samplePreferences({
      menu: {
        kind: 'lists',
        primary: [menuEntry('emoney', { prepaidRoute: '/pascabayar/emoney', backendId: 'emoney - pascabayar' })],
        home: [],
      },
    });
    const { router } = await renderApp('/prabayar/emoney', { loggedIn: true, preferences });
    await page('E-Money');
    expect(router.state.location.pathname).toBe('/prabayar/emoney');
  });
});

describe('spreadsheet top-up (NAV-18)', () => {
  it('[NAV-18] not allowed: the page says why and leads to the prepaid index', async () => {
    const api = mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/prabayar/catalogue/pulsa': catalogue(),
      'POST /api/v1/prabayar/checkExcel': () => json(200, { excelAccess: false, excelTrxLimit: 1000 }),
    });
    const preferences = samplePreferences({
      menu: { kind: 'lists', primary: [menuEntry('pulsa'), menuEntry('topupByExcel')], home: [] },
    });
    const { router } = await renderApp('/prabayar/topupByExcel', { loggedIn: true, preferences });
    const refused = await screen.findByTestId('excel-refused');
    expect(refused.textContent).toContain('hanya dapat diakses oleh akun yang sudah diberi akses oleh admin');
    expect(router.state.location.pathname).toBe('/prabayar/topupByExcel');
    expect(api.callsTo('GET', '/api/v1/prabayar/excel/settings')).toHaveLength(0);
    fireEvent.click(within(refused).getByRole('link', { name: 'Beli pulsa satuan' }));
    await screenOf('Pulsa');
    expect(router.state.location.pathname).toBe('/prabayar/pulsa');
    // The family chips offer no entry that would only lead back to this refusal.
    expect(screen.queryByRole('link', { name: 'Top Up Excel' })).toBeNull();
    expect(api.callsTo('POST', '/api/v1/prabayar/checkExcel')).toHaveLength(1);
  });

  it('[NAV-18] allowed: the screen shows, and the answer is asked once per session', async () => {
    const api = mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/prabayar/catalogue/pulsa': catalogue(),
      'POST /api/v1/prabayar/checkExcel': () => json(200, { excelAccess: true, excelTrxLimit: 1000 }),
      'GET /api/v1/prabayar/excel/settings': () => json(200, { data: sampleBulkSettings() }),
    });
    const preferences = samplePreferences({
      menu: { kind: 'lists', primary: [menuEntry('pulsa'), menuEntry('topupByExcel')], home: [] },
    });
    const { router } = await renderApp('/prabayar/topupByExcel', { loggedIn: true, preferences });
    await page('Top Up Excel');
    expect(screen.getByRole('link', { name: 'Top Up Excel' }).getAttribute('href')).toBe('/prabayar/topupByExcel');
    expect(await screen.findByText(/Maksimal 100 transaksi per file\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat daftar harga' }).getAttribute('href')).toBe('/pricelist/pulsa');

    // A new app (a new query cache) in the same tab still remembers the answer.
    await act(async () => router.navigate('/prabayar/pulsa'));
    await renderApp('/prabayar/topupByExcel', { loggedIn: true, preferences });
    expect((await screen.findAllByTestId('excel-allowed')).length).toBeGreaterThan(0);
    expect(api.callsTo('POST', '/api/v1/prabayar/checkExcel')).toHaveLength(1);
  });
});

describe('family screen', () => {
  it('[CAT-03][TRX-01] the number’s prefix picks the operator and filters the products', async () => {
    mockApi({ 'GET /api/v1/account': accountResponse(), 'GET /api/v1/prabayar/catalogue/pulsa': catalogue() });
    await renderApp('/prabayar/pulsa', { loggedIn: true });
    await screenOf('Pulsa');
    expect(screen.getByTestId('no-products').textContent).toContain('Masukkan nomor HP tujuan');

    type('Nomor HP', '0812 3456 7890');
    expect(screen.getByText('Operator: Telkomsel')).toBeTruthy();
    // by.U packages reach by.U's own 0851 numbers only.
    expect(listed()).toEqual(['TSEL10', 'TSEL25', 'TSEL50']);
    expect(card('TSEL10').querySelector('[data-price]')?.textContent).toBe('Rp 10.500');
    expect(card('TSEL25').textContent).toContain('Promo');

    type('Nomor HP', '0851 5500 1234');
    expect(screen.getByText('Operator: Telkomsel')).toBeTruthy();
    expect(listed()).toEqual(['BYU10', 'TSEL10', 'TSEL25', 'TSEL50']);
    expect(screen.getByRole('heading', { name: 'by.U' })).toBeTruthy();

    type('Nomor HP', '0817 1234 5678');
    expect(listed()).toEqual(['XL10', 'XL20', 'XL30', 'XL40']);

    type('Nomor HP', '0881 1234 5678');
    expect(screen.getByTestId('no-products').textContent).toBe('Belum ada produk untuk Smartfren.');
  });

  it('[CAT-05][CAT-06] products that cannot be bought stay visible, disabled, with their reason', async () => {
    mockApi({ 'GET /api/v1/account': accountResponse(), 'GET /api/v1/prabayar/catalogue/pulsa': catalogue() });
    await renderApp('/prabayar/pulsa', { loggedIn: true });
    await screenOf('Pulsa');
    type('Nomor HP', '081712345678');
    const reasons = Object.fromEntries(
      ['XL10', 'XL20', 'XL30', 'XL40'].map((code) => [
        code,
        [card(code).disabled, card(code).querySelector('[data-reason]')?.textContent ?? null],
      ]),
    );
    expect(reasons).toEqual({
      XL10: [false, null],
      XL20: [true, 'Penyesuaian harga'],
      XL30: [true, 'Perlu akses · hubungi CS'],
      XL40: [true, 'Cut-off 23:00–00:30 WIB'],
    });
    type('Nomor HP', '081234567890');
    expect(card('TSEL50').disabled).toBe(true);
    expect(card('TSEL50').textContent).toContain('Stok kosong');
  });

  it('[ACC-06] the favourite contacts fill the number, pulsa and data contacts first', async () => {
    const api = mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/prabayar/catalogue/pulsa': catalogue(),
      'GET /api/v1/account/contact': () =>
        json(200, {
          data: {
            data: [
              { id: 'c1', number: '081711112222', name: 'Bu Rina', type: 'data' },
              { id: 'c2', number: '12345678901', name: 'Meter Toko', type: 'listrik' },
              { id: 'c3', number: '081233334444', name: 'Pak Budi', type: 'pulsa' },
            ],
          },
        }),
    });
    await renderApp('/prabayar/pulsa', { loggedIn: true });
    await screenOf('Pulsa');
    expect(api.callsTo('GET', '/api/v1/account/contact')).toEqual([]);
    await act(async () => screen.getByRole('button', { name: 'Kontak' }).click());
    const panel = await screen.findByRole('region', { name: 'Kontak favorit' });
    await within(panel).findByText('Pak Budi');
    expect(
      within(panel)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Pak Budi081233334444', 'Bu Rina081711112222']);
    await act(async () =>
      within(panel)
        .getByRole('button', { name: /Bu Rina/ })
        .click(),
    );
    expect((screen.getByLabelText('Nomor HP') as HTMLInputElement).value).toBe('081711112222');
    expect(listed()).toEqual(['XL10', 'XL20', 'XL30', 'XL40']);
  });

  it('[TRX-01] a product asks for the number first', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/prabayar/catalogue/games': catalogue({
        family: 'games',
        operators: [
          { slug: 'mobile-legends', name: 'Mobile Legends' },
          { slug: 'free-fire', name: 'Free Fire' },
        ],
        products: [
          sampleProduct({
            code: 'ML86',
            name: '86 Diamonds',
            family: 'games',
            operator: 'mobile-legends',
            operator_name: 'Mobile Legends',
            mobile_operator: null,
          }),
          sampleProduct({
            code: 'FF70',
            name: '70 Diamonds',
            family: 'games',
            operator: 'free-fire',
            operator_name: 'Free Fire',
            mobile_operator: null,
          }),
        ],
      }),
    });
    await renderApp('/prabayar/games', { loggedIn: true });
    await screenOf('Voucher Game');
    expect(listed()).toEqual(['ML86']);
    await act(async () => screen.getByRole('button', { name: 'Free Fire' }).click());
    expect(listed()).toEqual(['FF70']);
    await act(async () => card('FF70').click());
    expect(fieldError(screen.getByLabelText('ID pemain (User ID)'))).toContain('Silakan isi nomor tujuan');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[TRX-11] send money asks to verify the phone number first', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/prabayar/catalogue/sendMoney': catalogue({
        family: 'sendMoney',
        send_money_verified: false,
        operators: [{ slug: 'bca', name: 'BCA' }],
        products: [
          sampleProduct({
            code: 'BCA50',
            family: 'sendMoney',
            operator: 'bca',
            operator_name: 'BCA',
            mobile_operator: null,
          }),
        ],
      }),
    });
    const preferences = samplePreferences({
      menu: { kind: 'lists', primary: [menuEntry('pulsa'), menuEntry('sendMoney')], home: [] },
    });
    await renderApp('/prabayar/sendMoney', { loggedIn: true, preferences });
    await screenOf('Kirim Uang');
    expect(screen.getByRole('link', { name: 'Verifikasi nomor HP' }).getAttribute('href')).toBe(
      '/account/phone-verification',
    );
    expect(card('BCA50').disabled).toBe(true);
  });

  it('[TRX-10] a failed PLN meter check says so and lets the member go on', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/prabayar/catalogue/listrik': catalogue({
        family: 'listrik',
        operators: [{ slug: 'pln', name: 'PLN' }],
        products: [
          sampleProduct({
            code: 'PLN20',
            name: 'Token 20.000',
            family: 'listrik',
            operator: 'pln',
            operator_name: 'PLN',
            mobile_operator: null,
          }),
        ],
      }),
      'POST /api/v1/prabayar/pln-check': () =>
        json(422, {
          message: 'Nomor meter tidak dapat dicek saat ini. Anda tetap bisa melanjutkan.',
          code: 'pln_check_failed',
        }),
    });
    await renderApp('/prabayar/electricity', { loggedIn: true });
    await screenOf('Token Listrik');
    type('Nomor meter / ID pelanggan', '12345678901');
    expect((await screen.findByTestId('pln-check-failed')).textContent).toContain('Anda tetap bisa melanjutkan');
    await act(async () => card('PLN20').click());
    expect(await sheet()).toBeTruthy();
  });
});

describe('e-wallet name check (TRX-09)', () => {
  const emoney = catalogue({
    family: 'emoney',
    operators: [{ slug: 'dana', name: 'DANA' }],
    products: [
      sampleProduct({
        code: 'DANA10',
        name: 'DANA 10.000',
        family: 'emoney',
        operator: 'dana',
        operator_name: 'DANA',
        mobile_operator: null,
      }),
    ],
  });

  it('[TRX-09] pending → success arrives by a realtime event and is shown with the confirmation', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const api = mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/prabayar/catalogue/emoney': emoney,
      'POST /api/v1/prabayar/name-check': () => json(200, { data: sampleNameCheck() }),
      'GET /api/v1/prabayar/name-check/nc-1': () => json(200, { data: sampleNameCheck() }),
      'POST /api/v1/broadcasting/auth': realtimeAuth,
    });
    await renderApp('/prabayar/emoney', { loggedIn: true });
    await screenOf('E-Money');
    type('Nomor HP e-wallet', '0812 3456 7890');
    expect(await screen.findByText('Mengecek nama akun…')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/prabayar/name-check')[0]?.body).toEqual({
      family: 'emoney',
      product_code: 'DANA10',
      destination: '081234567890',
    });
    await act(async () => card('DANA10').click());
    const dialog = await sheet();
    expect(within(dialog).getByTestId('pay-button').hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('Tunggu sebentar, nama akun sedang dicek.')).toBeTruthy();

    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
    act(() => {
      FakeEventSource.emit({
        type: 'name-check.updated',
        check: sampleNameCheck({ status: 'success', name: 'BUDI SANTOSO' }),
      });
    });
    await waitFor(() => expect(within(dialog).getByTestId('pay-button').hasAttribute('disabled')).toBe(false));
    expect(within(dialog).getAllByText('BUDI SANTOSO').length).toBeGreaterThan(0);
  });

  it('[TRX-09] still pending after 8 s, it offers to continue and notify later', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/prabayar/catalogue/emoney': emoney,
      'POST /api/v1/prabayar/name-check': () => json(200, { data: sampleNameCheck() }),
      'GET /api/v1/prabayar/name-check/nc-1': () => json(200, { data: sampleNameCheck() }),
    });
    await renderApp('/prabayar/emoney', { loggedIn: true });
    await screenOf('E-Money');
    type('Nomor HP e-wallet', '081234567890');
    await screen.findByText('Mengecek nama akun…');
    await act(async () => card('DANA10').click());
    const dialog = await sheet();
    expect(within(dialog).getByTestId('pay-button').hasAttribute('disabled')).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(8000);
    });
    const offer = await within(dialog).findByTestId('name-check-slow');
    expect(offer.textContent).toContain('Cek nama memakan waktu');
    await act(async () => within(offer).getByRole('button', { name: 'Lanjutkan, beri tahu saya nanti' }).click());
    expect(within(dialog).getByTestId('pay-button').hasAttribute('disabled')).toBe(false);
    expect(within(dialog).getByText('Hasil cek nama akan dikirim lewat notifikasi.')).toBeTruthy();
  });
});

describe('purchase', () => {
  const processing = sampleTransaction();

  it('[TRX-05][TRX-06] confirms with the PIN, then shows the status card, settled by a realtime event', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const api = mockApi({
      'GET /api/v1/account': accountResponse(sampleAccount({ deposit: 150_000 })),
      'GET /api/v1/prabayar/catalogue/pulsa': catalogue(),
      'POST /api/v1/prabayar/transaction': () => json(201, { data: processing, replayed: false }),
      [`GET /api/v1/prabayar/transaction/${processing.ref_id}`]: () => json(200, { data: processing }),
      'POST /api/v1/broadcasting/auth': realtimeAuth,
    });
    const { router } = await renderApp('/prabayar/pulsa', { loggedIn: true });
    await screenOf('Pulsa');
    type('Nomor HP', '+62 812-3456-7890');
    await act(async () => card('TSEL10').click());
    const dialog = await sheet();
    expect(router.state.location.search).toBe('?dialog=purchase');
    expect(within(dialog).getByTestId('confirm-product').textContent).toContain('Telkomsel 10.000');
    expect(within(dialog).getByTestId('confirm-destination').textContent).toBe('081234567890');
    expect(within(dialog).getByTestId('confirm-price').textContent).toBe('Rp 10.500');
    expect(within(dialog).queryByLabelText('Password')).toBeNull();

    await pay();
    expect(fieldError(within(dialog).getByLabelText('PIN'))).toContain('PIN wajib diisi.');
    type('PIN', '12a3');
    expect((within(dialog).getByLabelText('PIN') as HTMLInputElement).value).toBe('123');
    await pay();
    expect(fieldError(within(dialog).getByLabelText('PIN'))).toContain('PIN harus 6 digit angka.');
    expect(api.callsTo('POST', '/api/v1/prabayar/transaction')).toEqual([]);

    type('PIN', '123456');
    await pay();
    const status = await screen.findByTestId('purchase-status');
    expect(status.getAttribute('data-status')).toBe('processing');
    expect(router.state.location.search).toBe(`?ref=${processing.ref_id}`);
    const [call] = api.callsTo('POST', '/api/v1/prabayar/transaction');
    expect(call?.body).toEqual({
      product_code: 'TSEL10',
      destination: '081234567890',
      request_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      pin: '123456',
    });

    await waitFor(() => expect(FakeEventSource.instances.length).toBe(1));
    // Another transaction's event changes nothing; this one's settles the card.
    act(() => {
      FakeEventSource.emit({
        type: 'transaction.updated',
        transaction: { ...processing, ref_id: 'OTHER000001', status: 'failed' },
      });
    });
    expect(screen.getByTestId('purchase-status').getAttribute('data-status')).toBe('processing');
    act(() => {
      FakeEventSource.emit({
        type: 'transaction.updated',
        transaction: { ...processing, status: 'success', serial_number: '0412345678901234' },
      });
    });
    await waitFor(() => expect(screen.getByTestId('purchase-status').getAttribute('data-status')).toBe('success'));
    expect(screen.getByTestId('serial-number').textContent).toBe('0412345678901234');
    expect(screen.getByRole('link', { name: 'Lihat Struk' }).getAttribute('href')).toBe(
      `/receipt/prabayar/${processing.ref_id}`,
    );

    await act(async () => screen.getByRole('button', { name: 'Beli lagi' }).click());
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((screen.getByLabelText('Nomor HP') as HTMLInputElement).value).toBe('081234567890');
  });

  it('[DEP-01][AGT-06] the confirmation offers the cashback wallet and the active loan, with their balances, only where the tenant allows them, and sends the source picked', async () => {
    const activeLoan = {
      id: 'loan-1',
      account_id: 'acc-1',
      phone: '081234567890',
      name: 'Toko Berkah',
      category: 'agent',
      lender_name: null,
      status: 'active',
      limit: 100_000,
      usage: 50_000,
      collected: 0,
      leftover_limit: 50_000,
      unpaid: 50_000,
      due_date: '2026-12-31',
      previous_due_date: null,
      due_bucket: 'not_due',
      overdue: false,
      note: null,
      pending_deposit: 0,
      last_deposit_date: null,
      approval_date: null,
      created_at: '2026-11-01T00:00:00.000Z',
    };
    const api = mockApi({
      'GET /api/v1/account': accountResponse(
        sampleAccount({ category: 'agent', deposit: 150_000, cashback_wallet: 5_000 }),
      ),
      'GET /api/v1/prabayar/catalogue/pulsa': catalogue(),
      'GET /api/v1/agent-debt': () =>
        json(200, {
          data: {
            data: [activeLoan],
            totals: { limit: 100_000, usage: 50_000, total_deposit: 0, total_unpaid: 50_000 },
          },
        }),
      'POST /api/v1/prabayar/transaction': () => json(201, { data: processing, replayed: false }),
      [`GET /api/v1/prabayar/transaction/${processing.ref_id}`]: () => json(200, { data: processing }),
    });
    // The tenant offers nothing but the deposit: no choice, and the loans are not read.
    await renderApp('/prabayar/pulsa', { loggedIn: true });
    await screenOf('Pulsa');
    type('Nomor HP', '081234567890');
    await act(async () => card('TSEL10').click());
    expect(within(await sheet()).queryByTestId('pay-from')).toBeNull();
    expect(api.callsTo('GET', '/api/v1/agent-debt')).toEqual([]);
    cleanup();

    await renderApp('/prabayar/pulsa', {
      loggedIn: true,
      preferences: samplePreferences({ agentDebtEnabled: true, payFrom: { cashback: true, loan: true } }),
    });
    await screenOf('Pulsa');
    type('Nomor HP', '081234567890');
    await act(async () => card('TSEL10').click());
    const dialog = await sheet();
    const choice = await within(dialog).findByRole('group', { name: 'Bayar dari' });
    const option = (name: RegExp) => within(choice).getByRole('radio', { name }) as HTMLInputElement;
    await waitFor(() => expect(within(choice).getAllByRole('radio')).toHaveLength(3));
    expect(option(/Saldo deposit/).checked).toBe(true);
    expect(choice.textContent).toContain('Saldo Rp 150.000');
    // Rp 5.000 of cashback cannot pay Rp 10.500: shown, not pickable.
    expect(option(/Saldo cashback/).disabled).toBe(true);
    expect(choice.textContent).toContain('Saldo Rp 5.000');
    expect(choice.textContent).toContain('Tidak cukup untuk transaksi ini');
    expect(option(/Pinjaman agen/).disabled).toBe(false);
    expect(choice.textContent).toContain('Sisa limit Rp 50.000');
    act(() => {
      fireEvent.click(option(/Pinjaman agen/));
    });
    expect(option(/Pinjaman agen/).checked).toBe(true);
    expect(choice.textContent).toContain('menjadi utang sampai dibayar');
    type('PIN', '123456');
    await pay();
    await screen.findByTestId('purchase-status');
    expect(api.callsTo('POST', '/api/v1/prabayar/transaction').at(-1)?.body).toMatchObject({
      product_code: 'TSEL10',
      pin: '123456',
      pay_from: 'loan',
    });
  });

  it('[TRX-06] without realtime events, a processing transaction is read again until final', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    });
    mockApi({
      'GET /api/v1/account': accountResponse(),
      [`GET /api/v1/prabayar/transaction/${processing.ref_id}`]: [
        () => json(200, { data: processing }),
        () => json(200, { data: { ...processing, status: 'failed', failure_code: 'wrong_number' } }),
      ],
    });
    await renderApp(`/prabayar/pulsa?ref=${processing.ref_id}`, { loggedIn: true });
    await page('Pulsa');
    expect((await screen.findByTestId('purchase-status')).getAttribute('data-status')).toBe('processing');
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    await waitFor(() => expect(screen.getByTestId('purchase-status').getAttribute('data-status')).toBe('failed'));
    // The app's own words for the supplier's code, and the refund.
    expect(screen.getByTestId('failed-reason').textContent).toBe(
      'Nomor tujuan salah atau tidak terdaftar. Periksa kembali nomornya.',
    );
    expect(screen.getByTestId('purchase-status').textContent).toContain(
      'Dana yang terpotong sudah dikembalikan ke saldo deposit Anda.',
    );
  });

  it('[TRX-06][RCP-01] a PLN token: labelled as the electricity token, with the subscriber, tariff/power and kWh', async () => {
    const serial = '01234567890123456789/BUDI SANTOSO/R1M/900VA/14,7';
    const pln = sampleTransaction({
      ref_id: 'TRX0000PLN01',
      product_code: 'PLN20',
      product_name: 'PLN 20.000',
      family: 'listrik',
      operator: 'pln',
      operator_name: 'PLN',
      destination: '12345678901',
      status: 'success',
      serial_number: serial,
      token: parseMeterToken(serial),
    });
    mockApi({
      'GET /api/v1/account': accountResponse(),
      [`GET /api/v1/prabayar/transaction/${pln.ref_id}`]: () => json(200, { data: pln }),
    });
    await renderApp(`/prabayar/electricity?ref=${pln.ref_id}`, { loggedIn: true });
    const status = await screen.findByTestId('purchase-status');
    expect(status.getAttribute('data-status')).toBe('success');
    expect(screen.getByTestId('serial-number').textContent).toBe('0123-4567-8901-2345-6789');
    expect(screen.getByTestId('serial-number').previousElementSibling?.textContent).toBe('Token listrik');
    expect(status.textContent).toContain('BUDI SANTOSO');
    expect(screen.getByTestId('token-tariff').textContent).toBe('R1M/900 VA');
    expect(screen.getByTestId('token-kwh').textContent).toBe('14,7 kWh');
  });

  it('[TRX-02][PLT-03] server errors: PIN and order number on their fields, every other refusal in the open sheet, once', async () => {
    const api = mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/prabayar/catalogue/pulsa': catalogue(),
      'POST /api/v1/prabayar/transaction': [
        () => json(422, { message: 'Kode PIN Salah', code: 'validation_failed', errors: { pin: ['Kode PIN Salah'] } }),
        () =>
          json(422, {
            message: 'Nomor order sudah ada',
            code: 'validation_failed',
            errors: { order_number: ['Nomor order sudah ada'] },
          }),
        () =>
          json(422, {
            message: 'Ada nomor yang salah',
            code: 'validation_failed',
            errors: { destination: ['Ada nomor yang salah'] },
          }),
        () => json(402, { message: 'Saldo deposit Anda tidak cukup', code: 'insufficient_balance' }),
      ],
    });
    await renderApp('/prabayar/pulsa', { loggedIn: true });
    await screenOf('Pulsa');
    type('Nomor HP', '081234567890');
    await act(async () => card('TSEL10').click());
    let dialog = await sheet();
    type('PIN', '654321');
    await pay();
    await waitFor(() => expect(fieldError(within(dialog).getByLabelText('PIN'))).toContain('Kode PIN Salah'));

    await act(async () =>
      screen.getByRole('button', { name: 'Opsi lanjutan: nomor order, harga jual, uang muka' }).click(),
    );
    type('Nomor order (opsional)', 'INV#1');
    type('PIN', '123456');
    await pay();
    expect(fieldError(within(dialog).getByLabelText('Nomor order (opsional)'))).toContain(
      'Nomor order hanya boleh berisi huruf',
    );
    type('Nomor order (opsional)', 'INV-001');
    type('Harga jual', '12000');
    expect(within(dialog).getByTestId('selling-preview').textContent).toContain('Rp 12.000');
    await pay();
    await waitFor(() =>
      expect(fieldError(within(dialog).getByLabelText('Nomor order (opsional)'))).toContain('Nomor order sudah ada'),
    );
    const [first, second] = api.callsTo('POST', '/api/v1/prabayar/transaction');
    // The same attempt keeps its request id, so a retry can never buy twice.
    expect((second?.body as { request_id: string }).request_id).toBe(
      (first?.body as { request_id: string }).request_id,
    );
    expect(second?.body).toMatchObject({ order_number: 'INV-001', selling_price: 12_000, pin: '123456' });

    type('Nomor order (opsional)', 'INV-002');
    await pay();
    // The refusal stays where the eye is: in the sheet, above the button just tapped, announced; the page's number
    // field is marked for when the sheet is closed to change it. No page alert says it a second time.
    await waitFor(() => expect(within(dialog).getByTestId('confirm-refusal').textContent).toBe('Ada nomor yang salah'));
    expect(within(dialog).getByTestId('confirm-refusal').closest('[role="alert"]')).not.toBeNull();
    expect(notices.alerts.get()).toEqual([]);
    await act(async () => within(dialog).getByRole('button', { name: 'Batal' }).click());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fieldError(screen.getByLabelText('Nomor HP'))).toContain('Ada nomor yang salah');

    await act(async () => card('TSEL10').click());
    dialog = await sheet();
    type('PIN', '123456');
    await pay();
    await waitFor(() =>
      expect(within(dialog).getByTestId('confirm-refusal').textContent).toBe('Saldo deposit Anda tidak cukup'),
    );
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(notices.alerts.get()).toEqual([]);
    expect(screen.getAllByText('Saldo deposit Anda tidak cukup')).toHaveLength(1);
  });

  it('[TRX-02] a lost reply is retried with the same request id; the server answers with the first purchase', async () => {
    let attempts = 0;
    const api = mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/prabayar/catalogue/pulsa': catalogue(),
      'POST /api/v1/prabayar/transaction': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return json(200, { data: sampleTransaction(), replayed: true });
      },
      [`GET /api/v1/prabayar/transaction/${processing.ref_id}`]: () => json(200, { data: processing }),
    });
    await renderApp('/prabayar/pulsa', { loggedIn: true });
    await screenOf('Pulsa');
    type('Nomor HP', '081234567890');
    await act(async () => card('TSEL10').click());
    const dialog = await sheet();
    type('PIN', '123456');
    await pay();
    expect(await within(dialog).findByText(/Mencoba lagi aman/)).toBeTruthy();
    expect(within(dialog).getByTestId('pay-button').textContent).toBe('Coba lagi');
    await pay();
    expect(await screen.findByTestId('purchase-status')).toBeTruthy();
    const [first, second] = api.callsTo('POST', '/api/v1/prabayar/transaction');
    expect(second?.body).toEqual(first?.body);
  });

  it('[TRX-13] with persistent password, the password is asked once per tab; the last number is remembered', async () => {
    const api = mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/prabayar/catalogue/data': catalogue({
        family: 'data',
        pin_required: false,
        persistent_password: true,
        persistent_number: true,
      }),
      'POST /api/v1/prabayar/transaction': () => json(201, { data: processing, replayed: false }),
      [`GET /api/v1/prabayar/transaction/${processing.ref_id}`]: () => json(200, { data: processing }),
    });
    const { router } = await renderApp('/prabayar/data', { loggedIn: true });
    await screenOf('Paket Data');
    type('Nomor HP', '0812-3456-7890');
    await act(async () => card('TSEL10').click());
    await sheet();
    type('Password', 'demo12345');
    await pay();
    await screen.findByTestId('purchase-status');

    await act(async () => router.navigate('/prabayar/data'));
    await screenOf('Paket Data');
    expect((screen.getByLabelText('Nomor HP') as HTMLInputElement).value).toBe('081234567890');
    await act(async () => card('TSEL10').click());
    const dialog = await sheet();
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    expect(within(dialog).getByText('Password tersimpan untuk tab ini.')).toBeTruthy();
    await pay();
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/prabayar/transaction')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/v1/prabayar/transaction')[1]?.body).toMatchObject({ password: 'demo12345' });
  });
});

describe('checkout and promotions', () => {
  it('[NAV-09][TRX-07] promo items show their sold count and open the one-page checkout', async () => {
    const promo = sampleProduct({
      code: 'TSEL25',
      name: 'Telkomsel 25.000',
      price: 25_200,
      promo: true,
      sold_qty: 1234,
    });
    mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/prabayar/promotion': () => json(200, { data: [promo] }),
      'GET /api/v1/prabayar/catalogue/pulsa': catalogue(),
    });
    const { router } = await renderApp('/prabayar/promotion', { loggedIn: true });
    await page('Promo');
    expect((await screen.findByTestId('sold-qty')).textContent).toBe('Terjual 1.234');
    await act(async () => screen.getByRole('link', { name: /Telkomsel 25\.000/ }).click());
    await screenOf('Checkout');
    expect(router.state.location.pathname).toBe('/checkout/pulsa/telkomsel/TSEL25');
    const product = await screen.findByTestId('checkout-product');
    expect(product.textContent).toContain('Rp 25.200');

    type('Nomor HP', '081712345678');
    await act(async () => screen.getByRole('button', { name: 'Beli sekarang' }).click());
    expect(fieldError(screen.getByLabelText('Nomor HP'))).toContain('Nomor ini bukan nomor Telkomsel');
    type('Nomor HP', '081234567890');
    await act(async () => screen.getByRole('button', { name: 'Beli sekarang' }).click());
    expect(within(await sheet()).getByTestId('confirm-product').textContent).toContain('Telkomsel 25.000');
  });

  it('[NAV-09] an unknown product says so', async () => {
    mockApi({ 'GET /api/v1/account': accountResponse(), 'GET /api/v1/prabayar/catalogue/pulsa': catalogue() });
    await renderApp('/checkout/pulsa/telkomsel/NOPE', { loggedIn: true });
    await page('Checkout');
    expect(await screen.findByText('Produk tidak ditemukan')).toBeTruthy();
  });
});
