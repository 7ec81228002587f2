import { appUrl, expect, screenshot, test } from '../support/fixtures.ts';
import { logInAs } from '../support/journeys.ts';
import { expectNoSidewaysScroll, useLargestFont } from '../support/layout-checks.ts';

/*
 * A tenant's own provider accounts in the back office (issue 17, decision 027) on the small demo brand "Setelan Cell"
 * (host setelan.localhost, admin 081234560140): an account saved there is used only by that brand's top-ups, which no
 * other journey makes. The keys are the Midtrans simulator's own merchant, which the installation uses too.
 */
const host = 'setelan.localhost';
const adminPhone = '081234560140';
const goodServerKey = 'SB-Mid-server-SIMULATOR';
const goodClientKey = 'SB-Mid-client-SIMULATOR';

test.use({ locale: 'id-ID' });

test.describe('provider accounts', () => {
  test('[ADM-01] an admin tests a Midtrans key, saves it, sees it masked, has a wrong key refused, and removes it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInAs(page, adminPhone, host);
    await page.goto(appUrl('/admin/tenant', host));
    await expect(page.getByRole('heading', { level: 2, name: 'Akun penyedia' })).toBeVisible();
    const card = page.getByTestId('credentials-midtrans');
    await expect(card.getByText('Akun instalasi')).toBeVisible();

    // Tested before saving, with the keys as typed.
    await card.getByLabel('Nama akun').fill('Merchant Setelan');
    await card.getByLabel('Server key').fill(goodServerKey);
    await card.getByLabel('Client key').fill(goodClientKey);
    await card.getByRole('button', { name: 'Uji koneksi' }).click();
    await expect(card.getByTestId('credential-test-result')).toHaveText('Midtrans menerima kunci ini.');

    await card.getByRole('button', { name: 'Simpan akun' }).click();
    await expect(card.getByText('Akun sendiri')).toBeVisible();
    await expect(card.getByText('Merchant Setelan', { exact: true })).toBeVisible();
    // Only a masked hint comes back; the inputs are empty again.
    await expect(card.getByText('••••ATOR')).toHaveCount(2);
    await expect(card.getByLabel('Server key')).toHaveValue('');
    await expect(page.getByText(goodServerKey)).toHaveCount(0);

    // The stored keys, tested with nothing typed.
    await card.getByRole('button', { name: 'Uji koneksi' }).click();
    await expect(card.getByTestId('credential-test-result')).toHaveText('Midtrans menerima kunci ini.');

    // A wrong key is refused by Midtrans, said in the admin's language.
    await card.getByLabel('Server key').fill('SB-Mid-server-WRONGKEY');
    await card.getByLabel('Client key').fill(goodClientKey);
    await card.getByRole('button', { name: 'Uji koneksi' }).click();
    await expect(card.getByTestId('credential-test-result')).toHaveText(
      'Midtrans menolak kunci ini. Periksa kembali kuncinya.',
    );
    await screenshot(page, 'admin-provider-credentials-id-1280');

    // Removed after a confirmation: back to the installation's account.
    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: 'Hapus' }).click();
    await expect(card.getByText('Akun instalasi')).toBeVisible();
    await expect(card.getByText('Akun sendiri')).toHaveCount(0);

    await page.goto(appUrl('/admin/audit', host));
    await expect(page.getByRole('list', { name: 'Log audit' })).toContainText('Ubah akun penyedia');

    // The panel fits a phone at the largest font in each language.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [locale, panel] of [
      ['id', 'Akun penyedia'],
      ['en', 'Provider accounts'],
      ['zh', '服务商账户'],
    ] as const) {
      await page.context().addCookies([{ name: 'konter_locale', value: locale, url: appUrl('/', host) }]);
      await page.evaluate((value) => localStorage.setItem('locale', value), locale);
      await page.goto(appUrl('/admin/tenant', host));
      const heading = page.getByRole('heading', { level: 2, name: panel });
      await heading.scrollIntoViewIfNeeded();
      await useLargestFont(page);
      await expectNoSidewaysScroll(page, `provider accounts at 390 px in ${locale}`);
      await screenshot(page, `admin-provider-credentials-${locale}-390`);
    }
  });
});
