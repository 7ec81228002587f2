import type { APIRequestContext, Page } from '@playwright/test';
import { formatRupiah, parseRupiah } from '@konter/shared/money';
import { appUrl, expect, type ConsoleWatch } from './fixtures.ts';

/**
 * The device key of "the shop's phone": every browser that logs a demo account in through `logInAs` presents it, so
 * the first login of an account trusts it and any later one (another spec, another context) is the same trusted
 * device instead of a new one waiting for approval. Specs about new devices log in without it.
 */
const shopPhoneDeviceKey = 'e2e-shop-phone-device-key-0000000000000000';

/** Makes the page's browser the shop's phone on a host (before its login). */
export async function onShopPhone(page: Page, host?: string): Promise<void> {
  await page.context().addCookies([{ name: 'konter_device', value: shopPhoneDeviceKey, url: appUrl('/', host) }]);
}

/** Logs a demo account in on the page's host, from the shop's phone (its trusted device). */
export async function logInAs(page: Page, phone: string, host?: string): Promise<void> {
  await onShopPhone(page, host);
  await page.goto(appUrl('/auth/login', host));
  await page.getByLabel('Nomor HP atau email').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('demo12345');
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(appUrl('/', host));
}

/**
 * A guest on the shop's cart logs in from it ("Masuk untuk checkout") as a demo account, and comes back to the cart,
 * where the phone's lines have joined the account's.
 */
export async function logInFromShopCart(page: Page, phone: string): Promise<void> {
  await onShopPhone(page);
  await page.getByRole('link', { name: 'Masuk untuk checkout' }).click();
  await page.getByLabel('Nomor HP atau email').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('demo12345');
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
}

/**
 * Puts money on the deposit through the QRIS payment page of the gateway simulator (a nominal button's label), and
 * waits for the balance to be what it was plus the nominal: a retried journey finds the first try's money there.
 */
export async function topUpByQris(page: Page, consoleWatch: Pick<ConsoleWatch, 'allow'>, nominal: string) {
  await page.goto('/payment/deposit/topup');
  // The header's amount is in the page on every width (a phone hides it on sub-pages with CSS only).
  const header = page.getByTestId('header-deposit');
  await expect(header).toHaveText(/^-?Rp /);
  const shown = (await header.textContent()) ?? '';
  const before = parseRupiah(shown);
  const added = parseRupiah(nominal);
  if (before === null || added === null)
    throw new Error(`not amounts: the balance '${shown}', the nominal '${nominal}'`);
  const after = formatRupiah(before + added);
  await page.getByRole('button', { name: nominal, exact: true }).click();
  await page.locator('[data-method="xendit:qris"]').click();
  await page.getByRole('button', { name: 'Konfirmasi isi saldo' }).click();
  await expect(page).toHaveURL(/\/payment\/deposit\/topup\/DEP[A-Z0-9]{10}$/);
  // The simulator's plain page (another port) has no favicon; Chromium logs its 404 as a console error.
  consoleWatch.allow(/status of 404 .*\/favicon\.ico/);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('link', { name: /Buka halaman pembayaran/ }).click();
  const simulator = await popupOpened;
  await simulator.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(simulator.getByTestId('balance-now')).toHaveText(after);
  await simulator.close();
  await expect(header).toHaveText(after);
}

/** The link to verify an e-mail address, from the newest mail to `email` in the demo mailbox (sent through the queue). */
export async function mailedVerifyLink(request: APIRequestContext, email: string): Promise<string> {
  const pattern = /https?:\/\/\S+\/auth\/verify-email\?token=[\w-]+/;
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mailbox = (await (await request.get('/dev/mailbox.json')).json()) as {
          messages: { to: string[]; text: string }[];
        };
        link = mailbox.messages
          .filter((message) => message.to.includes(email))
          .map((message) => message.text.match(pattern)?.[0])
          .find(Boolean);
        return link !== undefined;
      },
      { message: `waiting for the verification e-mail to ${email}`, timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  if (!link) throw new Error(`no verification link for ${email}`);
  return link;
}
