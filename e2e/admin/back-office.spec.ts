import type { Page } from '@playwright/test';
import { appUrl, expect, newWatchedContext, screenshot, test } from '../support/fixtures.ts';
import { logInAs } from '../support/journeys.ts';
import { expectNoSidewaysScroll } from '../support/layout-checks.ts';

/*
 * The back office (issue 17) on the first demo tenant (localhost, Konter Pulsa) as the demo admins 081234560009 and
 * 081234560010. The demo affiliate 081234560005 is the account they work on: no other spec logs in as it or relies
 * on its grants or balance.
 */
const adminPhone = '081234560009';
const secondAdminPhone = '081234560010';
const affiliatePhone = '081234560005';

test.use({ locale: 'id-ID' });

async function openAccount(page: Page, phone: string, name: string) {
  await page.goto('/admin/people');
  await page.getByLabel('Cari akun').fill(phone);
  const found = page.getByRole('link', { name: new RegExp(`^${name}`) });
  await expect(found).toHaveCount(1);
  await found.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function depositShown(page: Page): Promise<number> {
  const text = (await page.getByTestId('admin.account.deposit').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test.describe('back office', () => {
  test('[ADM-01][ACC-11] an admin finds the back office from the member app, grants spreadsheet access, and the account can open Top Up Excel', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInAs(page, adminPhone);
    await page.locator('[data-nav-id=admin]').first().click();
    // The back office opens on its dashboard (issue 17); people is one section away.
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.locator('[data-admin-section=people]:visible').click();
    await expect(page).toHaveURL(/\/admin\/people$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pengguna' })).toBeVisible();

    await openAccount(page, affiliatePhone, 'Demo Affiliate');
    const excel = page.getByLabel('Akses top up dari Excel');
    await excel.check();
    // The account page has a second "Simpan perubahan" (the POS MLO panel): the access panel's own.
    await page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Peran dan akses' }) })
      .getByRole('button', { name: 'Simpan perubahan' })
      .click();
    await expect(page.getByText('Tersimpan.')).toBeVisible();
    await expect(excel).toBeChecked();
    await screenshot(page, 'admin-account-id-1280');

    // The audit log says who changed what, before → after.
    await page.locator('[data-admin-section=audit]:visible').click();
    // Its own entry: the other journeys of this file audit too (the ledger audit, adjustments) while it runs.
    const entry = page
      .getByRole('list', { name: 'Log audit' })
      .getByRole('listitem')
      .filter({ hasText: 'excel_access: false → true' })
      .first();
    await expect(entry).toContainText('Ubah akses akun');
    await expect(entry).toContainText('Demo Admin');
    await expect(entry).toContainText('excel_access: false → true');
    await screenshot(page, 'admin-audit-id-1280');

    // The affiliate, on a phone, now reaches the spreadsheet top-up instead of the refusal.
    const affiliate = await newWatchedContext(browser, { locale: 'id-ID', viewport: { width: 390, height: 844 } });
    await logInAs(affiliate.page, affiliatePhone);
    await affiliate.page.goto(appUrl('/prabayar/topupByExcel'));
    await expect(affiliate.page.getByTestId('file-input')).toBeAttached();
    await expect(affiliate.page.getByText(/hanya dapat diakses/)).toHaveCount(0);
    affiliate.consoleWatch.assertClean();
    await affiliate.context.close();

    // A member is told the area is for admins.
    const member = await newWatchedContext(browser, { locale: 'id-ID' });
    await logInAs(member.page, '081234560004');
    await member.page.goto(appUrl('/admin/people'));
    await expect(member.page.getByRole('heading', { name: 'Khusus admin' })).toBeVisible();
    await expect(member.page.locator('[data-nav-id=admin]')).toHaveCount(0);
    await member.context.close();
  });

  test('[ADM-01] a balance adjustment above the four-eyes amount: one admin proposes, cannot approve it, another approves, the ledger audit is clean', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAs(page, adminPhone);
    await openAccount(page, affiliatePhone, 'Demo Affiliate');
    const before = await depositShown(page);
    await page.getByRole('link', { name: 'Sesuaikan saldo' }).click();
    await expect(page.getByText('Demo Affiliate')).toBeVisible();
    await page.getByLabel('Nominal (Rp)').fill('1500000');
    await expect(page.getByText('Nominal ini perlu persetujuan admin lain.')).toBeVisible();
    const reason = `kompensasi gangguan ${Date.now()}`;
    await page.getByLabel('Alasan').fill(reason);
    await page.getByRole('button', { name: 'Ajukan' }).click();
    await expect(page.getByText('Penyesuaian diajukan, menunggu persetujuan admin lain.')).toBeVisible();
    const pending = page
      .getByRole('list', { name: 'Menunggu persetujuan' })
      .getByRole('listitem')
      .filter({ hasText: reason });
    await expect(pending).toContainText('Diajukan oleh Anda');
    await expect(pending.getByRole('button', { name: 'Setujui' })).toHaveCount(0);
    await expectNoSidewaysScroll(page, 'admin money at 390 px');
    await screenshot(page, 'admin-money-pending-id-390');

    const second = await newWatchedContext(browser, { locale: 'id-ID', viewport: { width: 1280, height: 800 } });
    await logInAs(second.page, secondAdminPhone);
    await second.page.goto(appUrl('/admin/money'));
    const toApprove = second.page
      .getByRole('list', { name: 'Menunggu persetujuan' })
      .getByRole('listitem')
      .filter({ hasText: reason });
    await toApprove.getByRole('button', { name: 'Setujui' }).click();
    await expect(second.page.getByText('Disetujui dan dibukukan.')).toBeVisible();
    await expect(toApprove).toHaveCount(0);
    await second.page.getByRole('button', { name: 'Jalankan audit' }).click();
    await expect(second.page.getByText(/Bersih: tidak ada masalah/)).toBeVisible();
    await screenshot(second.page, 'admin-money-approved-id-1280');
    second.consoleWatch.assertClean();
    await second.context.close();

    await openAccount(page, affiliatePhone, 'Demo Affiliate');
    await expect.poll(() => depositShown(page)).toBe(before + 1_500_000);
  });

  test('[ADM-01] the back office reads in English and Chinese and fits a phone', async ({ page, context }) => {
    await logInAs(page, adminPhone);
    for (const [locale, heading] of [
      ['en', 'People'],
      ['zh', '用户'],
    ] as const) {
      await context.addCookies([{ name: 'konter_locale', value: locale, url: appUrl('/') }]);
      for (const [width, height] of [
        [390, 844],
        [1280, 800],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto('/admin/people');
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoSidewaysScroll(page, `admin people ${locale} ${width}`);
        await screenshot(page, `admin-people-${locale}-${width}`);
      }
    }
    await context.addCookies([{ name: 'konter_locale', value: 'id', url: appUrl('/') }]);
  });
});

test.describe('back office reconciliation', () => {
  test('[ADM-01] an admin resolves the demo’s flagged bank credit with a note; it leaves the console and the audit log keeps it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAs(page, adminPhone);
    await page.goto('/admin/reconciliation');
    const item = page.locator('[data-flagged="DEMO-MUTASI-0001"]');
    await expect(item).toContainText('Cocok dengan lebih dari satu permintaan');
    await expect(item).toContainText('Rp 150.321');
    await expect(item).toContainText('0 transfer, deposit berubah Rp 0');
    await expectNoSidewaysScroll(page, 'admin reconciliation at 390 px');
    await screenshot(page, 'admin-reconciliation-id-390');
    await item.getByLabel('Catatan penyelesaian').fill('dua permintaan dibatalkan, dana dikembalikan ke pengirim');
    await item.getByRole('button', { name: 'Tandai selesai' }).click();
    await expect(page.getByText('Ditandai selesai.')).toBeVisible();
    await expect(item).toHaveCount(0);
    await page.goto('/admin/audit?action=admin.reconciliation');
    await expect(page.getByRole('list', { name: 'Log audit' })).toContainText('dua permintaan dibatalkan');
  });
});
