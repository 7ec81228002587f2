import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createCallLog } from './h2h.call-log.ts';
import type { CallRow } from './h2h.repository.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The test database, counting the transactions the log opens. */
function countingDatabase() {
  const opened: string[] = [];
  const database: Database = {
    ...ctx.database,
    withTenant: (tenantId, work) => {
      opened.push(tenantId);
      return ctx.database.withTenant(tenantId, work);
    },
  };
  return { database, opened };
}

const call = (refId: string): CallRow => ({
  accountId: null,
  keyMode: null,
  endpoint: '/v1/cek-saldo',
  refId,
  rc: '41',
  ip: '127.0.0.1',
  httpStatus: 400,
  durationMs: 3,
  createdAt: ctx.clock.now(),
});

async function logged(prefix: string) {
  return ctx.database.withSystem((tx) =>
    queryRows<{ tenant_id: string; ref_id: string }>(
      tx,
      sql`select tenant_id, ref_id from h2h_calls where ref_id like ${`${prefix}%`} order by ref_id`,
    ),
  );
}

describe('the reseller API call log (decision 045)', () => {
  it('[DEV-01] a lone call is written at once; calls answered while it is written go together, one insert per tenant', async () => {
    const { database, opened } = countingDatabase();
    const log = createCallLog(database);
    const { konter, mitra } = ctx.tenantIds;
    const first = log.write(konter, call('batch-0'));
    expect(opened).toEqual([konter]);
    const rest = [1, 2, 3, 4].map((n) => log.write(n % 2 ? konter : mitra, call(`batch-${n}`)));
    await Promise.all([first, ...rest]);
    // The first insert alone, then one for each tenant of the four that waited.
    expect(opened).toEqual([konter, konter, mitra]);
    expect((await logged('batch-')).map((row) => [row.ref_id, row.tenant_id === konter ? 'konter' : 'mitra'])).toEqual([
      ['batch-0', 'konter'],
      ['batch-1', 'konter'],
      ['batch-2', 'mitra'],
      ['batch-3', 'konter'],
      ['batch-4', 'mitra'],
    ]);
    // Idle again: the next call starts its own insert, and drain waits for it.
    const late = log.write(konter, call('batch-5'));
    await log.drain();
    await late;
    expect(opened).toHaveLength(4);
    expect(await logged('batch-5')).toHaveLength(1);
  });

  it('[DEV-01] a failed insert fails only its own calls; the calls after it are still written', async () => {
    const log = createCallLog(ctx.database);
    const broken = log.write('00000000-0000-4000-8000-000000000000', call('orphan-0'));
    const next = log.write(ctx.tenantIds.konter, call('after-0'));
    await expect(broken).rejects.toThrow();
    await next;
    expect(await logged('orphan-')).toEqual([]);
    expect(await logged('after-')).toHaveLength(1);
  });
});
