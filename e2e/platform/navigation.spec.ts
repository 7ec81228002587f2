import path from 'node:path';
import type { Page } from '@playwright/test';
import { artifactsDir } from '../support/app-server.ts';
import { appUrl, expect, screenshot, test } from '../support/fixtures.ts';
import { logInAs } from '../support/journeys.ts';
import { expectNoSidewaysScroll } from '../support/layout-checks.ts';

/*
 * The navigation of NAV-11 and NAV-19 as a master agent of the second demo tenant (host 127.0.0.1, Mitra) meets it:
 * the paid-bill history, the bottom bar, the drawer and the desktop sidebar in id, en and zh. The account logs in
 * from the shop's phone, so this spec shares it with the others.
 */
const host = '127.0.0.1';
const masterPhone = '081234560003';

const texts = {
  id: { main: 'Navigasi utama', more: 'Lainnya', download: 'Unduh Aplikasi', manual: /Tambahkan ke Layar Utama/ },
  en: { main: 'Main navigation', more: 'More', download: 'Download App', manual: /Add to Home screen/ },
  zh: { main: '主导航', more: '更多', download: '下载应用', manual: /添加到主屏幕/ },
} as const;

test.use({ locale: 'id-ID' });

/** What the screen shows (fixed bars stay where they are): .artifacts/screenshots/<name>.png. */
async function screenView(page: Page, name: string) {
  await page.screenshot({ path: path.join(artifactsDir, 'screenshots', `${name}.png`) });
}

test('[NAV-11] /account/transaksi-history/pascabayar lists the paid bills beside the prepaid history at 390 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, masterPhone, host);
  await page.goto(appUrl('/account/transaksi-history/pascabayar', host));
  await expect(page.getByRole('heading', { level: 1, name: 'Riwayat transaksi' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toHaveCount(0);
  const tabs = page.getByRole('navigation', { name: 'Jenis riwayat' });
  await expect(tabs.getByRole('link', { name: 'Pascabayar' })).toHaveAttribute('aria-current', 'page');
  // Either the bills or the empty state with the way to pay one: the list has loaded.
  await expect(page.getByTestId('history-count').or(page.getByRole('link', { name: 'Bayar tagihan' }))).toBeVisible();
  await expectNoSidewaysScroll(page, 'paid-bill history at 390 px');
  await screenshot(page, 'nav-history-pascabayar-id-390');

  await tabs.getByRole('link', { name: 'Prabayar' }).click();
  await expect(page).toHaveURL(/\/account\/transaksi-history\/prabayar$/);
  await expect(tabs.getByRole('link', { name: 'Prabayar' })).toHaveAttribute('aria-current', 'page');
});

test('[NAV-19] the bottom bar, the drawer and the sidebar in id, en and zh, at 390 px and 1280 px', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, masterPhone, host);

  for (const locale of ['id', 'en', 'zh'] as const) {
    const text = texts[locale];
    await context.addCookies([{ name: 'konter_locale', value: locale, url: appUrl('/', host) }]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(appUrl('/account/transaksi-history/pascabayar', host));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const bar = page.getByRole('navigation', { name: text.main }).last();
    await expect(bar.locator('[data-nav-id="home"]')).toBeVisible();
    // Both histories light the history entry, not the account one (a master's bar holds the Agent Center and, on
    // Mitra Cell, live chat too, so the history entry, and here the account one, sit in the drawer, checked below).
    await expect(bar.locator('[data-nav-id="chat"]')).toBeVisible();
    await expect(bar.locator('[data-nav-id="account"][aria-current="page"]')).toHaveCount(0);
    await screenView(page, `nav-bottom-${locale}-390`);

    // The header's menu button opens the drawer (`?sidebar=open`).
    await page.goto(appUrl('/account/transaksi-history/pascabayar?sidebar=open', host));
    const drawer = page.getByRole('dialog', { name: text.main });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('[data-nav-id="history"]')).toHaveAttribute('aria-current', 'page');
    const entries = await drawer
      .locator('[data-nav-id]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-nav-id')));
    expect(entries).toEqual(expect.arrayContaining(['transaction', 'topup_deposit', 'report', 'download_app']));
    // Every page entry answers: no 404 behind the menu.
    const targets = await drawer
      .locator('a[data-nav-id]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(targets.every((href) => href.startsWith('/'))).toBe(true);
    await screenView(page, `nav-drawer-${locale}-390`);

    // Without an Android listing, "download app" offers the web app; headless Chromium has no install prompt, so
    // the person is told where the browser's own entry is.
    await drawer.getByRole('button', { name: text.download }).click();
    await expect(page.getByText(text.manual)).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(appUrl('/account/transaksi-history/pascabayar', host));
    const sidebar = page.getByRole('complementary');
    await expect(sidebar.locator('[data-nav-id="history"]')).toBeVisible();
    await expectNoSidewaysScroll(page, `sidebar at 1280 px in ${locale}`);
    await screenView(page, `nav-sidebar-${locale}-1280`);
  }

  for (const target of ['/account/laporan/transaksi', '/report', '/payment/deposit/topup']) {
    await page.goto(appUrl(target, host));
    await expect(page.getByRole('heading', { name: /tidak ditemukan|not found|未找到/i }), target).toHaveCount(0);
  }
});
