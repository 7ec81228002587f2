import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdByPhone, expectLedgerClean, fund } from '../../test/ledger-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { RealtimeEvent } from '@konter/shared/contracts/transactions';
import { createLogger } from '../../platform/logger.ts';
import { RealtimeHub } from '../../platform/realtime.ts';
import { auditLedger, getHolderBalances, holderCode, houseCodes, postTransfer } from './index.ts';
import { transferAtOnceText } from './ledger.repository.ts';

let ctx: TestContext;
let tenantId: string;
let member: string;
let agent: string;
beforeAll(async () => {
  ctx = await createTestApp();
  tenantId = ctx.tenantIds.konter;
  member = await accountIdByPhone(ctx, tenantId, '081234560001');
  agent = await accountIdByPhone(ctx, tenantId, '081234560002');
});
afterAll(() => ctx.close());

const balancesOf = (accountId: string) =>
  ctx.database.withTenant(tenantId, (tx) => getHolderBalances(tx, tenantId, accountId));

describe('double-entry transfers', () => {
  it('[DEP-01] a transfer moves balances and records entries that sum to zero', async () => {
    await fund(ctx, tenantId, member, 50_000);
    await ctx.database.withTenant(tenantId, (tx) =>
      postTransfer(tx, tenantId, {
        idempotencyKey: 'move-1',
        kind: 'test.move',
        at: ctx.clock.now(),
        legs: [
          { code: holderCode('deposit', member), amount: -20_000 },
          { code: holderCode('deposit', agent), amount: 20_000 },
        ],
      }),
    );
    expect((await balancesOf(member)).deposit).toBe(30_000);
    expect((await balancesOf(agent)).deposit).toBe(20_000);
    await expectLedgerClean(ctx);
  });

  it('[DEP-11] refuses to overdraw a deposit with Saldo deposit Anda tidak cukup, and changes nothing', async () => {
    const before = await balancesOf(member);
    await expect(
      ctx.database.withTenant(tenantId, (tx) =>
        postTransfer(tx, tenantId, {
          idempotencyKey: 'overdraw',
          kind: 'test.move',
          at: ctx.clock.now(),
          legs: [
            { code: holderCode('deposit', member), amount: -(before.deposit + 1) },
            { code: houseCodes.revenue, amount: before.deposit + 1 },
          ],
        }),
      ),
    ).rejects.toMatchObject({ messageKey: 'deposit.insufficient_balance' });
    expect(await balancesOf(member)).toEqual(before);
    await expectLedgerClean(ctx);
  });

  it('[DEP-01] every holder whose balance moved hears balance.changed once the transfer commits, nobody else', async () => {
    const hub = new RealtimeHub(createLogger({ logLevel: 'silent' }));
    await hub.start(ctx.database);
    const heard: Record<string, RealtimeEvent[]> = { member: [], agent: [] };
    const stops = [
      hub.subscribe(tenantId, member, (event) => heard.member?.push(event)),
      hub.subscribe(tenantId, agent, (event) => heard.agent?.push(event)),
    ];
    try {
      await fund(ctx, tenantId, member, 5_000);
      await expect.poll(() => heard.member?.length).toBe(1);
      // A transfer that rolls back announces nothing.
      await ctx.database
        .withTenant(tenantId, async (tx) => {
          await postTransfer(tx, tenantId, {
            idempotencyKey: 'announce-rolled-back',
            kind: 'test.move',
            at: ctx.clock.now(),
            legs: [
              { code: holderCode('deposit', member), amount: -1_000 },
              { code: holderCode('deposit', agent), amount: 1_000 },
            ],
          });
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await ctx.database.withTenant(tenantId, (tx) =>
        postTransfer(tx, tenantId, {
          idempotencyKey: 'announce-both',
          kind: 'test.move',
          at: ctx.clock.now(),
          legs: [
            { code: holderCode('deposit', member), amount: -2_000 },
            { code: holderCode('deposit', agent), amount: 2_000 },
          ],
        }),
      );
      await expect.poll(() => heard.agent).toEqual([{ type: 'balance.changed' }]);
      expect(heard.member).toEqual([{ type: 'balance.changed' }, { type: 'balance.changed' }]);
    } finally {
      for (const stop of stops) stop();
      await hub.stop();
    }
    await expectLedgerClean(ctx);
  });

  it('[DEP-01] replaying an idempotency key changes nothing', async () => {
    const post = () =>
      ctx.database.withTenant(tenantId, (tx) =>
        postTransfer(tx, tenantId, {
          idempotencyKey: 'replay-me',
          kind: 'test.move',
          at: ctx.clock.now(),
          legs: [
            { code: holderCode('deposit', member), amount: -1_000 },
            { code: houseCodes.revenue, amount: 1_000 },
          ],
        }),
      );
    const before = (await balancesOf(member)).deposit;
    const first = await post();
    const second = await post();
    expect(first.replayed).toBe(false);
    expect(second).toMatchObject({ replayed: true, transferId: first.transferId });
    expect((await balancesOf(member)).deposit).toBe(before - 1_000);
  });

  it('[DEP-01] rejects legs that do not sum to zero or are not whole Rupiah', async () => {
    await expect(
      ctx.database.withTenant(tenantId, (tx) =>
        postTransfer(tx, tenantId, {
          idempotencyKey: 'unbalanced',
          kind: 'x',
          at: ctx.clock.now(),
          legs: [
            { code: holderCode('deposit', member), amount: 10 },
            { code: houseCodes.revenue, amount: -9 },
          ],
        }),
      ),
    ).rejects.toThrow('sum to zero');
    await expect(
      ctx.database.withTenant(tenantId, (tx) =>
        postTransfer(tx, tenantId, {
          idempotencyKey: 'fraction',
          kind: 'x',
          at: ctx.clock.now(),
          legs: [
            { code: holderCode('deposit', member), amount: 0.5 },
            { code: houseCodes.revenue, amount: -0.5 },
          ],
        }),
      ),
    ).rejects.toThrow('whole Rupiah');
  });

  it(`[DEP-11] 30 concurrent spends of one balance never overdraw it`, async () => {
    const spender = agent;
    const start = (await balancesOf(spender)).deposit;
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        ctx.database.withTenant(tenantId, (tx) =>
          postTransfer(tx, tenantId, {
            idempotencyKey: `spend-${i}`,
            kind: 'test.spend',
            at: ctx.clock.now(),
            legs: [
              { code: holderCode('deposit', spender), amount: -3_000 },
              { code: houseCodes.revenue, amount: 3_000 },
            ],
          }),
        ),
      ),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled').length;
    expect(succeeded).toBe(Math.floor(start / 3_000));
    expect((await balancesOf(spender)).deposit).toBe(start - succeeded * 3_000);
    await expectLedgerClean(ctx);
  });

  it('[DEP-01] the audit finds a balance edited without its entries', async () => {
    await ctx.database.withSystem((tx) =>
      tx.execute(sql`update ledger_accounts set balance = balance + 1 where code = ${holderCode('deposit', member)}`),
    );
    const problems = await auditLedger(ctx.database);
    expect(problems).toEqual([expect.objectContaining({ check: 'balance equals entries', tenantId })]);
    await ctx.database.withSystem((tx) =>
      tx.execute(sql`update ledger_accounts set balance = balance - 1 where code = ${holderCode('deposit', member)}`),
    );
    await expectLedgerClean(ctx);
  });
});

describe('a transfer at any size of tenant', () => {
  type PlanNode = { 'Relation Name'?: string; 'Index Cond'?: string; Plans?: PlanNode[]; [key: string]: unknown };
  const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

  it('[DEP-01] finds its accounts through the unique indexes on the generic plan, never by reading every account of the tenant', async () => {
    // The statement runs prepared, on its generic plan, where the legs count as 100 rows: a plain join once hashed
    // every ledger account of the tenant, which made each purchase slower as the tenant grew (3-4 ms at 10,000).
    const legs = JSON.stringify([
      { code: holderCode('deposit', member), amount: -1 },
      { code: houseCodes.revenue, amount: 1 },
    ]);
    const plan = await ctx.database.withSystem(async (tx) => {
      // A tenant of some size (the planner judges by the table's statistics), removed again below.
      await tx.execute(sql`insert into ledger_accounts (tenant_id, code, kind)
        select ${tenantId}, 'house:plan-check:' || n, 'house' from generate_series(1, 5000) n`);
      await tx.execute(sql`analyze ledger_accounts`);
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(
        sql.raw(`prepare transfer_plan (uuid, jsonb, int, text, text, text, text, timestamptz, jsonb) as
          ${transferAtOnceText}`),
      );
      try {
        const explained = (await tx.execute(
          sql.raw(`explain (format json) execute transfer_plan ('${tenantId}', '${legs}', 2, 'plan-check',
            'test.move', null, null, now(), '[]')`),
        )) as unknown as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] };
        const [row] = explained.rows;
        if (!row) throw new Error('no plan');
        return row['QUERY PLAN'][0].Plan;
      } finally {
        await tx.execute(sql`deallocate transfer_plan`);
        await tx.execute(
          sql`delete from ledger_accounts where tenant_id = ${tenantId} and code like 'house:plan-check:%'`,
        );
      }
    });
    const accountReads = nodesOf(plan).filter(
      (node) => node['Relation Name'] === 'ledger_accounts' && String(node['Node Type']).endsWith('Scan'),
    );
    expect(accountReads.length).toBeGreaterThan(0);
    for (const read of accountReads) {
      expect(read['Node Type']).not.toBe('Seq Scan');
      // By code (the legs) or by id (the holder): never by the tenant alone.
      expect(read['Index Cond'] ?? read['Recheck Cond'] ?? '').toMatch(/\bcode = |\bid = /);
    }
  });
});
