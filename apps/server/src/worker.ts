import { loadConfig } from './config/env.ts';
import { systemClock } from './platform/clock.ts';
import { createLogger } from './platform/logger.ts';
import { startRuntime } from './runtime.ts';

/**
 * A worker process: the same jobs as the in-process workers, on their own process so they scale apart from the
 * API. Needs PostgreSQL (`DATABASE_URL`): PGlite is a single-process database.
 */
const config = loadConfig();
const log = createLogger(config);
if (config.database.kind === 'pglite') {
  log.error('npm run worker needs DATABASE_URL; with the embedded database, npm start runs the workers itself.');
  process.exit(1);
}
const runtime = await startRuntime(config, systemClock, log);
await runtime.queue.work();
log.info('worker running');

async function shutdown(): Promise<void> {
  await runtime.queue.stop(config.shutdownTimeoutMs);
  await runtime.database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
