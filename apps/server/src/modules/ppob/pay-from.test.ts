import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, jakartaDate } from '@konter/shared/time/jakarta';
import { prepaidTransactions } from '../../db/schema/ppob-purchases.ts';
import { expectLedgerClean, fund, ledgerLegsOf } from '../../test/ledger-helpers.ts';
import { buyer, dispatch, expectInFlightBalanced, purchase, type Buyer } from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { testClockStart } from '../../test/test-clock.ts';
import { getHolderBalances, holderCode, houseCodes } from '../ledger/index.ts';

/*
 * §1: a prepaid purchase paid from the cashback wallet or from the agent's loan, where the tenant offers it
 * (decision 033's amendment). Every refusal leaves every balance as it was; every refund goes back where the money
 * came from.
 */

let ctx: TestContext;
let tenantId: string;
let admin: Buyer;

beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  tenantId = ctx.tenantIds.konter;
  await ctx.app.services.tenants.update(tenantId, { agentDebtEnabled: true });
  admin = await buyer(ctx, { role: 'admin', deposit: 0 });
});
afterAll(() => ctx.close());
afterEach(async () => {
  ctx.clock.set(testClockStart);
  await expectLedgerClean(ctx);
  await expectInFlightBalanced(ctx);
});

/** A Telkomsel number the simulator settles at once; an XL number it fails (rc 54, wrong number). */
const telkomsel = (index: number) => `08129100${String(index).padStart(4, '0')}`;
const failingXl = '087800001235';

const offer = (sources: { pay_from_cashback?: boolean; pay_from_loan?: boolean }) =>
  admin.browser.request('PATCH', '/api/v1/admin/tenant/settings', sources);

const balances = (who: Buyer) =>
  ctx.database.withTenant(tenantId, (tx) => getHolderBalances(tx, tenantId, who.accountId));

async function paidFromOf(refId: string) {
  const [row] = await ctx.database.withTenant(tenantId, (tx) =>
    tx
      .select({ paidFrom: prepaidTransactions.paidFrom })
      .from(prepaidTransactions)
      .where(eq(prepaidTransactions.refId, refId)),
  );
  return row?.paidFrom;
}

const historyTotal = async (who: Buyer) =>
  (await who.browser.get('/api/v1/prabayar/transactions')).json().meta.total as number;

/** An agent (no deposit unless given) with an active loan the admin granted (lender: the tenant). */
async function agentWithLoan(limit: number, deposit = 0) {
  const agent = await buyer(ctx, { role: 'agent', deposit });
  const granted = await admin.browser.post('/api/v1/admin/agent-loans', {
    account_id: agent.accountId,
    limit,
    due_date: addDays(jakartaDate(ctx.clock.now()), 7),
  });
  expect(granted.statusCode, granted.body).toBe(201);
  return { agent, loanId: granted.json().data.id as string };
}

const loanOf = async (agent: Buyer) => (await agent.browser.get('/api/v1/agent-debt')).json().data.data[0];

describe('paying a purchase from the cashback wallet or the loan (§1)', () => {
  it('[DEP-01][AGT-06] another source is refused, nothing moved, until the tenant offers it; the members are told which it offers', async () => {
    const who = await buyer(ctx);
    await fund(ctx, tenantId, who.accountId, 50_000, undefined, 'cashback');
    const { agent } = await agentWithLoan(100_000, 0);
    for (const [account, source] of [
      [who, 'cashback'],
      [agent, 'loan'],
    ] as const) {
      const refused = await purchase(account, { product_code: 'tsel10', destination: telkomsel(1), pay_from: source });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['pay_from']);
    }
    expect(await balances(who)).toMatchObject({ deposit: 100_000, cashback_wallet: 50_000 });
    expect(await balances(agent)).toMatchObject({ deposit: 0, agent_debt: 0 });
    expect(await historyTotal(who)).toBe(0);

    const preferences = async () => (await who.browser.get('/api/v1/site/bootstrap')).json().preferences.payFrom;
    expect(await preferences()).toEqual({ cashback: false, loan: false });
    const changed = await offer({ pay_from_cashback: true, pay_from_loan: true });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ pay_from_cashback: true, pay_from_loan: true });
    expect(await preferences()).toEqual({ cashback: true, loan: true });
    // The loan is offered only while the tenant lends at all.
    await ctx.app.services.tenants.update(tenantId, { agentDebtEnabled: false });
    expect(await preferences()).toEqual({ cashback: true, loan: false });
    const off = await purchase(agent, { product_code: 'tsel10', destination: telkomsel(2), pay_from: 'loan' });
    expect(off.statusCode).toBe(422);
    await ctx.app.services.tenants.update(tenantId, { agentDebtEnabled: true });
  });

  it('[DEP-11] paid from the cashback wallet: the wallet pays, the deposit is untouched; a failure refunds the wallet', async () => {
    await offer({ pay_from_cashback: true });
    const who = await buyer(ctx);
    await fund(ctx, tenantId, who.accountId, 50_000, undefined, 'cashback');
    const bought = await purchase(who, { product_code: 'tsel10', destination: telkomsel(3), pay_from: 'cashback' });
    expect(bought.statusCode, bought.body).toBe(200);
    const { ref_id: refId, price } = bought.json().data as { ref_id: string; price: number };
    expect(await paidFromOf(refId)).toBe('cashback');
    expect(await balances(who)).toMatchObject({ deposit: 100_000, cashback_wallet: 50_000 - price });
    expect(await ledgerLegsOf(ctx, refId)).toEqual([
      { code: holderCode('cashback', who.accountId), kind: 'purchase.debit', amount: -price },
      { code: houseCodes.purchasesInFlight, kind: 'purchase.debit', amount: price },
    ]);
    expect((await dispatch(ctx, who, refId)).status).toBe('success');
    expect(await balances(who)).toMatchObject({ deposit: 100_000, cashback_wallet: 50_000 - price });
    // The receipt and the transaction report say where the price came from.
    const receipt = (await who.browser.get(`/api/v1/receipt/prabayar/${refId}`)).json().data;
    expect(receipt).toMatchObject({ payment_method: 'cashback', payment_status: 'success' });
    const report = (await who.browser.get('/api/v1/report/prabayar')).json().data as {
      ref_id: string;
      payment_method: string;
    }[];
    expect(report.find((row) => row.ref_id === refId)?.payment_method).toBe('cashback');

    const failing = await purchase(who, { product_code: 'xld10', destination: failingXl, pay_from: 'cashback' });
    expect(failing.statusCode, failing.body).toBe(200);
    const failed = failing.json().data as { ref_id: string; price: number };
    expect((await balances(who)).cashback_wallet).toBe(50_000 - price - failed.price);
    expect((await dispatch(ctx, who, failed.ref_id)).status).toBe('failed');
    expect(await balances(who)).toMatchObject({ deposit: 100_000, cashback_wallet: 50_000 - price });
    expect((await ledgerLegsOf(ctx, failed.ref_id)).filter((leg) => leg.kind === 'purchase.refund')).toEqual([
      { code: holderCode('cashback', who.accountId), kind: 'purchase.refund', amount: failed.price },
      { code: houseCodes.purchasesInFlight, kind: 'purchase.refund', amount: -failed.price },
    ]);
  });

  it('[DEP-11] a cashback-paid purchase the seller takes back (rc 74) is returned to the wallet, once', async () => {
    await offer({ pay_from_cashback: true });
    const who = await buyer(ctx, { deposit: 0 });
    await fund(ctx, tenantId, who.accountId, 30_000, undefined, 'cashback');
    const bought = await purchase(who, { product_code: 'tsel10', destination: telkomsel(4), pay_from: 'cashback' });
    expect(bought.statusCode, bought.body).toBe(200);
    const { ref_id: refId, price } = bought.json().data as { ref_id: string; price: number };
    expect((await dispatch(ctx, who, refId)).status).toBe('success');
    const [row] = await ctx.database.withTenant(tenantId, (tx) =>
      tx
        .select({ supplier: prepaidTransactions.supplier })
        .from(prepaidTransactions)
        .where(eq(prepaidTransactions.refId, refId)),
    );
    const returned = () =>
      ctx.app.services.settlement.handleCallback(
        row?.supplier ?? '',
        {
          refId,
          deliveryId: `return-${refId}`,
          status: 'failed',
          rc: '74',
          message: 'Transaksi Refund',
          serialNumber: null,
          price: null,
          retryElsewhere: false,
          failure: 'returned',
        },
        {},
      );
    expect(await returned()).toBe('returned');
    expect(await returned()).toBe('duplicate');
    expect(await balances(who)).toMatchObject({ deposit: 0, cashback_wallet: 30_000 });
    expect(
      (await ledgerLegsOf(ctx, refId)).filter(
        (leg) => leg.kind === 'purchase.returned' && leg.code.startsWith('cashback'),
      ),
    ).toEqual([{ code: holderCode('cashback', who.accountId), kind: 'purchase.returned', amount: price }]);
  });

  it("[DEP-11] a wallet short of the price is refused with 'Saldo cashback Anda tidak cukup', nothing written", async () => {
    await offer({ pay_from_cashback: true });
    const who = await buyer(ctx);
    await fund(ctx, tenantId, who.accountId, 1_000, undefined, 'cashback');
    const refused = await purchase(who, { product_code: 'tsel10', destination: telkomsel(5), pay_from: 'cashback' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Saldo cashback Anda tidak cukup');
    who.browser.locale = 'en';
    const english = await purchase(who, { product_code: 'tsel10', destination: telkomsel(5), pay_from: 'cashback' });
    expect(english.json().message).toBe('Insufficient cashback balance');
    expect(await balances(who)).toMatchObject({ deposit: 100_000, cashback_wallet: 1_000 });
    expect(await historyTotal(who)).toBe(0);
  });

  it('[DEP-11] parallel purchases from one cashback wallet never overspend it', async () => {
    await offer({ pay_from_cashback: true });
    const who = await buyer(ctx);
    await fund(ctx, tenantId, who.accountId, 100_000, undefined, 'cashback');
    const first = await purchase(who, { product_code: 'tsel10', destination: telkomsel(10), pay_from: 'cashback' });
    expect(first.statusCode, first.body).toBe(200);
    const price = first.json().data.price as number;
    const left = 100_000 - price;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        purchase(who, { product_code: 'tsel10', destination: telkomsel(11 + index), pay_from: 'cashback' }),
      ),
    );
    const accepted = replies.filter((reply) => reply.statusCode === 200);
    expect(accepted).toHaveLength(Math.min(20, Math.floor(left / price)));
    expect(
      replies
        .filter((reply) => reply.statusCode !== 200)
        .every((reply) => reply.json().message === 'Saldo cashback Anda tidak cukup'),
    ).toBe(true);
    expect(await balances(who)).toMatchObject({ deposit: 100_000, cashback_wallet: left - accepted.length * price });
    for (const reply of [first, ...accepted]) await dispatch(ctx, who, reply.json().data.ref_id);
  });

  it('[AGT-06] paid from the loan: exactly the price is drawn onto the deposit and held from it; a refund goes to the deposit and the debt stays owed', async () => {
    await offer({ pay_from_loan: true });
    // A master's loan: the master lends from its own deposit (decision 033).
    const master = await buyer(ctx, { role: 'master', deposit: 300_000 });
    const agent = await buyer(ctx, { role: 'agent', deposit: 5_000, referredBy: master.accountId });
    const requested = await master.browser.post('/api/v1/agent-center/loans', {
      account_id: agent.accountId,
      limit: 100_000,
      due_date: addDays(jakartaDate(ctx.clock.now()), 7),
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const loanId = requested.json().data.id as string;
    await admin.browser.post(`/api/v1/admin/agent-loans/${loanId}/decide`, { decision: 'approve' });

    const bought = await purchase(agent, { product_code: 'tsel10', destination: telkomsel(40), pay_from: 'loan' });
    expect(bought.statusCode, bought.body).toBe(200);
    const { ref_id: refId, price } = bought.json().data as { ref_id: string; price: number };
    expect(await paidFromOf(refId)).toBe('loan');
    expect(await balances(agent)).toMatchObject({ deposit: 5_000, agent_debt: -price });
    expect(await balances(master)).toMatchObject({ deposit: 300_000 - price });
    expect(await loanOf(agent)).toMatchObject({ usage: price, unpaid: price, leftover_limit: 100_000 - price });
    expect(await ledgerLegsOf(ctx, loanId)).toEqual(
      expect.arrayContaining([
        { code: holderCode('agent_debt', agent.accountId), kind: 'agent_loan.draw', amount: -price },
        { code: holderCode('deposit', agent.accountId), kind: 'agent_loan.draw', amount: price },
        { code: holderCode('deposit', master.accountId), kind: 'agent_loan.draw', amount: -price },
        { code: houseCodes.agentLoans, kind: 'agent_loan.draw', amount: price },
      ]),
    );
    expect(await ledgerLegsOf(ctx, refId)).toEqual([
      { code: holderCode('deposit', agent.accountId), kind: 'purchase.debit', amount: -price },
      { code: houseCodes.purchasesInFlight, kind: 'purchase.debit', amount: price },
    ]);
    const audit = (await admin.browser.get('/api/v1/admin/audit?action=agent_loan.drawn')).json().data as {
      details: { purchaseRef?: string };
    }[];
    expect(audit.some((row) => row.details.purchaseRef === refId)).toBe(true);

    const failing = await purchase(agent, { product_code: 'xld10', destination: failingXl, pay_from: 'loan' });
    expect(failing.statusCode, failing.body).toBe(200);
    const failed = failing.json().data as { ref_id: string; price: number };
    expect((await dispatch(ctx, agent, failed.ref_id)).status).toBe('failed');
    // The refund is the deposit's; what was drawn stays owed, as any drawing.
    expect(await balances(agent)).toMatchObject({ deposit: 5_000 + failed.price, agent_debt: -price - failed.price });
    expect(await loanOf(agent)).toMatchObject({ usage: price + failed.price });
    await dispatch(ctx, agent, refId);
  });

  it('[AGT-06][AGT-07] refused with nothing moved: no active loan, over the limit, past its due date, marked overdue', async () => {
    await offer({ pay_from_loan: true });
    const untouched = async (agent: Buyer, deposit: number, debt: number) => {
      expect(await balances(agent)).toMatchObject({ deposit, agent_debt: debt });
      expect(await historyTotal(agent)).toBe(0);
    };
    const noLoan = await buyer(ctx, { role: 'agent', deposit: 50_000 });
    const none = await purchase(noLoan, { product_code: 'tsel10', destination: telkomsel(50), pay_from: 'loan' });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('Anda tidak punya pinjaman aktif.');
    await untouched(noLoan, 50_000, 0);

    const { agent: small } = await agentWithLoan(5_000);
    const over = await purchase(small, { product_code: 'tsel10', destination: telkomsel(51), pay_from: 'loan' });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.pay_from[0]).toContain('5.000');
    await untouched(small, 0, 0);
    expect(await loanOf(small)).toMatchObject({ usage: 0 });

    const { agent: late } = await agentWithLoan(100_000);
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 8 * 86_400_000));
    const pastDue = await purchase(late, { product_code: 'tsel10', destination: telkomsel(52), pay_from: 'loan' });
    expect(pastDue.statusCode).toBe(422);
    expect(pastDue.json().message).toContain('jatuh tempo');
    await untouched(late, 0, 0);
    ctx.clock.set(testClockStart);

    const { agent: inactive, loanId } = await agentWithLoan(100_000);
    await ctx.database.withTenant(tenantId, (tx) =>
      tx.execute(sql`update agent_loans set overdue_at = now() where id = ${loanId}`),
    );
    const overdue = await purchase(inactive, { product_code: 'tsel10', destination: telkomsel(53), pay_from: 'loan' });
    expect(overdue.statusCode).toBe(422);
    expect(overdue.json().message).toContain('jatuh tempo');
    await untouched(inactive, 0, 0);
  });

  it('[AGT-06] parallel purchases paid from one loan never pass its limit', async () => {
    await offer({ pay_from_loan: true });
    const { agent } = await agentWithLoan(100_000);
    const first = await purchase(agent, { product_code: 'tsel10', destination: telkomsel(60), pay_from: 'loan' });
    expect(first.statusCode, first.body).toBe(200);
    const price = first.json().data.price as number;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        purchase(agent, { product_code: 'tsel10', destination: telkomsel(61 + index), pay_from: 'loan' }),
      ),
    );
    const accepted = replies.filter((reply) => reply.statusCode === 200);
    const drawn = price * (1 + accepted.length);
    expect(accepted).toHaveLength(Math.min(20, Math.floor((100_000 - price) / price)));
    expect(replies.filter((reply) => reply.statusCode !== 200).every((reply) => reply.statusCode === 422)).toBe(true);
    expect(await balances(agent)).toMatchObject({ deposit: 0, agent_debt: -drawn });
    expect(await loanOf(agent)).toMatchObject({ usage: drawn, leftover_limit: 100_000 - drawn });
    for (const reply of [first, ...accepted]) await dispatch(ctx, agent, reply.json().data.ref_id);
  });
});
