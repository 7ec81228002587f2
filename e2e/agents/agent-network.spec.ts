import type { Page } from '@playwright/test';
import { appUrl, expect, newWatchedContext, screenshot, test } from '../support/fixtures.ts';
import { logInAs } from '../support/journeys.ts';
import { expectNoSidewaysScroll, useLargestFont } from '../support/layout-checks.ts';

/*
 * The agent network at work, on the markup demo's own accounts (081234560150..155), so no other journey's prices or
 * balances move: a member applies to become an agent (on the second tenant, whose admin approves it, so the first
 * tenant's list of applications stays empty for the Agent Center journey); the master registers a downline; the agent
 * (081234560151) sets a markup for its downline; its member (081234560152) sees the higher price and buys; the
 * agent finds its commission in its cashback history.
 */
const masterPhone = '081234560150';
const agentPhone = '081234560151';
const buyerPhone = '081234560152';
const applicantPhone = '081234560153';
const adminPhone = '081234560009';
const mitraHost = '127.0.0.1';
const demoPin = '123456';

async function readIn(page: Page, locale: 'id' | 'en' | 'zh') {
  await page.evaluate((chosen) => window.localStorage.setItem('locale', chosen), locale);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** The number the grid shows as a product's price ("Rp 10.150" → 10150). */
async function tilePrice(page: Page, code: string): Promise<number> {
  const text = await page.locator(`[data-product="${code}"] [data-price]`).innerText();
  return Number(text.replace(/\D/g, ''));
}

test.use({ locale: 'id-ID' });

test.describe('agent network', () => {
  test('[AGT-01][AGT-05][NAV-11][NAV-12] a member applies, the master registers a downline, the agent sets a markup, its member pays it and the agent earns it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });

    // AGT-01: a member applies to become an agent; the tenant's admin approves it.
    await logInAs(page, applicantPhone, mitraHost);
    await page.goto(appUrl('/account/agent', mitraHost));
    await page.getByTestId('apply-agent').click();
    await expect(page.getByTestId('agent-status')).toBeVisible();
    await screenshot(page, 'agent-network-applied-390');
    const admin = await newWatchedContext(browser, { viewport: { width: 390, height: 844 }, locale: 'id-ID' });
    await logInAs(admin.page, adminPhone, mitraHost);
    await admin.page.goto(appUrl('/admin/agents', mitraHost));
    const application = admin.page.getByTestId('agent-applications').locator('li', { hasText: 'Demo Calon Agen' });
    await application.getByRole('button', { name: 'Setujui' }).click();
    await expect(admin.page.getByText('Tidak ada pengajuan yang menunggu.')).toBeVisible();
    await admin.context.close();
    admin.consoleWatch.assertClean();

    // AGT-05: the master registers a downline from its Agent Center.
    const master = await newWatchedContext(browser, { viewport: { width: 390, height: 844 }, locale: 'id-ID' });
    await logInAs(master.page, masterPhone);
    const unique = Date.now().toString().slice(-8);
    await master.page.goto('/agent-center/agent');
    const form = master.page.getByTestId('register-agent-form');
    await form.getByLabel('Nama lengkap').fill('Agen Jaringan Baru');
    await form.getByLabel('Email').fill(`jaringan.${unique}@example.com`);
    await form.getByLabel('Nomor HP').fill(`0813${unique}`);
    await form.getByLabel('Password', { exact: true }).fill('rahasia123');
    await form.getByLabel('Ulangi password').fill('rahasia123');
    await form.getByRole('button', { name: 'Daftarkan agen' }).click();
    await expect(master.page).toHaveURL(/\/agent-center\/list-agent\/[0-9a-f-]{36}$/);
    await master.page.goto('/agent-center/list-agent');
    await expect(master.page.getByTestId('agent-list')).toContainText('Agen Jaringan Baru');
    await expect(master.page.getByTestId('agent-list')).toContainText('Demo Agen Markup');

    // The agent's member reads its price before any markup.
    const buyer = await newWatchedContext(browser, { viewport: { width: 390, height: 844 }, locale: 'id-ID' });
    await logInAs(buyer.page, buyerPhone);
    await buyer.page.goto('/prabayar/pulsa');
    await buyer.page.getByLabel('Nomor HP').fill('081298760152');
    await expect(buyer.page.locator('[data-product="tsel10"]')).toBeVisible();
    const before = await tilePrice(buyer.page, 'tsel10');

    // The agent sets 2% and Rp100 on top of its own price for its downline.
    await logInAs(page, agentPhone);
    await page.goto('/account/list-agent');
    await page.getByRole('link', { name: 'Atur markup downline' }).click();
    await expect(page).toHaveURL(/\/account\/downline-markup$/);
    const markup = page.getByTestId('downline-markup');
    await expect(page.getByTestId('downline-markup-current')).toContainText('Belum diatur');
    await markup.getByLabel('Markup persen').fill('5');
    await markup.getByRole('button', { name: 'Simpan markup' }).click();
    // Above the tenant's 3%: refused on the screen before anything is sent.
    await expect(markup.getByText('Antara 0% dan 3%.').first()).toBeVisible();
    await markup.getByLabel('Markup persen').fill('2');
    await markup.getByLabel('Tambahan rupiah').fill('100');
    await expect(page.getByTestId('markup-example')).toContainText('Rp 10.300');
    await markup.getByRole('button', { name: 'Simpan markup' }).click();
    await expect(page.getByText('Markup downline disimpan.', { exact: false })).toBeVisible();
    await expect(page.getByTestId('downline-markup-current')).toHaveText('+2% + Rp 100');
    await expectNoSidewaysScroll(page, 'downline markup 390');
    await screenshot(page, 'agent-network-markup-390');

    // The member sees the higher price and pays it.
    await buyer.page.reload();
    await buyer.page.getByLabel('Nomor HP').fill('081298760152');
    await expect(buyer.page.locator('[data-product="tsel10"]')).toBeVisible();
    const after = await tilePrice(buyer.page, 'tsel10');
    expect(after).toBeGreaterThan(before);
    await buyer.page.locator('[data-product="tsel10"]').click();
    const sheet = buyer.page.getByRole('dialog', { name: 'Konfirmasi pembelian' });
    await expect(sheet).toContainText(`Rp ${after.toLocaleString('id-ID')}`);
    await sheet.getByLabel('PIN').fill(demoPin);
    await sheet.getByTestId('pay-button').click();
    await expect(buyer.page.getByTestId('purchase-status')).toHaveAttribute('data-status', 'success', {
      timeout: 20_000,
    });
    const receiptHref = await buyer.page
      .getByTestId('purchase-status')
      .locator('a[href^="/receipt/prabayar/"]')
      .getAttribute('href');
    expect(receiptHref).toBeTruthy();
    await buyer.context.close();
    buyer.consoleWatch.assertClean();

    // AGT-01: the agent opens its downline's receipt and finds its own level: what it pays and what it earned.
    await page.goto(receiptHref ?? '/');
    const agentLevels = page.getByTestId('profit-levels');
    await expect(agentLevels.locator('li')).toHaveCount(2);
    await expect(agentLevels.locator('[data-level="0"]')).toContainText('Demo Pembeli Markup');
    await expect(agentLevels.locator('[data-level="0"]')).not.toContainText('+Rp');
    await expect(agentLevels.locator('[data-level="1"]')).toContainText('Demo Agen Markup · Anda');
    await expect(agentLevels.locator('[data-level="1"]')).toContainText('+Rp');
    await expectNoSidewaysScroll(page, 'downline receipt levels 390');
    await screenshot(page, 'agent-network-receipt-levels-390');

    // The agent's commission is in its cashback history (from the ledger), in each language and at the largest font.
    await page.goto('/account/cashback-history');
    const history = page.getByTestId('cashback-history');
    await expect(history.locator('[data-kind="commission"]').first()).toContainText('Komisi dari downline');
    await expect(page.getByTestId('cashback-earned')).not.toHaveText('Rp 0');
    await useLargestFont(page);
    await expectNoSidewaysScroll(page, 'cashback history 390 largest font');
    await screenshot(page, 'agent-network-cashback-history-390');
    for (const locale of ['en', 'zh'] as const) {
      await readIn(page, locale);
      await expect(history.locator('[data-kind="commission"]').first()).toBeVisible();
      await expectNoSidewaysScroll(page, `cashback history 390 ${locale}`);
      await screenshot(page, `agent-network-cashback-history-${locale}-390`);
      await page.goto('/account/downline-markup');
      await expect(page.getByTestId('downline-markup-current')).toHaveText('+2% + Rp 100');
      await expectNoSidewaysScroll(page, `downline markup 390 ${locale}`);
      await screenshot(page, `agent-network-markup-${locale}-390`);
      await page.goto('/account/cashback-history');
    }

    // The master finds the purchase under the buyer in its Agent Center and sees every level up to its own.
    await master.page.goto('/agent-center/list-agent');
    await master.page.getByTestId('agent-search').fill('pembeli markup');
    await master.page.getByTestId('agent-list').getByText('Demo Pembeli Markup').click();
    await expect(master.page.getByTestId('agent-detail')).toContainText('Demo Pembeli Markup');
    await master.page
      .getByTestId('agent-detail')
      .getByRole('link', { name: /tsel10/ })
      .first()
      .click();
    const masterLevels = master.page.getByTestId('profit-levels');
    await expect(masterLevels.locator('li')).toHaveCount(3);
    await expect(masterLevels.locator('[data-level="2"]')).toContainText('Demo Master Markup · Anda');
    await expect(masterLevels.locator('[data-level="1"]')).toContainText('+Rp');
    await screenshot(master.page, 'agent-network-master-receipt-levels-390');

    // The master's Agent Center shows the markup and cashback tabs, prepaid and postpaid (the demo's PDAM cashback).
    await master.page.goto('/agent-center/cashback-history');
    await expect(master.page.getByRole('heading', { level: 1, name: 'Riwayat Cashback' })).toBeVisible();
    await master.page.goto('/agent-center/list-cashback');
    await expect(master.page.getByRole('heading', { level: 1, name: 'Daftar Cashback' })).toBeVisible();
    await expectNoSidewaysScroll(master.page, 'agent center cashback list 390');
    await screenshot(master.page, 'agent-network-center-cashback-390');
    await master.page.getByRole('link', { name: 'Pascabayar' }).click();
    await expect(master.page).toHaveURL(/\/agent-center\/list-cashback\/pascabayar$/);
    await expect(master.page.getByTestId('cashback-billers').locator('[data-biller="pdam"]')).toContainText('Rp 500');
    await expectNoSidewaysScroll(master.page, 'agent center postpaid cashback 390');
    await screenshot(master.page, 'agent-network-center-cashback-pascabayar-390');
    await master.context.close();
    master.consoleWatch.assertClean();
  });
});
