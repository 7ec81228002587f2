import { appUrl, expect, newWatchedContext, screenshot, test } from '../support/fixtures.ts';
import { expectNoSidewaysScroll, useLargestFont } from '../support/layout-checks.ts';
import { logInAs } from '../support/journeys.ts';

/*
 * A public checkout link (SHP-03) on the first demo tenant (localhost): the seller (the demo admin) shares cart lines
 * as a link; a guest with no account opens it in a browser of their own, pays by QRIS in the gateway simulator and
 * follows the order by its token; the seller finds the guest's order in the back office by the guest's name.
 */
const sellerPhone = '081234560009';
const guestName = 'Dewi Tamu Tautan';

test.use({ locale: 'id-ID' });

test('[SHP-03] a guest pays a shared checkout link by QRIS and follows the order; the seller sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, sellerPhone);

  // The seller puts a product in the cart and shares the chosen lines as a link.
  await page.goto('/shop/product/kartu-perdana-telkomsel');
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(page.getByText('Masuk keranjang.')).toBeVisible();
  await page.getByRole('link', { name: 'Lihat keranjang' }).click();
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
  const made = page.waitForResponse((response) => response.url().endsWith('/shop/public/make-cart'));
  await page.getByRole('button', { name: 'Bagikan tautan checkout' }).click();
  expect((await made).status()).toBe(200);
  const urlField = page.getByTestId('shop-share-link-url');
  await expect(urlField).toHaveValue(new RegExp(`^${appUrl('/shop/checkout/')}[A-Za-z0-9]{10}$`));
  const link = await urlField.inputValue();
  await expect(page.getByTestId('shop-share-whatsapp')).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(link).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
  await expect(page.getByTestId('shop-share-link-expires')).toContainText('Berlaku sampai');
  await expectNoSidewaysScroll(page, 'the shared link at 390 px');
  await screenshot(page, 'shop-link-share-390');

  // A guest, in a browser that never logged in, opens the link.
  const guest = await newWatchedContext(browser, { locale: 'id-ID', viewport: { width: 390, height: 844 } });
  // The simulator's plain page (another port) has no favicon; Chromium logs its 404 as a console error.
  guest.consoleWatch.allow(/status of 404 .*\/favicon\.ico/);
  const buyer = guest.page;
  await buyer.goto(link);
  await expect(buyer.getByTestId('shop-link-line')).toHaveCount(1);
  await expect(buyer.getByTestId('shop-link-line')).toContainText('Kartu Perdana Telkomsel');
  await buyer.getByLabel('Nama penerima').fill(guestName);
  await buyer.getByLabel('Nomor HP penerima').fill('081377770099');
  await buyer.getByLabel('Email').fill('dewi.tamu@example.com');
  await buyer.getByLabel('Kecamatan / kota').fill('coblong');
  await buyer.getByRole('button', { name: 'Coblong, Kota Bandung, Jawa Barat' }).click();
  await buyer.getByLabel('Kode pos').fill('40132');
  await buyer.getByLabel('Alamat lengkap').fill('Jl. Ganesha No. 10');
  await buyer.getByRole('radio', { name: /JNE REG/ }).check();
  await buyer.getByTestId('shop-payment-method').selectOption('xendit:qris');
  await useLargestFont(buyer);
  await expectNoSidewaysScroll(buyer, 'a checkout link at 390 px and the largest font');
  await screenshot(buyer, 'shop-link-checkout-390');

  // Paid: the gateway's page (the simulator's, on another port) takes the payment and sends the guest back.
  await buyer.getByTestId('shop-link-pay').click();
  await buyer.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(buyer).toHaveURL(/\/shop\/checkout\/[A-Za-z0-9]{10}\?order=[A-Za-z0-9_-]{32}$/);
  // The gateway's notification may land after the guest: the page reads the order again until it moves on.
  await expect(buyer.getByTestId('shop-order-status')).toHaveText('Menunggu konfirmasi', { timeout: 60_000 });
  const order = buyer.getByTestId('shop-link-order');
  await expect(order).toContainText('Kartu Perdana Telkomsel');
  await expect(order).toContainText('JNE REG');
  await expect(order).toContainText(guestName);
  await expectNoSidewaysScroll(buyer, 'a guest order at 390 px and the largest font');
  const orderUrl = buyer.url();

  // The order page in each language, on a phone and on a desktop.
  for (const [locale, status] of [
    ['id', 'Menunggu konfirmasi'],
    ['en', 'Waiting confirmation'],
    ['zh', '待确认'],
  ] as const) {
    // The language cookie the server and the app read when nothing was chosen on the page.
    await guest.context.addCookies([{ name: 'konter_locale', value: locale, url: appUrl('/') }]);
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      await buyer.setViewportSize({ width, height });
      await buyer.goto(orderUrl);
      await expect(buyer.getByTestId('shop-order-status')).toHaveText(status);
      await expectNoSidewaysScroll(buyer, `a guest order in ${locale} at ${width} px`);
      await screenshot(buyer, `shop-link-order-${locale}-${width}`);
      await buyer.goto(link);
      await expect(buyer.getByTestId('shop-link-line')).toHaveCount(1);
      await expectNoSidewaysScroll(buyer, `a checkout link in ${locale} at ${width} px`);
      await screenshot(buyer, `shop-link-checkout-${locale}-${width}`);
    }
  }
  guest.consoleWatch.assertClean();
  await guest.context.close();

  // The seller finds the guest's order in the back office, waiting for confirmation.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/shop');
  const row = page.getByTestId('admin-order').filter({ hasText: guestName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Kartu Perdana Telkomsel');
  await screenshot(page, 'shop-link-admin-orders-1280');
});
