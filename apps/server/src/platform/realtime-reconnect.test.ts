import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '@konter/shared/contracts/transactions';
import { openDatabase, type Database } from '../db/client.ts';
import { testAppRole } from '../test/global-setup.ts';
import { createLogger } from './logger.ts';
import { RealtimeHub } from './realtime.ts';

/**
 * The realtime hub holds one LISTEN connection. A database restart (here: pg_terminate_backend) ends it; the hub must
 * listen again on a fresh connection, each time, without an error escaping to the process.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('the realtime listener after its connection dies', () => {
  let database: Database;
  let admin: pg.Client;
  let hub: RealtimeHub;
  const uncaught: unknown[] = [];
  const capture = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is needed');
    database = await openDatabase({ kind: 'postgres', url, appRole: testAppRole, poolSize: 2 });
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    process.on('uncaughtException', capture);
    hub = new RealtimeHub(createLogger({ logLevel: 'silent' }));
    await hub.start(database);
  });
  afterAll(async () => {
    process.off('uncaughtException', capture);
    await hub.stop();
    await admin.end();
    await database.close();
  });

  const listenerPids = async () =>
    (
      await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and query like 'LISTEN konter_realtime%'`,
      )
    ).rows.map((row) => row.pid);

  it('[PLT-17] listens again on a fresh connection, twice in a row, without crashing, and delivers again', async () => {
    const received: RealtimeEvent[] = [];
    hub.subscribe('tenant-x', 'account-y', (event) => received.push(event));
    for (let round = 0; round < 2; round += 1) {
      const [pid] = await listenerPids();
      expect(pid).toBeDefined();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await expect.poll(listenerPids, { timeout: 10_000, interval: 200 }).toEqual([expect.any(Number)]);
      expect(await listenerPids()).not.toContain(pid);
    }
    const envelope = { tenantId: 'tenant-x', accountId: 'account-y', event: { type: 'balance.changed' } };
    await admin.query('select pg_notify($1, $2)', ['konter_realtime', JSON.stringify(envelope)]);
    await expect.poll(() => received.length, { timeout: 5_000 }).toBe(1);
    await sleep(200);
    expect(received).toEqual([{ type: 'balance.changed' }]);
    expect(uncaught).toEqual([]);
  });
});
