import { appUrl, expect, screenshot, test } from '../support/fixtures.ts';
import { expectNoSidewaysScroll, useLargestFont } from '../support/layout-checks.ts';
import { logInAs, logInFromShopCart } from '../support/journeys.ts';

/*
 * The shop's pictures, report and guest cart (issue 23) on the first demo tenant (localhost, Konter Pulsa), whose shop
 * is on. The admin changes only the pictures of one product; the buyers are this spec's own demo accounts.
 */
const adminPhone = '081234560009';
/** The shop's own demo buyer (seeded by the shop module), whose cart no other spec touches. */
const buyerPhone = '081234560160';

/** A 1 × 1 PNG: the smallest picture a phone could send. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ locale: 'id-ID' });

test.describe('shop pictures', () => {
  test('[SHP-01] the demo products have pictures, loaded small in the list; the admin adds one to a product at 390 px', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });

    // The list: every demo product shows its small picture, lazily, and it loads.
    await logInAs(page, adminPhone);
    await page.goto('/shop');
    const pictures = page.getByTestId('shop-product').locator('img');
    await expect(pictures).toHaveCount(12);
    await expect(pictures.first()).toHaveAttribute('src', /\.sm\.webp$/);
    await expect(pictures.first()).toHaveAttribute('loading', 'lazy');
    await expect
      .poll(() => pictures.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(320);

    // The admin adds a second picture to the cable and makes it the cover.
    await page.goto('/admin/shop');
    await page.getByRole('tab', { name: 'Produk' }).click();
    await page.getByTestId('admin-product').filter({ hasText: 'Kabel Data USB-C 1 m' }).click();
    const editor = page.getByTestId('admin-product-images');
    await expect(editor.locator('img')).toHaveCount(1);
    await page.getByTestId('admin-product-image-input').setInputFiles({
      name: 'kabel.png',
      mimeType: 'image/png',
      buffer: tinyPng,
    });
    await expect(editor.locator('img')).toHaveCount(2);
    await editor.getByRole('button', { name: 'Jadikan sampul' }).click();
    await expect(editor.getByRole('button', { name: 'Jadikan sampul' })).toHaveCount(1);
    // A file that is not a picture is refused here, before it is sent.
    await page.getByTestId('admin-product-image-input').setInputFiles({
      name: 'catatan.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('bukan gambar'),
    });
    await expect(
      editor.getByText('File ini tidak dikirim: pilih gambar JPG, PNG atau WebP sampai 8 MB.'),
    ).toBeVisible();
    await expectNoSidewaysScroll(page, 'admin product pictures at 390 px');
    await screenshot(page, 'shop-admin-pictures-390');

    // The product page shows the new cover and lets the buyer switch between both pictures.
    await page.goto('/shop/product/kabel-data-usb-c-1m');
    const gallery = page.getByTestId('shop-gallery').getByRole('button');
    await expect(gallery).toHaveCount(2);
    await gallery.nth(1).click();
    await expect(gallery.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await screenshot(page, 'shop-product-gallery-390');
  });
});

test.describe('shop report', () => {
  test('[RPT-01][NAV-15] the admin opens the shop report from the report centre and /shop/report; it fits 390 px at the largest font in id, en and zh', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAs(page, adminPhone);
    await page.goto('/report');
    await page.getByRole('link', { name: /Laporan penjualan toko/ }).click();
    await expect(page).toHaveURL(/\/account\/laporan\/toko$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Laporan penjualan toko' })).toBeVisible();
    await expect(page.getByRole('link', { name: /CSV/ })).toHaveAttribute('href', /\/api\/v1\/report\/toko\/export/);
    for (const locale of ['id', 'en', 'zh'] as const) {
      await context.addCookies([{ name: 'konter_locale', value: locale, url: appUrl('/') }]);
      await page.goto('/shop/report');
      await expect(page).toHaveURL(/\/account\/laporan\/toko$/);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await useLargestFont(page);
      await expectNoSidewaysScroll(page, `shop report at 390 px in ${locale}`);
      await screenshot(page, `shop-report-${locale}-largest-390`);
    }
  });
});

test.describe('guest cart', () => {
  test('[SHP-02] a guest fills a cart on the phone, logs in from it and finds the lines in the account’s cart at 390 px', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    // Not logged in: the shop, a product and the cart open; the lines stay on the phone.
    await page.goto('/shop/product/kabel-data-usb-c-1m');
    await expect(page.getByRole('heading', { name: 'Kabel Data USB-C 1 m' })).toBeVisible();
    // More than the stock is refused on the phone, as the server would.
    await page.getByLabel('Jumlah').fill('99');
    await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
    await expect(page.getByText('Jumlah melebihi stok yang tersedia (maksimal 40).')).toBeVisible();
    await page.getByLabel('Jumlah').fill('2');
    await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
    await expect(page.getByText('Masuk keranjang.')).toBeVisible();
    await page.getByRole('link', { name: 'Lihat keranjang' }).click();
    await expect(page).toHaveURL(/\/shop\/cart$/);
    await expect(page.getByTestId('local-cart-line')).toHaveCount(1);
    await expect(page.getByTestId('local-cart-quantity')).toHaveText('2');
    await page.getByRole('button', { name: '+', exact: true }).click();
    await expect(page.getByTestId('local-cart-quantity')).toHaveText('3');
    await expect(page.getByTestId('local-cart-total')).toHaveText('Rp 75.000');
    await expectNoSidewaysScroll(page, 'guest cart at 390 px');
    await screenshot(page, 'shop-guest-cart-390');
    // Survives a reload: it is kept in the phone's storage. It fits at the largest font in en and zh too.
    for (const locale of ['en', 'zh', 'id'] as const) {
      await context.addCookies([{ name: 'konter_locale', value: locale, url: appUrl('/') }]);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByTestId('local-cart-quantity')).toHaveText('3');
      if (locale === 'id') break;
      await useLargestFont(page);
      await expectNoSidewaysScroll(page, `guest cart at 390 px in ${locale}`);
      await screenshot(page, `shop-guest-cart-${locale}-largest-390`);
    }
    await page.reload();

    // Logging in from the cart comes back to it, merged into the account's cart.
    await logInFromShopCart(page, buyerPhone);
    await expect(page.getByTestId('local-cart-merged')).toHaveText(
      'Keranjang dari HP ini sudah digabung ke keranjang akun Anda.',
    );
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line')).toContainText('Kabel Data USB-C 1 m');
    await expect(page.getByTestId('cart-quantity')).toHaveText('3');
    expect(await page.evaluate(() => localStorage.getItem('konter_shop_local_cart'))).toBeNull();
    await screenshot(page, 'shop-merged-cart-390');
  });
});
