import { queryRows } from '../../db/client.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import { pruneAuditEventsJob } from './audit.jobs.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ workers: true });
});
afterAll(() => ctx.close());

async function jobsNamed(name: string) {
  const result = await queryRows<{ state: string; singleton_key: string | null }>(
    ctx.database.db,
    sql`select state, singleton_key from pgboss.job where name = ${name}`,
  );
  return result;
}

describe('the job queue as an outbox', () => {
  it('[PLT-01] a job enqueued in a rolled-back tenant transaction never exists', async () => {
    const { konter } = ctx.tenantIds;
    await expect(
      ctx.database.withTenant(konter, async (tx) => {
        await ctx.app.services.audit.record(tx, konter, 'outbox.rollback');
        await ctx.queue.enqueue(tx, pruneAuditEventsJob, {}, { singletonKey: 'rolled-back' });
        throw new Error('business rule failed after the enqueue');
      }),
    ).rejects.toThrow('business rule failed');
    const rows = await jobsNamed(pruneAuditEventsJob.name);
    expect(rows.filter((row) => row.singleton_key === 'rolled-back')).toHaveLength(0);
    const events = await ctx.database.withTenant(konter, (tx) =>
      queryRows(tx, sql`select 1 from audit_events where action = 'outbox.rollback'`),
    );
    expect(events).toHaveLength(0);
  });

  it('[PLT-01] a job enqueued in a committed tenant transaction is stored with the row and run by a worker', async () => {
    const { konter } = ctx.tenantIds;
    await ctx.database.withTenant(konter, async (tx) => {
      await ctx.app.services.audit.record(tx, konter, 'outbox.commit');
      await ctx.queue.enqueue(tx, pruneAuditEventsJob, {}, { singletonKey: 'committed' });
    });
    await expect
      .poll(
        async () => (await jobsNamed(pruneAuditEventsJob.name)).find((r) => r.singleton_key === 'committed')?.state,
        {
          timeout: 15_000,
          interval: 200,
        },
      )
      .toBe('completed');
  });

  it('[PLT-01] refuses a payload its job schema does not accept, before anything is written', async () => {
    const { konter } = ctx.tenantIds;
    await expect(
      ctx.database.withTenant(konter, (tx) => ctx.queue.enqueue(tx, pruneAuditEventsJob, 'nonsense' as never)),
    ).rejects.toThrow();
  });
});

describe('scheduled jobs on the fake clock', () => {
  it('[PLT-01] the audit prune keeps a year of events, measured on the fake clock', async () => {
    const { konter, mitra } = ctx.tenantIds;
    ctx.clock.set('2025-06-01T00:00:00.000Z');
    await ctx.database.withTenant(konter, (tx) => ctx.app.services.audit.record(tx, konter, 'old.konter'));
    await ctx.database.withTenant(mitra, (tx) => ctx.app.services.audit.record(tx, mitra, 'old.mitra'));
    ctx.clock.set('2026-05-01T00:00:00.000Z');
    await ctx.database.withTenant(konter, (tx) => ctx.app.services.audit.record(tx, konter, 'recent.konter'));

    ctx.clock.set('2026-05-31T23:00:00.000Z');
    await ctx.queue.runNow(pruneAuditEventsJob, {});
    let actions = (await ctx.database.db.select({ action: auditEvents.action }).from(auditEvents)).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['old.konter', 'old.mitra', 'recent.konter']));

    ctx.clock.set('2026-06-02T00:00:00.000Z');
    await ctx.queue.runNow(pruneAuditEventsJob, {});
    actions = (await ctx.database.db.select({ action: auditEvents.action }).from(auditEvents)).map((r) => r.action);
    expect(actions).not.toContain('old.konter');
    expect(actions).not.toContain('old.mitra');
    expect(actions).toContain('recent.konter');
  });
});
