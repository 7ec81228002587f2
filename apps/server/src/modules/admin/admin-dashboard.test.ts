import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@konter/shared/contracts/admin-dashboard';
import { startOfJakartaDay } from '@konter/shared/time/jakarta';
import type { Role } from '@konter/shared/contracts/accounts';
import { accounts } from '../../db/schema/accounts.ts';
import { agentApplications, agentLoanDeposits, agentLoans } from '../../db/schema/agents.ts';
import { depositRequests, deposits } from '../../db/schema/deposits.ts';
import { h2hIps } from '../../db/schema/h2h.ts';
import { prepaidTransactions } from '../../db/schema/ppob-purchases.ts';
import { affiliates } from '../../db/schema/referral.ts';
import { hashSecret } from '../../platform/secrets.ts';
import { freshPhone } from '../../test/accounts-helpers.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import { buyer, buyerPassword, type Buyer } from '../../test/purchase-helpers.ts';
import { createTestApp, TestBrowser, type TestContext } from '../../test/test-app.ts';
import { createDigiflazzSupplier } from '../../integrations/digiflazz/digiflazz.adapter.ts';
import type { Supplier } from '../../integrations/payments/supplier.ts';
import { dispatchPurchaseJob } from '../ppob/index.ts';
import { createTenant } from '../tenants/index.ts';
import { ErrorCounts } from '../../platform/error-counts.ts';
import { createAdminDashboardService } from './admin-dashboard.service.ts';

/**
 * The dashboard of a tenant made for this file (so no demo data is in its figures): purchases, top-ups, flags and
 * queue items written straight into its tables at chosen times of the fake clock, then read through the API.
 */
const host = 'dasbor.example';
const hour = 60 * 60_000;
let ctx: TestContext;
let tenantId: string;
let admin: TestBrowser;
let member: { id: string; browser: TestBrowser };
let konterAdmin: Buyer;
let mitraAdmin: Buyer;
let now: Date;
let password: string;

async function account(role: Role, referredBy: string | null = null): Promise<{ id: string; browser: TestBrowser }> {
  const phone = freshPhone();
  const at = ctx.clock.now();
  const [row] = await ctx.database.withTenant(tenantId, (tx) =>
    tx
      .insert(accounts)
      .values({
        tenantId,
        name: `Dasbor ${role}`,
        email: `dasbor${phone}@example.com`,
        phone,
        passwordHash: password,
        role,
        referralCode: `D${phone.slice(-8)}`,
        referredBy,
        emailVerifiedAt: at,
        phoneVerifiedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: accounts.id }),
  );
  if (!row) throw new Error('account insert failed');
  const browser = await new TestBrowser(ctx.app, host).open();
  expect((await browser.post('/api/v1/auth/login', { login: phone, password: buyerPassword })).statusCode).toBe(200);
  return { id: row.id, browser };
}

let sequence = 0;
/** Tells this run's rows apart from another's in the same database. */
const run = crypto.randomUUID().slice(0, 8).toUpperCase();
async function purchaseRow(
  accountId: string,
  values: { at: Date; status: string; supplier: string | null; price: number; buying: number; flag?: string },
  inTenant = tenantId,
) {
  sequence += 1;
  const refId = `DSB${run}${sequence}`;
  await ctx.database.withTenant(inTenant, (tx) =>
    tx.insert(prepaidTransactions).values({
      tenantId: inTenant,
      refId,
      accountId,
      requestKey: `dashboard:${refId}`,
      requestHash: 'dashboard',
      productCode: 'tsel10',
      productName: 'Telkomsel 10.000',
      family: 'pulsa',
      operator: 'telkomsel',
      operatorName: 'Telkomsel',
      nominal: 10_000,
      destination: '081298760000',
      price: values.price,
      buyingPrice: values.buying,
      sellingPrice: values.price,
      status: values.status as 'success',
      supplier: values.supplier,
      reviewFlag: values.flag ?? null,
      createdAt: values.at,
      updatedAt: values.at,
    }),
  );
  return refId;
}

async function dashboard(browser: TestBrowser): Promise<AdminDashboard> {
  const response = await browser.get('/api/v1/admin/dashboard');
  expect(response.statusCode).toBe(200);
  return response.json().data as AdminDashboard;
}

beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  // Noon in Jakarta, so "today" and "the last 24 hours" are far from midnight whatever day the clock starts on.
  const start = ctx.clock.now();
  const noon = new Date(startOfJakartaDay(start).getTime() + 12 * hour);
  ctx.clock.set(noon.getTime() > start.getTime() ? noon : new Date(noon.getTime() + 24 * hour));
  now = ctx.clock.now();
  password = await hashSecret(buyerPassword);
  const created = await createTenant(ctx.database, ctx.clock, {
    slug: 'dasbor-uji',
    brandName: 'Dasbor Uji',
    hosts: [host],
    agentDebtEnabled: true,
  });
  tenantId = created.tenant.id;
  admin = (await account('admin')).browser;
  member = await account('member');
  konterAdmin = await buyer(ctx, { role: 'admin', deposit: 0 });
  mitraAdmin = await buyer(ctx, { tenant: 'mitra', role: 'admin', deposit: 0 });
});
afterAll(() => ctx.close());
afterEach(() => expectLedgerClean(ctx));

describe('the back office dashboard', () => {
  it('[ADM-01] an empty tenant reads zeros, every queue at 0 and each configured supplier’s balance', async () => {
    const empty = await dashboard(admin);
    expect(empty.generated_at).toBe(now.toISOString());
    expect(empty.volume).toEqual({
      today: { count: 0, amount: 0, margin: 0 },
      last_30_days: { count: 0, amount: 0, margin: 0 },
    });
    expect(empty.suppliers).toEqual([]);
    expect(empty.stuck_purchases).toEqual({ processing: 0, past_timeout: 0, timeout_minutes: 1440 });
    expect(empty.gateway_top_ups).toEqual({ count: 0, amount: 0, oldest_created_at: null });
    expect(empty.queues.map((queue) => [queue.key, queue.count])).toEqual([
      ['deposit_requests', 0],
      ['reconciliation', 0],
      ['adjustments', 0],
      ['developer_ips', 0],
      ['agent_applications', 0],
      ['masters', 0],
      ['loans', 0],
      ['loan_repayments', 0],
      ['affiliates', 0],
    ]);
    // The simulated Digiflazz accounts answer their balance.
    expect(empty.supplier_balances.map((row) => row.supplier)).toEqual(['digiflazz-a', 'digiflazz-b']);
    for (const row of empty.supplier_balances) {
      expect(row.error).toBeNull();
      expect(row.balance).toBeGreaterThan(0);
    }
  });

  it('[ADM-01] volume, margin, success rate per supplier, stuck purchases, pending top-ups and every queue, exactly', async () => {
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const today = ago(hour);
    const threeDays = ago(72 * hour);
    // Today: two successes and a supplier failure.
    await purchaseRow(member.id, {
      at: today,
      status: 'success',
      supplier: 'digiflazz-a',
      price: 10_500,
      buying: 10_100,
    });
    await purchaseRow(member.id, {
      at: today,
      status: 'success',
      supplier: 'digiflazz-b',
      price: 20_800,
      buying: 20_000,
    });
    await purchaseRow(member.id, {
      at: today,
      status: 'failed',
      supplier: 'digiflazz-a',
      price: 10_500,
      buying: 10_100,
    });
    // Yesterday afternoon: inside the last 24 hours, not today.
    await purchaseRow(member.id, {
      at: ago(20 * hour),
      status: 'success',
      supplier: 'digiflazz-b',
      price: 10_500,
      buying: 10_100,
    });
    // Three days ago: a success, a failure, a refund on our timeout (not the supplier's answer), and a failure the
    // code flagged for a person.
    await purchaseRow(member.id, {
      at: threeDays,
      status: 'success',
      supplier: 'digiflazz-a',
      price: 50_500,
      buying: 50_000,
    });
    await purchaseRow(member.id, {
      at: threeDays,
      status: 'failed',
      supplier: 'digiflazz-b',
      price: 5_500,
      buying: 5_000,
    });
    await purchaseRow(member.id, {
      at: threeDays,
      status: 'expired',
      supplier: 'digiflazz-a',
      price: 5_500,
      buying: 5_000,
    });
    // 31 days ago: outside every window.
    await purchaseRow(member.id, {
      at: ago(31 * 24 * hour),
      status: 'success',
      supplier: 'digiflazz-a',
      price: 99_999,
      buying: 1,
    });
    // Still processing: one for two hours, one for 25 hours (past the default 24-hour timeout).
    await purchaseRow(member.id, {
      at: ago(2 * hour),
      status: 'processing',
      supplier: 'digiflazz-a',
      price: 10_500,
      buying: 10_100,
    });
    await purchaseRow(member.id, {
      at: ago(25 * hour),
      status: 'processing',
      supplier: 'digiflazz-b',
      price: 10_500,
      buying: 10_100,
    });
    await purchaseRow(member.id, {
      at: threeDays,
      status: 'success',
      supplier: 'digiflazz-b',
      price: 12_000,
      buying: 11_000,
      flag: 'late_success_after_refund',
    });

    // A master candidate: an agent whose registered member bought Rp 1.000.000 this month.
    const agent = await account('agent');
    const referred = await account('member', agent.id);
    await purchaseRow(referred.id, {
      at: threeDays,
      status: 'success',
      supplier: 'digiflazz-a',
      price: 1_000_000,
      buying: 990_000,
    });

    // Top-ups: two gateway ones waiting for payment; a bank one, an expired and a paid (flagged) gateway one do not.
    const topUp = (code: string, values: Partial<typeof deposits.$inferInsert>) =>
      ctx.database.withTenant(tenantId, (tx) =>
        tx.insert(deposits).values({
          tenantId,
          code,
          accountId: member.id,
          amount: 50_000,
          charged: 50_000,
          provider: 'midtrans',
          method: 'qris',
          status: 'pending',
          expiresAt: new Date(now.getTime() + hour),
          createdAt: ago(10 * 60_000),
          updatedAt: ago(10 * 60_000),
          ...values,
        }),
      );
    const code = (n: number) => `DEPDSB${run}${n}`;
    await topUp(code(1), { charged: 51_000, createdAt: ago(40 * 60_000) });
    await topUp(code(2), { provider: 'xendit', method: 'ovo', charged: 25_000 });
    await topUp(code(3), { provider: 'bank', method: 'bca', charged: 100_123 });
    await topUp(code(4), { expiresAt: ago(60_000) });
    await topUp(code(5), { status: 'paid', paidAt: ago(60_000), paidAmount: 50_000, reviewFlag: 'paid_after_expiry' });

    // Queues: a deposit request, a loan and its repayment, a developer address and an affiliate waiting; a decided
    // one of each does not count.
    await ctx.database.withTenant(tenantId, async (tx) => {
      await tx.insert(depositRequests).values([
        { tenantId, accountId: member.id, amount: 1_000_000, depositDate: '2026-01-01' },
        { tenantId, accountId: member.id, amount: 2_000_000, depositDate: '2026-01-01', status: 'approved' },
      ]);
      const [loan] = await tx
        .insert(agentLoans)
        .values({
          tenantId,
          accountId: agent.id,
          requestedBy: agent.id,
          status: 'active',
          creditLimit: 500_000,
          used: 100_000,
          dueDate: '2030-01-01',
        })
        .returning({ id: agentLoans.id });
      if (!loan) throw new Error('loan insert failed');
      await tx.insert(agentLoans).values({
        tenantId,
        accountId: referred.id,
        requestedBy: agent.id,
        status: 'pending',
        creditLimit: 200_000,
        dueDate: '2030-01-01',
      });
      await tx.insert(agentLoanDeposits).values([
        { tenantId, loanId: loan.id, accountId: agent.id, amount: 50_000, status: 'deposited' },
        { tenantId, loanId: loan.id, accountId: agent.id, amount: 20_000, status: 'approved', approvedAmount: 20_000 },
      ]);
      await tx.insert(agentApplications).values([
        { tenantId, accountId: member.id, status: 'pending' },
        { tenantId, accountId: referred.id, status: 'rejected', decidedAt: now },
      ]);
      await tx.insert(h2hIps).values([
        { tenantId, accountId: agent.id, ip: '203.0.113.7' },
        { tenantId, accountId: agent.id, ip: '203.0.113.8', status: 'approved' },
      ]);
      await tx.insert(affiliates).values([
        {
          tenantId,
          accountId: member.id,
          status: 'waiting',
          bankType: 'BCA',
          accountName: 'Dasbor',
          accountNumber: '123',
          appliedAt: now,
          updatedAt: now,
        },
        {
          tenantId,
          accountId: agent.id,
          status: 'verified',
          bankType: 'BCA',
          accountName: 'Agen',
          accountNumber: '456',
          appliedAt: now,
          updatedAt: now,
        },
      ]);
    });
    // An adjustment above the four-eyes amount waits for a second admin (no money moves until then).
    const proposed = await admin.post('/api/v1/admin/adjustments', {
      account_id: member.id,
      direction: 'credit',
      amount: 2_000_000,
      reason: 'setoran tunai di kantor',
    });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json().data.status).toBe('pending');

    // The other tenants' purchases are not this tenant's.
    await purchaseRow(
      konterAdmin.accountId,
      { at: today, status: 'success', supplier: 'digiflazz-a', price: 777_000, buying: 1 },
      konterAdmin.tenantId,
    );

    const read = await dashboard(admin);
    expect(read.volume).toEqual({
      today: { count: 2, amount: 31_300, margin: 1_200 },
      last_30_days: {
        count: 6,
        amount: 10_500 + 20_800 + 10_500 + 50_500 + 12_000 + 1_000_000,
        margin: 400 + 800 + 400 + 500 + 1_000 + 10_000,
      },
    });
    expect(read.suppliers).toEqual([
      {
        supplier: 'digiflazz-a',
        last_24_hours: { success: 1, settled: 2, rate: 0.5 },
        last_30_days: { success: 3, settled: 4, rate: 0.75 },
      },
      {
        supplier: 'digiflazz-b',
        last_24_hours: { success: 2, settled: 2, rate: 1 },
        last_30_days: { success: 3, settled: 4, rate: 0.75 },
      },
    ]);
    expect(read.stuck_purchases).toEqual({ processing: 2, past_timeout: 1, timeout_minutes: 1440 });
    expect(read.gateway_top_ups).toEqual({
      count: 2,
      amount: 76_000,
      oldest_created_at: ago(40 * 60_000).toISOString(),
    });
    expect(Object.fromEntries(read.queues.map((queue) => [queue.key, queue.count]))).toEqual({
      deposit_requests: 1,
      reconciliation: 2,
      adjustments: 1,
      developer_ips: 1,
      agent_applications: 1,
      masters: 1,
      loans: 1,
      loan_repayments: 1,
      affiliates: 1,
    });

    // The same counts as the lists the links open.
    const stuck = (await admin.get('/api/v1/admin/purchases/stuck')).json().data as { past_timeout: boolean }[];
    expect([stuck.length, stuck.filter((row) => row.past_timeout).length]).toEqual([2, 1]);
    expect((await admin.get('/api/v1/admin/reconciliation')).json().data).toHaveLength(2);
    expect((await admin.get('/api/v1/admin/agents/promotions')).json().data).toHaveLength(1);

    // Another tenant's admin reads its own tenant: none of these figures.
    const konter = await dashboard(konterAdmin.browser);
    expect(konter.volume.today.amount).toBeGreaterThanOrEqual(777_000);
    const mitra = await dashboard(mitraAdmin.browser);
    expect(mitra.volume.today.amount).not.toBe(read.volume.today.amount);
    expect(JSON.stringify(mitra)).not.toContain('777000');
  });

  it('[ADM-01] the tenant’s waiting jobs with the oldest one, and its jobs failed in the last hour, on the app clock', async () => {
    const before = await dashboard(admin);
    const send = (id: string) => ctx.queue.boss.send(dispatchPurchaseJob.name, { tenantId, id });
    const oldest = await send(crypto.randomUUID());
    const newer = await send(crypto.randomUUID());
    const failedRecently = await send(crypto.randomUUID());
    const failedLongAgo = await send(crypto.randomUUID());
    // Another tenant's job is not this tenant's.
    await ctx.queue.boss.send(dispatchPurchaseJob.name, { tenantId: ctx.tenantIds.konter, id: crypto.randomUUID() });
    // pg-boss stamps its rows with the database's clock: place them on the app's (fake) clock instead.
    const stamp = async (id: string | null, set: ReturnType<typeof sql>) => {
      await ctx.database.db.execute(sql`update pgboss.job set ${set} where id = ${id}`);
    };
    const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
    await stamp(oldest, sql`created_on = ${at(3 * hour)}::timestamptz`);
    await stamp(newer, sql`created_on = ${at(60_000)}::timestamptz`);
    await stamp(failedRecently, sql`state = 'failed', completed_on = ${at(10 * 60_000)}::timestamptz`);
    await stamp(failedLongAgo, sql`state = 'failed', completed_on = ${at(2 * hour)}::timestamptz`);

    const after = await dashboard(admin);
    expect(before.jobs).toEqual({
      waiting: 0,
      oldest_waiting_at: null,
      oldest_waiting_seconds: null,
      failed_last_hour: 0,
    });
    expect(after.jobs).toEqual({
      waiting: 2,
      oldest_waiting_at: at(3 * hour),
      oldest_waiting_seconds: 3 * 60 * 60,
      failed_last_hour: 1,
    });
    // An hour later the failure has left the window; the oldest job has waited an hour longer.
    ctx.clock.advance(hour);
    const later = await dashboard(admin);
    expect(later.jobs).toMatchObject({ waiting: 2, oldest_waiting_seconds: 4 * 60 * 60, failed_last_hour: 0 });
    ctx.clock.set(now);
  });

  it('[ADM-01] a supplier whose balance cannot be read shows why, and the page still answers', async () => {
    const [simulator] = ctx.simulators.suppliers;
    if (!simulator) throw new Error('no supplier simulator');
    // The real adapter with a key the supplier refuses, one that never answers, and one without a balance call.
    const refused = createDigiflazzSupplier(
      { ...simulator.supplierConfig('digiflazz-salah'), apiKey: 'dev-wrong-key' },
      ctx.clock,
    );
    const silent = { name: 'diam', balance: () => new Promise<number>(() => undefined) } as unknown as Supplier;
    const plain = { name: 'tanpa-saldo' } as unknown as Supplier;
    const working = createDigiflazzSupplier(simulator.supplierConfig('digiflazz-a'), ctx.clock);
    const service = createAdminDashboardService({
      database: ctx.database,
      clock: ctx.clock,
      suppliers: [refused, silent, plain, working],
      agents: ctx.app.services.agents,
      errors: ctx.app.services.errorCounts,
      balanceTimeoutMs: 200,
    });
    const tenant = await ctx.app.services.tenants.byId(tenantId);
    if (!tenant) throw new Error('no tenant');
    const read = await service.read(tenant);
    expect(read.supplier_balances).toEqual([
      { supplier: 'digiflazz-salah', balance: null, error: 'unauthorized' },
      { supplier: 'diam', balance: null, error: 'timeout' },
      { supplier: 'tanpa-saldo', balance: null, error: 'unsupported' },
      { supplier: 'digiflazz-a', balance: simulator.balance, error: null },
    ]);
    expect(read.volume.last_30_days.count).toBeGreaterThan(0);
  });

  it('[ADM-01][PLT-01] a member gets 403; another tenant’s admin session is not one here; logged out is 401', async () => {
    const refused = await member.browser.get('/api/v1/admin/dashboard');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('unauthorized_access');
    expect((await konterAdmin.browser.get('/api/v1/admin/dashboard')).statusCode).toBe(200);

    // The Mitra Cell admin's session cookie sent to this tenant's host.
    const foreign = await new TestBrowser(ctx.app, host).open();
    for (const [name, value] of mitraAdmin.browser.cookies) foreign.cookies.set(name, value);
    const crossed = await foreign.get('/api/v1/admin/dashboard');
    expect(crossed.statusCode).toBe(401);
    expect(crossed.body).not.toContain('digiflazz');

    const anonymous = await new TestBrowser(ctx.app, host).open();
    expect((await anonymous.get('/api/v1/admin/dashboard')).statusCode).toBe(401);
  });

  it('[ADM-01] errors in the last hour: every process’s 5xx answers and provider errors, with the failed jobs', async () => {
    // Two other processes of the installation (their own counters, the same database) each saw errors.
    const processes = [new ErrorCounts(ctx.database, ctx.clock), new ErrorCounts(ctx.database, ctx.clock)];
    processes[0]?.record(tenantId, 'http');
    processes[0]?.record(tenantId, 'provider');
    processes[1]?.record(tenantId, 'http');
    processes[1]?.record(ctx.tenantIds.mitra, 'http');
    await Promise.all(processes.map((counts) => counts.flush()));
    const before = await dashboard(admin);
    expect(before.errors_last_hour).toMatchObject({ http_5xx: 2, provider: 1 });

    // This process: the gateway cannot be reached, so a top-up is answered 502 after the adapter's error.
    await ctx.simulators.xendit.stop();
    for (const amount of [50_000, 100_000]) {
      const failed = await member.browser.post('/api/v1/deposit/topup', { provider: 'xendit', method: 'qris', amount });
      expect(failed.statusCode).toBe(502);
    }
    const after = await dashboard(admin);
    expect(after.errors_last_hour).toEqual({
      http_5xx: 4,
      provider: 3,
      failed_jobs: after.jobs.failed_last_hour,
      total: 7 + after.jobs.failed_last_hour,
    });
    // Another tenant's errors are its own; a 4xx is no error of the app.
    expect((await member.browser.post('/api/v1/deposit/topup', { provider: 'xendit' })).statusCode).toBe(422);
    expect((await dashboard(admin)).errors_last_hour).toMatchObject({ http_5xx: 4, provider: 3 });
    expect((await dashboard(mitraAdmin.browser)).errors_last_hour).toMatchObject({ http_5xx: 1, provider: 0 });

    // An hour later they have left the window.
    ctx.clock.advance(hour + 60_000);
    expect((await dashboard(admin)).errors_last_hour).toMatchObject({ http_5xx: 0, provider: 0 });
    ctx.clock.set(now);
  });
});
