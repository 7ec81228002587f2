import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/env.ts';
import type { Database } from './db/client.ts';
import type { Providers } from './integrations/providers.ts';
import { createAccountService, createAuthService } from './modules/accounts/index.ts';
import {
  createAdminCatalogueService,
  createAdminPurchasesService,
  createAdminService,
  createAdminTenantService,
  createAdminDashboardService,
  createAdminTenantSettingsService,
  createAdminCredentialsService,
} from './modules/admin/index.ts';
import { createAgentsService } from './modules/agents/index.ts';
import { createAuditService } from './modules/audit/index.ts';
import { createContentService } from './modules/content/index.ts';
import { createMediaService } from './modules/media/index.ts';
import { createBulkService, enqueueConfirmed } from './modules/bulk/index.ts';
import { createCatalogueService, syncCatalogueJob } from './modules/ppob/index.ts';
import { createDepositsService } from './modules/deposits/index.ts';
import {
  createNameChecksService,
  createPostpaidService,
  createPurchasesService,
  createReceiptsService,
  createSettlement,
} from './modules/ppob/index.ts';
import { createNotificationsService, createPushService } from './modules/notifications/index.ts';
import { createReferralService } from './modules/referral/index.ts';
import { createH2hService } from './modules/h2h/index.ts';
import { createReportsService } from './modules/reports/index.ts';
import { createShopService } from './modules/shop/index.ts';
import { createLogisticsService } from './modules/logistics/index.ts';
import { createPlatformService, type PlatformService } from './modules/platform/index.ts';
import { createProviderAccounts, createTenantsService, type TenantsService } from './modules/tenants/index.ts';
import type { Clock } from './platform/clock.ts';
import { CsrfProtection } from './platform/csrf.ts';
import { ErrorCounts } from './platform/error-counts.ts';
import type { JobQueue } from './platform/queue.ts';
import { createPinHasher } from './platform/secrets.ts';
import type { FileStorage } from './platform/storage.ts';

export type ServiceDependencies = {
  config: AppConfig;
  database: Database;
  clock: Clock;
  queue: JobQueue;
  providers: Providers;
  logger: FastifyBaseLogger;
};

export type AppServices = {
  tenants: TenantsService;
  csrf: CsrfProtection;
  audit: ReturnType<typeof createAuditService>;
  auth: ReturnType<typeof createAuthService>;
  account: ReturnType<typeof createAccountService>;
  deposits: ReturnType<typeof createDepositsService>;
  catalogue: ReturnType<typeof createCatalogueService>;
  purchases: ReturnType<typeof createPurchasesService>;
  receipts: ReturnType<typeof createReceiptsService>;
  settlement: ReturnType<typeof createSettlement>;
  nameChecks: ReturnType<typeof createNameChecksService>;
  postpaid: ReturnType<typeof createPostpaidService>;
  bulk: ReturnType<typeof createBulkService>;
  reports: ReturnType<typeof createReportsService>;
  shop: ReturnType<typeof createShopService>;
  admin: ReturnType<typeof createAdminService>;
  adminCatalogue: ReturnType<typeof createAdminCatalogueService>;
  adminPurchases: ReturnType<typeof createAdminPurchasesService>;
  adminTenant: ReturnType<typeof createAdminTenantService>;
  adminDashboard: ReturnType<typeof createAdminDashboardService>;
  adminTenantSettings: ReturnType<typeof createAdminTenantSettingsService>;
  /** A tenant's own provider accounts (decision 027). */
  adminCredentials: ReturnType<typeof createAdminCredentialsService>;
  notifications: ReturnType<typeof createNotificationsService>;
  push: ReturnType<typeof createPushService>;
  referral: ReturnType<typeof createReferralService>;
  logistics: ReturnType<typeof createLogisticsService>;
  agents: ReturnType<typeof createAgentsService>;
  h2h: ReturnType<typeof createH2hService>;
  /** Uploaded files (decision 029): what `/uploads/` serves and the services write through. */
  storage: FileStorage;
  content: ReturnType<typeof createContentService>;
  /** MED-01: agents' pricelist images. */
  media: ReturnType<typeof createMediaService>;
  /** The platform owner's tenants (decision 034). */
  platform: PlatformService;
  /** The 5xx answers and provider errors of each tenant, for the dashboard's last hour (issue 17). */
  errorCounts: ErrorCounts;
};

/**
 * The composition root: every service of a process, made once, and handed to the job queue's context as well
 * (`queue.provide`), so the routes (`buildApp`) and the jobs share one instance of each. The server process, the
 * worker process, the tests and the benchmarks all make them here, before the queue is worked.
 */
export function createServices(deps: ServiceDependencies): AppServices {
  const { config, database, clock, queue, providers, logger } = deps;
  const pins = createPinHasher(config.pinKey);
  const errorCounts = new ErrorCounts(database, clock);
  providers.onProviderError((tenantId) => errorCounts.record(tenantId, 'provider'));
  const audit = createAuditService(clock);
  const auth = createAuthService({
    database,
    clock,
    queue,
    limitsPerIp: config.authLimitsPerIp,
    loginLimitPerAccount: config.loginLimitPerAccount,
  });
  // The shop prices its deliveries through the logistics module's couriers (SHP-04): one instance for both.
  const logistics = createLogisticsService({ database, clock, couriers: providers.couriers, audit });
  // The shop takes gateway payments through the deposits' adapters and webhook route (SHP-03): made first, so the
  // deposits can hand it the notifications of its orders.
  const tenants = createTenantsService({ database, clock });
  const shop = createShopService({
    database,
    clock,
    tenants,
    logistics,
    storage: providers.storage,
    audit,
    gatewaysFor: providers.gatewaysFor,
    events: queue.events,
  });
  // A purchase paid from the loan draws on it through the agents module, in the purchase's transaction (§1).
  const agents = createAgentsService({ database, clock, auth, audit });
  const base: Omit<
    AppServices,
    | 'h2h'
    | 'media'
    | 'admin'
    | 'adminPurchases'
    | 'adminTenant'
    | 'adminDashboard'
    | 'errorCounts'
    | 'platform'
    | 'adminTenantSettings'
    | 'adminCredentials'
  > = {
    tenants,
    csrf: new CsrfProtection(config.sessionSecret),
    audit,
    auth,
    account: createAccountService({
      database,
      clock,
      providers,
      secret: config.sessionSecret,
      storage: providers.storage,
      pins,
      events: queue.events,
    }),
    deposits: createDepositsService({
      database,
      clock,
      gatewaysFor: providers.gatewaysFor,
      bankFeedFor: providers.bankFeedFor,
      events: queue.events,
      otherPayments: [shop.gatewayPayments],
    }),
    catalogue: createCatalogueService({ database, clock }),
    // One instance for every channel: a job's principal (a bulk upload's rows) never confirms with the PIN, so the
    // hasher the web needs changes nothing for it.
    purchases: createPurchasesService({
      database,
      clock,
      queue,
      pins,
      drawForPurchase: agents.loans.drawForPurchase,
    }),
    receipts: createReceiptsService({ database, clock }),
    settlement: createSettlement({
      database,
      clock,
      suppliers: providers.suppliers,
      suppliersFor: providers.suppliersFor,
      log: logger,
      events: queue.events,
    }),
    nameChecks: createNameChecksService({ database, clock, queue, suppliers: providers.suppliers }),
    postpaid: createPostpaidService({
      database,
      clock,
      queue,
      suppliers: providers.suppliers,
      suppliersFor: providers.suppliersFor,
      pins,
    }),
    bulk: createBulkService({ database, clock, queue, pins, onConfirmed: enqueueConfirmed(queue) }),
    reports: createReportsService({ database, clock }),
    shop,
    adminCatalogue: createAdminCatalogueService({ database, clock, audit }),
    notifications: createNotificationsService({ database, clock, audit, queue, tenants }),
    push: createPushService({ database, clock, publicKey: providers.push.publicKey }),
    referral: createReferralService({
      database,
      clock,
      queue,
      audit,
      storage: providers.storage,
    }),
    logistics,
    storage: providers.storage,
    agents,
    content: createContentService({ database, clock, audit }),
  };
  const services: AppServices = {
    ...base,
    // The reconciliation console's money actions go through the deposits' own settlement.
    admin: createAdminService({ database, clock, audit, deposits: base.deposits }),
    adminPurchases: createAdminPurchasesService({ database, clock, audit, settlement: base.settlement }),
    adminTenant: createAdminTenantService({ audit, tenants: base.tenants }),
    errorCounts,
    adminDashboard: createAdminDashboardService({
      database,
      clock,
      errors: errorCounts,
      suppliers: providers.suppliers,
      suppliersFor: providers.suppliersFor,
      agents: base.agents,
    }),
    adminTenantSettings: createAdminTenantSettingsService({
      clock,
      audit,
      storage: providers.storage,
      tenants: base.tenants,
    }),
    // The accounts hold no state of their own (sealed rows, read each time): this instance and the one the runtime
    // gives the gateways see the same accounts.
    adminCredentials: createAdminCredentialsService({
      database,
      clock,
      audit,
      accounts: createProviderAccounts({ database, clock, key: config.credentialsKey }),
      check: providers.accountCheck,
      keyConfigured: config.credentialsKey !== null,
      onSupplierChanged: async (tx) => {
        await queue.enqueue(tx, syncCatalogueJob, {});
      },
    }),
    h2h: createH2hService({
      database,
      clock,
      queue,
      purchases: base.purchases,
      postpaid: base.postpaid,
      nameChecks: base.nameChecks,
      deposits: base.deposits,
      catalogue: base.catalogue,
      audit: base.audit,
      keySecret: config.sessionSecret,
      production: config.env === 'production',
      webhookTransport: () => queue.webhookTransport,
    }),
    media: createMediaService({ database, clock, storage: providers.storage, catalogue: base.catalogue }),
    platform: createPlatformService({ database, clock, audit, storage: providers.storage, tenants: base.tenants }),
  };
  queue.provide(services);
  return services;
}
