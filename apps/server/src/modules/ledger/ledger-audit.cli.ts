import { loadConfig } from '../../config/env.ts';
import { openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { auditLedger } from './ledger.service.ts';

/** `npm run ledger:audit`: checks every ledger invariant of every tenant; exits 1 on any problem. */
const config = loadConfig();
const database = await openDatabase(
  config.database.kind === 'pglite'
    ? { kind: 'pglite', dataDir: config.database.dataDir, appRole: config.appDbRole }
    : { kind: 'postgres', url: config.database.url, appRole: config.appDbRole },
);
await migrateDatabase(database);
const problems = await auditLedger(database);
await database.close();
for (const problem of problems) process.stdout.write(`✘ ${problem.check} [${problem.tenantId}] ${problem.detail}\n`);
process.stdout.write(problems.length === 0 ? 'Ledger audit clean.\n' : `${problems.length} problem(s).\n`);
process.exit(problems.length === 0 ? 0 : 1);
