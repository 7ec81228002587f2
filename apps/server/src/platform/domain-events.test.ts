import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import type { Providers } from '../integrations/providers.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { FakeClock } from './clock.ts';
import { defineSubscriber, type DomainEvent, type DomainEventOf } from './domain-events.ts';
import { createLogger } from './logger.ts';
import { JobQueue } from './queue.ts';

/** The event bus of decision 026 on its own queue and database: what each kind of subscriber sees, and when. */
describe('domain events', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let queue: JobQueue;
  const inTransaction: string[] = [];
  const afterCommit: DomainEventOf<'account.registered'>[] = [];
  let failuresLeft = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = new JobQueue({
      database,
      clock: new FakeClock('2026-11-22T03:00:00.000Z'),
      log: createLogger({ logLevel: 'silent' }),
      providers: {} as Providers,
    });
    queue.subscribe([
      defineSubscriber({
        name: 'test.sync',
        type: 'account.registered',
        mode: 'sync',
        handle: async (tx, event) => {
          // Runs in the emitting transaction: it sees the emitter's uncommitted work.
          const [row] = await queryRows<{ marker: string | null }>(
            tx,
            sql`select current_setting('test.marker', true) as marker`,
          );
          inTransaction.push(`${event.accountId}:${row?.marker ?? ''}`);
        },
      }),
      defineSubscriber({
        name: 'test.async',
        type: 'account.registered',
        mode: 'async',
        handle: async (event) => {
          if (failuresLeft > 0) {
            failuresLeft -= 1;
            throw new Error('subscriber down');
          }
          afterCommit.push(event);
        },
      }),
    ]);
    await queue.start();
  });
  afterAll(async () => {
    await queue.stop(1_000);
    await database.close();
  });

  const tenantId = randomUUID();
  const registered = (accountId: string): DomainEvent => ({
    type: 'account.registered',
    tenantId,
    accountId,
    at: '2026-11-22T03:00:00.000Z',
    referredBy: null,
  });

  it('runs a synchronous subscriber inside the transaction and an asynchronous one as a job after the commit', async () => {
    const accountId = randomUUID();
    await database.withSystem(async (tx) => {
      await tx.execute(sql`select set_config('test.marker', 'inside', true)`);
      await queue.events.emit(tx, registered(accountId));
      // Not before the commit: the job does not exist for anyone else yet.
      expect(afterCommit.some((event) => event.accountId === accountId)).toBe(false);
    });
    expect(inTransaction).toContain(`${accountId}:inside`);
    expect(await queue.drain()).toBe(1);
    expect(afterCommit.filter((event) => event.accountId === accountId)).toEqual([registered(accountId)]);
  });

  it('a rolled-back change emits nothing after the commit that never came', async () => {
    const accountId = randomUUID();
    await expect(
      database.withSystem(async (tx) => {
        await queue.events.emit(tx, registered(accountId));
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await queue.drain()).toBe(0);
    expect(afterCommit.some((event) => event.accountId === accountId)).toBe(false);
  });

  it('refuses an event whose payload does not match its type, before anything runs', async () => {
    await expect(
      database.withSystem((tx) =>
        queue.events.emit(tx, { ...registered(randomUUID()), accountId: 'not-a-uuid' } as DomainEvent),
      ),
    ).rejects.toThrow();
  });

  it('a failing asynchronous subscriber is failed for pg-boss to retry, and its error is told', async () => {
    const accountId = randomUUID();
    failuresLeft = 1;
    await database.withSystem((tx) => queue.events.emit(tx, registered(accountId)));
    await expect(queue.drain()).rejects.toThrow('subscriber down');
    expect(afterCommit.some((event) => event.accountId === accountId)).toBe(false);
  });
});
