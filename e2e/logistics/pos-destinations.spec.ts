import type { Page } from '@playwright/test';
import { appUrl, expect, screenshot, test } from '../support/fixtures.ts';
import { logInAs } from '../support/journeys.ts';
import { expectNoSidewaysScroll, useLargestFont } from '../support/layout-checks.ts';

/*
 * The couriers' own destinations (MLO-05, MLO-06) as the demo parcel agent 081234560006 (SiCepat, J&T and JNE flags).
 * It adds a customer to the address book and quotes, never creates an order: the POS MLO journey checks the same
 * account's deposit at the same time. A second run finds its customer saved again (same phone and address: one entry).
 */
const mloAgent = '081234560006';
const listCouriers = ['sicepat', 'jnt-express', 'jne-express'] as const;

async function pickRegion(page: Page, label: string, typed: string, region: string) {
  await page.getByLabel(label).fill(typed);
  await page.getByRole('button', { name: region, exact: true }).click();
}

async function quoteNow(page: Page) {
  await page.getByRole('button', { name: /^(Cek ongkir|Get rates|查询运费)$/ }).click();
  await expect(page.getByTestId('destinations')).toBeVisible();
}

test.use({ locale: 'id-ID' });

test("[MLO-05][MLO-06] an agent saves a customer in a district of the region data, sends to it, picks a courier's destination and quotes three couriers", async ({
  page,
  consoleWatch,
}) => {
  test.setTimeout(180_000);
  // The customer saved without a district answers 422 (a field error), which Chromium logs as a failed resource.
  consoleWatch.allow(/status of 422 .*\/api\/v1\/mlo\/customer-address/);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, mloAgent);

  // The address book: a new customer whose district is chosen from the shop's region data, never typed.
  await page.goto('/pos?tab=customers');
  await expect(page.getByTestId('customers')).toContainText('Coblong, Kota Bandung, Jawa Barat 40135');
  await page.getByRole('button', { name: 'Tambah pelanggan' }).click();
  await page.getByLabel('Nama penerima').fill('Rina Wulandari');
  await page.getByLabel('Nomor HP penerima').fill('081355556666');
  await page.getByLabel('Alamat penerima').fill('Jl. Braga No. 10');
  await page.getByLabel('Kode pos').fill('40111');
  await page.getByRole('button', { name: 'Simpan pelanggan' }).click();
  // No district chosen: the server's translated field error under the region field.
  await expect(page.getByText('Pilih kecamatan dari hasil pencarian wilayah.')).toBeVisible();
  await pickRegion(page, 'Kecamatan / kota', 'sumur bandung', 'Sumur Bandung, Kota Bandung, Jawa Barat');
  await expectNoSidewaysScroll(page, 'customer form at 390');
  await screenshot(page, 'pos-customer-form-id-390');
  await page.getByRole('button', { name: 'Simpan pelanggan' }).click();
  const rina = page.getByTestId('customers').locator('li').filter({ hasText: 'Rina Wulandari' });
  await expect(rina.getByTestId('customer-region')).toHaveText('Sumur Bandung, Kota Bandung, Jawa Barat 40111');
  await screenshot(page, 'pos-customers-id-390');

  // "Send a parcel" fills the receiver and its district; each list courier's destination is matched to it.
  await rina.getByRole('link', { name: 'Kirim paket' }).click();
  await expect(page.getByText('Sumur Bandung, Kota Bandung, Jawa Barat', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Kode pos tujuan')).toHaveValue('40111');
  await quoteNow(page);
  for (const courier of listCouriers) {
    const card = page.getByTestId(`destination-${courier}`);
    await expect(card).toHaveAttribute('data-match', 'matched');
    await expect(card).toContainText('SUMUR BANDUNG');
  }

  // The agent picks another SiCepat destination from SiCepat's own list; the quote is asked again for that code.
  const sicepat = page.getByTestId('destination-sicepat');
  await sicepat.getByRole('button', { name: 'Ganti tujuan' }).click();
  await sicepat.getByLabel('Cari tujuan SiCepat').fill('bandung wetan');
  await sicepat.getByRole('button', { name: /BANDUNG WETAN, BANDUNG, JAWA BARAT/ }).click();
  await expect(sicepat).toHaveAttribute('data-match', 'picked');
  await expect(sicepat.getByTestId('destination-code')).toHaveText('BDO10008');
  for (const courier of listCouriers) {
    await expect(page.locator(`[data-courier="${courier}"]`).first()).toBeVisible();
  }
  await page.locator('[data-courier="sicepat"]').filter({ hasText: ' · REG' }).click();
  await expect(page.getByTestId('order-destination')).toHaveText(
    'Tujuan SiCepat: BANDUNG WETAN, BANDUNG, JAWA BARAT (BDO10008)',
  );
  await expect(page.getByLabel('Nama penerima')).toHaveValue('Rina Wulandari');
  await expectNoSidewaysScroll(page, 'send screen with destinations at 390');
  await screenshot(page, 'pos-send-picked-id-390');

  // A district the couriers do not list, in a city they serve (Kabupaten Bandung's Cileunyi): a choice, never a guess.
  await page.goto('/pos');
  await pickRegion(page, 'Kecamatan tujuan', 'cileunyi', 'Cileunyi, Kabupaten Bandung, Jawa Barat');
  await page.getByLabel('Kode pos tujuan').fill('40622');
  await quoteNow(page);
  const jne = page.getByTestId('destination-jne-express');
  await expect(jne).toHaveAttribute('data-match', 'ambiguous');
  await expect(jne).toContainText('Beberapa tujuan cocok. Pilih satu:');
  await expect(page.getByText('Pilih tujuan JNE Express untuk melihat ongkirnya.')).toBeVisible();
  await expect(page.locator('[data-courier="jne-express"]')).toHaveCount(0);
  await useLargestFont(page);
  await expectNoSidewaysScroll(page, 'ambiguous destinations at 390, largest font');
  await screenshot(page, 'pos-send-ambiguous-id-390');
  await jne.getByRole('button', { name: /^COBLONG, BANDUNG, JAWA BARAT/ }).click();
  await expect(jne).toHaveAttribute('data-match', 'picked');
  await expect(page.locator('[data-courier="jne-express"]').first()).toBeVisible();
  // Nowhere the couriers serve (Kota Bogor): the agent is sent to search the list, which has nothing for it.
  await page.goto('/pos');
  await pickRegion(page, 'Kecamatan tujuan', 'bogor selatan', 'Bogor Selatan, Kota Bogor, Jawa Barat');
  await page.getByLabel('Kode pos tujuan').fill('16131');
  await quoteNow(page);
  const jnt = page.getByTestId('destination-jnt-express');
  await expect(jnt).toHaveAttribute('data-match', 'unmatched');
  await expect(jnt.getByLabel('Cari tujuan J&T Express')).toHaveValue('Bogor Selatan');
  await expect(jnt.getByText('Tidak ada tujuan yang cocok.')).toBeVisible();

  // The same screens at 1280 × 800, and in English and Chinese (Chinese at 390 only).
  const words = {
    id: { send: 'Kirim paket', matched: 'Cocok dengan kecamatan penerima' },
    en: { send: 'Send a parcel', matched: "Matches the receiver's district" },
    zh: { send: '寄件', matched: '与收件人区县匹配' },
  };
  for (const locale of ['id', 'en', 'zh'] as const) {
    if (locale !== 'id') {
      await page.context().addCookies([{ name: 'konter_locale', value: locale, url: appUrl('/') }]);
    }
    for (const width of locale === 'zh' ? [390] : [390, 1280]) {
      await page.setViewportSize(width === 390 ? { width: 390, height: 844 } : { width: 1280, height: 800 });
      await page.goto('/pos?tab=customers');
      await expect(page.getByTestId('customers').locator('li').filter({ hasText: 'Rina Wulandari' })).toBeVisible();
      await expectNoSidewaysScroll(page, `address book ${locale} at ${width}`);
      await screenshot(page, `pos-customers-${locale}-${width}`);
      await page
        .getByTestId('customers')
        .locator('li')
        .filter({ hasText: 'Rina Wulandari' })
        .getByRole('link', { name: words[locale].send })
        .click();
      await quoteNow(page);
      await expect(page.getByTestId('destination-sicepat')).toContainText(words[locale].matched);
      await expectNoSidewaysScroll(page, `send screen ${locale} at ${width}`);
      await screenshot(page, `pos-send-destinations-${locale}-${width}`);
    }
  }
});
