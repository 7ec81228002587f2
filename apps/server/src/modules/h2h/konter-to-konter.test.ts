import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDigiflazzSupplier, type DigiflazzSupplier } from '../../integrations/digiflazz/digiflazz.adapter.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import { depositOf, dispatch, expectInFlightBalanced } from '../../test/purchase-helpers.ts';
import { callbackReceiver, developerWithKey, ourRefOf, type Developer } from '../../test/h2h-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/*
 * Konter selling to Konter over the public protocol (issue 19, proof 1): Konter Pulsa's Digiflazz adapter — the
 * existing one, unchanged — pointed at this server's URL on Mitra Cell's host, buys from a Mitra Cell reseller
 * account: success, failure with its refund, and pending then a signed callback the adapter itself verifies; the
 * same for bills (inquiry, payment, status) and the PLN meter inquiry.
 */
let ctx: TestContext;
let seller: Developer;
let adapter: DigiflazzSupplier;
let receiver: Awaited<ReturnType<typeof callbackReceiver>>;
const webhookSecret = 'konter-pulsa-webhook-secret';

beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  // Mitra Cell answers on 127.0.0.1: the adapter's requests carry that host.
  seller = await developerWithKey(ctx, { tenant: 'mitra', deposit: 5_000_000 });
  receiver = await callbackReceiver();
  const saved = await seller.who.browser.post('/api/v1/developer/update-settings', {
    callback_url: receiver.url,
    callback_secret: webhookSecret,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  adapter = createDigiflazzSupplier(
    {
      name: 'mitra-cell',
      baseUrl: `http://127.0.0.1:${port}`,
      username: seller.username,
      apiKey: seller.keys.production,
      webhookSecret,
    },
    ctx.clock,
  );
});
afterAll(async () => {
  await receiver.close();
  await ctx.close();
});
afterEach(async () => {
  await expectLedgerClean(ctx);
  await expectInFlightBalanced(ctx);
});

const callbackJobs = ['events.h2h.callback-settled', 'events.h2h.callback-returned', 'webhooks.deliver'];

describe('Konter buys from Konter with the Digiflazz adapter', () => {
  it('[DEV-01] balance and price list read through the adapter', async () => {
    expect(await adapter.balance()).toBe(5_000_000);
    const list = await adapter.priceList();
    expect(list.find((product) => product.buyerSkuCode === 'tsel10')).toMatchObject({ buyerProductStatus: true });
  });

  it('[DEV-01] a success: pending first, then the status by resending, the serial number, one debit', async () => {
    const placed = await adapter.topup({ refId: 'KP-SUCCESS-1', buyerSkuCode: 'tsel10', customerNo: '081298765432' });
    expect(placed.status).toBe('pending');
    const charged = await depositOf(seller.who);
    await dispatch(ctx, seller.who, await ourRefOf(ctx, seller.who, 'KP-SUCCESS-1'));
    const status = await adapter.checkStatus({
      refId: 'KP-SUCCESS-1',
      buyerSkuCode: 'tsel10',
      customerNo: '081298765432',
    });
    expect(status).toMatchObject({ status: 'success', rc: '00' });
    expect(status.serialNumber).toBeTruthy();
    expect(await depositOf(seller.who)).toBe(charged);
  });

  it('[DEV-01] a failure is refunded to the reseller and read by the adapter as failed', async () => {
    const before = await depositOf(seller.who);
    const placed = await adapter.topup({ refId: 'KP-FAIL-1', buyerSkuCode: 'xld10', customerNo: '087800001232' });
    expect(placed.status).toBe('pending');
    expect(await depositOf(seller.who)).toBeLessThan(before);
    await dispatch(ctx, seller.who, await ourRefOf(ctx, seller.who, 'KP-FAIL-1'));
    const status = await adapter.checkStatus({ refId: 'KP-FAIL-1', buyerSkuCode: 'xld10', customerNo: '087800001232' });
    expect(status.status).toBe('failed');
    expect(await depositOf(seller.who)).toBe(before);
  });

  it('[DEV-01] pending, then the callback: signed so that the adapter’s own verifyCallback accepts it', async () => {
    // The callbacks of the purchases above (a success and a failure) go out first.
    await ctx.queue.drain(callbackJobs);
    const earlier = receiver.received.map((item) =>
      adapter.verifyCallback(item.headers as Record<string, string>, item.body),
    );
    expect(earlier.map((result) => result?.status).sort()).toEqual(['failed', 'success']);
    await adapter.topup({ refId: 'KP-CB-1', buyerSkuCode: 'tsel10', customerNo: '081298765433' });
    const seen = receiver.received.length;
    await dispatch(ctx, seller.who, await ourRefOf(ctx, seller.who, 'KP-CB-1'));
    await ctx.queue.drain(callbackJobs);
    const arrived = receiver.received.slice(seen);
    expect(arrived).toHaveLength(1);
    const [delivery] = arrived;
    const verified = adapter.verifyCallback(delivery?.headers as Record<string, string>, delivery?.body ?? '');
    expect(verified).toMatchObject({ refId: 'KP-CB-1', status: 'success', rc: '00' });
    // A forged copy is refused by the same adapter.
    expect(adapter.verifyCallback({ 'x-hub-signature': 'sha1=' + '0'.repeat(40) }, delivery?.body ?? '')).toBeNull();
  });
});

describe('Konter pays bills through Konter with the Digiflazz adapter', () => {
  it('[DEV-01][PAS-01] inquiry, payment, status: the adapter reads the bill and its periods; one debit; paid twice is paid once', async () => {
    const before = await depositOf(seller.who);
    const request = { refId: 'KP-BILL-1', buyerSkuCode: 'pln', customerNo: '530000000002' };
    const bill = await adapter.inquiryPostpaid(request);
    expect(bill).toMatchObject({ status: 'success', rc: '00', customerNo: '530000000002', buyerSkuCode: 'pln' });
    expect(bill.customerName.length).toBeGreaterThan(2);
    expect(bill.periods).toHaveLength(2);
    expect(bill.adminFee).toBeGreaterThan(0);
    // The periods the adapter reads add up to what the bill costs, as a Digiflazz bill's do.
    const total = bill.periods.reduce((sum, period) => sum + period.amount + period.penalty + period.adminFee, 0);
    expect(total).toBe(bill.sellingPrice);
    expect(await depositOf(seller.who)).toBe(before);

    const paying = await adapter.payPostpaid(request);
    expect(paying.status).toBe('pending');
    expect(await depositOf(seller.who)).toBe(before - bill.price);
    expect((await adapter.payPostpaid(request)).status).toBe('pending');
    await dispatch(ctx, seller.who, await ourRefOf(ctx, seller.who, 'KP-BILL-1'));
    const status = await adapter.statusPostpaid(request);
    expect(status).toMatchObject({ status: 'success', rc: '00', customerName: bill.customerName });
    expect(status.serialNumber).toBeTruthy();
    expect((await adapter.payPostpaid(request)).status).toBe('success');
    expect(await depositOf(seller.who)).toBe(before - bill.price);
  });

  it('[DEV-01][PAS-01] a bill payment that fails is refunded and read by the adapter as failed', async () => {
    const before = await depositOf(seller.who);
    const request = { refId: 'KP-BILL-FAIL', buyerSkuCode: 'pln', customerNo: '530000000006' };
    await adapter.inquiryPostpaid(request);
    expect((await adapter.payPostpaid(request)).status).toBe('pending');
    expect(await depositOf(seller.who)).toBeLessThan(before);
    await dispatch(ctx, seller.who, await ourRefOf(ctx, seller.who, 'KP-BILL-FAIL'));
    expect((await adapter.statusPostpaid(request)).status).toBe('failed');
    expect(await depositOf(seller.who)).toBe(before);
  });

  it('[DEV-01][PAS-01] a bill paid pending, then the callback the adapter verifies', async () => {
    await ctx.queue.drain(callbackJobs);
    const request = { refId: 'KP-BILL-CB', buyerSkuCode: 'pln', customerNo: '630000000001' };
    await adapter.inquiryPostpaid(request);
    await adapter.payPostpaid(request);
    const seen = receiver.received.length;
    await dispatch(ctx, seller.who, await ourRefOf(ctx, seller.who, 'KP-BILL-CB'));
    await ctx.queue.drain(callbackJobs);
    const arrived = receiver.received.slice(seen);
    expect(arrived).toHaveLength(1);
    const [delivery] = arrived;
    const verified = adapter.verifyCallback(delivery?.headers as Record<string, string>, delivery?.body ?? '');
    expect(verified).toMatchObject({ refId: 'KP-BILL-CB', status: 'success', rc: '00' });
  });

  it('[DEV-01][TRX-09] the adapter’s PLN meter inquiry reads the subscriber', async () => {
    const found = await adapter.inquiryPln('12345678901');
    expect(found).toMatchObject({ meter: '12345678901', subscriberId: expect.stringMatching(/^\d{12}$/) });
    expect(found?.name).toMatch(/^[A-Z ]+$/);
    expect(await adapter.inquiryPln('99999999999')).toBeNull();
  });
});
