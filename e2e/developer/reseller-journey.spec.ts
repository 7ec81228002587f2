import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { appUrl, expect, screenshot, test } from '../support/fixtures.ts';
import { expectNoSidewaysScroll, useLargestFont } from '../support/layout-checks.ts';
import { logInAs } from '../support/journeys.ts';

/*
 * The reseller API end to end (issue 19) on the first demo tenant (localhost, Konter Pulsa), as the demo reseller
 * 081234560110 (seeded with an approved 127.0.0.1 and a pending 203.0.113.50; no other spec logs it in): it makes a
 * development key on the screen, its "software" (this spec, from 127.0.0.1) calls the Digiflazz-protocol API with
 * it, and the calls show on the screen; an admin decides the pending address in the back office.
 */
const resellerPhone = '081234560110';
const adminPhone = '081234560009';
const username = 'demoreseller';

/** A Digiflazz-protocol call from 127.0.0.1 (the approved address) to the site on `localhost`. */
function h2hPost(
  path: string,
  body: Record<string, unknown>,
): Promise<{ status: number; json: { data: Record<string, unknown> } }> {
  const target = new URL(path, appUrl('/'));
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: {
          host: target.host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) }));
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

test.use({ locale: 'id-ID' });

test.describe('reseller API journey', () => {
  test('[DEV-01][DEV-02] the reseller makes a development key, its software calls the API from the approved address, and the calls show', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAs(page, resellerPhone);
    await page.goto('/account/developer');
    await expect(page.getByRole('heading', { name: 'Developer API', level: 1 })).toBeVisible();
    await expect(page.getByText('127.0.0.1', { exact: true })).toBeVisible();
    await expect(page.getByText('Disetujui').first()).toBeVisible();
    await expect(page.getByText(username, { exact: true })).toBeVisible();

    // The development key: shown once, 'dev-' like Digiflazz's.
    await page
      .getByRole('button', { name: /Buat key|Ganti key/ })
      .nth(1)
      .click();
    const key = ((await page.getByTestId('new-key').textContent()) ?? '').trim();
    expect(key).toMatch(/^dev-[0-9a-f]{36}$/);

    // The software: balance (0 in developer mode), a test number top-up, a postpaid inquiry and payment.
    const balance = await h2hPost('/v1/cek-saldo', { cmd: 'deposit', username, sign: md5(`${username}${key}depo`) });
    expect(balance).toMatchObject({ status: 200, json: { data: { deposit: 0 } } });
    const ref = `E2E-${Date.now()}`;
    const topUp = await h2hPost('/v1/transaction', {
      username,
      buyer_sku_code: 'xld10',
      customer_no: '087800001230',
      ref_id: ref,
      sign: md5(`${username}${key}${ref}`),
    });
    expect(topUp.json.data).toMatchObject({ ref_id: ref, status: 'Sukses', rc: '00' });
    const billRef = `${ref}-BILL`;
    const bill = { username, buyer_sku_code: 'pln', customer_no: '530000000001', ref_id: billRef };
    const inquiry = await h2hPost('/v1/transaction', {
      ...bill,
      commands: 'inq-pasca',
      sign: md5(`${username}${key}${billRef}`),
    });
    expect(inquiry.json.data).toMatchObject({ status: 'Sukses', rc: '00', customer_name: 'Nama Pelanggan Uji' });
    const paid = await h2hPost('/v1/transaction', {
      ...bill,
      commands: 'pay-pasca',
      sign: md5(`${username}${key}${billRef}`),
    });
    expect(paid.json.data).toMatchObject({ ref_id: billRef, status: 'Sukses' });
    // A wrong signature: rc 41.
    const forged = await h2hPost('/v1/cek-saldo', { cmd: 'deposit', username, sign: md5('nope') });
    expect(forged).toMatchObject({ status: 400, json: { data: { rc: '41' } } });

    // The screen lists the calls, newest first, with their ref_id and rc (never the key).
    await page.reload();
    await expect(page.getByText(`ref_id ${billRef}`).first()).toBeVisible();
    await expect(page.getByText(`ref_id ${ref}`, { exact: true })).toBeVisible();
    await expect(page.getByText('rc 41').first()).toBeVisible();
    await expect(page.getByText(key)).toHaveCount(0);
    // The address as the allowlist reads it, and the balance call's rc.
    await expect(page.getByText(/::ffff:/)).toHaveCount(0);
    await expect(page.getByText('rc 00 · development · 127.0.0.1').first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'developer screen at 390 px');
    await screenshot(page, 'developer-reseller-calls-id-390');
  });

  test('[DEV-02][ADM-01] an admin approves the reseller’s pending address in the back office', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInAs(page, adminPhone);
    await page.goto('/admin/developer');
    const row = page.getByRole('listitem').filter({ hasText: '203.0.113.50' });
    await expect(row).toContainText('Menunggu');
    await expect(row).toContainText('Demo Reseller API');
    await row.getByRole('button', { name: 'Setujui' }).click();
    await expect(row).toContainText('Disetujui');
    await expect(row.getByRole('button', { name: 'Setujui' })).toBeDisabled();
    await screenshot(page, 'admin-developer-ips-id-1280');
  });

  test('[DEV-01][PLT-15] the developer screen fits 390 px at the largest font in id, en and zh, and 1280 px', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAs(page, resellerPhone);
    for (const locale of ['id', 'en', 'zh'] as const) {
      await context.addCookies([{ name: 'konter_locale', value: locale, url: appUrl('/') }]);
      await page.goto('/account/developer');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText('203.0.113.50')).toBeVisible();
      await useLargestFont(page);
      await expectNoSidewaysScroll(page, `developer screen at 390 px in ${locale}`);
      await screenshot(page, `developer-${locale}-largest-390`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/account/developer');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await screenshot(page, 'developer-zh-1280');
  });
});
