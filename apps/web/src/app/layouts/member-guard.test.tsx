import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountResponse, json, mockApi, sampleAccount } from '../../features/accounts/testing/mock-api.ts';
import { notices } from '../../lib/notices.ts';
import { loggedInStore, sessionStorageKeys, setLoggedIn } from '../../lib/session.ts';
import { getAppStorage } from '../../lib/storage.ts';
import { renderApp } from '../../test/render-app.tsx';

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

describe('login guard', () => {
  it('[NAV-06] a logged-out visitor of a member page ends at /auth/login with the page as redirect', async () => {
    const api = mockApi({});
    const { router } = await renderApp('/account/devices?tab=all');
    await screen.findByRole('heading', { level: 1, name: 'Masuk ke akun Anda' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/account/devices?tab=all');
    // Known to be logged out: no account request was needed to decide.
    expect(api.calls).toEqual([]);
  });

  it('[NAV-06][ACC-02] after logging in, the visitor lands on the page they asked for', async () => {
    const account = sampleAccount({ name: 'Sari Cell' });
    const api = mockApi({
      'POST /api/v1/auth/login': () => json(200, { status: 'authenticated', account, restored: false }),
      'GET /api/v1/account': accountResponse(account),
      'GET /api/v1/account/contact': () => json(200, { data: { data: [] } }),
    });
    const { router } = await renderApp('/auth/login?redirect=%2Faccount%2Fcontact');
    await screen.findByRole('heading', { level: 1, name: 'Masuk ke akun Anda' }, { timeout: 5000 });
    type('Nomor HP atau email', '081234560001');
    type('Password', 'demo12345');
    await act(async () => screen.getByRole('button', { name: 'Masuk' }).click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/contact'));
    expect(await screen.findByText('Belum ada kontak favorit.')).toBeTruthy();
    expect(loggedInStore.get()).toBe(true);
    expect(api.callsTo('POST', '/api/v1/auth/login')[0]?.body).toEqual({
      login: '081234560001',
      password: 'demo12345',
    });
    // The member shell: the deposit balance in the header.
    expect(within(screen.getByRole('banner')).getByText('Rp 150.000')).toBeTruthy();
  });

  it('[ACC-02] a failed account load logs out, clears the account and sends to /auth/login', async () => {
    const storage = getAppStorage();
    setLoggedIn(true);
    storage.setItem(sessionStorageKeys.phone, '081234560001');
    storage.setItem(sessionStorageKeys.sentToServer, '1');
    mockApi({
      'GET /api/v1/account': () =>
        json(401, { message: 'Not Authenticated, Please Login!', code: 'not_authenticated' }),
    });
    const { router } = await renderApp('/account', { loggedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?redirect=%2Faccount');
    expect(loggedInStore.get()).toBe(false);
    expect(storage.getItem(sessionStorageKeys.loggedIn)).toBeNull();
    expect(storage.getItem(sessionStorageKeys.phone)).toBeNull();
    expect(storage.getItem(sessionStorageKeys.sentToServer)).toBeNull();
    expect(await screen.findByText('Not Authenticated, Please Login!')).toBeTruthy();
    expect(screen.queryByTestId('header-deposit')).toBeNull();
  });

  it('[ACC-04][DEP-01] the account overview shows the profile and the three balances in Rupiah', async () => {
    mockApi({
      'GET /api/v1/account': accountResponse(
        sampleAccount({ deposit: 1250000, cashback_wallet: 7500, agent_debt: 20000, phone_verified_at: null }),
      ),
    });
    await renderApp('/account', { loggedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Akun saya' }, { timeout: 5000 });
    const balances = within(screen.getByRole('region', { name: 'Saldo' }));
    expect(balances.getByText('Rp 1.250.000')).toBeTruthy();
    expect(balances.getByText('Rp 7.500')).toBeTruthy();
    expect(balances.getByText('Rp 20.000')).toBeTruthy();
    expect(screen.getByText('0812-3456-0001')).toBeTruthy();
    expect(screen.getByRole('link', { name: /HP belum diverifikasi/ }).getAttribute('href')).toBe(
      '/account/phone-verification',
    );
  });

  it('[ACC-03][ACC-02] logout asks first, then ends the session and forgets the stored phone', async () => {
    const storage = getAppStorage();
    setLoggedIn(true);
    storage.setItem(sessionStorageKeys.phone, '081234560001');
    const api = mockApi({
      'GET /api/v1/account': accountResponse(),
      'POST /api/v1/auth/logout': () => json(200, { message: 'Anda telah keluar.' }),
    });
    const { router } = await renderApp('/auth/logout', { loggedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Keluar dari akun?' }, { timeout: 5000 });
    expect(api.callsTo('POST', '/api/v1/auth/logout')).toHaveLength(0);
    await act(async () => screen.getByRole('button', { name: 'Ya, keluar' }).click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    await waitFor(() => expect(loggedInStore.get()).toBe(false));
    expect(storage.getItem(sessionStorageKeys.phone)).toBeNull();
    expect(await screen.findByText('Anda telah keluar.')).toBeTruthy();
  });
});
