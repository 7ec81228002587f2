import { appUrl, expect, newWatchedContext, screenshot, test } from '../support/fixtures.ts';
import { logInAs } from '../support/journeys.ts';
import { expectNoSidewaysScroll, useLargestFont } from '../support/layout-checks.ts';

/*
 * The platform owner (issue 17, decision 034) on the installation's own tenant (host platform.localhost, which
 * Chromium resolves to this machine like localhost): the demo owner 081234560130 creates a tenant on
 * pelangi.localhost with its first admin (081234560132, used by no other spec), opens it on its host, suspends and
 * resumes it. Only this spec logs the owner in.
 */
const platformHost = 'platform.localhost';
const ownerPhone = '081234560130';
const newHost = 'pelangi.localhost';
const newAdminPhone = '081234560132';

test.use({ locale: 'id-ID' });

test.describe('platform owner', () => {
  test('[ADM-01][PLT-01] the owner creates a tenant from the form, opens it on its host where its admin logs in, then suspends and resumes it', async ({
    page,
    browser,
    consoleWatch,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await logInAs(page, ownerPhone, platformHost);
    // The owner finds the platform screen from the member app's sidebar.
    await page.locator('[data-nav-id=platform]:visible').click();
    await expect(page).toHaveURL(appUrl('/platform', platformHost));
    await expect(page.getByRole('heading', { level: 1, name: 'Platform' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Situs' });
    await expect(list.getByRole('listitem', { name: 'Konter Pulsa' })).toContainText('localhost');
    await expect(list.getByRole('listitem', { name: 'Mitra Cell' })).toContainText('Volume 30 hari');

    // A bad colour and a host another tenant has are said on their fields, in Indonesian.
    consoleWatch.allow(/status of 422 .*\/api\/v1\/platform\/tenants/);
    await page.getByLabel('Nama merek').fill('Toko Pelangi');
    await page.getByLabel('Slug').fill('toko-pelangi');
    await page.getByLabel('Host', { exact: true }).fill(`${newHost}, 127.0.0.1`);
    await page.getByLabel('Warna utama').fill('ungu');
    await page.getByLabel('Nama admin').fill('Admin Pelangi');
    await page.getByLabel('Nomor HP admin').fill(newAdminPhone);
    await page.getByLabel('Email admin').fill('admin@pelangi.example');
    await page.getByLabel('Password admin').fill('demo12345');
    await page.getByRole('button', { name: 'Buat situs' }).click();
    await expect(page.getByText('Warna harus kode heksadesimal seperti #0f766e.')).toBeVisible();
    await page.getByLabel('Warna utama').fill('#7c3aed');
    await page.getByRole('button', { name: 'Buat situs' }).click();
    await expect(page.getByText('Host 127.0.0.1 sudah dipakai situs lain.')).toBeVisible();
    await page.getByLabel('Host', { exact: true }).fill(newHost);
    // The brand's logo as a file from the owner's device (drawn here: a purple disc, 96 px).
    const logoPng = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 96;
      canvas.height = 96;
      const context = canvas.getContext('2d');
      if (!context) return '';
      context.fillStyle = '#7c3aed';
      context.beginPath();
      context.arc(48, 48, 44, 0, Math.PI * 2);
      context.fill();
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    });
    await page.getByLabel('Berkas logo (opsional)').setInputFiles({
      name: 'pelangi.png',
      mimeType: 'image/png',
      buffer: Buffer.from(logoPng, 'base64'),
    });
    await page.getByRole('button', { name: 'Buat situs' }).click();
    await expect(page.getByText(`Toko Pelangi dibuat. Admin-nya dapat masuk di ${newHost}.`)).toBeVisible();
    const card = list.getByRole('listitem', { name: 'Toko Pelangi' });
    await expect(card).toContainText('Aktif');
    // The uploaded logo shows on the tenant's card (the very picture sent: 96 px wide).
    await expect
      .poll(() => card.getByRole('img', { name: 'Logo' }).evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(96);
    await expect(card.getByTestId('platform.accounts.toko-pelangi')).toHaveText('1');
    await screenshot(page, 'platform-id-1280');

    // The new tenant on its own host: its brand, and its admin in its back office.
    const tenant = await newWatchedContext(browser, { locale: 'id-ID', viewport: { width: 390, height: 844 } });
    await tenant.page.goto(appUrl('/', newHost));
    await expect(tenant.page).toHaveTitle(/Toko Pelangi$/);
    await expect(tenant.page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#7c3aed');
    await logInAs(tenant.page, newAdminPhone, newHost);
    await tenant.page.goto(appUrl('/admin/tenant', newHost));
    await expect(tenant.page.getByRole('heading', { level: 1, name: 'Pengaturan tenant' })).toBeVisible();
    await expect(tenant.page.getByText('Toko Pelangi').first()).toBeVisible();

    // Suspended: its hosts say so; the owner resumes it and the admin carries on.
    await card.getByRole('button', { name: 'Tangguhkan' }).click();
    await card.getByRole('alert').getByRole('button', { name: 'Tangguhkan' }).click();
    await expect(card).toContainText('Ditangguhkan');
    tenant.consoleWatch.allow(/status of 403/);
    await tenant.page.reload();
    await expect(tenant.page.getByText('Situs ini sedang ditangguhkan. Hubungi pengelolanya.')).toBeVisible();
    await card.getByRole('button', { name: 'Aktifkan lagi' }).click();
    // Active again once the card offers to suspend it (its "Aktifkan lagi" button contains "Aktif" too).
    await expect(card.getByRole('button', { name: 'Tangguhkan' })).toBeVisible();
    await expect(card).not.toContainText('Ditangguhkan');
    await tenant.page.goto(appUrl('/admin/tenant', newHost));
    await expect(tenant.page.getByRole('heading', { level: 1, name: 'Pengaturan tenant' })).toBeVisible();
    tenant.consoleWatch.assertClean();
    await tenant.context.close();

    // A tenant admin is not the platform owner.
    const admin = await newWatchedContext(browser, { locale: 'id-ID' });
    await logInAs(admin.page, '081234560009');
    await admin.page.goto(appUrl('/platform'));
    await expect(admin.page.getByRole('heading', { name: 'Khusus pemilik platform' })).toBeVisible();
    admin.consoleWatch.assertClean();
    await admin.context.close();
  });

  test('[ADM-01][PLT-15] the platform screen fits 390 px at the largest font in id, en and zh', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAs(page, ownerPhone, platformHost);
    const headings = { id: 'Situs baru', en: 'New site', zh: '新网站' } as const;
    for (const language of ['id', 'en', 'zh'] as const) {
      await page.context().addCookies([{ name: 'konter_locale', value: language, url: appUrl('/', platformHost) }]);
      await page.goto(appUrl('/platform', platformHost));
      await expect(page.getByRole('heading', { level: 2, name: headings[language] })).toBeVisible();
      await useLargestFont(page);
      await expectNoSidewaysScroll(page, `platform ${language} at 390 px, largest font`);
      await screenshot(page, `platform-${language}-390`);
    }
  });
});
