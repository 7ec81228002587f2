/**
 * Purchase throughput on PostgreSQL (issues 7 and 16). The application server runs in a child process on a fresh
 * `konter_bench_*` database; this process drives `POST /api/v1/prabayar/transaction` over HTTP with autocannon as
 * the web app does (session cookie, CSRF cookie and header, the PIN in the body, a fresh request_id per purchase),
 * then sends the fixed reference transaction (bench/support/purchase-baseline.ts `referencePurchase`: conditional
 * debit, purchase row, two ledger entries, one job row, in one transaction) from raw `pg` clients to the same
 * database, and prints both and their ratio. The reference is fixed: it does not follow the app's own SQL.
 *
 *   npm run bench:purchase       spread over 10,000 funded accounts, at 32 and at 1 connection(s)
 *   npm run bench:hot-account    every purchase on one account at 8 and 32 connections, against the spread
 *
 * Options: --duration S (10), --warmup S (3), --accounts N (10000), --workers (run the dispatch workers in the server
 * during the load), --port P (3811).
 *
 * The PIN is checked for real on every purchase: stored as the server stores it (its keyed hash under the server's
 * PIN_KEY, decision 028). Dispatch jobs are committed with each purchase and, unless --workers, wait in the queue:
 * the supplier side is not what is measured.
 */
import pg from 'pg';
import { apiHeaders, sitePaths } from '@konter/shared/contracts/site';
import { transactionPaths } from '@konter/shared/contracts/transactions';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { createPinHasher } from '../apps/server/src/platform/secrets.ts';
import {
  benchPin,
  benchProduct,
  committedReport,
  createBuyers,
  demoTenant,
  telkomselNumber,
  type BenchBuyer,
} from './support/bench-accounts.ts';
import {
  benchPinKey,
  createBenchDatabase,
  dropBenchDatabase,
  gatherStatistics,
  startAppServer,
} from './support/bench-server.ts';
import {
  describe,
  figuresOf,
  loadAverage,
  numberOption,
  option,
  sleep,
  verdict,
  type Figures,
} from './support/figures.ts';
import { describeCpu, startCpuMeter } from './support/cpu-meter.ts';
import { httpLoad, type LoadRequest } from './support/http-load.ts';
import { prepareReference, referencePurchase } from './support/purchase-baseline.ts';

type Input = { accountId: string; sessionToken: string; destination: string; requestKey: string };

const hot = option('hot') !== undefined;
const seconds = numberOption('duration', 10);
const warmup = numberOption('warmup', 3);
const accountCount = numberOption('accounts', 10_000);
const port = numberOption('port', 3811);
const workers = option('workers') !== undefined;
const databaseName = hot ? 'konter_bench_hot' : 'konter_bench_purchase';
const runId = Date.now().toString(36);

console.log(`${hot ? 'bench:hot-account' : 'bench:purchase'}: ${await loadAverage()} at start`);
const url = await createBenchDatabase(databaseName);
const results: { side: 'api' | 'reference'; key: string; figures: Figures }[] = [];
try {
  const database = await openDatabase({ url, appRole: 'konter_app', poolSize: 4 });
  await migrateDatabase(database);
  await seedDemo(database, systemClock);
  const tenant = await demoTenant(database);
  const pinHash = createPinHasher(benchPinKey).hash(benchPin);
  const seedStarted = performance.now();
  const buyers = await createBuyers(database, tenant.id, {
    count: accountCount,
    deposit: 2_000_000,
    pinHash,
  });
  const [hotBuyer] = hot
    ? await createBuyers(database, tenant.id, {
        count: 1,
        deposit: 100_000_000_000,
        pinHash,
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
    const purchaseOf = (buyer: BenchBuyer): Input => {
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
          // The server runs with NODE_ENV=production, where the session cookie is host-only: `__Host-konter_session`.
          cookie: `${csrfCookie}; __Host-konter_session=${purchase.sessionToken}`,
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
    let analyzed = false;
    const api = async (key: string, label: string, connections: number, pick: () => BenchBuyer) => {
      await httpLoad({ label, origin: server.origin, connections, seconds: warmup, next: apiRequest(pick) });
      if (!analyzed) await gatherStatistics(database.pool);
      analyzed = true;
      const meter = startCpuMeter(server.pid);
      const figures = await httpLoad({
        label: `${label} [with PIN]`,
        origin: server.origin,
        connections,
        seconds,
        next: apiRequest(pick),
        keepFailures: true,
      });
      const cpu = meter.stop(figures.ok + figures.failed);
      console.log(describe(figures));
      console.log(describeCpu(cpu));
      for (const failure of figures.failures) console.log(`  failed: ${failure}`);
      results.push({ side: 'api', key, figures });
      // Requests still in flight when the load generator stops finish on the server before the next phase.
      await sleep(3_000);
    };

    await api('spread32', 'API, spread over accounts', 32, spread);
    if (hot) {
      await api('hot8', 'API, one account', 8, single);
      await api('hot32', 'API, one account', 32, single);
    } else {
      await api('spread1', 'API, spread over accounts', 1, spread);
    }

    // The reference transaction from raw clients, on the same database, in the same run.
    const pool = new pg.Pool({ connectionString: url, max: 33 });
    await prepareReference(pool, tenant.id);
    const reference = async (key: string, label: string, connections: number, pick: () => BenchBuyer) => {
      const run = async (duration: number) => {
        const latencies: number[] = [];
        let failed = 0;
        const started = performance.now();
        const deadline = started + duration * 1000;
        await Promise.all(
          Array.from({ length: connections }, async () => {
            const client = await pool.connect();
            try {
              while (performance.now() < deadline) {
                const input = purchaseOf(pick());
                const begun = performance.now();
                try {
                  await referencePurchase(client, { tenantId: tenant.id, ...input });
                  latencies.push(performance.now() - begun);
                } catch {
                  failed += 1;
                }
              }
            } finally {
              client.release();
            }
          }),
        );
        return figuresOf(label, connections, latencies, failed, (performance.now() - started) / 1000);
      };
      await run(warmup);
      const meter = startCpuMeter();
      const figures = await run(seconds);
      const cpu = meter.stop(figures.ok + figures.failed);
      console.log(describe(figures));
      console.log(describeCpu(cpu, 'raw clients'));
      results.push({ side: 'reference', key, figures });
    };
    await reference('spread32', 'reference transaction, spread over accounts', 32, spread);
    if (hot) await reference('hot32', 'reference transaction, one account', 32, single);
    else await reference('spread1', 'reference transaction, spread over accounts', 1, spread);
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

const find = (side: 'api' | 'reference', key: string) =>
  results.find((row) => row.side === side && row.key === key)?.figures;
console.log(`\nsummary (${seconds} s per phase after ${warmup} s warm-up; ${await loadAverage()} at end)`);
const spread32 = find('api', 'spread32');
const reference32 = find('reference', 'spread32');
if (spread32 && reference32) {
  console.log(
    `web purchase with PIN ÷ reference at 32 connections ${verdict(spread32.rps / reference32.rps, { atLeast: 0.5 })}`,
  );
  console.log(`web purchase with PIN, p99 at 32 connections ${verdict(spread32.p99, { atMost: 50 }, 1)} ms`);
}
if (hot) {
  const hot8 = find('api', 'hot8');
  const hot32 = find('api', 'hot32');
  const referenceHot = find('reference', 'hot32');
  if (hot8 && hot32 && spread32) {
    console.log(`one account ÷ spread at 32 connections ${verdict(hot32.rps / spread32.rps, { atLeast: 0.6 })}`);
    console.log(
      `one account at 32 ÷ at 8 connections ${verdict(hot32.rps / hot8.rps, { atLeast: 1 })} ` +
        `(${hot8.rps.toFixed(1)} → ${hot32.rps.toFixed(1)} /s)`,
    );
  }
  if (referenceHot && reference32)
    console.log(`reference: one account ÷ spread at 32 connections ${(referenceHot.rps / reference32.rps).toFixed(2)}`);
} else {
  const spread1 = find('api', 'spread1');
  const reference1 = find('reference', 'spread1');
  if (spread1 && reference1)
    console.log(`web purchase with PIN ÷ reference at 1 connection ${(spread1.rps / reference1.rps).toFixed(2)}`);
}
