import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Affiliate } from '@konter/shared/contracts/referral';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import { setLoggedIn } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
});

/** The first visit of a page loads its lazy chunks; on a cold test run that can take more than a second. */
const page = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

const notRegistered: Affiliate = {
  status: 'not_registered',
  bank_type: null,
  account_name: null,
  account_number: null,
  has_attachment: false,
  rejection_reason: null,
  applied_at: null,
  verified_at: null,
  expires_at: null,
  earning: false,
};
const waiting: Affiliate = {
  ...notRegistered,
  status: 'waiting',
  bank_type: 'BCA',
  account_name: 'Demo Affiliate',
  account_number: '0123456789',
  has_attachment: true,
  applied_at: '2026-03-01T03:00:00.000Z',
};
const verified: Affiliate = {
  ...waiting,
  status: 'verified',
  verified_at: '2026-03-02T03:00:00.000Z',
  expires_at: '2027-03-02T03:00:00.000Z',
  earning: true,
};
const commissions = {
  totals: { unpaid: 40_905, in_process: 0, disbursed: 120_000 },
  minimum_payout: 100_000,
  payable: false,
  items: [],
};

function api(affiliate: Affiliate) {
  return mockApi({
    'GET /api/v1/account': accountResponse(sampleAccount({ name: 'Demo Affiliate', hp: '081234560005' })),
    'GET /api/v1/referral/affiliate': () => json(200, { data: affiliate }),
    'GET /api/v1/referral/commissions': () => json(200, { data: commissions }),
  });
}

const hrefs = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('the affiliate’s commission report from the account menu and the report centre (REF-04, NAV-11)', () => {
  it('[REF-04][NAV-11] a verified affiliate finds the commission report in the account menu and opens it', async () => {
    api(verified);
    const { router } = await renderApp('/account', { loggedIn: true });
    await page('Akun saya');
    const menu = screen.getByRole('navigation', { name: 'Menu akun' });
    const commission = await within(menu).findByRole('link', { name: /Komisi afiliasi/ });
    expect(commission.getAttribute('href')).toBe('/account/referral/commission');
    expect(commission.textContent).toContain('Komisi belum dibayar, diproses, dan dicairkan');
    expect(hrefs(menu)).toContain('/account/referral/code');
    expect(hrefs(menu)).not.toContain('/account/referral/affiliate');
    await act(async () => commission.click());
    expect(await screen.findByTestId('commission-disbursed')).toBeTruthy();
    expect(screen.getByTestId('commission-disbursed').textContent).toBe('Rp 120.000');
    expect(router.state.location.pathname).toBe('/account/referral/commission');
  });

  it.each([
    ['not registered', notRegistered],
    ['waiting for verification', waiting],
  ])(
    '[REF-02][NAV-11] an account %s is offered the affiliate registration instead (the report stays closed)',
    async (_state, affiliate) => {
      api(affiliate);
      await renderApp('/account', { loggedIn: true });
      await page('Akun saya');
      const menu = screen.getByRole('navigation', { name: 'Menu akun' });
      const register = await within(menu).findByRole('link', { name: /Daftar afiliasi/ });
      expect(register.getAttribute('href')).toBe('/account/referral/affiliate');
      expect(hrefs(menu)).not.toContain('/account/referral/commission');
      expect(hrefs(menu)).toContain('/account/referral/code');
    },
  );

  it('[REF-04][RPT-01] the report centre lists the commission report for a verified affiliate only', async () => {
    api(verified);
    const first = await renderApp('/report', { loggedIn: true });
    await page('Laporan');
    const list = screen.getByRole('navigation', { name: 'Daftar laporan' });
    const card = await within(list).findByRole('link', { name: /Komisi afiliasi/ });
    expect(card.getAttribute('href')).toBe('/account/referral/commission');
    first.unmount();

    const calls = api(waiting);
    await renderApp('/report', { loggedIn: true });
    await page('Laporan');
    await vi.waitFor(() => expect(calls.callsTo('GET', '/api/v1/referral/affiliate')).toHaveLength(1));
    const again = screen.getByRole('navigation', { name: 'Daftar laporan' });
    expect(hrefs(again)).not.toContain('/account/referral/commission');
  });
});
