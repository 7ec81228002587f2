import { locales } from '@konter/shared/i18n/locales';
import { appUrl, expect, newWatchedContext, screenshot, test } from '../support/fixtures.ts';

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const brandHeading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

test.describe('[PLT-09][NAV-04] landing renders in id, en and zh at 390×844 and 1280×800 with no console errors', () => {
  for (const locale of locales) {
    for (const viewport of viewports) {
      const size = `${viewport.width}x${viewport.height}`;
      test.describe(() => {
        test.use({ locale, viewport });

        test(`${locale} at ${size}`, async ({ page }) => {
          await page.goto('/');
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(brandHeading(page)).toBeVisible();
          await expect(brandHeading(page)).toHaveText(/\S/);
          await expect(page.locator('input[type="tel"]').first()).toBeVisible();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, 'the page must not scroll sideways').toBeLessThanOrEqual(0);
          await screenshot(page, `landing-${locale}-${size}`);
        });
      });
    }
  }
});

test('[PLT-09] a stored locale choice (cookie konter_locale) wins over the browser language', async ({
  context,
  page,
}) => {
  await context.addCookies([{ name: 'konter_locale', value: 'zh', url: appUrl('/') }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(brandHeading(page)).toBeVisible();
});

test('[PLT-01] the two demo tenants show different brands', async ({ page }) => {
  const brands: string[] = [];
  for (const host of ['localhost', '127.0.0.1']) {
    await page.goto(appUrl('/', host));
    await expect(brandHeading(page)).toBeVisible();
    const brand = await page.evaluate(
      () =>
        (window as unknown as { __KONTER__: { preferences: { tenant: { brandName: string } } } }).__KONTER__.preferences
          .tenant.brandName,
    );
    // The brand the server rendered into the page is what the person sees in the header and the title.
    await expect(page).toHaveTitle(new RegExp(brand));
    await expect(page.getByText(brand, { exact: true }).first()).toBeVisible();
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
