import { loadConfig } from '../../config/env.ts';
import { openDatabase } from '../../db/client.ts';
import { startDatabaseServer } from '../../db/database-server.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { createLogger } from '../../platform/logger.ts';
import { auditLedger } from './ledger.service.ts';

/** `npm run ledger:audit`: checks every ledger invariant of every tenant; exits 1 on any problem. */
const config = loadConfig();
const server = await startDatabaseServer(config.database, createLogger({ logLevel: 'warn' }), 'visitor');
const database = await openDatabase({ url: server.url, appRole: config.appDbRole });
await migrateDatabase(database);
const problems = await auditLedger(database);
await database.close();
await server.release();
for (const problem of problems) process.stdout.write(`✘ ${problem.check} [${problem.tenantId}] ${problem.detail}\n`);
process.stdout.write(problems.length === 0 ? 'Ledger audit clean.\n' : `${problems.length} problem(s).\n`);
process.exit(problems.length === 0 ? 0 : 1);
