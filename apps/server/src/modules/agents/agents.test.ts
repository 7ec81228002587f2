import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/accounts.ts';
import { accountTree } from '../../db/schema/agents.ts';
import { prepaidTransactions } from '../../db/schema/ppob-purchases.ts';
import { pricingTiers } from '../../db/schema/pricing.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import { buyer, dispatch, expectInFlightBalanced, purchase, type Buyer } from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { syncCatalogueJob } from '../ppob/index.ts';
import { promoteMastersJob } from './agents.jobs.ts';

let ctx: TestContext;
let tenantId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  tenantId = ctx.tenantIds.konter;
  // Member 1.1%, agent 0.6%, master 0.3% over Rp25.000, to the Rupiah (as in pricing-quote.test.ts).
  await ctx.database.withTenant(tenantId, async (tx) => {
    for (const [tier, basisPoints] of [
      ['member', 110],
      ['agent', 60],
      ['master', 30],
    ] as const) {
      await tx
        .update(pricingTiers)
        .set({ markupBasisPoints: basisPoints, minimumMarkup: 0, roundTo: 1 })
        .where(sql`${pricingTiers.tenantId} = ${tenantId} and ${pricingTiers.tier} = ${tier}`);
    }
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

async function ancestorsOf(accountId: string): Promise<{ ancestorId: string; depth: number }[]> {
  return ctx.database.withTenant(tenantId, (tx) =>
    tx
      .select({ ancestorId: accountTree.ancestorId, depth: accountTree.depth })
      .from(accountTree)
      .where(and(eq(accountTree.tenantId, tenantId), eq(accountTree.descendantId, accountId)))
      .orderBy(accountTree.depth),
  );
}

async function moveUnder(accountId: string, uplineId: string | null) {
  return ctx.database.withTenant(tenantId, (tx) =>
    tx
      .update(accounts)
      .set({ referredBy: uplineId })
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId))),
  );
}

async function setAgentApproval(agentApproval: 'automatic' | 'admin') {
  await ctx.app.services.tenants.update(tenantId, { settings: { agentSettings: { agentApproval } } });
}

describe('the network', () => {
  it('[AGT-01] downlines nest to any depth and "everyone under X" is one read of the closure table', async () => {
    const master = await buyer(ctx, { role: 'master', deposit: 0 });
    let upline = master;
    const levels: Buyer[] = [];
    for (let level = 0; level < 6; level += 1) {
      upline = await buyer(ctx, { role: level < 2 ? 'agent' : 'member', deposit: 0, referredBy: upline.accountId });
      levels.push(upline);
    }
    const deepest = levels.at(-1) as Buyer;
    expect((await ancestorsOf(deepest.accountId)).map((row) => row.depth)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect((await ancestorsOf(deepest.accountId)).at(-1)?.ancestorId).toBe(master.accountId);

    const list = await master.browser.get('/api/v1/agent-center/agents?per_page=100');
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json().data as { depth: number }[]).map((row) => row.depth)).toEqual([1, 2, 3, 4, 5, 6]);

    // A subtree moves whole when its top changes upline; a loop is refused by the database.
    const middle = levels[2] as Buyer;
    await moveUnder(middle.accountId, null);
    expect((await ancestorsOf(deepest.accountId)).map((row) => row.depth)).toEqual([0, 1, 2, 3]);
    expect((await master.browser.get('/api/v1/agent-center/agents?per_page=100')).json().data).toHaveLength(2);
    await moveUnder(middle.accountId, levels[0]?.accountId ?? null);
    expect((await ancestorsOf(deepest.accountId)).map((row) => row.depth)).toEqual([0, 1, 2, 3, 4, 5]);
    await expect(moveUnder(master.accountId, deepest.accountId)).rejects.toThrow();
  });

  it('[AGT-01] every upline level of the tree earns: a member referred by a member still pays its agent and master', async () => {
    const master = await buyer(ctx, { role: 'master', deposit: 0 });
    const agent = await buyer(ctx, { role: 'agent', deposit: 0, referredBy: master.accountId });
    const friend = await buyer(ctx, { deposit: 0, referredBy: agent.accountId });
    const member = await buyer(ctx, { referredBy: friend.accountId });
    const started = (await purchase(member, { product_code: 'tsel25', destination: '081298770101' })).json().data;
    expect(started.price).toBe(25_275);
    const [row] = await ctx.database.withTenant(tenantId, (tx) =>
      tx.select().from(prepaidTransactions).where(eq(prepaidTransactions.refId, started.ref_id)),
    );
    expect(row?.commissionLegs).toEqual([
      { accountId: agent.accountId, role: 'agent', amount: 125 },
      { accountId: master.accountId, role: 'master', amount: 75 },
    ]);
    expect((await dispatch(ctx, member, started.ref_id)).status).toBe('success');

    // AGT-05: the master's dashboard counts the whole network and its own margin on it.
    const dashboard = await master.browser.get('/api/v1/agent-center');
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json().data).toMatchObject({
      downlines: 3,
      agents: 1,
      today: { count: 1, volume: 25_275, margin: 75 },
      last30Days: { count: 1, volume: 25_275, margin: 75 },
    });
    const detail = await master.browser.get(`/api/v1/agent-center/agents/${member.accountId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.agent).toMatchObject({ depth: 3, volume_30_days: 25_275, margin_30_days: 75 });
    expect(detail.json().data.purchases[0]).toMatchObject({ ref_id: started.ref_id, price: 25_275, margin: 75 });
  });
});

describe('the Agent Center', () => {
  it('[AGT-02] only masters open it; others get the spec sentence', async () => {
    for (const role of ['member', 'agent'] as const) {
      const who = await buyer(ctx, { role, deposit: 0 });
      const response = await who.browser.get('/api/v1/agent-center');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'agent_center_masters_only',
        message: 'Mohon maaf, halaman Agen Center hanya dapat diakses oleh Master',
      });
      // The agent list is an agent's too (its own downline, /account/list-agent); a member has none.
      expect((await who.browser.get('/api/v1/agent-center/agents')).statusCode).toBe(role === 'agent' ? 200 : 403);
    }
  });

  it('[AGT-05] a master registers an agent under itself, finds it by search, and cannot see outside its network', async () => {
    const master = await buyer(ctx, { role: 'master', deposit: 0 });
    const registered = await master.browser.post('/api/v1/agent-center/agents', {
      name: 'Agen Baru',
      email: 'agen.baru.center@example.com',
      phone: '081299887766',
      password: 'rahasia123',
      password_confirmation: 'rahasia123',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const id = registered.json().data.id as string;
    const [row] = await ctx.database.withTenant(tenantId, (tx) =>
      tx
        .select()
        .from(accounts)
        .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, id))),
    );
    expect(row).toMatchObject({ role: 'agent', referredBy: master.accountId });
    const found = await master.browser.get('/api/v1/agent-center/agents?search=agen%20baru');
    expect(found.json().data).toMatchObject([{ id, name: 'Agen Baru', depth: 1 }]);
    expect((await master.browser.get('/api/v1/agent-center/agents?search=nobody')).json().data).toEqual([]);
    const taken = await master.browser.post('/api/v1/agent-center/agents', {
      name: 'Agen Lagi',
      email: 'agen.baru.center@example.com',
      phone: '081299887767',
      password: 'rahasia123',
      password_confirmation: 'rahasia123',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toBeDefined();

    const stranger = await buyer(ctx, { deposit: 0 });
    expect((await master.browser.get(`/api/v1/agent-center/agents/${stranger.accountId}`)).statusCode).toBe(404);
  });
});

describe('an agent registers a member', () => {
  const newMember = (suffix: string) => ({
    name: `Pelanggan ${suffix}`,
    email: `pelanggan.${suffix}@example.com`,
    phone: `0812998877${suffix}`,
    password: 'rahasia123',
    password_confirmation: 'rahasia123',
  });

  it('[AGT-01] an agent registers a member directly under itself; it is in the agent’s list and not an agent', async () => {
    const master = await buyer(ctx, { role: 'master', deposit: 0 });
    const agent = await buyer(ctx, { role: 'agent', deposit: 0, referredBy: master.accountId });
    const registered = await agent.browser.post('/api/v1/account/list-agent/members', newMember('51'));
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().message).toBe(
      'Member berhasil didaftarkan di bawah Anda. Minta member membuka email verifikasi.',
    );
    const id = registered.json().data.id as string;
    const [row] = await ctx.database.withTenant(tenantId, (tx) =>
      tx
        .select()
        .from(accounts)
        .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, id))),
    );
    expect(row).toMatchObject({ role: 'member', referredBy: agent.accountId });
    // In the network at once: the agent's list, and the master's two levels down.
    expect((await agent.browser.get('/api/v1/agent-center/agents')).json().data).toMatchObject([
      { id, role: 'member', depth: 1 },
    ]);
    expect(await ancestorsOf(id)).toEqual([
      { ancestorId: id, depth: 0 },
      { ancestorId: agent.accountId, depth: 1 },
      { ancestorId: master.accountId, depth: 2 },
    ]);
    // A taken e-mail is a field error and changes nothing.
    const again = await agent.browser.post('/api/v1/account/list-agent/members', {
      ...newMember('52'),
      email: 'pelanggan.51@example.com',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toBeDefined();
  });

  it('[AGT-01][AGT-05] a member may not register anyone; a master registers agents in the Agent Center and members here', async () => {
    const member = await buyer(ctx, { role: 'member', deposit: 0 });
    member.browser.locale = 'en';
    const refused = await member.browser.post('/api/v1/account/list-agent/members', newMember('53'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'unauthorized_access',
      message: 'Only agents and master agents can register members.',
    });
    const master = await buyer(ctx, { role: 'master', deposit: 0 });
    const asMember = await master.browser.post('/api/v1/account/list-agent/members', newMember('54'));
    expect(asMember.statusCode, asMember.body).toBe(201);
    const asAgent = await master.browser.post('/api/v1/agent-center/agents', newMember('55'));
    expect(asAgent.statusCode, asAgent.body).toBe(201);
    const roles = Object.fromEntries(
      ((await master.browser.get('/api/v1/agent-center/agents')).json().data as { phone: string; role: string }[]).map(
        (row) => [row.phone, row.role],
      ),
    );
    expect(roles).toEqual({ '081299887754': 'member', '081299887755': 'agent' });
  });
});

describe('becoming an agent', () => {
  it('[AGT-01] with admin approval a member applies, waits, and the admin approves; the upline stays its referrer', async () => {
    await setAgentApproval('admin');
    const master = await buyer(ctx, { role: 'master', deposit: 0 });
    const member = await buyer(ctx, { deposit: 0, referredBy: master.accountId });
    const applied = await member.browser.post('/api/v1/account/agen', {});
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json().data).toMatchObject({ role: 'member', application: { status: 'pending' } });
    expect((await member.browser.post('/api/v1/account/agen', {})).statusCode).toBe(422);

    const admin = await buyer(ctx, { role: 'admin', deposit: 0 });
    expect((await member.browser.get('/api/v1/admin/agents/applications')).statusCode).toBe(403);
    const pending = (await admin.browser.get('/api/v1/admin/agents/applications')).json().data as {
      id: string;
      account_id: string;
    }[];
    const mine = pending.find((application) => application.account_id === member.accountId);
    expect(mine).toBeDefined();
    const decided = await admin.browser.post(`/api/v1/admin/agents/applications/${mine?.id}/decide`, {
      decision: 'approve',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await member.browser.get('/api/v1/account/agen')).json().data).toMatchObject({
      role: 'agent',
      application: { status: 'approved' },
    });
    const again = await admin.browser.post(`/api/v1/admin/agents/applications/${mine?.id}/decide`, {
      decision: 'reject',
    });
    expect(again.statusCode).toBe(422);
    const agents = (await master.browser.get('/api/v1/agent-center/agents')).json().data;
    expect(agents).toMatchObject([{ id: member.accountId, role: 'agent', depth: 1 }]);
  });

  it('[AGT-01] with automatic approval a member is an agent at once; an agent cannot apply again', async () => {
    await setAgentApproval('automatic');
    const member = await buyer(ctx, { deposit: 0 });
    const applied = await member.browser.post('/api/v1/account/agen', {});
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json().data).toMatchObject({ role: 'agent', application: { status: 'approved' } });
    expect((await member.browser.get('/api/v1/account/agen')).json().data.role).toBe('agent');
    expect((await member.browser.post('/api/v1/account/agen', {})).statusCode).toBe(422);
    await setAgentApproval('admin');
  });
});

describe('master promotion', () => {
  it('[AGT-03] an agent whose downline bought Rp1.000.000 in 30 days is listed; the admin promotes it; the daily job promotes where the tenant says so', async () => {
    const [a, b] = ctx.simulators.suppliers;
    a?.setProduct('tsel25', { price: 1_000_000 });
    b?.setProduct('tsel25', { price: 1_000_150 });
    await ctx.queue.runNow(syncCatalogueJob, {});
    const agent = await buyer(ctx, { role: 'agent', deposit: 0 });
    const member = await buyer(ctx, { deposit: 2_000_000, referredBy: agent.accountId });
    const selfBuyer = await buyer(ctx, { role: 'agent', deposit: 2_000_000 });
    const admin = await buyer(ctx, { role: 'admin', deposit: 0 });
    const list = async () =>
      ((await admin.browser.get('/api/v1/admin/agents/promotions')).json().data as { account_id: string }[]).map(
        (row) => row.account_id,
      );
    expect(await list()).not.toContain(agent.accountId);

    for (const [who, number] of [
      [member, '081298770201'],
      [selfBuyer, '081298770202'],
    ] as const) {
      const started = (await purchase(who, { product_code: 'tsel25', destination: number })).json().data;
      expect((await dispatch(ctx, who, started.ref_id)).status).toBe('success');
    }
    expect(await list()).toEqual(expect.arrayContaining([agent.accountId, selfBuyer.accountId]));
    expect((await agent.browser.get('/api/v1/admin/agents/promotions')).statusCode).toBe(403);

    const promoted = await admin.browser.post(`/api/v1/admin/agents/promotions/${agent.accountId}/promote`, {});
    expect(promoted.statusCode, promoted.body).toBe(200);
    // The promoted account has the Agent Center at once.
    expect((await agent.browser.get('/api/v1/agent-center')).statusCode).toBe(200);
    expect(
      (await admin.browser.post(`/api/v1/admin/agents/promotions/${agent.accountId}/promote`, {})).statusCode,
    ).toBe(422);

    // The daily job leaves the other candidate to the admin until the tenant promotes automatically.
    await ctx.queue.runNow(promoteMastersJob, {});
    expect(await list()).toContain(selfBuyer.accountId);
    await ctx.app.services.tenants.update(tenantId, { settings: { agentSettings: { masterPromotion: 'automatic' } } });
    await ctx.queue.runNow(promoteMastersJob, {});
    expect(await list()).not.toContain(selfBuyer.accountId);
    expect((await selfBuyer.browser.get('/api/v1/agent-center')).statusCode).toBe(200);
    await ctx.app.services.tenants.update(tenantId, { settings: { agentSettings: { masterPromotion: 'admin' } } });
  });
});
