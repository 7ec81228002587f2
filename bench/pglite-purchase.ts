/**
 * Purchases per second on embedded PGlite in one process (issue 7, benchmark 4): the purchases service called
 * directly, as the spreadsheet top-up buys its rows (`{ verified: true }`: the PIN was checked once for the file),
 * through the real path: rules, daily limit, the purchase row, the ledger debit and the dispatch job, one
 * transaction. Beside it, the baseline: the same SQL sent straight to the same PGlite (purchase-baseline.ts).
 *
 *   npm run bench:pglite [-- --count 3000] [-- --accounts 1000]
 */
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';
import { connectProviders } from '../apps/server/src/integrations/providers.ts';
import { permissionsOf } from '../apps/server/src/modules/accounts/index.ts';
import { createPurchasesService } from '../apps/server/src/modules/purchases/index.ts';
import type { AuthContext } from '../apps/server/src/platform/auth.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { createLogger } from '../apps/server/src/platform/logger.ts';
import { JobQueue } from '../apps/server/src/platform/queue.ts';
import { allJobs } from '../apps/server/src/runtime.ts';
import {
  benchProduct,
  committedReport,
  createBuyers,
  demoTenant,
  pinHashOf,
  telkomselNumber,
  type BenchBuyer,
} from './support/bench-accounts.ts';
import { describe, figuresOf, loadAverage, numberOption, verdict } from './support/figures.ts';
import { baselinePurchase, type BaselineContext } from './support/purchase-baseline.ts';

const count = numberOption('count', 3000);
const accountCount = numberOption('accounts', 1000);
const runId = Date.now().toString(36);

console.log(`bench:pglite: ${await loadAverage()} at start`);
const log = createLogger({ logLevel: 'silent' });
const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret' });
const database = await openDatabase({ kind: 'pglite', dataDir: null, appRole: 'konter_app' });
const pglite = database.pglite;
if (!pglite) throw new Error('expected PGlite');
await migrateDatabase(database);
await seedDemo(database, systemClock);
const { providers, simulators } = await connectProviders(config, systemClock, { supplierOutcome: 'success' });
// Started so purchases can enqueue; not worked: dispatch is the supplier side, not measured here.
const queue = new JobQueue({ database, clock: systemClock, log, providers });
queue.register(allJobs as never);
await queue.start();

const tenant = await demoTenant(database);
const buyers = await createBuyers(database, tenant.id, {
  count: accountCount,
  deposit: 10_000_000,
  pinHash: await pinHashOf('light'),
});
const authOf = (buyer: BenchBuyer): AuthContext => ({
  accountId: buyer.accountId,
  tenantId: tenant.id,
  role: 'member',
  status: 'active',
  permissions: permissionsOf({ role: 'member', status: 'active', grants: [] }),
  sessionTokenHash: '',
  deviceId: '',
});
const purchases = createPurchasesService({
  database,
  clock: systemClock,
  queue,
  verifier: { verifyPin: async () => undefined, verifyPassword: async () => true },
});

let serial = 0;
async function measure(label: string, buy: (buyer: BenchBuyer, destination: string, key: string) => Promise<void>) {
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  for (let index = 0; index < count; index += 1) {
    serial += 1;
    const buyer = buyers[serial % buyers.length] as BenchBuyer;
    const begun = performance.now();
    try {
      await buy(buyer, telkomselNumber(serial), `bench-${runId}-${serial}`);
      latencies.push(performance.now() - begun);
    } catch (error) {
      failed += 1;
      if (failed === 1) console.log(`  first failure: ${String(error)}`);
    }
  }
  const figures = figuresOf(label, 1, latencies, failed, (performance.now() - started) / 1000);
  console.log(describe(figures));
  return figures;
}

const viaService = (buyer: BenchBuyer, destination: string, key: string) =>
  purchases
    .purchase(tenant, authOf(buyer), { product_code: benchProduct, destination, request_id: key }, { verified: true })
    .then(() => undefined);
const context: BaselineContext = { tenantId: tenant.id, appRole: database.appRole, boss: queue.boss, http: false };
const viaSql = (buyer: BenchBuyer, destination: string, requestKey: string) =>
  baselinePurchase(pglite, context, { accountId: buyer.accountId, sessionToken: '', destination, requestKey });

// A short warm-up of each, so that neither pays for first-use costs (query plans, JIT) in its figure.
const measured = count;
for (const buy of [viaService, viaSql]) {
  for (let index = 0; index < Math.min(200, measured); index += 1) {
    serial += 1;
    await buy(buyers[serial % buyers.length] as BenchBuyer, telkomselNumber(serial), `warm-${runId}-${serial}`);
  }
}
const service = await measure('purchases service on PGlite', viaService);
const baseline = await measure('baseline SQL on PGlite', viaSql);

console.log(`${await committedReport(database)} (left queued: not worked)`);
console.log(`\nsummary (${count} purchases each; ${await loadAverage()} at end)`);
console.log(`purchases per second on PGlite ${verdict(service.rps, { atLeast: 1000 }, 0)}`);
console.log(`service ÷ baseline SQL ${(service.rps / baseline.rps).toFixed(2)}`);

await queue.stop(1_000);
await simulators?.stop();
await database.close();
