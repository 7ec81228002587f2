import type { BrowserContext, Page } from '@playwright/test';
import { appUrl, expect, newWatchedContext, screenshot, test, type ConsoleWatch } from '../support/fixtures.ts';
import { logInAs, topUpByQris } from '../support/journeys.ts';
import { expectNoSidewaysScroll } from '../support/layout-checks.ts';

/**
 * The reports on a 390 px phone and a 1280 px screen in every language. The master agent of Mitra Cell (127.0.0.1)
 * sees every report, the agents' one included; this spec is the only one that logs in as that account on that host,
 * once, in a browser the tests of the file share (a second browser would wait for the first to approve it). The
 * member of Mitra Cell (127.0.0.1, 081234560001) is this spec's too: it is refused the agents' report and Top Up
 * Excel.
 */
const host = '127.0.0.1';
const masterPhone = '081234560003';
const memberPhone = '081234560001';
const reportPaths = [
  '/account/laporan/transaksi',
  '/account/laporan/pasca',
  '/account/laporan/deposit',
  '/account/laporan/cashback-balance',
  '/account/laporan/transaksi-agen',
];
const locales = ['id', 'en', 'zh'] as const;

test.use({ locale: 'id-ID' });
test.describe.configure({ mode: 'serial' });

let master: { context: BrowserContext; page: Page; consoleWatch: ConsoleWatch };
test.beforeAll(async ({ browser }) => {
  master = await newWatchedContext(browser, {
    baseURL: appUrl('/', host),
    viewport: { width: 390, height: 844 },
    locale: 'id-ID',
  });
  await logInAs(master.page, masterPhone, host);
});
test.afterAll(async () => {
  await master.context.close();
  master.consoleWatch.assertClean();
});

const setLocale = (context: BrowserContext, locale: (typeof locales)[number]) =>
  context.addCookies([{ name: 'konter_locale', value: locale, domain: host, path: '/' }]);

test('[RPT-01][PLT-15] every report fits a 390 px phone in id, en and zh: nothing scrolls sideways', async () => {
  test.setTimeout(120_000); // fifteen page loads
  const { page, context } = master;
  for (const locale of locales) {
    await setLocale(context, locale);
    for (const pathname of reportPaths) {
      await page.goto(appUrl(pathname, host));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, `${locale} ${pathname}`);
    }
    await screenshot(page, `report-agents-${locale}-390`);
  }
});

/** Looks a PDAM bill up (the simulator's test numbers): the bill shows, ready to pay. */
async function checkWaterBill(page: Page, customerNo: string) {
  await page.goto('/pascabayar/pdam');
  await page.getByLabel('Nomor pelanggan PDAM').fill(customerNo);
  await page.getByTestId('check-bill').click();
  await expect(page.getByTestId('postpaid-bill')).toContainText(customerNo);
}

/** Every header cell of a report's table against the visible box of the table: none may reach past it. */
async function cutOffColumns(page: Page) {
  return page.getByTestId('report-table').evaluate((table) => {
    const box = table.parentElement?.getBoundingClientRect();
    const screen = document.documentElement.clientWidth;
    if (!box) return { headers: [], cut: ['no table box'], scrolls: false };
    const headers = [...table.querySelectorAll<HTMLElement>('thead th')].filter((th) => th.offsetParent !== null);
    const cut = headers
      .filter((th) => {
        const rect = th.getBoundingClientRect();
        return rect.right > box.right + 1 || rect.right > screen + 1 || rect.width < 8;
      })
      .map((th) => th.textContent ?? '');
    const scroller = table.parentElement;
    return {
      headers: headers.map((th) => th.textContent ?? ''),
      cut,
      scrolls: scroller ? scroller.scrollWidth > scroller.clientWidth + 1 : false,
    };
  });
}

test('[RPT-01][RPT-02] at 1280 px every column of every report is on the screen, and bill checks are no rows', async () => {
  test.setTimeout(150_000);
  const { page, context, consoleWatch } = master;
  await setLocale(context, 'id');
  await topUpByQris(page, consoleWatch, 'Rp 500.000');

  // A prepaid purchase and a paid bill fill the purchase reports.
  await page.goto('/prabayar/pulsa');
  await page.getByLabel('Nomor HP').fill('081298761280');
  await page.locator('[data-product="tsel10"]').click();
  const sheet = page.getByRole('dialog', { name: 'Konfirmasi pembelian' });
  await sheet.getByLabel('PIN').fill('123456');
  await sheet.getByTestId('pay-button').click();
  await expect(page.getByTestId('purchase-status')).toHaveAttribute('data-status', 'success', { timeout: 20_000 });

  await checkWaterBill(page, '1013226');
  await page.getByTestId('open-pay').click();
  const pay = page.getByRole('dialog');
  await pay.getByLabel('PIN').fill('123456');
  await pay.getByTestId('pay-button').click();
  await expect(page.getByTestId('postpaid-status')).toHaveAttribute('data-status', 'success', { timeout: 20_000 });
  // Another bill only looked up, not paid: no transaction of the report.
  await checkWaterBill(page, '1013228');

  await page.setViewportSize({ width: 1280, height: 800 });
  for (const locale of locales) {
    await setLocale(context, locale);
    for (const pathname of reportPaths) {
      await page.goto(appUrl(pathname, host));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const withRows = pathname.endsWith('/transaksi') || pathname.endsWith('/pasca');
      if (withRows) await expect(page.getByTestId('report-table')).toBeVisible();
      // Loaded (rows or an empty report), whatever the other reports hold.
      else await expect(page.locator('section[aria-labelledby="report-results"][aria-busy="false"]')).toBeVisible();
      if ((await page.getByTestId('report-table').count()) === 0) continue;
      const columns = await cutOffColumns(page);
      expect(columns.cut, `${locale} ${pathname}: cut off ${columns.cut.join(', ')}`).toEqual([]);
      expect(columns.scrolls, `${locale} ${pathname} scrolls sideways: ${columns.headers.join(' | ')}`).toBe(false);
    }
    await page.goto(appUrl('/account/laporan/pasca', host));
    const table = page.getByTestId('report-table');
    await expect(table).toContainText('1013226');
    await expect(table).not.toContainText('1013228');
    await expect(page.getByTestId('report-count')).toHaveText(/^1\D/);
    await screenshot(page, `report-postpaid-${locale}-1280`);
  }
  await page.goto(appUrl('/account/laporan/transaksi', host));
  await expect(page.getByTestId('report-table')).toContainText('081298761280');
  await screenshot(page, 'report-prepaid-zh-1280');
});

test('[RPT-01][NAV-18] a member opening the agents report or Top Up Excel is told who they are for', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, memberPhone, host);
  await page.goto(appUrl('/account/laporan/transaksi-agen', host));
  const notice = page.getByTestId('agents-only');
  await expect(notice).toContainText('hanya dapat diakses oleh Agen dan Master');
  // Nothing was asked of the server: no 'Unauthorized Access!' and no failed report.
  await expect(page.getByText('Unauthorized Access!')).toHaveCount(0);
  await expect(page.getByText('Laporan gagal dimuat.')).toHaveCount(0);
  await screenshot(page, 'report-agents-refused-390');

  await page.goto(appUrl('/prabayar/topupByExcel', host));
  const refused = page.getByTestId('excel-refused');
  await expect(refused).toContainText('hanya dapat diakses oleh akun yang sudah diberi akses oleh admin');
  await expect(page).toHaveURL(appUrl('/prabayar/topupByExcel', host));
  await screenshot(page, 'bulk-refused-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'bulk-refused-1280');
  await refused.getByRole('link', { name: 'Beli pulsa satuan' }).click();
  await expect(page).toHaveURL(appUrl('/prabayar/pulsa', host));
});
