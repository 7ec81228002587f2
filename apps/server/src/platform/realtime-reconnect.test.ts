import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '@konter/shared/contracts/transactions';
import { connectionLossHarness } from '../test/connection-loss-helpers.ts';
import { createLogger } from './logger.ts';
import { RealtimeHub } from './realtime.ts';

/**
 * The realtime hub holds one LISTEN connection. A database restart (here: pg_terminate_backend) ends it; the hub must
 * listen again on a fresh connection, each time, without an error escaping to the process.
 */
describe('the realtime listener after its connection dies', () => {
  const harness = connectionLossHarness();
  let hub: RealtimeHub;
  beforeAll(async () => {
    hub = new RealtimeHub(createLogger({ logLevel: 'silent' }));
    await hub.start(harness.database);
  });
  afterAll(() => hub.stop());

  // A listener counts once its LISTEN has finished (state idle): pg_stat_activity shows the statement while it still
  // runs, and a notification sent then is not delivered (CI saw that race on a busy machine).
  const listenerPids = async () =>
    (
      await harness.admin.query<{ pid: number }>(
        `select pid from pg_stat_activity
          where datname = current_database() and query like 'LISTEN konter_realtime%' and state = 'idle'`,
      )
    ).rows.map((row) => row.pid);

  it('[PLT-17] listens again on a fresh connection, twice in a row, without crashing, and delivers again', async () => {
    const received: RealtimeEvent[] = [];
    hub.subscribe('tenant-x', 'account-y', (event) => received.push(event));
    for (let round = 0; round < 2; round += 1) {
      const [pid] = await listenerPids();
      expect(pid).toBeDefined();
      await harness.admin.query('select pg_terminate_backend($1)', [pid]);
      // pg_terminate_backend only signals the backend: the old one can still be listed for a moment, so wait for
      // exactly one listener that is not it.
      await expect
        .poll(async () => (await listenerPids()).map((listener) => (listener === pid ? 'old' : 'new')), {
          timeout: 10_000,
          interval: 200,
        })
        .toEqual(['new']);
    }
    const envelope = { tenantId: 'tenant-x', accountId: 'account-y', event: { type: 'balance.changed' } };
    await harness.admin.query('select pg_notify($1, $2)', ['konter_realtime', JSON.stringify(envelope)]);
    await expect.poll(() => received.length, { timeout: 5_000 }).toBe(1);
    await sleep(200);
    expect(received).toEqual([{ type: 'balance.changed' }]);
    expect(harness.uncaught).toEqual([]);
  });
});
