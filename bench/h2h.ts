/**
 * Reseller API throughput (issue 19, proof 2). The application server runs in a child process on a fresh
 * `konter_bench_h2h` database, as bench/purchase.ts runs it; this process drives `POST /v1/transaction` over HTTP
 * with autocannon as a reseller's software does (Digiflazz's buyer protocol: username, md5 sign of username + key +
 * ref_id, a fresh ref_id per purchase, no cookie, no CSRF, no PIN; the address approved), then sends the fixed
 * reference transaction (bench/support/purchase-baseline.ts) from raw `pg` clients to the same database, and prints
 * both and their ratio. Each call is checked: the signature against the caller's keys and its approved addresses
 * (read once per reseller and process, then kept in memory until a change is announced, decision 045), the purchase
 * is placed (conditional debit, purchase row, ledger entries, dispatch job) and answers the deposit after it, and the
 * call is logged after the answer (with the others answered meanwhile).
 *
 *   npm run bench:h2h       spread over --accounts (1000) developer accounts, at 32 and at 1 connection(s)
 *
 * Options: --duration S (10), --warmup S (3), --accounts N (1000), --port P (3812).
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { h2hCredentials, h2hIps } from '../apps/server/src/db/schema/h2h.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';
import { h2hSign } from '../apps/server/src/modules/h2h/index.ts';
import { deriveKey, keyHash, keyHint } from '../apps/server/src/modules/h2h/h2h.keys.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { createPinHasher } from '../apps/server/src/platform/secrets.ts';
import {
  benchPin,
  benchProduct,
  committedReport,
  createBuyers,
  demoTenant,
  telkomselNumber,
} from './support/bench-accounts.ts';
import {
  benchPinKey,
  benchSessionSecret,
  createBenchDatabase,
  dropBenchDatabase,
  gatherStatistics,
  startAppServer,
} from './support/bench-server.ts';
import { describe, figuresOf, loadAverage, numberOption, sleep, verdict, type Figures } from './support/figures.ts';
import { describeCpu, startCpuMeter } from './support/cpu-meter.ts';
import { httpLoad, type LoadRequest } from './support/http-load.ts';
import { prepareReference, referencePurchase } from './support/purchase-baseline.ts';

type Reseller = { accountId: string; username: string; key: string };

const seconds = numberOption('duration', 10);
const warmup = numberOption('warmup', 3);
const accountCount = numberOption('accounts', 1_000);
const port = numberOption('port', 3812);
const databaseName = 'konter_bench_h2h';
const runId = Date.now().toString(36);

console.log(`bench:h2h: ${await loadAverage()} at start`);
const url = await createBenchDatabase(databaseName);
const results: { side: 'api' | 'reference'; key: string; figures: Figures }[] = [];
try {
  const database = await openDatabase({ url, appRole: 'konter_app', poolSize: 4 });
  await migrateDatabase(database);
  await seedDemo(database, systemClock);
  const tenant = await demoTenant(database);
  const pinHash = createPinHasher(benchPinKey).hash(benchPin);
  const buyers = await createBuyers(database, tenant.id, { count: accountCount, deposit: 2_000_000, pinHash });
  // Developers with a production key each and the loopback addresses approved, written as the settings screen would.
  const resellers: Reseller[] = buyers.map((buyer, index) => {
    const salt = `bench-${index}`;
    const key = deriveKey(
      benchSessionSecret,
      { tenantId: tenant.id, accountId: buyer.accountId, mode: 'production' },
      salt,
    );
    return { accountId: buyer.accountId, username: `bench${index}`, key };
  });
  await database.withTenant(tenant.id, async (tx) => {
    await tx.execute(sql`update accounts set role = 'developer' where tenant_id = ${tenant.id} and role = 'member'`);
    for (let start = 0; start < resellers.length; start += 500) {
      const chunk = resellers.slice(start, start + 500);
      await tx.insert(h2hCredentials).values(
        chunk.map((reseller, offset) => ({
          tenantId: tenant.id,
          accountId: reseller.accountId,
          username: reseller.username,
          productionSalt: `bench-${start + offset}`,
          productionHash: keyHash(reseller.key),
          productionHint: keyHint(reseller.key),
          rateLimitPerMinute: 1_000_000,
        })),
      );
      await tx.insert(h2hIps).values(
        chunk.flatMap((reseller) =>
          ['127.0.0.1', '::1'].map((ip) => ({
            tenantId: tenant.id,
            accountId: reseller.accountId,
            ip,
            status: 'approved' as const,
          })),
        ),
      );
    }
  });
  console.log(`${resellers.length} developer accounts with keys and approved addresses`);

  const server = await startAppServer(url, { port, workers: false });
  try {
    let serial = 0;
    const next = (): { reseller: Reseller; destination: string; refId: string } => {
      serial += 1;
      return {
        reseller: resellers[serial % resellers.length] as Reseller,
        destination: telkomselNumber(serial),
        refId: `bench-${runId}-${serial}`,
      };
    };
    const apiRequest = (): LoadRequest => {
      const { reseller, destination, refId } = next();
      return {
        method: 'POST',
        path: '/v1/transaction',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: reseller.username,
          buyer_sku_code: benchProduct,
          customer_no: destination,
          ref_id: refId,
          sign: h2hSign(reseller.username, reseller.key, refId),
        }),
      };
    };
    let analyzed = false;
    const api = async (key: string, connections: number) => {
      const label = 'reseller API /v1/transaction';
      await httpLoad({ label, origin: server.origin, connections, seconds: warmup, next: apiRequest });
      if (!analyzed) await gatherStatistics(database.pool);
      analyzed = true;
      const meter = startCpuMeter(server.pid);
      const figures = await httpLoad({
        label,
        origin: server.origin,
        connections,
        seconds,
        next: apiRequest,
        keepFailures: true,
      });
      const cpu = meter.stop(figures.ok + figures.failed);
      console.log(describe(figures));
      console.log(describeCpu(cpu));
      for (const failure of figures.failures) console.log(`  failed: ${failure}`);
      results.push({ side: 'api', key, figures });
      await sleep(3_000);
    };
    await api('spread32', 32);
    await api('spread1', 1);

    const pool = new pg.Pool({ connectionString: url, max: 33 });
    await prepareReference(pool, tenant.id);
    const reference = async (key: string, connections: number) => {
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
                const { reseller, destination, refId } = next();
                const begun = performance.now();
                try {
                  await referencePurchase(client, {
                    tenantId: tenant.id,
                    accountId: reseller.accountId,
                    destination,
                    requestKey: refId,
                  });
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
        return figuresOf('reference transaction', connections, latencies, failed, (performance.now() - started) / 1000);
      };
      await run(warmup);
      const meter = startCpuMeter();
      const figures = await run(seconds);
      const cpu = meter.stop(figures.ok + figures.failed);
      console.log(describe(figures));
      console.log(describeCpu(cpu, 'raw clients'));
      results.push({ side: 'reference', key, figures });
    };
    await reference('spread32', 32);
    await reference('spread1', 1);
    await pool.end();
    const [calls] = await database.withSystem((tx) =>
      queryRows<{ count: string }>(tx, sql`select count(*) as count from h2h_calls`),
    );
    console.log(`${await committedReport(database)}; ${calls?.count} calls logged`);
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
const api32 = find('api', 'spread32');
const reference32 = find('reference', 'spread32');
const api1 = find('api', 'spread1');
const reference1 = find('reference', 'spread1');
if (api32 && reference32) {
  console.log(`reseller API ÷ reference at 32 connections ${verdict(api32.rps / reference32.rps, { atLeast: 0.75 })}`);
  console.log(`reseller API, p99 at 32 connections ${verdict(api32.p99, { atMost: 25 }, 1)} ms`);
}
if (api1 && reference1) {
  console.log(`reseller API ÷ reference at 1 connection ${(api1.rps / reference1.rps).toFixed(2)}`);
  console.log(`reseller API, p99 at 1 connection ${verdict(api1.p99, { atMost: 5 }, 1)} ms`);
}
