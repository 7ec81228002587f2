import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { demoPassword } from '../accounts/index.ts';
import { accountIdByPhone, expectLedgerClean } from '../../test/ledger-helpers.ts';
import { expectInFlightBalanced } from '../../test/purchase-helpers.ts';
import { createTestApp, TestBrowser, type TestContext } from '../../test/test-app.ts';
import { seedDemoNetworkPurchases } from './network-purchases.seed.ts';

let ctx: TestContext;
let tenantId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  tenantId = ctx.tenantIds.konter;
});
afterAll(() => ctx.close());

async function dashboardOf(phone: string) {
  const master = new TestBrowser(ctx.app, 'localhost');
  await master.open();
  expect((await master.post('/api/v1/auth/login', { login: phone, password: demoPassword })).statusCode).toBe(200);
  const response = await master.get('/api/v1/agent-center');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    today: { count: number; volume: number; margin: number };
    last30Days: { count: number; volume: number; margin: number };
  };
}

const balanceOf = async (code: string) => {
  const [row] = await ctx.database.withTenant(tenantId, (tx) =>
    queryRows<{ balance: string }>(tx, sql`select balance from ledger_accounts where code = ${code}`),
  );
  return Number(row?.balance ?? 0);
};

describe('the demo network at work', () => {
  it('[AGT-05] the demo masters see their network’s purchases and their margin; buyers keep their balances; the ledger stays clean', async () => {
    const masterId = await accountIdByPhone(ctx, tenantId, '081234560003');
    const buyers = await Promise.all(
      ['081234560021', '081234560022'].map((phone) => accountIdByPhone(ctx, tenantId, phone)),
    );
    const depositsBefore = await Promise.all(buyers.map((id) => balanceOf(`deposit:${id}`)));
    const cashbackBefore = await balanceOf(`cashback:${masterId}`);

    await seedDemoNetworkPurchases(ctx.database, tenantId, ctx.clock);
    // Idempotent: a second run (every start of the demo) adds nothing.
    await seedDemoNetworkPurchases(ctx.database, tenantId, ctx.clock);

    const [count] = await ctx.database.withTenant(tenantId, (tx) =>
      queryRows<{ n: string }>(
        tx,
        sql`select count(*) as n from prepaid_transactions where request_key like 'demo-network-%' and status = 'success'`,
      ),
    );
    expect(Number(count?.n)).toBe(6);

    const main = await dashboardOf('081234560003');
    expect(main.last30Days.count).toBe(4);
    expect(main.last30Days.volume).toBeGreaterThan(0);
    expect(main.last30Days.margin).toBeGreaterThan(0);
    expect(main.today.count).toBeGreaterThanOrEqual(1);
    // The master's margin is its commission legs, paid to its cashback wallet by the settlement's legs.
    expect((await balanceOf(`cashback:${masterId}`)) - cashbackBefore).toBe(main.last30Days.margin);

    const lender = await dashboardOf('081234560040');
    expect(lender.last30Days.count).toBe(2);
    expect(lender.last30Days.margin).toBeGreaterThan(0);

    // Each buyer was given what it spent: the journeys that log in as them find the balance they always had.
    expect(await Promise.all(buyers.map((id) => balanceOf(`deposit:${id}`)))).toEqual(depositsBefore);
    await expectLedgerClean(ctx);
    await expectInFlightBalanced(ctx);
  });
});
