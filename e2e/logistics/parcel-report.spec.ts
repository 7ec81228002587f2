import { appUrl, expect, screenshot, test } from '../support/fixtures.ts';
import { logInAs } from '../support/journeys.ts';
import { expectNoSidewaysScroll, useLargestFont } from '../support/layout-checks.ts';

/*
 * The parcel report (RPT-01 "MLO transaction", MLO-06) on the demo MLO agent 081234560006, read only: the POS journey
 * creates orders today as that agent at the same time, so this spec reads only the seeded days (3, 4 and 5 days before
 * the seed: a delivered SiCepat parcel, a returned JNE parcel and a cancelled, refunded J&T parcel) and a day on each
 * side.
 */
test.use({ locale: 'id-ID' });

const day = 86_400_000;
const jakartaDay = (at: number) => new Date(at + 7 * 3_600_000).toISOString().slice(0, 10);
// The seed ran when the server started, maybe on the Jakarta day before this one (a run that crosses midnight saw the
// oldest parcel fall out of a range counted from now): one day more on each side still holds no other parcel.
const seeded = `from=${jakartaDay(Date.now() - 6 * day)}&to=${jakartaDay(Date.now() - 2 * day)}`;

test('[RPT-01][MLO-06] an MLO agent opens the parcel report from the report centre: per courier and day, fees, refunds, statuses, export', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, '081234560006');
  await page.goto('/report');
  await page.locator('[data-report="parcels"]').click();
  await expect(page).toHaveURL(/\/report\/parcels/);
  await page.goto(`/report/parcels?${seeded}`);
  const totals = page.getByTestId('parcel-totals');
  await expect(totals.locator('[data-figure="shipments"]')).toHaveText('3');
  await expect(totals.locator('[data-figure="fees"]')).toHaveText('Rp 34.500');
  await expect(totals.locator('[data-figure="refunds"]')).toHaveText('Rp 11.500');
  await expect(totals.locator('[data-figure="net_fees"]')).toHaveText('Rp 23.000');
  await expect(totals.locator('[data-figure="delivered"]')).toContainText('1');
  await expect(totals.locator('[data-figure="returned"]')).toContainText('1');
  await expect(totals.locator('[data-figure="cancelled"]')).toContainText('1');
  await expect(page.locator('li[data-day][data-courier="sicepat"]')).toContainText('SiCepat');
  await expectNoSidewaysScroll(page, 'parcel report at 390');
  await screenshot(page, 'parcel-report-390');

  // The export holds the same rows as the screen.
  const csvHref = await page.locator('a[data-format="csv"]').getAttribute('href');
  const csv = await page.request.get(appUrl(csvHref ?? ''));
  expect(csv.status()).toBe(200);
  const lines = (await csv.text())
    .replace(/^\ufeff/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toContain('Tanggal,Kurir,Paket');
  expect(lines).toHaveLength(4);

  // A courier filter narrows the rows; English and Chinese at the largest font still fit the phone.
  await page.getByLabel('Kurir', { exact: true }).selectOption('jne-express');
  await expect(totals.locator('[data-figure="shipments"]')).toHaveText('1');
  await expect(totals.locator('[data-figure="returned"]')).toContainText('1');
  for (const locale of ['en', 'zh']) {
    await page.context().addCookies([{ name: 'konter_locale', value: locale, url: appUrl('/') }]);
    await page.goto(`/report/parcels?${seeded}`);
    await useLargestFont(page);
    await expect(totals.locator('[data-figure="shipments"]')).toHaveText('3');
    await expectNoSidewaysScroll(page, `parcel report ${locale} at 390, largest font`);
    await screenshot(page, `parcel-report-${locale}-390`);
  }
});

test('[RPT-01][MLO-01] a member without the MLO flag has no parcel report and reads the permission message', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, '081234560001');
  await page.goto('/report');
  await expect(page.locator('[data-report="prabayar"]')).toBeVisible();
  await expect(page.locator('[data-report="parcels"]')).toHaveCount(0);
  await page.goto('/report/parcels');
  await expect(page.getByTestId('mlo-forbidden')).toContainText('Anda tidak memiliki izin untuk mengakses halaman ini');
});

test('[RPT-01][ADM-01] the admin reads the parcel report over every agent, narrowed to one agent', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, '081234560009');
  await page.goto(`/admin/parcels?${seeded}&agent=081234560006`);
  const totals = page.getByTestId('parcel-totals');
  await expect(totals.locator('[data-figure="shipments"]')).toHaveText('3');
  await expect(totals.locator('[data-figure="net_fees"]')).toHaveText('Rp 23.000');
  await expect(page.getByLabel('Agen', { exact: true })).toHaveValue('081234560006');
  await expectNoSidewaysScroll(page, 'admin parcel report at 390');
  await screenshot(page, 'admin-parcel-report-390');
});
