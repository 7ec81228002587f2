import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { prepaidTransactions } from '../../db/schema/ppob-purchases.ts';
import { createDigiflazzSupplier, digiflazzHubSignature } from '../../integrations/digiflazz/digiflazz.adapter.ts';
import { webhookTransports } from '../../test/chaos-helpers.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import {
  buyer,
  depositOf,
  dispatch,
  expectInFlightBalanced,
  purchase,
  settled,
  transactionOf,
  type Buyer,
} from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { houseCodes } from '../ledger/index.ts';
import { recoverPurchasesJob } from './purchases.jobs.ts';
import { testClockStart } from '../../test/test-clock.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(async () => {
  for (const supplier of ctx.simulators.suppliers) {
    for (const sku of ['tsel10', 'tsel20', 'xld10', 'xld20', 'tsel50']) supplier.setBehaviour(sku, null);
  }
  ctx.clock.set(testClockStart);
  await expectLedgerClean(ctx);
  await expectInFlightBalanced(ctx);
});

const [supplierA, supplierB] = [0, 1].map((index) => {
  return () => {
    const simulator = ctx.simulators.suppliers[index];
    if (!simulator) throw new Error('two supplier simulators expected');
    return simulator;
  };
}) as [() => TestContext['simulators']['suppliers'][number], () => TestContext['simulators']['suppliers'][number]];

async function bought(who: Buyer, productCode: string, destination: string) {
  const response = await purchase(who, { product_code: productCode, destination });
  expect(response.statusCode).toBe(200);
  return response.json().data as { ref_id: string; price: number; status: string };
}

async function rowOf(who: Buyer, refId: string) {
  const [row] = await ctx.database.withTenant(who.tenantId, (tx) =>
    tx.select().from(prepaidTransactions).where(eq(prepaidTransactions.refId, refId)),
  );
  if (!row) throw new Error(`no ${refId}`);
  return row;
}

async function recover() {
  await ctx.queue.runNow(recoverPurchasesJob, {});
  await settled(ctx);
}

/** A callback signed by supplier A, as Digiflazz sends it. */
function sendSigned(data: Record<string, unknown>) {
  const body = JSON.stringify({ data });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/digiflazz/digiflazz-a',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature': digiflazzHubSignature(supplierA().webhookSecret, body),
    },
    payload: body,
  });
}

/** Supplier A's callback that it took a delivered purchase back (Digiflazz rc 74 'Transaksi Refund'). */
function sendReturned(refId: string, customerNo: string, sku: string) {
  const refund = { status: 'Gagal', rc: '74', message: 'Transaksi Refund', sn: '' };
  return sendSigned({ ref_id: refId, customer_no: customerNo, buyer_sku_code: sku, ...refund });
}

describe('statuses and money', () => {
  it('[TRX-06] a purchase starts processing with the deposit debited, then succeeds with its serial number', async () => {
    const who = await buyer(ctx);
    const started = await bought(who, 'tsel10', '081298760001');
    expect(started.status).toBe('processing');
    expect(await depositOf(who)).toBe(100_000 - started.price);
    const done = await dispatch(ctx, who, started.ref_id);
    expect(done.status).toBe('success');
    expect(done.serial_number).toMatch(/\S{6,}/);
    expect(await depositOf(who)).toBe(100_000 - started.price);
    // The cheaper supplier took it, at its price.
    const row = await rowOf(who, started.ref_id);
    expect(row.supplier).toBe('digiflazz-a');
    expect(row.buyingPrice).toBe(
      supplierA()
        .products()
        .find((product) => product.buyerSkuCode === 'tsel10')?.price,
    );
  });

  it('[TRX-06] a failing test number is refunded exactly once and shows the reason', async () => {
    const who = await buyer(ctx);
    const started = await bought(who, 'xld10', '087800001232');
    const done = await dispatch(ctx, who, started.ref_id);
    expect(done.status).toBe('failed');
    expect(done.failure_code).toBe('failed');
    expect(await depositOf(who)).toBe(100_000);
    // Every supplier was tried before giving up: the number fails everywhere.
    expect((await rowOf(who, started.ref_id)).attempts.map((attempt) => attempt.supplier)).toEqual([
      'digiflazz-a',
      'digiflazz-b',
    ]);
    await supplierB().sendCallback(started.ref_id, { duplicate: true });
    await recover();
    expect(await depositOf(who)).toBe(100_000);
  });

  it('[TRX-06] a wrong number (rc 54) fails at once without trying another supplier', async () => {
    const who = await buyer(ctx);
    const started = await bought(who, 'xld10', '087800001235');
    const done = await dispatch(ctx, who, started.ref_id);
    expect(done.status).toBe('failed');
    expect((await rowOf(who, started.ref_id)).attempts).toHaveLength(1);
    expect(await depositOf(who)).toBe(100_000);
  });

  it('[TRX-06] pending, then the signed callback settles it as success', async () => {
    const who = await buyer(ctx);
    const started = await bought(who, 'xld10', '087800001231');
    expect((await dispatch(ctx, who, started.ref_id)).status).toBe('processing');
    supplierA().complete(started.ref_id, 'success');
    await settled(ctx);
    const done = await transactionOf(who, started.ref_id);
    expect(done.status).toBe('success');
    expect(await depositOf(who)).toBe(100_000 - started.price);
  });

  it('[TRX-06] pending, then a failed callback refunds it once, however often it is delivered', async () => {
    const who = await buyer(ctx);
    const started = await bought(who, 'xld20', '087800001231');
    await dispatch(ctx, who, started.ref_id);
    supplierA().complete(started.ref_id, 'failed');
    await settled(ctx);
    // A seller failure at A (rc 02) is worth trying at B before the money is final; B also ends in failure.
    expect((await rowOf(who, started.ref_id)).attempts.map((attempt) => attempt.supplier)).toEqual([
      'digiflazz-a',
      'digiflazz-b',
    ]);
    supplierB().complete(started.ref_id, 'failed');
    await settled(ctx);
    await supplierB().sendCallback(started.ref_id, { duplicate: true });
    await supplierA().sendCallback(started.ref_id);
    expect((await transactionOf(who, started.ref_id)).status).toBe('failed');
    expect(await depositOf(who)).toBe(100_000);
  });

  it("[TRX-06] Digiflazz's pending → success test number settles through its own callback", async () => {
    const who = await buyer(ctx);
    const started = await bought(who, 'xld10', '087800001233');
    await dispatch(ctx, who, started.ref_id);
    await expect
      .poll(async () => (await transactionOf(who, started.ref_id)).status, { timeout: 10_000 })
      .toBe('success');
  });

  it('[TRX-06] forged callbacks are refused and change nothing', async () => {
    const who = await buyer(ctx);
    const started = await bought(who, 'xld10', '087800001231');
    await dispatch(ctx, who, started.ref_id);
    const forged = await supplierA().sendCallback(started.ref_id, { forge: true });
    expect(forged.at(-1)?.httpStatus).toBe(401);
    const body = JSON.stringify({ data: { ref_id: started.ref_id, status: 'Sukses', rc: '00', sn: 'FAKE' } });
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/digiflazz/digiflazz-a',
      headers: { 'content-type': 'application/json', 'x-hub-signature': digiflazzHubSignature('guess', body) },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await transactionOf(who, started.ref_id)).status).toBe('processing');
    supplierA().complete(started.ref_id, 'success');
    await settled(ctx);
  });

  it('[TRX-07] a promo purchase adds 1 to sold_qty; cashback is recorded for the next day on success only', async () => {
    const who = await buyer(ctx);
    const soldBefore = await soldQty('tsel25');
    const promo = await bought(who, 'tsel25', '081298760002');
    expect(await soldQty('tsel25')).toBe(soldBefore + 1);
    await dispatch(ctx, who, promo.ref_id);
    const withCashback = await bought(who, 'tsel50', '081298760002');
    await dispatch(ctx, who, withCashback.ref_id);
    // The accrual is a subscriber of purchase.settled, a job after the commit (decision 026).
    await ctx.queue.drain();
    const accruals = await ctx.database.withTenant(who.tenantId, (tx) =>
      queryRows<{ amount: number; source: string }>(
        tx,
        sql`select amount::int as amount, source from cashback_accruals where account_id = ${who.accountId}`,
      ),
    );
    expect(accruals).toEqual([{ amount: 100, source: `purchase:${withCashback.ref_id}` }]);
  });
});

async function soldQty(code: string): Promise<number> {
  const list = (await ctx.app.inject({ url: '/api/v1/pricelist/pulsa', headers: { host: 'localhost' } })).json();
  return (list.data.products as { code: string; sold_qty: number }[]).find((product) => product.code === code)
    ?.sold_qty as number;
}

describe('suppliers: routing and failover', () => {
  it('[TRX-06] a supplier-side failure fails over to the next supplier before the money is final', async () => {
    supplierA().setBehaviour('tsel20', { rc: '55' });
    const who = await buyer(ctx);
    const started = await bought(who, 'tsel20', '081298760003');
    const done = await dispatch(ctx, who, started.ref_id);
    expect(done.status).toBe('success');
    const row = await rowOf(who, started.ref_id);
    expect(row.attempts.map((attempt) => [attempt.supplier, attempt.status])).toEqual([
      ['digiflazz-a', 'failed'],
      ['digiflazz-b', 'success'],
    ]);
    expect(row.supplier).toBe('digiflazz-b');
    expect(row.buyingPrice).toBe(
      supplierB()
        .products()
        .find((product) => product.buyerSkuCode === 'tsel20')?.price,
    );
    expect(await depositOf(who)).toBe(100_000 - started.price);
  });

  it('[TRX-06] when every supplier refuses, the purchase fails and is refunded', async () => {
    supplierA().setBehaviour('tsel20', { rc: '68' });
    supplierB().setBehaviour('tsel20', { rc: '68' });
    const who = await buyer(ctx);
    const started = await bought(who, 'tsel20', '081298760004');
    expect((await dispatch(ctx, who, started.ref_id)).status).toBe('failed');
    expect(await depositOf(who)).toBe(100_000);
  });
});

describe('timeouts, late answers and recovery', () => {
  it('[TRX-06] an unreachable supplier leaves it processing; recovery asks again and settles it', async () => {
    supplierA().setBehaviour('tsel10', 'unavailable');
    const who = await buyer(ctx);
    const started = await bought(who, 'tsel10', '081298760005');
    expect((await dispatch(ctx, who, started.ref_id)).status).toBe('processing');
    expect((await rowOf(who, started.ref_id)).attempts.at(-1)?.status).toBe('unknown');
    supplierA().setBehaviour('tsel10', null);
    ctx.clock.advance(2 * 60_000);
    await recover();
    expect((await transactionOf(who, started.ref_id)).status).toBe('success');
  });

  it('[TRX-06] a restart mid-dispatch (request sent, answer never recorded): recovery asks, no second purchase', async () => {
    const who = await buyer(ctx);
    const started = await bought(who, 'tsel10', '081298760009');
    const row = await rowOf(who, started.ref_id);
    // The dispatcher wrote its attempt and sent the top-up; the process died before it recorded the answer.
    await ctx.database.withTenant(who.tenantId, (tx) =>
      tx
        .update(prepaidTransactions)
        .set({
          supplier: 'digiflazz-a',
          attempts: [
            { supplier: 'digiflazz-a', status: 'sent', rc: '', message: '', at: ctx.clock.now().toISOString() },
          ],
        })
        .where(eq(prepaidTransactions.id, row.id)),
    );
    const adapter = createDigiflazzSupplier(supplierA().supplierConfig('digiflazz-a'), ctx.clock);
    await adapter.topup({ refId: started.ref_id, buyerSkuCode: 'tsel10', customerNo: '081298760009' });
    await settled(ctx);
    ctx.clock.advance(2 * 60_000);
    await recover();
    expect((await transactionOf(who, started.ref_id)).status).toBe('success');
    expect(
      supplierA()
        .transactions()
        .filter((transaction) => transaction.refId === started.ref_id),
    ).toHaveLength(1);
    expect(
      supplierB()
        .transactions()
        .filter((transaction) => transaction.refId === started.ref_id),
    ).toHaveLength(0);
    expect(await depositOf(who)).toBe(100_000 - started.price);
  });

  const accrualsOf = (who: Buyer, refId: string) =>
    ctx.database.withTenant(who.tenantId, (tx) =>
      queryRows(tx, sql`select 1 from cashback_accruals where source = ${`purchase:${refId}`}`),
    );

  it('[TRX-06] a success the seller later refunds (rc 74) is returned to the deposit once, cashback withdrawn', async () => {
    const who = await buyer(ctx);
    const started = await bought(who, 'tsel50', '081298760010');
    expect((await dispatch(ctx, who, started.ref_id)).status).toBe('success');
    await ctx.queue.drain();
    expect(await accrualsOf(who, started.ref_id)).toHaveLength(1);
    const send = () => sendReturned(started.ref_id, '081298760010', 'tsel50');
    expect((await send()).json().outcome).toBe('returned');
    expect((await send()).json().outcome).toBe('duplicate');
    // Kept once in the one inbox of every provider, with the tenant its purchase was found in (decision 026).
    const inbox = await ctx.database.withSystem((tx) =>
      queryRows<{ provider: string; tenant_id: string | null; outcome: string | null }>(
        tx,
        sql`select provider, tenant_id, outcome from webhook_inbox where reference = ${started.ref_id}`,
      ),
    );
    expect(inbox.filter((row) => row.outcome === 'returned')).toEqual([
      { provider: 'digiflazz-a', tenant_id: who.tenantId, outcome: 'returned' },
    ]);
    expect(inbox.every((row) => row.tenant_id === who.tenantId)).toBe(true);
    const returned = await transactionOf(who, started.ref_id);
    expect(returned).toMatchObject({ status: 'returned', failure_code: 'returned', profit: 0 });
    expect(await depositOf(who)).toBe(100_000);
    await ctx.queue.drain();
    expect(await accrualsOf(who, started.ref_id)).toHaveLength(0);
  });

  it('a return that overtakes the cashback job leaves no cashback: the accrual job reads the purchase returned', async () => {
    const who = await buyer(ctx);
    const started = await bought(who, 'tsel50', '081298760011');
    expect((await dispatch(ctx, who, started.ref_id)).status).toBe('success');
    // Neither subscriber job has run yet; the return commits first, and its withdrawal job runs before the accrual's.
    expect((await sendReturned(started.ref_id, '081298760011', 'tsel50')).json().outcome).toBe('returned');
    expect(await ctx.queue.drain(['events.purchases.cashback-withdrawal'])).toBe(1);
    await ctx.queue.drain();
    expect(await accrualsOf(who, started.ref_id)).toHaveLength(0);
    expect(await depositOf(who)).toBe(100_000);
  });

  it('[TRX-06] a restart before the dispatch ran: the recovery job sends it', async () => {
    const who = await buyer(ctx);
    const started = await bought(who, 'tsel10', '081298760006');
    // No worker ran the dispatch job (the process died right after the purchase committed).
    ctx.clock.advance(2 * 60_000);
    await recover();
    expect((await transactionOf(who, started.ref_id)).status).toBe('success');
  });

  it('[TRX-06] still pending past the timeout: expired and refunded; the late success is charged again', async () => {
    const who = await buyer(ctx);
    const started = await bought(who, 'xld10', '087800001231');
    await dispatch(ctx, who, started.ref_id);
    ctx.clock.advance(24 * 60 * 60_000 + 60_000);
    await recover();
    const refunded = await transactionOf(who, started.ref_id);
    expect(refunded.status).toBe('expired');
    expect(await depositOf(who)).toBe(100_000);
    supplierA().complete(started.ref_id, 'success');
    await settled(ctx);
    const late = await transactionOf(who, started.ref_id);
    expect(late.status).toBe('success');
    expect(late.serial_number).toBeTruthy();
    expect(await depositOf(who)).toBe(100_000 - started.price);
    // A second delivery of the same success changes nothing.
    await supplierA().sendCallback(started.ref_id);
    expect(await depositOf(who)).toBe(100_000 - started.price);
  });

  it('[TRX-06] taken back (rc 74) after the timeout refund: its success delivered late charges nothing', async () => {
    const who = await buyer(ctx);
    const started = await bought(who, 'xld10', '087800001231');
    await dispatch(ctx, who, started.ref_id);
    ctx.clock.advance(24 * 60 * 60_000 + 60_000);
    await recover();
    expect(await depositOf(who)).toBe(100_000);
    // The seller delivered, its callback was lost, and it took the delivery back: the money is already back.
    await webhookTransports(ctx).deliver(supplierA(), 'lost', async () =>
      supplierA().complete(started.ref_id, 'success'),
    );
    expect((await sendReturned(started.ref_id, '087800001231', 'xld10')).json().outcome).toBe('unchanged');
    expect(await depositOf(who)).toBe(100_000);
    // The success, delivered late and again, is stale: the customer is not charged for what was taken back.
    await supplierA().sendCallback(started.ref_id);
    await settled(ctx);
    expect((await transactionOf(who, started.ref_id)).status).toBe('expired');
    expect(await depositOf(who)).toBe(100_000);
    await expectLedgerClean(ctx);
  });

  it('[TRX-06] a late success the deposit no longer covers is flagged for a person, never lost', async () => {
    const who = await buyer(ctx, { deposit: 20_000 });
    const started = await bought(who, 'xld10', '087800001231');
    await dispatch(ctx, who, started.ref_id);
    ctx.clock.advance(24 * 60 * 60_000 + 60_000);
    await recover();
    // The refunded money is spent before the late success arrives.
    const spent = await bought(who, 'tsel10', '081298760007');
    await dispatch(ctx, who, spent.ref_id);
    const third = await bought(who, 'tsel5', '081298760007');
    await dispatch(ctx, who, third.ref_id);
    const balance = await depositOf(who);
    expect(balance).toBeLessThan(started.price);
    supplierA().complete(started.ref_id, 'success');
    await settled(ctx);
    expect((await transactionOf(who, started.ref_id)).status).toBe('success');
    expect((await rowOf(who, started.ref_id)).reviewFlag).toBe('late_success_unpaid');
    expect(await depositOf(who)).toBe(balance);
  });

  it('[TRX-06] a late success nobody paid for, then taken back by the seller (rc 74): nothing is given back', async () => {
    const who = await buyer(ctx, { deposit: 20_000 });
    const started = await bought(who, 'xld10', '087800001231');
    await dispatch(ctx, who, started.ref_id);
    ctx.clock.advance(24 * 60 * 60_000 + 60_000);
    await recover();
    // The refund of the timeout is spent; the late success finds the deposit short and the tenant carries it.
    for (const sku of ['tsel10', 'tsel5']) await dispatch(ctx, who, (await bought(who, sku, '081298760011')).ref_id);
    const balance = await depositOf(who);
    supplierA().complete(started.ref_id, 'success');
    await settled(ctx);
    expect((await rowOf(who, started.ref_id)).reviewFlag).toBe('late_success_unpaid');
    expect((await sendReturned(started.ref_id, '087800001231', 'xld10')).json().outcome).toBe('returned');
    expect((await transactionOf(who, started.ref_id)).status).toBe('returned');
    // The customer never paid for the late success, so its return pays nothing out; the tenant's loss is undone.
    expect(await depositOf(who)).toBe(balance);
    const [house] = await ctx.database.withTenant(who.tenantId, (tx) =>
      queryRows<{ amount: string }>(
        tx,
        sql`select coalesce(sum(e.amount), 0) as amount from ledger_entries e
            join ledger_transfers t on t.id = e.transfer_id and t.tenant_id = e.tenant_id
            join ledger_accounts a on a.id = e.ledger_account_id and a.tenant_id = e.tenant_id
            where t.reference = ${started.ref_id} and a.code = ${houseCodes.adjustments}`,
      ),
    );
    expect(Number(house?.amount)).toBe(0);
  });

  it('[TRX-06] a callback that arrives before its purchase is visible waits in the inbox and is applied later', async () => {
    const who = await buyer(ctx);
    const refId = 'TRXEARLYCALLBACK1';
    const early = await sendSigned({
      ref_id: refId,
      customer_no: '081298760008',
      buyer_sku_code: 'tsel10',
      status: 'Sukses',
      rc: '00',
      sn: 'SN-EARLY-1',
    });
    expect(early.json().outcome).toBe('unknown_ref');
    const started = await bought(who, 'tsel10', '081298760008');
    // The purchase becomes visible under that ref (as if its commit had been slower than the supplier).
    await ctx.database.withTenant(who.tenantId, (tx) =>
      tx.update(prepaidTransactions).set({ refId }).where(eq(prepaidTransactions.refId, started.ref_id)),
    );
    await recover();
    const done = await transactionOf(who, refId);
    expect(done.status).toBe('success');
    expect(done.serial_number).toBe('SN-EARLY-1');
  });
});
