import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { formatMidtransAmount, midtransSignatureKey } from '../../integrations/midtrans/midtrans.adapter.ts';
import {
  chaosApp,
  chaosBuyer,
  chaosSettings,
  ledgerBalanceOf,
  runChaos,
  Tally,
  type WebhookTransports,
} from '../../test/chaos-helpers.ts';
import type { ProductCallbackKind } from '../../integrations/xendit/xendit.simulator.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import type { Buyer } from '../../test/purchase-helpers.ts';
import type { TestContext } from '../../test/test-app.ts';
import { holderCode, houseCodes, postTransfer } from '../ledger/index.ts';
import { depositJobs } from './deposits.jobs.ts';

/*
 * Payment gateway webhook chaos (docs/reliability.md, "Callback and webhook chaos"). fast-check generates sequences
 * of what Midtrans and Xendit really do with a top-up — the customer pays, the payment is denied or the page expires
 * (the notification delivered or lost), any earlier state is notified again (duplicates, a stale pending after the
 * payment), forged notifications (wrong server key or callback token, a tampered amount, a genuine signature of the
 * pending state on a body that says settlement, none) — mixed with time passing on the fake clock and the
 * reconciliation sweep after expiry (a payment after it is credited and flagged). After a payment, what the gateways
 * do next is modelled too (decision 020): Midtrans refunds part or the rest, charges back, or cancels the payment;
 * Xendit settles the invoice; genuine callbacks of other Xendit products arrive; meanwhile the customer spends
 * part of the deposit. A small model says what each deposit must end as, which review flags it carries and what the
 * deposit balance must be (a reversal takes back at most what the deposit still holds); after every sequence, and
 * again once everything left pending has been reconciled, the app must agree with it; every genuine notification
 * must have got 200 and every forgery 401; the ledger audit must be clean.
 * 40 sequences in `npm test`, 500 in `npm run test:chaos` (chaosSettings: seed, path and replay).
 */
const settings = chaosSettings(40, 500);
const seen = new Tally();

let ctx: TestContext;
let transports: WebhookTransports;
/**
 * The gateways expire a transaction two hours after its expiry time (their expiry jobs run late), so the app's
 * sweep can give up on a top-up that is still paid afterwards.
 */
const gatewayExpiryLagMs = 2 * 60 * 60_000;
beforeAll(async () => {
  ({ ctx, transports } = await chaosApp());
  ctx.simulators.midtrans.setExpiryLag(gatewayExpiryLagMs);
  ctx.simulators.xendit.setExpiryLag(gatewayExpiryLagMs);
});
afterAll(() => ctx.close());

const minute = 60_000;

// ---------------------------------------------------------------------------------------------------------------
// Payment gateway webhooks (Midtrans signature_key, Xendit x-callback-token)

type Gateway = 'midtrans' | 'xendit';
type GatewayState = 'pending' | 'paid' | 'failed' | 'expired';
type DepositModel = {
  gateway: Gateway;
  code: string;
  /** Xendit's invoice id (Midtrans goes by the deposit code). */
  invoiceId: string;
  amount: number;
  charged: number;
  expiresAt: number;
  /** The gateway's own state, and what the app must show. */
  gatewayState: GatewayState;
  status: GatewayState;
  /** The review flags the app must show, in the order it sets them. */
  flags: string[];
  /** What the gateway refunded or charged back so far, and what the app has taken back for it. */
  gatewayReversed: number;
  appReversed: number;
  /** What the deposit no longer held when a reversal came (carried by the tenant, flagged). */
  unrecovered: number;
};

type GatewayEvent =
  | { type: 'act'; deposit: number; action: 'pay' | 'fail' | 'expire'; lost: boolean }
  | { type: 'resend'; deposit: number; state: 'pending' | 'current'; copies: number }
  | {
      type: 'forged';
      deposit: number;
      how: 'wrong-key' | 'tampered-amount' | 'swapped-status' | 'unsigned';
    }
  | { type: 'advance'; hours: number }
  | { type: 'sweep' }
  | {
      type: 'after';
      deposit: number;
      action: 'refund-some' | 'refund-rest' | 'chargeback-some' | 'chargeback-rest' | 'cancel';
      lost: boolean;
    }
  | { type: 'other-product'; deposit: number; kind: ProductCallbackKind }
  | { type: 'spend'; amount: number };

const depositIndex = fc.nat({ max: 1 });
const gatewayEvent: fc.Arbitrary<GatewayEvent> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('act' as const),
      deposit: depositIndex,
      action: fc.oneof(
        { weight: 2, arbitrary: fc.constant('pay' as const) },
        { weight: 1, arbitrary: fc.constantFrom('fail' as const, 'expire' as const) },
      ),
      lost: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('resend' as const),
      deposit: depositIndex,
      state: fc.constantFrom('pending' as const, 'current' as const),
      copies: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('forged' as const),
      deposit: depositIndex,
      how: fc.constantFrom(
        'wrong-key' as const,
        'tampered-amount' as const,
        'swapped-status' as const,
        'unsigned' as const,
      ),
    }),
  },
  {
    weight: 2,
    // Within the day a payment page stays open, or past it.
    arbitrary: fc.record({
      type: fc.constant('advance' as const),
      hours: fc.oneof(fc.constantFrom(1, 12), fc.constant(25)),
    }),
  },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('sweep' as const) }) },
  {
    // After a payment: Midtrans refunds, charges back or cancels it; Xendit settles the invoice.
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('after' as const),
      deposit: depositIndex,
      action: fc.constantFrom(
        'refund-some' as const,
        'refund-rest' as const,
        'chargeback-some' as const,
        'chargeback-rest' as const,
        'cancel' as const,
      ),
      lost: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('other-product' as const),
      deposit: depositIndex,
      kind: fc.constantFrom(
        'ewallet.capture' as const,
        'qr.payment' as const,
        'fixed_va.paid' as const,
        'fixed_va.created' as const,
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('spend' as const), amount: fc.constantFrom(5_000, 30_000, 100_000) }),
  },
);

type GatewayScenario = { deposits: { gateway: Gateway; amount: number }[]; events: GatewayEvent[] };
const gatewayScenario: fc.Arbitrary<GatewayScenario> = fc.record({
  deposits: fc.array(
    fc.record({
      gateway: fc.constantFrom('midtrans' as const, 'xendit' as const),
      amount: fc.constantFrom(20_000, 50_000, 100_000),
    }),
    { minLength: 1, maxLength: 2 },
  ),
  events: fc.array(gatewayEvent, { minLength: 1, maxLength: 20, size: 'max' }),
});

const midtransStatusOf: Record<GatewayState, 'pending' | 'settlement' | 'deny' | 'expire'> = {
  pending: 'pending',
  paid: 'settlement',
  failed: 'deny',
  expired: 'expire',
};
const xenditStatusOf: Record<GatewayState, string> = {
  pending: 'PENDING',
  paid: 'PAID',
  failed: 'EXPIRED',
  expired: 'EXPIRED',
};

/** A Xendit invoice callback of one state, as the simulator words it. */
function xenditBody(model: DepositModel, state: GatewayState): string {
  const invoice = ctx.simulators.xendit.invoice(model.invoiceId);
  if (!invoice) throw new Error(`no invoice ${model.invoiceId}`);
  const status = xenditStatusOf[state];
  return JSON.stringify({
    id: invoice.id,
    external_id: invoice.externalId,
    status,
    amount: invoice.amount,
    currency: 'IDR',
    created: invoice.created.toISOString(),
    updated: invoice.updated.toISOString(),
    ...(status === 'PAID'
      ? {
          paid_amount: invoice.amount,
          paid_at: (invoice.paidAt ?? invoice.updated).toISOString(),
          payment_method: 'QR_CODE',
          payment_channel: 'QRIS',
        }
      : {}),
  });
}

async function deliverXendit(body: string, token: string | null) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== null) headers['x-callback-token'] = token;
  return ctx.app.inject({ method: 'POST', url: '/api/v1/webhooks/xendit', headers, payload: body });
}

/** A Midtrans notification body whose signature covers `signedStatusCode` (the genuine one unless forging). */
function midtransBody(model: DepositModel, status: string, signedStatusCode: string, statusCode: string): string {
  const grossAmount = formatMidtransAmount(model.charged);
  return JSON.stringify({
    transaction_time: '2026-11-22 10:00:00',
    transaction_status: status,
    transaction_id: `chaos-${model.code}`,
    status_message: 'midtrans payment notification',
    status_code: statusCode,
    signature_key: midtransSignatureKey(model.code, signedStatusCode, grossAmount, ctx.simulators.midtrans.serverKey),
    payment_type: 'gopay',
    order_id: model.code,
    gross_amount: grossAmount,
    fraud_status: 'accept',
    currency: 'IDR',
  });
}

async function deliverMidtrans(body: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/midtrans',
    headers: { 'content-type': 'application/json', 'user-agent': 'Veritrans' },
    payload: body,
  });
}

/** A review flag as the app adds it: one of the same name is replaced, the new one goes last. */
function addFlag(model: DepositModel, flag: string) {
  const name = flag.split(':')[0];
  model.flags = [...model.flags.filter((item) => item.split(':')[0] !== name), flag];
}

/** The model: a notification of a gateway state, delivered now. */
function applyNotification(model: DepositModel, state: GatewayState, balance: { value: number }) {
  if (state === 'pending') return;
  if (state === 'paid') {
    if (model.status === 'paid') return;
    model.flags = model.status === 'expired' ? ['paid_after_expiry'] : [];
    seen.add(`${model.gateway} ${model.status === 'pending' ? 'paid' : `paid after ${model.status}`}`);
    model.status = 'paid';
    balance.value += model.amount;
    return;
  }
  if (model.status === 'paid' && state === 'failed') {
    // A cancellation after the money was credited: the money stays, a person looks.
    addFlag(model, 'cancelled_after_payment');
    seen.add(`${model.gateway} cancelled after payment`);
    return;
  }
  if (model.status === 'pending') {
    model.status = state;
    seen.add(`${model.gateway} ${state}`);
  }
}

/**
 * The model: a refund or chargeback notification with the gateway's running total, delivered now. It proves the
 * payment (credited first if the app had not seen it); the deposit gives back its part of the new amount, as far as
 * it still holds it.
 */
function applyReversal(model: DepositModel, total: number, balance: { value: number }) {
  applyNotification(model, 'paid', balance);
  if (total <= model.appReversed) return;
  const due = Math.min(total, model.amount) - Math.min(model.appReversed, model.amount);
  const taken = Math.min(due, balance.value);
  balance.value -= taken;
  model.unrecovered += due - taken;
  model.appReversed = total;
  if (model.unrecovered > 0) addFlag(model, `reversal_unrecovered:${model.unrecovered}`);
  seen.add(`${model.gateway} reversal ${due === taken ? 'taken back' : 'partly unrecovered'}`);
}

/** What a notification of the gateway's current state does in the model. */
function applyCurrent(model: DepositModel, balance: { value: number }) {
  if (model.gatewayReversed > 0) applyReversal(model, model.gatewayReversed, balance);
  else applyNotification(model, model.gatewayState, balance);
}

async function gatewaySequence(scenario: GatewayScenario): Promise<void> {
  const who = await chaosBuyer(ctx, 0);
  const balance = { value: 0 };
  const models: DepositModel[] = [];
  for (const { gateway, amount } of scenario.deposits) {
    const method = gateway === 'midtrans' ? 'gopay' : 'qris';
    const response = await who.browser.post('/api/v1/deposit/topup', { provider: gateway, method, amount });
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data as { code: string; charged: number; expires_at: string };
    const [row] = await ctx.database.withSystem((tx) =>
      queryRows<{ provider_ref: string }>(tx, sql`select provider_ref from deposits where code = ${data.code}`),
    );
    models.push({
      gateway,
      code: data.code,
      invoiceId: row?.provider_ref ?? '',
      amount,
      charged: data.charged,
      expiresAt: new Date(data.expires_at).getTime(),
      gatewayState: 'pending',
      status: 'pending',
      flags: [],
      gatewayReversed: 0,
      appReversed: 0,
      unrecovered: 0,
    });
  }
  const log: string[] = [];
  for (const event of scenario.events) {
    const model = 'deposit' in event ? models[event.deposit % models.length] : undefined;
    log.push(JSON.stringify(event));
    switch (event.type) {
      case 'act': {
        if (!model || model.gatewayState !== 'pending') break;
        // Xendit invoices are paid or expire; they have no failure of their own.
        const action = model.gateway === 'xendit' && event.action === 'fail' ? 'expire' : event.action;
        if (model.gateway === 'midtrans') {
          const simulator = ctx.simulators.midtrans;
          await transports.deliver(simulator, event.lost ? 'lost' : 'delivered', () =>
            action === 'pay'
              ? simulator.pay(model.code)
              : action === 'fail'
                ? simulator.fail(model.code)
                : simulator.expire(model.code),
          );
        } else {
          const simulator = ctx.simulators.xendit;
          await transports.deliver(simulator, event.lost ? 'lost' : 'delivered', () =>
            action === 'pay' ? simulator.pay(model.invoiceId) : simulator.expire(model.invoiceId),
          );
        }
        model.gatewayState = action === 'pay' ? 'paid' : action === 'fail' ? 'failed' : 'expired';
        if (event.lost) seen.add(`${model.gateway} notification lost`);
        if (!event.lost) applyNotification(model, model.gatewayState, balance);
        break;
      }
      case 'resend': {
        if (!model) break;
        const state = event.state === 'pending' ? 'pending' : model.gatewayState;
        // Copies arrive at the same time, as a gateway's retry may overtake its first delivery.
        const statuses = await Promise.all(
          Array.from({ length: event.copies }, async () => {
            if (model.gateway === 'xendit') {
              return (await deliverXendit(xenditBody(model, state), ctx.simulators.xendit.callbackToken)).statusCode;
            }
            // The current state as Midtrans has it now (a refund included); a stale pending one as it was.
            const deliveries = await ctx.simulators.midtrans.sendNotification(
              model.code,
              event.state === 'pending' ? { status: midtransStatusOf[state] } : {},
            );
            return deliveries.length === 1 ? deliveries[0]?.httpStatus : deliveries.length;
          }),
        );
        for (const status of statuses) {
          expect(status).toBe(200);
          if (event.state === 'current' && model.gateway === 'midtrans') applyCurrent(model, balance);
          else applyNotification(model, state, balance);
          seen.add(`${model.gateway} notified again`);
        }
        break;
      }
      case 'after':
        if (model) await afterPayment(model, event, balance);
        break;
      case 'other-product': {
        if (!model) break;
        const deliveries = await ctx.simulators.xendit.sendProductCallback(event.kind, {
          referenceId: model.code,
          amount: model.charged,
        });
        expect(deliveries.map((delivery) => delivery.httpStatus)).toEqual([200]);
        seen.add('xendit other product acknowledged');
        break;
      }
      case 'spend': {
        const amount = Math.min(event.amount, balance.value);
        if (amount === 0) break;
        await spend(who, amount);
        balance.value -= amount;
        seen.add('deposit spent');
        break;
      }
      case 'forged': {
        if (!model) break;
        const status = await forgedStatus(model, event.how);
        expect(status, `${model.gateway} ${event.how}`).toBe(401);
        seen.add(`${model.gateway} forgery refused`);
        break;
      }
      case 'advance':
        await advanceClock(models, balance, event.hours * 60 * minute);
        break;
      case 'sweep':
        await ctx.queue.runNow(sweepJob, {});
        sweepModel(models, balance);
        break;
    }
  }
  await expectDeposits(who, models, balance.value, log);
  // Every deposit still pending is reconciled after its expiry: the gateway's state decides.
  await advanceClock(models, balance, 25 * 60 * minute);
  await ctx.queue.runNow(sweepJob, {});
  sweepModel(models, balance);
  await expectDeposits(who, models, balance.value, [...log, '(expiry and sweep)']);
}

const [sweepJob] = depositJobs;

let spent = 0;
/** The customer spends part of the deposit (a purchase): straight through the ledger. */
async function spend(who: Buyer, amount: number) {
  spent += 1;
  await ctx.database.withTenant(who.tenantId, (tx) =>
    postTransfer(tx, who.tenantId, {
      idempotencyKey: `chaos-spend:${who.accountId}:${spent}`,
      kind: 'test.spend',
      at: ctx.clock.now(),
      legs: [
        { code: holderCode('deposit', who.accountId), amount: -amount },
        { code: houseCodes.adjustments, amount },
      ],
    }),
  );
}

/**
 * What a gateway does after a payment. Midtrans: a refund or chargeback of a quarter of the payment or of what is
 * left (notified with the running total), or a cancellation of the payment. Xendit: the invoice is SETTLED.
 */
async function afterPayment(
  model: DepositModel,
  event: Extract<GatewayEvent, { type: 'after' }>,
  balance: { value: number },
) {
  const how = event.lost ? 'lost' : 'delivered';
  if (model.gateway === 'xendit') {
    const invoice = ctx.simulators.xendit.invoice(model.invoiceId);
    if (invoice?.status !== 'PAID') return;
    await transports.deliver(ctx.simulators.xendit, how, () => ctx.simulators.xendit.settle(model.invoiceId));
    seen.add('xendit settled');
    if (!event.lost) applyNotification(model, 'paid', balance);
    return;
  }
  const simulator = ctx.simulators.midtrans;
  const status = simulator.transaction(model.code)?.status;
  if (event.action === 'cancel') {
    if (status !== 'settlement' && status !== 'capture') return;
    await transports.deliver(simulator, how, () => simulator.cancel(model.code));
    model.gatewayState = 'failed';
    if (!event.lost) applyNotification(model, 'failed', balance);
    return;
  }
  if (!['settlement', 'capture', 'partial_refund', 'partial_chargeback'].includes(status ?? '')) return;
  const left = model.charged - model.gatewayReversed;
  const amount = event.action.endsWith('-some') ? Math.min(left, Math.ceil(model.charged / 4)) : left;
  const kind = event.action.startsWith('refund') ? 'refund' : 'chargeback';
  await transports.deliver(simulator, how, () =>
    kind === 'refund' ? simulator.refund(model.code, amount) : simulator.chargeback(model.code, amount),
  );
  model.gatewayReversed += amount;
  seen.add(`midtrans ${kind}${event.lost ? ' lost' : ''}`);
  if (!event.lost) applyReversal(model, model.gatewayReversed, balance);
}

/**
 * Time passes for the app and the gateways alike: a transaction still pending at a gateway past its expiry (and
 * the gateway's lag) is expired there and notified, as the real gateways do.
 */
async function advanceClock(models: DepositModel[], balance: { value: number }, ms: number) {
  ctx.clock.advance(ms);
  await Promise.all([ctx.simulators.midtrans.idle(), ctx.simulators.xendit.idle()]);
  const now = ctx.clock.now().getTime();
  for (const model of models) {
    if (model.gatewayState !== 'pending' || model.expiresAt + gatewayExpiryLagMs > now) continue;
    model.gatewayState = 'expired';
    seen.add(`${model.gateway} expired by the gateway`);
    applyNotification(model, 'expired', balance);
  }
}

/** The sweep in the model: a pending deposit past its expiry takes the gateway's state (pending → expired). */
function sweepModel(models: DepositModel[], balance: { value: number }) {
  const now = ctx.clock.now().getTime();
  for (const model of models) {
    if (model.status !== 'pending' || model.expiresAt >= now) continue;
    applyNotification(model, model.gatewayState === 'pending' ? 'expired' : model.gatewayState, balance);
  }
}

/** Sends one forged notification; answers the HTTP status the app gave it. */
async function forgedStatus(model: DepositModel, how: 'wrong-key' | 'tampered-amount' | 'swapped-status' | 'unsigned') {
  if (model.gateway === 'midtrans') {
    const simulator = ctx.simulators.midtrans;
    if (how === 'wrong-key' || how === 'tampered-amount') {
      const deliveries = await simulator.sendNotification(model.code, {
        status: 'settlement',
        ...(how === 'wrong-key' ? { forge: true } : { tamperAmount: model.charged * 10 }),
      });
      expect(new Set(deliveries.map((delivery) => delivery.httpStatus)).size).toBe(1);
      return deliveries[0]?.httpStatus;
    }
    // A genuine signature of the pending notification (status_code 201) on a body that says settlement.
    const body =
      how === 'swapped-status'
        ? midtransBody(model, 'settlement', '201', '201')
        : JSON.stringify({ ...JSON.parse(midtransBody(model, 'settlement', '200', '200')), signature_key: undefined });
    return (await deliverMidtrans(body)).statusCode;
  }
  const paid = xenditBody(model, 'paid');
  const token = ctx.simulators.xendit.callbackToken;
  const forged = {
    'wrong-key': () => deliverXendit(paid, `${token}-guess`),
    'tampered-amount': () => deliverXendit(paid, token.slice(0, -1)),
    'swapped-status': () => deliverXendit(paid, token.toUpperCase()),
    unsigned: () => deliverXendit(paid, null),
  }[how];
  return (await forged()).statusCode;
}

async function expectDeposits(who: Buyer, models: DepositModel[], balance: number, log: string[]) {
  const rows = await ctx.database.withTenant(who.tenantId, (tx) =>
    queryRows<{ code: string; status: string; review_flag: string | null }>(
      tx,
      sql`select code, status, review_flag from deposits where account_id = ${who.accountId}`,
    ),
  );
  const actual = models.map((model) => {
    const row = rows.find((candidate) => candidate.code === model.code);
    return { status: row?.status, flags: row?.review_flag ?? null };
  });
  const expected = models.map((model) => ({
    status: model.status,
    flags: model.flags.length > 0 ? model.flags.join(';') : null,
  }));
  expect({ deposits: actual, balance: await ledgerBalanceOf(ctx, who) }, `events:\n${log.join('\n')}`).toEqual({
    deposits: expected,
    balance,
  });
  await expectLedgerClean(ctx);
}

describe('payment gateway webhook chaos', () => {
  it(
    '[DEP-07] Midtrans and Xendit: duplicates, reordering, lost notifications, forgeries, payment after expiry, refunds, chargebacks and cancellations after payment: the app agrees with the model',
    { timeout: settings.timeout },
    () =>
      runChaos(
        'apps/server/src/modules/deposits/webhook-chaos.test.ts',
        'gateway webhook chaos',
        settings,
        gatewayScenario,
        gatewaySequence,
        seen,
      ),
  );
});
