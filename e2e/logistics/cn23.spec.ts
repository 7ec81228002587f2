import { appUrl, expect, newWatchedContext, screenshot, test } from '../support/fixtures.ts';
import { logInAs } from '../support/journeys.ts';
import { expectNoSidewaysScroll, useLargestFont } from '../support/layout-checks.ts';

/*
 * CN23 (MLO-04) as the demo parcel agent 081234560006 on a phone at the largest font. It declares the seeded
 * returned JNE parcel, the back office records customs holding it, the agent reads that and cancels it (so a second
 * run finds it free); it never touches the deposit, which the POS MLO journey checks at the same time. The seed
 * gives the day's rates (USD Rp 16.250,00) and the HS codes.
 */
const mloAgent = '081234560006';
const demoAdmin = '081234560009';
const returnedAwb = '0104000000000001';

test.use({ locale: 'id-ID' });

test('[MLO-04] an agent simulates the tax of a consignment, declares a CN23 for a parcel, sees it listed, prints it, reads customs holding it and cancels it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, mloAgent);

  await page.goto('/pos?tab=tax');
  await useLargestFont(page);
  // The HS code found by words, as on the CN23 form, with the rates it carries.
  await page.getByLabel('Cari HS (kode atau kata)').fill('casing ponsel');
  await expect(page.getByTestId('hs-matches')).toHaveText('1 kode cocok');
  await expect(page.getByLabel('Kode HS')).toHaveValue('3926.90');
  await expect(page.getByTestId('hs-rates')).toContainText('Bea masuk barang kiriman7,5%');
  await expect(page.getByTestId('hs-rates')).toContainText('Tarif umum (MFN)10%');
  await page.getByLabel('Nilai barang (FOB)').fill('20');
  await page.getByLabel('Ongkos kirim').fill('5');
  await page.getByRole('button', { name: 'Hitung', exact: true }).click();
  // USD 25 CIF at Rp 16.250,00 = Rp 406.250; duty 7.5% → Rp 31.000; PPN 11% of Rp 437.250 → Rp 49.000.
  await expect(page.getByTestId('tax-total')).toHaveText('Rp 80.000');
  await expect(page.getByTestId('tax-result')).toContainText('Rp 16.250,00');
  await expectNoSidewaysScroll(page, 'tax simulation at 390 px, largest font');
  await screenshot(page, 'pos-cn23-tax-390');
  // A certain commodity (PMK 4/2025): lipstick pays the cosmetics rate, 15%, and PPh.
  await page.getByLabel('Cari HS (kode atau kata)').fill('lipstik');
  await expect(page.getByLabel('Kode HS')).toHaveValue('3304.10');
  await expect(page.getByTestId('hs-rates')).toContainText('Komoditas tertentu: kosmetik');
  await page.getByRole('button', { name: 'Hitung', exact: true }).click();
  await expect(page.getByTestId('tax-band')).toHaveText('Tarif komoditas tertentu barang kiriman (kosmetik) dan PPh');
  // USD 25 CIF = Rp 406.250; duty 15% → Rp 61.000; PPN 11% of Rp 467.250 → Rp 52.000; PPh 5% → Rp 24.000.
  await expect(page.getByTestId('tax-total')).toHaveText('Rp 137.000');
  await screenshot(page, 'pos-cn23-tax-commodity-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'pos-cn23-tax-1280');
  // The same screen in English (the locale cookie the language switch sets), at both sizes.
  await page.context().addCookies([{ name: 'konter_locale', value: 'en', url: appUrl('/') }]);
  await page.goto('/pos?tab=tax');
  await page.getByLabel('Search HS (code or words)').fill('cotton shirt');
  await expect(page.getByLabel('HS code')).toHaveValue('6109.10');
  await expect(page.getByTestId('hs-rates')).toContainText('Certain commodity: textile products');
  await page.getByLabel('Goods value (FOB)').fill('40');
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();
  await expect(page.getByTestId('tax-result')).toBeVisible();
  await screenshot(page, 'pos-cn23-tax-en-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await useLargestFont(page);
  await expectNoSidewaysScroll(page, 'tax simulation in English at 390 px, largest font');
  await screenshot(page, 'pos-cn23-tax-en-390');
  await page.context().clearCookies({ name: 'konter_locale' });

  await page.goto('/pos?tab=cn23');
  await useLargestFont(page);
  await page.getByLabel('Nomor resi (AWB)').fill(returnedAwb);
  await page.getByRole('button', { name: 'Cek resi' }).click();
  // The courier is asked: its own word on the parcel shows beside it.
  await expect(page.getByTestId('cn23-checked')).toContainText('JNE Express (Dikembalikan)');
  await page.getByLabel('Negara penerima (kode 2 huruf)').fill('MY');
  await page.getByLabel('Uraian barang').fill('Buku cerita anak');
  await page.getByLabel('Kode HS').selectOption('4903.00');
  await page.getByLabel('Berat bersih (gram)').fill('300');
  await page.getByLabel('Nilai (USD)').fill('15');
  await page.getByRole('button', { name: 'Ajukan CN23' }).click();

  const declared = page.locator(`[data-cn23="${returnedAwb}"]`).filter({ hasText: 'Diajukan' });
  await expect(declared).toBeVisible();
  await expect(declared).toContainText('USD 15.00');
  await expectNoSidewaysScroll(page, 'CN23 form and list at 390 px, largest font');
  await screenshot(page, 'pos-cn23-list-390');

  await declared.getByRole('link', { name: 'Cetak CN23' }).click();
  await expect(page.getByTestId('cn23-document')).toContainText('4903.00');
  await expect(page.getByTestId('awb-barcode')).toContainText(returnedAwb);
  await screenshot(page, 'pos-cn23-print');

  // The report of the day lists it and downloads as a file.
  await page.goto('/report/cn23');
  await useLargestFont(page);
  await expect(page.getByTestId('cn23-by-status')).toContainText('Diajukan');
  const csv = page.getByRole('link', { name: 'CSV', exact: true });
  await expect(csv).toHaveAttribute('href', /\/api\/v1\/mlo\/report\/cn23\/export\?from=.*format=csv/);
  const download = await page.request.get((await csv.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
  expect(await download.text()).toContain(returnedAwb);
  await expectNoSidewaysScroll(page, 'CN23 report at 390 px, largest font');
  await screenshot(page, 'pos-cn23-report-390');

  // The back office records customs' answer: held.
  const admin = await newWatchedContext(browser, { locale: 'id-ID', viewport: { width: 390, height: 844 } });
  await logInAs(admin.page, demoAdmin);
  await admin.page.goto('/admin/parcels');
  await useLargestFont(admin.page);
  const waiting = admin.page.getByTestId('cn23-clearance').locator(`[data-cn23="${returnedAwb}"]`);
  await expect(waiting).toContainText('Agen: Demo Agen MLO');
  await expectNoSidewaysScroll(admin.page, 'admin CN23 clearance at 390 px, largest font');
  await waiting.scrollIntoViewIfNeeded();
  await screenshot(admin.page, 'admin-cn23-clearance-390');
  await waiting.getByRole('button', { name: /ditahan bea cukai$/ }).click();
  await expect(admin.page.getByTestId('cn23-clearance').getByRole('status')).toContainText('dicatat ditahan bea cukai');
  await expect(waiting).toHaveCount(0);
  admin.consoleWatch.assertClean();
  await admin.context.close();

  // The agent reads the outcome and cancels the held declaration (customs has not cleared it).
  await page.goto('/pos?tab=cn23');
  const held = page.locator(`[data-cn23="${returnedAwb}"]`).filter({ hasText: 'Ditahan' });
  await expect(held).toBeVisible();
  await held.getByRole('button', { name: 'Batalkan' }).click();
  await expect(page.locator(`[data-cn23="${returnedAwb}"]`).first()).toContainText('Dibatalkan');
});

test('[MLO-04][ADM-01] the admin reads the customs thresholds and rates and sets a currency’s rate from a day on', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, '081234560009');
  await page.goto('/admin/parcels');
  const customs = page.getByRole('region', { name: 'Data kepabeanan CN23' });
  await expect(customs.getByLabel(/^Batas bebas bea masuk/)).toHaveValue('300');
  await expect(customs.getByLabel(/^PPN/)).toHaveValue('1100');
  // KRW: a currency the agent's journey does not use, so its simulation keeps its numbers.
  await customs.getByLabel('Mata uang', { exact: true }).selectOption('KRW');
  await customs.getByLabel(/^Kurs \(Rp per 1 unit/).fill('11,80');
  await customs.getByLabel('Berlaku mulai').fill(new Date().toISOString().slice(0, 10));
  await customs.getByRole('button', { name: 'Simpan kurs' }).click();
  await expect(customs.getByText('Tersimpan.')).toBeVisible();
  await expectNoSidewaysScroll(page, 'admin customs data at 390');
  await screenshot(page, 'admin-cn23-customs-390');
});
