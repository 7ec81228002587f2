import { appUrl, expect, newWatchedContext, screenshot, test } from '../support/fixtures.ts';
import { expectNoSidewaysScroll, useLargestFont } from '../support/layout-checks.ts';
import { logInAs } from '../support/journeys.ts';

/*
 * The referral programme beyond its own pages, on the referral journeys' own seeded accounts (081234560070–079):
 * a receipt shared with the account's referral link (REF-01, PLT-16), the Agent Center's referral page for masters
 * (NAV-12), and the identity document of an affiliate that deletes its account (REF-02).
 */
const receiptPhone = '081234560070';
const leavingPhone = '081234560071';
const adminPhone = '081234560009';
const png = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.from('0000000d4944415478da63f8ffffff7f0009fb03fd2a86e3a40000000049454e44ae426082', 'hex'),
]);

test.use({ locale: 'id-ID', viewport: { width: 390, height: 844 } });

test('[REF-01][PLT-16][PLT-15] a receipt is shared with the referral link (WhatsApp, Telegram, Facebook, X, e-mail, SMS); it fits 390 px at the largest font in id, en and zh', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await logInAs(page, receiptPhone);
  await page.goto('/account/pin');
  await page.getByLabel('PIN baru (6 angka)').fill('135790');
  await page.getByLabel('Ulangi PIN').fill('135790');
  await page.getByRole('button', { name: 'Simpan PIN' }).click();
  await expect(page.getByText('PIN berhasil disimpan.')).toBeVisible();
  // Its seeded opening deposit pays the purchase.
  await expect(page.getByTestId('header-deposit')).not.toHaveText('Rp 0');
  await page.goto('/prabayar/pulsa');
  await page.getByLabel('Nomor HP').fill('081298765470');
  await page.locator('[data-product="tsel10"]').click();
  const sheet = page.getByRole('dialog', { name: 'Konfirmasi pembelian' });
  await sheet.getByLabel('PIN').fill('135790');
  await sheet.getByTestId('pay-button').click();
  await expect(page.getByTestId('purchase-status')).toContainText('Sukses', { timeout: 30_000 });
  await page.getByRole('link', { name: 'Lihat Struk' }).click();
  await expect(page).toHaveURL(/\/receipt\/prabayar\/[A-Z0-9]+$/);
  const refId = page.url().split('/').pop() ?? '';

  const share = page.getByTestId('receipt-share');
  await expect(share.getByTestId('receipt-share-code')).toHaveText(/REF70$/);
  const code = (await share.getByTestId('receipt-share-code').innerText()).trim();
  await expect(share.getByRole('link')).toHaveCount(6);
  const whatsAppText = async () =>
    decodeURIComponent(
      ((await share.getByTestId('share-whatsapp').getAttribute('href')) ?? '').replace('https://wa.me/?text=', ''),
    );
  expect(await whatsAppText()).toContain(`No. Ref: ${refId}`);
  expect(await whatsAppText()).toContain(`/auth/register?ref=${code}`);

  // PLT-16: WhatsApp opens in a 626×436 window (the app never reaches the internet: wa.me is answered here).
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
  );
  const popupOpened = page.waitForEvent('popup');
  await share.getByTestId('share-whatsapp').click();
  const popup = await popupOpened;
  expect(decodeURIComponent(popup.url())).toContain(`/auth/register?ref=${code}`);
  expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([626, 436]);
  await popup.close();
  await expect(page).toHaveURL(new RegExp(`/receipt/prabayar/${refId}$`));

  // Left out, the receipt goes alone (and Facebook, which shares only a link, is not offered).
  await share.getByRole('checkbox').uncheck();
  expect(await whatsAppText()).not.toContain('/auth/register');
  await expect(share.getByTestId('share-facebook')).toHaveCount(0);
  await share.getByRole('checkbox').check();

  for (const locale of ['id', 'en', 'zh'] as const) {
    await context.addCookies([{ name: 'konter_locale', value: locale, url: appUrl('/') }]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByTestId('receipt-share')).toBeVisible();
    await useLargestFont(page);
    await expectNoSidewaysScroll(page, `receipt share at 390 px in ${locale}`);
    await page.getByTestId('receipt-share').scrollIntoViewIfNeeded();
    await screenshot(page, `referral-receipt-share-${locale}-390`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoSidewaysScroll(page, 'receipt share at 1280 px');
  await screenshot(page, 'referral-receipt-share-zh-1280');
});

test('[REF-01][AGT-02][PLT-15] the Agent Center’s referral page: a master’s link, counts, latest registrations and invitations; refused to a member; 390 px at the largest font in id, en and zh', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  // The seeded demo master of the second tenant (read only here), whose network registered with its code.
  const host = '127.0.0.1';
  await logInAs(page, '081234560003', host);
  await page.goto(appUrl('/agent-center/dashboard', host));
  await page.getByRole('main').getByRole('link', { name: 'Referral', exact: true }).click();
  await expect(page).toHaveURL(appUrl('/agent-center/referral/code', host));
  await expect(page.getByRole('heading', { level: 1, name: 'Referral agen' })).toBeVisible();
  await expect(page.getByTestId('referral-url')).toContainText('/auth/register?ref=');
  await expect(page.getByTestId('referral-recent').getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Bagikan' }).getByRole('link')).toHaveCount(6);
  await page.getByRole('navigation', { name: 'Menu referral' }).getByRole('link', { name: 'Email' }).click();
  await expect(page).toHaveURL(appUrl('/agent-center/referral/email', host));
  await expect(page.getByLabel('Alamat email')).toBeVisible();

  for (const locale of ['id', 'en', 'zh'] as const) {
    await context.addCookies([{ name: 'konter_locale', value: locale, url: appUrl('/', host) }]);
    for (const name of ['code', 'email']) {
      await page.goto(appUrl(`/agent-center/referral/${name}`, host));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await useLargestFont(page);
      await expectNoSidewaysScroll(page, `agent-center referral ${name} at 390 px in ${locale}`);
      await screenshot(page, `referral-agent-center-${name}-${locale}-390`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(appUrl('/agent-center/referral/code', host));
  await expectNoSidewaysScroll(page, 'agent-center referral at 1280 px');
  await screenshot(page, 'referral-agent-center-code-zh-1280');

  // AGT-02: a member is told the page is for masters.
  const member = await newWatchedContext(browser, { locale: 'id-ID', viewport: { width: 390, height: 844 } });
  await logInAs(member.page, '081234560001', host);
  await member.page.goto(appUrl('/agent-center/referral/code', host));
  await expect(member.page.getByTestId('agent-center-refused')).toContainText(
    'Mohon maaf, halaman Agen Center hanya dapat diakses oleh Master',
  );
  await expect(member.page.getByTestId('referral-url')).toHaveCount(0);
  member.consoleWatch.allow(/status of 403/);
  await member.context.close();
});

test('[REF-02] an applicant that deletes its account: its application leaves the admin queue and its identity document is removed', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logInAs(page, leavingPhone);
  await page.goto('/account/referral/affiliate');
  await page.getByLabel('Bank / e-wallet').selectOption('DANA');
  await page.getByLabel('Nama pemilik rekening').fill('Demo Afiliasi Hapus');
  await page.getByLabel('Nomor rekening').fill('081234560071');
  await page
    .getByLabel('Lampiran identitas (KTP)')
    .setInputFiles({ name: 'ktp.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Kirim pendaftaran' }).click();
  await expect(page.getByTestId('affiliate-status')).toHaveText('Menunggu verifikasi');

  const admin = await newWatchedContext(browser, { locale: 'id-ID', viewport: { width: 1280, height: 800 } });
  await logInAs(admin.page, adminPhone);
  await admin.page.goto('/admin/referral');
  const application = admin.page.locator(`[data-affiliate="${leavingPhone}"]`);
  const attachment = application.getByRole('img', { name: 'Lampiran identitas (KTP)' });
  await expect(attachment).toBeVisible();
  const attachmentUrl = (await attachment.getAttribute('src')) ?? '';
  expect((await admin.page.request.get(attachmentUrl)).status()).toBe(200);

  await page.goto('/account/delete');
  await page.getByLabel('Password', { exact: true }).fill('demo12345');
  await page.getByRole('button', { name: 'Hapus akun saya' }).click();
  await expect(page).toHaveURL(appUrl('/auth/login'));
  await expect(page.getByText(/Akun Anda telah dihapus/)).toBeVisible();

  // Removed after the deletion committed (a job): the admin can no longer open it, and the queue no longer lists it.
  await expect.poll(async () => (await admin.page.request.get(attachmentUrl)).status(), { timeout: 30_000 }).toBe(404);
  await admin.page.reload();
  await expect(admin.page.getByRole('heading', { name: 'Pendaftaran menunggu verifikasi' })).toBeVisible();
  await expect(application).toHaveCount(0);
  await admin.context.close();
});
