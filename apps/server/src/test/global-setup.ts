import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig, repoRoot } from '../config/env.ts';
import { connectProviders } from '../integrations/providers.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { EmbeddedServer, isAlive } from '../db/embedded-postgres.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDemo } from '../db/seed/seed.ts';
import { FakeClock } from '../platform/clock.ts';
import { testClockStart } from './test-clock.ts';
import { createLogger } from '../platform/logger.ts';
import { JobQueue } from '../platform/queue.ts';
import { registerWork } from '../runtime.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The maintenance database of the run's PostgreSQL server: test files create and drop theirs through it. */
    testServerUrl: string;
    /** The migrated and seeded template database of each start of the fake clock (test/clock-start.ts). */
    postgresTemplates: Record<string, string>;
  }
}

export const testAppRole = 'konter_app';

/** Demo tenants, seeded at the start of the fake clock, and the queue schema: on top of the migrations. */
async function seedTemplate(database: Database, clockStart: string): Promise<void> {
  const clock = new FakeClock(clockStart);
  await seedDemo(database, clock);
  const { providers, simulators } = await connectProviders(
    loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: 'setup-secret-setup-secret-setup-secret',
      DATA_DIR: '.artifacts/test-data',
    }),
    clock,
  );
  const queue = new JobQueue({ database, clock, log: createLogger({ logLevel: 'silent' }), providers });
  registerWork(queue);
  await queue.start();
  await queue.stop();
  await simulators?.stop();
}

export function templateUrl(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

const testServersDir = path.join(repoRoot, '.artifacts', 'test-postgres');
const silent = createLogger({ logLevel: 'silent' });

/**
 * Without DATABASE_URL the run starts an embedded PostgreSQL of its own (decision 022), in a directory named after
 * this process: a throw-away cluster, so it runs without fsync. Servers left by runs that were killed are stopped
 * and their directories removed first.
 */
async function startTestServer(): Promise<EmbeddedServer> {
  mkdirSync(testServersDir, { recursive: true });
  for (const entry of readdirSync(testServersDir)) {
    const owner = Number(entry.replace(/^run-/, ''));
    if (!Number.isInteger(owner) || owner === process.pid || isAlive(owner)) continue;
    const dataDir = path.join(testServersDir, entry);
    if (existsSync(path.join(dataDir, 'postgres-password'))) {
      await new EmbeddedServer({ dataDir, log: silent })
        .start()
        .then((left) => left.stop())
        .catch(() => undefined);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  const dataDir = path.join(testServersDir, `run-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  return new EmbeddedServer({
    dataDir,
    log: silent,
    noSync: true,
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  }).start();
}

/**
 * One migrated database, then a copy of it for each start of the fake clock, seeded there, side by side. (The
 * row-level security step of the migrations creates the application role, cluster-wide: not twice at once.)
 */
async function prepareTemplates(
  admin: pg.Client,
  serverUrl: string,
  run: string,
  starts: string[],
  templates: Record<string, string>,
): Promise<void> {
  await admin.connect();
  const open = (name: string) => openDatabase({ url: templateUrl(serverUrl, name), appRole: testAppRole, poolSize: 2 });
  const migrated = `${run}_m`;
  await admin.query(`create database ${migrated}`);
  const database = await open(migrated);
  await migrateDatabase(database).finally(() => database.close());
  await Promise.all(
    starts.map(async (start, index) => {
      const name = `${run}_${index}`;
      await admin.query(`create database ${name} template ${migrated}`);
      const seeded = await open(name);
      await seedTemplate(seeded, start).finally(() => seeded.close());
      templates[start] = name;
    }),
  );
}

/**
 * Builds, once per run, a migrated and seeded template database for each start of the fake clock, which each test
 * file copies (`create database … template …`): far faster than migrating per file. The server is DATABASE_URL's
 * when set (CI), otherwise an embedded one started here and stopped at the end.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The project's `env` reaches the test workers, not this process: read it from the project's config.
  const projectEnv = project.config.env as Record<string, string> | undefined;
  // The seed is dated where the fake clock starts, as if the demo was set up just before its tests ran.
  const starts = (projectEnv?.TEST_CLOCK_STARTS ?? testClockStart).split(',');
  const embedded = process.env.DATABASE_URL ? null : await startTestServer();
  const serverUrl = embedded ? embedded.url('postgres') : (process.env.DATABASE_URL as string);
  const run = `konter_tpl_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  const templates: Record<string, string> = {};
  try {
    await prepareTemplates(admin, serverUrl, run, starts, templates);
  } catch (error) {
    await admin.end().catch(() => undefined);
    await embedded?.stop();
    throw error;
  }
  project.provide('testServerUrl', serverUrl);
  project.provide('postgresTemplates', templates);
  return async () => {
    const leftovers = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
      `${run}%`,
    ]);
    for (const row of leftovers.rows) {
      await admin.query(`drop database if exists ${row.datname} with (force)`).catch(() => undefined);
    }
    await admin.end();
    if (embedded) {
      await embedded.stop();
      rmSync(embedded.paths.root, { recursive: true, force: true });
    }
  };
}
