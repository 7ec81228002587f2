import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositSchema } from '@konter/shared/contracts/deposits';
import { computeTopUpFee } from '@konter/shared/fees/deposit-fees';
import { queryRows } from '../../db/client.ts';
import { registeredUser } from '../../test/accounts-helpers.ts';
import { depositBalanceOf, topUp, topUpStatus } from '../../test/deposit-helpers.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { DomainEventOf } from '../../platform/domain-events.ts';
import { depositJobs } from './deposits.jobs.ts';

let ctx: TestContext;
const credits: DomainEventOf<'deposit.credited'>[] = [];
beforeAll(async () => {
  ctx = await createTestApp({ workers: true });
  // What a subscriber of deposit.credited (web push, H2H callbacks later) hears: one event per credited top-up.
  ctx.queue.subscribe([
    {
      name: 'test.deposit-credited',
      type: 'deposit.credited',
      mode: 'sync',
      handle: async (_tx, event) => {
        credits.push(event);
      },
    },
  ]);
});
afterAll(() => ctx.close());

const [sweepJob] = depositJobs;

const reviewFlag = async (code: string) => {
  const [row] = await ctx.database.withSystem((tx) =>
    queryRows<{ review_flag: string | null }>(tx, sql`select review_flag from deposits where code = ${code}`),
  );
  return row?.review_flag ?? null;
};
const providerRef = async (code: string) => {
  const [row] = await ctx.database.withSystem((tx) =>
    queryRows<{ provider_ref: string }>(tx, sql`select provider_ref from deposits where code = ${code}`),
  );
  return row?.provider_ref ?? '';
};

describe('Xendit (first provider) through the official SDK', () => {
  it('[DEP-07][DEP-04] a QRIS top-up of Rp50.000 is created, paid in the simulator and credited once', async () => {
    const user = await registeredUser(ctx);
    const deposit = await topUp(user.browser, { provider: 'xendit', method: 'qris', amount: 50_000 });
    const fee = computeTopUpFee(50_000, 'xendit', 'qris').fee;
    expect(deposit).toMatchObject({ amount: 50_000, fee, charged: 50_000 + fee, status: 'pending' });
    expect(deposit.payment_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/web\//);
    const invoiceId = await providerRef(deposit.code);
    expect(ctx.simulators.xendit.invoice(invoiceId)?.amount).toBe(50_000 + fee);

    const paid = await ctx.simulators.xendit.pay(invoiceId);
    // Back from Xendit: this top-up's own page (which shows it paid), not a page named after Midtrans.
    expect(new URL(paid.redirectUrl ?? '').pathname).toBe(`/payment/deposit/topup/${deposit.code}`);
    expect(await topUpStatus(user.browser, deposit.code)).toBe('paid');
    expect(await depositBalanceOf(user.browser)).toBe(50_000);
    const [delivery] = await ctx.simulators.xendit.sendCallback(invoiceId, { duplicate: true });
    expect(delivery?.httpStatus).toBe(200);
    expect(await depositBalanceOf(user.browser)).toBe(50_000);
    await expectLedgerClean(ctx);
  });

  it('[DEP-07] a callback with a wrong token is refused, logged, and changes nothing', async () => {
    const user = await registeredUser(ctx);
    const deposit = await topUp(user.browser, { provider: 'xendit', method: 'bca', amount: 100_000 });
    const invoiceId = await providerRef(deposit.code);
    const deliveries = await ctx.simulators.xendit.sendCallback(invoiceId, { forge: true });
    expect(deliveries.every((d) => d.httpStatus === 401)).toBe(true);
    expect(await topUpStatus(user.browser, deposit.code)).toBe('pending');
    expect(await depositBalanceOf(user.browser)).toBe(0);
    const [audit] = await ctx.database.withSystem((tx) =>
      queryRows<{ action: string }>(
        tx,
        sql`select action from audit_events where details->>'reference' = ${deposit.code}`,
      ),
    );
    expect(audit?.action).toBe('webhook.refused');
  });
});

describe('Midtrans (second provider) through the official SDK', () => {
  it('[DEP-07] GoPay: paid, notified with a valid signature, credited once; duplicates and late pending change nothing', async () => {
    const user = await registeredUser(ctx);
    const deposit = await topUp(user.browser, { provider: 'midtrans', method: 'gopay', amount: 20_000 });
    expect(deposit.fee).toBe(computeTopUpFee(20_000, 'midtrans', 'gopay').fee);
    expect(deposit.payment_url).toContain('/snap/v4/redirection/');
    const paid = await ctx.simulators.midtrans.pay(deposit.code);
    expect(paid.redirectUrl).toContain('/midtrans/finish?order_id=');
    expect(await topUpStatus(user.browser, deposit.code)).toBe('paid');
    await ctx.simulators.midtrans.sendNotification(deposit.code, { duplicate: true });
    await ctx.simulators.midtrans.sendNotification(deposit.code, { status: 'pending' });
    await ctx.simulators.midtrans.sendNotification(deposit.code, { status: 'expire' });
    expect(await topUpStatus(user.browser, deposit.code)).toBe('paid');
    expect(await depositBalanceOf(user.browser)).toBe(20_000);
    expect(credits.filter((event) => event.code === deposit.code)).toEqual([
      expect.objectContaining({ type: 'deposit.credited', provider: 'midtrans', amount: 20_000 }),
    ]);
    await expectLedgerClean(ctx);
  });

  it('[DEP-07] a forged signature or a tampered amount is refused and changes nothing', async () => {
    const user = await registeredUser(ctx);
    const deposit = await topUp(user.browser, { provider: 'midtrans', method: 'qris', amount: 30_000 });
    const forged = await ctx.simulators.midtrans.sendNotification(deposit.code, { status: 'settlement', forge: true });
    const tampered = await ctx.simulators.midtrans.sendNotification(deposit.code, {
      status: 'settlement',
      tamperAmount: 1_000_000,
    });
    expect([...forged, ...tampered].every((delivery) => delivery.httpStatus === 401)).toBe(true);
    expect(await topUpStatus(user.browser, deposit.code)).toBe('pending');
    expect(await depositBalanceOf(user.browser)).toBe(0);
  });

  it('[DEP-07] a failed payment marks the top-up failed without money', async () => {
    const user = await registeredUser(ctx);
    const deposit = await topUp(user.browser, { provider: 'midtrans', method: 'creditcard', amount: 50_000 });
    const failed = await ctx.simulators.midtrans.fail(deposit.code);
    expect(failed.redirectUrl).toContain('/midtrans/error');
    expect(await topUpStatus(user.browser, deposit.code)).toBe('failed');
    expect(await depositBalanceOf(user.browser)).toBe(0);
  });
});

describe('expiry and reconciliation', () => {
  it('[DEP-07] a payment whose notification was lost is found by reconciliation after expiry and credited', async () => {
    const user = await registeredUser(ctx);
    const deposit = await topUp(user.browser, { provider: 'midtrans', method: 'shopeepay', amount: 40_000 });
    ctx.simulators.midtrans.useTransport(async () => ({ status: 503 }));
    await ctx.simulators.midtrans.pay(deposit.code);
    expect(await topUpStatus(user.browser, deposit.code)).toBe('pending');
    ctx.clock.advance(25 * 60 * 60_000);
    await ctx.queue.runNow(sweepJob, {});
    expect(await topUpStatus(user.browser, deposit.code)).toBe('paid');
    expect(await depositBalanceOf(user.browser)).toBe(40_000);
    await expectLedgerClean(ctx);
  });

  it('[DEP-07] an expired top-up that is paid later is credited and flagged for review, not lost', async () => {
    const user = await registeredUser(ctx);
    // Xendit's expiry job runs a minute late: the app gives up on the top-up while the invoice can still be paid.
    ctx.simulators.xendit.setExpiryLag(60_000);
    try {
      const deposit = await topUp(user.browser, { provider: 'xendit', method: 'dana', amount: 25_000 });
      const invoiceId = await providerRef(deposit.code);
      ctx.clock.advance(24 * 60 * 60_000 + 1_000);
      await ctx.queue.runNow(sweepJob, {});
      expect(await topUpStatus(user.browser, deposit.code)).toBe('expired');
      await ctx.simulators.xendit.pay(invoiceId);
      expect(await topUpStatus(user.browser, deposit.code)).toBe('paid');
      expect(await reviewFlag(deposit.code)).toBe('paid_after_expiry');
    } finally {
      ctx.simulators.xendit.setExpiryLag(0);
    }
    expect(await depositBalanceOf(user.browser)).toBe(25_000);
    await expectLedgerClean(ctx);
  });

  it("[DEP-07] a top-up left unpaid expires at the gateway when the app's clock reaches its expiry, not before", async () => {
    const user = await registeredUser(ctx);
    const deposit = await topUp(user.browser, { provider: 'xendit', method: 'bca', amount: 35_000 });
    const invoiceId = await providerRef(deposit.code);
    const expiresAt = Date.parse(deposit.expires_at);
    ctx.clock.set(new Date(expiresAt - 1_000));
    await ctx.simulators.xendit.idle();
    expect(ctx.simulators.xendit.invoice(invoiceId)?.status).toBe('PENDING');
    expect(await topUpStatus(user.browser, deposit.code)).toBe('pending');
    ctx.clock.set(new Date(expiresAt));
    await ctx.simulators.xendit.idle();
    expect(ctx.simulators.xendit.invoice(invoiceId)?.status).toBe('EXPIRED');
    // Xendit calls back with the expiry, and the app takes it as it comes.
    expect(await topUpStatus(user.browser, deposit.code)).toBe('expired');
    expect(await depositBalanceOf(user.browser)).toBe(0);
  });

  it('[DEP-12] when the gateway cannot be reached: Failed to process deposit topup!, and nothing is charged', async () => {
    const user = await registeredUser(ctx);
    await ctx.simulators.xendit.stop();
    const response = await user.browser.post('/api/v1/deposit/topup', {
      provider: 'xendit',
      method: 'qris',
      amount: 50_000,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('Gagal memproses topup deposit!');
    user.browser.locale = 'en';
    const english = await user.browser.post('/api/v1/deposit/topup', {
      provider: 'xendit',
      method: 'qris',
      amount: 50_000,
    });
    expect(english.json().message).toBe('Failed to process deposit topup!');
    const history = depositSchema.array().parse((await user.browser.get('/api/v1/deposit/history')).json().data);
    expect(history.map((row) => row.status)).toEqual(['failed', 'failed']);
    expect(await depositBalanceOf(user.browser)).toBe(0);
  });
});
