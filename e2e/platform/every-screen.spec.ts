import type { Page } from '@playwright/test';
import { appUrl, expect, screenshot, test } from '../support/fixtures.ts';
import { logInAs } from '../support/journeys.ts';
import { expectNoSidewaysScroll, useLargestFont } from '../support/layout-checks.ts';

/**
 * Every everyday screen of every role, on both demo tenants, as a new user meets them on a 390 px phone (default
 * and largest font) and on a 1280 px screen: no page is a 404, none scrolls sideways, and each role's main screens
 * are kept as screenshots (.artifacts/screenshots/screens-<tenant>-<role>-…). The accounts log in from the shop's
 * phone, so this spec shares them with the journeys.
 */
const hosts = [
  { host: 'localhost', tenant: 'konter' },
  { host: '127.0.0.1', tenant: 'mitra' },
] as const;
const roles = [
  { role: 'member', phone: '081234560001' },
  { role: 'agent', phone: '081234560002' },
  { role: 'master', phone: '081234560003' },
] as const;

test.use({ locale: 'id-ID' });

/** The screens a reseller uses every day, and those of the menus. */
const everyday = [
  '/',
  '/prabayar/pulsa',
  '/prabayar/data',
  '/prabayar/electricity',
  '/pascabayar/pdam',
  '/payment/deposit/topup',
  '/payment/deposit/history',
  '/payment/cashback-redeem',
  '/report',
  '/account/laporan/transaksi',
  '/account/transaksi-history/prabayar',
  '/account/transaksi-history/pascabayar',
  '/account',
  '/account/profile',
  '/account/devices',
  '/account/receipt-settings',
  '/account/display',
  '/pricelist/pulsa',
];
/** Each role's main screens, kept as pictures in every language. */
const mainScreens = ['/', '/prabayar/pulsa', '/payment/deposit/topup', '/account'];

async function visit(page: Page, host: string, pathname: string) {
  await page.goto(appUrl(pathname, host));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toHaveCount(0);
}

const slug = (pathname: string) => (pathname === '/' ? 'home' : pathname.slice(1).replaceAll('/', '-'));

for (const { host, tenant } of hosts) {
  for (const { role, phone } of roles) {
    test(`[PLT-15][NAV-19] ${tenant} ${role}: every everyday screen fits 390 px at the default and the largest font, and 1280 px`, async ({
      page,
      context,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: 390, height: 844 });
      await logInAs(page, phone, host);
      await expect(page.getByTestId('member-home')).toBeVisible();

      // The walk in the default language (id) also keeps the id pictures of the main screens, and the home screen's at
      // the largest font: each screen is loaded once per width and language.
      for (const pathname of everyday) {
        await visit(page, host, pathname);
        await expectNoSidewaysScroll(page, `${tenant} ${role} ${pathname} at 390 px`);
        if (mainScreens.includes(pathname)) {
          await expect(page.locator('html')).toHaveAttribute('lang', 'id');
          await screenshot(page, `screens-${tenant}-${role}-${slug(pathname)}-id-390`);
        }
        await useLargestFont(page);
        await expectNoSidewaysScroll(page, `${tenant} ${role} ${pathname} at 390 px, largest font`);
        if (pathname === '/') await screenshot(page, `screens-${tenant}-${role}-home-390-largest`);
      }

      for (const locale of ['en', 'zh'] as const) {
        await context.addCookies([{ name: 'konter_locale', value: locale, url: appUrl('/', host) }]);
        for (const pathname of mainScreens) {
          await visit(page, host, pathname);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expectNoSidewaysScroll(page, `${tenant} ${role} ${pathname} at 390 px in ${locale}`);
          await screenshot(page, `screens-${tenant}-${role}-${slug(pathname)}-${locale}-390`);
        }
      }

      await context.addCookies([{ name: 'konter_locale', value: 'id', url: appUrl('/', host) }]);
      await page.setViewportSize({ width: 1280, height: 800 });
      // The wide layout does not change with the role: the master agent (who sees the most) walks all of it.
      for (const pathname of role === 'master' ? everyday : mainScreens) {
        await visit(page, host, pathname);
        await expectNoSidewaysScroll(page, `${tenant} ${role} ${pathname} at 1280 px`);
        if (mainScreens.includes(pathname))
          await screenshot(page, `screens-${tenant}-${role}-${slug(pathname)}-id-1280`);
      }
    });
  }
}

test('[NAV-19] a member is offered no entry that leads to a missing page or a refusal', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, '081234560001');
  await page.goto('/?sidebar=open');
  const drawer = page.getByRole('dialog', { name: 'Navigasi utama' });
  await expect(drawer).toBeVisible();
  const targets = await drawer
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  // Konter Pulsa runs a shop; notifications, referral and help exist for everyone; the agents' entries are not a
  // member's.
  for (const name of ['Notifikasi', 'Belanja', 'Referral', 'Bantuan']) {
    await expect(drawer.getByRole('link', { name, exact: true })).toHaveCount(1);
  }
  for (const name of ['Daftar Agen', 'Agen Center']) {
    await expect(drawer.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  for (const target of targets.filter((href) => href.startsWith('/') && !href.startsWith('/auth/logout'))) {
    await page.goto(target);
    await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' }), target).toHaveCount(0);
  }
});
