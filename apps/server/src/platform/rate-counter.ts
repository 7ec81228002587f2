import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, runBeforeNextStatement, type Tx } from '../db/client.ts';
import { defineJob } from './queue.ts';

export type RateDecision = { allowed: boolean; count: number; retryAfterSeconds: number };

export function windowStartOf(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/**
 * Counts one attempt against a fixed window, in the database so every instance shares it. One statement:
 * concurrent attempts each get a distinct count, so a burst cannot slip past the limit.
 */
export async function countAttempt(
  tx: Tx,
  tenantId: string,
  key: string,
  options: { limit: number; windowMs: number; now: Date },
): Promise<RateDecision> {
  const windowStart = windowStartOf(options.now, options.windowMs);
  const [row] = await queryRows<{ count: number }>(
    tx,
    sql`insert into rate_counters (tenant_id, key, window_start, count)
        values (${tenantId}, ${key}, ${windowStart.toISOString()}, 1)
        on conflict (tenant_id, key, window_start) do update set count = rate_counters.count + 1
        returning count`,
  );
  const count = Number(row?.count ?? 1);
  const retryAfterSeconds = Math.ceil((windowStart.getTime() + options.windowMs - options.now.getTime()) / 1000);
  return { allowed: count <= options.limit, count, retryAfterSeconds };
}

/**
 * Clears a key's counts (a right PIN, a successful login). The rows are set to zero rather than deleted: the next
 * attempt in the same window then updates its row in place (no new row, index entry or foreign-key check, and nothing
 * left for vacuum), which a purchase does every time (decision 044). Old windows go with `pruneRateCountersJob`.
 */
export async function clearAttempts(tx: Tx, tenantId: string, key: string): Promise<void> {
  await tx.execute(
    sql`update rate_counters set count = 0 where tenant_id = ${tenantId} and key = ${key} and count <> 0`,
  );
}

/**
 * Locks a key's counter rows in front of the transaction's next statement, in the same write: a try counted
 * concurrently commits first, so that statement reads its count, and a count it clears cannot lose a try counted
 * meanwhile. Nothing is written.
 */
export function lockAttempts(tx: Tx, tenantId: string, key: string): void {
  runBeforeNextStatement(tx, {
    text: 'select 1 from rate_counters where tenant_id = $1 and key = $2 for update',
    values: [tenantId, key],
  });
}

/** How long a counter's row is kept after its window began: far longer than the longest window (an hour). */
export const rateCounterRetentionMs = 24 * 60 * 60_000;

/** Nightly, across all tenants: the rows of windows long over (their counts no longer limit anything). */
export const pruneRateCountersJob = defineJob({
  name: 'rate-counters.prune',
  schema: z.object({}),
  cron: '45 2 * * *',
  async handler(_payload, { database, clock, log }) {
    const before = new Date(clock.now().getTime() - rateCounterRetentionMs);
    const deleted = await database.withSystem(async (tx) => {
      const rows = await queryRows<{ key: string }>(
        tx,
        sql`delete from rate_counters where window_start < ${before.toISOString()} returning key`,
      );
      return rows.length;
    });
    log.info({ deleted, before }, 'pruned rate counters');
  },
});

/**
 * Gives back one attempt counted at `now` in its window (never below zero): for limits that count only failures
 * but must count every try first, so that concurrent tries cannot all pass a stale count.
 */
export async function returnAttempt(
  tx: Tx,
  tenantId: string,
  key: string,
  options: { windowMs: number; now: Date },
): Promise<void> {
  const windowStart = windowStartOf(options.now, options.windowMs);
  await tx.execute(
    sql`update rate_counters set count = greatest(count - 1, 0)
        where tenant_id = ${tenantId} and key = ${key} and window_start = ${windowStart.toISOString()}`,
  );
}

/** The attempts counted so far in the window of `now`, without counting one. */
export async function attemptsSoFar(
  tx: Tx,
  tenantId: string,
  key: string,
  options: { windowMs: number; now: Date },
): Promise<{ count: number; retryAfterSeconds: number }> {
  const windowStart = windowStartOf(options.now, options.windowMs);
  const [row] = await queryRows<{ count: number }>(
    tx,
    sql`select count from rate_counters
        where tenant_id = ${tenantId} and key = ${key} and window_start = ${windowStart.toISOString()}`,
  );
  const retryAfterSeconds = Math.ceil((windowStart.getTime() + options.windowMs - options.now.getTime()) / 1000);
  return { count: Number(row?.count ?? 0), retryAfterSeconds };
}
