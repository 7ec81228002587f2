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

/**
 * 20 rows, three of them wrong: an unknown product (line 6), a short number (line 11), an XL number for Telkomsel
 * (line 17). `first` is the first number's last seven digits: another file buys for other numbers.
 */
async function spreadsheet(name = 'pesanan-hari-ini.xlsx', first = 3_000_000): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Transaksi');
  sheet.addRow(['Nomor Tujuan', 'Kode Produk', 'Nomor Order', 'Harga Jual']);
  for (let index = 0; index < 20; index += 1) {
    const number = `08121${String(first + index).padStart(7, '0')}`;
    if (index === 4) sheet.addRow([number, 'nosuch1']);
    else if (index === 9) sheet.addRow(['0812', 'tsel10']);
    else if (index === 15) sheet.addRow([`0878${String(1_000_000 + index)}`, 'tsel10']);
    // Every third number typed as a number, its leading zero lost, as spreadsheets do.
    else sheet.addRow([index % 3 === 0 ? Number(number) : number, index % 2 ? 'tsel10' : 'tsel5', null, null]);
  }
  const dir = path.join(artifactsDir, 'uploads');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  await workbook.xlsx.writeFile(file);
  return file;
}

test.use({ locale: 'id-ID' });

test.describe('spreadsheet top-up', () => {
  test('[XLS-01][XLS-04][XLS-05][NAV-18] a master agent uploads 20 rows with 3 bad ones, sees each error by line and the valid rows with their corrected numbers, confirms, watches it reach done with each row’s SN, and finds an upload left open on the page', async ({
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

    // The 17 valid rows are listed too, each number as it will be sent; those typed as numbers (every third, their
    // leading 0 lost) say what the file had.
    const valid = page.getByTestId('valid-rows');
    const validRows = valid.locator('tr[data-line]');
    await expect(validRows).toHaveCount(17);
    for (const index of [0, 3, 6]) {
      const number = `08121${String(3_000_000 + index).padStart(7, '0')}`;
      const row = valid.locator(`tr[data-line="${index + 2}"]`);
      await expect(row.getByTestId('row-number')).toHaveText(number);
      await expect(row.getByTestId('row-written')).toHaveText(`Di file: ${number.slice(1)}`);
    }
    await expect(valid.locator('tr[data-line="3"]').getByTestId('row-written')).toHaveCount(0);
    await valid.scrollIntoViewIfNeeded();
    await screenshot(page, 'bulk-valid-rows-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'bulk-checked-1280');
    await page.setViewportSize({ width: 390, height: 844 });

    await page.locator('[data-testid=confirm-upload] input').fill('123456');
    await page.getByTestId('confirm-button').click();
    await expect(page.getByTestId('upload-progress')).toBeVisible();
    await expect(page.getByTestId('upload-another')).toBeVisible({ timeout: 120_000 });
    await expect(page.getByTestId('count-succeeded')).toContainText('17');
    await expect(page.getByTestId('count-failed')).toContainText('0');
    await screenshot(page, 'bulk-done-390');

    // The finished batch lists each row as its transaction: success, its receipt and its serial number.
    const transactions = page.getByTestId('row-transactions');
    const bought = transactions.locator('tr[data-line]');
    await expect(bought).toHaveCount(17);
    await expect(transactions.locator('tr[data-line] [data-testid=row-status]')).toHaveText(Array(17).fill('Sukses'));
    const serials = await transactions.locator('tr[data-line] [data-testid=row-serial]').allTextContents();
    expect(serials).toHaveLength(17);
    for (const serial of serials) expect(serial.trim()).not.toBe('');
    const first = transactions.locator('tr[data-line="2"]');
    const ref = (await first.getByTestId('row-ref').innerText()).trim();
    expect(ref).toMatch(/^TRX[A-Z0-9]+$/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'bulk-done-1280');
    await first.getByTestId('row-ref').click();
    await expect(page).toHaveURL(new RegExp(`/receipt/prabayar/${ref}$`));
    await expect(page.getByTestId('receipt')).toContainText(ref);
    await page.setViewportSize({ width: 390, height: 844 });

    // A checked upload left without the go-ahead is offered on the page itself.
    await page.goto('/prabayar/topupByExcel');
    await page.setInputFiles('[data-testid=file-input]', await spreadsheet('nanti-saja.xlsx', 3_500_000));
    await page.getByTestId('upload-button').click();
    await expect(page.getByTestId('confirm-upload')).toBeVisible();
    await page.goto('/prabayar/topupByExcel');
    const open = page.getByTestId('open-uploads');
    await expect(open).toContainText('nanti-saja.xlsx');
    await expect(open).toContainText('17 transaksi menunggu konfirmasi Anda');
    await screenshot(page, 'bulk-open-upload-390');
    await open.getByTestId('continue-upload').click();
    await expect(page.getByTestId('confirm-upload')).toBeVisible();
    await page.getByTestId('cancel-upload').click();
    await page.goto('/prabayar/topupByExcel');
    await expect(page.getByTestId('upload-button')).toBeVisible();
    await expect(page.getByTestId('open-uploads')).toHaveCount(0);

    await page.goto('/report/uploads');
    const history = page.getByTestId('upload-history');
    await expect(history).toContainText('pesanan-hari-ini.xlsx');
  });
});
