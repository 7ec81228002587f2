/**
 * Purchase throughput on PostgreSQL (issue 7, benchmarks 1 and 2). The application server runs in a child process
 * on a fresh `konter_bench_*` database; this process drives `POST /api/v1/prabayar/transaction` over HTTP with
 * autocannon as the web app does (session cookie, CSRF cookie and header, PIN in the body, a fresh request_id per
 * purchase), then runs the baseline (the same SQL from a raw `pg` client, bench/support/purchase-baseline.ts) on
 * the same database, and prints both and their ratio.
 *
 *   npm run bench:purchase       spread over 10,000 funded accounts, at 32 and at 1 connection(s)
 *   npm run bench:hot-account    every purchase on one account at 8 and 32 connections, against the spread
 *
 * Options: --duration S (10), --warmup S (3), --accounts N (10000), --pin production|light (both),
 * --workers (run the dispatch workers in the server during the load), --port P (3811).
 *
 * The PIN is checked for real on every purchase. 'production' is the stored argon2id cost (19 MiB, 2 passes);
 * 'light' stores the same PIN with argon2id's smallest cost, which takes the hashing (and only that) out of the
 * request, to show what the rest of the path costs. Dispatch jobs are committed with each purchase and, unless
 * --workers, wait in the queue: the supplier side is not what is measured.
 */
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { apiHeaders, sitePaths } from '@konter/shared/contracts/site';
import { transactionPaths } from '@konter/shared/contracts/transactions';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import {
  benchPin,
  benchProduct,
  committedReport,
  createBuyers,
  demoTenant,
  pinHashOf,
  setPinHash,
  telkomselNumber,
  type BenchBuyer,
} from './support/bench-accounts.ts';
import { createBenchDatabase, dropBenchDatabase, startAppServer } from './support/bench-server.ts';
import { describe, loadAverage, numberOption, option, sleep, verdict, type Figures } from './support/figures.ts';
import { httpLoad, type LoadRequest } from './support/http-load.ts';
import { runBaseline, type BaselineContext, type BaselineInput } from './support/purchase-baseline.ts';

type PinCost = 'production' | 'light';

const hot = option('hot') !== undefined;
const seconds = numberOption('duration', 10);
const warmup = numberOption('warmup', 3);
const accountCount = numberOption('accounts', 10_000);
const port = numberOption('port', 3811);
const workers = option('workers') !== undefined;
const pinOption = option('pin');
const pinCosts: PinCost[] = pinOption === 'production' || pinOption === 'light' ? [pinOption] : ['light', 'production'];
const databaseName = hot ? 'konter_bench_hot' : 'konter_bench_purchase';
const runId = Date.now().toString(36);

console.log(`${hot ? 'bench:hot-account' : 'bench:purchase'}: ${await loadAverage()} at start`);
const url = await createBenchDatabase(databaseName);
const results: { pin: PinCost | 'sql'; key: string; figures: Figures }[] = [];
try {
  const database = await openDatabase({ url, appRole: 'konter_app', poolSize: 4 });
  await migrateDatabase(database);
  await seedDemo(database, systemClock);
  const tenant = await demoTenant(database);
  const pinHashes: Record<PinCost, string> = {
    production: await pinHashOf('production'),
    light: await pinHashOf('light'),
  };
  const seedStarted = performance.now();
  const buyers = await createBuyers(database, tenant.id, {
    count: accountCount,
    deposit: 2_000_000,
    pinHash: pinHashes[pinCosts[0] ?? 'light'],
  });
  const [hotBuyer] = hot
    ? await createBuyers(database, tenant.id, {
        count: 1,
        deposit: 100_000_000_000,
        pinHash: pinHashes[pinCosts[0] ?? 'light'],
        group: 9,
      })
    : [];
  console.log(
    `${buyers.length + (hotBuyer ? 1 : 0)} funded accounts in ${Math.round(performance.now() - seedStarted)} ms`,
  );

  const server = await startAppServer(url, { port, workers });
  try {
    // The CSRF cookie and token as the web app gets them when it loads.
    const bootstrap = await fetch(`${server.origin}${sitePaths.bootstrap}`);
    const csrfCookie = bootstrap.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const { csrfToken } = (await bootstrap.json()) as { csrfToken: string };

    let serial = 0;
    const purchaseOf = (buyer: BenchBuyer): BaselineInput => {
      serial += 1;
      // A new number every time: TRX-04 allows one purchase of a product per number per day.
      return {
        accountId: buyer.accountId,
        sessionToken: buyer.sessionToken,
        destination: telkomselNumber(serial),
        requestKey: `bench-${runId}-${serial}`,
      };
    };
    const spread = () => buyers[serial % buyers.length] as BenchBuyer;
    const single = () => hotBuyer as BenchBuyer;
    const apiRequest = (pick: () => BenchBuyer) => (): LoadRequest => {
      const purchase = purchaseOf(pick());
      return {
        method: 'POST',
        path: transactionPaths.purchase,
        headers: {
          'content-type': 'application/json',
          cookie: `${csrfCookie}; konter_session=${purchase.sessionToken}`,
          [apiHeaders.csrf]: csrfToken,
          [apiHeaders.requestedWith]: apiHeaders.requestedWithValue,
        },
        body: JSON.stringify({
          product_code: benchProduct,
          destination: purchase.destination,
          pin: benchPin,
          request_id: purchase.requestKey,
        }),
      };
    };
    const api = async (pin: PinCost, key: string, label: string, connections: number, pick: () => BenchBuyer) => {
      await httpLoad({ label, origin: server.origin, connections, seconds: warmup, next: apiRequest(pick) });
      const figures = await httpLoad({
        label: `${label} [PIN ${pin}]`,
        origin: server.origin,
        connections,
        seconds,
        next: apiRequest(pick),
        keepFailures: true,
      });
      console.log(describe(figures));
      for (const failure of figures.failures) console.log(`  failed: ${failure}`);
      results.push({ pin, key, figures });
      // Requests still in flight when the load generator stops finish on the server before the next phase.
      await sleep(3_000);
    };

    for (const pin of pinCosts) {
      await setPinHash(database, tenant.id, pinHashes[pin]);
      await api(pin, 'spread32', 'API, spread over accounts', 32, spread);
      if (hot) {
        await api(pin, 'hot8', 'API, one account', 8, single);
        await api(pin, 'hot32', 'API, one account', 32, single);
      } else {
        await api(pin, 'spread1', 'API, spread over accounts', 1, spread);
      }
    }

    // The baseline: the same SQL from a raw client, on the same database, in the same run.
    const pool = new pg.Pool({ connectionString: url, max: 33 });
    const boss = new PgBoss({ connectionString: url, schema: 'pgboss', supervise: false, schedule: false, max: 1 });
    await boss.start();
    const context: BaselineContext = { tenantId: tenant.id, appRole: database.appRole, boss, http: true };
    const connect = () => pool.connect();
    const baseline = async (key: string, label: string, connections: number, pick: () => BenchBuyer) => {
      const next = () => purchaseOf(pick());
      await runBaseline({ label, connect, context, connections, seconds: warmup, next });
      const figures = await runBaseline({ label, connect, context, connections, seconds, next });
      console.log(describe(figures));
      results.push({ pin: 'sql', key, figures });
    };
    await baseline('spread32', 'baseline SQL, spread over accounts', 32, spread);
    if (hot) await baseline('hot32', 'baseline SQL, one account', 32, single);
    else await baseline('spread1', 'baseline SQL, spread over accounts', 1, spread);
    await boss.stop({ graceful: false });
    await pool.end();

    console.log(
      `${await committedReport(database)} ${workers ? '(worked during the load)' : '(left queued: workers off)'}`,
    );
  } finally {
    await server.stop();
    await database.close();
  }
} finally {
  await dropBenchDatabase(databaseName);
}

const find = (pin: PinCost | 'sql', key: string) => results.find((row) => row.pin === pin && row.key === key)?.figures;
console.log(`\nsummary (${seconds} s per phase after ${warmup} s warm-up; ${await loadAverage()} at end)`);
for (const pin of pinCosts) {
  const spread32 = find(pin, 'spread32');
  if (!spread32) continue;
  if (hot) {
    const hot8 = find(pin, 'hot8');
    const hot32 = find(pin, 'hot32');
    if (!hot8 || !hot32) continue;
    console.log(`PIN ${pin}: hot ÷ spread at 32 connections ${verdict(hot32.rps / spread32.rps, { atLeast: 0.6 })}`);
    console.log(
      `PIN ${pin}: one account at 32 ÷ at 8 connections ${verdict(hot32.rps / hot8.rps, { atLeast: 1 })} ` +
        `(${hot8.rps.toFixed(1)} → ${hot32.rps.toFixed(1)} /s)`,
    );
  } else {
    const spread1 = find(pin, 'spread1');
    const base32 = find('sql', 'spread32');
    const base1 = find('sql', 'spread1');
    if (!spread1 || !base32 || !base1) continue;
    console.log(
      `PIN ${pin}: API ÷ baseline at 32 connections ${verdict(spread32.rps / base32.rps, { atLeast: 0.75 })}`,
    );
    console.log(`PIN ${pin}: API ÷ baseline at 1 connection  ${verdict(spread1.rps / base1.rps, { atLeast: 0.75 })}`);
    console.log(`PIN ${pin}: p99 at 32 connections ${verdict(spread32.p99, { atMost: 25 }, 1)} ms`);
    console.log(`PIN ${pin}: p99 at 1 connection  ${verdict(spread1.p99, { atMost: 5 }, 1)} ms`);
  }
}
if (hot) {
  const base32 = find('sql', 'spread32');
  const baseHot = find('sql', 'hot32');
  if (base32 && baseHot)
    console.log(`baseline SQL: hot ÷ spread at 32 connections ${(baseHot.rps / base32.rps).toFixed(2)}`);
}
