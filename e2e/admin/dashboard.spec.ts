import type { Page } from '@playwright/test';
import type { AdminDashboard } from '@konter/shared/contracts/admin-dashboard';
import { formatRupiah } from '@konter/shared/money';
import { appUrl, expect, screenshot, test } from '../support/fixtures.ts';
import { logInAs } from '../support/journeys.ts';
import { expectNoSidewaysScroll, useLargestFont } from '../support/layout-checks.ts';

/*
 * The back office's dashboard (issue 17) on the first demo tenant as the demo admin 081234560009. It only reads:
 * the figures it shows are compared with the answer its own request received, so purchases other specs make at the
 * same time cannot make it flaky.
 */
const adminPhone = '081234560009';

test.use({ locale: 'id-ID' });

/** Opens `path` and returns the dashboard answer the page received on the way. */
async function openDashboard(page: Page, path: string): Promise<AdminDashboard> {
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/admin/dashboard' && response.status() === 200,
  );
  await page.goto(path);
  return ((await (await answer).json()) as { data: AdminDashboard }).data;
}

test.describe('back office dashboard', () => {
  test('[ADM-01] the admin opens /admin on the dashboard, reads the tenant’s figures and follows a queue to its screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInAs(page, adminPhone);
    const data = await openDashboard(page, '/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dasbor' })).toBeVisible();
    await expect(page.locator('[data-admin-section=dashboard]:visible')).toHaveAttribute('aria-current', 'page');

    await expect(page.getByTestId('volume.today')).toContainText(formatRupiah(data.volume.today.amount));
    await expect(page.getByTestId('volume.today')).toContainText(`${data.volume.today.count} transaksi`);
    await expect(page.getByTestId('volume.today.margin')).toHaveText(
      `Margin ${formatRupiah(data.volume.today.margin)}`,
    );
    await expect(page.getByTestId('volume.last_30_days')).toContainText(formatRupiah(data.volume.last_30_days.amount));
    await expect(page.getByTestId('stuck')).toContainText(String(data.stuck_purchases.past_timeout));
    await expect(page.getByTestId('top-ups')).toContainText(formatRupiah(data.gateway_top_ups.amount));
    await expect(page.getByTestId('jobs')).toContainText(String(data.jobs.failed_last_hour));
    // Each queue with its count; the two loan queues show "Nonaktif" where the tenant lends nothing.
    for (const queue of data.queues) {
      const link = page.locator(`[data-queue=${queue.key}]`);
      await expect(link).toBeVisible();
      if (queue.count === null) await expect(link).toContainText('Nonaktif');
      else await expect(page.getByTestId(`queue.${queue.key}`)).toHaveText(String(queue.count));
    }
    // Every configured supplier's balance, as the supplier said it (the simulated accounts answer).
    expect(data.supplier_balances.length).toBeGreaterThan(0);
    for (const row of data.supplier_balances) {
      await expect(page.getByTestId(`balance.${row.supplier}`)).toHaveText(
        row.balance === null ? /Tidak terbaca|tidak punya/ : formatRupiah(row.balance),
      );
    }
    await expectNoSidewaysScroll(page, 'admin dashboard at 1280 px');
    await screenshot(page, 'admin-dashboard-id-1280');

    // A queue's count leads to the screen that works it.
    await page.locator('[data-queue=reconciliation]').click();
    await expect(page).toHaveURL(/\/admin\/reconciliation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rekonsiliasi' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Dasbor' })).toBeVisible();
    await page.getByRole('link', { name: 'Buka: Transaksi tertahan' }).click();
    await expect(page).toHaveURL(/\/admin\/stuck-purchases$/);
  });

  test('[ADM-01] the dashboard reads in Indonesian, English and Chinese and fits a phone at the largest font', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await logInAs(page, adminPhone);
    for (const [locale, heading, queue] of [
      ['id', 'Dasbor', 'Permintaan deposit'],
      ['en', 'Dashboard', 'Deposit requests'],
      ['zh', '仪表盘', '充值申请'],
    ] as const) {
      await context.addCookies([{ name: 'konter_locale', value: locale, url: appUrl('/') }]);
      for (const [width, height] of [
        [390, 844],
        [1280, 800],
      ] as const) {
        await page.setViewportSize({ width, height });
        await openDashboard(page, '/admin/dashboard');
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('[data-queue=deposit_requests]')).toContainText(queue);
        if (width === 390) await useLargestFont(page);
        await expectNoSidewaysScroll(page, `admin dashboard ${locale} ${width}`);
        await screenshot(page, `admin-dashboard-${locale}-${width}`);
      }
    }
    await context.addCookies([{ name: 'konter_locale', value: 'id', url: appUrl('/') }]);
  });
});
