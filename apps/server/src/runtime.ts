import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/env.ts';
import { openDatabase, type Database } from './db/client.ts';
import { databaseUrl } from './db/database-server.ts';
import { migrateDatabase } from './db/migrate.ts';
import { connectProviders, type Providers, type Simulators } from './integrations/providers.ts';
import { pruneAuditEventsJob } from './modules/audit/index.ts';
import { notificationJobs, notificationSubscribers } from './modules/notifications/index.ts';
import { catalogueJobs } from './modules/ppob/index.ts';
import { depositJobs } from './modules/deposits/index.ts';
import { shopJobs } from './modules/shop/index.ts';
import { purchaseJobs } from './modules/ppob/index.ts';
import { bulkJobs } from './modules/bulk/index.ts';
import { logisticsJobs } from './modules/logistics/index.ts';
import { agentJobs } from './modules/agents/index.ts';
import { h2hJobs, h2hSubscribers } from './modules/h2h/index.ts';
import { createProviderAccounts } from './modules/tenants/index.ts';
import type { Clock } from './platform/clock.ts';
import { JobQueue } from './platform/queue.ts';
import { pruneRateCountersJob } from './platform/rate-counter.ts';
import { deliverWebhookJob } from './platform/webhook-delivery.ts';
import { purchaseSubscribers } from './modules/ppob/index.ts';
import { referralSubscribers } from './modules/referral/index.ts';
import { createServices, type AppServices } from './services.ts';

/** Every job of every module; the worker process and the in-process workers register the same list. */
export const allJobs = [
  pruneAuditEventsJob,
  ...notificationJobs,
  ...depositJobs,
  ...shopJobs,
  ...catalogueJobs,
  ...purchaseJobs,
  ...bulkJobs,
  ...logisticsJobs,
  ...agentJobs,
  ...h2hJobs,
  deliverWebhookJob,
  pruneRateCountersJob,
] as const;

/** Every domain-event subscriber (decision 026); the asynchronous ones become jobs of the queue. */
export const allSubscribers = [
  ...purchaseSubscribers,
  ...notificationSubscribers,
  ...referralSubscribers,
  ...h2hSubscribers,
] as const;

/** Registers every job and every domain-event subscriber with a queue (before it starts). */
export function registerWork(queue: JobQueue): void {
  queue.register(allJobs as never);
  queue.subscribe(allSubscribers);
}

export type Runtime = {
  database: Database;
  queue: JobQueue;
  providers: Providers;
  simulators: Simulators | null;
  /** Made once (services.ts) and already given to the queue's job context: the app takes the same ones. */
  services: AppServices;
};

/**
 * Opens the database (the server runs already: DATABASE_URL's, or the embedded one that `npm start`'s supervisor or
 * the worker started, see db/database-server.ts), applies migrations (unless a supervised process other than the
 * first), starts the job queue (without working it) and makes the process's services, which its jobs use.
 */
export async function startRuntime(
  config: AppConfig,
  clock: Clock,
  log: FastifyBaseLogger,
  providerOptions: Parameters<typeof connectProviders>[2] = {},
): Promise<Runtime> {
  const database = await openDatabase({
    url: databaseUrl(config.database),
    appRole: config.appDbRole,
    strictStatements: config.env !== 'production',
  });
  // Under the supervisor only the first process migrates (decision 019): the row-level security step re-creates
  // policies (ALTER TABLE, CREATE POLICY), and run by a replacement beside a process serving purchases it deadlocked
  // them and died itself. The others start after the first has listened.
  if (config.processRole !== 'other') await migrateDatabase(database);
  // Each tenant's own gateway and supplier accounts (decisions 027, 039), read through the tenants module.
  const accounts = createProviderAccounts({ database, clock, key: config.credentialsKey });
  const { providers, simulators } = await connectProviders(config, clock, {
    ...providerOptions,
    tenantAccounts: (tenantId) => accounts.gatewayAccounts(tenantId),
    tenantSupplier: (tenantId) => accounts.supplierAccount(tenantId),
    ownAccount: (tenantId, provider) => accounts.ownAccount(tenantId, provider),
  });
  const queue = new JobQueue({ database, clock, log, providers });
  registerWork(queue);
  await queue.start();
  const services = createServices({ config, database, clock, queue, providers, logger: log });
  // The server and the worker add their error counts to the database every few seconds (tests read on demand).
  services.errorCounts.start();
  return { database, queue, providers, simulators, services };
}
