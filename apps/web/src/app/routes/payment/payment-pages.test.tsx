import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { computeTopUpFee } from '@konter/shared/fees/deposit-fees';
import { formatRupiah } from '@konter/shared/money';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import { topUpPollMs } from '../../../features/deposits/api/top-up.ts';
import { jakartaDate } from '@konter/shared/time/jakarta';
import {
  sampleBankDeposit,
  sampleDeposit,
  sampleDepositSettings,
} from '../../../features/deposits/testing/fixtures.ts';
import { loadingIndicator } from '../../../lib/loading.ts';
import { notices } from '../../../lib/notices.ts';
import { setLoggedIn } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setLoggedIn(false);
  notices.snackbars.set([]);
  notices.clearAlerts();
});

const settingsPath = 'GET /api/v1/deposit/settings';
/** A member who may top up (every active role may: 'deposit.topup'). */
const member = (overrides: Parameters<typeof sampleAccount>[0] = {}) =>
  accountResponse(sampleAccount({ permission: ['deposit.topup'], ...overrides }));
const settingsResponse =
  (...args: Parameters<typeof sampleDepositSettings>) =>
  () =>
    json(200, { data: sampleDepositSettings(...args) });

const type = (label: string | RegExp, value: string) => {
  act(() => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
};

/** The first visit of a page loads its lazy chunks; on a cold test run that can take more than a second. */
const page = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

/** The top-up form, once the deposit settings arrived. */
const topUpForm = async () => {
  await page('Isi saldo deposit');

  return screen.findByRole('form', { name: 'Isi saldo deposit' });
};

/** The transfer form, once the deposit settings arrived. */
const transferForm = async () => {
  await page('Transfer deposit');
  return screen.findByRole('form', { name: 'Transfer deposit' });
};

/** The instructions page with its top-up loaded. */
const instructions = async () => {
  await page(/Selesaikan pembayaran|Rincian top up/);
  return screen.findByTestId('topup-status');
};

const fieldError = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const methodCard = (key: string) => {
  const card = document.querySelector<HTMLElement>(`[data-method="${key}"]`);
  if (!card) throw new Error(`no method ${key}`);
  return card;
};

const submitTopUp = async () => {
  await act(async () => screen.getByRole('button', { name: 'Konfirmasi isi saldo' }).click());
};

describe('payment routes', () => {
  it('[NAV-13] /payment goes to /payment/deposit, which goes to the top-up', async () => {
    mockApi({ 'GET /api/v1/account': accountResponse(), [settingsPath]: settingsResponse() });
    const { router } = await renderApp('/payment', { loggedIn: true });
    await page('Isi saldo deposit');
    expect(router.state.location.pathname).toBe('/payment/deposit/topup');
    await act(async () => router.navigate('/payment/deposit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/deposit/topup'));
  });

  it('[NAV-06][NAV-13] logged out, the deposit pages end at the login with the top-up as redirect', async () => {
    mockApi({});
    const { router } = await renderApp('/payment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fpayment%2Fdeposit%2Ftopup');
  });
});

describe('top-up', () => {
  it('[DEP-04][DEP-02] each method shows its service fee for the chosen amount, from the shared fee table', async () => {
    mockApi({ 'GET /api/v1/account': member(), [settingsPath]: settingsResponse() });
    await renderApp('/payment/deposit/topup', { loggedIn: true });
    await topUpForm();
    expect(screen.getByText('Biaya layanan tiap metode tampil setelah Anda memilih nominal.')).toBeTruthy();
    expect(methodCard('xendit:qris').querySelector('[data-fee]')).toBeNull();

    await act(async () => screen.getByRole('button', { name: 'Rp 50.000' }).click());
    expect(screen.getByRole('button', { name: 'Rp 50.000' }).getAttribute('aria-pressed')).toBe('true');
    const cases = [
      ['xendit:qris', computeTopUpFee(50_000, 'xendit', 'qris').fee],
      ['xendit:bca', computeTopUpFee(50_000, 'xendit', 'bca').fee],
      ['xendit:ovo', computeTopUpFee(50_000, 'xendit', 'ovo').fee],
      ['midtrans:creditcard', computeTopUpFee(50_000, 'midtrans', 'creditcard').fee],
      ['midtrans:indomaret', computeTopUpFee(50_000, 'midtrans', 'indomaret').fee],
    ] as const;
    for (const [key, fee] of cases) {
      expect(methodCard(key).querySelector('[data-fee]')?.textContent, key).toBe(`Biaya ${formatRupiah(fee)}`);
    }
    // 4000 fixed + 11% VAT on Xendit's bank rows (§9).
    expect(methodCard('xendit:bca').querySelector('[data-fee]')?.textContent).toBe('Biaya Rp 4.440');
    expect(methodCard('bank:bca').textContent).toContain('+ kode unik');

    await act(async () => within(methodCard('xendit:bca')).getByRole('radio').click());
    const summary = screen.getByTestId('topup-summary');
    const charged = computeTopUpFee(50_000, 'xendit', 'bca').charged;
    expect(summary.textContent).toContain('BCA Virtual Account');
    expect(summary.textContent).toContain('Rp 50.000');
    expect(summary.textContent).toContain('Rp 4.440');
    expect(summary.textContent).toContain(formatRupiah(charged));
    expect(summary.textContent).toContain('Biaya layanan sudah termasuk PPN 11%.');

    type('Nominal lain', '123000');
    expect(methodCard('midtrans:dana').querySelector('[data-fee]')?.textContent).toBe(
      `Biaya ${formatRupiah(computeTopUpFee(123_000, 'midtrans', 'dana').fee)}`,
    );
  });

  it('[DEP-04] no service fee when the tenant pays it', async () => {
    mockApi({
      'GET /api/v1/account': member(),
      [settingsPath]: settingsResponse({ pay_external_payment_fee: false }),
    });
    await renderApp('/payment/deposit/topup', { loggedIn: true });
    await topUpForm();
    await act(async () => screen.getByRole('button', { name: 'Rp 20.000' }).click());
    expect(methodCard('xendit:bca').querySelector('[data-fee]')?.textContent).toBe('Tanpa biaya');
    await act(async () => within(methodCard('midtrans:gopay')).getByRole('radio').click());
    expect(screen.getByTestId('topup-summary').textContent).toContain('Total bayarRp 20.000');
  });

  it('[DEP-05][VAL-01][VAL-03] amounts are checked before sending: digits only, thousands, the minimum', async () => {
    const api = mockApi({
      'GET /api/v1/account': member(),
      [settingsPath]: settingsResponse({ min_topup: 20_000 }),
    });
    await renderApp('/payment/deposit/topup', { loggedIn: true });
    await topUpForm();
    const amount = screen.getByLabelText('Nominal lain') as HTMLInputElement;

    await submitTopUp();
    expect(fieldError(amount)).toContain('Nominal wajib diisi.');
    expect(screen.getByText('Pilih metode pembayaran.')).toBeTruthy();

    type('Nominal lain', 'Rp 12.5a00');
    expect(amount.value).toBe('12500');
    await act(async () => within(methodCard('xendit:qris')).getByRole('radio').click());
    await submitTopUp();
    expect(fieldError(amount)).toContain('Nominal harus kelipatan 1000.');

    type('Nominal lain', '15000');
    await submitTopUp();
    expect(fieldError(amount)).toContain('Nominal minimal Rp 20.000.');

    // A listed nominal is always accepted, even below min_topup ("other nominal" minimum, §5).
    type('Nominal lain', '10000');
    expect(amount.getAttribute('aria-invalid')).toBe('false');
    expect(api.callsTo('POST', '/api/v1/deposit/topup')).toEqual([]);
  });

  it('[DEP-03][DEP-06][VAL-03] a bank transfer asks for the holder name, then opens the instructions', async () => {
    const deposit = sampleBankDeposit({ process_date: jakartaDate(new Date()) });
    const api = mockApi({
      'GET /api/v1/account': member(),
      [settingsPath]: settingsResponse(),
      'POST /api/v1/deposit/topup': () => json(201, { data: deposit }),
      [`GET /api/v1/deposit/topup/${deposit.code}`]: () => json(200, { data: deposit }),
    });
    const { router } = await renderApp('/payment/deposit/topup', { loggedIn: true });
    await topUpForm();
    await act(async () => screen.getByRole('button', { name: 'Rp 100.000' }).click());
    await act(async () => within(methodCard('bank:bca')).getByRole('radio').click());
    type('Nama pemilik rekening pengirim', 'Bu');
    await submitTopUp();
    expect(fieldError(screen.getByLabelText('Nama pemilik rekening pengirim'))).toContain('minimal 3 karakter');
    type('Nama pemilik rekening pengirim', 'Budi Santoso 99');
    expect((screen.getByLabelText('Nama pemilik rekening pengirim') as HTMLInputElement).value).toBe('Budi Santoso ');
    await submitTopUp();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payment/deposit/topup/${deposit.code}`));
    expect(api.callsTo('POST', '/api/v1/deposit/topup')[0]?.body).toEqual({
      provider: 'bank',
      method: 'bca',
      amount: 100_000,
      holder_name: 'Budi Santoso',
    });

    await instructions();
    const amount = screen.getByTestId('transfer-amount');
    expect(amount.textContent).toBe('Rp 100.488');
    expect(amount.querySelector('mark')?.textContent).toBe('488');
    expect(screen.getByTestId('account-number').textContent).toBe('8720012345');
    expect(screen.getByRole('button', { name: 'Salin jumlah transfer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salin Nomor rekening' })).toBeTruthy();
    expect(screen.getByText('PT Konter Pulsa Nusantara')).toBeTruthy();
    expect(screen.getByTestId('payment-countdown').textContent).toMatch(/Bayar dalam (24:00:00|23:59:5\d)/);
    expect(screen.queryByTestId('next-day-note')).toBeNull();
  });

  it('[DEP-06] a bank top-up made after 21:30 says it is processed the next day', async () => {
    const deposit = sampleBankDeposit({ process_date: '2999-01-01' });
    mockApi({
      'GET /api/v1/account': member(),
      [`GET /api/v1/deposit/topup/${deposit.code}`]: () => json(200, { data: deposit }),
    });
    await renderApp(`/payment/deposit/topup/${deposit.code}`, { loggedIn: true });
    await instructions();
    expect(screen.getByTestId('next-day-note').textContent).toContain('diproses besok');
    expect(screen.getByTestId('next-day-note').textContent).toContain('2999');
  });

  it('[DEP-12] the server’s refusals: a method on its field, a failed gateway as an alert', async () => {
    mockApi({
      'GET /api/v1/account': member(),
      [settingsPath]: settingsResponse(),
      'POST /api/v1/deposit/topup': [
        () =>
          json(422, {
            message: 'Metode pembayaran tidak tersedia',
            code: 'validation_failed',
            errors: { method: ['Metode pembayaran tidak tersedia'] },
          }),
        () => json(502, { message: 'Gagal memproses topup deposit!', code: 'deposit_topup_failed' }),
      ],
    });
    await renderApp('/payment/deposit/topup', { loggedIn: true });
    await topUpForm();
    await act(async () => screen.getByRole('button', { name: 'Rp 50.000' }).click());
    await act(async () => within(methodCard('midtrans:kredivo')).getByRole('radio').click());
    await submitTopUp();
    const methods = screen.getByRole('group', { name: 'Metode pembayaran' });
    await waitFor(() => expect(fieldError(methods)).toBe('Metode pembayaran tidak tersedia'));
    await submitTopUp();
    await waitFor(() =>
      expect(notices.alerts.get().map((notice) => notice.message)).toEqual(['Gagal memproses topup deposit!']),
    );
  });
});

describe('live status', () => {
  it('[DEP-07][DEP-01] a pending top-up is polled quietly; once paid, the header balance rises without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const pending = sampleDeposit();
    // The server credits the deposit when the provider's notification arrives; the third status read sees it.
    let credited = false;
    const api = mockApi({
      'GET /api/v1/account': () => member({ deposit: credited ? 50_000 : 0 })(),
      [`GET /api/v1/deposit/topup/${pending.code}`]: [
        () => json(200, { data: pending }),
        () => json(200, { data: pending }),
        () => {
          credited = true;
          return json(200, { data: { ...pending, status: 'paid', paid_at: new Date().toISOString() } });
        },
      ],
    });
    const begin = vi.spyOn(loadingIndicator, 'begin');
    await renderApp(`/payment/deposit/topup/${pending.code}`, { loggedIn: true });
    await instructions();
    expect(screen.getByTestId('topup-status').getAttribute('data-status')).toBe('pending');
    expect(screen.getByTestId('header-deposit').textContent).toBe('Rp 0');
    const openPage = screen.getByRole('link', { name: /Buka halaman pembayaran/ });
    expect(openPage.getAttribute('href')).toBe(pending.payment_url);
    expect(openPage.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('charged').textContent).toBe('Rp 50.353');

    const statusCalls = () => api.callsTo('GET', `/api/v1/deposit/topup/${pending.code}`).length;
    const before = statusCalls();
    await act(async () => {
      vi.advanceTimersByTime(topUpPollMs);
    });
    await waitFor(() => expect(statusCalls()).toBe(before + 1));
    await act(async () => {
      vi.advanceTimersByTime(topUpPollMs);
    });
    await waitFor(() => expect(screen.getByTestId('topup-status').getAttribute('data-status')).toBe('paid'));
    await waitFor(() => expect(screen.getByTestId('header-deposit').textContent).toBe('Rp 50.000'));
    expect(screen.getByTestId('balance-now').textContent).toBe('Rp 50.000');
    expect(screen.getByText('Saldo deposit Anda bertambah Rp 50.000.')).toBeTruthy();
    expect(begin).not.toHaveBeenCalled();

    // Paid is final: no more polling.
    const settled = statusCalls();
    await act(async () => {
      vi.advanceTimersByTime(topUpPollMs * 3);
    });
    expect(statusCalls()).toBe(settled);
  });

  it('[DEP-07][NAV-04] the finish page shows the order’s status; logged out it asks to log in first', async () => {
    const paid = sampleDeposit({ status: 'paid', paid_at: new Date().toISOString() });
    const api = mockApi({
      'GET /api/v1/account': accountResponse(sampleAccount({ deposit: 50_000 })),
      [`GET /api/v1/deposit/topup/${paid.code}`]: () => json(200, { data: paid }),
    });
    await renderApp(`/midtrans/finish?order_id=${paid.code}`, { loggedIn: true });
    await page('Pembayaran berhasil');
    expect(await screen.findByTestId('balance-now')).toBeTruthy();
    expect(screen.getByText(paid.code)).toBeTruthy();
    setLoggedIn(false);

    api.calls.length = 0;
    await renderApp(`/midtrans/finish?order_id=${paid.code}`);
    expect((await screen.findAllByText('Masuk untuk melihat status pembayaran Anda.')).length).toBeGreaterThan(0);
    expect(api.callsTo('GET', `/api/v1/deposit/topup/${paid.code}`)).toEqual([]);
  });

  it('[DEP-07] the unfinish page offers to pay again or to contact the admin', async () => {
    mockApi({});
    await renderApp('/midtrans/unfinish?order_id=DEPABCDEFGH23');
    await page('Pembayaran belum selesai');
    expect(screen.getByRole('link', { name: 'Coba bayar lagi' }).getAttribute('href')).toBe(
      '/payment/deposit/topup/DEPABCDEFGH23',
    );
    // The help centre is not built: the tenant's own WhatsApp and e-mail are on the page, not a link to a 404.
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'WhatsApp 0812-3456-7890' }).getAttribute('href')).toBe(
      'https://wa.me/6281234567890',
    );
    expect(main.getByRole('link', { name: 'Email halo@pulsamurah.example' }).getAttribute('href')).toBe(
      'mailto:halo@pulsamurah.example',
    );
  });
});

describe('deposit transfer', () => {
  const receiver = { hp: '081234560002', name: 'Demo Agent' };
  const transferred = {
    code: 'TRFABCDEFGH23',
    receiver_name: 'Demo Agent',
    receiver_hp: '081234560002',
    amount: 10_000,
    note: 'Modal',
    date: '2026-01-02T03:04:05.000Z',
  };

  it('[DEP-08][ACC-13] names the receiver, confirms that it cannot be cancelled, then shows the receipt', async () => {
    const api = mockApi({
      'GET /api/v1/account': [
        accountResponse(sampleAccount({ deposit: 50_000, permission: ['deposit.transfer'] })),
        accountResponse(sampleAccount({ deposit: 40_000, permission: ['deposit.transfer'] })),
      ],
      [settingsPath]: settingsResponse(),
      'GET /api/v1/account/search': () => json(200, { data: receiver }),
      'GET /api/v1/deposit/transfer/history': () => json(200, { data: [] }),
      'POST /api/v1/deposit/transfer': () => json(200, { data: transferred, message: 'Transfer deposit berhasil.' }),
    });
    const { router } = await renderApp('/payment/deposit/transfer', { loggedIn: true });
    await transferForm();
    type('Nomor HP penerima', '0812-3456-0002');
    expect((screen.getByLabelText('Nomor HP penerima') as HTMLInputElement).value).toBe('081234560002');
    expect((await screen.findByTestId('receiver-name')).textContent).toBe('Penerima: Demo Agent');
    type('Nominal', '60000');
    type('Password', 'demo12345');
    await act(async () => screen.getByRole('button', { name: 'Lanjutkan' }).click());
    expect(fieldError(screen.getByLabelText('Nominal'))).toContain('Saldo deposit Anda tidak cukup');

    type('Nominal', '10000');
    type('Catatan (opsional)', 'Modal');
    await act(async () => screen.getByRole('button', { name: 'Lanjutkan' }).click());
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi transfer' });
    expect(router.state.location.search).toBe('?dialog=transfer-confirm');
    expect(document.body.dataset.scrollLocked).toBe('');
    expect(within(dialog).getByTestId('confirm-receiver').textContent).toBe('Demo Agent');
    expect(within(dialog).getByTestId('cannot-cancel').textContent).toContain('tidak dapat dibatalkan');
    expect(api.callsTo('POST', '/api/v1/deposit/transfer')).toEqual([]);

    await act(async () => within(dialog).getByRole('button', { name: 'Ya, kirim Rp 10.000' }).click());
    const receipt = await screen.findByTestId('transfer-receipt');
    expect(api.callsTo('POST', '/api/v1/deposit/transfer')[0]?.body).toEqual({
      hp: '081234560002',
      amount: 10_000,
      note: 'Modal',
      password: 'demo12345',
    });
    expect(receipt.textContent).toContain('Demo Agent');
    expect(within(receipt).getByTestId('transfer-code').textContent).toBe('TRFABCDEFGH23');
    expect(receipt.textContent).toContain('Rp 10.000');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.getByTestId('header-deposit').textContent).toBe('Rp 40.000'));
  });

  it('[DEP-08][DEP-11] an unregistered number and a wrong password are shown on their fields', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(sampleAccount({ deposit: 50_000, permission: ['deposit.transfer'] })),
      [settingsPath]: settingsResponse(),
      'GET /api/v1/account/search': () => json(404, { message: 'Nomor tidak terdaftar.', code: 'not_found' }),
      'GET /api/v1/deposit/transfer/history': () => json(200, { data: [] }),
    });
    await renderApp('/payment/deposit/transfer', { loggedIn: true });
    await transferForm();
    type('Nomor HP penerima', '081299990000');
    expect((await screen.findByTestId('receiver-error')).textContent).toBe('Nomor tidak terdaftar.');
    expect(notices.snackbars.get()).toEqual([]);
    type('Nominal', '10000');
    type('Password', 'demo12345');
    await act(async () => screen.getByRole('button', { name: 'Lanjutkan' }).click());
    await waitFor(() =>
      expect(fieldError(screen.getByLabelText('Nomor HP penerima'))).toContain('Nomor tidak terdaftar.'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[DEP-08] the server’s wrong password lands on the password field after the confirmation', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(sampleAccount({ deposit: 50_000, permission: ['deposit.transfer'] })),
      [settingsPath]: settingsResponse(),
      'GET /api/v1/account/search': () => json(200, { data: receiver }),
      'GET /api/v1/deposit/transfer/history': () => json(200, { data: [] }),
      'POST /api/v1/deposit/transfer': () =>
        json(422, {
          message: 'Password salah',
          code: 'validation_failed',
          errors: { password: ['Password salah'] },
        }),
    });
    await renderApp('/payment/deposit/transfer', { loggedIn: true });
    await transferForm();
    type('Nomor HP penerima', '081234560002');
    await screen.findByTestId('receiver-name');
    type('Nominal', '10000');
    type('Password', 'salah');
    await act(async () => screen.getByRole('button', { name: 'Lanjutkan' }).click());
    const dialog = await screen.findByRole('dialog');
    await act(async () =>
      within(dialog)
        .getByRole('button', { name: /Ya, kirim/ })
        .click(),
    );
    await waitFor(() => expect(fieldError(screen.getByLabelText('Password'))).toContain('Password salah'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('[DEP-08] without the permission and with the tenant setting off, the form is not offered', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(sampleAccount({ permission: [] })),
      [settingsPath]: settingsResponse({ allow_deposit_transfer: false }),
      'GET /api/v1/deposit/transfer/history': () => json(200, { data: [] }),
    });
    await renderApp('/payment/deposit/transfer', { loggedIn: true });
    await page('Transfer deposit');
    expect(await screen.findByText('Anda belum memiliki izin transfer deposit. Hubungi admin.')).toBeTruthy();
    expect(screen.queryByLabelText('Nomor HP penerima')).toBeNull();
  });

  it('[DEP-08] the history lists transfers in and out with the other party', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(sampleAccount({ permission: ['deposit.transfer'] })),
      [settingsPath]: settingsResponse(),
      'GET /api/v1/deposit/transfer/history': () =>
        json(200, {
          data: [
            { ...transferred, direction: 'out' },
            { ...transferred, code: 'TRFZZZZZZZZ23', direction: 'in', receiver_name: 'Sari', note: null },
          ],
        }),
    });
    await renderApp('/payment/deposit/transfer', { loggedIn: true });
    const history = await screen.findByTestId('transfer-history', {}, { timeout: 5000 });
    expect(history.textContent).toContain('Ke Demo Agent');
    expect(history.textContent).toContain('−Rp 10.000');
    expect(history.textContent).toContain('Masuk dari Sari');
    expect(history.textContent).toContain('+Rp 10.000');
  });
});

describe('cashback redeem', () => {
  it('[DEP-09][DEP-01] moves the whole cashback to the deposit and shows both balances before and after', async () => {
    const api = mockApi({
      'GET /api/v1/account': [
        accountResponse(sampleAccount({ deposit: 40_000, cashback_wallet: 2_500 })),
        accountResponse(sampleAccount({ deposit: 42_500, cashback_wallet: 0 })),
      ],
      'POST /api/v1/deposit/cashback-redeem': () =>
        json(200, {
          data: { cashback_before: 2_500, cashback_after: 0, deposit_before: 40_000, deposit_after: 42_500 },
          message: 'Cashback berhasil dipindahkan ke deposit.',
        }),
    });
    await renderApp('/payment/cashback-redeem', { loggedIn: true });
    await page('Tukar cashback');
    expect(screen.getByTestId('cashback-balance').textContent).toBe('Rp 2.500');
    expect(screen.getByTestId('deposit-balance').textContent).toBe('Rp 40.000');
    await act(async () => screen.getByRole('button', { name: 'Pindahkan Rp 2.500 ke deposit' }).click());
    const result = await screen.findByTestId('cashback-result');
    expect(api.callsTo('POST', '/api/v1/deposit/cashback-redeem')[0]?.body).toEqual({});
    expect(result.textContent).toContain('Rp 2.500 dipindahkan ke deposit');
    expect(result.textContent?.replace(/\s+/g, ' ')).toMatch(
      /Cashback.*Rp 2.500.*Rp 0.*Saldo deposit.*Rp 40.000.*Rp 42.500/,
    );
    expect(screen.getByTestId('deposit-balance').textContent).toBe('Rp 42.500');
    expect(notices.snackbars.get().map((notice) => notice.message)).toEqual([
      'Cashback berhasil dipindahkan ke deposit.',
    ]);
    await waitFor(() => expect(screen.getByTestId('header-deposit').textContent).toBe('Rp 42.500'));
  });

  it('[DEP-09] an empty cashback wallet cannot be redeemed', async () => {
    mockApi({ 'GET /api/v1/account': accountResponse(sampleAccount({ cashback_wallet: 0 })) });
    await renderApp('/payment/cashback-redeem', { loggedIn: true });
    await page('Tukar cashback');
    expect(screen.getByText('Saldo cashback Anda masih kosong.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /ke deposit/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('deposit history', () => {
  it('[DEP-03] lists code, date, amount, method and a status chip; each opens its payment page', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/deposit/history': () =>
        json(200, {
          data: [
            sampleDeposit({ code: 'DEPAAAAAAAAA2', status: 'paid' }),
            sampleBankDeposit({ code: 'DEPBBBBBBBBB2', status: 'expired' }),
          ],
        }),
    });
    await renderApp('/payment/deposit/history', { loggedIn: true });
    await page('Riwayat deposit');
    const first = await screen.findByRole('link', { name: /DEPAAAAAAAAA2/ });
    expect(first.getAttribute('href')).toBe('/payment/deposit/topup/DEPAAAAAAAAA2');
    expect(first.textContent).toContain('QRIS');
    expect(first.textContent).toContain('Rp 50.353');
    expect(first.querySelector('[data-status="paid"]')?.textContent).toBe('Berhasil');
    const second = screen.getByRole('link', { name: /DEPBBBBBBBBB2/ });
    expect(second.textContent).toContain('Transfer BCA');
    expect(second.querySelector('[data-status="expired"]')?.textContent).toBe('Kedaluwarsa');
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).toBeNull();
  });
});
