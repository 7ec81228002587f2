/**
 * `npm run bench:embedded` (issue 15): purchases per second on the default install's database, the embedded
 * PostgreSQL that `npm start` runs under DATA_DIR (decision 022), with its default settings (fsync on), started here
 * on a fresh DATA_DIR by the same code. Two sides, each at 1 and at `--connections` concurrent buyers:
 *
 * - the purchases service called directly for a web principal with the PIN (`placePurchase`, decision 028), through
 *   the real path: the reads, the PIN's try and keyed-hash check, rules, lock, daily limit, the purchase row, the
 *   dispatch job and the ledger transfer, one transaction, on the app's pool (10 connections, as configured);
 * - the reference transaction sent by a raw `pg` client to the same server: conditional debit, purchase row, two
 *   ledger entries, a job row (support/purchase-baseline.ts, `referencePurchase`).
 *
 * Then the start-up time of `npm start` (apps/server/src/main.ts, the web build excluded) from an empty DATA_DIR, from
 * a warm one after a clean stop, and after a SIGKILL of the app (its PostgreSQL still running, taken over).
 *
 *   npm run bench:embedded [-- --seconds 10] [-- --connections 8] [-- --accounts 1000] [-- --no-startup]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, repoRoot } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { EmbeddedServer } from '../apps/server/src/db/embedded-postgres.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';
import { connectProviders } from '../apps/server/src/integrations/providers.ts';
import { permissionsOf } from '../apps/server/src/modules/accounts/index.ts';
import type { Principal } from '../apps/server/src/platform/auth.ts';
import { createPinHasher } from '../apps/server/src/platform/secrets.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { createLogger } from '../apps/server/src/platform/logger.ts';
import { JobQueue } from '../apps/server/src/platform/queue.ts';
import { registerWork } from '../apps/server/src/runtime.ts';
import { createServices } from '../apps/server/src/services.ts';
import { buildWebIfStale, freePort } from '../e2e/support/app-server.ts';
import {
  benchProduct,
  committedReport,
  createBuyers,
  demoTenant,
  benchPin,
  telkomselNumber,
  type BenchBuyer,
} from './support/bench-accounts.ts';
import { gatherStatistics } from './support/bench-server.ts';
import { describe, figuresOf, loadAverage, numberOption, option, verdict, type Figures } from './support/figures.ts';
import { prepareReference, referencePurchase } from './support/purchase-baseline.ts';

const seconds = numberOption('seconds', 10);
const connections = numberOption('connections', 8);
const accountCount = numberOption('accounts', 1000);
const runId = Date.now().toString(36);
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

console.log(`bench:embedded: ${await loadAverage()} at start`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'konter-bench-embedded-'));
const server = await new EmbeddedServer({ dataDir, log: quiet }).start();
const log = createLogger({ logLevel: 'silent' });
const config = loadConfig({
  NODE_ENV: 'test',
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
  DATA_DIR: dataDir,
});
const database = await openDatabase({ url: server.url(), appRole: 'konter_app' });
await migrateDatabase(database);
await seedDemo(database, systemClock);
const { providers, simulators } = await connectProviders(config, systemClock, { supplierOutcome: 'success' });
// Started so purchases can enqueue; not worked: dispatch is the supplier side, not measured here.
const queue = new JobQueue({ database, clock: systemClock, log, providers });
registerWork(queue);
await queue.start();
// The services as every process makes them (services.ts): the purchases measured are the app's own instance.
const services = createServices({ config, database, clock: systemClock, queue, providers, logger: log });

const tenant = await demoTenant(database);
const pins = createPinHasher(config.pinKey);
const buyers = await createBuyers(database, tenant.id, {
  count: accountCount,
  deposit: 100_000_000,
  pinHash: pins.hash(benchPin),
});
const principalOf = (buyer: BenchBuyer): Principal => ({
  accountId: buyer.accountId,
  tenantId: tenant.id,
  role: 'member',
  status: 'active',
  permissions: permissionsOf({ role: 'member', status: 'active', grants: [] }),
  channel: 'web',
});
const purchases = services.purchases;

let serial = 0;
const nextBuyer = () => {
  serial += 1;
  return { buyer: buyers[serial % buyers.length] as BenchBuyer, destination: telkomselNumber(serial), serial };
};

/** `loops` buyers in parallel for `duration` seconds, each purchase timed. */
async function measure(
  label: string,
  loops: number,
  duration: number,
  open: () => Promise<(buyer: BenchBuyer, destination: string, key: string) => Promise<void>>,
): Promise<Figures> {
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const deadline = started + duration * 1000;
  await Promise.all(
    Array.from({ length: loops }, async () => {
      const buy = await open();
      while (performance.now() < deadline) {
        const { buyer, destination } = nextBuyer();
        const begun = performance.now();
        try {
          await buy(buyer, destination, `bench-${runId}-${serial}`);
          latencies.push(performance.now() - begun);
        } catch (error) {
          failed += 1;
          if (failed === 1) console.log(`  first failure (${label}): ${String(error)}`);
        }
      }
    }),
  );
  return figuresOf(label, loops, latencies, failed, (performance.now() - started) / 1000);
}

const viaService = async () => (buyer: BenchBuyer, destination: string, key: string) =>
  purchases
    .placePurchase(tenant, principalOf(buyer), {
      product_code: benchProduct,
      destination,
      request_id: key,
      pin: benchPin,
    })
    .then(() => undefined);
const rawClients: pg.Client[] = [];
const viaReference = async () => {
  const client = new pg.Client({ connectionString: server.url() });
  await client.connect();
  await prepareReference(client, tenant.id);
  rawClients.push(client);
  return (buyer: BenchBuyer, destination: string, key: string) =>
    referencePurchase(client, { tenantId: tenant.id, accountId: buyer.accountId, destination, requestKey: key });
};

// A short warm-up of each side, so that neither pays for first-use costs (plans, connections) in its figure.
await measure('warm-up', connections, 2, viaService);
await gatherStatistics(database.pool);
await measure('warm-up', connections, 2, viaReference);
const rows: { connections: number; service: Figures; reference: Figures }[] = [];
for (const loops of [1, connections]) {
  const service = await measure('purchases service', loops, seconds, viaService);
  console.log(describe(service));
  const reference = await measure('reference transaction (raw pg)', loops, seconds, viaReference);
  console.log(describe(reference));
  rows.push({ connections: loops, service, reference });
}
console.log(`${await committedReport(database)} (left queued: not worked)`);
for (const client of rawClients) await client.end();
await queue.stop(1_000);
await simulators?.stop();
await database.close();
await server.stop();
rmSync(dataDir, { recursive: true, force: true });

/** Seconds until `main.ts` on `dir` answers its health check with 200. */
async function timeStart(
  dir: string,
  port: number,
): Promise<{ seconds: number; stop: (signal: NodeJS.Signals) => Promise<void> }> {
  const started = performance.now();
  const { DATABASE_URL: _external, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    env: { ...inherited, DATA_DIR: dir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}) before it was healthy`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/v1/health`, { signal: AbortSignal.timeout(1_000) })
      .then((response) => response.status === 200)
      .catch(() => false);
    if (healthy) break;
    if (performance.now() - started > 120_000) throw new Error('npm start not healthy in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const secondsTaken = (performance.now() - started) / 1000;
  return {
    seconds: secondsTaken,
    async stop(signal) {
      child.kill(signal);
      await exited;
    },
  };
}

const startup: { label: string; seconds: number }[] = [];
if (option('no-startup') === undefined) {
  buildWebIfStale((line) => console.log(line));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'konter-bench-start-'));
  const port = await freePort();
  try {
    const cold = await timeStart(dir, port);
    startup.push({ label: 'empty DATA_DIR (initdb, migrations, demo seed)', seconds: cold.seconds });
    await cold.stop('SIGTERM');
    const warm = await timeStart(dir, port);
    startup.push({ label: 'warm DATA_DIR after a clean stop', seconds: warm.seconds });
    await warm.stop('SIGKILL');
    // The workers leave once the supervisor is gone; the embedded PostgreSQL stays and is taken over.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const takeover = await timeStart(dir, port);
    startup.push({ label: 'after a SIGKILL of the app (PostgreSQL taken over)', seconds: takeover.seconds });
    await takeover.stop('SIGTERM');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  for (const { label, seconds: taken } of startup) console.log(`npm start, ${label.padEnd(52)} ${taken.toFixed(2)} s`);
}

console.log(`\nsummary (${seconds} s per phase; ${await loadAverage()} at end)`);
for (const row of rows) {
  console.log(
    `${String(row.connections).padStart(2)} conn: service ${row.service.rps.toFixed(0)}/s, reference ` +
      `${row.reference.rps.toFixed(0)}/s, service ÷ reference ${(row.service.rps / row.reference.rps).toFixed(2)}`,
  );
}
const best = Math.max(...rows.map((row) => row.service.rps));
console.log(
  `purchases per second through the service on the embedded PostgreSQL ${verdict(best, { atLeast: 1000 }, 0)}`,
);
const cold = startup[0];
if (cold) console.log(`start-up from an empty DATA_DIR ${verdict(cold.seconds, { atMost: 10 }, 1)} s`);
