import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { appUrl, expect, screenshot, test } from '../support/fixtures.ts';
import { logInAs } from '../support/journeys.ts';
import { expectNoSidewaysScroll, useLargestFont } from '../support/layout-checks.ts';

/*
 * POS MLO on the first demo tenant (host localhost) as the demo parcel agent 081234560006 (is_agen_mlo, SiCepat, J&T
 * and JNE flags, POS settings, Rp 500.000 of opening deposit). Besides this spec only cn23.spec.ts logs in as that
 * account, and it changes neither its deposit nor its orders.
 * The couriers are the loopback simulators; /dev/couriers/advance moves their clock so a parcel arrives in seconds.
 */
const mloAgent = '081234560006';

/** Quotes from the counter to a district chosen in the region search (its name typed, then picked) and a postal code. */
async function quote(page: Page, district: string, region: string, postal: string) {
  await page.goto('/pos');
  await page.getByLabel('Kecamatan tujuan').fill(district);
  await page.getByRole('button', { name: region, exact: true }).click();
  await page.getByLabel('Kode pos tujuan').fill(postal);
  await page.getByRole('button', { name: 'Cek ongkir', exact: true }).click();
  await expect(page.getByTestId('quotes')).toBeVisible();
}

async function createOrder(page: Page, courier: string, service: string, receiver: string) {
  await page
    .locator(`[data-courier="${courier}"]`)
    .filter({ hasText: ` · ${service}` })
    .first()
    .click();
  await page.getByLabel('Nama penerima').fill(receiver);
  await page.getByLabel('Nomor HP penerima').fill('081311112222');
  await page.getByLabel('Alamat penerima').fill('Jl. Dago No. 5');
  await page.getByLabel('Kota', { exact: true }).fill('BANDUNG');
  await page.getByLabel('Isi paket').fill('Pakaian');
  await page.getByLabel('Harga jual ke pelanggan (Rp)').fill('25000');
  await page.getByRole('button', { name: /^Buat pesanan/ }).click();
  await expect(page.getByTestId('order-created')).toBeVisible();
  return (await page.getByTestId('created-awb').textContent()) ?? '';
}

test.use({ locale: 'id-ID' });

test.describe('POS MLO', () => {
  test('[MLO-01][MLO-02][MLO-03][MLO-06][MLO-07] an agent quotes three couriers, creates a SiCepat order, prints its label, manifests it, tracks it to delivered; cancels another and gets the fee back', async ({
    page,
    consoleWatch,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAs(page, mloAgent);
    const deposit = page.getByTestId('header-deposit');
    // Rp 500.000 opening deposit less the seeded orders' fees (one of them cancelled and refunded).
    await expect(deposit).toHaveText('Rp 477.000');

    await quote(page, 'coblong', 'Coblong, Kota Bandung, Jawa Barat', '40135');
    for (const courier of ['sicepat', 'jnt-express', 'jne-express']) {
      await expect(page.locator(`[data-courier="${courier}"]`).first()).toBeVisible();
      // MLO-05/MLO-06: each courier's own destination for the district, matched from its list.
      await expect(page.getByTestId(`destination-${courier}`)).toHaveAttribute('data-match', 'matched');
    }
    await expect(page.getByTestId('destination-sicepat').getByTestId('destination-code')).toHaveText('BDO10001');
    await screenshot(page, 'pos-quotes-390');
    const awb = await createOrder(page, 'sicepat', 'REG', 'Siti Aminah');
    expect(awb).toMatch(/^0024/);
    await expect(deposit).not.toHaveText('Rp 477.000');
    const afterFirst = await deposit.textContent();

    await page.getByRole('link', { name: 'Cetak label' }).click();
    await expect(page.getByTestId('shipping-label')).toContainText('SiCepat');
    await expect(page.getByTestId('label-destination')).toContainText('BDO10001');
    await expect(page.getByTestId('awb-barcode').locator('svg rect').nth(5)).toBeAttached();
    await expect(page.getByTestId('awb-barcode')).toContainText(awb);
    await expect(page.getByTestId('label-cod')).toHaveText('COD: NON COD');
    // The thermal print's preview: 32 characters a line on 58 mm, 48 on 80 mm, the AWB under its barcode.
    await page.getByText('Pratinjau cetak thermal 58 mm').click();
    const preview = page.getByTestId('thermal-preview');
    await expect(preview).toContainText(`|| ${awb} ||`);
    await expect(preview).toHaveAttribute('data-columns', '32');
    await page.getByText('80 mm', { exact: true }).click();
    await expect(preview).toHaveAttribute('data-columns', '48');
    // MLO-06: the A6 PDF downloads with the AWB in its name.
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh PDF A6' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`label-${awb}.pdf`);
    const labelUrl = page.url();
    await screenshot(page, 'pos-label-390');

    await page.goto('/pos?tab=manifests');
    await page.getByRole('button', { name: 'Buka manifest' }).click();
    const manifest = page.getByTestId('manifests').locator('li[data-manifest]').first();
    await manifest.getByRole('button', { name: 'Tambah paket' }).click();
    await expect(manifest).toContainText(awb);
    await manifest.getByRole('button', { name: 'Tutup manifest' }).click();
    await expect(manifest.getByTestId('manifest-status')).toHaveText('Ditutup');
    await manifest.getByRole('link', { name: 'Cetak manifest' }).click();
    await expect(page.getByTestId('manifest-print')).toContainText(awb);
    await expect(page.getByTestId('manifest-print')).toHaveAttribute('data-layout', 'a4');
    await screenshot(page, 'pos-manifest-390');
    // MLO-03: the closed manifest downloads as an A4 PDF named by its code (the sheet's first barcode).
    const manifestCode = await page.getByTestId('manifest-print').getByRole('img').first().getAttribute('aria-label');
    expect(manifestCode).toMatch(/^[A-Z0-9]+$/);
    const [manifestPdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh PDF A4' }).click(),
    ]);
    expect(manifestPdf.suggestedFilename()).toBe(`manifest-${manifestCode}.pdf`);
    const pdfBytes = readFileSync(await manifestPdf.path());
    expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfBytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    // Its pages are A4 (595.28 × 841.89 points, as jsPDF writes them with more decimals).
    expect(pdfBytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.\d+ 841\.\d+\]/);
    // MLO-03: the same manifest on a 58 mm thermal roll, the AWB's barcode on it, still 390 px at the largest font.
    await page.getByText('Thermal 58 mm', { exact: true }).click();
    const roll = page.getByTestId('manifest-print');
    await expect(roll).toHaveAttribute('data-layout', '58');
    await expect(roll.getByRole('img', { name: awb })).toBeVisible();
    await useLargestFont(page);
    await expectNoSidewaysScroll(page, 'manifest 58 mm at 390, largest font');
    await screenshot(page, 'pos-manifest-58-390');

    // MLO-05: SiCepat's pickup work order (SPK) lists the parcel; the agent confirms it. The simulator tells its SPK.
    const books = (await (await page.request.get(appUrl('/dev/couriers.json'))).json()) as {
      couriers: { courier: string; parcels: { awb: string; spk: string }[] }[];
    };
    const spk = books.couriers
      .find((entry) => entry.courier === 'sicepat')
      ?.parcels.find((parcel) => parcel.awb === awb)?.spk;
    expect(spk).toBeTruthy();
    await page.goto('/pos?tab=spk');
    await page.getByLabel('Nomor SPK').fill(spk ?? '');
    await page.getByRole('button', { name: 'Cek SPK', exact: true }).click();
    await expect(page.getByTestId('spk-awbs')).toContainText(awb);
    await page.getByRole('button', { name: 'Konfirmasi SPK', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'SPK sudah dikonfirmasi ke SiCepat.' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'SPK at 390');
    await screenshot(page, 'pos-spk-390');

    // Three days pass on the couriers' clock: SiCepat REG arrives within two.
    const moved = await page.request.post(appUrl('/dev/couriers/advance?hours=72'), { maxRedirects: 0 });
    expect(moved.status()).toBe(303);
    await page.goto('/pos?tab=track');
    await page.getByLabel('Nomor resi (AWB)').fill(awb);
    await page.getByRole('button', { name: 'Lacak', exact: true }).click();
    await expect(page.getByTestId('tracking-result')).toContainText('Terkirim');
    await screenshot(page, 'pos-tracking-390');
    // An unknown AWB answers 404 'AWB not found' (MLO-07), which Chromium logs as a failed resource.
    consoleWatch.allow(/status of 404 .*\/api\/v1\/mlo\/transaction\/track/);
    await page.getByLabel('Nomor resi (AWB)').fill('NOSUCHAWB1');
    await page.getByRole('button', { name: 'Lacak', exact: true }).click();
    await expect(page.getByText('Nomor resi (AWB) tidak ditemukan')).toBeVisible();

    await quote(page, 'genteng surabaya', 'Genteng, Kota Surabaya, Jawa Timur', '60271');
    await createOrder(page, 'jne-express', 'REG', 'Budi Santoso');
    await expect(deposit).not.toHaveText(afterFirst ?? '');
    await page.goto('/pos?tab=orders');
    const budi = page.getByTestId('orders').locator('li').filter({ hasText: 'Budi Santoso' }).first();
    await budi.getByRole('button', { name: 'Batalkan' }).click();
    await expect(budi.getByTestId('refunded')).toBeVisible();
    await expect(deposit).toHaveText(afterFirst ?? '');
    await screenshot(page, 'pos-orders-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'pos-orders-1280');
    // The same screens in English and Chinese (the locale cookie the language switch sets).
    for (const locale of ['en', 'zh']) {
      await page.context().addCookies([{ name: 'konter_locale', value: locale, url: appUrl('/') }]);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/pos');
      await expect(page.getByRole('heading', { name: 'POS MLO' })).toBeVisible();
      await screenshot(page, `pos-send-${locale}-390`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/pos?tab=orders');
      await screenshot(page, `pos-orders-${locale}-1280`);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(labelUrl);
      await expect(page.getByTestId('shipping-label')).toContainText('SiCepat');
      await expectNoSidewaysScroll(page, `label ${locale} at 390`);
      await screenshot(page, `pos-label-${locale}-390`);
    }
  });

  test('[MLO-01] a member without the MLO flag reads the permission message', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAs(page, '081234560001');
    await page.goto('/pos');
    await expect(page.getByTestId('mlo-forbidden')).toContainText(
      'Anda tidak memiliki izin untuk mengakses halaman ini',
    );
    await screenshot(page, 'pos-forbidden-390');
    await page.context().addCookies([{ name: 'konter_locale', value: 'en', url: appUrl('/') }]);
    await page.reload();
    await expect(page.getByTestId('mlo-forbidden')).toContainText("You don't have the permission to access this page");
  });
});
