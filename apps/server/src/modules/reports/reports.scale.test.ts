import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionReportResponseSchema } from '@konter/shared/contracts/reports';
import { buyer, type Buyer } from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { insertManyPurchases } from './reports.fixtures.ts';

/**
 * RPT-01 at the size the issue names: 100,000 purchases on one account. A page reads the index on (tenant, account,
 * created_at) and the totals aggregate the filter once; the export walks the filter in keyset batches.
 * Measured on the in-process engine of the time (the slower one, before decision 022): about 0.1 s for the first
 * page with its totals, 0.2–0.3 s for the last.
 */
const historySize = 100_000;
/** Far above the measured times, so a slow CI machine does not fail it, yet far below what an unindexed plan takes. */
const pageBudgetMs = 2_000;

let ctx: TestContext;
let who: Buyer;
beforeAll(async () => {
  ctx = await createTestApp();
  who = await buyer(ctx, { deposit: 0 });
  // One purchase every 30 s back from now: about 35 days of history.
  await insertManyPurchases(ctx.database, who.tenantId, who.accountId, historySize, ctx.clock.now(), 30);
}, 120_000);
afterAll(() => ctx.close());

async function timedPage(query: string) {
  const started = performance.now();
  const response = await who.browser.get(`/api/v1/report/prabayar?${query}`);
  const ms = Math.round(performance.now() - started);
  expect(response.statusCode, response.body).toBe(200);
  return { ms, body: transactionReportResponseSchema.parse(response.json()) };
}

describe('a 100,000-row history', () => {
  it('[RPT-01] the first, a middle and the last page answer quickly with the totals of all rows', async () => {
    await timedPage('page=1'); // warms the plan cache
    const first = await timedPage('page=1&per_page=20');
    const middle = await timedPage('page=2500&per_page=20');
    const last = await timedPage('page=5000&per_page=20');
    const today = await timedPage('preset=today');
    const failed = await timedPage('status=failed&page=100');
    console.info(
      `[reports] 100k rows: first page ${first.ms} ms, page 2500 ${middle.ms} ms, last page ${last.ms} ms, ` +
        `today ${today.ms} ms, failed p.100 ${failed.ms} ms`,
    );
    expect(first.body.meta.total).toBe(historySize);
    expect(first.body.totals).toMatchObject({ count: historySize, success_count: 90_000, price: 90_000 * 10_500 });
    expect(last.body.data).toHaveLength(20);
    expect(last.body.data.at(-1)?.ref_id).toBe(`BULK${who.accountId.slice(0, 8).toUpperCase()}0100000`);
    expect(today.body.meta.total).toBeGreaterThan(0);
    expect(failed.body.meta.total).toBe(10_000);
    for (const page of [first, middle, last, today, failed]) expect(page.ms).toBeLessThan(pageBudgetMs);
  });

  it('[RPT-01] the .csv export holds all 100,000 rows, each once', async () => {
    const started = performance.now();
    const response = await who.browser.get('/api/v1/report/prabayar/export?format=csv');
    console.info(`[reports] 100k-row .csv export: ${Math.round(performance.now() - started)} ms`);
    expect(response.statusCode).toBe(200);
    const lines = response.body.trimEnd().split('\r\n').slice(1);
    expect(lines).toHaveLength(historySize);
    expect(new Set(lines.map((line) => line.split(',')[1])).size).toBe(historySize);
  }, 60_000);
});
