import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { billResponseSchema, postpaidReceiptResponseSchema, type Bill } from '@konter/shared/contracts/postpaid';
import { agentTransactionReportResponseSchema } from '@konter/shared/contracts/reports';
import { pricingTiers } from '../../db/schema/pricing.ts';
import { houseCodes } from '../ledger/index.ts';
import { digiflazzHubSignature } from '../../integrations/digiflazz/digiflazz.adapter.ts';
import { expectLedgerClean, ledgerLegsOf } from '../../test/ledger-helpers.ts';
import {
  buyer,
  buyerPin,
  depositOf,
  expectInFlightBalanced,
  settled,
  type Buyer,
} from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { dispatchPurchaseJob } from './purchases.jobs.ts';
import { findByRef } from './purchases.repository.ts';

/*
 * Bills priced by tier (issue 18, decision 025 for postpaid): each tier pays the supplier's admin fee plus its tier's
 * `bill_admin_fee`; each upline earns the gap between its tier and the one below, paid as ledger legs with the bill's
 * settlement and taken back exactly when the supplier takes the payment back.
 */
let ctx: TestContext;
let tenantId: string;
const fees = { member: 1_000, agent: 400, master: 0 } as const;

beforeAll(async () => {
  ctx = await createTestApp();
  tenantId = ctx.tenantIds.konter;
  await ctx.database.withTenant(tenantId, async (tx) => {
    for (const [tier, fee] of Object.entries(fees)) {
      await tx
        .update(pricingTiers)
        .set({ billAdminFee: fee })
        .where(sql`${pricingTiers.tenantId} = ${tenantId} and ${pricingTiers.tier} = ${tier}`);
    }
  });
});
afterAll(() => ctx.close());
afterEach(async () => {
  await expectLedgerClean(ctx);
  await expectInFlightBalanced(ctx);
});

async function network() {
  const master = await buyer(ctx, { role: 'master', deposit: 0 });
  const agent = await buyer(ctx, { role: 'agent', deposit: 0, referredBy: master.accountId });
  const member = await buyer(ctx, { deposit: 2_000_000, referredBy: agent.accountId });
  return { master, agent, member };
}

async function billOf(who: Buyer, type: string, customerNo: string): Promise<Bill> {
  const response = await who.browser.post('/api/v1/pascabayar/inquiry', { type, customer_no: customerNo });
  expect(response.statusCode, response.body).toBe(200);
  return billResponseSchema.parse(response.json()).data;
}

/** Pays the bill and runs its payment job, as the worker would; the payment's row once its supplier answered. */
async function paid(who: Buyer, refId: string) {
  const response = await who.browser.post('/api/v1/pascabayar/pay', { ref_id: refId, pin: buyerPin });
  expect(response.statusCode, response.body).toBe(200);
  const row = await ctx.database.withTenant(tenantId, (tx) => findByRef(tx, tenantId, refId));
  if (!row) throw new Error(`no ${refId}`);
  await ctx.queue.runNow(dispatchPurchaseJob, { tenantId, id: row.id });
  await settled(ctx);
  const done = await ctx.database.withTenant(tenantId, (tx) => findByRef(tx, tenantId, refId));
  if (!done) throw new Error(`no ${refId}`);
  return done;
}

async function walletOf(who: Buyer): Promise<number> {
  return (await who.browser.get('/api/v1/account')).json().data.cashback_wallet;
}

/** The supplier's signed callback that it took the paid bill back (Digiflazz rc 74 'Transaksi Refund'). */
function sendReturned(row: { refId: string; destination: string; productCode: string; supplier: string | null }) {
  // The simulators of suppliers A and B, in order, answer as digiflazz-a and digiflazz-b.
  const supplier = ctx.simulators.suppliers[['digiflazz-a', 'digiflazz-b'].indexOf(row.supplier ?? '')];
  if (!supplier) throw new Error(`no simulator for ${row.supplier}`);
  const body = JSON.stringify({
    data: {
      ref_id: row.refId,
      customer_no: row.destination,
      buyer_sku_code: row.productCode,
      status: 'Gagal',
      rc: '74',
      message: 'Transaksi Refund',
      sn: '',
    },
  });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/webhooks/digiflazz/${row.supplier}`,
    headers: {
      'content-type': 'application/json',
      'x-hub-signature': digiflazzHubSignature(supplier.webhookSecret, body),
    },
    payload: body,
  });
}

describe('bills priced by tier, with commissions down the network', () => {
  it('[AGT-01][PAS-01] each tier’s admin fee; the member pays its own, its agent and master earn their gaps as ledger legs of the payment; a return takes them back exactly', async () => {
    const { master, agent, member } = await network();
    const number = '530000000001';
    const [forMember, forAgent, forMaster] = [
      await billOf(member, 'electricity', number),
      await billOf(agent, 'electricity', number),
      await billOf(master, 'electricity', number),
    ];
    // One bill, three prices: the tier's admin fee joins the supplier's, and the bill still adds up.
    expect(forMember.bill_amount).toBe(forMaster.bill_amount);
    expect(forMember.admin_fee - forMaster.admin_fee).toBe(fees.member);
    expect(forAgent.admin_fee - forMaster.admin_fee).toBe(fees.agent);
    for (const bill of [forMember, forAgent, forMaster]) expect(bill.total).toBe(bill.bill_amount + bill.admin_fee);

    const row = await paid(member, forMember.ref_id);
    expect(row.status).toBe('success');
    expect(row.price).toBe(forMember.total);
    expect(row.commissionLegs).toEqual([
      { accountId: agent.accountId, role: 'agent', amount: fees.member - fees.agent },
      { accountId: master.accountId, role: 'master', amount: fees.agent - fees.master },
    ]);
    expect(await depositOf(member)).toBe(2_000_000 - forMember.total);
    expect(await walletOf(agent)).toBe(600);
    expect(await walletOf(master)).toBe(400);
    // The commissions are legs of the payment's settlement transfer, beside the supplier's and the tenant's.
    const settle = (await ledgerLegsOf(ctx, row.refId)).filter((leg) => leg.kind === 'purchase.settle');
    expect(settle).toEqual(
      expect.arrayContaining([
        { code: `cashback:${agent.accountId}`, kind: 'purchase.settle', amount: 600 },
        { code: `cashback:${master.accountId}`, kind: 'purchase.settle', amount: 400 },
        { code: houseCodes.supplierPayable, kind: 'purchase.settle', amount: row.buyingPrice },
        { code: houseCodes.revenue, kind: 'purchase.settle', amount: row.price - row.buyingPrice - 1_000 },
      ]),
    );

    // RPT-01: each upline finds the bill in its agent transactions report with its own commission.
    const reportOf = async (who: Buyer) =>
      agentTransactionReportResponseSchema.parse(
        (await who.browser.get('/api/v1/report/transaksi-agen?status=success')).json(),
      );
    const agentReport = await reportOf(agent);
    expect(agentReport.data.find((line) => line.ref_id === row.refId)).toMatchObject({
      price: forMember.total,
      admin_fee: forMember.admin_fee,
      commission: 600,
    });
    expect((await reportOf(master)).data.find((line) => line.ref_id === row.refId)?.commission).toBe(400);

    // RCP-01: the receipt shows profit per level, each reader its own level and those under it.
    const receiptOf = async (who: Buyer) => {
      const response = await who.browser.get(`/api/v1/receipt/pascabayar/${row.refId}`);
      expect(response.statusCode, response.body).toBe(200);
      return postpaidReceiptResponseSchema.parse(response.json()).data;
    };
    expect((await receiptOf(member)).levels).toEqual([
      expect.objectContaining({ level: 0, price: forMember.total, profit: 0, you: true }),
    ]);
    const byAgent = await receiptOf(agent);
    expect(byAgent.transaction.bill.admin_fee).toBe(forMember.admin_fee);
    expect(byAgent.levels).toEqual([
      expect.objectContaining({ level: 0, price: forMember.total, profit: null, you: false }),
      expect.objectContaining({ level: 1, role: 'agent', price: forAgent.total, profit: 600, you: true }),
    ]);
    expect((await receiptOf(master)).levels.at(-1)).toMatchObject({ level: 2, profit: 400, you: true });

    // The supplier takes the payment back: the member has all of it again, each upline gives its commission back.
    expect((await sendReturned(row)).json().outcome).toBe('returned');
    expect(await depositOf(member)).toBe(2_000_000);
    expect(await walletOf(agent)).toBe(0);
    expect(await walletOf(master)).toBe(0);
    const returned = await ledgerLegsOf(ctx, row.refId);
    const clawedBack = returned.filter((leg) => leg.kind === 'purchase.commission_returned');
    expect(clawedBack).toHaveLength(4);
    expect(clawedBack).toEqual(
      expect.arrayContaining([
        { code: `cashback:${agent.accountId}`, kind: 'purchase.commission_returned', amount: -600 },
        { code: `cashback:${master.accountId}`, kind: 'purchase.commission_returned', amount: -400 },
        { code: houseCodes.revenue, kind: 'purchase.commission_returned', amount: 400 },
        { code: houseCodes.revenue, kind: 'purchase.commission_returned', amount: 600 },
      ]),
    );
    expect((await reportOf(agent)).totals.commission).toBe(0);
  });

  it('[AGT-01][PAS-01] a payment the supplier refuses is refunded exactly and earns no upline anything', async () => {
    const { master, agent, member } = await network();
    const bill = await billOf(member, 'electricity', '530000000006');
    const row = await paid(member, bill.ref_id);
    expect(row.status).toBe('failed');
    expect(row.commissionLegs.map((leg) => leg.amount)).toEqual([600, 400]);
    expect(await depositOf(member)).toBe(2_000_000);
    expect([await walletOf(agent), await walletOf(master)]).toEqual([0, 0]);
    const kinds = (await ledgerLegsOf(ctx, row.refId)).map((leg) => leg.kind);
    expect(new Set(kinds)).toEqual(new Set(['postpaid.debit', 'purchase.refund']));
  });

  it('[PAS-01] an account without uplines pays its tier’s fee and nobody earns; an admin reads and sets the fee per tier', async () => {
    const alone = await buyer(ctx, { deposit: 2_000_000 });
    const master = await buyer(ctx, { role: 'master', deposit: 0 });
    const [own, top] = [await billOf(alone, 'pdam', '1013226'), await billOf(master, 'pdam', '1013226')];
    expect(own.admin_fee - top.admin_fee).toBe(fees.member);
    const row = await paid(alone, own.ref_id);
    expect(row).toMatchObject({ status: 'success', price: own.total, commissionLegs: [] });

    const admin = await buyer(ctx, { role: 'admin', deposit: 0 });
    const tiers = (await admin.browser.get('/api/v1/admin/catalogue/tiers')).json().data as {
      tier: string;
      bill_admin_fee: number;
    }[];
    expect(tiers.map((tier) => [tier.tier, tier.bill_admin_fee])).toEqual([
      ['member', 1_000],
      ['agent', 400],
      ['master', 0],
    ]);
    const agentTier = { markup_basis_points: 100, markup_flat: 0, minimum_markup: 100, round_to: 25 };
    const limits = { downline_min_basis_points: 0, downline_max_basis_points: 0, downline_max_flat: 0 };
    // A client that does not send the fee leaves it as it was; a negative one is a field error.
    const kept = await admin.browser.request('PUT', '/api/v1/admin/catalogue/tiers/agent', { ...agentTier, ...limits });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.bill_admin_fee).toBe(400);
    const refused = await admin.browser.request('PUT', '/api/v1/admin/catalogue/tiers/agent', {
      ...agentTier,
      ...limits,
      bill_admin_fee: -1,
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['bill_admin_fee']);
    const changed = await admin.browser.request('PUT', '/api/v1/admin/catalogue/tiers/agent', {
      ...agentTier,
      ...limits,
      bill_admin_fee: 500,
    });
    expect(changed.json().data.bill_admin_fee).toBe(500);
    const agent = await buyer(ctx, { role: 'agent', deposit: 0 });
    const [agentBill, masterBill] = [await billOf(agent, 'pdam', '1013228'), await billOf(master, 'pdam', '1013228')];
    expect(agentBill.admin_fee - masterBill.admin_fee).toBe(500);
    await admin.browser.request('PUT', '/api/v1/admin/catalogue/tiers/agent', {
      ...agentTier,
      ...limits,
      bill_admin_fee: 400,
    });
  });
});
