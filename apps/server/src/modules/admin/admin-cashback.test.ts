import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cashbackPaths, type CashbackProduct } from '@konter/shared/contracts/agents';
import type { AdminProduct } from '@konter/shared/contracts/admin-catalogue';
import { queryRows } from '../../db/client.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import {
  buyer,
  depositOf,
  dispatch,
  expectInFlightBalanced,
  purchase,
  type Buyer,
} from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { depositJobs } from '../deposits/index.ts';

let ctx: TestContext;
let admin: Buyer;

beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  admin = await buyer(ctx, { role: 'admin', deposit: 0 });
});
afterAll(() => ctx.close());
afterEach(async () => {
  for (const supplier of ctx.simulators.suppliers) supplier.setBehaviour('axis25', null);
  await expectLedgerClean(ctx);
  await expectInFlightBalanced(ctx);
});

const [, , creditCashbackJob] = depositJobs;

/** An Axis number (0838…): the products of this file are Axis', which no other test here buys. */
const axis = '083812345678';

async function productOf(code: string): Promise<AdminProduct> {
  const response = await admin.browser.get(`/api/v1/admin/catalogue/products/${code}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as AdminProduct;
}

const setCashback = (code: string, body: Record<string, unknown>, who: Buyer = admin) =>
  who.browser.request('PATCH', `/api/v1/admin/catalogue/products/${code}`, body);

async function accrualsOf(who: Buyer, refId: string) {
  return ctx.database.withTenant(who.tenantId, (tx) =>
    queryRows<{ amount: number }>(
      tx,
      sql`select amount::int as amount from cashback_accruals where source = ${`purchase:${refId}`}`,
    ),
  );
}

describe('cashback as a percentage of the price (AGT-04)', () => {
  it('[AGT-04][DEP-09] the admin sets 1.33%: the purchase snapshots the Rupiah earned at its price, credited the next day through the ledger', async () => {
    const set = await setCashback('axis50', { cashback_type: 'percent', cashback: 133 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ cashback_type: 'percent', cashback: 133 });
    const history = (await admin.browser.get('/api/v1/admin/catalogue/products/axis50/history')).json().data;
    expect(history[0]).toMatchObject({
      action: 'admin.catalogue.product',
      before: { cashback_type: 'fixed', cashback: 0 },
      after: { cashback_type: 'percent', cashback: 133 },
    });

    const member = await buyer(ctx, { deposit: 100_000 });
    const bought = await purchase(member, { product_code: 'axis50', destination: axis });
    expect(bought.statusCode, bought.body).toBe(200);
    const { ref_id: refId, price } = bought.json().data as { ref_id: string; price: number };
    // Rounded down to the whole Rupiah: the tenant never pays a fraction it did not promise.
    const earned = Math.floor((price * 133) / 10_000);
    expect(earned).toBeGreaterThan(0);
    const done = await dispatch(ctx, member, refId);
    expect(done).toMatchObject({ status: 'success', cashback: earned });
    // The member's catalogue and cashback list say the same Rupiah, and the list names the rate.
    const catalogue = (await member.browser.get('/api/v1/prabayar/catalogue/pulsa')).json().data.products as {
      code: string;
      cashback: number;
    }[];
    expect(catalogue.find((row) => row.code === 'axis50')?.cashback).toBe(earned);
    const list = (await member.browser.get(cashbackPaths.list)).json().data as CashbackProduct[];
    expect(list.find((row) => row.code === 'axis50')).toMatchObject({
      price,
      cashback: earned,
      cashback_type: 'percent',
      cashback_basis_points: 133,
    });
    expect(list.find((row) => row.code === 'tsel50')).toMatchObject({
      cashback: 100,
      cashback_type: 'fixed',
      cashback_basis_points: null,
    });

    await ctx.queue.drain();
    expect(await accrualsOf(member, refId)).toEqual([{ amount: earned }]);
    const afterPurchase = await depositOf(member);
    expect(afterPurchase).toBe(100_000 - price);
    await ctx.queue.runNow(creditCashbackJob, {});
    expect(await depositOf(member)).toBe(afterPurchase);

    ctx.clock.advance(24 * 60 * 60_000);
    await ctx.queue.runNow(creditCashbackJob, {});
    await ctx.queue.runNow(creditCashbackJob, {});
    expect(await depositOf(member)).toBe(afterPurchase + earned);
    const credits = await ctx.database.withTenant(member.tenantId, (tx) =>
      queryRows<{ code: string; amount: number }>(
        tx,
        sql`select a.code, e.amount::int as amount
              from ledger_transfers t
              join ledger_entries e on e.tenant_id = t.tenant_id and e.transfer_id = t.id
              join ledger_accounts a on a.tenant_id = e.tenant_id and a.id = e.ledger_account_id
             where t.kind = 'cashback.credit' and t.reference = ${`purchase:${refId}`}
             order by e.amount`,
      ),
    );
    expect(credits).toEqual([
      { code: 'house:cashback', amount: -earned },
      { code: `deposit:${member.accountId}`, amount: earned },
    ]);
  });

  it('[AGT-04] a purchase the suppliers refuse is refunded and earns no cashback', async () => {
    expect((await setCashback('axis25', { cashback_type: 'percent', cashback: 500 })).statusCode).toBe(200);
    for (const supplier of ctx.simulators.suppliers) supplier.setBehaviour('axis25', { rc: '68' });
    const member = await buyer(ctx, { deposit: 100_000 });
    const bought = await purchase(member, { product_code: 'axis25', destination: axis });
    expect(bought.statusCode, bought.body).toBe(200);
    const refId = bought.json().data.ref_id as string;
    expect((await dispatch(ctx, member, refId)).status).toBe('failed');
    await ctx.queue.drain();
    expect(await accrualsOf(member, refId)).toEqual([]);
    expect(await depositOf(member)).toBe(100_000);
  });

  it('[AGT-04] back to a fixed cashback, and the type is kept when only the amount changes', async () => {
    expect((await setCashback('axis10', { cashback_type: 'percent', cashback: 250 })).statusCode).toBe(200);
    const amount = await setCashback('axis10', { cashback: 300 });
    expect(amount.json().data).toMatchObject({ cashback_type: 'percent', cashback: 300 });
    const fixed = await setCashback('axis10', { cashback_type: 'fixed', cashback: 75 });
    expect(fixed.json().data).toMatchObject({ cashback_type: 'fixed', cashback: 75 });
  });

  it('[AGT-04] bad input is a field error in the reader’s language and changes nothing', async () => {
    const before = await productOf('axis20');
    const lowest = Math.min(before.prices.member, before.prices.agent, before.prices.master);
    const cases: [Record<string, unknown>, string][] = [
      [{ cashback_type: 'percent', cashback: 10_001 }, 'Cashback persen harus antara 0 dan 100%'],
      [{ cashback_type: 'fixed', cashback: lowest }, 'Cashback tetap harus di bawah harga produk'],
      [{ cashback_type: 'percent' }, 'Cashback wajib diisi'],
      [{ cashback_type: 'percent', cashback: 1.5 }, 'Cashback'],
      [{ cashback_type: 'half', cashback: 10 }, ''],
    ];
    for (const [body, message] of cases) {
      const refused = await setCashback('axis20', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      const errors = refused.json().errors as Record<string, string[]>;
      const field = body.cashback_type === 'half' ? 'cashback_type' : 'cashback';
      expect(errors[field]?.[0], JSON.stringify(body)).toContain(message);
    }
    // The same refusal in English and Chinese.
    const inLocale = async (locale: string, body: Record<string, unknown>) => {
      admin.browser.locale = locale;
      try {
        return await setCashback('axis20', body);
      } finally {
        admin.browser.locale = undefined;
      }
    };
    const english = await inLocale('en', { cashback_type: 'percent', cashback: 20_000 });
    expect(english.json().errors.cashback).toEqual([
      'A percentage cashback must be between 0 and 100%, with at most two decimals.',
    ]);
    const chinese = await inLocale('zh', { cashback_type: 'fixed', cashback: lowest + 1 });
    expect(chinese.json().errors.cashback?.[0]).toContain('固定返现须低于商品价格');
    expect(await productOf('axis20')).toEqual(before);
  });

  it('[AGT-04] only an admin sets cashback', async () => {
    const before = await productOf('axis5');
    for (const role of ['member', 'agent', 'master'] as const) {
      const other = await buyer(ctx, { role, deposit: 0 });
      const refused = await setCashback('axis5', { cashback_type: 'percent', cashback: 100 }, other);
      expect(refused.statusCode).toBe(403);
    }
    expect(await productOf('axis5')).toEqual(before);
  });
});
