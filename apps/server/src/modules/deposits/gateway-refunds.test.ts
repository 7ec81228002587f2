import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { registeredUser } from '../../test/accounts-helpers.ts';
import { depositBalanceOf, topUp, topUpStatus } from '../../test/deposit-helpers.ts';
import { webhookTransports } from '../../test/chaos-helpers.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { holderCode, houseCodes, postTransfer } from '../ledger/index.ts';

/*
 * DEP-07: every genuine gateway notification is stored and acknowledged; refunds and chargebacks after a credited
 * top-up take the money back through the ledger as far as the deposit still holds it, and the rest (and a
 * cancellation after the payment) is flagged for a person (decision 020).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ workers: true });
});
afterAll(() => ctx.close());

async function depositRow(code: string) {
  const [row] = await ctx.database.withSystem((tx) =>
    queryRows<{ tenant_id: string; account_id: string; review_flag: string | null; reversed_amount: string }>(
      tx,
      sql`select tenant_id, account_id, review_flag, reversed_amount from deposits where code = ${code}`,
    ),
  );
  if (!row) throw new Error(`no deposit ${code}`);
  return { ...row, reversed_amount: Number(row.reversed_amount) };
}

async function inboxOutcomes(reference: string): Promise<string[]> {
  const rows = await ctx.database.withSystem((tx) =>
    queryRows<{ outcome: string | null }>(tx, sql`select outcome from webhook_inbox where reference = ${reference}`),
  );
  // Deliveries of one test share the fake clock's instant: compared as a sorted list.
  return rows.map((row) => row.outcome ?? '(unprocessed)').toSorted();
}

/** The customer spends part of the deposit (a purchase, a transfer): here straight through the ledger. */
async function spend(code: string, amount: number) {
  const { tenant_id: tenantId, account_id: accountId } = await depositRow(code);
  await ctx.database.withTenant(tenantId, (tx) =>
    postTransfer(tx, tenantId, {
      idempotencyKey: `spent:${code}:${amount}`,
      kind: 'test.spend',
      at: ctx.clock.now(),
      legs: [
        { code: holderCode('deposit', accountId), amount: -amount },
        { code: houseCodes.adjustments, amount },
      ],
    }),
  );
}

const httpStatuses = (deliveries: { httpStatus: number | null }[]) => deliveries.map((delivery) => delivery.httpStatus);

describe('Midtrans refunds and chargebacks after a credited top-up', () => {
  it('[DEP-07] a full refund answers 200, takes the top-up back out of the deposit once, and replays change nothing', async () => {
    const user = await registeredUser(ctx);
    const deposit = await topUp(user.browser, { provider: 'midtrans', method: 'gopay', amount: 50_000 });
    await ctx.simulators.midtrans.pay(deposit.code);
    expect(await depositBalanceOf(user.browser)).toBe(50_000);

    const refunded = await ctx.simulators.midtrans.refund(deposit.code);
    expect(httpStatuses(refunded.deliveries)).toEqual([200]);
    expect(await depositBalanceOf(user.browser)).toBe(0);
    // Midtrans retries, and a copy may arrive twice at once: nothing more is taken.
    const again = await Promise.all([
      ctx.simulators.midtrans.sendNotification(deposit.code, { duplicate: true }),
      ctx.simulators.midtrans.sendNotification(deposit.code),
    ]);
    expect(httpStatuses(again.flat())).toEqual([200, 200, 200]);
    expect(await depositBalanceOf(user.browser)).toBe(0);
    expect(await topUpStatus(user.browser, deposit.code)).toBe('paid');
    expect(await depositRow(deposit.code)).toMatchObject({ review_flag: null, reversed_amount: deposit.charged });
    expect(await inboxOutcomes(deposit.code)).toEqual(['credited', 'refunded']);
    const audits = await ctx.database.withSystem((tx) =>
      queryRows<{ action: string }>(
        tx,
        sql`select action from audit_events where details->>'reference' = ${deposit.code}`,
      ),
    );
    expect(audits).toEqual([]);
    await expectLedgerClean(ctx);
  });

  it('[DEP-07] partial refunds take back their part; a chargeback of the rest takes what is left and flags what was spent', async () => {
    const user = await registeredUser(ctx);
    const deposit = await topUp(user.browser, { provider: 'midtrans', method: 'gopay', amount: 100_000 });
    await ctx.simulators.midtrans.pay(deposit.code);
    await spend(deposit.code, 70_000);
    expect(await depositBalanceOf(user.browser)).toBe(30_000);

    expect(httpStatuses((await ctx.simulators.midtrans.refund(deposit.code, 20_000)).deliveries)).toEqual([200]);
    expect(await depositBalanceOf(user.browser)).toBe(10_000);
    expect((await depositRow(deposit.code)).review_flag).toBeNull();

    // The chargeback takes the rest of what the customer paid (the fee included): 80,000 of the deposit's part,
    // of which only 10,000 is still there. The deposit never goes below zero.
    expect(httpStatuses((await ctx.simulators.midtrans.chargeback(deposit.code)).deliveries)).toEqual([200]);
    expect(await depositBalanceOf(user.browser)).toBe(0);
    expect(await depositRow(deposit.code)).toMatchObject({
      review_flag: 'reversal_unrecovered:70000',
      reversed_amount: deposit.charged,
    });
    expect(await inboxOutcomes(deposit.code)).toEqual(['charged_back_unrecovered', 'credited', 'refunded']);
    // The older partial refund notification arriving again (a retry overtaken) changes nothing.
    await ctx.simulators.midtrans.sendNotification(deposit.code, { status: 'partial_refund' });
    expect(await depositBalanceOf(user.browser)).toBe(0);
    expect((await depositRow(deposit.code)).review_flag).toBe('reversal_unrecovered:70000');
    await expectLedgerClean(ctx);
  });

  it('[DEP-07] a refund that overtakes the lost payment notification credits the top-up first, then takes the refund back', async () => {
    const user = await registeredUser(ctx);
    const deposit = await topUp(user.browser, { provider: 'midtrans', method: 'qris', amount: 40_000 });
    await webhookTransports(ctx).deliver(ctx.simulators.midtrans, 'lost', () =>
      ctx.simulators.midtrans.pay(deposit.code),
    );
    expect(await topUpStatus(user.browser, deposit.code)).toBe('pending');
    const refunded = await ctx.simulators.midtrans.refund(deposit.code, 15_000);
    expect(httpStatuses(refunded.deliveries)).toEqual([200]);
    expect(await topUpStatus(user.browser, deposit.code)).toBe('paid');
    expect(await depositBalanceOf(user.browser)).toBe(25_000);
    await expectLedgerClean(ctx);
  });

  it('[DEP-07] concurrent copies of two partial refunds, in any order, take back the larger running total once', async () => {
    const user = await registeredUser(ctx);
    const deposit = await topUp(user.browser, { provider: 'midtrans', method: 'gopay', amount: 60_000 });
    await ctx.simulators.midtrans.pay(deposit.code);
    await webhookTransports(ctx).deliver(ctx.simulators.midtrans, 'lost', () =>
      ctx.simulators.midtrans.refund(deposit.code, 5_000),
    );
    const first = ctx.simulators.midtrans.deliveries.findLast((delivery) => delivery.orderId === deposit.code)?.body;
    const second = (await ctx.simulators.midtrans.refund(deposit.code, 7_000)).deliveries[0]?.body;
    expect(await depositBalanceOf(user.browser)).toBe(48_000);
    const post = (body: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks/midtrans',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const answers = await Promise.all([post(second), post(first), post(second), post(first), post(first)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await depositBalanceOf(user.browser)).toBe(48_000);
    expect((await depositRow(deposit.code)).reversed_amount).toBe(12_000);
    await expectLedgerClean(ctx);
  });

  it('[DEP-07] a cancellation or denial after settlement is acknowledged and flagged for a person; the money stays', async () => {
    const user = await registeredUser(ctx);
    const deposit = await topUp(user.browser, { provider: 'midtrans', method: 'creditcard', amount: 75_000 });
    await ctx.simulators.midtrans.pay(deposit.code);
    const cancelled = await ctx.simulators.midtrans.cancel(deposit.code);
    expect(httpStatuses(cancelled.deliveries)).toEqual([200]);
    const denied = await ctx.simulators.midtrans.sendNotification(deposit.code, { status: 'deny' });
    expect(httpStatuses(denied)).toEqual([200]);
    expect(await topUpStatus(user.browser, deposit.code)).toBe('paid');
    expect(await depositBalanceOf(user.browser)).toBe(75_000);
    expect((await depositRow(deposit.code)).review_flag).toBe('cancelled_after_payment');
    expect(await inboxOutcomes(deposit.code)).toEqual([
      'credited',
      'flagged_cancelled_after_payment',
      'flagged_cancelled_after_payment',
    ]);
    await expectLedgerClean(ctx);
  });
});

describe('Xendit callbacks the app does not act on', () => {
  const providerRef = async (code: string) => {
    const [row] = await ctx.database.withSystem((tx) =>
      queryRows<{ provider_ref: string }>(tx, sql`select provider_ref from deposits where code = ${code}`),
    );
    return row?.provider_ref ?? '';
  };

  it('[DEP-07] PAID then SETTLED: both answered 200, credited once', async () => {
    const user = await registeredUser(ctx);
    const deposit = await topUp(user.browser, { provider: 'xendit', method: 'qris', amount: 30_000 });
    const invoiceId = await providerRef(deposit.code);
    expect((await ctx.simulators.xendit.pay(invoiceId)).delivery?.httpStatus).toBe(200);
    expect((await ctx.simulators.xendit.settle(invoiceId)).delivery?.httpStatus).toBe(200);
    expect(await depositBalanceOf(user.browser)).toBe(30_000);
    expect(await inboxOutcomes(deposit.code)).toEqual(['already_paid', 'credited']);
    await expectLedgerClean(ctx);
  });

  it.each(['ewallet.capture', 'qr.payment', 'fixed_va.paid', 'fixed_va.created'] as const)(
    '[DEP-07] a genuine %s callback is stored and answered 200, never refused as a forgery, and changes no money',
    async (kind) => {
      const user = await registeredUser(ctx);
      const deposit = await topUp(user.browser, { provider: 'xendit', method: 'dana', amount: 20_000 });
      const deliveries = await ctx.simulators.xendit.sendProductCallback(kind, {
        referenceId: deposit.code,
        amount: deposit.charged,
      });
      expect(httpStatuses(deliveries)).toEqual([200]);
      expect(await inboxOutcomes(deposit.code)).toEqual([`kept: ${kind}`]);
      expect(await topUpStatus(user.browser, deposit.code)).toBe('pending');
      expect(await depositBalanceOf(user.browser)).toBe(0);
      // One for nothing of ours is acknowledged too (there is no tenant to store it under; the log keeps it).
      const stranger = await ctx.simulators.xendit.sendProductCallback(kind, {
        referenceId: 'order-of-another-system',
        amount: 10_000,
      });
      expect(httpStatuses(stranger)).toEqual([200]);
      const refused = await ctx.database.withSystem((tx) =>
        queryRows<{ action: string }>(
          tx,
          sql`select action from audit_events where action = 'webhook.refused'
          and details->>'reference' = ${deposit.code}`,
        ),
      );
      expect(refused).toEqual([]);
    },
  );
});
