import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseMeterToken } from '@konter/shared/ppob/meter-token';
import type { Transaction } from '@konter/shared/contracts/transactions';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import { livePollMs } from '../../../lib/live-transaction.ts';
import {
  sampleReceipt,
  sampleReceiptSettings,
  sampleTransaction,
} from '../../../features/receipts/testing/fixtures.ts';
import { notices } from '../../../lib/notices.ts';
import { setLoggedIn } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { FakeEventSource } from '../../../test/fake-event-source.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setLoggedIn(false);
  notices.snackbars.set([]);
  notices.clearAlerts();
  FakeEventSource.instances = [];
  Reflect.deleteProperty(navigator, 'bluetooth');
});

const refId = 'TRX7K2M9Q4ZP';
const receiptPath = `GET /api/v1/receipt/prabayar/${refId}`;
const settingsGet = 'GET /api/v1/receipt/settings';
const settingsPost = 'POST /api/v1/receipt/settings';
const historyGet = 'GET /api/v1/prabayar/transactions';
const member = accountResponse(sampleAccount({ name: 'Konter Sinar Jaya', hp: '081234560001' }));
const realtimeAuth = () =>
  json(200, { data: { channel: 'private-account', token: 'tok', url: '/api/v1/realtime?channel=x&token=tok' } });
const receiptResponse =
  (...args: Parameters<typeof sampleReceipt>) =>
  () =>
    json(200, { data: sampleReceipt(...args) });

/** The first visit of a page loads its lazy chunks; on a cold test run that can take more than a second. */
const page = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
const receiptPaper = async () => {
  await page('Struk transaksi');
  return screen.findByTestId('receipt');
};
const field = (root: HTMLElement, key: string) => root.querySelector(`[data-field="${key}"]`)?.textContent ?? null;
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('receipt', () => {
  it('[RCP-01][NAV-14] a successful purchase: every field as printed; buying price and profit only outside the paper', async () => {
    mockApi({
      'GET /api/v1/account': member,
      [receiptPath]: receiptResponse({ buying_price: 10_250, transaction: { profit: 1_750 } }),
    });
    await renderApp(`/receipt/prabayar/${refId}`, { loggedIn: true });
    const paper = await receiptPaper();
    expect(paper.getAttribute('data-status')).toBe('success');
    expect(paper.getAttribute('data-paper-width')).toBe('58');
    expect(paper.style.width).toBe('58mm');
    const text = paper.textContent ?? '';
    for (const expected of ['Konter Sinar Jaya', 'Jl. Melati No. 5', '0812-3456-0001', 'STRUK PEMBELIAN', 'Sukses']) {
      expect(text).toContain(expected);
    }
    expect(field(paper, 'ref_id')).toBe('No. RefTRX7K2M9Q4ZP');
    expect(field(paper, 'order_number')).toBe('No. PesananORD-001');
    expect(field(paper, 'product')).toBe('ProdukTelkomsel 10.000');
    expect(field(paper, 'nominal')).toBe('NominalRp 10.000');
    expect(field(paper, 'customer_no')).toBe('No. Pelanggan081234567890');
    expect(field(paper, 'price')).toBe('HargaRp 12.000');
    expect(field(paper, 'total')).toBe('TotalRp 12.000');
    expect(field(paper, 'payment_method')).toBe('PembayaranSaldo deposit');
    expect(field(paper, 'payment_status')).toBe('Status bayarLunas');
    expect(screen.getByTestId('receipt-serial').textContent).toBe('41029384756102938475');
    expect(field(paper, 'failed_reason')).toBeNull();
    expect(paper.querySelector('[data-field="note"]')?.getAttribute('data-align')).toBe('center');
    expect(text).not.toContain('10.250');
    expect(text).not.toContain('1.750');

    const owner = screen.getByTestId('owner-figures');
    expect(paper.contains(owner)).toBe(false);
    expect(owner.querySelector('[data-owner="buying_price"]')?.textContent).toBe('Harga beliRp 10.250');
    expect(owner.querySelector('[data-owner="profit"]')?.textContent).toBe('KeuntunganRp 1.750');
    expect(screen.getByTestId('receipt-live-status').textContent).toBe('Transaksi sukses.');
  });

  it.each([
    ['id', 'Keuntungan per level', 'Budi Pulsa · Anda', 'Upline tingkat 1 · Agen · Harga Rp 11.800', 'Pembeli'],
    ['en', 'Profit per level', 'Budi Pulsa · You', 'Upline level 1 · Agent · Price Rp 11.800', 'Buyer'],
    ['zh', '各级利润', 'Budi Pulsa · 您', '上级第 1 级 · 代理 · 价格 Rp 11.800', '买家'],
  ] as const)(
    '[AGT-01][RCP-01] an upline opening a downline’s receipt sees profit per level, off the paper, in %s',
    async (locale, title, you, line, buyerWord) => {
      mockApi({
        'GET /api/v1/account': member,
        [receiptPath]: receiptResponse({
          buying_price: null,
          levels: [
            { level: 0, role: 'member', name: 'Siti', price: 12_000, profit: null, you: false },
            { level: 1, role: 'agent', name: 'Budi Pulsa', price: 11_800, profit: 200, you: true },
          ],
        }),
      });
      await renderApp(`/receipt/prabayar/${refId}`, { loggedIn: true, locale });
      const paper = await screen.findByTestId('receipt', {}, { timeout: 5000 });
      const levels = await screen.findByTestId('profit-levels');
      expect(paper.contains(levels)).toBe(false);
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
      const [buyerRow, own] = within(levels).getAllByRole('listitem');
      expect(buyerRow?.textContent).toContain('Siti');
      expect(buyerRow?.textContent).toContain(buyerWord);
      // The buyer's own profit is not the upline's to see.
      expect(buyerRow?.textContent).not.toContain('+');
      expect(own?.textContent?.replace(/\u00a0/g, ' ')).toContain(you);
      expect(own?.textContent?.replace(/\u00a0/g, ' ')).toContain(line);
      expect(own?.textContent?.replace(/\u00a0/g, ' ')).toContain('+Rp 200');
      expect(screen.queryByTestId('owner-figures')).toBeNull();
    },
  );

  it('[RCP-01][RCP-02] a PLN token in groups of four as the electricity token, printed large, with name, tariff/power and kWh; a left note; no address when hidden', async () => {
    mockApi({
      'GET /api/v1/account': member,
      [receiptPath]: receiptResponse({
        settings: { large_serial: true, note_left: true, show_address: false, paper_width: '80', large_text: true },
        transaction: {
          family: 'listrik',
          product_name: 'PLN 20.000',
          customer_name: null,
          serial_number: '01234567890123456789/BUDI SANTOSO/R1/900VA/13,4',
        },
      }),
    });
    await renderApp(`/receipt/prabayar/${refId}`, { loggedIn: true });
    const paper = await receiptPaper();
    expect(paper.getAttribute('data-paper-width')).toBe('80');
    const serial = screen.getByTestId('receipt-serial');
    expect(serial.textContent).toBe('0123-4567-8901-2345-6789');
    expect(serial.getAttribute('data-large')).toBe('true');
    expect(field(paper, 'serial')).toBe('Token listrik0123-4567-8901-2345-6789');
    expect(field(paper, 'customer_name')).toBe('NamaBUDI SANTOSO');
    expect(field(paper, 'tariff')).toBe('Tarif/DayaR1/900 VA');
    expect(field(paper, 'kwh')).toBe('Jumlah kWh13,4 kWh');
    expect(paper.querySelector('[data-field="product"]')?.className).toContain('font-bold');
    expect(paper.querySelector('[data-field="note"]')?.getAttribute('data-align')).toBe('left');
    expect(paper.querySelector('[data-field="store-line"]')).toBeNull();
  });

  it('[RCP-01] a failed purchase: failed status, the app’s reason, refunded; no serial, no price, no cost or profit', async () => {
    mockApi({
      'GET /api/v1/account': member,
      [receiptPath]: receiptResponse({
        transaction: { status: 'failed', serial_number: null, failure_code: 'wrong_number', profit: 0 },
      }),
    });
    await renderApp(`/receipt/prabayar/${refId}`, { loggedIn: true });
    const paper = await receiptPaper();
    expect(paper.getAttribute('data-status')).toBe('failed');
    expect(field(paper, 'failed_reason')).toBe(
      'KeteranganNomor tujuan salah atau tidak terdaftar. Periksa kembali nomornya.',
    );
    expect(field(paper, 'payment_status')).toBe('Status bayarDikembalikan ke saldo');
    expect(field(paper, 'price')).toBeNull();
    expect(field(paper, 'total')).toBeNull();
    expect(screen.queryByTestId('receipt-serial')).toBeNull();
    expect(screen.getByTestId('receipt-live-status').textContent).toBe('Transaksi gagal.');
    // The owner's card says what went back to the deposit, not a buying price or profit.
    const owner = screen.getByTestId('owner-figures');
    expect(owner.querySelector('[data-owner="buying_price"]')).toBeNull();
    expect(owner.querySelector('[data-owner="profit"]')).toBeNull();
    expect(owner.querySelector('[data-owner="refunded"]')?.textContent).toBe('Dikembalikan ke saldo depositRp 10.250');
  });

  it('[RCP-01][TRX-06] processing turns into success live from a realtime event, serial and all', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const processing = sampleTransaction({ status: 'processing', serial_number: null });
    const done: Transaction = { ...processing, status: 'success', serial_number: '99887766554433221100' };
    let settled = false;
    const api = mockApi({
      'GET /api/v1/account': member,
      [receiptPath]: () => json(200, { data: sampleReceipt({ transaction: settled ? done : processing }) }),
      'POST /api/v1/broadcasting/auth': realtimeAuth,
    });
    await renderApp(`/receipt/prabayar/${refId}`, { loggedIn: true });
    const paper = await receiptPaper();
    expect(paper.getAttribute('data-status')).toBe('processing');
    expect(field(paper, 'payment_status')).toBe('Status bayarMenunggu');
    expect(screen.queryByTestId('receipt-serial')).toBeNull();
    expect(screen.getByTestId('receipt-live-status').textContent).toContain('sedang diproses');

    await waitFor(() => expect(FakeEventSource.instances.length).toBe(1));
    await act(async () => {
      FakeEventSource.emit({ type: 'transaction.updated', transaction: { ...done, ref_id: 'OTHER0000001' } });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByTestId('receipt').getAttribute('data-status')).toBe('processing');

    settled = true;
    act(() => {
      FakeEventSource.emit({ type: 'transaction.updated', transaction: done });
    });
    await waitFor(() => expect(screen.getByTestId('receipt').getAttribute('data-status')).toBe('success'));
    expect(screen.getByTestId('receipt-serial').textContent).toBe('99887766554433221100');
    expect(field(screen.getByTestId('receipt'), 'payment_status')).toBe('Status bayarLunas');
    expect(screen.getByTestId('receipt-live-status').textContent).toBe('Transaksi sukses.');
    // Final: the receipt stops listening (the account's channel itself stays open for the header's balance).
    const reads = () => api.callsTo('GET', `/api/v1/receipt/prabayar/${refId}`).length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const readsWhenFinal = reads();
    await act(async () => {
      FakeEventSource.emit({ type: 'transaction.updated', transaction: { ...done, serial_number: '1' } });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(reads()).toBe(readsWhenFinal);
    expect(screen.getByTestId('receipt-serial').textContent).toBe('99887766554433221100');
  });

  it('[RCP-01] without realtime, a processing receipt is read again every 5 seconds until it settles', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    vi.stubGlobal('EventSource', undefined);
    const processing = sampleReceipt({ transaction: { status: 'processing', serial_number: null } });
    const api = mockApi({
      'GET /api/v1/account': member,
      [receiptPath]: [() => json(200, { data: processing }), () => json(200, { data: sampleReceipt() })],
    });
    await renderApp(`/receipt/prabayar/${refId}`, { loggedIn: true });
    await receiptPaper();
    const reads = () => api.callsTo('GET', `/api/v1/receipt/prabayar/${refId}`).length;
    const before = reads();
    await act(async () => {
      vi.advanceTimersByTime(livePollMs);
    });
    await waitFor(() => expect(screen.getByTestId('receipt').getAttribute('data-status')).toBe('success'));
    expect(reads()).toBe(before + 1);
    await act(async () => {
      vi.advanceTimersByTime(livePollMs * 3);
    });
    expect(reads()).toBe(before + 1);
  });

  it('[RCP-02] the paper width toggle saves to the receipt settings and the receipt follows', async () => {
    const api = mockApi({
      'GET /api/v1/account': member,
      [receiptPath]: receiptResponse(),
      [settingsPost]: () =>
        json(200, {
          data: sampleReceiptSettings({ paper_width: '80' }),
          message: 'Pengaturan struk berhasil disimpan.',
        }),
    });
    await renderApp(`/receipt/prabayar/${refId}`, { loggedIn: true });
    await receiptPaper();
    const widths = screen.getByRole('group', { name: 'Lebar kertas' });
    expect((within(widths).getByLabelText('58 mm') as HTMLInputElement).checked).toBe(true);
    await act(async () => within(widths).getByLabelText('80 mm').click());
    await waitFor(() => expect(screen.getByTestId('receipt').getAttribute('data-paper-width')).toBe('80'));
    expect(api.callsTo('POST', '/api/v1/receipt/settings')[0]?.body).toEqual({ paper_width: '80' });
    expect(screen.getByTestId('receipt').style.width).toBe('80mm');
    // The print stylesheet follows: an 80 mm page with no margins.
    const css = document.querySelector('style[data-receipt-print-style]')?.textContent ?? '';
    expect(css).toMatch(/@page \{ size: 80mm \d+mm; margin: 0; \}/);
  });

  it('[REF-01][PLT-16] shares the receipt with the referral link: the phone’s share sheet where there is one, else the share buttons; the link can be left out', async () => {
    mockApi({
      'GET /api/v1/account': member,
      [receiptPath]: receiptResponse(),
      'GET /api/v1/referral/code': () =>
        json(200, {
          data: { code: 'KONAGE02', url: 'http://localhost/auth/register?ref=KONAGE02', clicks: 3, registrations: 1 },
        }),
    });
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    const view = await renderApp(`/receipt/prabayar/${refId}`, { loggedIn: true });
    await receiptPaper();
    const section = await screen.findByTestId('receipt-share');
    await within(section).findByText('KONAGE02');
    const whatsApp = () => decodeURIComponent(within(section).getByTestId('share-whatsapp').getAttribute('href') ?? '');
    expect(whatsApp()).toContain('No. Ref: TRX7K2M9Q4ZP');
    expect(whatsApp()).toContain('pakai kode KONAGE02: http://localhost/auth/register?ref=KONAGE02');
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('data-share')),
    ).toEqual(['whatsapp', 'telegram', 'facebook', 'x', 'email', 'sms']);
    await act(async () => within(section).getByRole('button', { name: 'Bagikan ke aplikasi lain…' }).click());
    expect(share).toHaveBeenCalledWith({
      title: 'Struk transaksi',
      text: expect.stringContaining('pakai kode KONAGE02:'),
      url: 'http://localhost/auth/register?ref=KONAGE02',
    });
    // Without the link: the receipt alone, and no Facebook (it shares only links).
    fireEvent.click(within(section).getByRole('checkbox', { name: /Sertakan tautan referral saya/ }));
    expect(whatsApp()).not.toContain('KONAGE02');
    expect(within(section).queryByTestId('share-facebook')).toBeNull();
    view.unmount();
    vi.unstubAllGlobals();

    // A browser without the Web Share API: no share-sheet button, the share buttons remain.
    mockApi({ 'GET /api/v1/account': member, [receiptPath]: receiptResponse() });
    await renderApp(`/receipt/prabayar/${refId}`, { loggedIn: true });
    await receiptPaper();
    const plain = await screen.findByTestId('receipt-share');
    expect(within(plain).queryByRole('button', { name: 'Bagikan ke aplikasi lain…' })).toBeNull();
    expect(decodeURIComponent(within(plain).getByTestId('share-whatsapp').getAttribute('href') ?? '')).toContain(
      'No. Ref: TRX7K2M9Q4ZP',
    );
  });

  it('[RCP-01] print, WhatsApp and (where the browser has it) the thermal printer', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    mockApi({ 'GET /api/v1/account': member, [receiptPath]: receiptResponse({ buying_price: 10_250 }) });
    const view = await renderApp(`/receipt/prabayar/${refId}`, { loggedIn: true });
    await receiptPaper();
    expect(screen.queryByRole('button', { name: /Printer Bluetooth/ })).toBeNull();
    await act(async () => screen.getByRole('button', { name: 'Cetak' }).click());
    expect(print).toHaveBeenCalledTimes(1);
    const share = screen.getByTestId('share-whatsapp');
    const href = share.getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const message = decodeURIComponent(href.slice('https://wa.me/?text='.length));
    expect(message).toContain('No. Ref: TRX7K2M9Q4ZP');
    expect(message).toContain('SN: *41029384756102938475*');
    expect(message).not.toContain('10.250');
    expect(share.getAttribute('target')).toBe('_blank');
    view.unmount();

    Object.defineProperty(navigator, 'bluetooth', { value: { requestDevice: vi.fn() }, configurable: true });
    await renderApp(`/receipt/prabayar/${refId}`, { loggedIn: true });
    await receiptPaper();
    expect(screen.getByRole('button', { name: /Printer Bluetooth/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Printer USB/ })).toBeNull();
  });

  it('[NAV-14] an unknown receipt says so and leads to the history', async () => {
    mockApi({
      'GET /api/v1/account': member,
      'GET /api/v1/receipt/prabayar/NOPE000000': () =>
        json(404, { message: 'Transaksi tidak ditemukan.', code: 'not_found' }),
    });
    await renderApp('/receipt/prabayar/NOPE000000', { loggedIn: true });
    await page('Struk transaksi');
    expect(await screen.findByText('Struk tidak ditemukan.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Riwayat transaksi' }).getAttribute('href')).toBe(
      '/account/transaksi-history/prabayar',
    );
  });
});

describe('receipt settings', () => {
  const settingsPage = async () => {
    await page('Pengaturan struk');
    return screen.findByRole('form', { name: 'Pengaturan struk' });
  };

  it('[RCP-02] every option, a live preview, and the server’s message after saving only what changed', async () => {
    const saved = sampleReceiptSettings({ show_address: false, large_text: true, note: 'Buka 24 jam' });
    const api = mockApi({
      'GET /api/v1/account': member,
      'GET /api/v1/account/address': () => json(200, { data: null }),
      [settingsGet]: () => json(200, { data: sampleReceiptSettings({ show_address: false }) }),
      [settingsPost]: () => json(200, { data: saved, message: 'Pengaturan struk berhasil disimpan.' }),
    });
    await renderApp('/account/receipt-settings', { loggedIn: true });
    const form = await settingsPage();
    for (const name of [
      'Tampilkan logo',
      'Tampilkan alamat dan nomor HP',
      'Teks besar',
      'Nomor seri besar',
      'Catatan rata kiri',
    ]) {
      expect(within(form).getByRole('switch', { name: new RegExp(name) })).toBeTruthy();
    }
    const sizes = within(form).getByRole('group', { name: 'Ukuran huruf' });
    expect(
      within(sizes)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Kecil', 'Normal', 'Besar', 'Sangat besar']);
    expect(within(form).getByRole('group', { name: 'Lebar kertas' })).toBeTruthy();

    const preview = screen.getByTestId('receipt-preview');
    expect(preview.textContent).toContain('Konter Sinar Jaya');
    expect(preview.textContent).toContain('0123-4567-8901-2345-6789');
    await act(async () =>
      within(form)
        .getByRole('switch', { name: /Catatan rata kiri/ })
        .click(),
    );
    expect(preview.querySelector('[data-field="note"]')?.getAttribute('data-align')).toBe('left');
    await act(async () =>
      within(form)
        .getByRole('switch', { name: /Catatan rata kiri/ })
        .click(),
    );
    await act(async () =>
      within(form)
        .getByRole('switch', { name: /Teks besar/ })
        .click(),
    );
    await act(async () => within(sizes).getByLabelText('Sangat besar').click());
    expect(preview.style.fontSize).toBe('15px');
    await act(async () => within(sizes).getByLabelText('Normal').click());
    act(() => {
      fireEvent.change(within(form).getByLabelText('Catatan di bawah struk'), { target: { value: 'Buka 24 jam' } });
    });
    expect(preview.querySelector('[data-field="note"]')?.textContent).toBe('Buka 24 jam');
    expect(api.callsTo('POST', '/api/v1/receipt/settings')).toEqual([]);

    await act(async () => within(form).getByRole('button', { name: 'Simpan pengaturan' }).click());
    await waitFor(() =>
      expect(screen.getByTestId('settings-save-status').textContent).toBe('Pengaturan struk berhasil disimpan.'),
    );
    expect(api.callsTo('POST', '/api/v1/receipt/settings')[0]?.body).toEqual({
      large_text: true,
      note: 'Buka 24 jam',
    });
    expect(notices.snackbars.get().map((notice) => notice.message)).toEqual(['Pengaturan struk berhasil disimpan.']);
  });

  it('[RCP-02] the shop name heads the preview and is saved; empty, the account holder’s name stands in', async () => {
    const personal = accountResponse(sampleAccount({ name: 'Budi Santoso', hp: '081234560001' }));
    const api = mockApi({
      'GET /api/v1/account': personal,
      'GET /api/v1/account/address': () => json(200, { data: null }),
      [settingsGet]: () => json(200, { data: sampleReceiptSettings() }),
      [settingsPost]: () =>
        json(200, {
          data: sampleReceiptSettings({ shop_name: 'Konter Sinar Jaya' }),
          message: 'Pengaturan struk berhasil disimpan.',
        }),
    });
    await renderApp('/account/receipt-settings', { loggedIn: true });
    const form = await settingsPage();
    const input = within(form).getByLabelText('Nama toko') as HTMLInputElement;
    expect(input.value).toBe('');
    expect(describedText(input)).toContain('Kosongkan untuk memakai nama akun: Budi Santoso.');
    const preview = screen.getByTestId('receipt-preview');
    await waitFor(() => expect(preview.querySelector('header')?.textContent).toContain('Budi Santoso'));
    act(() => {
      fireEvent.change(input, { target: { value: 'Konter Sinar Jaya' } });
    });
    expect(preview.querySelector('header')?.textContent).toContain('Konter Sinar Jaya');
    expect(preview.querySelector('header')?.textContent).not.toContain('Budi Santoso');
    await act(async () => within(form).getByRole('button', { name: 'Simpan pengaturan' }).click());
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/receipt/settings')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/v1/receipt/settings')[0]?.body).toEqual({ shop_name: 'Konter Sinar Jaya' });
    act(() => {
      fireEvent.change(input, { target: { value: 'x'.repeat(61) } });
    });
    await act(async () => within(form).getByRole('button', { name: 'Simpan pengaturan' }).click());
    expect(describedText(input)).toContain('Nama toko maksimal 60 karakter.');
    expect(api.callsTo('POST', '/api/v1/receipt/settings')).toHaveLength(1);
  });

  it('[RCP-03] the address cannot be shown before it is set: the refusal under its switch, with the way to set it', async () => {
    const refusal = 'Alamat belum diatur. Lengkapi alamat sebelum menampilkannya di struk.';
    const api = mockApi({
      'GET /api/v1/account': member,
      'GET /api/v1/account/address': () => json(200, { data: null }),
      [settingsGet]: () => json(200, { data: sampleReceiptSettings({ show_address: false }) }),
      [settingsPost]: () =>
        json(422, { message: refusal, code: 'validation_failed', errors: { show_address: [refusal] } }),
    });
    const { router } = await renderApp('/account/receipt-settings', { loggedIn: true });
    const form = await settingsPage();
    const address = within(form).getByRole('switch', { name: /Tampilkan alamat dan nomor HP/ });
    await act(async () => address.click());
    await act(async () => within(form).getByRole('button', { name: 'Simpan pengaturan' }).click());
    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'));
    expect(api.callsTo('POST', '/api/v1/receipt/settings')[0]?.body).toEqual({ show_address: true });
    expect(describedText(address)).toContain(refusal);
    expect(document.activeElement).toBe(address);
    expect(screen.getByTestId('settings-save-status').textContent).toBe(refusal);
    // Said under its switch and beside the save button; not a third time in a banner at the top of the page.
    expect(notices.alerts.get()).toEqual([]);
    const link = within(form).getByRole('link', { name: 'Atur alamat' });
    expect(link.getAttribute('href')).toBe('/account/address');
    await act(async () => link.click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/address'));
  });

  it('[RCP-02] a failed save says so', async () => {
    mockApi({
      'GET /api/v1/account': member,
      'GET /api/v1/account/address': () => json(200, { data: null }),
      [settingsGet]: () => json(200, { data: sampleReceiptSettings() }),
      [settingsPost]: () => json(500, { message: 'Gagal menyimpan pengaturan struk.', code: 'internal_error' }),
    });
    await renderApp('/account/receipt-settings', { loggedIn: true });
    const form = await settingsPage();
    await act(async () => within(form).getByRole('button', { name: 'Simpan pengaturan' }).click());
    await waitFor(() =>
      expect(screen.getByTestId('settings-save-status').textContent).toBe('Gagal menyimpan pengaturan struk.'),
    );
  });
});

describe('prepaid history', () => {
  const rows = [
    sampleTransaction(),
    sampleTransaction({
      ref_id: 'TRX0000PLN01',
      family: 'listrik',
      product_name: 'PLN 20.000',
      destination: '14234567890',
      price: 20_150,
      status: 'processing',
      serial_number: null,
    }),
  ];
  const historyResponse =
    (total = 2) =>
    () =>
      json(200, { data: rows, meta: { page: 1, per_page: 20, total } });
  const historyQueries = (api: ReturnType<typeof mockApi>) =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/v1/prabayar/transactions')
      .map((url) => Object.fromEntries(url.searchParams));

  it('[NAV-14] /account/transaksi-history forwards to the prepaid history, keeping its filters', async () => {
    const api = mockApi({ 'GET /api/v1/account': member, [historyGet]: historyResponse() });
    const { router } = await renderApp('/account/transaksi-history?status=success', { loggedIn: true });
    await page('Riwayat transaksi');
    expect(router.state.location.pathname).toBe('/account/transaksi-history/prabayar');
    expect(router.state.location.search).toBe('?status=success');
    await waitFor(() => expect(historyQueries(api).at(-1)).toEqual({ page: '1', per_page: '20', status: 'success' }));
  });

  it('search, status, date presets, custom dates and pages live in the URL and in the request', async () => {
    const api = mockApi({ 'GET /api/v1/account': member, [historyGet]: historyResponse(45) });
    const { router } = await renderApp('/account/transaksi-history/prabayar', { loggedIn: true });
    await page('Riwayat transaksi');
    const list = await screen.findByRole('region', { name: 'Daftar transaksi' });
    await within(list).findByText('Telkomsel 10.000');
    expect(historyQueries(api).at(-1)).toEqual({ page: '1', per_page: '20' });
    expect(screen.getByTestId('history-count').textContent).toBe('45 transaksi');

    const row = list.querySelector<HTMLElement>('[data-ref="TRX7K2M9Q4ZP"]');
    if (!row) throw new Error('no row');
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/receipt/prabayar/TRX7K2M9Q4ZP');
    expect(row.textContent).toContain('081234567890');
    expect(row.textContent).toContain('Rp 10.250');
    expect(row.textContent).toContain('Sukses');
    expect(within(row).getByTestId('history-serial').textContent).toBe('SN 41029384756102938475');

    act(() => {
      fireEvent.change(screen.getByLabelText('Cari transaksi'), { target: { value: ' 0812 ' } });
    });
    await act(async () => screen.getByRole('button', { name: 'Cari' }).click());
    await waitFor(() => expect(router.state.location.search).toBe('?search=0812'));
    await waitFor(() => expect(historyQueries(api).at(-1)).toEqual({ page: '1', per_page: '20', search: '0812' }));

    act(() => {
      fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?search=0812&status=failed'));

    await act(async () => screen.getByLabelText('7 hari').click());
    await waitFor(() => expect(router.state.location.search).toBe('?search=0812&status=failed&preset=last7'));
    await waitFor(() =>
      expect(historyQueries(api).at(-1)).toEqual({
        page: '1',
        per_page: '20',
        search: '0812',
        status: 'failed',
        preset: 'last7',
      }),
    );

    await act(async () => screen.getByRole('button', { name: 'Berikutnya' }).click());
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'));
    await waitFor(() => expect(historyQueries(api).at(-1)?.page).toBe('2'));
    expect(screen.getByText('Halaman 2 dari 3')).toBeTruthy();

    await act(async () => screen.getByLabelText('Pilih tanggal').click());
    act(() => {
      fireEvent.change(screen.getByLabelText('Dari tanggal'), { target: { value: '2026-01-01' } });
    });
    act(() => {
      fireEvent.change(screen.getByLabelText('Sampai tanggal'), { target: { value: '2026-01-15' } });
    });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?search=0812&status=failed&from=2026-01-01&to=2026-01-15'),
    );
    await waitFor(() =>
      expect(historyQueries(api).at(-1)).toEqual({
        page: '1',
        per_page: '20',
        search: '0812',
        status: 'failed',
        from: '2026-01-01',
        to: '2026-01-15',
      }),
    );

    await act(async () => screen.getByRole('button', { name: 'Hapus filter' }).click());
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((screen.getByLabelText('Cari transaksi') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Semua') as HTMLInputElement).checked).toBe(true);
  });

  it('[TRX-06] a processing row turns successful in the list from a realtime event', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    mockApi({
      'GET /api/v1/account': member,
      [historyGet]: historyResponse(),
      'POST /api/v1/broadcasting/auth': realtimeAuth,
    });
    await renderApp('/account/transaksi-history/prabayar', { loggedIn: true });
    const list = await screen.findByRole('region', { name: 'Daftar transaksi' });
    const row = () => list.querySelector<HTMLElement>('[data-ref="TRX0000PLN01"]');
    await waitFor(() => expect(row()?.querySelector('[data-status]')?.getAttribute('data-status')).toBe('processing'));
    await waitFor(() => expect(FakeEventSource.instances.length).toBe(1));
    const [, pln] = rows;
    if (!pln) throw new Error('no row');
    act(() => {
      FakeEventSource.emit({
        type: 'transaction.updated',
        transaction: {
          ...pln,
          status: 'success',
          serial_number: '11112222333344445555/SITI/R1/1300VA/12,3',
          token: parseMeterToken('11112222333344445555/SITI/R1/1300VA/12,3'),
        },
      });
    });
    await waitFor(() => expect(row()?.querySelector('[data-status]')?.getAttribute('data-status')).toBe('success'));
    expect(row()?.textContent).toContain('SN 1111-2222-3333-4444-5555');
  });

  it('an empty filtered history says nothing matched', async () => {
    mockApi({
      'GET /api/v1/account': member,
      [historyGet]: () => json(200, { data: [], meta: { page: 1, per_page: 20, total: 0 } }),
    });
    await renderApp('/account/transaksi-history/prabayar?preset=today', { loggedIn: true });
    expect(await screen.findByText('Tidak ada transaksi yang cocok dengan pencarian atau filter ini.')).toBeTruthy();
    expect((screen.getByLabelText('Hari ini') as HTMLInputElement).checked).toBe(true);
  });
});
