import { appUrl, expect, screenshot, test } from '../support/fixtures.ts';
import { expectNoSidewaysScroll, useLargestFont } from '../support/layout-checks.ts';
import { logInAs } from '../support/journeys.ts';

/*
 * The shop's collections (SHP-01, ADM-01 "shop") on the first demo tenant (localhost), whose demo seeds "Aksesoris
 * Favorit" and "Perdana & Voucher". Nothing is bought and no product is changed: other journeys count the stock.
 */
const adminPhone = '081234560009';

test.use({ locale: 'id-ID' });

test.describe('shop collections', () => {
  test('[SHP-01] a visitor opens “Aksesoris Favorit” from the shop’s home and sees its products at 390 px, largest font, in id, en and zh', async ({
    page,
    context,
    consoleWatch,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/shop');
    const collections = page.getByRole('navigation', { name: 'Koleksi' });
    // The demo's two (the admin's journey may add its own beside them).
    await expect(collections.getByRole('link', { name: /Perdana & Voucher/ })).toBeVisible();
    await expect(page.getByTestId('shop-product').first()).toBeVisible();
    await screenshot(page, 'shop-collections-home-390');
    await collections.getByRole('link', { name: /Aksesoris Favorit/ }).click();
    await expect(page).toHaveURL(/\/shop\/collection\/aksesoris-favorit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aksesoris Favorit' })).toBeVisible();
    // In the seller's order.
    await expect(page.getByTestId('shop-product')).toHaveCount(3);
    await expect(page.getByTestId('shop-product').first()).toHaveAttribute(
      'href',
      '/shop/product/casing-silikon-samsung-a15',
    );
    await expect(page.getByTestId('shop-product').last()).toHaveAttribute('href', '/shop/product/kabel-data-usb-c-1m');

    const allProducts = { id: 'Lihat semua produk', en: 'See all products', zh: '查看全部商品' };
    for (const locale of ['id', 'en', 'zh'] as const) {
      await context.addCookies([{ name: 'konter_locale', value: locale, url: appUrl('/') }]);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('link', { name: allProducts[locale] })).toBeVisible();
      await expect(page.getByTestId('shop-product')).toHaveCount(3);
      await useLargestFont(page);
      await expectNoSidewaysScroll(page, `collection page at 390 px in ${locale}`);
      await screenshot(page, `shop-collection-${locale}-largest-390`);
    }

    // An address that names no collection says so, and leads back to the shop. The browser logs the API's 404.
    consoleWatch.allow(/status of 404 .*\/api\/v1\/shop\/collection\/tidak-ada/);
    await context.addCookies([{ name: 'konter_locale', value: 'id', url: appUrl('/') }]);
    await page.goto('/shop/collection/tidak-ada');
    await expect(page.getByTestId('shop-collection-error')).toHaveText(
      'Koleksi ini tidak ditemukan. Mungkin sudah dihapus atau alamatnya salah.',
    );
    await expect(page.getByRole('link', { name: 'Lihat semua produk' })).toHaveAttribute('href', '/shop');
  });

  test('[ADM-01] the admin creates a collection in the Koleksi tab at 1280 px and opens its public page', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await logInAs(page, adminPhone);
    await page.goto('/admin/shop');
    await page.getByRole('tab', { name: 'Koleksi' }).click();
    await expect(page.getByTestId('admin-collection').filter({ hasText: 'Aksesoris Favorit' })).toBeVisible();

    // A slug of its own each run, so the spec can run again on the same database.
    const stamp = Date.now().toString(36);
    const title = `Pilihan Kabel ${stamp}`;
    const slug = `pilihan-kabel-${stamp}`;
    await page.getByRole('button', { name: 'Koleksi baru' }).click();
    await page.getByLabel('Judul koleksi').fill(title);
    await page.getByLabel('Slug (alamat halaman)').fill(slug);
    await page.getByRole('checkbox', { name: 'Kabel Data USB-C 1 m' }).check();
    await page.getByRole('checkbox', { name: /^Charger/ }).check();
    // The charger first.
    await page.getByRole('button', { name: /^Naikkan Charger/ }).click();
    await expect(page.getByTestId('admin-collection-chosen').getByRole('listitem').first()).toContainText('Charger');
    await screenshot(page, 'shop-admin-collection-form-1280');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/admin/shop/collections') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Simpan koleksi' }).click();
    expect((await saved).status()).toBe(200);

    const row = page.getByTestId('admin-collection').filter({ hasText: title });
    await expect(row).toContainText(`/shop/collection/${slug} · 2 produk`);
    await screenshot(page, 'shop-admin-collections-1280');
    await row.getByRole('link', { name: 'Buka halaman' }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/collection/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('shop-product')).toHaveCount(2);
    await expect(page.getByTestId('shop-product').first()).toContainText('Charger');
    await expect(page.getByTestId('shop-product').last()).toContainText('Kabel Data USB-C 1 m');
    await expectNoSidewaysScroll(page, 'collection page at 1280 px');
    await screenshot(page, 'shop-collection-new-1280');
  });
});
