import type { Page } from '@playwright/test';
import { expect, newWatchedContext, screenshot, test } from '../support/fixtures.ts';
import { logInAs } from '../support/journeys.ts';
import { expectNoSidewaysScroll, useLargestFont } from '../support/layout-checks.ts';

/*
 * Loans and agent debt on the first demo tenant (localhost, Konter Pulsa lends to agents): the loan journey's own
 * master (081234560043, Rp1.000.000 on its deposit) asks for a loan for its agent (081234560044), the admin validates
 * it, the agent uses part of it on its deposit and buys on it, declares a repayment, and the admin approves half.
 * Only this spec logs in as those two, so no other journey moves their balances.
 */
const masterPhone = '081234560043';
const agentPhone = '081234560044';
const adminPhone = '081234560009';
const demoPin = '123456';

/** A Jakarta date `days` from today, as the date input takes it. */
function jakartaDay(days: number): string {
  return new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function readIn(page: Page, locale: 'id' | 'en' | 'zh') {
  await page.evaluate((chosen) => window.localStorage.setItem('locale', chosen), locale);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

test.use({ locale: 'id-ID' });

test.describe('agent loans', () => {
  test('[AGT-05][AGT-06][AGT-07] a master asks for a loan, the admin validates it, the agent buys on it and repays, the admin approves half', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAs(page, masterPhone);

    // The master asks for a loan for its agent from the Agent Center's loan tab.
    await page.goto('/agent-center/list-agent-debt');
    const form = page.getByTestId('request-loan-form');
    await form.getByRole('combobox', { name: 'Agen' }).selectOption({ label: `Demo Agen Kredit · ${agentPhone}` });
    await form.getByLabel('Limit', { exact: true }).fill('200000');
    await form.getByLabel('Jatuh tempo', { exact: true }).fill(jakartaDay(7));
    await screenshot(page, 'loan-request-390');
    await form.getByRole('button', { name: 'Ajukan pinjaman' }).click();
    await expect(page.getByText('Pengajuan pinjaman dikirim. Menunggu validasi admin.')).toBeVisible();
    const networkLoans = page.getByTestId('network-loans');
    await expect(networkLoans).toContainText('Demo Agen Kredit');
    await expect(networkLoans).toContainText('Menunggu');
    await expectNoSidewaysScroll(page, 'loan list 390');

    // The admin validates it.
    const admin = await newWatchedContext(browser, { viewport: { width: 390, height: 844 }, locale: 'id-ID' });
    await logInAs(admin.page, adminPhone);
    await admin.page.goto('/admin/agent-loans');
    const pending = admin.page.getByTestId('admin-pending-loans').locator('li', { hasText: 'Demo Agen Kredit' });
    await expect(pending).toContainText('Rp 200.000');
    await screenshot(admin.page, 'loan-admin-pending-390');
    await pending.getByRole('button', { name: 'Setujui' }).click();
    await expect(admin.page.getByText('Keputusan pinjaman disimpan.')).toBeVisible();

    // The agent uses Rp100.000 of it on its deposit, then buys on it.
    const agent = await newWatchedContext(browser, { viewport: { width: 390, height: 844 }, locale: 'id-ID' });
    await logInAs(agent.page, agentPhone);
    await agent.page.goto('/account/utang');
    const loan = agent.page.getByTestId('my-loans').locator('li').first();
    await expect(loan).toContainText('Aktif');
    await loan.getByLabel('Jumlah yang dipakai').fill('100000');
    await loan.getByRole('button', { name: 'Pakai ke saldo deposit' }).click();
    await expect(agent.page.getByText('Pinjaman masuk ke saldo deposit Anda.')).toBeVisible();
    await expect(agent.page.getByTestId('header-deposit')).toHaveText('Rp 100.000');
    await expect(loan.getByTestId('loan-unpaid')).toHaveText('Rp 100.000');
    await screenshot(agent.page, 'loan-agent-drawn-390');

    await agent.page.goto('/prabayar/pulsa');
    await agent.page.getByLabel('Nomor HP').fill('081298760044');
    await agent.page.locator('[data-product="tsel10"]').click();
    const sheet = agent.page.getByRole('dialog', { name: 'Konfirmasi pembelian' });
    await sheet.getByLabel('PIN').fill(demoPin);
    await sheet.getByTestId('pay-button').click();
    await expect(agent.page.getByTestId('purchase-status')).toHaveAttribute('data-status', 'success', {
      timeout: 20_000,
    });
    await expect(agent.page.getByTestId('header-deposit')).not.toHaveText('Rp 100.000');

    // The agent pays Rp100.000 back in and declares it; the admin finds only half and approves half.
    await agent.page.goto('/account/utang');
    await loan.getByLabel('Jumlah yang sudah Anda transfer').fill('100000');
    await loan.getByRole('button', { name: 'Konfirmasi setoran' }).click();
    await expect(agent.page.getByText('Pembayaran dicatat. Menunggu persetujuan admin.')).toBeVisible();
    await expect(agent.page.getByTestId('loan-deposits')).toContainText('Sudah disetor');

    await admin.page.goto('/admin/agent-loans');
    const waiting = admin.page.getByTestId('admin-loan-deposits').locator('li', { hasText: 'Demo Agen Kredit' });
    await expect(waiting).toContainText('Rp 100.000');
    await screenshot(admin.page, 'loan-admin-deposit-390');
    await waiting.getByRole('button', { name: 'Setujui setengah' }).click();
    await expect(admin.page.getByText('Keputusan pembayaran disimpan.')).toBeVisible();
    await admin.context.close();
    admin.consoleWatch.assertClean();

    await agent.page.reload();
    await expect(loan.getByTestId('loan-unpaid')).toHaveText('Rp 50.000');
    await expect(agent.page.getByTestId('loan-deposits')).toContainText('Disetujui sebagian');
    await useLargestFont(agent.page);
    await expectNoSidewaysScroll(agent.page, 'agent debt 390 largest font');
    await screenshot(agent.page, 'loan-agent-repaid-390');
    for (const locale of ['en', 'zh'] as const) {
      await readIn(agent.page, locale);
      await expect(loan.getByTestId('loan-unpaid')).toHaveText('Rp 50.000');
      await expectNoSidewaysScroll(agent.page, `agent debt 390 ${locale}`);
      await screenshot(agent.page, `loan-agent-repaid-${locale}-390`);
    }
    // RPT-02's debt columns: the agent's debt report lists the use and the repayment with the debt after each.
    await readIn(agent.page, 'id');
    await agent.page.goto('/account/laporan/utang');
    await expect(agent.page.getByText('Pembayaran pinjaman').first()).toBeVisible();
    await expect(agent.page.getByText('Pemakaian pinjaman').first()).toBeVisible();
    await expect(agent.page.getByText('dipinjam Rp 100.000 · dibayar Rp 50.000').first()).toBeVisible();
    await expectNoSidewaysScroll(agent.page, 'debt report 390');
    await screenshot(agent.page, 'loan-debt-report-390');
    await agent.context.close();
    agent.consoleWatch.assertClean();

    // The master sees what its agent still owes on its dashboard and billing list, on a desktop too.
    await page.goto('/agent-center/dashboard');
    await expect(page.getByTestId('agent-outstanding-loans')).toContainText('Rp 50.000');
    await page.goto('/agent-center/list-bill-debt');
    await page.getByRole('button', { name: 'Belum jatuh tempo' }).click();
    await expect(page).toHaveURL(/bucket=not_due/);
    await expect(page.getByTestId('billing-loans')).toContainText('Demo Agen Kredit');
    await expect(page.getByTestId('loan-totals')).toContainText('Rp 50.000');
    await screenshot(page, 'loan-billing-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const locale of ['id', 'en', 'zh'] as const) {
      await readIn(page, locale);
      await expect(page.getByTestId('billing-loans')).toBeVisible();
      await screenshot(page, `loan-billing-${locale}-1280`);
    }
    await page.goto('/agent-center/list-deposit-debt');
    await expect(page.getByTestId('loan-deposits')).toBeVisible();
    await screenshot(page, 'loan-deposits-zh-1280');
  });
});
