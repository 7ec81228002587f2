import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shopOrderSchema, shopPaths, shopProductSchema, type ShopOrder } from '@konter/shared/contracts/shop';
import { queryRows } from '../../db/client.ts';
import { registeredUser, demoLogin } from '../../test/accounts-helpers.ts';
import { expectLedgerClean, ledgerLegsOf } from '../../test/ledger-helpers.ts';
import { createTestApp, TestBrowser, type TestContext } from '../../test/test-app.ts';
import { expireShopPaymentsJob } from './shop.jobs.ts';
import { shopPaymentPolicy } from './shop.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ workers: true });
});
afterAll(() => ctx.close());
afterEach(() => expectLedgerClean(ctx));

/** The demo shop's seller: Konter Pulsa's admin. */
const admin = demoLogin(() => ctx, '081234560009');

const address = {
  name: 'Siti Rahma',
  phone: '081298765432',
  province: 'Jawa Barat',
  city: 'Kota Bandung',
  district: 'Coblong',
  postcode: '40132',
  detail: 'Jl. Dago No. 12, RT 01/RW 02',
};

let productCount = 0;
/** A product of its own for each test (Rp 50.000), so stock counts are this test's alone. */
async function newProduct(stock: number) {
  productCount += 1;
  const saved = await (
    await admin()
  ).post(shopPaths.adminProducts, {
    name: `Powerbank ${productCount}`,
    slug: `powerbank-gateway-${productCount}`,
    weight: 300,
    price: 50_000,
    stock,
  });
  expect(saved.statusCode).toBe(200);
  return shopProductSchema.parse(saved.json().data);
}

async function stockOf(slug: string): Promise<number> {
  const answer = await (await admin()).post(shopPaths.productDetail, { slug });
  return shopProductSchema.parse(answer.json().data).stock;
}

async function checkout(
  browser: TestBrowser,
  productId: string,
  method: string,
  extra: Record<string, unknown> = {},
  quantity = 1,
) {
  const [line] = (await browser.post(shopPaths.cartAdd, { product_id: productId, quantity })).json().data;
  return browser.post(shopPaths.cartPay, {
    item_ids: [line.id],
    address,
    request_id: `gw-${Math.random().toString(36).slice(2, 12)}`,
    payment: { method },
    ...extra,
  });
}

async function orderRow(id: string) {
  const [row] = await ctx.database.withSystem((tx) =>
    queryRows<{ status: string; payment_provider_ref: string | null; review_flag: string | null }>(
      tx,
      sql`select status, payment_provider_ref, review_flag from shop_orders where id = ${id}`,
    ),
  );
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

const legsOf = (order: ShopOrder) => ledgerLegsOf(ctx, order.number);

async function depositOf(browser: TestBrowser): Promise<number> {
  return (await browser.get('/api/v1/account')).json().data.deposit as number;
}

describe('shop orders paid through the payment gateways (SHP-03, SHP-05)', () => {
  it('[SHP-03][SHP-05] an xendit:qris order waits with its stock held, is paid in the simulator, moves to pending once and books the gateway money into the shop', async () => {
    const item = await newProduct(3);
    const user = await registeredUser(ctx);
    const answer = await checkout(user.browser, item.id, 'xendit:qris');
    expect(answer.statusCode).toBe(200);
    const order = shopOrderSchema.parse(answer.json().data);
    expect(order).toMatchObject({ status: 'waiting_payment', total: 65_000 });
    expect(order.payment_detail).toMatchObject({ method: 'xendit:qris', paid_at: null });
    expect(order.payment_detail.reference).toMatch(/^SHOP[A-Z0-9]{10}$/);
    expect(order.payment_detail.payment_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(order.payment_detail.expires_at).toBe(
      new Date(new Date(order.date).getTime() + shopPaymentPolicy.gatewayExpiryMs).toISOString(),
    );
    expect(await stockOf(item.slug)).toBe(2);
    expect((await user.browser.post(shopPaths.cartList, {})).json().data).toEqual([]);
    expect(await legsOf(order)).toEqual([]);

    const invoiceId = (await orderRow(order.id)).payment_provider_ref ?? '';
    expect(ctx.simulators.xendit.invoice(invoiceId)?.amount).toBe(65_000);
    await ctx.simulators.xendit.pay(invoiceId);
    expect((await orderRow(order.id)).status).toBe('pending');
    const legs = [
      { code: 'house:gateway:xendit', kind: 'shop.order', amount: -65_000 },
      { code: 'house:shop', kind: 'shop.order', amount: 65_000 },
    ];
    expect(await legsOf(order)).toEqual(legs);

    // Xendit repeats itself: a duplicate and a later SETTLED callback change nothing.
    const deliveries = await ctx.simulators.xendit.sendCallback(invoiceId, { duplicate: true });
    expect(deliveries.every((delivery) => delivery.httpStatus === 200)).toBe(true);
    await ctx.simulators.xendit.settle(invoiceId);
    expect(await legsOf(order)).toEqual(legs);
    const listed = (await user.browser.post(shopPaths.transactions, { status: 'pending' })).json().data;
    expect(listed.map((row: ShopOrder) => row.id)).toEqual([order.id]);
    expect(listed[0].payment_detail.paid_at).not.toBeNull();
    expect(await stockOf(item.slug)).toBe(2);
  });

  it('[SHP-03][SHP-05] a midtrans:gopay order is paid through Snap; the seller’s cancel of the paid order refunds the deposit, restocks once and tells the buyer', async () => {
    const item = await newProduct(2);
    const user = await registeredUser(ctx);
    const order = shopOrderSchema.parse((await checkout(user.browser, item.id, 'midtrans:gopay')).json().data);
    expect(order).toMatchObject({ status: 'waiting_payment', total: 65_000 });
    expect(order.payment_detail.payment_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const reference = order.payment_detail.reference ?? '';
    await ctx.simulators.midtrans.pay(reference);
    expect((await orderRow(order.id)).status).toBe('pending');
    expect(await legsOf(order)).toEqual([
      { code: 'house:gateway:midtrans', kind: 'shop.order', amount: -65_000 },
      { code: 'house:shop', kind: 'shop.order', amount: 65_000 },
    ]);
    // Midtrans repeats its notification: nothing more is booked.
    await ctx.simulators.midtrans.sendNotification(reference, { duplicate: true });
    expect(await legsOf(order)).toHaveLength(2);

    const cancelled = await (
      await admin()
    ).post(shopPaths.adminOrderStatus(order.id), { status: 'cancelled', cancel_reason: 'Barang habis di gudang' });
    expect(cancelled.statusCode).toBe(200);
    expect(await depositOf(user.browser)).toBe(65_000);
    expect(await stockOf(item.slug)).toBe(2);
    await ctx.queue.drain();
    const inbox = (await user.browser.get('/api/v1/notification/today')).json().data as { type: string }[];
    expect(
      inbox
        .map((notice) => notice.type)
        .filter((type) => type.startsWith('shop.'))
        .sort(),
    ).toEqual(['shop.order.cancelled', 'shop.order.paid']);
  });

  it('[SHP-03] the last piece held by a gateway order cannot be sold to another buyer meanwhile', async () => {
    const item = await newProduct(1);
    const first = await registeredUser(ctx);
    const waiting = await checkout(first.browser, item.id, 'xendit:qris');
    expect(waiting.json().data.status).toBe('waiting_payment');
    const second = await registeredUser(ctx);
    const refused = await second.browser.post(shopPaths.cartAdd, { product_id: item.id, quantity: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.quantity).toEqual(['Stok habis atau coba muat ulang halaman.']);
    expect(await stockOf(item.slug)).toBe(0);
  });

  it('[SHP-03] a refused gateway call is compensated once: stock and coupon back, the order cancelled with its reason, a translated error', async () => {
    const item = await newProduct(2);
    const seller = await admin();
    const coupon = await seller.post(shopPaths.adminCoupons, {
      code: 'GW5K',
      kind: 'fixed',
      value: 5_000,
      starts_at: new Date(ctx.clock.now().getTime() - 60_000).toISOString(),
      ends_at: new Date(ctx.clock.now().getTime() + 86_400_000).toISOString(),
    });
    expect(coupon.statusCode).toBe(200);
    // The tenant's own Xendit account with a key Xendit refuses: the gateway's create fails.
    const credentials = '/api/v1/admin/tenant/credentials/xendit';
    const set = await seller.request('PUT', credentials, {
      label: 'Salah',
      secrets: { secretKey: 'xnd_development_WRONGKEY123', callbackToken: ctx.simulators.xendit.callbackToken },
    });
    expect(set.statusCode).toBe(200);
    try {
      const user = await registeredUser(ctx);
      user.browser.locale = 'en';
      const answer = await checkout(user.browser, item.id, 'xendit:qris', { coupon_code: 'GW5K' });
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toMatchObject({
        code: 'shop_payment_failed',
        message: 'The payment could not be created. The stock and coupon were given back; please try again.',
      });
      expect(await stockOf(item.slug)).toBe(2);
      const [cancelled] = (await user.browser.post(shopPaths.transactions, { status: 'cancelled' })).json().data;
      expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: 'payment_failed' });
      const coupons = (await seller.get(shopPaths.adminCoupons)).json().data as { code: string; used_count: number }[];
      expect(coupons.find((row) => row.code === 'GW5K')?.used_count).toBe(0);
      // The cart keeps its line for another method.
      expect((await user.browser.post(shopPaths.cartList, {})).json().data).toHaveLength(1);
      expect(await legsOf(cancelled)).toEqual([]);
    } finally {
      expect((await seller.request('DELETE', credentials)).statusCode).toBe(200);
    }
  });

  it('[SHP-03] an order not paid in time is cancelled by the expiry job and its stock comes back exactly once; a payment after that goes to the deposit and is flagged', async () => {
    const item = await newProduct(4);
    // Xendit expires its invoices from a background job: one can still be paid a little after its expiry date.
    ctx.simulators.xendit.setExpiryLag(10 * 60_000);
    try {
      const user = await registeredUser(ctx);
      const order = shopOrderSchema.parse((await checkout(user.browser, item.id, 'xendit:qris', {}, 2)).json().data);
      expect(await stockOf(item.slug)).toBe(2);
      const invoiceId = (await orderRow(order.id)).payment_provider_ref ?? '';

      // Not yet due: nothing moves.
      ctx.clock.advance(shopPaymentPolicy.gatewayExpiryMs - 60_000);
      await ctx.queue.runNow(expireShopPaymentsJob, {});
      expect((await orderRow(order.id)).status).toBe('waiting_payment');

      ctx.clock.advance(2 * 60_000);
      await ctx.queue.runNow(expireShopPaymentsJob, {});
      await ctx.queue.runNow(expireShopPaymentsJob, {});
      expect((await orderRow(order.id)).status).toBe('cancelled');
      const [cancelled] = (await user.browser.post(shopPaths.transactions, { status: 'cancelled' })).json().data;
      expect(cancelled.cancel_reason).toBe('payment_expired');
      expect(await stockOf(item.slug)).toBe(4);

      // The buyer pays anyway before Xendit's job expires the invoice: the money goes to the deposit, flagged.
      await ctx.simulators.xendit.pay(invoiceId);
      expect((await orderRow(order.id)).review_flag).toBe('paid_after_expiry');
      expect(await depositOf(user.browser)).toBe(order.total);
      await ctx.simulators.xendit.sendCallback(invoiceId, { duplicate: true });
      expect(await depositOf(user.browser)).toBe(order.total);
      expect((await orderRow(order.id)).status).toBe('cancelled');
      expect(await stockOf(item.slug)).toBe(4);
      expect(await legsOf(order)).toEqual([
        { code: expect.stringMatching(/^deposit:/), kind: 'shop.late_payment', amount: order.total },
        { code: 'house:gateway:xendit', kind: 'shop.late_payment', amount: -order.total },
      ]);
    } finally {
      ctx.simulators.xendit.setExpiryLag(0);
    }
  });

  it('[SHP-03] an unknown payment method is refused with a translated 422 and nothing is held', async () => {
    const item = await newProduct(1);
    const user = await registeredUser(ctx);
    const answer = await checkout(user.browser, item.id, 'xendit:bitcoin');
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors['payment.method']).toEqual(['Metode pembayaran tidak tersedia.']);
    expect(await stockOf(item.slug)).toBe(1);
  });

  it('[SHP-03] a deposit checkout still pays at once', async () => {
    const item = await newProduct(1);
    const user = await registeredUser(ctx);
    const answer = await checkout(user.browser, item.id, 'deposit');
    // A new member has no deposit: refused before anything is held.
    expect(answer.statusCode).toBe(422);
    expect(await stockOf(item.slug)).toBe(1);
  });
});
