import type { Page } from '@playwright/test';
import { appUrl, expect, screenshot, test } from '../support/fixtures.ts';
import { logInAs, topUpByQris } from '../support/journeys.ts';
import { expectNoSidewaysScroll, useLargestFont } from '../support/layout-checks.ts';

/*
 * Down-payment purchases (spec §3) on the first demo tenant (localhost) as the demo agent 081234560100, seeded for
 * this journey only (PIN 123456): a customer pays part of a Telkomsel credit now, the agent records the rest as the
 * customer's debt with a note, sees it on the receipt and in the report centre, and records the customer paying it
 * off in two steps.
 */
const agentPhone = '081234560100';
const demoPin = '123456';

/** The customer debt card of the open receipt. */
const debtCard = (page: Page) => page.getByTestId('customer-debt');

test.use({ locale: 'id-ID' });

test.describe('down-payment purchase', () => {
  test('[§3-down-payment][§3-profit][§3-additional][RPT-02][PLT-15] an agent sells with a down payment, settles the rest later, and the report shows dp and debt with totals', async ({
    page,
    context,
    consoleWatch,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAs(page, agentPhone);
    await topUpByQris(page, consoleWatch, 'Rp 50.000');

    // The sale: Rp 12.000 to the customer, Rp 5.000 paid now, the rest owed, with a note.
    const number = `08129${Date.now().toString().slice(-7)}`;
    await page.goto('/prabayar/pulsa');
    await page.getByLabel('Nomor HP').fill(number);
    // §3 'profit' and 'additional': an agent sees what each product earns it, and products offered beside credit.
    await expect(page.locator('[data-product="tsel10"] [data-profit]')).toContainText('Untung Rp');
    const additional = page.getByTestId('additional-products');
    await expect(additional.getByRole('heading', { name: 'Produk lain untuk nomor ini' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'pulsa with profit and additional products at 390 px');
    await screenshot(page, 'catalogue-profit-additional-390');
    const firstAdditional = additional.locator('a[data-additional]').first();
    await firstAdditional.click();
    await expect(page).toHaveURL(/\/prabayar\/(data|smstel|validityPackage)$/);
    await expect(page.getByLabel('Nomor HP')).toHaveValue(number);
    await page.goto('/prabayar/pulsa');
    await page.getByLabel('Nomor HP').fill(number);
    await page.locator('[data-product="tsel10"]').click();
    const sheet = page.getByRole('dialog', { name: 'Konfirmasi pembelian' });
    await sheet.getByRole('button', { name: /Opsi lanjutan/ }).click();
    await sheet.getByLabel('Harga jual').fill('12000');
    await sheet.getByLabel('Uang muka pelanggan (opsional)').fill('15000');
    await sheet.getByLabel('PIN').fill(demoPin);
    // More than the selling price: the server refuses it on the field, nothing is charged. (Chromium logs each
    // refusal this journey provokes as a failed resource.)
    consoleWatch.allow(/status of 422 .*\/api\/v1\/prabayar\/transaction(\/TRX[A-Z0-9]+\/customer-debt)?:/);
    await sheet.getByTestId('pay-button').click();
    await expect(sheet.getByText('Uang muka harus kurang dari harga jual (Rp 12.000).')).toBeVisible();
    await sheet.getByLabel('Uang muka pelanggan (opsional)').fill('5000');
    await expect(sheet.getByTestId('down-payment-preview')).toHaveText('Sisa utang pelanggan: Rp 7.000');
    await sheet.getByLabel('Catatan utang (nama, kapan bayar)').fill('Bu Sari, bayar Jumat');
    await expectNoSidewaysScroll(page, 'confirmation with a down payment at 390 px');
    await screenshot(page, 'down-payment-confirm-390');
    await sheet.getByTestId('pay-button').click();
    const status = page.getByTestId('purchase-status');
    await expect(status).toHaveAttribute('data-status', 'success', { timeout: 20_000 });

    // The receipt: the debt for the seller's eyes, settled in two payments.
    await status.getByRole('link', { name: 'Lihat Struk' }).click();
    await expect(page).toHaveURL(/\/receipt\/prabayar\/TRX[A-Z0-9]+$/);
    const refId = page.url().split('/').at(-1) ?? '';
    const card = debtCard(page);
    await expect(card).toHaveAttribute('data-debt-status', 'unpaid');
    await expect(card.locator('[data-debt="down_payment"]')).toContainText('Rp 5.000');
    await expect(card.locator('[data-debt="outstanding"]')).toContainText('Rp 7.000');
    await expect(card.getByLabel('Catatan utang')).toHaveValue('Bu Sari, bayar Jumat');
    await card.getByLabel('Jumlah dibayar (kosongkan jika lunas)').fill('9000');
    await card.getByRole('button', { name: 'Catat pembayaran' }).click();
    await expect(card.getByText('Pembayaran melebihi sisa utang (Rp 7.000).')).toBeVisible();
    await card.getByLabel('Jumlah dibayar (kosongkan jika lunas)').fill('2000');
    await card.getByRole('button', { name: 'Catat pembayaran' }).click();
    await expect(card.locator('[data-debt="outstanding"]')).toContainText('Rp 5.000');
    await expect(card.locator('[data-debt="paid"]')).toContainText('Rp 2.000');
    await expectNoSidewaysScroll(page, 'receipt with a customer debt at 390 px');
    await screenshot(page, 'down-payment-receipt-390');

    // The report centre: the dp and what is left, with the totals.
    await page.goto('/account/laporan/transaksi?preset=today');
    const row = page.locator(`[data-row="${refId}"]`);
    await expect(row.locator('[data-col="customer_debt"]')).toContainText('DP Rp 5.000');
    await expect(row.locator('[data-col="customer_debt"]')).toContainText('Sisa Rp 5.000');
    await expect(row.locator('[data-col="customer_debt"]')).toContainText('Bu Sari, bayar Jumat');
    await expect(page.locator('[data-total="customer_debt"]')).toContainText('Sisa Rp 5.000');
    await expectNoSidewaysScroll(page, 'report with a customer debt at 390 px');
    await screenshot(page, 'down-payment-report-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    // From 768 px the debt sits under the selling price, so the table keeps every column beside the side menu.
    await expect(row.locator('[data-col="selling_price"]')).toContainText('Sisa Rp 5.000');
    await expectNoSidewaysScroll(page, 'report with a customer debt at 1280 px');
    const table = page.getByTestId('report-table');
    expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    await screenshot(page, 'down-payment-report-1280');
    // The export carries the columns (the server's tests read the file's cells).
    const download = page.waitForEvent('download');
    await page.locator('a[data-format="xlsx"]').click();
    expect((await download).suggestedFilename()).toMatch(/^laporan-prabayar-.*\.xlsx$/);

    // The rest, paid off: no amount means all of it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/receipt/prabayar/${refId}`);
    await debtCard(page).getByRole('button', { name: 'Tandai lunas (Rp 5.000)' }).click();
    await expect(debtCard(page)).toHaveAttribute('data-debt-status', 'paid');
    await expect(debtCard(page).getByRole('button')).toHaveCount(0);

    // The screens fit 390 px at the largest font in id, en and zh.
    for (const locale of ['id', 'en', 'zh'] as const) {
      await context.addCookies([{ name: 'konter_locale', value: locale, url: appUrl('/') }]);
      for (const path of [`/receipt/prabayar/${refId}`, '/account/laporan/transaksi?preset=today']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByTestId(path.startsWith('/receipt') ? 'customer-debt' : 'report-table')).toBeVisible();
        await useLargestFont(page);
        await expectNoSidewaysScroll(page, `${path} at 390 px in ${locale}`);
        await screenshot(
          page,
          `down-payment-${path.startsWith('/receipt') ? 'receipt' : 'report'}-${locale}-largest-390`,
        );
      }
    }
  });
});
