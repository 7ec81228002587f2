import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database, Schema } from './client.ts';
import { applyTenantIsolation } from './tenant-isolation.ts';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies the drizzle-kit migrations, then the row-level security that covers every tenant table. */
export async function migrateDatabase(database: Database): Promise<void> {
  const pool = database.pool;
  // Several processes may start at once (API instances, workers): one migrates, the others wait.
  const lock = await pool.connect();
  try {
    await lock.query(`select pg_advisory_lock(hashtext('konter:migrate'))`);
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
    await applyTenantIsolation(database);
  } finally {
    await lock.query(`select pg_advisory_unlock(hashtext('konter:migrate'))`).catch(() => undefined);
    lock.release();
  }
}
