import { appUrl, expect, screenshot, test } from '../support/fixtures.ts';
import { logInAs, onShopPhone } from '../support/journeys.ts';

test.use({ locale: 'id-ID' });

test('[NAV-04][CMS-01] a visitor opens /m/data, reads prices, goes to buy, logs in and lands on the data screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/m/data');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paket Data Semua Operator');
  await expect(page.getByTestId('price-range')).toHaveText(/Harga mulai Rp [\d.]+ sampai Rp [\d.]+/);
  await expect(page.locator('table tbody tr').first()).toContainText('Rp');
  // No script on the public page: nothing to download before the visitor acts.
  expect(await page.locator('script[src]').count()).toBe(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'public-m-data-id-390x844');

  await onShopPhone(page);
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fprabayar%2Fdata/);
  await page.getByLabel('Nomor HP atau email').fill('081234560003');
  await page.getByLabel('Password', { exact: true }).fill('demo12345');
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(appUrl('/prabayar/data'));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('[NAV-05][CMS-01] the help centre in id and en, an unknown help path goes to /help', async ({ page }) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pusat Bantuan');
    await page.getByRole('link', { name: 'Cara Penggunaan' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '2. Isi saldo (deposit)' })).toBeVisible();
    await screenshot(page, `public-help-id-${viewport.width}x${viewport.height}`);
    await page.goto('/help/cara-penggunaan?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to use');
    await screenshot(page, `public-help-en-${viewport.width}x${viewport.height}`);
  }
  await page.goto('/help/faq?lang=zh');
  await screenshot(page, 'public-faq-zh-390x844');
  await page.goto('/help/tidak-ada');
  await expect(page).toHaveURL(appUrl('/help'));
  await page.goto('/blog/posts');
  await page.getByRole('link', { name: /Tips Memulai Usaha/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Tips Memulai Usaha Konter Pulsa/);
  await page.goto('/agency');
  await expect(page.getByTestId('agency-tiers')).toContainText('Agen');
  await screenshot(page, 'public-agency-id');
});

test('[CMS-01] an admin edits a help page and the public page changes', async ({ page }) => {
  await page.goto('/help/hubungi-kami');
  await expect(page.getByText('Kantor pusat: Jl. Asia Afrika 8, Bandung')).toHaveCount(0);
  await logInAs(page, '081234560009');
  await page.goto('/admin/content');
  await page.getByRole('button', { name: /Hubungi Kami.*hubungi-kami · ID/ }).click();
  const body = page.getByLabel('Isi (Markdown)');
  await body.fill(`${await body.inputValue()}\n\nKantor pusat: Jl. Asia Afrika 8, Bandung`);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('status')).toHaveText('Tersimpan.');
  await screenshot(page, 'admin-content-editor');
  await page.goto('/help/hubungi-kami');
  await expect(page.getByText('Kantor pusat: Jl. Asia Afrika 8, Bandung')).toBeVisible();
});
