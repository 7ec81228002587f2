import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { seedDemo } from './db/seed/seed.ts';
import { demoTenants } from './db/seed/demo-tenants.ts';
import { systemClock } from './platform/clock.ts';
import { createLogger } from './platform/logger.ts';
import { startRuntime } from './runtime.ts';

const config = loadConfig();
const log = createLogger(config);
// Elapsed time is measured on the monotonic clock: it is a duration, not a date.
const startedAt = performance.now();

const runtime = await startRuntime(config, systemClock, log);
if (config.demoSeed) await seedDemo(runtime.database, systemClock);
if (config.runWorkers) await runtime.queue.work();

const app = await buildApp({ config, ...runtime, clock: systemClock, logger: log });
await app.listen({ port: config.port, host: config.host });

const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
runtime.simulators?.pointWebhooksAt(`http://127.0.0.1:${port}`);
const lines = [
  '',
  `Konter is ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s (${config.database.kind === 'pglite' ? `embedded PGlite in ${config.database.dataDir}` : 'PostgreSQL'}).`,
  ...demoTenants.flatMap((tenant) => tenant.hosts.map((host) => `  ${tenant.brandName}: http://${host}:${port}/`)),
  `  API docs: http://localhost:${port}/api/v1/docs`,
  ...(runtime.simulators
    ? [`  Demo mailbox: http://localhost:${port}/dev/mailbox   WhatsApp outbox: http://localhost:${port}/dev/whatsapp`]
    : []),
  `  Demo logins (both tenants, password demo12345, PIN 123456): member 081234560001, agent …0002,`,
  `  master agent …0003, developer …0004, affiliate …0005, admin …0009 (or <role>@demo.konter.id)`,
  '',
];
process.stdout.write(lines.join('\n') + '\n');

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    log.error('shutdown took too long; exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs + 5_000);
  timer.unref();
  try {
    // Stop accepting and finish in-flight requests, then in-flight jobs, then close the database.
    await app.close();
    await runtime.queue.stop(config.shutdownTimeoutMs);
    await runtime.simulators?.stop();
    await runtime.database.close();
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
