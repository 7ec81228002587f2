import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepaidTransactions } from '../../db/schema/ppob-purchases.ts';
import { pricingTiers } from '../../db/schema/pricing.ts';
import { digiflazzHubSignature } from '../../integrations/digiflazz/digiflazz.adapter.ts';
import { AppError } from '../../platform/errors.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import {
  buyer,
  depositOf,
  dispatch,
  expectInFlightBalanced,
  purchase,
  type Buyer,
} from '../../test/purchase-helpers.ts';
import { createTestApp, TestBrowser, type TestContext } from '../../test/test-app.ts';
import { syncCatalogueJob } from '../ppob/index.ts';
import { houseBalance as houseBalanceOf, houseCodes } from '../ledger/index.ts';
import { setDownlineMarkup } from './pricing.service.ts';

let ctx: TestContext;
let tenantId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  tenantId = ctx.tenantIds.konter;
  // Prices to the Rupiah: member 1.1%, agent 0.6%, master 0.3% over the buying price; agents may charge their
  // downline 0.5% to 3% over their own price.
  await ctx.database.withTenant(tenantId, async (tx) => {
    const tier = (name: 'member' | 'agent' | 'master', basisPoints: number, maxDownline = 0) =>
      tx
        .update(pricingTiers)
        .set({
          markupBasisPoints: basisPoints,
          minimumMarkup: 0,
          roundTo: 1,
          downlineMinBasisPoints: maxDownline ? 50 : 0,
          downlineMaxBasisPoints: maxDownline,
        })
        .where(sql`${pricingTiers.tenantId} = ${tenantId} and ${pricingTiers.tier} = ${name}`);
    await tier('member', 110);
    await tier('agent', 60, 300);
    await tier('master', 30);
  });
  // Supplier A sells tsel25 at Rp25.000, B at Rp25.150; the sync makes A's the buying price.
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

/** A master agent, an agent who registered with its referral code, and a member who registered with the agent's. */
async function chain() {
  const master = await buyer(ctx, { role: 'master', deposit: 0 });
  const agent = await buyer(ctx, { role: 'agent', deposit: 0, referredBy: master.accountId });
  const member = await buyer(ctx, { referredBy: agent.accountId });
  return { master, agent, member };
}

async function balancesOf(who: Buyer): Promise<{ deposit: number; cashback_wallet: number }> {
  return (await who.browser.get('/api/v1/account')).json().data;
}

async function houseBalance(code: string): Promise<number> {
  return ctx.database.withTenant(tenantId, (tx) => houseBalanceOf(tx, tenantId, code));
}

async function rowOf(refId: string) {
  const [row] = await ctx.database.withTenant(tenantId, (tx) =>
    tx.select().from(prepaidTransactions).where(eq(prepaidTransactions.refId, refId)),
  );
  if (!row) throw new Error(`no ${refId}`);
  return row;
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

describe('pricing as a quote', () => {
  it('[CAT-04] the public price list shows 1.1% of Rp25.000 at Rp25.275, exactly', async () => {
    const list = (await new TestBrowser(ctx.app, 'localhost').get('/api/v1/pricelist/pulsa')).json().data;
    const tsel25 = (list.products as { code: string; price: number }[]).find((product) => product.code === 'tsel25');
    expect(tsel25?.price).toBe(25_275);
  });

  it('a member under an agent under a master buys: each upline earns its commission at settlement', async () => {
    const { master, agent, member } = await chain();
    const revenueBefore = await houseBalance(houseCodes.revenue);
    const response = await purchase(member, { product_code: 'tsel25', destination: '081298760101' });
    expect(response.statusCode).toBe(200);
    const started = response.json().data as { ref_id: string; price: number };
    expect(started.price).toBe(25_275);
    expect(await depositOf(member)).toBe(100_000 - 25_275);
    // The quote is on the row; nothing is paid to the uplines before the supplier delivers.
    expect((await rowOf(started.ref_id)).commissionLegs).toEqual([
      { accountId: agent.accountId, role: 'agent', amount: 125 },
      { accountId: master.accountId, role: 'master', amount: 75 },
    ]);
    expect((await balancesOf(agent)).cashback_wallet).toBe(0);

    expect((await dispatch(ctx, member, started.ref_id)).status).toBe('success');
    // Agent: 25.275 − its own 25.150; master: 25.150 − its own 25.075; the tenant keeps 25.075 − 25.000.
    expect(await balancesOf(agent)).toMatchObject({ deposit: 0, cashback_wallet: 125 });
    expect(await balancesOf(master)).toMatchObject({ deposit: 0, cashback_wallet: 75 });
    expect((await houseBalance(houseCodes.revenue)) - revenueBefore).toBe(75);
    await expectLedgerClean(ctx);
  });

  it('a returned sale takes the commissions back; one already spent is carried by the tenant', async () => {
    const { master, agent, member } = await chain();
    const started = (await purchase(member, { product_code: 'tsel25', destination: '081298760102' })).json().data;
    expect((await dispatch(ctx, member, started.ref_id)).status).toBe('success');
    // The agent moves its commission to its deposit before the seller takes the sale back.
    const redeemed = await agent.browser.post('/api/v1/deposit/cashback-redeem', {});
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const adjustmentsBefore = await houseBalance(houseCodes.adjustments);

    expect((await sendReturned(started.ref_id, '081298760102')).json().outcome).toBe('returned');
    expect(await depositOf(member)).toBe(100_000);
    expect(await balancesOf(master)).toMatchObject({ cashback_wallet: 0 });
    // The agent keeps what it already redeemed; the tenant's adjustments carry it.
    expect(await balancesOf(agent)).toMatchObject({ deposit: 125, cashback_wallet: 0 });
    expect((await houseBalance(houseCodes.adjustments)) - adjustmentsBefore).toBe(-125);
  });

  it('an agent sets what its downline pays, within the limits its tenant sets', async () => {
    const { agent, member } = await chain();
    const principal = { tenantId, accountId: agent.accountId, role: 'agent' as const };
    const refused = await ctx.database
      .withTenant(tenantId, (tx) => setDownlineMarkup(tx, principal, { basisPoints: 500, flat: 0 }, ctx.clock.now()))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).fieldErrors).toEqual({
      markup_basis_points: [{ key: 'validation.between', params: { min: 50, max: 300 } }],
    });
    await ctx.database.withTenant(tenantId, (tx) =>
      setDownlineMarkup(tx, principal, { basisPoints: 200, flat: 0 }, ctx.clock.now()),
    );
    // 2% over the agent's Rp25.150 is Rp503.
    const started = (await purchase(member, { product_code: 'tsel25', destination: '081298760103' })).json().data;
    expect(started.price).toBe(25_653);
    expect((await dispatch(ctx, member, started.ref_id)).status).toBe('success');
    expect((await balancesOf(agent)).cashback_wallet).toBe(503);
  });

  it('a member without upline pays its tier price and earns nobody anything', async () => {
    const member = await buyer(ctx);
    const started = (await purchase(member, { product_code: 'tsel25', destination: '081298760104' })).json().data;
    expect(started.price).toBe(25_275);
    expect((await rowOf(started.ref_id)).commissionLegs).toEqual([]);
    expect((await dispatch(ctx, member, started.ref_id)).status).toBe('success');
  });
});
