import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { apiHeaders, sitePaths } from '@konter/shared/contracts/site';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config/env.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { tenants } from '../db/schema/tenants.ts';
import { FakeClock } from '../platform/clock.ts';
import { createLogger } from '../platform/logger.ts';
import { JobQueue } from '../platform/queue.ts';
import { connectProviders, type Simulators } from '../integrations/providers.ts';
import { registerWork } from '../runtime.ts';
import { createProviderAccounts } from '../modules/tenants/index.ts';
import { createServices } from '../services.ts';
import { templateUrl, testAppRole } from './global-setup.ts';
import { testClockStart } from './test-clock.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const fixtureWebDist = path.join(here, 'fixtures', 'web-dist');

let fileCounter = 0;

/** The maintenance database of the run's PostgreSQL server (DATABASE_URL's, or the embedded one of the run). */
export function testServerUrl(): string {
  return inject('testServerUrl');
}

/** A fresh database for one test file, copied from the run's migrated and seeded template of its clock start. */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('postgresTemplates')[testClockStart];
  if (!template) throw new Error(`no template database for the clock start ${testClockStart}`);
  const baseUrl = testServerUrl();
  const name = `${template}_f${process.pid}_${++fileCounter}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: templateUrl(baseUrl, name), appRole: testAppRole, poolSize: 20 });
  const close = database.close;
  return Object.assign(database, {
    async close() {
      await close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await dropper.end();
    },
  });
}

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  queue: JobQueue;
  clock: FakeClock;
  config: AppConfig;
  simulators: Simulators;
  tenantIds: { konter: string; mitra: string };
  close(): Promise<void>;
};

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    PIN_KEY: 'test-pin-key-test-pin-key-test-pin-key-01',
    CREDENTIALS_KEY: '746573742d63726564656e7469616c732d6b65792d3332206279746573212121',
    WEB_DIST_DIR: fixtureWebDist,
    DATA_DIR: path.join(here, '..', '..', '..', '..', '.artifacts', 'test-data'),
    ...overrides,
  });
}

/**
 * The whole application on a fresh database with a fake clock; no port is opened (tests use `app.inject`).
 * `beforeReady` may add routes (e.g. a probe route for a platform test) before the app is sealed.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    beforeReady?: (app: FastifyInstance) => void;
    /** Probe routes in the web app's scope (cookie session, CSRF), as a module's routes are. */
    webScopeRoutes?: (scoped: FastifyInstance) => void;
    workers?: boolean;
    /** Another app's database: a second server process on the same data (closing this app leaves it open). */
    sharedDatabase?: Database;
  } = {},
): Promise<TestContext> {
  const config = testConfig(options.env);
  const clock = new FakeClock(testClockStart);
  const database = options.sharedDatabase ?? (await createTestDatabase());
  const log = createLogger({ logLevel: (process.env.TEST_LOG_LEVEL as 'silent') ?? 'silent' });
  const accounts = createProviderAccounts({ database, clock, key: config.credentialsKey });
  const { providers, simulators } = await connectProviders(config, clock, {
    simulatorRetry: { attempts: 2, delayMs: 20 },
    supplierOutcome: 'success',
    tenantAccounts: (tenantId) => accounts.gatewayAccounts(tenantId),
    tenantSupplier: (tenantId) => accounts.supplierAccount(tenantId),
    ownAccount: (tenantId, provider) => accounts.ownAccount(tenantId, provider),
  });
  if (!simulators) throw new Error('tests run against the provider simulators');
  const queue = new JobQueue({ database, clock, log, providers });
  registerWork(queue);
  await queue.start();
  // As a server process does: one set of services for the app and the queue's jobs (runNow, drain, workers).
  const services = createServices({ config, database, clock, queue, providers, logger: log });
  if (options.workers) await queue.work();
  const app = await buildApp({
    config,
    database,
    queue,
    clock,
    logger: log,
    providers,
    services,
    simulators,
    ...(options.webScopeRoutes ? { webScopeRoutes: options.webScopeRoutes } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  // No port is open in tests: the payment simulators deliver their notifications through app.inject.
  const inject = async (request: { url: string; headers: Record<string, string>; body: string }) => {
    const response = await app.inject({
      method: 'POST',
      url: new URL(request.url).pathname,
      headers: request.headers,
      payload: request.body,
    });
    return { status: response.statusCode };
  };
  simulators.pointWebhooksAt('http://127.0.0.1');
  simulators.midtrans.useTransport(inject);
  simulators.xendit.useTransport(inject);
  for (const supplier of simulators.suppliers) supplier.useTransport(inject);
  for (const { simulator } of simulators.couriers.pushers()) simulator.useTransport(inject);
  const ids = await database.db.select({ id: tenants.id, slug: tenants.slug }).from(tenants);
  const idOf = (slug: string) => {
    const found = ids.find((row) => row.slug === slug);
    if (!found) throw new Error(`demo tenant ${slug} missing`);
    return found.id;
  };
  return {
    app,
    database,
    queue,
    clock,
    config,
    simulators,
    tenantIds: { konter: idOf('konter-pulsa'), mitra: idOf('mitra-cell') },
    async close() {
      await app.close();
      await queue.stop(1_000);
      await simulators.stop();
      if (!options.sharedDatabase) await database.close();
    },
  };
}

/** A browser session against the test app: keeps cookies, sends the XHR marker and the CSRF token like the web. */
export class TestBrowser {
  readonly #app: FastifyInstance;
  readonly host: string;
  readonly cookies = new Map<string, string>();
  csrfToken = '';
  locale: string | undefined;
  /** Each browser comes from its own loopback address, as separate people do from separate IPs. */
  readonly ip = `127.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
  userAgent =
    'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

  constructor(app: FastifyInstance, host = 'localhost') {
    this.#app = app;
    this.host = host;
  }

  async open(): Promise<this> {
    const response = await this.request('GET', sitePaths.bootstrap);
    this.csrfToken = (response.json() as { csrfToken: string }).csrfToken;
    return this;
  }

  async request(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) {
    const headers: Record<string, string> = {
      host: this.host,
      'user-agent': this.userAgent,
      [apiHeaders.requestedWith]: apiHeaders.requestedWithValue,
    };
    if (this.csrfToken) headers[apiHeaders.csrf] = this.csrfToken;
    if (this.locale) headers[apiHeaders.locale] = this.locale;
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response: LightMyRequestResponse = await this.#app.inject({
      method,
      url,
      headers,
      remoteAddress: this.ip,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string) {
    return this.request('GET', url);
  }

  post(url: string, body?: unknown) {
    return this.request('POST', url, body ?? {});
  }
}

export async function tenantIdBySlug(database: Database, slug: string): Promise<string> {
  const [row] = await database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  if (!row) throw new Error(`no tenant ${slug}`);
  return row.id;
}
