import { appUrl, expect, screenshot, test } from '../support/fixtures.ts';
import { expectNoSidewaysScroll, useLargestFont } from '../support/layout-checks.ts';
import { logInAs } from '../support/journeys.ts';

/*
 * The seller's delivery settings (ADM-01 "shop, couriers") on the first demo tenant (localhost): the demo admin takes
 * Lion Parcel off the couriers offered, sees the shop's rates without it, and puts it back. No other journey uses Lion
 * Parcel, so the shop journeys running beside this one keep their couriers.
 */
const adminPhone = '081234560009';

test.use({ locale: 'id-ID' });

test('[ADM-01][SHP-04] the seller takes a courier off the shop’s offer and back; the tab fits 390 px at the largest font in id, en and zh', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, adminPhone);
  await page.goto('/admin/shop');
  await page.getByRole('tab', { name: 'Pengiriman' }).click();
  const lion = page.getByRole('checkbox', { name: /Lion Parcel/ });
  await expect(lion).toBeChecked();
  await lion.uncheck();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Pengaturan pengiriman disimpan.')).toBeVisible();

  // A buyer's rates for Bandung (the demo checkout link's page) no longer offer Lion Parcel.
  await page.goto('/shop/checkout/DemoToko01');
  await page.getByLabel('Kecamatan / kota').fill('coblong');
  await page.getByRole('button', { name: 'Coblong, Kota Bandung, Jawa Barat' }).click();
  await page.getByLabel('Kode pos').fill('40132');
  await expect(page.getByRole('radio', { name: /JNE REG/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Lion Parcel/ })).toHaveCount(0);

  await page.goto('/admin/shop');
  await page.getByRole('tab', { name: 'Pengiriman' }).click();
  await expect(lion).not.toBeChecked();
  await lion.check();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Pengaturan pengiriman disimpan.')).toBeVisible();

  for (const [locale, tab] of [
    ['id', 'Pengiriman'],
    ['en', 'Delivery'],
    ['zh', '配送'],
  ] as const) {
    await context.addCookies([{ name: 'konter_locale', value: locale, url: appUrl('/') }]);
    await page.goto('/admin/shop');
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('checkbox', { name: /Lion Parcel/ })).toBeChecked();
    await useLargestFont(page);
    await expectNoSidewaysScroll(page, `shop delivery settings at 390 px in ${locale}`);
    await screenshot(page, `shop-delivery-settings-${locale}-largest-390`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'shop-delivery-settings-1280');
});
