import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { testAppRole } from './global-setup.ts';
import { testServerUrl } from './test-app.ts';

/**
 * For tests that end PostgreSQL connections under the app (pg_terminate_backend, as a restart does): the app's
 * run's PostgreSQL server, an administrator connection to do the ending, and every uncaught exception the process
 * would have died of.
 */
export function connectionLossHarness() {
  const harness = {
    database: null as unknown as Database,
    admin: null as unknown as pg.Client,
    uncaught: [] as unknown[],
  };
  const capture = (error: unknown) => harness.uncaught.push(error);
  beforeAll(async () => {
    const url = testServerUrl();
    harness.database = await openDatabase({ url, appRole: testAppRole, poolSize: 2 });
    harness.admin = new pg.Client({ connectionString: url });
    await harness.admin.connect();
    process.on('uncaughtException', capture);
  });
  afterAll(async () => {
    process.off('uncaughtException', capture);
    await harness.admin.end();
    await harness.database.close();
  });
  return harness;
}
