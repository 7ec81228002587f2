import type { Page } from '@playwright/test';
import { appUrl, expect, newWatchedContext, screenshot, test } from '../support/fixtures.ts';
import { logInAs } from '../support/journeys.ts';
import { expectNoSidewaysScroll, useLargestFont } from '../support/layout-checks.ts';

/*
 * Catalogue and prices in the back office (issue 17) on the first demo tenant, as the demo admin 081234560009. The
 * product changed is Tri 20.000 (`three20`), which no other journey buys or prices; the member who sees the new
 * price and buys at it is the back office's own demo customer 081234560030 (PIN 123456), whom no other spec uses.
 */
const adminPhone = '081234560009';
const memberPhone = '081234560030';
const product = 'three20';
const triNumber = '089512340030';

test.use({ locale: 'id-ID' });

const rupiahOf = (text: string) => Number((text.match(/Rp\s?([\d.]+)/)?.[1] ?? '').replace(/\./g, ''));
const rupiah = (value: number) => `Rp ${value.toLocaleString('id-ID')}`;

async function headerDeposit(page: Page): Promise<number> {
  return rupiahOf(await page.getByTestId('header-deposit').first().innerText());
}

test.describe('catalogue and prices', () => {
  test('[ADM-01][CAT-04][TRX-03] an admin changes a member price; the member sees it on the price list and the purchase screen and is charged it; the history says who changed it', async ({
    page,
    browser,
    consoleWatch,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInAs(page, adminPhone);
    await page.goto('/admin/catalogue');
    await expect(page.getByRole('heading', { level: 1, name: 'Katalog & harga' })).toBeVisible();
    await page.getByLabel('Cari produk').fill(product);
    const row = page.getByRole('link', { name: 'Tri 20.000' });
    await expect(row).toHaveCount(1);
    await screenshot(page, 'admin-catalogue-id-1280');
    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tri 20.000' })).toBeVisible();
    const before = rupiahOf(await page.getByTestId('admin.product.price.member').innerText());
    expect(before).toBeGreaterThan(19_000);
    const newPrice = before + 1_275;

    await page.getByLabel('Cara menentukan harga Member').selectOption('fixed');
    await page.getByLabel('Harga Member (Rp)').fill(String(newPrice));
    await page.getByRole('button', { name: 'Simpan harga' }).click();
    await expect(page.getByText('Tersimpan.')).toBeVisible();
    await expect(page.getByTestId('admin.product.price.member')).toContainText(rupiah(newPrice));
    const history = page.getByRole('list', { name: 'Riwayat perubahan harga' }).getByRole('listitem').first();
    await expect(history).toContainText('Demo Admin');
    await expect(history).toContainText(`member_price: ${before} → ${newPrice}`);
    await screenshot(page, 'admin-product-id-1280');

    // A price below the buying price is refused under its field and changes nothing.
    consoleWatch.allow(/status of 422 .*\/admin\/catalogue\/products\/three20/);
    await page.getByLabel('Harga Member (Rp)').fill('100');
    await page.getByRole('button', { name: 'Simpan harga' }).click();
    await expect(page.getByText(/minimal/).first()).toBeVisible();
    await expect(page.getByTestId('admin.product.price.member')).toContainText(rupiah(newPrice));

    // The member, on a phone at the largest font: the public price list and the purchase screen show the new price.
    const member = await newWatchedContext(browser, { locale: 'id-ID', viewport: { width: 390, height: 844 } });
    const phone = member.page;
    await logInAs(phone, memberPhone);
    await phone.goto(appUrl('/pricelist/pulsa'));
    await expect(phone.getByText(rupiah(newPrice)).first()).toBeVisible();
    await phone.goto(appUrl('/prabayar/pulsa'));
    await useLargestFont(phone);
    await phone.getByLabel('Nomor HP').fill(triNumber);
    const card = phone.locator(`[data-product="${product}"]`);
    await expect(card).toContainText(rupiah(newPrice));
    await expectNoSidewaysScroll(phone, 'purchase screen at 390 px after a price change');
    const deposit = await headerDeposit(phone);
    await card.click();
    const sheet = phone.getByRole('dialog', { name: 'Konfirmasi pembelian' });
    await expect(sheet).toContainText(rupiah(newPrice));
    await sheet.getByLabel('PIN').fill('123456');
    await screenshot(phone, 'admin-price-member-confirm-id-390');
    await sheet.getByTestId('pay-button').click();
    await expect(phone.getByTestId('purchase-status')).toBeVisible();
    await expect.poll(() => headerDeposit(phone), { timeout: 20_000 }).toBe(deposit - newPrice);
    member.consoleWatch.assertClean();
    await member.context.close();

    // Back to the tier's markup: the member price is the one before.
    await page.getByLabel('Cara menentukan harga Member').selectOption('tier');
    await page.getByRole('button', { name: 'Simpan harga' }).click();
    await expect(page.getByTestId('admin.product.price.member')).toContainText(rupiah(before));
  });

  test('[ADM-01][AGT-04][PLT-10] the catalogue (with the bills’ cashback), tenant settings and stuck purchase screens read in Indonesian, English and Chinese and fit a phone at the largest font', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await logInAs(page, adminPhone);
    for (const [locale, heading] of [
      ['id', 'Katalog & harga'],
      ['en', 'Catalogue & prices'],
      ['zh', '目录与价格'],
    ] as const) {
      await context.addCookies([{ name: 'konter_locale', value: locale, url: appUrl('/') }]);
      for (const [width, height] of [
        [390, 844],
        [1280, 800],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto('/admin/catalogue?family=pulsa&operator=tri');
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator(`a[href="/admin/catalogue/${product}"]:visible`).first()).toBeVisible();
        // The bills' cashback panel (AGT-04) is on the same screen, one form per biller.
        await expect(page.getByTestId('admin.postpaid-cashback').locator('form[data-biller="pdam"]')).toBeVisible();
        if (width === 390) await useLargestFont(page);
        await expectNoSidewaysScroll(page, `admin catalogue ${locale} ${width}`);
        await screenshot(page, `admin-catalogue-${locale}-${width}`);
        await page.goto(`/admin/catalogue/${product}`);
        await expect(page.getByTestId('admin.product.price.agent')).toBeVisible();
        if (width === 390) await useLargestFont(page);
        await expectNoSidewaysScroll(page, `admin product ${locale} ${width}`);
        await screenshot(page, `admin-product-${locale}-${width}`);
        // The tenant's modules and the stuck purchases read in the same language and fit too (nothing is saved).
        for (const section of ['tenant', 'stuck-purchases']) {
          await page.goto(`/admin/${section}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByRole('status')).toHaveCount(0);
          if (width === 390) await useLargestFont(page);
          await expectNoSidewaysScroll(page, `admin ${section} ${locale} ${width}`);
          await screenshot(page, `admin-${section}-${locale}-${width}`);
        }
      }
    }
  });
});
