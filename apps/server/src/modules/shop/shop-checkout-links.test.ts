import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutLinkSchema,
  publicCheckoutSchema,
  publicOrderResponse,
  shopPaths,
  shopProductSchema,
  type ShopOrder,
} from '@konter/shared/contracts/shop';
import { adminPaths, type FlaggedItem } from '@konter/shared/contracts/admin';
import { queryRows } from '../../db/client.ts';
import { expectLedgerClean, ledgerLegsOf } from '../../test/ledger-helpers.ts';
import { demoLogin } from '../../test/accounts-helpers.ts';
import { createTestApp, TestBrowser, type TestContext } from '../../test/test-app.ts';
import { refundShopGuestsJob } from './shop.jobs.ts';
import { shopDemoCheckoutLink } from './shop.seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ workers: true });
});
afterAll(() => ctx.close());
afterEach(() => expectLedgerClean(ctx));

/** The demo shop's seller: Konter Pulsa's admin. */
const admin = demoLogin(() => ctx, '081234560009');

const guest = () => new TestBrowser(ctx.app).open();

const address = {
  name: 'Rina Tamu',
  phone: '081377788899',
  province: 'Jawa Barat',
  city: 'Kota Bandung',
  district: 'Coblong',
  postcode: '40132',
  detail: 'Jl. Dago No. 20, RT 02/RW 03',
};

let productCount = 0;
/** A product of its own for each test (Rp 40.000, 250 g), so stock counts are this test's alone. */
async function newProduct(stock: number, extra: Record<string, unknown> = {}) {
  productCount += 1;
  const saved = await (
    await admin()
  ).post(shopPaths.adminProducts, {
    name: `Kabel data ${productCount}`,
    slug: `kabel-link-${productCount}`,
    weight: 250,
    price: 40_000,
    stock,
    ...extra,
  });
  expect(saved.statusCode).toBe(200);
  return shopProductSchema.parse(saved.json().data);
}

async function stockOf(slug: string): Promise<number> {
  const answer = await (await admin()).post(shopPaths.productDetail, { slug });
  return shopProductSchema.parse(answer.json().data).stock;
}

async function makeLink(browser: TestBrowser, productId: string, quantity = 1) {
  const made = await browser.post(shopPaths.publicMakeCart, { items: [{ product_id: productId, quantity }] });
  expect(made.statusCode).toBe(200);
  return checkoutLinkSchema.parse(made.json().data);
}

const requestId = () => `link-${Math.random().toString(36).slice(2, 12)}`;

function payLink(browser: TestBrowser, link: string, extra: Record<string, unknown> = {}) {
  return browser.post(shopPaths.publicPay, {
    link,
    address,
    request_id: requestId(),
    payment: { method: 'xendit:qris' },
    ...extra,
  });
}

async function orderRow(id: string) {
  const [row] = await ctx.database.withSystem((tx) =>
    queryRows<{
      account_id: string | null;
      payment_reference: string | null;
      payment_provider_ref: string | null;
      review_flag: string | null;
      gateway_refund_ref: string | null;
    }>(
      tx,
      sql`select account_id, payment_reference, payment_provider_ref, review_flag, gateway_refund_ref
            from shop_orders where id = ${id}`,
    ),
  );
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

const legsOf = (order: ShopOrder) => ledgerLegsOf(ctx, order.number);

/**
 * A guest's order of a product of its own (`stock` pieces, one bought), paid by `method` in the gateway's simulator:
 * what the refund tests start from.
 */
async function paidGuestOrder(method: 'xendit:qris' | 'midtrans:gopay', stock = 1) {
  const item = await newProduct(stock);
  const seller = await admin();
  const link = await makeLink(seller, item.id);
  const paid = publicOrderResponse.parse((await payLink(await guest(), link.link, { payment: { method } })).json());
  const row = await orderRow(paid.data.id);
  const reference = row.payment_reference ?? '';
  const invoiceId = row.payment_provider_ref ?? '';
  if (method === 'xendit:qris') await ctx.simulators.xendit.pay(invoiceId);
  else await ctx.simulators.midtrans.pay(reference);
  return { item, seller, order: paid.data, token: paid.token, reference, invoiceId };
}

/** What the webhook inbox made of each gateway notification of a payment reference. */
async function inboxOutcomes(reference: string): Promise<string[]> {
  const rows = await ctx.database.withSystem((tx) =>
    queryRows<{ outcome: string | null }>(tx, sql`select outcome from webhook_inbox where reference = ${reference}`),
  );
  return rows.map((row) => row.outcome ?? '');
}

describe('public checkout links (SHP-03)', () => {
  it('[SHP-03] a seller shares a link; a guest opens it, pays by QRIS in the simulator and follows the order by its token; the seller sees it', async () => {
    const item = await newProduct(5);
    const seller = await admin();
    const link = await makeLink(seller, item.id, 2);
    expect(link.link).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(link.path).toBe(`/shop/checkout/${link.link}`);

    const buyer = await guest();
    const opened = await buyer.get(shopPaths.publicCheckout(link.link));
    expect(opened.statusCode).toBe(200);
    const view = publicCheckoutSchema.parse(opened.json().data);
    // The seller's own delivery is offered to a guest as to a member; no courier chosen, it is the one sent.
    expect(view).toMatchObject({ items_total: 80_000, weight: 500, payable: true, seller_delivery: { fee: 15_000 } });
    expect(view.lines.map((line) => [line.product.name, line.quantity, line.unit_price])).toEqual([
      [item.name, 2, 40_000],
    ]);
    expect((await buyer.post(shopPaths.publicPaymentChannels, {})).json().data).toContain('xendit:qris');
    expect((await buyer.post(shopPaths.publicPaymentChannels, {})).json().data).not.toContain('deposit');

    const id = requestId();
    const paid = await payLink(buyer, link.link, { request_id: id, email: 'rina@example.com' });
    expect(paid.statusCode).toBe(200);
    const { data: order, token } = publicOrderResponse.parse(paid.json());
    expect(order).toMatchObject({
      status: 'waiting_payment',
      total: 95_000,
      delivery_fee: 15_000,
      shipping_service: view.seller_delivery.service,
      guest: true,
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await stockOf(item.slug)).toBe(3);
    // A second tap with the same request id answers the same order and token; nothing more is held.
    const again = publicOrderResponse.parse((await payLink(buyer, link.link, { request_id: id })).json());
    expect(again).toMatchObject({ data: { id: order.id }, token });
    expect(await stockOf(item.slug)).toBe(3);

    const row = await orderRow(order.id);
    expect(row.account_id).toBeNull();
    const invoice = ctx.simulators.xendit.invoice(row.payment_provider_ref ?? '');
    expect(invoice).toMatchObject({ amount: 95_000, payerEmail: 'rina@example.com' });
    expect(invoice?.successRedirectUrl).toMatch(new RegExp(`/shop/checkout/${link.link}\\?order=${token}$`));
    await ctx.simulators.xendit.pay(row.payment_provider_ref ?? '');

    const followed = await (await guest()).get(shopPaths.publicOrder(token));
    expect(followed.statusCode).toBe(200);
    expect(publicOrderResponse.parse(followed.json()).data).toMatchObject({ id: order.id, status: 'pending' });
    expect(await legsOf(order)).toEqual([
      { code: 'house:gateway:xendit', kind: 'shop.order', amount: -95_000 },
      { code: 'house:shop', kind: 'shop.order', amount: 95_000 },
    ]);
    const orders = (await seller.get(shopPaths.adminOrders)).json().data as ShopOrder[];
    expect(orders.find((one) => one.id === order.id)).toMatchObject({
      guest: true,
      status: 'pending',
      address: { name: 'Rina Tamu', phone: '081377788899' },
    });
    // The link stays: another guest pays it again as an order of their own.
    const second = await payLink(await guest(), link.link);
    expect(publicOrderResponse.parse(second.json()).data.id).not.toBe(order.id);
    expect(await stockOf(item.slug)).toBe(1);
  });

  it('[SHP-03] the demo seeds a link a newcomer can open as a guest', async () => {
    const opened = await (await guest()).get(shopPaths.publicCheckout(shopDemoCheckoutLink));
    const view = publicCheckoutSchema.parse(opened.json().data);
    expect(view.lines.map((line) => [line.product.slug, line.quantity])).toEqual([
      ['kabel-data-usb-c-1m', 2],
      ['charger-20w-usb-c', 1],
    ]);
    expect(view).toMatchObject({ items_total: 139_000, payable: true });
  });

  it('[SHP-03][SHP-06] bad links and lines say why in the reader’s language, and hold nothing', async () => {
    const item = await newProduct(2);
    const withVariants = await newProduct(0, {
      variants: [{ options: { Warna: 'Hitam' }, price: 45_000, stock: 3 }],
    });
    const buyer = await guest();
    const empty = await buyer.post(shopPaths.publicMakeCart, { items: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.items).toEqual(['Pilih produk di keranjang terlebih dahulu.']);
    const tooMany = await buyer.post(shopPaths.publicMakeCart, { items: [{ product_id: item.id, quantity: 3 }] });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.quantity).toHaveLength(1);
    const noVariant = await buyer.post(shopPaths.publicMakeCart, {
      items: [{ product_id: withVariants.id, quantity: 1 }],
    });
    expect(noVariant.statusCode).toBe(422);
    expect(Object.keys(noVariant.json().errors)).toEqual(['variant_id']);

    const unknown = await buyer.get(shopPaths.publicCheckout('ZZZZZZZZZZ'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Tautan checkout tidak ditemukan.');
    expect((await buyer.get(shopPaths.publicCheckout('bad link!'))).statusCode).toBe(422);
    expect((await buyer.get(shopPaths.publicOrder('x'.repeat(32)))).statusCode).toBe(404);

    const link = await makeLink(buyer, item.id, 2);
    const deposit = await payLink(buyer, link.link, { payment: { method: 'deposit' } });
    expect(deposit.statusCode).toBe(422);
    expect(deposit.json().errors['payment.method']).toEqual(['Metode pembayaran tidak tersedia.']);
    const badAddress = await payLink(buyer, link.link, { address: { ...address, postcode: '12' } });
    expect(badAddress.statusCode).toBe(422);
    expect(Object.keys(badAddress.json().errors)).toEqual(['address.postcode']);
    expect(await stockOf(item.slug)).toBe(2);

    // The stock went elsewhere: the link shows it cannot be paid, and paying is refused without holding anything.
    const seller = await admin();
    await seller.request('PUT', shopPaths.adminProduct(item.id), {
      name: item.name,
      slug: item.slug,
      weight: 250,
      price: 40_000,
      stock: 1,
    });
    expect(publicCheckoutSchema.parse((await buyer.get(shopPaths.publicCheckout(link.link))).json().data).payable).toBe(
      false,
    );
    const short = await payLink(buyer, link.link);
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.quantity).toEqual(['Stok habis atau coba muat ulang halaman.']);
    expect(await stockOf(item.slug)).toBe(1);
  });

  it('[SHP-03] a coupon on a link counts a guest’s uses by phone, whatever way the number is written', async () => {
    const item = await newProduct(5);
    const seller = await admin();
    const coupon = await seller.post(shopPaths.adminCoupons, {
      code: 'TAMU10',
      kind: 'percent',
      value: 10,
      per_account_limit: 1,
      starts_at: new Date(ctx.clock.now().getTime() - 60_000).toISOString(),
      ends_at: new Date(ctx.clock.now().getTime() + 40 * 86_400_000).toISOString(),
    });
    expect(coupon.statusCode).toBe(200);
    const link = await makeLink(seller, item.id);
    const buyer = await guest();
    const checked = await buyer.post(shopPaths.publicCheckCoupon, {
      link: link.link,
      code: 'tamu10',
      phone: address.phone,
    });
    expect(checked.json().data).toEqual({ code: 'TAMU10', discount: 4_000, items_total: 40_000 });
    const first = await payLink(buyer, link.link, { coupon_code: 'TAMU10' });
    expect(publicOrderResponse.parse(first.json()).data).toMatchObject({ coupon_discount: 4_000, total: 51_000 });

    const samePhone = { ...address, phone: '+6281377788899' };
    const refused = await buyer.post(shopPaths.publicCheckCoupon, {
      link: link.link,
      code: 'TAMU10',
      phone: samePhone.phone,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.coupon_code).toHaveLength(1);
    const paidAgain = await payLink(buyer, link.link, { coupon_code: 'TAMU10', address: samePhone });
    expect(paidAgain.statusCode).toBe(422);
    expect(await stockOf(item.slug)).toBe(4);
    const otherPhone = await payLink(buyer, link.link, {
      coupon_code: 'TAMU10',
      address: { ...address, phone: '081355500011' },
    });
    expect(otherPhone.statusCode).toBe(200);
  });

  it('[SHP-03] the last piece of a link paid by two guests at the same moment is sold once', async () => {
    const item = await newProduct(1);
    const link = await makeLink(await admin(), item.id);
    const [one, two] = await Promise.all([guest(), guest()]);
    const answers = await Promise.all([payLink(one, link.link), payLink(two, link.link)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await stockOf(item.slug)).toBe(0);
  });

  it('[SHP-03][SHP-05] a paid guest order the seller cancels is refunded through the gateway the guest paid with, once; stock back', async () => {
    const { item, seller, order, token, invoiceId } = await paidGuestOrder('xendit:qris', 2);
    const guestView = async () =>
      publicOrderResponse.parse((await (await guest()).get(shopPaths.publicOrder(token))).json()).data;
    expect(await stockOf(item.slug)).toBe(1);
    const cancelled = await seller.post(shopPaths.adminOrderStatus(order.id), {
      status: 'cancelled',
      cancel_reason: 'Stok rusak',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(item.slug)).toBe(2);
    // Owed to the guest until the gateway takes the refund: booked, flagged, shown in the reconciliation console.
    expect((await orderRow(order.id)).review_flag).toBe('refund_due');
    // The guest reads on the order's page that the money is owed, and later when it was sent.
    expect((await guestView()).refund).toEqual({ status: 'due', amount: null, at: null });
    expect((await legsOf(order)).filter((leg) => leg.kind === 'shop.refund')).toEqual([
      { code: 'house:shop', kind: 'shop.refund', amount: -55_000 },
      { code: 'house:shop_guest_refunds', kind: 'shop.refund', amount: 55_000 },
    ]);
    const flagged = (await seller.get(adminPaths.reconciliation)).json().data as FlaggedItem[];
    expect(flagged.find((one) => one.id === order.number)).toMatchObject({
      kind: 'shop_order',
      flags: ['refund_due'],
      account_id: null,
      provider: { name: 'xendit', status: 'cancelled', amount: 55_000 },
    });

    // The sweep refunds the invoice through Xendit's Refunds API; the debt leaves the books towards the gateway.
    await ctx.queue.runNow(refundShopGuestsJob, {});
    await ctx.queue.runNow(refundShopGuestsJob, {});
    const refunds = ctx.simulators.xendit.invoice(invoiceId)?.refunds ?? [];
    expect(refunds.map((refund) => [refund.amount, refund.reason, refund.idempotencyKey])).toEqual([
      [55_000, 'CANCELLATION', `shop-guest-refund-${order.id}`],
    ]);
    const row = await orderRow(order.id);
    expect(row.review_flag).toBeNull();
    expect(row.gateway_refund_ref).toBe(refunds[0]?.id);
    expect((await guestView()).refund).toEqual({ status: 'sent', amount: 55_000, at: ctx.clock.now().toISOString() });
    expect((await legsOf(order)).filter((leg) => leg.kind === 'shop.guest_refund')).toEqual([
      { code: 'house:gateway:xendit', kind: 'shop.guest_refund', amount: 55_000 },
      { code: 'house:shop_guest_refunds', kind: 'shop.guest_refund', amount: -55_000 },
    ]);
    const after = (await seller.get(adminPaths.reconciliation)).json().data as FlaggedItem[];
    expect(after.find((one) => one.id === order.number)).toBeUndefined();
    // Xendit calls back the refund's success with the payment's reference: the shop's own, nothing to look at.
    await ctx.simulators.xendit.idle();
    expect(await inboxOutcomes((await orderRow(order.id)).payment_reference ?? '')).toContain('refund_confirmed');
    expect((await orderRow(order.id)).review_flag).toBeNull();
    await expectLedgerClean(ctx);
  });

  it('[SHP-03] a Xendit refund accepted, then failed: the debt is the guest’s again and a person is asked, once', async () => {
    const { seller, order, invoiceId, reference } = await paidGuestOrder('xendit:qris');
    await seller.post(shopPaths.adminOrderStatus(order.id), { status: 'cancelled', cancel_reason: 'Habis' });
    ctx.simulators.xendit.holdRefunds(true);
    try {
      await ctx.queue.runNow(refundShopGuestsJob, {});
    } finally {
      ctx.simulators.xendit.holdRefunds(false);
    }
    const [refund] = ctx.simulators.xendit.invoice(invoiceId)?.refunds ?? [];
    expect(refund?.status).toBe('PENDING');
    expect((await orderRow(order.id)).review_flag).toBeNull();
    // The e-wallet gives the money back to Xendit: the refund failed.
    await ctx.simulators.xendit.completeRefund(refund?.id ?? '', 'failed');
    await ctx.simulators.xendit.idle();
    expect(await inboxOutcomes(reference)).toContain('refund_failed');
    expect((await orderRow(order.id)).review_flag).toBe('refund_due;gateway_refund_refused');
    expect(
      (await legsOf(order))
        .filter((leg) => leg.kind.startsWith('shop.guest_refund'))
        .map((leg) => [leg.kind, leg.code, leg.amount]),
    ).toEqual(
      expect.arrayContaining([
        ['shop.guest_refund', 'house:shop_guest_refunds', -55_000],
        ['shop.guest_refund_failed', 'house:shop_guest_refunds', 55_000],
      ]),
    );
    // Not asked again by the sweep: a person pays it back and clears it.
    await ctx.queue.runNow(refundShopGuestsJob, {});
    expect(ctx.simulators.xendit.invoice(invoiceId)?.refunds).toEqual([]);
    const flagged = (await seller.get(adminPaths.reconciliation)).json().data as FlaggedItem[];
    expect(flagged.find((one) => one.id === order.number)?.flags).toEqual(['refund_due', 'gateway_refund_refused']);
    await expectLedgerClean(ctx);
  });

  it('[SHP-03] a guest’s Midtrans refund is asked once; its notification, even ahead of the answer, is known as the shop’s own', async () => {
    const { seller, order, reference } = await paidGuestOrder('midtrans:gopay');
    await seller.post(shopPaths.adminOrderStatus(order.id), { status: 'cancelled', cancel_reason: 'Habis' });
    await ctx.queue.runNow(refundShopGuestsJob, {});
    const transaction = ctx.simulators.midtrans.transaction(reference);
    expect(transaction?.status).toBe('refund');
    expect(transaction?.refunds.map((refund) => [refund.amount, refund.refundKey])).toEqual([
      [55_000, `shop-guest-refund-${order.id}`],
    ]);
    // Midtrans' refund notification changed nothing: no reversal for a person to look at.
    await ctx.simulators.midtrans.sendNotification(reference);
    expect((await inboxOutcomes(reference)).sort()).toEqual(['paid', 'refund_confirmed']);
    expect((await orderRow(order.id)).review_flag).toBeNull();
    expect((await legsOf(order)).filter((leg) => leg.kind === 'shop.guest_refund')).toEqual([
      { code: 'house:gateway:midtrans', kind: 'shop.guest_refund', amount: 55_000 },
      { code: 'house:shop_guest_refunds', kind: 'shop.guest_refund', amount: -55_000 },
    ]);
    await expectLedgerClean(ctx);
  });

  it('[SHP-03][SHP-05] a refund the gateway refuses (already refunded from its dashboard) is left to a person, who clears it once paid', async () => {
    const { seller, order, reference } = await paidGuestOrder('midtrans:gopay');
    await ctx.simulators.midtrans.refund(reference);
    await seller.post(shopPaths.adminOrderStatus(order.id), { status: 'cancelled', cancel_reason: 'Habis' });
    await ctx.queue.runNow(refundShopGuestsJob, {});
    await ctx.queue.runNow(refundShopGuestsJob, {});
    expect(ctx.simulators.midtrans.transaction(reference)?.refunds).toHaveLength(1);
    expect((await orderRow(order.id)).review_flag).toBe('reversal:55000;refund_due;gateway_refund_refused');
    expect((await legsOf(order)).filter((leg) => leg.kind === 'shop.guest_refund')).toEqual([]);
    const flagged = (await seller.get(adminPaths.reconciliation)).json().data as FlaggedItem[];
    expect(flagged.find((one) => one.id === order.number)?.flags).toEqual([
      'reversal:55000',
      'refund_due',
      'gateway_refund_refused',
    ]);
    const resolved = await seller.post(adminPaths.resolveFlag('shop_order', order.number), {
      note: 'Sudah dikembalikan dari dashboard Midtrans',
    });
    expect(resolved.statusCode).toBe(200);
    expect((await orderRow(order.id)).review_flag).toBeNull();
  });

  it('[SHP-03] a link past its 30 days is refused for viewing and paying, with its own message', async () => {
    const item = await newProduct(1);
    const buyer = await guest();
    const link = await makeLink(buyer, item.id);
    ctx.clock.advance(31 * 24 * 60 * 60_000);
    buyer.locale = 'en';
    const expired = await buyer.get(shopPaths.publicCheckout(link.link));
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('This checkout link has expired. Ask the seller for a new one.');
    expect((await payLink(buyer, link.link)).statusCode).toBe(410);
  });
});
