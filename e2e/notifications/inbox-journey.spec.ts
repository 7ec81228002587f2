import type { Page } from '@playwright/test';
import { expect, screenshot, test } from '../support/fixtures.ts';
import { logInAs, topUpByQris } from '../support/journeys.ts';

/*
 * The inbox journey runs on the first demo tenant (host localhost, Konter Pulsa) as the demo developer 081234560004
 * (PIN 123456), whom no other spec logs in on this host. The top-up and the purchase each become a notification that
 * the header's bell counts live, over the realtime channel, without a reload.
 */
const developerPhone = '081234560004';
const demoPin = '123456';

async function readIn(page: Page, locale: 'id' | 'en' | 'zh') {
  await page.evaluate((chosen) => window.localStorage.setItem('locale', chosen), locale);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

test.use({ locale: 'id-ID' });

test.describe('notifications inbox', () => {
  test('[NTF-01][NAV-10] a top-up and a purchase arrive in the inbox with the unread count live; the notification opens the receipt; mark all read, delete all', async ({
    page,
    consoleWatch,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAs(page, developerPhone);
    const bell = page.getByTestId('header-notifications');
    const badge = page.getByTestId('header-unread');
    await expect(bell).toBeVisible();

    // The credited top-up is told at once: the badge appears on the page without a reload.
    await topUpByQris(page, consoleWatch, 'Rp 50.000');
    await expect(badge).toHaveText('1', { timeout: 15_000 });
    await expect(page.getByTestId('bottom-unread')).toHaveText('1');

    // A purchase: processing, then success over the realtime channel, then its notification.
    await page.goto('/prabayar/pulsa');
    await page.getByLabel('Nomor HP').fill('081298765432');
    await page.locator('[data-product="tsel10"]').click();
    const sheet = page.getByRole('dialog', { name: 'Konfirmasi pembelian' });
    await sheet.getByLabel('PIN').fill(demoPin);
    await sheet.getByTestId('pay-button').click();
    const status = page.getByTestId('purchase-status');
    await expect(status).toHaveAttribute('data-status', 'success', { timeout: 20_000 });
    await expect(badge).toHaveText('2', { timeout: 15_000 });
    await screenshot(page, 'notifications-badge-390');

    // NAV-10: the bell leads to today's notifications; /notification alone goes there too.
    await page.goto('/notification');
    await expect(page).toHaveURL(/\/notification\/today$/);
    const items = page.getByTestId('notification-list').locator('[data-notification]');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toHaveAttribute('data-type', 'purchase.success');
    await expect(items.first()).toContainText('Transaksi berhasil');
    await expect(items.first()).toContainText('081298765432');
    await expect(items.nth(1)).toContainText('Deposit masuk');
    await expect(items.nth(1)).toContainText('Rp 50.000');
    await screenshot(page, 'notifications-today-390');

    // Opening the purchase's notification marks it read and opens its receipt.
    await items.first().click();
    await expect(page).toHaveURL(/\/receipt\/prabayar\/TRX[A-Z0-9]+$/);
    await expect(page.getByTestId('receipt')).toContainText('081298765432');
    await expect(badge).toHaveText('1');

    await page.goto('/notification/today');
    await expect(items.first()).toHaveAttribute('data-read', 'true');
    await readIn(page, 'en');
    await expect(items.first()).toContainText('Transaction successful');
    await expect(badge).toHaveText('1');
    await screenshot(page, 'notifications-today-390-en');
    await readIn(page, 'zh');
    await expect(items.nth(1)).toContainText('充值到账');
    await screenshot(page, 'notifications-today-390-zh');
    await readIn(page, 'id');

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(items).toHaveCount(2);
    await expect(badge).toHaveText('1');
    await screenshot(page, 'notifications-today-1280');
    await page.getByTestId('notifications-mark-all').click();
    await expect(badge).toHaveCount(0);
    await expect(items.nth(1)).toHaveAttribute('data-read', 'true');

    // Other periods: the news is empty, the archive holds nothing older yet.
    await page.locator('[data-period="news"]').click();
    await expect(page).toHaveURL(/\/notification\/news$/);
    await expect(page.getByTestId('notifications-empty')).toHaveText('Belum ada berita.');

    // Delete all empties the list.
    await page.locator('[data-period="today"]').click();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByTestId('notifications-delete-all').click();
    await expect(page.getByTestId('notifications-empty')).toBeVisible();
  });

  test('[NTF-01] the admin writes news for the master agents; the counts show it delivered', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    // The demo admin of Konter Pulsa, logged in on this host by this spec only; the news goes to the master agents,
    // not to the developer of the inbox journey running beside it.
    await logInAs(page, '081234560009');
    await page.goto('/admin/notifications');
    await page.getByLabel('Judul').fill('Promo akhir pekan');
    await page.getByLabel('Isi berita').fill('Diskon Rp 500 untuk semua pulsa pada hari Minggu.');
    await page.getByLabel('Penerima').selectOption('master');
    await page.getByTestId('news-send').click();
    await expect(page.getByText(/Berita terkirim ke [1-9]\d* pengguna\./)).toBeVisible();
    const sent = page.getByTestId('admin-news-list').locator('li').first();
    await expect(sent).toContainText('Promo akhir pekan');
    await expect(sent).toContainText(/Di aplikasi: [1-9]\d* terkirim, 0 dibaca/);
    await screenshot(page, 'notifications-admin-news-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'notifications-admin-news-1280');
  });
});
