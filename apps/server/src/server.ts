import cluster from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import type { AppConfig } from './config/env.ts';
import { seedDemo } from './db/seed/seed.ts';
import { demoTenants } from './db/seed/demo-tenants.ts';
import { systemClock } from './platform/clock.ts';
import { startRuntime } from './runtime.ts';

/**
 * One server process: open the database, migrate, make the services (runtime.ts), seed (the first process only),
 * start the queue and its workers, build the app on the same services, listen, and shut down gracefully on SIGINT or
 * SIGTERM. main.ts runs it under the supervisor, or alone.
 */
export async function serve(
  config: AppConfig,
  log: FastifyBaseLogger,
  /** Unsupervised (WEB_PROCESSES=0) with the embedded database: stops its server once this process is done. */
  releaseDatabaseServer: () => Promise<void> = async () => undefined,
): Promise<void> {
  // Elapsed time is measured on the monotonic clock: it is a duration, not a date.
  const startedAt = performance.now();
  let stopping = false;
  if (cluster.isWorker) {
    // The supervisor is gone (killed, or the machine is going down): this process goes too, at once, as it would
    // have unsupervised, even while still starting. Lingering would serve beside the next start's processes with
    // settings of the last. A graceful shutdown already under way finishes instead.
    process.on('disconnect', () => {
      if (stopping) return;
      log.error('supervisor gone; exiting');
      process.exit(1);
    });
  }

  const runtime = await startRuntime(config, systemClock, log);
  // The demo seed runs once per start of the service: in the first process, before the supervisor forks any other.
  if (config.demoSeed && config.processRole !== 'other') {
    await seedDemo(runtime.database, systemClock, { storage: runtime.providers.storage, networkPurchases: true });
  }
  if (config.runWorkers) await runtime.queue.work();

  const app = await buildApp({ config, ...runtime, clock: systemClock, logger: log });
  await app.listen({ port: config.port, host: config.host });

  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  runtime.simulators?.pointWebhooksAt(`http://127.0.0.1:${port}`);
  const lines = [
    '',
    `Konter is ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s (${config.database.kind === 'embedded' ? `embedded PostgreSQL in ${config.database.dataDir}/postgres` : 'PostgreSQL'}).`,
    ...demoTenants.flatMap((tenant) => tenant.hosts.map((host) => `  ${tenant.brandName}: http://${host}:${port}/`)),
    `  API docs: http://localhost:${port}/api/v1/docs`,
    ...(runtime.simulators
      ? [
          `  Demo mailbox: http://localhost:${port}/dev/mailbox   WhatsApp outbox: http://localhost:${port}/dev/whatsapp`,
        ]
      : []),
    `  Demo logins (both tenants, password demo12345, PIN 123456): member 081234560001, agent …0002,`,
    `  master agent …0003, developer …0004, affiliate …0005, admin …0009 (or <role>@demo.konter.id)`,
    '',
  ];
  if (config.processRole === 'other') log.info('server process ready');
  else process.stdout.write(lines.join('\n') + '\n');

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
      await releaseDatabaseServer();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
