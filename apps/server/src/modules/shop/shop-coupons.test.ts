import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shopCouponSchema, shopOrderSchema, shopPaths, shopProductSchema } from '@konter/shared/contracts/shop';
import { registeredUser, demoLogin } from '../../test/accounts-helpers.ts';
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

/** The demo shop's seller: Konter Pulsa's admin. */
const admin = demoLogin(() => ctx, '081234560009');

async function buyer(deposit = 300_000) {
  const user = await registeredUser(ctx);
  const accountId = await accountIdByPhone(ctx, tenantId, user.phone);
  await fund(ctx, tenantId, accountId, deposit);
  return { ...user, accountId };
}

async function product(browser: TestBrowser, slug: string) {
  return shopProductSchema.parse((await browser.post(shopPaths.productDetail, { slug })).json().data);
}

async function depositOf(browser: TestBrowser): Promise<number> {
  return (await browser.get('/api/v1/account')).json().data.deposit as number;
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

const day = 86_400_000;
function window(fromDays: number, toDays: number) {
  const now = ctx.clock.now().getTime();
  return {
    starts_at: new Date(now + fromDays * day).toISOString(),
    ends_at: new Date(now + toDays * day).toISOString(),
  };
}

async function createCoupon(body: Record<string, unknown>) {
  const answer = await (await admin()).post(shopPaths.adminCoupons, { ...window(-1, 30), ...body });
  expect(answer.statusCode).toBe(200);
  return shopCouponSchema.parse(answer.json().data);
}

/** One charger (Rp 89.000) in the cart, its line id. */
async function chargerLine(user: { browser: TestBrowser }) {
  const charger = await product(user.browser, 'charger-20w-usb-c');
  const [line] = (await user.browser.post(shopPaths.cartAdd, { product_id: charger.id, quantity: 1 })).json().data;
  return line.id as string;
}

describe('the seller’s coupons (SHP-03, ADM-01)', () => {
  it('[SHP-03][ADM-01] creates and edits coupons; refuses a percentage above 100, an end before the start and a taken code; a member may not', async () => {
    const seller = await admin();
    const created = await createCoupon({ code: 'promo-abc', kind: 'fixed', value: 5_000 });
    expect(created).toMatchObject({ code: 'PROMO-ABC', used_count: 0, active: true });
    const wrong = await seller.post(shopPaths.adminCoupons, {
      code: 'TOOMUCH',
      kind: 'percent',
      value: 150,
      ...window(5, 1),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      value: ['Persentase maksimal 100.'],
      ends_at: ['Tanggal berakhir harus setelah tanggal mulai.'],
    });
    const taken = await seller.post(shopPaths.adminCoupons, {
      code: 'Promo-Abc',
      kind: 'fixed',
      value: 1,
      ...window(0, 1),
    });
    expect(taken.json().errors.code).toEqual(['Kode kupon sudah dipakai kupon lain.']);
    const edited = await seller.request('PUT', shopPaths.adminCoupon(created.id), {
      code: 'PROMO-ABC',
      kind: 'fixed',
      value: 7_500,
      total_limit: 10,
      ...window(-1, 30),
    });
    expect(edited.json().data).toMatchObject({ value: 7_500, total_limit: 10 });
    expect((await seller.get(shopPaths.adminCoupons)).json().data.map((c: { code: string }) => c.code)).toContain(
      'PROMO-ABC',
    );
    const member = await buyer(1_000);
    expect(
      (await member.browser.post(shopPaths.adminCoupons, { code: 'X1X', kind: 'fixed', value: 1 })).statusCode,
    ).toBe(403);
  });
});

describe('a coupon at checkout (SHP-03)', () => {
  it('[SHP-03] checks a code: unknown, not started, expired and below its minimum spend each say why; can-coupon tells whether any applies', async () => {
    const user = await buyer();
    const line = await chargerLine(user);
    const check = (code: string) => user.browser.post(shopPaths.checkCoupon, { code, item_ids: [line] });
    expect((await check('NOPE123')).json().errors.coupon_code).toEqual(['Kode kupon tidak berlaku.']);
    await createCoupon({ code: 'LATER', kind: 'fixed', value: 1_000, ...window(2, 10) });
    expect((await check('later')).json().errors.coupon_code).toEqual(['Kupon ini belum bisa dipakai.']);
    await createCoupon({ code: 'SHORT', kind: 'fixed', value: 1_000, ...window(-1, 1) });
    ctx.clock.advance(2 * day);
    expect((await check('SHORT')).json().errors.coupon_code).toEqual(['Kupon ini sudah kedaluwarsa.']);
    await createCoupon({ code: 'BIGSPEND', kind: 'fixed', value: 1_000, min_spend: 100_000 });
    expect((await check('BIGSPEND')).json().errors.coupon_code).toEqual([
      'Kupon ini berlaku untuk belanja minimal Rp 100.000.',
    ]);
    await createCoupon({ code: 'PCT20', kind: 'percent', value: 20, max_discount: 15_000 });
    // 20% of Rp 89.000 is Rp 17.800, capped at Rp 15.000.
    expect((await check('pct20')).json().data).toEqual({ code: 'PCT20', discount: 15_000, items_total: 89_000 });
    expect((await new TestBrowser(ctx.app).open().then((guest) => guest.get(shopPaths.canCoupon))).json().data).toBe(
      true,
    );
  });

  it('[SHP-03][SHP-05] pays with the discount in the same ledger transfer; once per account; a cancellation refunds what was paid and gives the use back', async () => {
    const user = await buyer();
    await createCoupon({ code: 'ONCE5K', kind: 'fixed', value: 5_000, per_account_limit: 1, total_limit: 10 });
    const pay = async (requestId: string) =>
      user.browser.post(shopPaths.cartPay, {
        item_ids: [await chargerLine(user)],
        address,
        coupon_code: 'once5k',
        request_id: requestId,
      });
    const paid = await pay('coupon-pay-001');
    expect(paid.statusCode).toBe(200);
    const order = shopOrderSchema.parse(paid.json().data);
    expect(order).toMatchObject({
      items_total: 89_000,
      delivery_fee: 15_000,
      coupon_discount: 5_000,
      coupon_code: 'ONCE5K',
      total: 99_000,
    });
    expect(await depositOf(user.browser)).toBe(300_000 - 99_000);

    const again = await pay('coupon-pay-002');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.coupon_code).toEqual(['Anda sudah memakai kupon ini sebanyak batasnya.']);
    expect(await depositOf(user.browser)).toBe(300_000 - 99_000);

    const seller = await admin();
    const cancelled = await seller.post(shopPaths.adminOrderStatus(order.id), {
      status: 'cancelled',
      cancel_reason: 'Stok rusak',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await depositOf(user.browser)).toBe(300_000);
    const coupons = shopCouponSchema.array().parse((await seller.get(shopPaths.adminCoupons)).json().data);
    expect(coupons.find((coupon) => coupon.code === 'ONCE5K')?.used_count).toBe(0);
    expect((await pay('coupon-pay-003')).statusCode).toBe(200);
  });

  it('[SHP-03][SHP-06] the last use of a coupon asked by two buyers at once is given once; the other pays nothing and keeps the stock', async () => {
    await createCoupon({ code: 'LASTONE', kind: 'percent', value: 50, total_limit: 1 });
    const buyers = await Promise.all([buyer(), buyer()]);
    const lines = await Promise.all(buyers.map((who) => chargerLine(who)));
    const stockBefore = (await product(buyers[0]!.browser, 'charger-20w-usb-c')).stock;
    const answers = await Promise.all(
      buyers.map((who, index) =>
        who.browser.post(shopPaths.cartPay, {
          item_ids: [lines[index]],
          address,
          coupon_code: 'LASTONE',
          request_id: `last-coupon-${index}`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422);
    expect(refused?.json().errors.coupon_code).toEqual(['Kuota kupon ini sudah habis.']);
    const won = shopOrderSchema.parse(answers.find((answer) => answer.statusCode === 200)?.json().data);
    expect(won.coupon_discount).toBe(44_500);
    const balances = (await Promise.all(buyers.map((who) => depositOf(who.browser)))).sort((a, b) => a - b);
    expect(balances).toEqual([300_000 - (89_000 + 15_000 - 44_500), 300_000]);
    expect((await product(buyers[0]!.browser, 'charger-20w-usb-c')).stock).toBe(stockBefore - 1);
    const coupons = shopCouponSchema.array().parse((await (await admin()).get(shopPaths.adminCoupons)).json().data);
    expect(coupons.find((coupon) => coupon.code === 'LASTONE')?.used_count).toBe(1);
  });
});
