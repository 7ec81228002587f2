import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import {
  sampleAdjustedPrice,
  sampleAdjustedPrices,
  samplePricelist,
} from '../../../features/pricelist/testing/fixtures.ts';
import { notices } from '../../../lib/notices.ts';
import { setLoggedIn } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
  notices.snackbars.set([]);
  notices.clearAlerts();
});

const pulsaPath = 'GET /api/v1/pricelist/pulsa';
const adjustPath = '/api/v1/pricelist/adjust-price';
const agent = () => accountResponse(sampleAccount({ category: 'agent', permission: ['deposit.topup'] }));

/** The first visit of a page loads its lazy chunks; on a cold test run that can take more than a second. */
const page = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

const rowOf = (code: string) => {
  const row = document.querySelector<HTMLElement>(`[data-code="${code}"]`);
  if (!row) throw new Error(`no row ${code}`);
  return row;
};
const visibleCodes = () =>
  [...document.querySelectorAll<HTMLElement>('tr[data-code], li[data-code]')].map((row) => row.dataset.code);

const type = (element: HTMLElement, value: string) => {
  act(() => {
    fireEvent.change(element, { target: { value } });
  });
};

describe('public price list', () => {
  it('[CAT-04][NAV-04] /pricelist opens the pulsa list without login; other families by their id or route name', async () => {
    const api = mockApi({
      [pulsaPath]: () => json(200, { data: samplePricelist() }),
      'GET /api/v1/pricelist/listrik': () =>
        json(200, { data: samplePricelist({ family: 'listrik', operators: [], products: [] }) }),
    });
    const { router } = await renderApp('/pricelist');
    await page('Daftar Harga Pulsa');
    expect(router.state.location.pathname).toBe('/pricelist/pulsa');
    expect(api.callsTo('GET', '/api/v1/account')).toEqual([]);

    await act(async () => router.navigate('/pricelist/electricity'));
    await page('Daftar Harga Token Listrik');
    expect(router.state.location.pathname).toBe('/pricelist/listrik');
    expect(await screen.findByText('Belum ada produk di kategori ini.')).toBeTruthy();

    await act(async () => router.navigate('/pricelist/no-such-thing'));
    await page('Daftar Harga Pulsa');
    expect(router.state.location.pathname).toBe('/pricelist/pulsa');
  });

  it('[CAT-04][CAT-05][CAT-06] lists name, code, price in Rupiah and state, grouped by operator, with the update time', async () => {
    mockApi({ [pulsaPath]: () => json(200, { data: samplePricelist() }) });
    await renderApp('/pricelist/pulsa');
    await page('Daftar Harga Pulsa');
    await screen.findByRole('table', { name: 'Daftar Harga Pulsa' });
    expect(visibleCodes()).toEqual(['TSEL10', 'TSEL25', 'TSEL50', 'ISAT10', 'ISAT20', 'XL5']);

    const first = within(rowOf('TSEL10'));
    expect(first.getByText('Telkomsel 10.000')).toBeTruthy();
    expect(first.getByText('TSEL10')).toBeTruthy();
    expect(first.getByText('Rp 10.250')).toBeTruthy();
    const status = (code: string) => rowOf(code).querySelector('[data-status]')?.textContent;
    expect(status('TSEL10')).toBe('Tersedia');
    expect(status('TSEL50')).toBe('Cut-off 23:00–00:30 WIB');
    expect(status('ISAT10')).toBe('Stok kosong');
    expect(status('ISAT20')).toBe('Penyesuaian harga');
    expect(status('XL5')).toBe('Perlu akses CS');
    expect(within(rowOf('TSEL25')).getByText('Promo')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Indosat' })).toBeTruthy();
    // 03:04 UTC is 10:04 in Jakarta.
    expect(screen.getByTestId('pricelist-updated').textContent).toMatch(/^Diperbarui 2 Jan 2026.*10[.:]04 WIB$/);
  });

  it('[CAT-03][CAT-04] operator chips and search narrow the list and stay in the address', async () => {
    mockApi({ [pulsaPath]: () => json(200, { data: samplePricelist() }) });
    const { router } = await renderApp('/pricelist/pulsa');
    await screen.findByRole('table');
    const chips = screen.getByRole('group', { name: 'Saring menurut operator' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Semua', 'Telkomsel', 'Indosat', 'XL']);
    await act(async () => within(chips).getByRole('button', { name: 'Indosat' }).click());
    await waitFor(() => expect(visibleCodes()).toEqual(['ISAT10', 'ISAT20']));
    expect(within(chips).getByRole('button', { name: 'Indosat' }).getAttribute('aria-pressed')).toBe('true');
    expect(router.state.location.search).toBe('?operator=indosat');
    expect(screen.getByTestId('pricelist-count').textContent).toBe('2 dari 6 produk');

    // The filters live in the URL: each change is a (replacing) navigation, committed a moment later.
    type(screen.getByLabelText('Cari produk'), '20.000');
    await waitFor(() => expect(visibleCodes()).toEqual(['ISAT20']));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('20.000');

    await act(async () => within(chips).getByRole('button', { name: 'Semua' }).click());
    type(screen.getByLabelText('Cari produk'), 'tsel');
    await waitFor(() => expect(visibleCodes()).toEqual(['TSEL10', 'TSEL25', 'TSEL50']));

    type(screen.getByLabelText('Cari produk'), 'smartfren');
    await waitFor(() => expect(visibleCodes()).toEqual([]));
    expect(screen.getByText('Tidak ada produk yang cocok dengan pencarian Anda.')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Tampilkan semua produk' }).click());
    await waitFor(() => expect(visibleCodes()).toHaveLength(6));
    expect(router.state.location.search).toBe('');
  });

  it('[CAT-04] a shared link with a filter opens filtered', async () => {
    mockApi({ [pulsaPath]: () => json(200, { data: samplePricelist() }) });
    await renderApp('/pricelist/pulsa?operator=xl');
    await screen.findByRole('table');
    expect(visibleCodes()).toEqual(['XL5']);
  });

  it("[CAT-04][TRX-01] a number typed on the server's landing (?nomor=) opens the list on its operator", async () => {
    mockApi({ [pulsaPath]: () => json(200, { data: samplePricelist() }) });
    await renderApp('/pricelist/pulsa?nomor=0817%201234%205678');
    await screen.findByRole('table');
    expect(visibleCodes()).toEqual(['XL5']);
    const chips = screen.getByRole('group', { name: 'Saring menurut operator' });
    expect(within(chips).getByRole('button', { name: 'XL' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('[CAT-04] offers the spreadsheet and CSV from the server, and the picture', async () => {
    mockApi({ [pulsaPath]: () => json(200, { data: samplePricelist() }) });
    await renderApp('/pricelist/pulsa');
    await screen.findByRole('table');
    const downloads = screen.getByRole('group', { name: 'Unduh daftar harga' });
    const xlsx = within(downloads).getByRole('link', { name: /Excel/ });
    expect(xlsx.getAttribute('href')).toBe('/api/v1/pricelist/pulsa/download?format=xlsx');
    expect(xlsx.getAttribute('download')).toMatch(/^pricelist-pulsa-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const csv = within(downloads).getByRole('link', { name: /CSV/ });
    expect(csv.getAttribute('href')).toBe('/api/v1/pricelist/pulsa/download?format=csv');
    expect(csv.hasAttribute('download')).toBe(true);
    expect(within(downloads).getByRole('button', { name: /Gambar/ })).toBeTruthy();
  });

  // The app retries a 5xx twice with a back-off before giving up, hence the longer wait.
  it('[CAT-04] a failed load says so and can be retried', { timeout: 15_000 }, async () => {
    const failure = () => json(500, { message: 'Terjadi kesalahan', code: 'internal_error' });
    mockApi({ [pulsaPath]: [failure, failure, failure, () => json(200, { data: samplePricelist() })] });
    await renderApp('/pricelist/pulsa');
    await screen.findByText('Daftar harga gagal dimuat.', undefined, { timeout: 10_000 });
    await act(async () => screen.getByRole('button', { name: 'Coba lagi' }).click());
    await screen.findByRole('table');
  });

  it('[CAT-04] logged-in agents get a link to their own selling prices; visitors and members do not', async () => {
    mockApi({ [pulsaPath]: () => json(200, { data: samplePricelist() }), 'GET /api/v1/account': agent() });
    const { unmount } = await renderApp('/pricelist/pulsa', { loggedIn: true });
    const link = await screen.findByRole('link', { name: 'Atur harga jual Anda' });
    expect(link.getAttribute('href')).toBe('/account/adjust-price?family=pulsa');
    unmount();

    mockApi({
      [pulsaPath]: () => json(200, { data: samplePricelist() }),
      'GET /api/v1/account': accountResponse(sampleAccount({ category: 'member' })),
    });
    const member = await renderApp('/pricelist/pulsa', { loggedIn: true });
    await screen.findByRole('table');
    await screen.findByTestId('header-deposit');
    expect(screen.queryByRole('link', { name: 'Atur harga jual Anda' })).toBeNull();
    member.unmount();
    setLoggedIn(false);

    await renderApp('/pricelist/pulsa');
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'Atur harga jual Anda' })).toBeNull();
  });

  it('[CAT-04] the picture is drawn from the rows on screen and offered for saving', async () => {
    mockApi({ [pulsaPath]: () => json(200, { data: samplePricelist() }) });
    const drawn: string[] = [];
    const context = {
      font: '',
      fillStyle: '',
      textAlign: 'left',
      textBaseline: 'alphabetic',
      fillRect: () => undefined,
      fillText: (text: string) => drawn.push(text),
      measureText: (text: string) => ({ width: text.length * 10 }),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => context as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
      callback(new Blob(['png'], { type: 'image/png' })),
    );
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:pricelist-1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);

    await renderApp('/pricelist/pulsa?operator=indosat');
    await screen.findByRole('table');
    await act(async () => screen.getByRole('button', { name: 'Gambar' }).click());
    const preview = await screen.findByRole('region', { name: 'Gambar daftar harga' });
    expect(within(preview).getByRole('img').getAttribute('src')).toBe('blob:pricelist-1');
    const save = within(preview).getByRole('link', { name: 'Simpan gambar' });
    expect(save.getAttribute('download')).toMatch(/^pricelist-pulsa-\d{4}-\d{2}-\d{2}\.png$/);
    expect(drawn).toEqual(expect.arrayContaining(['Pulsa Murah', 'Daftar Harga Pulsa', 'Indosat · 2 produk']));
    expect(drawn).toEqual(
      expect.arrayContaining(['ISAT10', 'ISAT20', 'Rp 10.900', 'Stok kosong', 'Penyesuaian harga']),
    );
    expect(drawn.some((text) => text.startsWith('Diperbarui 2 Jan 2026'))).toBe(true);
    // Only what is on screen: the other operators' rows are not in the picture.
    expect(drawn).not.toContain('TSEL10');
  });
});

describe('adjust price', () => {
  const open = async (path = '/account/adjust-price') => {
    const view = await renderApp(path, { loggedIn: true });
    await page('Atur harga jual');
    await screen.findByRole('form', { name: 'Atur harga jual' });
    return view;
  };
  const sellingInput = (name: string) => screen.getByLabelText(`Harga jual ${name}`) as HTMLInputElement;
  const save = async () => {
    await act(async () => screen.getByRole('button', { name: 'Simpan' }).click());
  };
  /** The error message the input points at (its other description is the margin hint). */
  const errorOf = (input: HTMLElement) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id.endsWith('-error'))
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');

  it('[CAT-04][TRX-03] lists buying and selling prices; saves only the changed rows in one call and shows the server’s message', async () => {
    const saved = [
      sampleAdjustedPrice({ selling_price: 11_000 }),
      sampleAdjustedPrice({ code: 'XL5', name: 'XL 5.000', operator_name: 'XL', price: 5_500, selling_price: null }),
    ];
    const api = mockApi({
      'GET /api/v1/account': agent(),
      [`GET ${adjustPath}`]: () => json(200, { data: sampleAdjustedPrices() }),
      [`POST ${adjustPath}`]: () => json(200, { data: saved, message: 'Harga jual berhasil disimpan.' }),
    });
    await open();
    expect(api.callsTo('GET', adjustPath)).toHaveLength(1);
    expect(api.calls.find((call) => call.path === adjustPath)).toBeTruthy();
    expect(api.fetchMock.mock.calls.some(([url]) => String(url).includes('adjust-price?family=pulsa'))).toBe(true);

    expect(within(rowOf('TSEL10')).getByTestId('buying-price').textContent).toBe('Rp 10.150');
    expect(sellingInput('Telkomsel 10.000').value).toBe('');
    expect(sellingInput('Telkomsel 10.000').placeholder).toBe('Belum diatur');
    expect(sellingInput('Telkomsel 25.000').value).toBe('26000');
    expect(screen.getByRole('button', { name: 'Simpan' }).hasAttribute('disabled')).toBe(true);

    type(sellingInput('Telkomsel 10.000'), 'Rp 11.000');
    expect(sellingInput('Telkomsel 10.000').value).toBe('11000');
    expect(within(rowOf('TSEL10')).getByText('Untung Rp 850')).toBeTruthy();
    // Typed back to what was saved: not a change.
    type(sellingInput('Telkomsel 25.000'), '2600');
    type(sellingInput('Telkomsel 25.000'), '26000');
    // Cleared: the agent's price is removed.
    type(sellingInput('XL 5.000'), '');
    expect(screen.getByTestId('adjust-changes').textContent).toBe('2 perubahan belum disimpan');

    await save();
    await waitFor(() => expect(screen.getByTestId('adjust-changes').textContent).toBe('Harga jual berhasil disimpan.'));
    const posts = api.callsTo('POST', adjustPath);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      prices: [
        { code: 'TSEL10', selling_price: 11_000 },
        { code: 'XL5', selling_price: null },
      ],
    });
    expect(sellingInput('Telkomsel 10.000').value).toBe('11000');
    expect(sellingInput('XL 5.000').value).toBe('');
    expect(screen.getByRole('button', { name: 'Simpan' }).hasAttribute('disabled')).toBe(true);
    // The next edit replaces the message with the count of changes.
    type(sellingInput('XL 5.000'), '6500');
    expect(screen.getByTestId('adjust-changes').textContent).toBe('1 perubahan belum disimpan');
  });

  it('[CAT-04][TRX-03] a selling price below the buying price stays on its row and nothing is sent', async () => {
    const api = mockApi({
      'GET /api/v1/account': agent(),
      [`GET ${adjustPath}`]: () => json(200, { data: sampleAdjustedPrices() }),
    });
    await open();
    type(sellingInput('Indosat 10.000'), '10000');
    await save();
    expect(errorOf(sellingInput('Indosat 10.000'))).toBe('Harga jual tidak boleh di bawah harga beli.');
    expect(sellingInput('Indosat 10.000').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(sellingInput('Telkomsel 10.000'))).toBe('');
    expect(api.callsTo('POST', adjustPath)).toEqual([]);
    type(sellingInput('Indosat 10.000'), '10700');
    expect(sellingInput('Indosat 10.000').getAttribute('aria-invalid')).toBe('false');
  });

  it('[CAT-04][PLT-03] the server’s row errors land under the right rows', async () => {
    const api = mockApi({
      'GET /api/v1/account': agent(),
      [`GET ${adjustPath}`]: () => json(200, { data: sampleAdjustedPrices() }),
      [`POST ${adjustPath}`]: () =>
        json(422, {
          message: 'Harga jual tidak boleh di bawah harga beli.',
          code: 'validation_failed',
          errors: { 'prices.1.selling_price': ['Harga jual tidak boleh di bawah harga beli.'] },
        }),
    });
    await open();
    type(sellingInput('Telkomsel 10.000'), '12000');
    type(sellingInput('Indosat 10.000'), '12000');
    await save();
    await waitFor(() =>
      expect(errorOf(sellingInput('Indosat 10.000'))).toBe('Harga jual tidak boleh di bawah harga beli.'),
    );
    expect(errorOf(sellingInput('Telkomsel 10.000'))).toBe('');
    expect(api.callsTo('POST', adjustPath)[0]?.body).toEqual({
      prices: [
        { code: 'TSEL10', selling_price: 12_000 },
        { code: 'ISAT10', selling_price: 12_000 },
      ],
    });
    // Nothing was saved: the changes stay for another try.
    expect(screen.getByTestId('adjust-changes').textContent).toBe('2 perubahan belum disimpan');
  });

  it('[CAT-04][TRX-03] quick fill sets buying price plus margin on the visible rows', async () => {
    mockApi({
      'GET /api/v1/account': agent(),
      [`GET ${adjustPath}`]: () => json(200, { data: sampleAdjustedPrices() }),
    });
    await open();
    await act(async () =>
      within(screen.getByRole('group', { name: 'Saring menurut operator' }))
        .getByRole('button', { name: 'Telkomsel' })
        .click(),
    );
    type(screen.getByLabelText('Untung per produk'), '500');
    await act(async () => screen.getByRole('button', { name: 'Terapkan ke 2 produk' }).click());
    expect(sellingInput('Telkomsel 10.000').value).toBe('10650');
    expect(sellingInput('Telkomsel 25.000').value).toBe('25400');
    expect(screen.getByTestId('adjust-changes').textContent).toBe('2 perubahan belum disimpan');
  });

  it('[CAT-04] switching the family with unsaved prices asks first', async () => {
    mockApi({
      'GET /api/v1/account': agent(),
      [`GET ${adjustPath}`]: () => json(200, { data: sampleAdjustedPrices() }),
    });
    const { router } = await open();
    type(sellingInput('Telkomsel 10.000'), '11000');
    await act(async () => screen.getByRole('link', { name: 'Paket Data' }).click());
    const dialog = await screen.findByRole('alertdialog', { name: 'Tinggalkan tanpa menyimpan?' });
    await act(async () => within(dialog).getByRole('button', { name: 'Tetap di sini' }).click());
    expect(router.state.location.search).toBe('');
    expect(sellingInput('Telkomsel 10.000').value).toBe('11000');

    await act(async () => screen.getByRole('link', { name: 'Paket Data' }).click());
    await act(async () => within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Tinggalkan' }).click());
    await waitFor(() => expect(router.state.location.search).toBe('?family=data'));
  });

  it('[CAT-04] members are told the page is for agents, without asking the server', async () => {
    const api = mockApi({ 'GET /api/v1/account': accountResponse(sampleAccount({ category: 'member' })) });
    await renderApp('/account/adjust-price', { loggedIn: true });
    await page('Atur harga jual');
    expect(screen.getByText('Halaman ini hanya untuk agen dan master agen.')).toBeTruthy();
    expect(api.callsTo('GET', adjustPath)).toEqual([]);
  });

  it('[NAV-06] logged out, the adjust-price page ends at the login', async () => {
    mockApi({});
    const { router } = await renderApp('/account/adjust-price');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});
