import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectionLossHarness } from '../test/connection-loss-helpers.ts';
import { queryRows } from './client.ts';

/**
 * A PostgreSQL restart (or a failover, or an administrator's pg_terminate_backend) ends every connection with a FATAL
 * message. node-postgres emits that as an 'error' event on the client; the pool only listens on idle clients, so a
 * client held by a transaction between two statements had no listener and the whole process died (found by
 * `npm run test:crash`, which restarts PostgreSQL under load).
 */
describe('a connection lost inside a transaction', () => {
  const harness = connectionLossHarness();

  it('fails that transaction, does not crash the process, and the next transaction works', async () => {
    const transaction = harness.database.withSystem(async (tx) => {
      const [backend] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
      // As PostgreSQL's fast shutdown does to every backend: FATAL 57P01 while the client waits between statements.
      await harness.admin.query('select pg_terminate_backend($1)', [backend?.pid]);
      await sleep(300);
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(harness.uncaught).toEqual([]);
    const [row] = await harness.database.withSystem((tx) => queryRows<{ one: number }>(tx, sql`select 1 as one`));
    expect(row?.one).toBe(1);
  });
});
