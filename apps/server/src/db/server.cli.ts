import { loadConfig } from '../config/env.ts';
import { createLogger } from '../platform/logger.ts';
import { startDatabaseServer } from './database-server.ts';
import { embeddedPaths } from './embedded-postgres.ts';

/**
 * `npm run db:server`: the embedded PostgreSQL of DATA_DIR alone, without the app, until Ctrl-C (decision 022): for
 * psql, pg_dump and pg_restore against the default install's database. It prints how to connect. With DATABASE_URL
 * set there is nothing to run.
 */
const config = loadConfig();
if (config.database.kind === 'postgres') {
  process.stdout.write('DATABASE_URL is set: the database server is that one, not run by the app.\n');
  process.exit(0);
}
const server = await startDatabaseServer(config.database, createLogger({ logLevel: 'warn' }), 'keeper');
const paths = embeddedPaths(config.database.dataDir);
process.stdout.write(
  [
    `Embedded PostgreSQL of ${paths.root} running (Ctrl-C stops it). Connect with:`,
    `  PGPASSWORD=$(cat ${paths.passwordFile}) psql "host=${paths.socketDir} user=postgres dbname=konter"`,
    '',
  ].join('\n'),
);
const stop = () => void server.release().finally(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
setInterval(() => undefined, 60_000);
