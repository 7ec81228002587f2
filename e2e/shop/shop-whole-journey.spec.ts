import { expect, newWatchedContext, screenshot, test } from '../support/fixtures.ts';
import { expectNoSidewaysScroll } from '../support/layout-checks.ts';
import { logInAs, logInFromShopCart } from '../support/journeys.ts';

/*
 * The shop's whole journey in one run (issue 23's proof) on the first demo tenant (localhost, Konter Pulsa): a guest
 * fills a cart on the phone, logs in and the cart joins the account's; the buyer checks out with the demo coupon and a
 * courier, pays by QRIS in the gateway simulator; the seller (the demo admin, in a browser of their own) confirms and
 * ships it with a receipt number; the buyer sees the order shipped, and is told so in the notifications. The buyer
 * 081234560162 is this spec's own (seeded by the shop module, no deposit), and the charger is counted by no other spec.
 */
const buyerPhone = '081234560162';
const sellerPhone = '081234560009';
const recipient = 'Bayu Perjalanan Utuh';
const receiptNumber = 'JNE0162000777';

test.use({ locale: 'id-ID' });

test('[SHP-01][SHP-02][SHP-03][SHP-04][SHP-05] a guest cart joins the account at login, is paid by QRIS with a coupon and a courier, shipped by the seller and seen shipped by the buyer', async ({
  page,
  browser,
  consoleWatch,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });

  // A guest finds the charger by a misspelt search and puts it in the phone's cart.
  await page.goto('/shop');
  await page.getByLabel('Cari produk').fill('chargr');
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page.getByTestId('shop-product')).toHaveCount(1);
  await page.getByTestId('shop-product').click();
  await expect(page.getByRole('heading', { name: 'Charger 20W USB-C' })).toBeVisible();
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(page.getByText('Masuk keranjang.')).toBeVisible();
  await page.getByRole('link', { name: 'Lihat keranjang' }).click();
  await expect(page.getByTestId('local-cart-line')).toHaveCount(1);
  await expect(page.getByTestId('local-cart-total')).toHaveText('Rp 89.000');

  // Logging in from the cart brings the guest back to it, joined to the account's cart.
  await logInFromShopCart(page, buyerPhone);
  await expect(page.getByTestId('local-cart-merged')).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('Charger 20W USB-C');

  // Checkout: a new address, the courier's rate, the coupon.
  await page.getByRole('button', { name: 'Checkout (1)' }).click();
  await page.getByLabel('Nama penerima').fill(recipient);
  await page.getByLabel('Nomor HP penerima').fill('081377770162');
  await page.getByLabel('Kecamatan / kota').fill('coblong');
  await page.getByRole('button', { name: 'Coblong, Kota Bandung, Jawa Barat' }).click();
  await page.getByLabel('Kode pos').fill('40132');
  await page.getByLabel('Alamat lengkap').fill('Jl. Dipatiukur No. 35');
  await page.getByRole('button', { name: 'Simpan alamat' }).click();
  await expect(page.getByTestId('shop-address').getByRole('radio')).toBeChecked();
  // The couriers' own rate for Bandung and a 120 g parcel (billed as 1 kg): JNE REG is Rp 12.000.
  await page.getByRole('radio', { name: /JNE REG/ }).check();
  await expect(page.getByTestId('shop-total')).toHaveText('Rp 101.000');
  // HEMAT10: 10% of the items (Rp 8.900 of Rp 89.000), once per account.
  await page.getByLabel('Kode kupon').fill('hemat10');
  await page.getByRole('button', { name: 'Pakai' }).click();
  await expect(page.getByTestId('shop-discount')).toContainText('-Rp 8.900');
  await expect(page.getByTestId('shop-total')).toHaveText('Rp 92.100');
  await page.getByTestId('shop-payment-method').selectOption('xendit:qris');
  await expectNoSidewaysScroll(page, 'checkout with a coupon and QRIS at 390 px');
  await screenshot(page, 'shop-whole-checkout-390');
  await page.getByRole('button', { name: 'Buat pembayaran' }).click();
  await expect(page.getByTestId('shop-waiting-payment')).toContainText('Menunggu pembayaran');

  // QRIS in the gateway's page (the simulator's, on another port), which sends the buyer back to the orders.
  consoleWatch.allow(/status of 404 .*\/favicon\.ico/);
  await page.getByRole('link', { name: 'Pesanan saya' }).click();
  await page.getByTestId('shop-order-pay-link').click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/transaction\/all$/);
  const order = page.getByTestId('shop-order');
  await expect(order).toHaveCount(1);
  await expect(order).toContainText('Menunggu konfirmasi');
  await expect(order).toContainText('Rp 92.100');

  // The seller, in a browser of their own, confirms the order and ships it with the courier's receipt number.
  const seller = await newWatchedContext(browser, { locale: 'id-ID', viewport: { width: 1280, height: 800 } });
  await logInAs(seller.page, sellerPhone);
  await seller.page.goto('/admin/shop');
  const pending = seller.page.getByTestId('admin-order').filter({ hasText: recipient });
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText('1 × Charger 20W USB-C');
  await pending.getByRole('button', { name: 'Proses pesanan' }).click();
  await expect(pending).toHaveCount(0);
  await seller.page.getByLabel('Status').selectOption('processed');
  const processed = seller.page.getByTestId('admin-order').filter({ hasText: recipient });
  await expect(processed).toContainText('Diproses');
  // Too short a receipt number is refused and changes nothing (the browser logs the refusal's 422).
  seller.consoleWatch.allow(/status of 422 .*\/api\/v1\/admin\/shop\/orders\/[0-9a-f-]+\/status/);
  await processed.getByLabel('Nomor resi').fill('JN');
  await processed.getByRole('button', { name: 'Kirim' }).click();
  await expect(seller.page.getByRole('alert')).toHaveText('Nomor resi minimal 4 karakter.');
  await expect(processed).toContainText('Diproses');
  await processed.getByLabel('Nomor resi').fill(receiptNumber);
  await processed.getByRole('button', { name: 'Kirim' }).click();
  await expect(processed).toHaveCount(0);
  await seller.page.getByLabel('Status').selectOption('shipped');
  const shipped = seller.page.getByTestId('admin-order').filter({ hasText: recipient });
  await expect(shipped).toContainText(`No. resi: ${receiptNumber}`);
  await screenshot(seller.page, 'shop-whole-seller-shipped-1280');
  seller.consoleWatch.assertClean();
  await seller.context.close();

  // The buyer sees it shipped, with the receipt number, and is told so in the notifications.
  await page.goto('/shop/transaction/all');
  await expect(order).toContainText('Dikirim');
  await expect(order).toContainText(`No. resi: ${receiptNumber}`);
  await screenshot(page, 'shop-whole-buyer-shipped-390');
  await page.goto('/notification/today');
  const told = page.getByTestId('notification-list').locator('[data-notification][data-type="shop.order.shipped"]');
  await expect(told).toHaveCount(1);
  await expect(told).toContainText('Pesanan dikirim');
  await expect(told).toContainText(receiptNumber);
  await expect(
    page.getByTestId('notification-list').locator('[data-notification][data-type="shop.order.paid"]'),
  ).toHaveCount(1);
  await expectNoSidewaysScroll(page, 'the shipped notification at 390 px');
  await screenshot(page, 'shop-whole-notification-390');
});
