import { appUrl, expect, screenshot, test } from '../support/fixtures.ts';
import { logInAs } from '../support/journeys.ts';

/**
 * The reports on a 390 px phone in every language: nothing scrolls sideways (the period chips, the date picker and
 * the bottom navigation stay on the screen). The master agent of Mitra Cell (127.0.0.1) sees every report, the
 * agents' one included; this spec is the only one that logs in as that account on that host.
 */
const host = '127.0.0.1';
const masterPhone = '081234560003';
const reportPaths = [
  '/account/laporan/transaksi',
  '/account/laporan/pasca',
  '/account/laporan/deposit',
  '/account/laporan/cashback-balance',
  '/account/laporan/transaksi-agen',
];

test.use({ viewport: { width: 390, height: 844 }, locale: 'id-ID' });

test('[RPT-01][PLT-15] every report fits a 390 px phone in id, en and zh: nothing scrolls sideways', async ({
  page,
  context,
}) => {
  await logInAs(page, masterPhone, host);
  for (const locale of ['id', 'en', 'zh'] as const) {
    await context.addCookies([{ name: 'konter_locale', value: locale, domain: host, path: '/' }]);
    for (const pathname of reportPaths) {
      await page.goto(appUrl(pathname, host));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const widths = await page.evaluate(() => {
        const screen = document.documentElement.clientWidth;
        // What sticks out, innermost first, so a failure names the element to fix.
        const clipped = (element: Element) => {
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            if (getComputedStyle(parent).overflowX !== 'visible') return true;
          }
          return false;
        };
        const wide = [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((element) => element.getBoundingClientRect().right > screen + 1 && !clipped(element))
          .filter((element) => ![...element.children].some((child) => child.getBoundingClientRect().right > screen + 1))
          .slice(0, 5)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
        return { page: document.documentElement.scrollWidth, screen, wide };
      });
      expect(
        widths.page,
        `${locale} ${pathname} is ${widths.page} px wide: ${widths.wide.join(' | ')}`,
      ).toBeLessThanOrEqual(widths.screen);
    }
    await screenshot(page, `report-agents-${locale}-390`);
  }
});
