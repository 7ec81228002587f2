import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  reportAvailabilitySchema,
  reportPaths,
  shopReportResponseSchema,
  type ShopReportRow,
} from '@konter/shared/contracts/reports';
import { cartItemSchema, shopOrderSchema, shopPaths, shopProductSchema } from '@konter/shared/contracts/shop';
import { jakartaDate } from '@konter/shared/time/jakarta';
import { registeredUser } from '../../test/accounts-helpers.ts';
import { accountIdByPhone, expectLedgerClean, fund } from '../../test/ledger-helpers.ts';
import { createTestApp, tenantIdBySlug, TestBrowser, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let tenantId: string;
beforeAll(async () => {
  ctx = await createTestApp({ workers: true });
  tenantId = await tenantIdBySlug(ctx.database, 'konter-pulsa');
});
afterAll(() => ctx.close());
afterEach(() => expectLedgerClean(ctx));

// A second login from a new device waits for approval (ACC-08): one browser per admin and host for the file.
const browsers = new Map<string, TestBrowser>();
async function loggedIn(phone: string, host = 'localhost') {
  const known = browsers.get(`${phone}@${host}`);
  if (known) return known;
  const browser = await new TestBrowser(ctx.app, host).open();
  expect((await browser.post('/api/v1/auth/login', { login: phone, password: 'demo12345' })).statusCode).toBe(200);
  browsers.set(`${phone}@${host}`, browser);
  return browser;
}

const address = {
  name: 'Siti Rahma',
  phone: '081298765432',
  province: 'Jawa Barat',
  city: 'Kota Bandung',
  district: 'Coblong',
  postcode: '40132',
  detail: 'Jl. Dago No. 12, RT 01/RW 02',
};

/** A buyer pays one line (with the shop's flat delivery, Rp 15.000) and gets the order back. */
async function order(
  browser: TestBrowser,
  slug: string,
  quantity: number,
  couponCode?: string,
): Promise<{ id: string; total: number }> {
  const product = shopProductSchema.parse((await browser.post(shopPaths.productDetail, { slug })).json().data);
  const [line] = cartItemSchema
    .array()
    .parse((await browser.post(shopPaths.cartAdd, { product_id: product.id, quantity })).json().data)
    .filter((item) => item.product.id === product.id);
  const paid = await browser.post(shopPaths.cartPay, {
    item_ids: [line?.id],
    address,
    request_id: crypto.randomUUID(),
    ...(couponCode ? { coupon_code: couponCode } : {}),
  });
  expect(paid.statusCode).toBe(200);
  return shopOrderSchema.parse(paid.json().data);
}

const zero = { orders: 0, items: 0, items_total: 0, shipping: 0, coupons: 0, coupon_discount: 0, revenue: 0 };

describe('the shop report (RPT-01 shop)', () => {
  it('[RPT-01] sums the shop sales per Jakarta day: orders, pieces, items, shipping, coupons, revenue; cancelled apart; exported the same', async () => {
    const seller = await loggedIn('081234560009');
    const user = await registeredUser(ctx);
    await fund(ctx, tenantId, await accountIdByPhone(ctx, tenantId, user.phone), 500_000);

    // Day one: 2 cables with the demo coupon (10% of Rp 50.000), then a SIM card.
    const firstDay = jakartaDate(ctx.clock.now());
    await order(user.browser, 'kabel-data-usb-c-1m', 2, 'HEMAT10');
    await order(user.browser, 'kartu-perdana-telkomsel', 1);
    // Day two: a charger the seller then cancels (refunded).
    ctx.clock.advance(86_400_000);
    const secondDay = jakartaDate(ctx.clock.now());
    const charger = await order(user.browser, 'charger-20w-usb-c', 1);
    const cancelled = await seller.post(shopPaths.adminOrderStatus(charger.id), {
      status: 'cancelled',
      cancel_reason: 'Stok rusak',
    });
    expect(cancelled.statusCode).toBe(200);

    const report = shopReportResponseSchema.parse((await seller.get(reportPaths.shop)).json());
    const dayOne: ShopReportRow = {
      day: firstDay,
      orders: 2,
      items: 3,
      items_total: 65_000,
      shipping: 30_000,
      coupons: 1,
      coupon_discount: 5_000,
      revenue: 90_000,
      cancelled: 0,
      refunded: 0,
    };
    const dayTwo: ShopReportRow = { day: secondDay, ...zero, cancelled: 1, refunded: charger.total };
    expect(report.data).toEqual([dayTwo, dayOne]);
    expect(report.meta.total).toBe(2);
    expect(report.totals).toEqual({ count: 2, ...dayOne, day: undefined, cancelled: 1, refunded: 104_000 });

    // A period of one day, and a search by product name or coupon code.
    const onlySecond = shopReportResponseSchema.parse(
      (await seller.get(`${reportPaths.shop}?from=${secondDay}&to=${secondDay}`)).json(),
    );
    expect(onlySecond.data).toEqual([dayTwo]);
    const cables = shopReportResponseSchema.parse((await seller.get(`${reportPaths.shop}?search=kabel`)).json());
    expect(cables.data).toEqual([
      { ...dayOne, orders: 1, items: 2, items_total: 50_000, shipping: 15_000, revenue: 60_000 },
    ]);
    const byCoupon = shopReportResponseSchema.parse((await seller.get(`${reportPaths.shop}?search=hemat10`)).json());
    expect(byCoupon.totals.coupons).toBe(1);
    const paged = shopReportResponseSchema.parse((await seller.get(`${reportPaths.shop}?per_page=1&page=2`)).json());
    expect(paged.data).toEqual([dayOne]);

    // The export: the same days and totals, in the reader's language.
    seller.locale = 'en';
    const csv = await seller.get(`${reportPaths.export('toko')}?format=csv`);
    seller.locale = undefined;
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`laporan-toko-`);
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Day,Orders,Items Sold,Items Value,Shipping,Orders with Coupon,Coupon Discount,Revenue,Cancelled,Refunded',
    );
    expect(lines.slice(1)).toEqual([
      `${secondDay},0,0,0,0,0,0,0,1,104000`,
      `${firstDay},2,3,65000,30000,1,5000,90000,0,0`,
    ]);
    const xlsx = await seller.get(`${reportPaths.export('toko')}?format=xlsx&preset=last7`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString('ascii')).toBe('PK');
  });

  it('[RPT-01][PLT-10] only the shop’s admins see it (403 with the reason), none where the shop is off, and a range must be in order', async () => {
    const member = await registeredUser(ctx);
    const refused = await member.browser.get(reportPaths.shop);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Mohon maaf, laporan penjualan toko hanya dapat diakses oleh admin toko.');
    expect((await member.browser.get(`${reportPaths.export('toko')}?format=csv`)).statusCode).toBe(403);
    const memberTabs = reportAvailabilitySchema.parse((await member.browser.get(reportPaths.available)).json());
    expect(memberTabs.shop).toBe(false);

    const seller = await loggedIn('081234560009');
    const sellerTabs = reportAvailabilitySchema.parse((await seller.get(reportPaths.available)).json());
    expect(sellerTabs.shop).toBe(true);
    const backwards = await seller.get(`${reportPaths.shop}?from=2026-05-02&to=2026-05-01`);
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toBeDefined();

    // Mitra Cell's shop is off: its admin has no shop tab and the report answers as if there were no shop.
    const mitraAdmin = await loggedIn('081234560009', '127.0.0.1');
    expect(reportAvailabilitySchema.parse((await mitraAdmin.get(reportPaths.available)).json()).shop).toBe(false);
    const off = await mitraAdmin.get(reportPaths.shop);
    expect(off.statusCode).toBe(404);
    expect(off.json().code).toBe('module_disabled');
    expect((await mitraAdmin.get(`${reportPaths.export('toko')}?format=csv`)).statusCode).toBe(404);
  });
});
