import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { artifactsDir } from '../support/app-server.ts';
import { expect, screenshot, test } from '../support/fixtures.ts';
import { logInAs, topUpByQris } from '../support/journeys.ts';

// exceljs is CommonJS with deep require chains that Playwright's ESM loader cannot link: load it as CommonJS.
const ExcelJS = createRequire(import.meta.url)('exceljs') as typeof import('exceljs');
/*
 * A spreadsheet top-up on the first demo tenant (host localhost, Konter Pulsa) as the demo master agent 081234560003,
 * who has spreadsheet access (PIN 123456). This spec is the only one that logs in as that account on this host.
 */
const masterPhone = '081234560003';

/** 20 rows, three of them wrong: an unknown product (line 6), a short number (line 11), an XL number for Telkomsel (line 17). */
async function spreadsheet(): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Transaksi');
  sheet.addRow(['Nomor Tujuan', 'Kode Produk', 'Nomor Order', 'Harga Jual']);
  for (let index = 0; index < 20; index += 1) {
    const number = `08121${String(3_000_000 + index).padStart(7, '0')}`;
    if (index === 4) sheet.addRow([number, 'nosuch1']);
    else if (index === 9) sheet.addRow(['0812', 'tsel10']);
    else if (index === 15) sheet.addRow([`0878${String(1_000_000 + index)}`, 'tsel10']);
    // Every third number typed as a number, its leading zero lost, as spreadsheets do.
    else sheet.addRow([index % 3 === 0 ? Number(number) : number, index % 2 ? 'tsel10' : 'tsel5', null, null]);
  }
  const dir = path.join(artifactsDir, 'uploads');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'pesanan-hari-ini.xlsx');
  await workbook.xlsx.writeFile(file);
  return file;
}

test.use({ locale: 'id-ID' });

test.describe('spreadsheet top-up', () => {
  test('[XLS-01][XLS-04][XLS-05][NAV-18] a master agent uploads 20 rows with 3 bad ones, sees each error by line, confirms and watches it reach done', async ({
    page,
    consoleWatch,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAs(page, masterPhone);
    await topUpByQris(page, consoleWatch, 'Rp 500.000');

    await page.goto('/prabayar/topupByExcel');
    await page.setInputFiles('[data-testid=file-input]', await spreadsheet());
    await page.getByTestId('upload-button').click();
    const errors = page.getByTestId('row-errors');
    await expect(errors).toBeVisible();
    const lines = await errors
      .locator('[data-line]')
      .evaluateAll((rows) => [...new Set(rows.map((row) => row.getAttribute('data-line')))].sort());
    expect(lines).toEqual(['11', '17', '6']);
    await screenshot(page, 'bulk-errors-390');

    await page.locator('[data-testid=confirm-upload] input').fill('123456');
    await page.getByTestId('confirm-button').click();
    await expect(page.getByTestId('upload-progress')).toBeVisible();
    await expect(page.getByTestId('upload-another')).toBeVisible({ timeout: 120_000 });
    await expect(page.getByTestId('count-succeeded')).toContainText('17');
    await expect(page.getByTestId('count-failed')).toContainText('0');
    await screenshot(page, 'bulk-done-390');

    await page.goto('/report/uploads');
    const history = page.getByTestId('upload-history');
    await expect(history).toContainText('pesanan-hari-ini.xlsx');
  });
});
