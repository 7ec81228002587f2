import type { Page } from '@playwright/test';
import { appUrl, expect, newWatchedContext, screenshot, test } from '../support/fixtures.ts';
import { logInAs } from '../support/journeys.ts';
import { expectNoSidewaysScroll, useLargestFont } from '../support/layout-checks.ts';

/*
 * Tenant settings in the back office (issue 17) on the small demo brand "Setelan Cell" (host setelan.localhost), which
 * only this journey uses: renaming or recolouring the main demo brands would show in every journey beside it. Its admin
 * is 081234560140 and its member 081234560141.
 */
const host = 'setelan.localhost';
const adminPhone = '081234560140';
const memberPhone = '081234560141';
const newBrand = 'Setelan Cell Jaya';
const newColour = '#7c3aed';

test.use({ locale: 'id-ID' });

/** The labels of the member home's product tiles, in the order shown. */
async function homeTiles(page: Page): Promise<string[]> {
  const texts = await page.locator('[data-menu-kind] a').allInnerTexts();
  return texts.map((text) => text.trim());
}

async function inLocale(page: Page, locale: 'id' | 'en' | 'zh') {
  await page.context().addCookies([{ name: 'konter_locale', value: locale, url: appUrl('/', host) }]);
  await page.evaluate((value) => localStorage.setItem('locale', value), locale);
}

test.describe('tenant settings', () => {
  test('[ADM-01][PLT-11][NAV-16] an admin renames and recolours the brand, adds a host, hides and moves menu entries; the member sees it', async ({
    page,
    browser,
    consoleWatch,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInAs(page, adminPhone, host);
    await page.goto(appUrl('/admin/tenant', host));
    await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan tenant' })).toBeVisible();

    // A wrong value is refused under its field, in the admin's language, and nothing is saved.
    consoleWatch.allow(/status of 422 .*\/admin\/tenant\/settings/);
    await page.getByLabel('Minimal isi saldo (Rp)').fill('10500');
    await page.getByRole('button', { name: 'Simpan pengaturan' }).click();
    await expect(page.getByText('Minimal isi saldo harus kelipatan 1000.')).toBeVisible();
    await page.getByRole('button', { name: 'Batalkan perubahan', exact: true }).click();

    await page.getByLabel('Nama brand').fill(newBrand);
    await page.getByLabel('Warna utama', { exact: true }).fill(newColour);
    await page.getByRole('button', { name: 'Simpan pengaturan' }).click();
    await expect(page.getByText('Tersimpan.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Nama brand')).toHaveValue(newBrand);
    await screenshot(page, 'admin-tenant-settings-id-1280');

    // A second host: the brand opens there at once.
    const hosts = page.getByLabel('Nama host (satu per baris)');
    await expect(hosts).toHaveValue(host);
    await hosts.fill(`${host}\ntoko-setelan.localhost`);
    // The "Tersimpan." of the settings saved just before may still be on screen, so it cannot tell that the hosts
    // are saved: their own answer can.
    const hostsSaved = page.waitForResponse(
      (response) => response.url().endsWith('/admin/tenant/hosts') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Simpan host' }).click();
    expect((await hostsSaved).status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Simpan host' })).toBeDisabled();
    // (In the browser: it sends every *.localhost to this machine, where Node's resolver would not.)
    await page.goto(appUrl('/', 'toko-setelan.localhost'));
    await expect(page).toHaveTitle(new RegExp(newBrand));

    // Its first bank transfer account (the brand has none, like a tenant the platform has just made) and Xendit's
    // QRIS switched off; a wrong account number is refused under its field first.
    await page.goto(appUrl('/admin/tenant', host));
    consoleWatch.allow(/status of 422 .*\/admin\/tenant\/settings/);
    await expect(page.getByText('Belum ada rekening: anggota tidak bisa isi saldo lewat transfer bank.')).toBeVisible();
    await page.getByRole('button', { name: 'Tambah rekening bank' }).click();
    const bank = page.getByTestId('deposit-bank');
    await bank.getByLabel('Nomor rekening').fill('77-700');
    await bank.getByLabel('Nama pemilik rekening').fill('CV Setelan Cell');
    await page.getByRole('group', { name: 'Metode Xendit' }).getByLabel('QRIS').uncheck();
    await page.getByRole('button', { name: 'Simpan rekening dan metode' }).click();
    await expect(bank.getByText('Format Nomor rekening salah.')).toBeVisible();
    await bank.getByLabel('Nomor rekening').fill('7770012345');
    const paymentSaved = page.waitForResponse(
      (response) => response.url().endsWith('/admin/tenant/settings') && response.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: 'Simpan rekening dan metode' }).click();
    expect((await paymentSaved).status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Simpan rekening dan metode' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Hapus rekening BCA' })).toBeVisible();

    // The home menu: Paket Data before Pulsa, Voucher Game hidden.
    await page.goto(appUrl('/admin/menu', host));
    await expect(page.getByRole('heading', { level: 1, name: 'Menu beranda' })).toBeVisible();
    await page.getByRole('button', { name: 'Naikkan Paket Data' }).click();
    await page.getByLabel('Tampilkan Voucher Game').uncheck();
    await page.getByRole('button', { name: 'Simpan menu' }).click();
    await expect(page.getByText('Tersimpan.').first()).toBeVisible();
    await screenshot(page, 'admin-tenant-menu-id-1280');

    // The audit log names both changes.
    await page.goto(appUrl('/admin/audit', host));
    const log = page.getByRole('list', { name: 'Log audit' });
    await expect(log).toContainText('Ubah menu beranda');
    await expect(log).toContainText('Ubah pengaturan tenant');

    // The member, on a phone at the largest font: the new name and colour, Paket Data first, no Voucher Game.
    const member = await newWatchedContext(browser, { locale: 'id-ID', viewport: { width: 390, height: 844 } });
    const phone = member.page;
    await logInAs(phone, memberPhone, host);
    await expect(phone.getByText(newBrand).locator('visible=true').first()).toBeVisible();
    await expect(phone).toHaveTitle(new RegExp(newBrand));
    expect(
      await phone.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--konter-primary').trim(),
      ),
    ).toBe(newColour);
    await expect(phone.locator('[data-menu-kind] a').first()).toBeVisible();
    const tiles = await homeTiles(phone);
    expect(tiles).not.toContain('Voucher Game');
    expect(tiles.indexOf('Paket Data')).toBeGreaterThanOrEqual(0);
    expect(tiles.indexOf('Paket Data')).toBeLessThan(tiles.indexOf('Pulsa'));
    await useLargestFont(phone);
    await expectNoSidewaysScroll(phone, 'member home at 390 px after the menu changed');
    await screenshot(phone, 'admin-tenant-member-home-id-390');
    // The top-up screen offers the new bank account and no longer Xendit's QRIS.
    await phone.goto(appUrl('/payment/deposit/topup', host));
    await expect(phone.locator('[data-method="bank:bca"]')).toBeVisible();
    await expect(phone.locator('[data-method="xendit:qris"]')).toHaveCount(0);
    await expect(phone.locator('[data-method="midtrans:qris"]')).toBeVisible();
    await member.context.close();

    // The two screens fit a phone in each language.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [locale, title, menuTitle] of [
      ['id', 'Pengaturan tenant', 'Menu beranda'],
      ['en', 'Tenant settings', 'Home menu'],
      ['zh', '租户设置', '首页菜单'],
    ] as const) {
      await inLocale(page, locale);
      await page.goto(appUrl('/admin/tenant', host));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await useLargestFont(page);
      await expectNoSidewaysScroll(page, `tenant settings at 390 px in ${locale}`);
      await screenshot(page, `admin-tenant-settings-${locale}-390`);
      await page.getByTestId('deposit-bank').scrollIntoViewIfNeeded();
      await screenshot(page, `admin-tenant-payment-${locale}-390`);
      await page.goto(appUrl('/admin/menu', host));
      await expect(page.getByRole('heading', { level: 1, name: menuTitle })).toBeVisible();
      await useLargestFont(page);
      await expectNoSidewaysScroll(page, `menu editor at 390 px in ${locale}`);
      await screenshot(page, `admin-tenant-menu-${locale}-390`);
    }
  });
});
