import type { Page } from '@playwright/test';
import { appUrl, expect, newWatchedContext, screenshot, test } from '../support/fixtures.ts';
import { logInAs } from '../support/journeys.ts';
import { expectNoSidewaysScroll, useLargestFont } from '../support/layout-checks.ts';

/*
 * A purchase stuck in processing, refunded from the back office (issue 17), on the first demo tenant. The buyer is
 * the back office's own demo customer 081234560031 (PIN 123456), whom no other spec uses; the number 087800001231 is
 * the supplier simulator's "stays pending" test number, so the purchase neither succeeds nor fails by itself.
 */
const adminPhone = '081234560010';
const memberPhone = '081234560031';
const pendingNumber = '087800001231';

test.use({ locale: 'id-ID' });

const rupiahOf = (text: string) => Number((text.match(/Rp\s?([\d.]+)/)?.[1] ?? '').replace(/\./g, ''));

async function headerDeposit(page: Page): Promise<number> {
  return rupiahOf(await page.getByTestId('header-deposit').first().innerText());
}

test('[ADM-01][TRX-06] a purchase the supplier leaves pending is refunded once by an admin; the member’s deposit comes back', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, memberPhone);
  await page.goto('/prabayar/pulsa');
  await page.getByLabel('Nomor HP').fill(pendingNumber);
  const before = await headerDeposit(page);
  await page.locator('[data-product="xld10"]').click();
  const sheet = page.getByRole('dialog', { name: 'Konfirmasi pembelian' });
  await sheet.getByLabel('PIN').fill('123456');
  await sheet.getByTestId('pay-button').click();
  await expect(page.getByTestId('purchase-status')).toHaveAttribute('data-status', 'processing');
  await expect.poll(() => headerDeposit(page), { timeout: 20_000 }).toBeLessThan(before);

  const admin = await newWatchedContext(browser, { locale: 'id-ID', viewport: { width: 390, height: 844 } });
  await logInAs(admin.page, adminPhone);
  await admin.page.goto(appUrl('/admin/stuck-purchases'));
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Transaksi tertahan' })).toBeVisible();
  const item = admin.page
    .getByRole('list', { name: 'Transaksi tertahan' })
    .getByRole('listitem')
    .filter({ hasText: 'Demo Pembeli Tertahan' })
    .filter({ hasText: pendingNumber });
  await expect(item).toHaveCount(1);
  await useLargestFont(admin.page);
  await expectNoSidewaysScroll(admin.page, 'stuck purchases at 390 px');
  await screenshot(admin.page, 'admin-stuck-purchases-id-390');
  await item.getByLabel('Catatan refund').fill('supplier tidak menjawab');
  await item.getByRole('button', { name: 'Refund' }).click();
  await expect(admin.page.getByText(/Refund Rp [\d.]+ dibukukan\./)).toBeVisible();
  await expect(item).toHaveCount(0);
  admin.consoleWatch.assertClean();
  await admin.context.close();

  await page.reload();
  await expect.poll(() => headerDeposit(page), { timeout: 20_000 }).toBe(before);
});
