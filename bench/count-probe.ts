import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';
import { connectProviders } from '../apps/server/src/integrations/providers.ts';
import { permissionsOf } from '../apps/server/src/modules/accounts/index.ts';
import { createPurchasesService } from '../apps/server/src/modules/purchases/index.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { createLogger } from '../apps/server/src/platform/logger.ts';
import { JobQueue } from '../apps/server/src/platform/queue.ts';
import { createPinHasher } from '../apps/server/src/platform/secrets.ts';
import { registerWork } from '../apps/server/src/runtime.ts';
import { referencePurchase } from './support/purchase-baseline.ts';
import { benchPin, benchProduct, createBuyers, demoTenant, telkomselNumber } from './support/bench-accounts.ts';

const url = process.env.PROBE_URL as string;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'probe-'));
const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40), DATA_DIR: dataDir });
const database = await openDatabase({ url, appRole: 'konter_app' });
await migrateDatabase(database);
await seedDemo(database, systemClock);
const { providers } = await connectProviders(config, systemClock, { supplierOutcome: 'success' });
const queue = new JobQueue({ database, clock: systemClock, log: createLogger({ logLevel: 'silent' }), providers });
registerWork(queue);
await queue.start();
const tenant = await demoTenant(database);
const pins = createPinHasher(config.pinKey);
const buyers = await createBuyers(database, tenant.id, { count: 50, deposit: 10_000_000, pinHash: pins.hash(benchPin) });
const purchases = createPurchasesService({ database, clock: systemClock, queue, pins });
const texts: string[] = [];
const original = pg.Client.prototype.query;
let counting = false;
let timing = false;
const timings = new Map<string, number>();
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (process.env.PREPARE && args[0] && typeof args[0] === 'object' && Array.isArray(args[1])) {
    const config = args[0] as { text: string; name?: string };
    if (!config.name) args[0] = { ...config, name: 'q' + createHash('sha1').update(config.text).digest('hex').slice(0, 20) };
  } else if (process.env.PREPARE && typeof args[0] === 'string' && Array.isArray(args[1])) {
    args = [{ text: args[0], values: args[1], name: 'q' + createHash('sha1').update(args[0]).digest('hex').slice(0, 20) }, ...args.slice(2)];
  }
  const first = args[0] as string | { text: string };
  const text = (typeof first === 'string' ? first : first?.text ?? '').replace(/\s+/g, ' ').slice(0, 60);
  const started = performance.now();
  const result = (original as (...a: unknown[]) => unknown).apply(this, args);
  if (timing && result && typeof (result as Promise<unknown>).then === 'function') {
    void (result as Promise<unknown>).then(() => {
      const key = text.slice(0, 40);
      timings.set(key, (timings.get(key) ?? 0) + performance.now() - started);
    });
  }
  if (counting) texts.push(text);
  return result;
} as typeof pg.Client.prototype.query;
const buy = (i: number) =>
  purchases.placePurchase(
    tenant,
    {
      accountId: buyers[i % 50]!.accountId,
      tenantId: tenant.id,
      role: 'member',
      status: 'active',
      permissions: permissionsOf({ role: 'member', status: 'active', grants: [] }),
      channel: 'web',
    },
    { product_code: benchProduct, destination: telkomselNumber(i), request_id: `probe-${i}`, pin: benchPin },
  );
await buy(1);
counting = true;
await buy(2);
counting = false;
console.log(texts.length, 'round trips');
for (const text of texts) console.log(' ', text);
timing = true;
const started = performance.now();
let next = 10;
await Promise.all(Array.from({ length: 8 }, async () => { while (next < 3010) await buy(next++); }));
timing = false;
for (const [key, ms] of timings) console.log(`${(ms / 500).toFixed(3)} ms  ${key}`);
console.log(`3000 purchases by 8: ${(3000 / ((performance.now() - started) / 1000)).toFixed(0)}/s`);
timings.clear();
const raw = new pg.Client({ connectionString: url });
await raw.connect();
timing = true;
const refStarted = performance.now();
for (let i = 1000; i < 1500; i += 1)
  await referencePurchase(raw, { tenantId: tenant.id, accountId: buyers[i % 50]!.accountId, destination: telkomselNumber(i), requestKey: `ref-${i}` });
timing = false;
for (const [key, ms] of timings) console.log(`${(ms / 500).toFixed(3)} ms  ${key}`);
console.log(`500 sequential references: ${((performance.now() - refStarted) / 500).toFixed(2)} ms each`);
await raw.end();
await queue.stop(500);
await database.close();
process.exit(0);
