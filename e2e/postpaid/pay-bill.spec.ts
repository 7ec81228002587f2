import { expect, screenshot, test } from '../support/fixtures.ts';
import { logInAs, topUpByQris } from '../support/journeys.ts';

/*
 * Paying a water bill on the first demo tenant (host localhost, Konter Pulsa) as the demo agent 081234560002, PIN
 * 123456: this spec is the only one that logs in as that account on this host. 1013226 is Digiflazz's PDAM test
 * number with one month to pay.
 */
const agentPhone = '081234560002';

test.use({ locale: 'id-ID' });

test.describe('postpaid bills', () => {
  test('[PAS-01][NAV-08][RCP-01] an agent checks a PDAM bill, pays it with the PIN, and gets the bill receipt', async ({
    page,
    consoleWatch,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAs(page, agentPhone);
    await topUpByQris(page, consoleWatch, 'Rp 500.000');

    await page.goto('/pascabayar/pdam');
    // The paid bill's refusal is an HTTP 422 by design, which Chromium logs as a failed resource load.
    consoleWatch.allow(/status of 422 .*\/api\/v1\/pascabayar\/inquiry/);
    // A bill already paid is said so under the number.
    await page.getByLabel('Nomor pelanggan PDAM').fill('1013229');
    await page.getByTestId('check-bill').click();
    await expect(page.getByText('Tagihan sudah lunas').first()).toBeVisible();

    await page.getByLabel('Nomor pelanggan PDAM').fill('1013226');
    await page.getByTestId('check-bill').click();
    const bill = page.getByTestId('postpaid-bill');
    await expect(bill).toBeVisible();
    await expect(bill).toContainText('1013226');
    await expect(bill).toContainText('PDAM Kota Surabaya');
    const total = (await bill.getByTestId('bill-total').innerText()).trim();
    expect(total).toMatch(/^Rp/);
    await screenshot(page, 'postpaid-bill-390');

    await page.getByTestId('open-pay').click();
    const sheet = page.getByRole('dialog');
    await sheet.getByLabel('PIN').fill('123456');
    await screenshot(page, 'postpaid-confirm-390');
    await sheet.getByTestId('pay-button').click();
    const status = page.getByTestId('postpaid-status');
    await expect(status).toHaveAttribute('data-status', 'success', { timeout: 20_000 });
    const paid = 500_000 - Number(total.replace(/\D/g, ''));
    await expect(page.getByTestId('header-deposit')).toHaveText(`Rp ${paid.toLocaleString('id-ID')}`);
    await screenshot(page, 'postpaid-paid-390');

    await page.getByRole('link', { name: 'Lihat Struk' }).click();
    await expect(page).toHaveURL(/\/receipt\/pascabayar\/TRX[A-Z0-9]+$/);
    const receipt = page.getByTestId('receipt');
    await expect(receipt).toHaveAttribute('data-status', 'success');
    await expect(receipt).toContainText('1013226');
    await expect(receipt).toContainText(total);
    await screenshot(page, 'postpaid-receipt-390');
  });
});
