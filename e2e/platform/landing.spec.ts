import { locales } from '@konter/shared/i18n/locales';
import { appUrl, expect, newWatchedContext, screenshot, test } from '../support/fixtures.ts';
import { expectNoSidewaysScroll } from '../support/layout-checks.ts';

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const brandHeading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

/** The landing's URL in a locale: Indonesian is the bare `/` (one language per URL, as every public page). */
const landingUrl = (locale: string) => (locale === 'id' ? '/' : `/?lang=${locale}`);

test.describe('[PLT-09][NAV-04] landing renders in id, en and zh at 390×844 and 1280×800 with no console errors', () => {
  for (const locale of locales) {
    for (const viewport of viewports) {
      const size = `${viewport.width}x${viewport.height}`;
      test.describe(() => {
        test.use({ locale, viewport });

        test(`${locale} at ${size}`, async ({ page }) => {
          await page.goto(landingUrl(locale));
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(brandHeading(page)).toBeVisible();
          await expect(brandHeading(page)).toHaveText(/\S/);
          await expect(page.locator('input[type="tel"]').first()).toBeVisible();
          await expectNoSidewaysScroll(page, `the landing in ${locale} at ${size}`);
          await screenshot(page, `landing-${locale}-${size}`);
          if (viewport.width === 390) {
            // The visitor's browser set to a large text size: the page follows it and still fits.
            await page.evaluate(() => (document.documentElement.style.fontSize = '125%'));
            await expectNoSidewaysScroll(page, `the landing in ${locale} at ${size} with 125 % text`);
            await screenshot(page, `landing-${locale}-${size}-largest`);
          }
          // The visitor's price list, the server's page as well.
          await page.goto(locale === 'id' ? '/pricelist/pulsa' : `/pricelist/pulsa?lang=${locale}`);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.getByTestId('pricelist-count')).toBeVisible();
          await expectNoSidewaysScroll(page, `the price list in ${locale} at ${size}`);
          await screenshot(page, `pricelist-visitor-${locale}-${size}`);
          if (viewport.width === 390) {
            await page.evaluate(() => (document.documentElement.style.fontSize = '125%'));
            await expectNoSidewaysScroll(page, `the price list in ${locale} at ${size} with 125 % text`);
            await screenshot(page, `pricelist-visitor-${locale}-${size}-largest`);
          }
        });
      });
    }
  }
});

test("[NAV-04][PLT-09] a visitor's first visit downloads no JavaScript: the landing and the public pages are HTML from the server (≤ 50 KiB)", async ({
  page,
}) => {
  for (const pathname of ['/', '/m/data', '/help', '/blog/posts', '/agency', '/pricelist/pulsa']) {
    const scripts: string[] = [];
    const onResponse = (response: import('@playwright/test').Response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    };
    page.on('response', onResponse);
    await page.goto(pathname);
    await expect(brandHeading(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    expect(scripts, `${pathname} loads scripts`).toEqual([]);
  }
});

test('[NAV-04][CAT-03] a number typed on the landing opens the price list on its operator; the login link leads to the app', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByLabel('Nomor HP tujuan').fill('0812 3456 7890');
  await page.getByRole('button', { name: 'Lihat harga pulsa' }).click();
  await expect(page).toHaveURL(/\/pricelist\/pulsa\?nomor=0812/);
  // The price list a visitor opens is the server's page too: no script, the number's operator chosen.
  await expect(page.getByRole('link', { name: 'Telkomsel' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Daftar Harga Pulsa' })).toBeVisible();
  expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
  await page.getByLabel('Cari produk').fill('zz-tidak-ada');
  await page.getByRole('button', { name: 'Cari' }).click();
  await expect(page).toHaveURL(/operator=telkomsel&q=zz-tidak-ada/);
  await expect(page.getByText('Tidak ada produk yang cocok dengan pencarian Anda.')).toBeVisible();
  await page.getByRole('link', { name: 'Tampilkan semua produk' }).click();
  await expect(page.getByRole('link', { name: 'Semua', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.goto('/');
  await page.getByRole('link', { name: 'Masuk untuk membeli' }).click();
  await expect(page).toHaveURL(appUrl('/auth/login'));
  await expect(page.locator('input[type="password"]')).toBeVisible();
});

test('[PLT-09] a stored locale choice (cookie konter_locale) wins: the bare landing sends to its language', async ({
  context,
  page,
}) => {
  await context.addCookies([{ name: 'konter_locale', value: 'zh', url: appUrl('/') }]);
  await page.goto('/');
  await expect(page).toHaveURL(appUrl('/?lang=zh'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(brandHeading(page)).toBeVisible();
});

test('[PLT-01] the two demo tenants show different brands', async ({ page }) => {
  const brands: string[] = [];
  for (const host of ['localhost', '127.0.0.1']) {
    await page.goto(appUrl('/', host));
    await expect(brandHeading(page)).toBeVisible();
    const brand = (await page.locator('header .brand').innerText()).trim();
    // The brand the server rendered into the page is what the person sees in the header and the title.
    await expect(page).toHaveTitle(new RegExp(brand));
    brands.push(brand);
    await screenshot(page, `tenant-${host}`);
  }
  expect(brands[0], `both hosts show "${brands[0]}"`).not.toBe(brands[1]);
});

test('[NAV-04] unknown route shows the translated 404 page', async ({ browser }) => {
  const unknownPath = '/no-such-page-e2e';
  const titles = new Map<string, string>();
  for (const locale of locales) {
    const { context, page, consoleWatch } = await newWatchedContext(browser, { locale, baseURL: appUrl('/') });
    // If the server answers the document with HTTP 404, Chromium logs that load; it is the expected outcome here.
    consoleWatch.allow(/status of 404.*no-such-page-e2e/);
    await page.goto(unknownPath);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(brandHeading(page)).toHaveText(/\S/);
    titles.set(locale, (await brandHeading(page).innerText()).trim());
    const homeLink = page.getByRole('link').and(page.locator('[href="/"]')).last();
    await expect(homeLink).toBeVisible();
    await screenshot(page, `not-found-${locale}`);
    if (locale === locales[0]) {
      await homeLink.click();
      await expect(page).toHaveURL(appUrl('/'));
      await expect(brandHeading(page)).toBeVisible();
    }
    consoleWatch.assertClean();
    await context.close();
  }
  expect(new Set(titles.values()).size, `404 headings per locale: ${JSON.stringify([...titles])}`).toBe(locales.length);
});
