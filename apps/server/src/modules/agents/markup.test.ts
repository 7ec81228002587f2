import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { agentPaths, downlineMarkupPaths } from '@konter/shared/contracts/agents';
import { cataloguePaths } from '@konter/shared/contracts/ppob';
import { pricingTiers } from '../../db/schema/pricing.ts';
import { digiflazzHubSignature } from '../../integrations/digiflazz/digiflazz.adapter.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import { buyer, depositOf, dispatch, expectInFlightBalanced, purchase } from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { syncCatalogueJob } from '../ppob/index.ts';

let ctx: TestContext;
let tenantId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  tenantId = ctx.tenantIds.konter;
  // Member 1.1%, agent 0.6%, master 0.3% over the buying price, to the Rupiah; agents may charge their downline
  // 0.5% to 3% and up to Rp500 on top of their own price, masters nothing.
  await ctx.database.withTenant(tenantId, async (tx) => {
    const tier = (name: 'member' | 'agent' | 'master', basisPoints: number, maxDownline = 0, maxFlat = 0) =>
      tx
        .update(pricingTiers)
        .set({
          markupBasisPoints: basisPoints,
          minimumMarkup: 0,
          roundTo: 1,
          downlineMinBasisPoints: maxDownline ? 50 : 0,
          downlineMaxBasisPoints: maxDownline,
          downlineMaxFlat: maxFlat,
        })
        .where(sql`${pricingTiers.tenantId} = ${tenantId} and ${pricingTiers.tier} = ${name}`);
    await tier('member', 110);
    await tier('agent', 60, 300, 500);
    await tier('master', 30);
  });
  const [a, b] = ctx.simulators.suppliers;
  a?.setProduct('tsel25', { price: 25_000 });
  b?.setProduct('tsel25', { price: 25_150 });
  await ctx.queue.runNow(syncCatalogueJob, {});
});
afterAll(() => ctx.close());
afterEach(async () => {
  await expectLedgerClean(ctx);
  await expectInFlightBalanced(ctx);
});

async function network() {
  const master = await buyer(ctx, { role: 'master', deposit: 0 });
  const agent = await buyer(ctx, { role: 'agent', deposit: 0, referredBy: master.accountId });
  const member = await buyer(ctx, { referredBy: agent.accountId });
  return { master, agent, member };
}

async function walletOf(who: Awaited<ReturnType<typeof buyer>>): Promise<number> {
  return (await who.browser.get('/api/v1/account')).json().data.cashback_wallet;
}

async function shownPrice(who: Awaited<ReturnType<typeof buyer>>, code: string): Promise<number | undefined> {
  const response = await who.browser.get(cataloguePaths.family('pulsa'));
  const products = (response.json() as { data: { products: { code: string; price: number }[] } }).data.products;
  return products.find((product) => product.code === code)?.price;
}

/** Supplier A's signed callback that it took the delivered purchase back (Digiflazz rc 74). */
function sendReturned(refId: string, customerNo: string) {
  const supplier = ctx.simulators.suppliers[0];
  if (!supplier) throw new Error('no supplier A');
  const body = JSON.stringify({
    data: { ref_id: refId, customer_no: customerNo, buyer_sku_code: 'tsel25', status: 'Gagal', rc: '74', sn: '' },
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/digiflazz/digiflazz-a',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature': digiflazzHubSignature(supplier.webhookSecret, body),
    },
    payload: body,
  });
}

describe('an agent’s own markup for its downline', () => {
  it('[AGT-01] an agent reads its markup with the tenant’s limits; a member is told it is for agents', async () => {
    const { agent, member } = await network();
    const read = await agent.browser.get(downlineMarkupPaths.mine);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({
      markup_basis_points: 0,
      markup_flat: 0,
      set: false,
      updated_at: null,
      limits: { min_basis_points: 50, max_basis_points: 300, max_flat: 500 },
    });
    const refused = await member.browser.request('PUT', downlineMarkupPaths.mine, {
      markup_basis_points: 100,
      markup_flat: 0,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'downline_markup_refused',
      message: 'Hanya agen dan Master yang dapat mengatur markup untuk downline.',
    });
  });

  it('[AGT-01] a markup above the tenant’s ceiling is refused under its field, in the reader’s language', async () => {
    const { agent } = await network();
    agent.browser.locale = 'en';
    const refused = await agent.browser.request('PUT', downlineMarkupPaths.mine, {
      markup_basis_points: 400,
      markup_flat: 600,
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['markup_basis_points']);
    expect(refused.json().errors.markup_basis_points[0]).toMatch(/50.*300/);
    const flat = await agent.browser.request('PUT', downlineMarkupPaths.mine, {
      markup_basis_points: 100,
      markup_flat: 600,
    });
    expect(flat.statusCode).toBe(422);
    expect(Object.keys(flat.json().errors)).toEqual(['markup_flat']);
    // Nothing was stored.
    expect((await agent.browser.get(downlineMarkupPaths.mine)).json().data.set).toBe(false);
  });

  it('[AGT-01][RPT-01] the downline sees and pays the higher price; the agent earns the markup; a return takes it back', async () => {
    const { master, agent, member } = await network();
    expect(await shownPrice(member, 'tsel25')).toBe(25_275);

    // 2% + Rp100 over the agent's own Rp25.150: Rp25.653 + 100.
    const saved = await agent.browser.request('PUT', downlineMarkupPaths.mine, {
      markup_basis_points: 200,
      markup_flat: 100,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      data: { markup_basis_points: 200, markup_flat: 100, set: true },
      message: 'Markup downline disimpan. Harga baru berlaku untuk pembelian berikutnya.',
    });
    expect(await shownPrice(member, 'tsel25')).toBe(25_753);
    // The agent's own price and its master's are unchanged.
    expect(await shownPrice(agent, 'tsel25')).toBe(25_150);
    expect(await shownPrice(master, 'tsel25')).toBe(25_075);

    const started = (await purchase(member, { product_code: 'tsel25', destination: '081298760151' })).json().data;
    expect(started.price).toBe(25_753);
    expect(await depositOf(member)).toBe(100_000 - 25_753);
    expect((await dispatch(ctx, member, started.ref_id)).status).toBe('success');
    // The agent earns its markup (Rp603) in its cashback wallet, the master its tier gap (Rp75).
    expect(await walletOf(agent)).toBe(603);
    expect(await walletOf(master)).toBe(75);
    // The Agent Center's dashboard of the master counts the purchase.
    const dashboard = (await master.browser.get(agentPaths.center)).json().data;
    expect(dashboard.today).toMatchObject({ count: 1, volume: 25_753 });

    expect((await sendReturned(started.ref_id, '081298760151')).json().outcome).toBe('returned');
    expect(await depositOf(member)).toBe(100_000);
    expect(await walletOf(agent)).toBe(0);
    expect(await walletOf(master)).toBe(0);
  });

  it('[AGT-01][RCP-01] the receipt shows profit per level: each reader its own level and those under it, never above', async () => {
    const { master, agent, member } = await network();
    const stranger = await buyer(ctx, { role: 'master', deposit: 0 });
    const bought = (await purchase(member, { product_code: 'tsel25', destination: '081298760152' })).json().data;
    expect((await dispatch(ctx, member, bought.ref_id)).status).toBe('success');
    const receiptOf = (who: typeof member) => who.browser.get(`/api/v1/receipt/prabayar/${bought.ref_id}`);
    const nameOf = async (who: typeof member) => (await who.browser.get('/api/v1/account')).json().data.name as string;
    const buyerLevel = { level: 0, role: 'member', name: await nameOf(member), price: 25_275 };
    const agentLevel = { level: 1, role: 'agent', name: await nameOf(agent), price: 25_150, profit: 125 };
    const masterLevel = { level: 2, role: 'master', name: await nameOf(master), price: 25_075, profit: 75 };

    const own = (await receiptOf(member)).json().data;
    expect(own.levels).toEqual([{ ...buyerLevel, profit: 0, you: true }]);
    expect(own.buying_price).toBe(25_275);

    const byAgent = await receiptOf(agent);
    expect(byAgent.statusCode, byAgent.body).toBe(200);
    expect(byAgent.json().data).toMatchObject({ buying_price: null, customer_debt: null, total: 25_275 });
    expect(byAgent.json().data.store.name).toBe(buyerLevel.name);
    expect(byAgent.json().data.levels).toEqual([
      { ...buyerLevel, profit: null, you: false },
      { ...agentLevel, you: true },
    ]);
    expect((await receiptOf(master)).json().data.levels).toEqual([
      { ...buyerLevel, profit: null, you: false },
      { ...agentLevel, you: false },
      { ...masterLevel, you: true },
    ]);
    // Outside the network the purchase does not exist, as for any other account's.
    expect((await receiptOf(stranger)).statusCode).toBe(404);

    // Taken back: nothing was sold, so no level earned anything.
    expect((await sendReturned(bought.ref_id, '081298760152')).json().outcome).toBe('returned');
    expect((await receiptOf(master)).json().data.levels).toEqual([]);
  });
});
