import { loadConfig } from './config/env.ts';
import { startDatabaseServer } from './db/database-server.ts';
import { systemClock } from './platform/clock.ts';
import { createLogger } from './platform/logger.ts';
import { startRuntime } from './runtime.ts';

/**
 * A worker process: the same jobs as the in-process workers, on their own process so they scale apart from the
 * API. On the default install it works against the embedded PostgreSQL of DATA_DIR, starting it when `npm start`
 * is not running (decision 022). It has no app, but the same services (startRuntime makes them with
 * `createServices` and gives them to the queue), so a job here runs on what it would run on in a server process.
 */
const config = loadConfig();
const log = createLogger(config);
const databaseServer = await startDatabaseServer(config.database, log, 'keeper');
const runtime = await startRuntime(config, systemClock, log);
await runtime.queue.work();
log.info('worker running');

async function shutdown(): Promise<void> {
  await runtime.queue.stop(config.shutdownTimeoutMs);
  await runtime.simulators?.stop();
  await runtime.database.close();
  await databaseServer.release();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
