import ExcelJS from 'exceljs';
import { addDays, jakartaDate } from '@konter/shared/time/jakarta';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import { buyer, type Buyer } from '../../test/purchase-helpers.ts';
import { createTestApp, TestBrowser, type TestContext } from '../../test/test-app.ts';
import { demoPassword } from '../accounts/index.ts';
import { getHolderBalances, houseBalance, houseCodes } from '../ledger/index.ts';
import { markOverdueLoansJob } from './agents.jobs.ts';

let ctx: TestContext;
let tenantId: string;
let admin: Buyer;

beforeAll(async () => {
  ctx = await createTestApp();
  tenantId = ctx.tenantIds.konter;
  await ctx.app.services.tenants.update(tenantId, { agentDebtEnabled: true });
  admin = await buyer(ctx, { role: 'admin', deposit: 0 });
});
afterAll(() => ctx.close());
afterEach(async () => {
  await expectLedgerClean(ctx);
});

const today = () => jakartaDate(ctx.clock.now());
const balances = (accountId: string) =>
  ctx.database.withTenant(tenantId, (tx) => getHolderBalances(tx, tenantId, accountId));

/** A master with `deposit`, an agent under it, and the master's loan to that agent approved by the admin. */
async function activeLoan(options: { deposit: number; limit: number; dueInDays?: number; agents?: number }) {
  const master = await buyer(ctx, { role: 'master', deposit: options.deposit });
  const agents: Buyer[] = [];
  const loanIds: string[] = [];
  for (let index = 0; index < (options.agents ?? 1); index += 1) {
    const agent = await buyer(ctx, { role: 'agent', deposit: 0, referredBy: master.accountId });
    const requested = await master.browser.post('/api/v1/agent-center/loans', {
      account_id: agent.accountId,
      limit: options.limit,
      due_date: addDays(today(), options.dueInDays ?? 7),
    });
    expect(requested.statusCode, requested.body).toBe(201);
    expect(requested.json().data).toMatchObject({ status: 'pending', leftover_limit: 0 });
    const id = requested.json().data.id as string;
    const approved = await admin.browser.post(`/api/v1/admin/agent-loans/${id}/decide`, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    agents.push(agent);
    loanIds.push(id);
  }
  return { master, agent: agents[0] as Buyer, agents, loanId: loanIds[0] as string, loanIds };
}

describe('loans and agent debt', () => {
  it('[AGT-06] a master asks, the admin validates, the agent draws on its deposit, debt and master balance move in one transfer', async () => {
    const { master, agent, loanId } = await activeLoan({ deposit: 500_000, limit: 200_000 });
    const drawn = await agent.browser.post(`/api/v1/agent-debt/${loanId}/draw`, { amount: 150_000 });
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(drawn.json().data).toMatchObject({
      status: 'active',
      limit: 200_000,
      usage: 150_000,
      collected: 0,
      unpaid: 150_000,
      leftover_limit: 50_000,
      due_bucket: 'not_due',
    });
    expect(await balances(agent.accountId)).toMatchObject({ deposit: 150_000, agent_debt: -150_000 });
    expect(await balances(master.accountId)).toMatchObject({ deposit: 350_000 });
    // The agent's account shows its debt (spec §3 agent_debt).
    expect((await agent.browser.get('/api/v1/account')).json().data.agent_debt).toBe(-150_000);

    const over = await agent.browser.post(`/api/v1/agent-debt/${loanId}/draw`, { amount: 60_000 });
    expect(over.statusCode, over.body).toBe(422);
    expect(over.json().errors.amount[0]).toContain('50.000');
    expect(await balances(agent.accountId)).toMatchObject({ deposit: 150_000, agent_debt: -150_000 });

    // `GET agent-debt` answers the list in data.data with the spec's totals.
    const mine = await agent.browser.get('/api/v1/agent-debt');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.totals).toEqual({
      limit: 200_000,
      usage: 150_000,
      total_deposit: 0,
      total_unpaid: 150_000,
    });

    // AGT-05: the master's dashboard counts it.
    const dashboard = (await master.browser.get('/api/v1/agent-center')).json().data;
    expect(dashboard).toMatchObject({ agentDebtEnabled: true, outstandingLoans: 150_000, dueToday: 0 });
  });

  it('[AGT-07] repayments: approved fully, half, or not deposited; the master is paid back; one decision per repayment', async () => {
    const { master, agent, loanId } = await activeLoan({ deposit: 300_000, limit: 100_000 });
    await agent.browser.post(`/api/v1/agent-debt/${loanId}/draw`, { amount: 100_000 });
    const inHold = await ctx.database.withTenant(tenantId, (tx) => houseBalance(tx, tenantId, houseCodes.agentLoans));

    const declare = async (amount: number) => {
      const response = await agent.browser.post(`/api/v1/agent-debt/${loanId}/repay`, { amount });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as string;
    };
    const full = await declare(40_000);
    const half = await declare(30_000);
    const none = await declare(20_000);
    // Declared and waiting never passes what is owed.
    const tooMuch = await agent.browser.post(`/api/v1/agent-debt/${loanId}/repay`, { amount: 20_000 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount).toBeDefined();

    expect(
      (await agent.browser.post(`/api/v1/admin/agent-loans/deposits/${full}/decide`, { decision: 'approve' }))
        .statusCode,
    ).toBe(403);
    const decide = (id: string, decision: string) =>
      admin.browser.post(`/api/v1/admin/agent-loans/deposits/${id}/decide`, { decision });
    expect((await decide(full, 'approve')).json().data).toMatchObject({ status: 'approved', approved_amount: 40_000 });
    expect((await decide(half, 'half')).json().data).toMatchObject({
      status: 'half_approved',
      approved_amount: 15_000,
    });
    expect((await decide(none, 'reject')).json().data).toMatchObject({ status: 'not_deposited', approved_amount: 0 });
    expect((await decide(full, 'reject')).statusCode).toBe(422);

    expect(await balances(agent.accountId)).toMatchObject({ deposit: 100_000, agent_debt: -45_000 });
    expect(await balances(master.accountId)).toMatchObject({ deposit: 255_000 });
    const afterHold = await ctx.database.withTenant(tenantId, (tx) =>
      houseBalance(tx, tenantId, houseCodes.agentLoans),
    );
    expect(afterHold - inHold).toBe(-55_000);

    const loan = (await agent.browser.get('/api/v1/agent-debt')).json().data.data[0];
    expect(loan).toMatchObject({
      usage: 100_000,
      collected: 55_000,
      unpaid: 45_000,
      leftover_limit: 55_000,
      pending_deposit: 0,
    });
    const deposits = (await master.browser.get('/api/v1/agent-center/loan-deposits')).json().data;
    expect(deposits.totals).toEqual({ total_deposit: 90_000, total_approved: 55_000 });
  });

  it('[AGT-06] parallel drawings by many agents of one master never overspend its deposit nor a limit', async () => {
    // Five agents with Rp60.000 limits against a master with Rp100.000: only what the master holds is lent.
    const { master, agents, loanIds } = await activeLoan({ deposit: 100_000, limit: 60_000, agents: 5 });
    const results = await Promise.all(
      agents.map((agent, index) => agent.browser.post(`/api/v1/agent-debt/${loanIds[index]}/draw`, { amount: 30_000 })),
    );
    const codes = results.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 422, 422]);
    expect((await balances(master.accountId)).deposit).toBe(10_000);

    // One agent drawing in parallel stays within its own limit.
    const { agent, loanId } = await activeLoan({ deposit: 1_000_000, limit: 50_000 });
    const draws = await Promise.all(
      Array.from({ length: 6 }, () => agent.browser.post(`/api/v1/agent-debt/${loanId}/draw`, { amount: 20_000 })),
    );
    expect(draws.filter((response) => response.statusCode === 200)).toHaveLength(2);
    expect(await balances(agent.accountId)).toMatchObject({ deposit: 40_000, agent_debt: -40_000 });
  });

  it('[AGT-07] parallel repayments and approvals never collect more than is owed', async () => {
    const { master, agent, loanId } = await activeLoan({ deposit: 200_000, limit: 100_000 });
    await agent.browser.post(`/api/v1/agent-debt/${loanId}/draw`, { amount: 100_000 });
    const declared = await Promise.all(
      Array.from({ length: 5 }, () => agent.browser.post(`/api/v1/agent-debt/${loanId}/repay`, { amount: 40_000 })),
    );
    const accepted = declared.filter((response) => response.statusCode === 201).map((r) => r.json().data.id as string);
    expect(accepted).toHaveLength(2);
    // Two admins click approve on both at once: each repayment is decided once.
    const decisions = await Promise.all(
      [...accepted, ...accepted].map((id) =>
        admin.browser.post(`/api/v1/admin/agent-loans/deposits/${id}/decide`, { decision: 'approve' }),
      ),
    );
    expect(decisions.map((response) => response.statusCode).sort()).toEqual([200, 200, 422, 422]);
    expect(await balances(agent.accountId)).toMatchObject({ agent_debt: -20_000 });
    expect((await balances(master.accountId)).deposit).toBe(180_000);
  });

  it('[AGT-07] due buckets; the daily job marks overdue and stops drawing; no new loan while overdue', async () => {
    const dueToday = await activeLoan({ deposit: 100_000, limit: 50_000, dueInDays: 0 });
    await dueToday.agent.browser.post(`/api/v1/agent-debt/${dueToday.loanId}/draw`, { amount: 10_000 });
    const master = dueToday.master;
    const second = await buyer(ctx, { role: 'agent', deposit: 0, referredBy: master.accountId });
    const requested = await master.browser.post('/api/v1/agent-center/loans', {
      account_id: second.accountId,
      limit: 20_000,
      due_date: addDays(today(), 1),
    });
    await admin.browser.post(`/api/v1/admin/agent-loans/${requested.json().data.id}/decide`, { decision: 'approve' });
    await second.browser.post(`/api/v1/agent-debt/${requested.json().data.id}/draw`, { amount: 5_000 });

    const buckets = async () =>
      Object.fromEntries(
        (
          (await master.browser.get('/api/v1/agent-center/loans')).json().data.data as {
            account_id: string;
            due_bucket: string;
          }[]
        ).map((loan) => [loan.account_id, loan.due_bucket]),
      );
    expect(await buckets()).toEqual({ [dueToday.agent.accountId]: 'today', [second.accountId]: 'tomorrow' });
    const billing = (await master.browser.get('/api/v1/agent-center/loans?bucket=today')).json().data;
    expect(billing.data).toHaveLength(1);
    expect(billing.totals.total_unpaid).toBe(10_000);
    expect((await master.browser.get('/api/v1/agent-center')).json().data).toMatchObject({
      outstandingLoans: 15_000,
      dueToday: 10_000,
    });

    ctx.clock.advance(24 * 60 * 60_000);
    await ctx.queue.runNow(markOverdueLoansJob, {});
    expect(await buckets()).toEqual({ [dueToday.agent.accountId]: 'overdue', [second.accountId]: 'today' });
    const refused = await dueToday.agent.browser.post(`/api/v1/agent-debt/${dueToday.loanId}/draw`, { amount: 1_000 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('jatuh tempo');
    const overdue = (await dueToday.agent.browser.get('/api/v1/agent-debt')).json().data.data[0];
    expect(overdue).toMatchObject({ overdue: true, due_bucket: 'overdue' });

    // A new due date lifts the overdue mark; the previous date is kept.
    const moved = await master.browser.post(`/api/v1/agent-center/loans/${dueToday.loanId}/due-date`, {
      due_date: addDays(today(), 3),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      overdue: false,
      due_bucket: 'not_due',
      previous_due_date: addDays(today(), -1),
    });
    expect(
      (await dueToday.agent.browser.post(`/api/v1/agent-debt/${dueToday.loanId}/draw`, { amount: 1_000 })).statusCode,
    ).toBe(200);

    // active → inactive: no more drawing, the debt stays.
    const off = await master.browser.post(`/api/v1/agent-center/loans/${dueToday.loanId}/deactivate`, {});
    expect(off.json().data).toMatchObject({ status: 'inactive', unpaid: 11_000, leftover_limit: 0 });
    expect(
      (await dueToday.agent.browser.post(`/api/v1/agent-debt/${dueToday.loanId}/draw`, { amount: 1_000 })).statusCode,
    ).toBe(422);
  });

  it('[AGT-06] refusals: not in the network, not an agent, a second open loan, rejected, other roles, and the tenant switch', async () => {
    const master = await buyer(ctx, { role: 'master', deposit: 0 });
    const stranger = await buyer(ctx, { role: 'agent', deposit: 0 });
    const member = await buyer(ctx, { deposit: 0, referredBy: master.accountId });
    const agent = await buyer(ctx, { role: 'agent', deposit: 0, referredBy: master.accountId });
    const ask = (who: Buyer, body: Record<string, unknown>) => who.browser.post('/api/v1/agent-center/loans', body);
    const due = addDays(today(), 5);
    expect(
      (await ask(master, { account_id: stranger.accountId, limit: 10_000, due_date: due })).json().errors.account_id,
    ).toBeDefined();
    expect(
      (await ask(master, { account_id: member.accountId, limit: 10_000, due_date: due })).json().errors.account_id,
    ).toBeDefined();
    const badDate = await ask(master, { account_id: agent.accountId, limit: 10_000, due_date: addDays(today(), -1) });
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().errors.due_date).toBeDefined();
    expect(
      (await ask(master, { account_id: agent.accountId, limit: 'banyak', due_date: due })).json().errors.limit,
    ).toBeDefined();
    const first = await ask(master, { account_id: agent.accountId, limit: 10_000, due_date: due });
    expect(first.statusCode).toBe(201);
    expect((await ask(master, { account_id: agent.accountId, limit: 10_000, due_date: due })).statusCode).toBe(422);
    // A pending loan cannot be drawn on; the admin rejects it once.
    expect(
      (await agent.browser.post(`/api/v1/agent-debt/${first.json().data.id}/draw`, { amount: 1_000 })).statusCode,
    ).toBe(422);
    const rejected = await admin.browser.post(`/api/v1/admin/agent-loans/${first.json().data.id}/decide`, {
      decision: 'reject',
    });
    expect(rejected.json().data.status).toBe('rejected');
    expect(
      (await admin.browser.post(`/api/v1/admin/agent-loans/${first.json().data.id}/decide`, { decision: 'approve' }))
        .statusCode,
    ).toBe(422);
    // Someone else's loan is not found; an agent is not a master.
    expect(
      (await stranger.browser.post(`/api/v1/agent-debt/${first.json().data.id}/draw`, { amount: 1_000 })).statusCode,
    ).toBe(404);
    expect((await ask(agent, { account_id: stranger.accountId, limit: 10_000, due_date: due })).statusCode).toBe(403);

    // The admin grants directly (the tenant lends): active at once, no master's deposit involved.
    const granted = await admin.browser.post('/api/v1/admin/agent-loans', {
      account_id: agent.accountId,
      limit: 30_000,
      due_date: due,
    });
    expect(granted.statusCode, granted.body).toBe(201);
    expect(granted.json().data).toMatchObject({ status: 'active', lender_name: null });
    expect(
      (await agent.browser.post(`/api/v1/agent-debt/${granted.json().data.id}/draw`, { amount: 30_000 })).statusCode,
    ).toBe(200);
    expect(await balances(agent.accountId)).toMatchObject({ deposit: 30_000, agent_debt: -30_000 });

    await ctx.app.services.tenants.update(tenantId, { agentDebtEnabled: false });
    try {
      const off = await agent.browser.get('/api/v1/agent-debt');
      expect(off.statusCode).toBe(403);
      expect(off.json().code).toBe('agent_debt_disabled');
      expect((await master.browser.get('/api/v1/agent-center')).json().data).toMatchObject({
        agentDebtEnabled: false,
        outstandingLoans: 0,
      });
    } finally {
      await ctx.app.services.tenants.update(tenantId, { agentDebtEnabled: true });
    }
  });
});

describe('the debt report', () => {
  it('[RPT-02][AGT-06] the report centre lists each debt movement with debt value, current debt, notes and status, with totals, and exports them', async () => {
    const { agent, loanId } = await activeLoan({ deposit: 500_000, limit: 300_000 });
    // A minute between movements, so the newest-first order is theirs.
    await agent.browser.post(`/api/v1/agent-debt/${loanId}/draw`, { amount: 120_000 });
    ctx.clock.advance(60_000);
    await agent.browser.post(`/api/v1/agent-debt/${loanId}/draw`, { amount: 30_000 });
    ctx.clock.advance(60_000);
    const repayment = (await agent.browser.post(`/api/v1/agent-debt/${loanId}/repay`, { amount: 50_000 })).json().data;
    await admin.browser.post(`/api/v1/admin/agent-loans/deposits/${repayment.id}/decide`, { decision: 'approve' });

    const report = await agent.browser.get('/api/v1/report/utang');
    expect(report.statusCode, report.body).toBe(200);
    const { data, totals } = report.json();
    expect(data.map((row: { debt_value: number; current_debt: number }) => [row.debt_value, row.current_debt])).toEqual(
      [
        [-50_000, 100_000],
        [30_000, 150_000],
        [120_000, 120_000],
      ],
    );
    expect(data[0]).toMatchObject({ kind: 'agent_loan.repayment', reference: loanId, debt_status: 'active' });
    expect(data[2].debt_notes).toContain('Pinjaman agen');
    expect(totals).toEqual({ count: 3, borrowed: 150_000, repaid: 50_000, opening_debt: 0, closing_debt: 100_000 });

    const file = await agent.browser.get('/api/v1/report/utang/export?format=csv');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/laporan-utang-.*\.csv/);
    const lines = file.body.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toContain('Nilai Utang');
    expect(lines[0]).toContain('Utang Saat Ini');
    expect(lines[0]).toContain('Status Utang');
    expect(lines.some((line: string) => line.includes('Aktif') && line.includes('Pembayaran pinjaman'))).toBe(true);
    expect(lines).toHaveLength(4);
    // The spreadsheet's totals line under the table: the debt the movements added and the debt at the end.
    const spreadsheet = await agent.browser.get('/api/v1/report/utang/export?format=xlsx');
    expect(spreadsheet.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(spreadsheet.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const last = (sheet?.getRow(sheet.rowCount).values as unknown[]).slice(1);
    expect(last).toEqual(expect.arrayContaining([100_000]));
    expect(last.filter((cell) => cell === 100_000)).toHaveLength(2);

    // Someone without a loan sees an empty report, not an error.
    const stranger = await buyer(ctx, { deposit: 0 });
    expect((await stranger.browser.get('/api/v1/report/utang')).json().totals).toMatchObject({
      count: 0,
      closing_debt: 0,
    });
  });
});

describe('the demo', () => {
  it('[AGT-07] the demo master lends to an agent due today and one overdue, and sees both on its billing list', async () => {
    const master = new TestBrowser(ctx.app, 'localhost');
    await master.open();
    expect(
      (await master.post('/api/v1/auth/login', { login: '081234560040', password: demoPassword })).statusCode,
    ).toBe(200);
    const loans = (await master.get('/api/v1/agent-center/loans')).json().data;
    const byPhone = Object.fromEntries(
      (loans.data as { phone: string; due_bucket: string; unpaid: number }[]).map((loan) => [loan.phone, loan]),
    );
    // The template's demo was seeded on the fake clock's first day; today may be later by now.
    expect(byPhone['081234560041']).toMatchObject({ unpaid: 200_000 });
    expect(byPhone['081234560042']).toMatchObject({ unpaid: 150_000, due_bucket: 'overdue', overdue: true });
    expect(loans.totals.total_unpaid).toBe(350_000);
  });
});
