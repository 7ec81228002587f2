import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig, repoRoot } from '../config/env.ts';
import { connectProviders } from '../integrations/providers.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDemo } from '../db/seed/seed.ts';
import { FakeClock } from '../platform/clock.ts';
import { testClockStart } from './test-clock.ts';
import { createLogger } from '../platform/logger.ts';
import { JobQueue } from '../platform/queue.ts';
import { allJobs } from '../runtime.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotFile: string;
    postgresTemplate: string;
  }
}

export const testAppRole = 'konter_app';

/** Migrations, demo tenants and the queue schema: what every test database starts from. */
async function prepare(database: Database, clockStart: string): Promise<void> {
  const clock = new FakeClock(clockStart);
  await migrateDatabase(database);
  await seedDemo(database, clock);
  const { providers, simulators } = await connectProviders(
    loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: 'setup-secret-setup-secret-setup-secret',
      DATA_DIR: '.artifacts/test-data',
    }),
    clock,
  );
  const queue = new JobQueue({
    database,
    clock,
    log: createLogger({ logLevel: 'silent' }),
    providers,
    ...(database.kind === 'postgres' && process.env.DATABASE_URL
      ? { connectionString: templateUrl(process.env.DATABASE_URL, currentTemplate) }
      : {}),
  });
  queue.register(allJobs as never);
  await queue.start();
  await queue.stop();
  await simulators?.stop();
}

let currentTemplate = '';

export function templateUrl(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Builds, once per run, a migrated and seeded database that each test file copies: a PGlite data-directory dump,
 * or a PostgreSQL template database. Copying is far faster than migrating per file.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The project's `env` reaches the test workers, not this process: read it from the project's config.
  const projectEnv = project.config.env as Record<string, string> | undefined;
  const testDb = projectEnv?.TEST_DB ?? process.env.TEST_DB;
  // The seed is dated where the project's fake clock starts, as if the demo was set up just before its tests ran.
  const clockStart = projectEnv?.TEST_CLOCK_START ?? testClockStart;
  if (testDb === 'postgres') {
    const baseUrl = process.env.DATABASE_URL;
    if (!baseUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    currentTemplate = `konter_tpl_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${currentTemplate}`);
    const database = await openDatabase({
      kind: 'postgres',
      url: templateUrl(baseUrl, currentTemplate),
      appRole: testAppRole,
      poolSize: 2,
    });
    await prepare(database, clockStart);
    await database.close();
    project.provide('postgresTemplate', currentTemplate);
    project.provide('pgliteSnapshotFile', '');
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`${currentTemplate}_f%`, currentTemplate],
      );
      for (const row of leftovers.rows) {
        await admin.query(`drop database if exists ${row.datname} with (force)`).catch(() => undefined);
      }
      await admin.end();
    };
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: null, appRole: testAppRole });
  await prepare(database, clockStart);
  if (!database.pglite) throw new Error('expected an embedded database');
  const dump = await database.pglite.dumpDataDir('none');
  await database.close();
  const dir = path.join(repoRoot, '.artifacts', 'test-snapshots');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshotFile', file);
  project.provide('postgresTemplate', '');
  return async () => undefined;
}
