import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { digiflazzHubSignature } from '../../integrations/digiflazz/digiflazz.adapter.ts';
import {
  chaosApp,
  chaosBuyer,
  chaosSettings,
  ledgerBalanceOf,
  runChaos,
  Tally,
  type WebhookTransports,
} from '../../test/chaos-helpers.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import { dispatch, expectInFlightBalanced, purchase, settled, type Buyer } from '../../test/purchase-helpers.ts';
import type { TestContext } from '../../test/test-app.ts';
import { recoverPurchasesJob } from './purchases.jobs.ts';

/*
 * Supplier callback chaos (docs/reliability.md, "Callback and webhook chaos"). fast-check generates sequences of what
 * Digiflazz really does with a purchase — settle it at the supplier it was sent to (its callback delivered or lost),
 * fail it there (rc 02: the app fails over to the next supplier), refund a delivered one later (rc 74), deliver any
 * earlier state again (duplicates, a stale pending after the final state, a success after the refund, the first
 * supplier's failure after the failover), forge a callback (wrong secret, a signature of another body, none, another
 * scheme) — mixed with time passing on the fake clock and the recovery job (status checks, the timeout refund, a
 * success after it). A small model says what each purchase must end as and what the deposit must hold. After every
 * sequence, and again once whatever is left has timed out, the app must agree with it; every forgery must have got
 * 401; the ledger audit must be clean and `house:in_flight` must hold exactly the purchases still processing.
 * 40 sequences in `npm test`, 500 in `npm run test:chaos` (chaosSettings: seed, path and replay).
 */
const settings = chaosSettings(40, 500);
const timeoutMs = 1_440 * 60_000;
const seen = new Tally();

let ctx: TestContext;
let transports: WebhookTransports;
beforeAll(async () => ({ ctx, transports } = await chaosApp()));
afterAll(() => ctx.close());

const minute = 60_000;

// ---------------------------------------------------------------------------------------------------------------
// Supplier callbacks (Digiflazz, X-Hub-Signature)

type SupplierName = 'a' | 'b';
/** A supplier's own transaction for a purchase: what it answers a status check and what it can call back about. */
type SupplierState = 'pending' | 'success' | 'failed';
type PurchaseModel = {
  refId: string;
  sku: string;
  price: number;
  /** What the app must show. */
  status: 'processing' | 'success' | 'failed' | 'expired' | 'returned';
  /** The supplier the app is waiting for (the last one it sent the purchase to). */
  at: SupplierName;
  /** When the app last wrote the purchase while processing (recovery leaves it alone for a minute). */
  touchedAt: number;
  /** The late success (after expiry) that the deposit no longer covered. */
  lateUnpaid: boolean;
  /** The suppliers' side: their transaction's state, and whether the success was refunded (rc 74). */
  supplier: Partial<Record<SupplierName, SupplierState>>;
  refunded: boolean;
  /** The app learned of the rc 74 after its timeout refund: a success delivered after that is stale. */
  takenBackAfterExpiry: boolean;
};

type SupplierEvent =
  | { type: 'settle'; purchase: number; outcome: 'success' | 'failed'; lost: boolean }
  | { type: 'refund'; purchase: number }
  | { type: 'resend'; purchase: number; supplier: SupplierName; state: 'pending' | 'final' | 'refund'; copies: number }
  | {
      type: 'forged';
      purchase: number;
      how: 'wrong-secret' | 'tampered' | 'unsigned' | 'sha256';
      claim: 'success' | 'refund';
    }
  | { type: 'advance'; minutes: number }
  | { type: 'recover' }
  | { type: 'spend' };

const purchaseIndex = fc.nat({ max: 2 });
const supplierEvent: fc.Arbitrary<SupplierEvent> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('settle' as const),
      purchase: purchaseIndex,
      outcome: fc.constantFrom('success' as const, 'failed' as const),
      lost: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('refund' as const), purchase: purchaseIndex }) },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('resend' as const),
      purchase: purchaseIndex,
      supplier: fc.constantFrom('a' as const, 'b' as const),
      state: fc.constantFrom('pending' as const, 'final' as const, 'refund' as const),
      copies: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('forged' as const),
      purchase: purchaseIndex,
      how: fc.constantFrom('wrong-secret' as const, 'tampered' as const, 'unsigned' as const, 'sha256' as const),
      claim: fc.constantFrom('success' as const, 'refund' as const),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('advance' as const),
      // A minute (recovery leaves a purchase touched within one alone), hours, and past the 1-day timeout.
      minutes: fc.oneof(fc.constantFrom(1, 2, 45, 600), fc.constant(1_441)),
    }),
  },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('recover' as const) }) },
  // The customer spends the deposit (a refund of a timeout, say) on another purchase before a late success comes.
  { weight: 2, arbitrary: fc.record({ type: fc.constant('spend' as const) }) },
);

type SupplierScenario = { products: string[]; deposit: 'plenty' | 'tight'; events: SupplierEvent[] };
const supplierScenario: fc.Arbitrary<SupplierScenario> = fc.record({
  products: fc.uniqueArray(fc.constantFrom('xld5', 'xld10', 'xld20'), { minLength: 1, maxLength: 3 }),
  // 'tight': the deposit holds exactly the purchases, so a late success may find it empty.
  deposit: fc.constantFrom('plenty' as const, 'tight' as const),
  events: fc.array(supplierEvent, { minLength: 1, maxLength: 30, size: 'max' }),
});

const simulatorOf = (name: SupplierName) => {
  const simulator = ctx.simulators.suppliers[name === 'a' ? 0 : 1];
  if (!simulator) throw new Error('two supplier simulators expected');
  return simulator;
};

/** A callback body as the supplier sends it, for one state of its transaction of the purchase. */
function callbackBody(name: SupplierName, model: PurchaseModel, state: SupplierState | 'refund'): string {
  const transaction = simulatorOf(name).transaction(model.refId);
  if (!transaction) throw new Error(`${model.refId} was never sent to supplier ${name}`);
  const fields = {
    pending: { status: 'Pending', rc: '03', message: 'Transaksi Pending', sn: '' },
    success: { status: 'Sukses', rc: '00', message: 'Transaksi Sukses', sn: transaction.sn || `SN${model.refId}` },
    failed: { status: 'Gagal', rc: '02', message: 'Transaksi Gagal', sn: '' },
    refund: { status: 'Gagal', rc: '74', message: 'Transaksi Refund', sn: '' },
  }[state];
  return JSON.stringify({
    data: {
      trx_id: transaction.trxId,
      ref_id: model.refId,
      customer_no: transaction.customerNo,
      buyer_sku_code: transaction.buyerSkuCode,
      ...fields,
      buyer_last_saldo: transaction.buyerLastSaldo,
      price: transaction.price,
      tele: '@digiflazzsimulator',
      wa: '081234512345',
    },
  });
}

async function deliverCallback(name: SupplierName, body: string, signature: string | null) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': 'Digiflazz-Hookshot' };
  if (signature !== null) headers['x-hub-signature'] = signature;
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/webhooks/digiflazz/digiflazz-${name}`,
    headers,
    payload: body,
  });
}

/** The model: what the app must make of one callback of a supplier's transaction, delivered now. */
function applyCallback(
  model: PurchaseModel,
  from: SupplierName,
  state: SupplierState | 'refund',
  now: number,
  balance: { value: number },
) {
  if (state === 'pending') return;
  if (state === 'success') {
    if (model.status === 'processing') {
      model.status = 'success';
      seen.add('success');
    } else if (model.status === 'expired' && model.takenBackAfterExpiry) {
      seen.add('stale success after the return');
    } else if (model.status === 'expired') {
      // Delivered after the timeout refund: charged again, or flagged when the deposit no longer covers it.
      model.status = 'success';
      if (balance.value >= model.price) balance.value -= model.price;
      else model.lateUnpaid = true;
      seen.add(model.lateUnpaid ? 'late success unpaid' : 'late success charged');
    }
    return;
  }
  if (state === 'failed') {
    if (model.status !== 'processing' || model.at !== from) return;
    if (from === 'a') {
      // rc 02 is the seller's failure: tried at the next supplier before any money is final.
      model.at = 'b';
      model.supplier.b = 'pending';
      model.touchedAt = now;
      seen.add('failover');
    } else {
      model.status = 'failed';
      balance.value += model.price;
      seen.add('failed');
    }
    return;
  }
  // rc 74: the seller took back what it delivered.
  if (model.status === 'success') {
    model.status = 'returned';
    // A late success the customer never paid for gives nothing back.
    if (!model.lateUnpaid) balance.value += model.price;
    seen.add(model.lateUnpaid ? 'returned after unpaid late success' : 'returned');
  } else if (model.status === 'processing' && model.at === from) {
    model.status = 'failed';
    balance.value += model.price;
    seen.add('refund before success was seen');
  } else if (model.status === 'expired') {
    // Refunded for the timeout already: nothing more to give back, and a later success must not charge again.
    model.takenBackAfterExpiry = true;
    seen.add('returned after the timeout refund');
  }
}

let priceList: Promise<{ code: string; price: number }[]> | null = null;

/** A product's member price from the public price list (read once: the catalogue does not change here). */
async function memberPrice(code: string): Promise<number> {
  priceList ??= ctx.app
    .inject({ url: '/api/v1/pricelist/pulsa', headers: { host: 'localhost' } })
    .then((response) => response.json().data.products as { code: string; price: number }[]);
  const found = (await priceList).find((product) => product.code === code);
  if (!found) throw new Error(`no product ${code}`);
  return found.price;
}

/** The dearest product of an operator the simulator settles at once that the balance still covers. */
async function dearestAffordable(balance: number): Promise<string | null> {
  for (const sku of ['tsel50', 'tsel20', 'tsel10', 'tsel5']) {
    if ((await memberPrice(sku)) <= balance) return sku;
  }
  return null;
}

/** Numbers for the purchases a sequence spends its deposit on (each number and product once a day, TRX-04). */
let spent = 0;

async function supplierSequence(scenario: SupplierScenario): Promise<void> {
  const prices = await Promise.all(scenario.products.map(memberPrice));
  const total = prices.reduce((sum, price) => sum + price, 0);
  const funded = scenario.deposit === 'tight' ? total : total + 100_000;
  const who = await chaosBuyer(ctx, funded);
  // Our deposit at each supplier: a long run would spend the simulators' default and fail over for that reason.
  for (const name of ['a', 'b'] as const) simulatorOf(name).setBalance(1_000_000_000);
  const balance = { value: funded - total };
  const start = ctx.clock.now().getTime();
  const elapsed = () => ctx.clock.now().getTime() - start;
  const models: PurchaseModel[] = [];
  for (const [index, sku] of scenario.products.entries()) {
    // Digiflazz's simulator keeps 087800001231 pending until it is told the outcome.
    const response = await purchase(who, { product_code: sku, destination: '087800001231' });
    expect(response.statusCode, response.body).toBe(200);
    const refId = response.json().data.ref_id as string;
    expect((await dispatch(ctx, who, refId)).status).toBe('processing');
    // Sent to the cheaper supplier, which keeps it pending.
    expect(simulatorOf('a').transaction(refId)?.status).toBe('Pending');
    models.push({
      refId,
      sku,
      price: prices[index] ?? 0,
      status: 'processing',
      at: 'a',
      touchedAt: 0,
      lateUnpaid: false,
      supplier: { a: 'pending' },
      refunded: false,
      takenBackAfterExpiry: false,
    });
  }
  const log: string[] = [];
  for (const event of scenario.events) {
    const model = 'purchase' in event ? models[event.purchase % models.length] : undefined;
    log.push(JSON.stringify(event));
    switch (event.type) {
      case 'settle': {
        if (!model || model.supplier[model.at] !== 'pending') break;
        // The supplier the purchase went to last settles its transaction; its own callback may be lost.
        const name = model.at;
        await transports.deliver(simulatorOf(name), event.lost ? 'lost' : 'delivered', async () => {
          simulatorOf(name).complete(model.refId, event.outcome);
        });
        model.supplier[name] = event.outcome;
        if (event.lost) seen.add('callback lost');
        if (!event.lost) applyCallback(model, name, event.outcome, elapsed(), balance);
        await settled(ctx);
        break;
      }
      case 'refund': {
        if (!model) break;
        const name = (['a', 'b'] as const).find((candidate) => model.supplier[candidate] === 'success');
        if (!name || model.refunded) break;
        model.refunded = true;
        const body = callbackBody(name, model, 'refund');
        const response = await deliverCallback(
          name,
          body,
          digiflazzHubSignature(simulatorOf(name).webhookSecret, body),
        );
        expect(response.statusCode, response.body).toBe(200);
        applyCallback(model, name, 'refund', elapsed(), balance);
        break;
      }
      case 'resend': {
        const state = model?.supplier[event.supplier];
        if (!model || !state) break;
        // Any state the supplier's transaction has been in, delivered again: duplicates, and old states late.
        const resent = event.state === 'pending' ? 'pending' : event.state === 'refund' ? 'refund' : state;
        if (resent === 'refund' && !model.refunded) break;
        const body = callbackBody(event.supplier, model, resent);
        // Copies arrive at the same time, as a supplier's retry may overtake its first delivery.
        const signature = digiflazzHubSignature(simulatorOf(event.supplier).webhookSecret, body);
        const copies = Array.from({ length: event.copies }, () => deliverCallback(event.supplier, body, signature));
        for (const response of await Promise.all(copies)) {
          expect(response.statusCode, response.body).toBe(200);
          applyCallback(model, event.supplier, resent, elapsed(), balance);
          seen.add('delivered again');
        }
        await settled(ctx);
        break;
      }
      case 'forged': {
        if (!model) break;
        const name = model.at;
        const claim = callbackBody(name, model, event.claim === 'success' ? 'success' : 'refund');
        const secret = simulatorOf(name).webhookSecret;
        const forged = {
          'wrong-secret': () => deliverCallback(name, claim, digiflazzHubSignature(`${secret}-guess`, claim)),
          // A genuine signature of the pending state on a body that claims more.
          tampered: () =>
            deliverCallback(name, claim, digiflazzHubSignature(secret, callbackBody(name, model, 'pending'))),
          unsigned: () => deliverCallback(name, claim, null),
          sha256: () =>
            deliverCallback(name, claim, `sha256=${createHmac('sha256', secret).update(claim).digest('hex')}`),
        }[event.how];
        const response = await forged();
        expect(response.statusCode, `${event.how}: ${response.body}`).toBe(401);
        seen.add('forgery refused');
        break;
      }
      case 'spend': {
        const sku = await dearestAffordable(balance.value);
        if (!sku) break;
        spent += 1;
        const destination = `0812${String(70_000_000 + spent).padStart(8, '0')}`;
        const response = await purchase(who, { product_code: sku, destination });
        expect(response.statusCode, response.body).toBe(200);
        expect((await dispatch(ctx, who, response.json().data.ref_id as string)).status).toBe('success');
        balance.value -= await memberPrice(sku);
        break;
      }
      case 'advance':
        ctx.clock.advance(event.minutes * minute);
        break;
      case 'recover':
        await ctx.queue.runNow(recoverPurchasesJob, {});
        await settled(ctx);
        recoverModel(models, elapsed(), balance);
        break;
    }
  }
  await expectPurchases(who, models, balance.value, log);
  // Whatever is still processing times out: the model and the app agree on the end as well.
  ctx.clock.advance(timeoutMs + 2 * minute);
  await ctx.queue.runNow(recoverPurchasesJob, {});
  await settled(ctx);
  recoverModel(models, elapsed(), balance);
  await expectPurchases(who, models, balance.value, [...log, '(timeout and recovery)']);
}

/** The recovery job in the model: asks the waited-for supplier about each purchase idle for a minute, then times out. */
function recoverModel(models: PurchaseModel[], now: number, balance: { value: number }) {
  for (const model of models) {
    if (model.status !== 'processing' || now - model.touchedAt <= minute) continue;
    const answer = model.supplier[model.at] ?? 'pending';
    model.touchedAt = now;
    applyCallback(model, model.at, answer, now, balance);
    if (model.status === 'processing' && now >= timeoutMs) {
      model.status = 'expired';
      balance.value += model.price;
      seen.add('expired');
    }
  }
}

async function expectPurchases(who: Buyer, models: PurchaseModel[], balance: number, log: string[]) {
  const rows = await ctx.database.withTenant(who.tenantId, (tx) =>
    queryRows<{ ref_id: string; status: string; review_flag: string | null }>(
      tx,
      sql`select ref_id, status, review_flag from prepaid_transactions where account_id = ${who.accountId}`,
    ),
  );
  const actual = models.map((model) => {
    const row = rows.find((candidate) => candidate.ref_id === model.refId);
    return { status: row?.status, unpaid: row?.review_flag === 'late_success_unpaid' };
  });
  const expected = models.map((model) => ({ status: model.status, unpaid: model.lateUnpaid }));
  const context = `events:\n${log.join('\n')}`;
  expect({ purchases: actual, balance: await ledgerBalanceOf(ctx, who) }, context).toEqual({
    purchases: expected,
    balance,
  });
  await expectLedgerClean(ctx);
  await expectInFlightBalanced(ctx);
}

describe('supplier callback chaos', () => {
  it(
    '[TRX-06] duplicates, reordering, delays, lost callbacks, failover, forgeries, a success after the timeout refund, rc 74 after success: the app agrees with the model',
    { timeout: settings.timeout },
    () =>
      runChaos(
        'apps/server/src/modules/ppob/callback-chaos.test.ts',
        'supplier callback chaos',
        settings,
        supplierScenario,
        supplierSequence,
        seen,
      ),
  );
});
