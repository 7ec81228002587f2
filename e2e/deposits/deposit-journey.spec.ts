import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { computeTopUpFee } from '@konter/shared/fees/deposit-fees';
import { formatRupiah } from '@konter/shared/money';
import { artifactsDir } from '../support/app-server.ts';
import { appUrl, expect, newWatchedContext, screenshot, test } from '../support/fixtures.ts';
import { mailedVerifyLink, onShopPhone } from '../support/journeys.ts';

/*
 * The deposit journey runs on the second demo tenant (host 127.0.0.1, Mitra Cell), where deposit transfer is open
 * to every account and the minimum top-up is Rp 20.000. Every account's first browser becomes its trusted device,
 * and all specs share one server: the demo agent 081234560002 is logged in on this host by this spec only.
 */
const host = '127.0.0.1';
const phoneViewport = { width: 390, height: 844 } as const;
const password = 'rahasia123';
const agentPhone = '081234560002';
const demoPassword = 'demo12345';

/** ACC-01 in short: a fresh member of this tenant, registered and verified through the demo mailbox. */
async function registerVerified(page: Page, { phone, email, name }: { phone: string; email: string; name: string }) {
  await page.goto('/auth/register');
  await page.getByLabel('Nama lengkap').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Nomor HP').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Ulangi password').fill(password);
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cek email Anda' })).toBeVisible();
  await page.goto(await mailedVerifyLink(page.request, email));
  await expect(page.getByText('Email berhasil diverifikasi. Silakan masuk.')).toBeVisible();
}

async function logIn(page: Page, login: string, secret: string) {
  await onShopPhone(page, host);
  await page.goto('/auth/login');
  await page.getByLabel('Nomor HP atau email').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(appUrl('/', host));
}

async function switchLanguage(page: Page, locale: 'id' | 'en' | 'zh') {
  await page.locator('header select').selectOption(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** What the phone shows (not the full page): a bottom sheet is fixed to the viewport. */
async function viewportScreenshot(page: Page, name: string) {
  const dir = path.join(artifactsDir, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

const topUpForm = (page: Page) => page.getByRole('form', { name: /Isi saldo deposit|Top up deposit|充值余额/ });

test.describe('deposits', () => {
  test('[DEP-07][DEP-08][DEP-01] a member tops up Rp50.000 by QRIS in the simulator, sees the balance rise without reloading, transfers Rp10.000 to the agent and the agent sees it', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const stamp = String(Date.now() + 11).slice(-8);
    const memberName = 'Rina Deposit E2E';
    const member = await newWatchedContext(browser, {
      baseURL: appUrl('/', host),
      locale: 'id-ID',
      viewport: phoneViewport,
    });
    const page = member.page;

    await registerVerified(page, {
      phone: `0819${stamp}`,
      email: `e2e-deposit-${stamp}@toko.example`,
      name: memberName,
    });
    await logIn(page, `0819${stamp}`, password);
    await expect(page.getByTestId('header-deposit')).toHaveText('Rp 0');
    // DEP-01: the account shows its balances; agent debt only to agents of a tenant that lends to them (not Mitra Cell).
    await expect(page.locator('[data-balance="deposit"]')).toHaveText('Rp 0');
    await expect(page.locator('[data-balance="cashback"]')).toHaveText('Rp 0');
    await expect(page.locator('[data-balance="agent-debt"]')).toHaveCount(0);

    // NAV-13: /payment → /payment/deposit → /payment/deposit/topup.
    await page.goto('/payment');
    await expect(page).toHaveURL(appUrl('/payment/deposit/topup', host));
    await expect(topUpForm(page)).toBeVisible();

    // DEP-04: each method's fee for the chosen amount, as the shared fee table computes it.
    await page.getByRole('button', { name: 'Rp 50.000', exact: true }).click();
    const qris = page.locator('[data-method="xendit:qris"]');
    const qrisFee = computeTopUpFee(50_000, 'xendit', 'qris');
    await expect(qris.locator('[data-fee]')).toHaveText(`Biaya ${formatRupiah(qrisFee.fee)}`);
    await expect(page.locator('[data-method="xendit:bca"] [data-fee]')).toHaveText(
      `Biaya ${formatRupiah(computeTopUpFee(50_000, 'xendit', 'bca').fee)}`,
    );
    await expect(page.locator('[data-method="bank:bri"]')).toContainText('Transfer BRI');
    await qris.click();
    await expect(page.getByTestId('topup-summary')).toContainText(formatRupiah(qrisFee.charged));
    await screenshot(page, 'deposits-topup-id');
    for (const locale of ['en', 'zh'] as const) {
      await switchLanguage(page, locale);
      await expect(page.getByTestId('topup-summary')).toContainText(formatRupiah(qrisFee.charged));
      await screenshot(page, `deposits-topup-${locale}`);
    }
    await switchLanguage(page, 'id');

    // DEP-05: a custom amount under the tenant's minimum (Rp 20.000 here) is refused before sending.
    await page.getByLabel('Nominal lain').fill('15000');
    await page.getByRole('button', { name: 'Konfirmasi isi saldo' }).click();
    await expect(page.getByText('Nominal minimal Rp 20.000.')).toBeVisible();
    await page.getByRole('button', { name: 'Rp 50.000', exact: true }).click();

    // DEP-07: the top-up is created; its page links to the simulator's payment page.
    await page.getByRole('button', { name: 'Konfirmasi isi saldo' }).click();
    await expect(page).toHaveURL(/\/payment\/deposit\/topup\/DEP[A-Z0-9]{10}$/);
    const code = page.url().split('/').at(-1) ?? '';
    await expect(page.getByTestId('topup-status')).toHaveAttribute('data-status', 'pending');
    await expect(page.getByTestId('charged')).toHaveText(formatRupiah(qrisFee.charged));
    await expect(page.getByTestId('payment-countdown')).toContainText('Bayar dalam');
    await screenshot(page, 'deposits-instructions-gateway-id');

    // This page is never reloaded from here on: the marker would be gone.
    await page.evaluate((marker) => Reflect.set(window, '__depositJourney', marker), code);
    // The simulator's plain page (another port) has no favicon; Chromium logs its 404 as a console error.
    member.consoleWatch.allow(/status of 404 .*\/favicon\.ico/);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('link', { name: /Buka halaman pembayaran/ }).click();
    const simulator = await popupOpened;
    await simulator.waitForLoadState();
    // The simulator is plain HTML: find its "Pay" button there.
    expect(await simulator.content()).toContain('>Pay</button>');
    await expect(simulator.getByText(code, { exact: true })).toBeVisible();
    await simulator.getByRole('button', { name: 'Pay', exact: true }).click();

    // Back from Xendit: this top-up's own page, which shows it paid with the new balance.
    await expect(simulator).toHaveURL(appUrl(`/payment/deposit/topup/${code}`, host));
    await expect(simulator.getByTestId('topup-status')).toHaveAttribute('data-status', 'paid');
    await expect(simulator.getByText(code, { exact: true })).toBeVisible();
    await expect(simulator.getByTestId('balance-now')).toHaveText('Rp 50.000');
    await screenshot(simulator, 'deposits-return-finish-id');
    await simulator.close();

    // The page that stayed open turns paid by itself, and the header balance rises with it.
    await page.bringToFront();
    await expect(page.getByTestId('topup-status')).toHaveAttribute('data-status', 'paid');
    await expect(page.getByTestId('header-deposit')).toHaveText('Rp 50.000');
    await expect(page.getByTestId('balance-now')).toHaveText('Rp 50.000');
    expect(await page.evaluate(() => Reflect.get(window, '__depositJourney'))).toBe(code);
    await screenshot(page, 'deposits-instructions-paid-id');

    // DEP-06: a bank transfer top-up: the tenant's account and the exact amount with its unique digits.
    await page.getByRole('link', { name: 'Isi saldo', exact: true }).click();
    await page.getByRole('button', { name: 'Rp 100.000', exact: true }).click();
    await page.locator('[data-method="bank:bri"]').click();
    await page.getByLabel('Nama pemilik rekening pengirim').fill('Rina Deposit');
    await page.getByRole('button', { name: 'Konfirmasi isi saldo' }).click();
    await expect(page).toHaveURL(/\/payment\/deposit\/topup\/DEP[A-Z0-9]{10}$/);
    await expect(page.getByTestId('account-number')).toHaveText('034101000123307');
    await expect(page.getByTestId('transfer-amount')).toHaveText(/^Rp 100\.\d{3}$/);
    await expect(page.getByTestId('transfer-amount').locator('mark')).toHaveText(/^\d{3}$/);
    await screenshot(page, 'deposits-instructions-bank-id');

    // DEP-03: the history lists both, with their status.
    await page
      .getByRole('navigation', { name: 'Menu saldo' })
      .getByRole('link', { name: 'Riwayat', exact: true })
      .click();
    await expect(page.locator(`[data-code="${code}"] [data-status="paid"]`)).toBeVisible();
    await expect(page.locator('[data-status="pending"]')).toHaveCount(1);
    await screenshot(page, 'deposits-history-id');

    // DEP-08: transfer Rp 10.000 to the demo agent, whose name shows before confirming; it cannot be cancelled.
    await page.getByRole('link', { name: 'Transfer', exact: true }).click();
    await page.getByLabel('Nomor HP penerima').fill(agentPhone);
    await expect(page.getByTestId('receiver-name')).toHaveText('Penerima: Demo Agent');
    await page.getByLabel('Nominal', { exact: true }).fill('10000');
    await page.getByLabel('Catatan (opsional)').fill('Modal jualan');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Konfirmasi transfer' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('cannot-cancel')).toContainText('tidak dapat dibatalkan');
    await viewportScreenshot(page, 'deposits-transfer-confirm-id');
    await dialog.getByRole('button', { name: 'Ya, kirim Rp 10.000' }).click();
    const receipt = page.getByTestId('transfer-receipt');
    await expect(receipt).toContainText('Demo Agent');
    await expect(receipt.getByTestId('transfer-code')).toHaveText(/^TRF[A-Z0-9]{10}$/);
    await expect(page.getByTestId('header-deposit')).toHaveText('Rp 40.000');
    await expect(page.getByTestId('transfer-history')).toContainText('Ke Demo Agent');
    await screenshot(page, 'deposits-transfer-result-id');

    // DEP-07: the other two return pages.
    await page.goto(`/midtrans/unfinish?order_id=${code}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran belum selesai' })).toBeVisible();
    await screenshot(page, 'deposits-return-unfinish-id');
    await page.goto('/midtrans/error');
    await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran gagal' })).toBeVisible();
    await expect(page.getByTestId('refresh-countdown')).toContainText(/dimuat ulang dalam \d+ detik/);
    await screenshot(page, 'deposits-return-error-id');
    // The page reloads itself once when the countdown ends.
    await expect(page).toHaveURL(appUrl('/midtrans/error?refreshed=1', host), { timeout: 15_000 });
    await expect(page.getByTestId('refresh-countdown')).toHaveCount(0);

    member.consoleWatch.assertClean();
    await member.context.close();

    // The agent, on its first (so trusted) browser on this host, sees the money arrive.
    const agent = await newWatchedContext(browser, {
      baseURL: appUrl('/', host),
      locale: 'id-ID',
      viewport: phoneViewport,
    });
    await logIn(agent.page, agentPhone, demoPassword);
    const account = (await (await agent.page.request.get('/api/v1/account')).json()) as { data: { deposit: number } };
    expect(account.data.deposit).toBeGreaterThanOrEqual(10_000);
    await expect(agent.page.getByTestId('header-deposit')).toHaveText(formatRupiah(account.data.deposit));
    await agent.page.goto('/payment/deposit/transfer');
    const incoming = agent.page.locator('[data-testid="transfer-history"] li[data-direction="in"]').first();
    await expect(incoming).toContainText(`Masuk dari ${memberName}`);
    await expect(incoming).toContainText('+Rp 10.000');
    await expect(incoming).toContainText('Modal jualan');
    await screenshot(agent.page, 'deposits-transfer-received-agent-id');
    agent.consoleWatch.assertClean();
    await agent.context.close();
  });
});
