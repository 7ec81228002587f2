import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminCataloguePaths, type AdminPostpaidCashback } from '@konter/shared/contracts/admin-catalogue';
import { cashbackPaths, type CashbackBiller } from '@konter/shared/contracts/agents';
import { billResponseSchema, type Bill } from '@konter/shared/contracts/postpaid';
import { queryRows } from '../../db/client.ts';
import { postpaidTestNumbers } from '../../integrations/digiflazz/digiflazz.bills.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import {
  buyer,
  buyerPin,
  depositOf,
  dispatch,
  expectInFlightBalanced,
  type Buyer,
} from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { testClockStart } from '../../test/test-clock.ts';
import { depositJobs } from '../deposits/index.ts';

let ctx: TestContext;
let admin: Buyer;

beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  admin = await buyer(ctx, { role: 'admin', deposit: 0 });
});
afterAll(() => ctx.close());
afterEach(async () => {
  ctx.clock.set(testClockStart);
  await expectLedgerClean(ctx);
  await expectInFlightBalanced(ctx);
});

const [, , creditCashbackJob] = depositJobs;

const setCashback = (code: string, body: Record<string, unknown>, who: Buyer = admin) =>
  who.browser.request('PUT', adminCataloguePaths.postpaidCashbackOf(code), body);

/** A documented test number of the biller whose bill is paid at once. */
function payableNumber(sku: string): string {
  const numbers = Object.entries(postpaidTestNumbers[sku] ?? {}).filter(
    ([, scenario]) => scenario.kind === 'bill' && scenario.pay === 'success',
  );
  const found = numbers[0];
  if (!found) throw new Error(`no payable test number for ${sku}`);
  return found[0];
}

async function inquire(who: Buyer, type: string, sku: string): Promise<Bill> {
  const response = await who.browser.post('/api/v1/pascabayar/inquiry', {
    type,
    product_code: sku,
    customer_no: payableNumber(sku),
  });
  expect(response.statusCode, response.body).toBe(200);
  return billResponseSchema.parse(response.json()).data;
}

async function payAndSettle(who: Buyer, refId: string) {
  const paid = await who.browser.post('/api/v1/pascabayar/pay', { ref_id: refId, pin: buyerPin });
  expect(paid.statusCode, paid.body).toBe(200);
  await dispatch(ctx, who, refId).catch(() => null);
  const done = (await who.browser.get(`/api/v1/pascabayar/transaction/${refId}`)).json().data;
  expect(done.status).toBe('success');
  await ctx.queue.drain();
  return done as { cashback: number; price: number };
}

async function accrualOf(who: Buyer, refId: string) {
  return ctx.database.withTenant(who.tenantId, (tx) =>
    queryRows<{ amount: number }>(
      tx,
      sql`select amount::int as amount from cashback_accruals where source = ${`purchase:${refId}`}`,
    ),
  );
}

describe('cashback on paid bills (AGT-04, list-cashback pascabayar)', () => {
  it('[AGT-04][DEP-09] the admin gives PDAM Rp 1.000 a bill: the member sees it listed, the payment earns what its inquiry showed, credited the next day', async () => {
    // The demo seed gives PDAM Rp 500 a bill: the audit trail keeps it as the before.
    const seeded = (await admin.browser.get(adminCataloguePaths.postpaidCashback)).json()
      .data as AdminPostpaidCashback[];
    expect(seeded.find((row) => row.code === 'pdam')).toMatchObject({ cashback_type: 'fixed', cashback: 500 });
    const set = await setCashback('pdam', { cashback_type: 'fixed', cashback: 1_000 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ type: 'pdam', code: 'pdam', cashback_type: 'fixed', cashback: 1_000 });
    const all = (await admin.browser.get(adminCataloguePaths.postpaidCashback)).json().data as AdminPostpaidCashback[];
    expect(all.find((row) => row.code === 'pdam')).toMatchObject({ admin_fee: 2_500, cashback: 1_000 });
    expect(all.find((row) => row.code === 'kirimbca')).toMatchObject({ type: 'kirim-uang', cashback: 0 });
    const audit = (await admin.browser.get('/api/v1/admin/audit?action=admin.catalogue.postpaid_cashback')).json().data;
    expect(audit[0]).toMatchObject({
      actor: admin.accountId,
      details: {
        target: 'pdam',
        before: { cashback_type: 'fixed', cashback: 500 },
        after: { cashback_type: 'fixed', cashback: 1_000 },
      },
    });

    const member = await buyer(ctx, { deposit: 2_000_000 });
    const listed = (await member.browser.get(cashbackPaths.postpaidList)).json().data as CashbackBiller[];
    expect(listed.find((row) => row.code === 'pdam')).toEqual({
      type: 'pdam',
      code: 'pdam',
      name: 'PDAM Kota Surabaya',
      cashback_type: 'fixed',
      cashback: 1_000,
      cashback_basis_points: null,
    });
    expect((await member.browser.get(`${cashbackPaths.postpaidList}?search=surabaya`)).json().data).toHaveLength(1);
    expect((await member.browser.get(`${cashbackPaths.postpaidList}?search=pgn`)).json().data).toEqual([]);

    // The rule changes between the inquiry and the payment: the payment keeps what the buyer was shown.
    const bill = await inquire(member, 'pdam', 'pdam');
    expect((await setCashback('pdam', { cashback_type: 'fixed', cashback: 500 })).statusCode).toBe(200);
    const before = await depositOf(member);
    const done = await payAndSettle(member, bill.ref_id);
    expect(done.cashback).toBe(1_000);
    expect(await accrualOf(member, bill.ref_id)).toEqual([{ amount: 1_000 }]);
    expect(await depositOf(member)).toBe(before - bill.total);
    ctx.clock.advance(24 * 60 * 60_000);
    await ctx.queue.runNow(creditCashbackJob, {});
    expect(await depositOf(member)).toBe(before - bill.total + 1_000);
  });

  it('[AGT-04] a percentage of the bill is rounded down to the Rupiah; 0 takes the cashback away', async () => {
    expect((await setCashback('internet', { cashback_type: 'percent', cashback: 150 })).statusCode).toBe(200);
    const member = await buyer(ctx, { deposit: 2_000_000 });
    const listed = (await member.browser.get(cashbackPaths.postpaidList)).json().data as CashbackBiller[];
    expect(listed.find((row) => row.code === 'internet')).toMatchObject({ cashback: null, cashback_basis_points: 150 });
    const bill = await inquire(member, 'internet', 'internet');
    const done = await payAndSettle(member, bill.ref_id);
    expect(done.cashback).toBe(Math.floor((bill.total * 150) / 10_000));
    expect(done.cashback).toBeGreaterThan(0);

    expect((await setCashback('internet', { cashback_type: 'fixed', cashback: 0 })).statusCode).toBe(200);
    const after = (await member.browser.get(cashbackPaths.postpaidList)).json().data as CashbackBiller[];
    expect(after.some((row) => row.code === 'internet')).toBe(false);
    // A biller without a rule earns nothing.
    const other = await inquire(member, 'finance', 'multifinance');
    expect((await payAndSettle(member, other.ref_id)).cashback).toBe(0);
    expect(await accrualOf(member, other.ref_id)).toEqual([]);
  });

  it('[AGT-04][ADM-01] refusals: above the admin fee, above 100%, an unknown biller, a member, in the admin’s language', async () => {
    const above = await setCashback('pln', { cashback_type: 'fixed', cashback: 2_501 });
    expect(above.statusCode).toBe(422);
    expect(above.json().errors.cashback[0]).toMatch(
      /^Cashback tetap tagihan ini paling banyak biaya adminnya \(Rp\s?2\.500\)\.$/,
    );
    admin.browser.locale = 'en';
    const english = await setCashback('pln', { cashback_type: 'percent', cashback: 10_001 });
    admin.browser.locale = undefined;
    expect(english.statusCode).toBe(422);
    expect(Object.keys(english.json().errors)).toEqual(['cashback']);
    expect(english.json().errors.cashback[0]).toMatch(/100/);
    expect((await setCashback('nope', { cashback_type: 'fixed', cashback: 100 })).statusCode).toBe(404);
    expect((await setCashback('pln', { cashback_type: 'cash', cashback: 100 })).statusCode).toBe(422);
    const member = await buyer(ctx);
    expect((await setCashback('pln', { cashback_type: 'fixed', cashback: 100 }, member)).statusCode).toBe(403);
    expect((await member.browser.get(adminCataloguePaths.postpaidCashback)).statusCode).toBe(403);
    const rules = (await admin.browser.get(adminCataloguePaths.postpaidCashback)).json()
      .data as AdminPostpaidCashback[];
    expect(rules.find((row) => row.code === 'pln')?.cashback).toBe(0);
  });
});
