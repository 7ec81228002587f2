import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import { loadingIndicator } from '../../../lib/loading.ts';
import { notices } from '../../../lib/notices.ts';
import { loggedInStore, setLoggedIn } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
  notices.snackbars.set([]);
  notices.clearAlerts();
});

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

describe('login', () => {
  it('[ACC-08][ACC-02] a new device waits for approval, polling quietly every 2 s, and then enters the app', async () => {
    const account = sampleAccount();
    const indicatorDuringPoll: boolean[] = [];
    const api = mockApi({
      'POST /api/v1/auth/login': () =>
        json(202, {
          status: 'approval_required',
          requestId: 'a3f1c2d4-0000-4000-8000-000000000001',
          message: 'Login dari perangkat baru perlu disetujui.',
        }),
      'GET /api/v1/auth/login-requests/a3f1c2d4-0000-4000-8000-000000000001': [
        () => {
          indicatorDuringPoll.push(loadingIndicator.visible.get());
          return json(200, { status: 'pending' });
        },
        () => {
          indicatorDuringPoll.push(loadingIndicator.visible.get());
          return json(200, { status: 'approved', account });
        },
      ],
      'GET /api/v1/account': accountResponse(account),
    });
    const { router } = await renderApp('/auth/login?redirect=%2Faccount');
    await screen.findByRole('heading', { level: 1, name: 'Masuk ke akun Anda' }, { timeout: 5000 });
    type('Nomor HP atau email', 'member@demo.konter.id');
    type('Password', 'demo12345');
    await act(async () => screen.getByRole('button', { name: 'Masuk' }).click());

    await screen.findByRole('heading', { level: 1, name: 'Setujui login ini' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/auth/waiting-approval');
    expect(await screen.findByText('Menunggu persetujuan…')).toBeTruthy();
    expect(loggedInStore.get()).toBe(false);

    await waitFor(() => expect(router.state.location.pathname).toBe('/account'), { timeout: 5000 });
    await screen.findByRole('heading', { level: 1, name: 'Akun saya' }, { timeout: 5000 });
    expect(loggedInStore.get()).toBe(true);
    const polls = api.callsTo('GET', '/api/v1/auth/login-requests/a3f1c2d4-0000-4000-8000-000000000001');
    expect(polls).toHaveLength(2);
    expect(indicatorDuringPoll).toEqual([false, false]);
  });

  it('[ACC-08] a rejected login says so and offers the way back', async () => {
    mockApi({
      'GET /api/v1/auth/login-requests/a3f1c2d4-0000-4000-8000-000000000002': () => json(200, { status: 'rejected' }),
    });
    await renderApp('/auth/waiting-approval?request=a3f1c2d4-0000-4000-8000-000000000002');
    expect(await screen.findByText('Login ini ditolak dari perangkat tepercaya Anda.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke halaman masuk' }).getAttribute('href')).toBe('/auth/login');
  });

  it('[ACC-02] a wrong password lands on the password field', async () => {
    mockApi({
      'POST /api/v1/auth/login': () =>
        json(422, {
          message: 'Nomor HP/email atau password salah.',
          code: 'login_failed',
          errors: { password: ['Nomor HP/email atau password salah.'] },
        }),
    });
    await renderApp('/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'Masuk ke akun Anda' }, { timeout: 5000 });
    type('Nomor HP atau email', '081234560001');
    type('Password', 'salah');
    await act(async () => screen.getByRole('button', { name: 'Masuk' }).click());
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(fieldError(password)).toContain('Nomor HP/email atau password salah.');
  });

  it('[ACC-01][ACC-02] an unverified e-mail is offered a new verification link', async () => {
    const api = mockApi({
      'POST /api/v1/auth/login': () =>
        json(422, { message: 'Email Anda belum diverifikasi.', code: 'email_not_verified' }),
      'POST /api/v1/auth/resend-verification': () => json(200, { message: 'Tautan telah dikirim.' }),
    });
    await renderApp('/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'Masuk ke akun Anda' }, { timeout: 5000 });
    type('Nomor HP atau email', 'baru@toko.example');
    type('Password', 'rahasia123');
    await act(async () => screen.getByRole('button', { name: 'Masuk' }).click());
    const resend = await screen.findByRole('button', { name: 'Kirim ulang tautan verifikasi' });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('baru@toko.example');
    await act(async () => resend.click());
    expect(await screen.findByText('Tautan telah dikirim.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/auth/resend-verification')[0]?.body).toEqual({ email: 'baru@toko.example' });
  });

  it('[ACC-10] logging into a deleted account within 7 days restores it and says so', async () => {
    const account = sampleAccount();
    mockApi({
      'POST /api/v1/auth/login': () => json(200, { status: 'authenticated', account, restored: true }),
      'GET /api/v1/account': accountResponse(account),
    });
    const { router } = await renderApp('/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'Masuk ke akun Anda' }, { timeout: 5000 });
    type('Nomor HP atau email', '081234560001');
    type('Password', 'demo12345');
    await act(async () => screen.getByRole('button', { name: 'Masuk' }).click());
    // Login lands on the home of a logged-in user.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Akun Anda telah dipulihkan.')).toBeTruthy();
  });
});

describe('register', () => {
  const fill = () => {
    type('Nama lengkap', 'Sari Cell');
    type('Email', 'sari@toko.example');
    type('Nomor HP', '0813 1234 5678');
    type('Password', 'rahasia123');
    type('Ulangi password', 'rahasia123');
  };

  it('[ACC-01][PLT-03] a taken e-mail comes back on the e-mail field', async () => {
    const api = mockApi({
      'POST /api/v1/auth/register': () =>
        json(422, {
          message: 'Email sudah terdaftar.',
          code: 'validation_failed',
          errors: { email: ['Email sudah terdaftar.'] },
        }),
    });
    await renderApp('/auth/register');
    await screen.findByRole('heading', { level: 1, name: 'Buat akun baru' }, { timeout: 5000 });
    fill();
    await act(async () => screen.getByRole('button', { name: 'Daftar' }).click());
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(fieldError(email)).toBe('Email sudah terdaftar.');
    expect(screen.getByLabelText('Nama lengkap').getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(email);
    expect(api.callsTo('POST', '/api/v1/auth/register')[0]?.body).toEqual({
      name: 'Sari Cell',
      email: 'sari@toko.example',
      phone: '081312345678',
      password: 'rahasia123',
      password_confirmation: 'rahasia123',
    });
  });

  it('[ACC-01][ACC-05] checks the form with the shared rules before sending anything', async () => {
    const api = mockApi({});
    await renderApp('/auth/register');
    await screen.findByRole('heading', { level: 1, name: 'Buat akun baru' }, { timeout: 5000 });
    type('Email', 'bukan-email');
    type('Nomor HP', '0812');
    type('Password', '12345');
    type('Ulangi password', '54321');
    await act(async () => screen.getByRole('button', { name: 'Daftar' }).click());
    expect(fieldError(screen.getByLabelText('Nama lengkap'))).toBe('Nama lengkap wajib diisi.');
    expect(fieldError(screen.getByLabelText('Email'))).toBe('Email harus berupa alamat email yang valid.');
    expect(fieldError(screen.getByLabelText('Nomor HP'))).toContain('Nomor HP tidak valid.');
    expect(fieldError(screen.getByLabelText('Password'))).toContain('Password minimal 6 karakter.');
    expect(fieldError(screen.getByLabelText('Password'))).toContain('disarankan 8 karakter');
    expect(api.calls).toEqual([]);
  });

  it('[ACC-01] a registration ends by asking to open the e-mail', async () => {
    mockApi({
      'POST /api/v1/auth/register': () =>
        json(201, { message: 'Pendaftaran berhasil. Cek email Anda untuk verifikasi.' }),
    });
    await renderApp('/auth/register?ref=abc123');
    await screen.findByRole('heading', { level: 1, name: 'Buat akun baru' }, { timeout: 5000 });
    expect((screen.getByLabelText('Kode referral (opsional)') as HTMLInputElement).value).toBe('abc123');
    fill();
    await act(async () => screen.getByRole('button', { name: 'Daftar' }).click());
    await screen.findByRole('heading', { level: 1, name: 'Cek email Anda' }, { timeout: 5000 });
    expect(screen.getByText('Pendaftaran berhasil. Cek email Anda untuk verifikasi.')).toBeTruthy();
  });
});

describe('e-mail links', () => {
  it('[ACC-01] the verification link sends its token once and then offers to log in', async () => {
    const api = mockApi({
      'POST /api/v1/auth/verify-email': () => json(200, { message: 'Email berhasil diverifikasi. Silakan masuk.' }),
    });
    await renderApp('/auth/verify-email?token=0123456789abcdef0123');
    expect(await screen.findByText('Email berhasil diverifikasi. Silakan masuk.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/auth/verify-email')).toEqual([
      { method: 'POST', path: '/api/v1/auth/verify-email', body: { token: '0123456789abcdef0123' } },
    ]);
    expect(screen.getByRole('link', { name: 'Ke halaman masuk' }).getAttribute('href')).toBe('/auth/login');
  });

  it('[ACC-03] the reset link sets a new password and goes to login', async () => {
    const api = mockApi({
      'POST /api/v1/auth/reset-password': () =>
        json(200, { message: 'Password berhasil diatur ulang. Silakan masuk.' }),
    });
    const { router } = await renderApp('/auth/reset-password?token=0123456789abcdef0123');
    await screen.findByRole('heading', { level: 1, name: 'Buat password baru' }, { timeout: 5000 });
    type('Password baru', 'baru12345');
    type('Ulangi password', 'baru12345');
    await act(async () => screen.getByRole('button', { name: 'Simpan password baru' }).click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(await screen.findByText('Password berhasil diatur ulang. Silakan masuk.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/auth/reset-password')[0]?.body).toEqual({
      token: '0123456789abcdef0123',
      password: 'baru12345',
      password_confirmation: 'baru12345',
    });
  });
});
