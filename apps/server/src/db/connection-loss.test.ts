import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from './client.ts';
import { testAppRole } from '../test/global-setup.ts';

/**
 * A PostgreSQL restart (or a failover, or an administrator's pg_terminate_backend) ends every connection with a FATAL
 * message. node-postgres emits that as an 'error' event on the client; the pool only listens on idle clients, so a
 * client held by a transaction between two statements had no listener and the whole process died (found by
 * `npm run test:crash`, which restarts PostgreSQL under load).
 */
describe.runIf(process.env.TEST_DB === 'postgres')('a connection lost inside a transaction', () => {
  let database: Database;
  let admin: pg.Client;
  const uncaught: unknown[] = [];
  const capture = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is needed');
    database = await openDatabase({ kind: 'postgres', url, appRole: testAppRole, poolSize: 2 });
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    process.on('uncaughtException', capture);
  });
  afterAll(async () => {
    process.off('uncaughtException', capture);
    await admin.end();
    await database.close();
  });

  it('fails that transaction, does not crash the process, and the next transaction works', async () => {
    const transaction = database.withSystem(async (tx) => {
      const [backend] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
      // As PostgreSQL's fast shutdown does to every backend: FATAL 57P01 while the client waits between statements.
      await admin.query('select pg_terminate_backend($1)', [backend?.pid]);
      await sleep(300);
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(uncaught).toEqual([]);
    const [row] = await database.withSystem((tx) => queryRows<{ one: number }>(tx, sql`select 1 as one`));
    expect(row?.one).toBe(1);
  });
});
