import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accountResponse,
  json,
  mockApi,
  sampleAccount,
  sampleDevice,
} from '../../../features/accounts/testing/mock-api.ts';
import { notices } from '../../../lib/notices.ts';
import { loggedInStore, setLoggedIn } from '../../../lib/session.ts';
import { getAppStorage } from '../../../lib/storage.ts';
import { uiPreferencesStorageKey } from '../../../lib/ui-preferences.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { samplePreferences } from '../../../test/fixtures.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setLoggedIn(false);
  notices.snackbars.set([]);
  notices.clearAlerts();
  getAppStorage().removeItem(uiPreferencesStorageKey);
});

const type = (label: string | RegExp, value: string) => {
  act(() => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
};

/** The first visit of a page loads its lazy chunks; on a cold test run that can take more than a second. */
const page = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

const fieldError = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('PIN', () => {
  it('[ACC-07] says the confirmation differs as soon as it is typed, and sends nothing', async () => {
    const api = mockApi({ 'GET /api/v1/account': accountResponse(sampleAccount({ has_pin: false })) });
    await renderApp('/account/pin', { loggedIn: true });
    await page('Buat PIN');
    type('PIN baru (6 angka)', '12a3456');
    expect((screen.getByLabelText('PIN baru (6 angka)') as HTMLInputElement).value).toBe('123456');
    type('Ulangi PIN', '123457');
    const confirmation = screen.getByLabelText('Ulangi PIN');
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    expect(fieldError(confirmation)).toBe('Konfirmasi PIN berbeda.');
    await act(async () => screen.getByRole('button', { name: 'Simpan PIN' }).click());
    expect(api.callsTo('POST', '/api/v1/account/pin/store')).toEqual([]);
    type('Ulangi PIN', '123456');
    expect(confirmation.getAttribute('aria-invalid')).toBe('false');
  });

  it('[ACC-07][PLT-06] too many wrong PINs: the lock-out is explained next to the form, with no snackbar', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(sampleAccount({ has_pin: true })),
      'POST /api/v1/account/pin/update': () =>
        json(429, {
          message: 'Anda telah mencapai batas maksimum percobaan PIN. Coba lagi nanti.',
          code: 'max_pin_attempts',
        }),
    });
    await renderApp('/account/pin', { loggedIn: true });
    await page('PIN transaksi');
    type('PIN lama', '111111');
    type('PIN baru (6 angka)', '222222');
    type('Ulangi PIN', '222222');
    await act(async () => screen.getByRole('button', { name: 'Ubah PIN' }).click());
    const form = screen.getByRole('form', { name: 'Ubah PIN' });
    expect(
      await within(form).findByText('Anda telah mencapai batas maksimum percobaan PIN. Coba lagi nanti.'),
    ).toBeTruthy();
    expect(notices.snackbars.get()).toEqual([]);
  });
});

describe('phone verification', () => {
  it('[ACC-09] counts the 60 s of the WhatsApp code down and allows a resend only after it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const api = mockApi({
      'GET /api/v1/account': accountResponse(sampleAccount({ phone_verified_at: null })),
      'POST /api/v1/account/phone/send-otp': () =>
        json(200, { message: 'Kode verifikasi telah dikirim ke WhatsApp Anda.' }),
    });
    await renderApp('/account/phone-verification', { loggedIn: true });
    await page('Verifikasi nomor HP');
    await act(async () => (await screen.findByRole('button', { name: 'Kirim kode lewat WhatsApp' })).click());
    expect(await screen.findByText('Kode verifikasi telah dikirim ke WhatsApp Anda.')).toBeTruthy();
    const countdown = screen.getByTestId('otp-countdown');
    expect(countdown.textContent).toBe('Kode berlaku 60 detik lagi');
    const resend = screen.getByRole('button', { name: /Kirim ulang/ }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);

    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(countdown.textContent).toBe('Kode berlaku 30 detik lagi');
    expect(resend.textContent).toBe('Kirim ulang dalam 30 detik');

    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(countdown.textContent).toBe('Kode sudah kedaluwarsa. Kirim ulang kode.');
    expect(resend.disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Verifikasi' }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () => resend.click());
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/account/phone/send-otp')).toHaveLength(2));
    await waitFor(() => expect(countdown.textContent).toBe('Kode berlaku 60 detik lagi'));
  });

  it('[ACC-09] the daily limit is the server message', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(sampleAccount({ phone_verified_at: null })),
      'POST /api/v1/account/phone/send-otp': () =>
        json(422, {
          message: 'Anda telah mencapai batas maksimum verifikasi nomor HP hari ini (3 kali). Silakan coba lagi besok.',
          code: 'otp_limit',
        }),
    });
    await renderApp('/account/phone-verification', { loggedIn: true });
    await page('Verifikasi nomor HP');
    await act(async () => (await screen.findByRole('button', { name: 'Kirim kode lewat WhatsApp' })).click());
    expect(await screen.findByText(/batas maksimum verifikasi nomor HP hari ini \(3 kali\)/)).toBeTruthy();
  });
});

describe('devices', () => {
  it('[ACC-08] a new login attempt is listed first, highlighted, and approving it asks the server', async () => {
    const pending = sampleDevice({
      id: '5d0c6b1e-9a4f-4c55-8a0e-000000000002',
      device: 'Firefox on Windows',
      state: 'new_login_attempt',
      trusted: false,
    });
    const api = mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/account/device': () =>
        json(200, {
          data: [
            sampleDevice(),
            sampleDevice({ id: '5d0c6b1e-9a4f-4c55-8a0e-000000000003', device: 'Chrome on Linux', state: 'active' }),
            pending,
          ],
        }),
      'POST /api/v1/account/device/5d0c6b1e-9a4f-4c55-8a0e-000000000002/accept': () =>
        json(200, { message: 'Perangkat disetujui.' }),
    });
    await renderApp('/account/devices', { loggedIn: true });
    await page('Perangkat saya');
    const waiting = await screen.findByRole('region', { name: 'Menunggu persetujuan Anda' });
    expect(within(waiting).getByText('Firefox on Windows')).toBeTruthy();
    const known = screen.getByRole('region', { name: 'Perangkat' });
    expect(within(known).getByText('Perangkat ini')).toBeTruthy();
    // The current device cannot be signed out from itself; another trusted one can.
    expect(within(known).getAllByRole('button', { name: 'Keluarkan' })).toHaveLength(1);
    await act(async () => within(waiting).getByRole('button', { name: 'Setujui' }).click());
    expect(await screen.findByText('Perangkat disetujui.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/account/device/5d0c6b1e-9a4f-4c55-8a0e-000000000002/accept')).toHaveLength(1);
  });
});

describe('blocked devices', () => {
  it('[ACC-08] a blocked device says why and can be unblocked; the others offer no unblock', async () => {
    const blockedId = '5d0c6b1e-9a4f-4c55-8a0e-000000000004';
    const api = mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/account/device': () =>
        json(200, {
          data: [
            sampleDevice(),
            sampleDevice({ id: blockedId, device: 'Opera on Android', state: 'blocked', trusted: false }),
          ],
        }),
      [`POST /api/v1/account/device/${blockedId}/unblock`]: () =>
        json(200, { message: 'Blokir perangkat dibuka. Perangkat ini harus disetujui lagi saat masuk.' }),
    });
    await renderApp('/account/devices', { loggedIn: true });
    await page('Perangkat saya');
    const blocked = (await screen.findByText('Opera on Android')).closest('li') as HTMLElement;
    expect(within(blocked).getByText(/tetap harus Anda setujui/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Buka blokir' })).toHaveLength(1);
    await act(async () => within(blocked).getByRole('button', { name: 'Buka blokir' }).click());
    expect(
      await screen.findByText('Blokir perangkat dibuka. Perangkat ini harus disetujui lagi saat masuk.'),
    ).toBeTruthy();
    expect(api.callsTo('POST', `/api/v1/account/device/${blockedId}/unblock`)).toHaveLength(1);
  });
});

describe('contacts', () => {
  it('[ACC-06] a duplicate contact is reported on the number field', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(),
      'GET /api/v1/account/contact': () => json(200, { data: { data: [] } }),
      'POST /api/v1/account/contact/add': () =>
        json(422, { message: 'Kontak sudah ada', code: 'validation_failed', errors: { number: ['Kontak sudah ada'] } }),
    });
    await renderApp('/account/contact', { loggedIn: true });
    await page('Kontak favorit');
    await act(async () => (await screen.findByRole('button', { name: /Tambah kontak/ })).click());
    type('Nama kontak', 'Ibu');
    type('Nomor', '0812 3456 7890');
    await act(async () => screen.getByRole('button', { name: 'Simpan kontak' }).click());
    const number = screen.getByLabelText('Nomor');
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(fieldError(number)).toBe('Kontak sudah ada');
  });
});

describe('display preference', () => {
  it('[ACC-12][PLT-14] a choice applies to the whole app at once and is saved to the account', async () => {
    let settings: Record<string, unknown> = {
      font_size: 'default',
      font_family: 'system',
      corner_roundness: 'normal',
      display_preference: 'light',
      email_notification: true,
    };
    const api = mockApi({
      'GET /api/v1/account': accountResponse(),
      'POST /api/v1/account/user-settings/get': () => json(200, { data: settings }),
      'POST /api/v1/account/user-settings/set': ({ body }) => {
        settings = { ...settings, ...(body as object) };
        return json(200, { data: settings, message: 'Berhasil disimpan.' });
      },
    });
    await renderApp('/account/display', { loggedIn: true });
    await page('Tampilan');
    const main = within(screen.getByRole('main'));
    await act(async () => (await main.findByLabelText('Sangat besar')).click());
    expect(document.documentElement.dataset.fontSize).toBe('huge');
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/account/user-settings/set')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/v1/account/user-settings/set')[0]?.body).toEqual({ font_size: 'huge' });
    await act(async () => main.getByLabelText('Serif').click());
    expect(document.documentElement.dataset.fontFamily).toBe('serif');
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/account/user-settings/set')).toHaveLength(2));
    expect(document.documentElement.dataset.fontSize).toBe('huge');
    expect(document.body.style.fontFamily).toContain('serif');
  });
});

describe('delete account', () => {
  it('[ACC-10] refuses while the balance is not 0, with the server message', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(sampleAccount({ deposit: 5000 })),
      'DELETE /api/v1/account/delete': () =>
        json(422, {
          message: 'Saldo akun Anda masih tersedia. Anda tidak dapat menghapus akun',
          code: 'balance_not_zero',
        }),
    });
    await renderApp('/account/delete', { loggedIn: true });
    await page('Hapus akun');
    expect(screen.getByText(/Saldo deposit Anda masih Rp 5.000/)).toBeTruthy();
    type('Password', 'demo12345');
    await act(async () => screen.getByRole('button', { name: 'Hapus akun saya' }).click());
    expect(await screen.findByText('Saldo akun Anda masih tersedia. Anda tidak dapat menghapus akun')).toBeTruthy();
    expect(loggedInStore.get()).toBe(true);
  });

  it('[ACC-10][ACC-02] a deleted account leaves the member pages for the login page, logged out, where its message stays', async () => {
    const api = mockApi({
      'GET /api/v1/account': accountResponse(sampleAccount({ deposit: 0 })),
      'DELETE /api/v1/account/delete': () =>
        json(200, { message: 'Akun Anda telah dihapus. Masuk kembali dalam 7 hari untuk memulihkannya.' }),
    });
    const { router } = await renderApp('/account/delete', { loggedIn: true });
    await page('Hapus akun');
    type('Password', 'demo12345');
    await act(async () => screen.getByRole('button', { name: 'Hapus akun saya' }).click());
    await waitFor(() => expect(loggedInStore.get()).toBe(false));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(await screen.findByText(/Akun Anda telah dihapus/)).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/v1/account/delete')[0]?.body).toEqual({ password: 'demo12345' });
  });
});

describe('balances', () => {
  const debtCard = () => document.querySelector('[data-balance="agent-debt"]');

  it('[DEP-01] agent debt is shown to agents of a tenant that lends to agents, not to members or where it is off', async () => {
    mockApi({ 'GET /api/v1/account': accountResponse(sampleAccount({ category: 'member' })) });
    const member = await renderApp('/account', {
      loggedIn: true,
      preferences: samplePreferences({ agentDebtEnabled: true }),
    });
    await page('Akun saya');
    expect(document.querySelector('[data-balance="deposit"]')).not.toBeNull();
    expect(debtCard()).toBeNull();
    member.unmount();

    mockApi({ 'GET /api/v1/account': accountResponse(sampleAccount({ category: 'agent' })) });
    const agentWithoutLending = await renderApp('/account', { loggedIn: true });
    await page('Akun saya');
    expect(debtCard()).toBeNull();
    agentWithoutLending.unmount();

    mockApi({ 'GET /api/v1/account': accountResponse(sampleAccount({ category: 'agent', agent_debt: 0 })) });
    await renderApp('/account', { loggedIn: true, preferences: samplePreferences({ agentDebtEnabled: true }) });
    await page('Akun saya');
    expect(debtCard()?.textContent).toBe('Rp 0');
  });
});
