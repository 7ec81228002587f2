import { expect, newWatchedContext, screenshot, test } from '../support/fixtures.ts';
import { logInAs } from '../support/journeys.ts';
import { expectNoSidewaysScroll, useLargestFont } from '../support/layout-checks.ts';

/*
 * §1, a purchase paid from the cashback wallet, on the first demo tenant (localhost, Konter Pulsa): the admin
 * (081234560009) offers the cashback wallet in the tenant settings, the demo agent of this journey only
 * (081234560047: Rp20.000 deposit, Rp50.000 cashback) buys a Telkomsel credit from its cashback, and the deposit is
 * untouched. The admin switches the offer off again at the end, so the other journeys' confirmations stay as they were.
 */
const adminPhone = '081234560009';
const agentPhone = '081234560047';
const demoPin = '123456';

test.use({ locale: 'id-ID' });

test.describe('paying from the cashback wallet', () => {
  test('[DEP-01][DEP-11] the tenant offers the cashback wallet; an agent pays a purchase from it, the deposit untouched', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInAs(page, adminPhone);
    const offer = async (on: boolean) => {
      await page.goto('/admin/tenant');
      const toggle = page.getByLabel('Bayar dari saldo cashback');
      await expect(toggle).toBeVisible();
      await toggle.setChecked(on);
      await page.getByRole('button', { name: 'Simpan pengaturan' }).click();
      await expect(page.getByText('Tersimpan.', { exact: true })).toBeVisible();
    };
    await offer(true);

    try {
      const agent = await newWatchedContext(browser, { viewport: { width: 390, height: 844 }, locale: 'id-ID' });
      await logInAs(agent.page, agentPhone);
      await agent.page.goto('/prabayar/pulsa');
      await expect(agent.page.getByTestId('header-deposit')).toHaveText('Rp 20.000');
      await agent.page.getByLabel('Nomor HP').fill('081298760047');
      await agent.page.locator('[data-product="tsel10"]').click();
      const sheet = agent.page.getByRole('dialog', { name: 'Konfirmasi pembelian' });
      const choice = sheet.getByRole('group', { name: 'Bayar dari' });
      await expect(choice).toContainText('Saldo Rp 50.000');
      await choice.getByRole('radio', { name: /Saldo cashback/ }).check();
      await useLargestFont(agent.page);
      await expectNoSidewaysScroll(agent.page, 'pay from cashback 390 largest font');
      await screenshot(agent.page, 'pay-from-cashback-390');
      await sheet.getByLabel('PIN').fill(demoPin);
      await sheet.getByTestId('pay-button').click();
      await expect(agent.page.getByTestId('purchase-status')).toHaveAttribute('data-status', 'success', {
        timeout: 20_000,
      });

      // The price came from the wallet: the deposit is as it was.
      const account = (await (await agent.page.request.get('/api/v1/account')).json()).data as {
        deposit: number;
        cashback_wallet: number;
      };
      expect(account.deposit).toBe(20_000);
      expect(account.cashback_wallet).toBeLessThan(50_000);
      expect(account.cashback_wallet).toBeGreaterThan(30_000);
      await expect(agent.page.getByTestId('header-deposit')).toHaveText('Rp 20.000');
      await agent.context.close();
      agent.consoleWatch.assertClean();
    } finally {
      await offer(false);
    }
  });
});
