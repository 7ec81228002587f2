import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cashbackPaths } from '@konter/shared/contracts/agents';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import { buyer, dispatch, expectInFlightBalanced, purchase } from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { syncCatalogueJob } from '../ppob/index.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  const [a] = ctx.simulators.suppliers;
  a?.setProduct('tsel25', { price: 25_000 });
  await ctx.queue.runNow(syncCatalogueJob, {});
});
afterAll(() => ctx.close());
afterEach(async () => {
  await expectLedgerClean(ctx);
  await expectInFlightBalanced(ctx);
});

describe('cashback pages', () => {
  it('[AGT-04][NAV-11] the admin sets a product’s cashback on the back office; the list shows it at the reader’s price', async () => {
    const admin = await buyer(ctx, { role: 'admin', deposit: 0 });
    const agent = await buyer(ctx, { role: 'agent', deposit: 0 });
    const member = await buyer(ctx, { referredBy: agent.accountId });
    const set = await admin.browser.request('PATCH', '/api/v1/admin/catalogue/products/tsel25', { cashback: 150 });
    expect(set.statusCode, set.body).toBe(200);

    const list = await member.browser.get(cashbackPaths.list);
    expect(list.statusCode).toBe(200);
    const products = list.json().data as { code: string; price: number; cashback: number }[];
    const tsel25 = products.find((product) => product.code === 'tsel25');
    const catalogue = (await member.browser.get('/api/v1/prabayar/catalogue/pulsa')).json().data.products as {
      code: string;
      price: number;
    }[];
    expect(tsel25).toMatchObject({ cashback: 150, price: catalogue.find((row) => row.code === 'tsel25')?.price });
    expect(products.every((product) => product.cashback > 0)).toBe(true);
    // Searching narrows the list; the agent reads its own (lower) price.
    expect((await member.browser.get(`${cashbackPaths.list}?search=zzz-none`)).json().data).toEqual([]);
    const agentRow = (await agent.browser.get(cashbackPaths.list))
      .json()
      .data.find((product: { code: string }) => product.code === 'tsel25');
    expect(agentRow.price).toBeLessThan(tsel25?.price ?? 0);
  });

  it('[AGT-04][NAV-12] the history reads the cashback wallet from the ledger: a downline’s commission, then a move to the deposit', async () => {
    const master = await buyer(ctx, { role: 'master', deposit: 0 });
    const agent = await buyer(ctx, { role: 'agent', deposit: 0, referredBy: master.accountId });
    const member = await buyer(ctx, { referredBy: agent.accountId });
    expect((await agent.browser.get(cashbackPaths.history)).json()).toEqual({ data: [], balance: 0, earned: 0 });

    const started = (await purchase(member, { product_code: 'tsel25', destination: '081298760156' })).json().data;
    expect((await dispatch(ctx, member, started.ref_id)).status).toBe('success');
    const history = (await agent.browser.get(cashbackPaths.history)).json();
    expect(history.data).toHaveLength(1);
    expect(history.data[0]).toMatchObject({ kind: 'commission' });
    const commission = history.data[0].amount as number;
    expect(commission).toBeGreaterThan(0);
    expect(history).toMatchObject({ balance: commission, earned: commission });

    ctx.clock.advance(60_000);
    expect((await agent.browser.post('/api/v1/deposit/cashback-redeem', {})).statusCode).toBe(200);
    const after = (await agent.browser.get(cashbackPaths.history)).json();
    expect(after.data.map((row: { kind: string; amount: number }) => [row.kind, row.amount])).toEqual([
      ['redeem', -commission],
      ['commission', commission],
    ]);
    expect(after).toMatchObject({ balance: 0, earned: commission });

    // §7 agent-center/cashback-history: the master's own, and the spec's sentence for the agent (AGT-02).
    const center = await master.browser.post(cashbackPaths.centerHistory, { page: 1 });
    expect(center.statusCode).toBe(200);
    expect(center.json().data[0]).toMatchObject({ kind: 'commission' });
    const refused = await agent.browser.post(cashbackPaths.centerHistory, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Mohon maaf, halaman Agen Center hanya dapat diakses oleh Master');
  });
});
