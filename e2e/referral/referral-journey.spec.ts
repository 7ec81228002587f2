import { appUrl, expect, newWatchedContext, screenshot, test } from '../support/fixtures.ts';
import { expectNoSidewaysScroll, useLargestFont } from '../support/layout-checks.ts';
import { logInAs, mailedVerifyLink, topUpByQris } from '../support/journeys.ts';

/*
 * The referral journey on the first demo tenant (localhost): the master's second agent 081234560021 applies as an
 * affiliate (its referred accounts buy nothing in the other specs, so its commission is this spec's alone), the
 * demo admin verifies it and sets a commission, a visitor opens the agent's referral link, registers, tops up and
 * buys; the agent sees the click, the registration and the commission; the admin pays it out; the agent sees it
 * disbursed. The visitor's browser is an ordinary phone browser: a headless user agent is not counted as a click.
 */
const agentPhone = '081234560021';
const adminPhone = '081234560009';
const phoneBrowser =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const png = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.from('0000000d4944415478da63f8ffffff7f0009fb03fd2a86e3a40000000049454e44ae426082', 'hex'),
]);

test.use({ locale: 'id-ID', viewport: { width: 390, height: 844 } });

test('[REF-01][REF-02][REF-04][ADM-01] a visitor registers through a referral link and buys; the affiliate sees click, registration and commission; the admin verifies and pays out', async ({
  page,
  browser,
  consoleWatch,
}) => {
  test.setTimeout(240_000);
  // The admin sets a fixed commission large enough to pass the Rp100,000 minimum with one purchase.
  const admin = await newWatchedContext(browser, { locale: 'id-ID', viewport: { width: 1280, height: 800 } });
  await logInAs(admin.page, adminPhone);
  await admin.page.goto('/admin/referral');
  await admin.page.getByLabel('Persen per transaksi (basis poin, 100 = 1%)').fill('0');
  await admin.page.getByLabel('Nominal tetap per transaksi (Rp)').fill('100000');
  await admin.page.getByRole('button', { name: 'Simpan pengaturan' }).click();
  await expect(admin.page.getByText('Pengaturan disimpan.')).toBeVisible();

  // REF-02: the agent applies with its bank account and identity photo.
  await logInAs(page, agentPhone);
  await page.goto('/account/referral/affiliate');
  await expect(page.getByTestId('affiliate-status')).toHaveText('Belum terdaftar');
  await page.getByLabel('Bank / e-wallet').selectOption('BCA');
  await page.getByLabel('Nama pemilik rekening').fill('Demo Agent');
  await page.getByLabel('Nomor rekening').fill('0123456789');
  await page
    .getByLabel('Lampiran identitas (KTP)')
    .setInputFiles({ name: 'ktp.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Kirim pendaftaran' }).click();
  // Said once the identity file is sent too (the status changes with the application, before the file).
  await expect(page.getByText('Pendaftaran afiliasi dikirim. Admin akan memverifikasinya.')).toBeVisible();
  await expect(page.getByTestId('affiliate-status')).toHaveText('Menunggu verifikasi');
  await page.goto('/account/referral/commission');
  await expect(page.getByTestId('commission-locked')).toBeVisible();
  await screenshot(page, 'referral-affiliate-waiting-390');

  // ADM-01: the admin sees the application with its attachment inline and verifies it.
  await admin.page.reload();
  const application = admin.page.locator(`[data-affiliate="${agentPhone}"]`);
  await expect(application.getByRole('img', { name: 'Lampiran identitas (KTP)' })).toBeVisible();
  await screenshot(admin.page, 'referral-admin-queue-1280');
  await application.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(application).toHaveCount(0);

  // REF-01: the agent's link and counts.
  await page.goto('/account/referral/code');
  const url = (await page.getByTestId('referral-url').innerText()).trim();
  expect(url).toMatch(/\/auth\/register\?ref=[A-Z0-9]+$/);
  const registrationsBefore = Number(await page.getByTestId('referral-registrations').innerText());
  await expect(page.getByRole('group', { name: 'Bagikan' }).getByRole('link')).toHaveCount(6);
  await screenshot(page, 'referral-code-390');

  // A visitor opens the link, registers (the code is filled in), verifies, logs in, sets a PIN, tops up and buys.
  const visitor = await newWatchedContext(browser, {
    locale: 'id-ID',
    userAgent: phoneBrowser,
    viewport: { width: 390, height: 844 },
  });
  const stamp = Date.now().toString().slice(-8);
  const phone = `0812${stamp}`;
  const email = `ref-${stamp}@toko.example`;
  await visitor.page.goto(url);
  await expect(visitor.page.getByLabel('Kode referral (opsional)')).toHaveValue(url.split('ref=')[1] ?? '');
  await visitor.page.getByLabel('Nama lengkap').fill('Pelanggan Referral');
  await visitor.page.getByLabel('Email').fill(email);
  await visitor.page.getByLabel('Nomor HP').fill(phone);
  await visitor.page.getByLabel('Password', { exact: true }).fill('rahasia123');
  await visitor.page.getByLabel('Ulangi password').fill('rahasia123');
  await visitor.page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(visitor.page.getByRole('heading', { level: 1, name: 'Cek email Anda' })).toBeVisible();
  await visitor.page.goto(await mailedVerifyLink(visitor.page.request, email));
  await expect(visitor.page.getByText('Email berhasil diverifikasi. Silakan masuk.')).toBeVisible();
  await visitor.page.goto('/auth/login');
  await visitor.page.getByLabel('Nomor HP atau email').fill(phone);
  await visitor.page.getByLabel('Password', { exact: true }).fill('rahasia123');
  await visitor.page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(visitor.page).toHaveURL(/\/$/);
  await visitor.page.goto('/account/pin');
  await visitor.page.getByLabel('PIN baru (6 angka)').fill('246810');
  await visitor.page.getByLabel('Ulangi PIN').fill('246810');
  await visitor.page.getByRole('button', { name: 'Simpan PIN' }).click();
  await expect(visitor.page.getByText('PIN berhasil disimpan.')).toBeVisible();
  await topUpByQris(visitor.page, visitor.consoleWatch, 'Rp 50.000');
  await visitor.page.goto('/prabayar/pulsa');
  await visitor.page.getByLabel('Nomor HP').fill('081298765432');
  await visitor.page.locator('[data-product="tsel10"]').click();
  const sheet = visitor.page.getByRole('dialog', { name: 'Konfirmasi pembelian' });
  await sheet.getByLabel('PIN').fill('246810');
  await sheet.getByTestId('pay-button').click();
  await expect(visitor.page.getByTestId('purchase-status')).toContainText('Sukses', { timeout: 30_000 });

  // The affiliate sees the click, the registration and the commission.
  await page.goto('/account/referral/code');
  await expect(page.getByTestId('referral-clicks')).not.toHaveText('0');
  await expect(page.getByTestId('referral-registrations')).toHaveText(String(registrationsBefore + 1));
  await expect(async () => {
    await page.goto('/account/referral/commission');
    // Each look waits for the page to draw (a loaded machine takes more than a second), then reloads.
    await expect(page.getByTestId('commission-unpaid')).toHaveText('Rp 100.000', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await screenshot(page, 'referral-commission-unpaid-390');

  // REF-04: the admin's monthly run, then the bank transfer marked paid with its reference.
  await admin.page.reload();
  await admin.page.getByRole('button', { name: 'Buat pencairan bulan ini' }).click();
  const payout = admin.page.locator('li[data-payout]').filter({ hasText: 'Demo Agen Kedua' });
  await expect(payout).toContainText('Rp 100.000');
  await payout.getByLabel('Nomor referensi transfer').fill('BCA-E2E-0001');
  await payout.getByRole('button', { name: 'Tandai dibayar' }).click();
  await expect(payout).toContainText('BCA-E2E-0001');
  await screenshot(admin.page, 'referral-admin-payouts-1280');

  await page.reload();
  await expect(page.getByTestId('commission-disbursed')).toHaveText('Rp 100.000');
  await expect(page.getByTestId('commission-unpaid')).toHaveText('Rp 0');
  await screenshot(page, 'referral-commission-disbursed-390');

  // Back to no commission for the other journeys of this tenant.
  await admin.page.getByLabel('Nominal tetap per transaksi (Rp)').fill('0');
  await admin.page.getByRole('button', { name: 'Simpan pengaturan' }).click();
  await expect(admin.page.getByText('Pengaturan disimpan.')).toBeVisible();
  consoleWatch.allow(/status of 4\d\d/);
  await Promise.all([admin.context.close(), visitor.context.close()]);
});

test('[REF-01][REF-04][PLT-15] the demo affiliate’s referral screens fit 390 px at the largest font and 1280 px, in id, en and zh', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // The seeded demo affiliate of the second tenant: verified, with clicks, registrations and commissions.
  const host = '127.0.0.1';
  await logInAs(page, '081234560005', host);
  const screens = ['code', 'email', 'affiliate', 'commission'];
  for (const locale of ['id', 'en', 'zh'] as const) {
    await context.addCookies([{ name: 'konter_locale', value: locale, url: appUrl('/', host) }]);
    for (const name of screens) {
      await page.goto(appUrl(`/account/referral/${name}`, host));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await useLargestFont(page);
      await expectNoSidewaysScroll(page, `referral ${name} at 390 px in ${locale}`);
      if (locale !== 'id' || name === 'commission') await screenshot(page, `referral-${name}-${locale}-390`);
    }
  }
  await expect(page.getByTestId('commission-unpaid')).not.toHaveText('Rp 0');
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const name of screens) {
    await page.goto(appUrl(`/account/referral/${name}`, host));
    await expectNoSidewaysScroll(page, `referral ${name} at 1280 px`);
  }
  await screenshot(page, 'referral-commission-zh-1280');
});
