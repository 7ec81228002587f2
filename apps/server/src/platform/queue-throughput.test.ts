import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../db/client.ts';
import type { Providers } from '../integrations/providers.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { systemClock } from './clock.ts';
import { createLogger } from './logger.ts';
import { defineJob, JobQueue } from './queue.ts';

/**
 * A backlog is worked at the speed of its handlers, not one job per polling interval. With one job fetched per
 * second, purchases under load (tens a second) queued for their dispatch without end, and only the recovery job
 * (200 a minute) settled them: found by `npm run test:crash`, where 475 purchases still waited minutes after the load.
 */
describe('the job queue under a backlog', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let queue: JobQueue;
  const handled: number[] = [];
  const job = defineJob({
    name: 'test.backlog',
    schema: z.object({ n: z.number().int() }),
    retryLimit: 0,
    async handler({ n }) {
      if (n === 7) throw new Error('job 7 fails');
      handled.push(n);
    },
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = new JobQueue({
      database,
      clock: systemClock,
      log: createLogger({ logLevel: 'silent' }),
      providers: {} as Providers,
      ...(database.url ? { connectionString: database.url } : {}),
    });
    queue.register([job] as never);
    await queue.start();
  });
  afterAll(async () => {
    await queue.stop(1_000);
    await database.close();
  });

  it('works 40 queued jobs in a few seconds, and one failing job fails alone', async () => {
    await database.withSystem(async (tx) => {
      for (let n = 0; n < 40; n += 1) await queue.enqueue(tx, job, { n });
    });
    const started = performance.now();
    await queue.work();
    while (handled.length < 39 && performance.now() - started < 20_000) await sleep(100);
    expect(handled.length).toBe(39);
    expect(performance.now() - started).toBeLessThan(10_000);
    const states = await database.withSystem((tx) =>
      queryRows<{ state: string; count: string }>(
        tx,
        sql`select state, count(*) from pgboss.job where name = ${job.name} group by state order by state`,
      ),
    );
    expect(states.map((row) => [row.state, Number(row.count)])).toEqual([
      ['completed', 39],
      ['failed', 1],
    ]);
  }, 30_000);
});
