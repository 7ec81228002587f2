/**
 * Bulk top-up benchmark (issue 6): builds a 1,000-row .xlsx, uploads it (read, every row checked, stored) and
 * confirms it (PIN accepted, the rows queued with their processing job) on an embedded PostgreSQL in a
 * throw-away DATA_DIR (as `npm start` runs it, decision 022), and prints the times. With `bench/bulk-validate.baseline.json` beside it, also the ratio to that baseline run; `--save-baseline`
 * writes the file from this run.
 *
 *   npm run bench:bulk [-- --rows 1000] [-- --save-baseline]
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { EmbeddedServer } from '../apps/server/src/db/embedded-postgres.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { accounts } from '../apps/server/src/db/schema/accounts.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';
import { connectProviders } from '../apps/server/src/integrations/providers.ts';
import { holderCode, houseCodes, postTransfer } from '../apps/server/src/modules/ledger/index.ts';
import { findTenantBySlug } from '../apps/server/src/modules/tenants/index.ts';
import type { AuthContext } from '../apps/server/src/platform/auth.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { createLogger } from '../apps/server/src/platform/logger.ts';
import { JobQueue } from '../apps/server/src/platform/queue.ts';
import { hashSecret } from '../apps/server/src/platform/secrets.ts';
import { registerWork } from '../apps/server/src/runtime.ts';
import { createServices } from '../apps/server/src/services.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const baselineFile = path.join(here, 'bulk-validate.baseline.json');
const argument = (name: string) => process.argv.indexOf(name);
const rows = argument('--rows') > 0 ? Number(process.argv[argument('--rows') + 1]) : 1000;
const saveBaseline = argument('--save-baseline') > 0;

const telkomsel = ['0811', '0812', '0813', '0821', '0822', '0823', '0852', '0853'];
const codes = ['tsel5', 'tsel10', 'tsel20', 'tsel25', 'tsel50', 'tsel100'];

/** 1,000 rows as agents write them: numbers typed as numbers now and then, some order numbers, 2% bad rows. */
async function buildFile(count: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Transaksi');
  sheet.addRow(['Nomor Tujuan', 'Kode Produk', 'Nomor Order', 'Harga Jual']);
  for (let index = 0; index < count; index += 1) {
    const number = `${telkomsel[index % telkomsel.length]}${String(10_000_000 + index).padStart(8, '0')}`;
    const code = index % 50 === 7 ? 'nosuch1' : (codes[index % codes.length] ?? 'tsel10');
    sheet.addRow([
      index % 3 === 0 ? Number(number) : number,
      code,
      index % 4 === 0 ? `BENCH-${index}` : null,
      index % 5 === 0 ? 25_000 : null,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const log = createLogger({ logLevel: 'silent' });
const config = loadConfig({
  NODE_ENV: 'test',
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
  LOG_LEVEL: 'silent',
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'konter-bench-bulk-'));
const server = await new EmbeddedServer({
  dataDir,
  log: { info: () => undefined, warn: () => undefined, error: () => undefined },
}).start();
const database = await openDatabase({ url: server.url(), appRole: 'konter_app' });
await migrateDatabase(database);
await seedDemo(database, systemClock);
const { providers, simulators } = await connectProviders(config, systemClock);
const queue = new JobQueue({ database, clock: systemClock, log, providers });
registerWork(queue);
await queue.start();

const tenant = await findTenantBySlug(database.db, 'konter-pulsa');
if (!tenant) throw new Error('demo tenant missing');
// Files of this size need the per-file cap raised to the tenant's excelTrxLimit (docs/catalogue-and-purchases.md).
tenant.catalogueSettings = {
  ...tenant.catalogueSettings,
  excelFileRowLimit: rows,
  excelTrxLimit: Math.max(rows, 1000),
};
const now = new Date();
const [account] = await database.withTenant(tenant.id, (tx) =>
  tx
    .insert(accounts)
    .values({
      tenantId: tenant.id,
      name: 'Bench Agent',
      email: 'bench@example.com',
      phone: '081299990000',
      passwordHash: '',
      pinHash: null,
      role: 'agent',
      grants: ['bulk.excel'],
      referralCode: 'BENCH001',
      emailVerifiedAt: now,
      phoneVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: accounts.id }),
);
if (!account) throw new Error('account insert failed');
await database.withTenant(tenant.id, (tx) =>
  postTransfer(tx, tenant.id, {
    idempotencyKey: 'bench:fund',
    kind: 'test.fund',
    at: now,
    legs: [
      { code: holderCode('deposit', account.id), amount: 100_000_000 },
      { code: houseCodes.adjustments, amount: -100_000_000 },
    ],
  }),
);
const passwordHash = await hashSecret('bench-password');
await database.withTenant(tenant.id, (tx) =>
  tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, account.id)),
);
const auth: AuthContext = {
  accountId: account.id,
  tenantId: tenant.id,
  role: 'agent',
  status: 'active',
  permissions: ['bulk.excel', 'transaction.create'],
  channel: 'web',
  sessionTokenHash: '',
  deviceId: '',
};
// The services as every process makes them (services.ts): the bulk service measured is the app's own instance.
const { bulk } = createServices({ config, database, clock: systemClock, queue, providers, logger: log });

const file = await buildFile(rows);
const started = performance.now();
const detail = await bulk.upload(tenant, auth, 'id', { fileName: 'bench.xlsx', data: file });
const validated = performance.now();
const confirmed = await bulk.confirm(tenant, auth, detail.id, { password: 'bench-password' });
const queuedAt = performance.now();

const result = {
  rows: detail.rows,
  valid: detail.valid_rows,
  invalid: detail.invalid_rows,
  status: confirmed.status,
  validateMs: Math.round(validated - started),
  queueMs: Math.round(queuedAt - validated),
  totalMs: Math.round(queuedAt - started),
};
console.log(
  `bulk upload of ${result.rows} rows (${result.valid} valid, ${result.invalid} refused): ` +
    `read + checked + stored in ${result.validateMs} ms, confirmed + queued in ${result.queueMs} ms, ` +
    `total ${result.totalMs} ms (${Math.round((result.rows / result.totalMs) * 1000)} rows/s) on the embedded PostgreSQL`,
);
if (existsSync(baselineFile)) {
  const baseline = JSON.parse(readFileSync(baselineFile, 'utf8')) as typeof result;
  console.log(
    `ratio to baseline (${baseline.totalMs} ms for ${baseline.rows} rows): ${(result.totalMs / baseline.totalMs).toFixed(2)}×`,
  );
}
if (saveBaseline) writeFileSync(baselineFile, `${JSON.stringify(result, null, 2)}\n`);

await queue.stop(1_000);
await simulators?.stop();
await database.close();
await server.stop();
rmSync(dataDir, { recursive: true, force: true });
