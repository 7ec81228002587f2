import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseConfig } from '../config/env.ts';
import { EmbeddedServer, embeddedUrl } from './embedded-postgres.ts';

/**
 * The PostgreSQL server a process of the app works with: the one of DATABASE_URL, which someone else runs, or the
 * embedded one of DATA_DIR (decision 022), which the app runs itself.
 */
export type DatabaseServer = {
  url: string;
  /** The embedded server, when there is no DATABASE_URL. */
  embedded: EmbeddedServer | null;
  /** Done with it: an embedded server this process is responsible for is stopped unless others still use it. */
  release(): Promise<void>;
};

/**
 * For a process that needs the database server running (`npm start`'s supervisor, the worker, the CLIs). An
 * embedded server that is not running is started; one that is (another process of the app started it, or a killed
 * `npm start` left it) is used as it is.
 *
 * - `keeper`: a long-lived process (`npm start`, `npm run worker`) keeps the embedded server up while it runs (it
 *   starts it again if it dies) and stops it when it ends, unless other processes are still connected.
 * - `visitor`: a command that runs and ends (`db:migrate`, `db:seed`, `ledger:audit`) stops the server afterwards
 *   only if it started it and nobody else connected meanwhile.
 */
export async function startDatabaseServer(
  database: DatabaseConfig,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  role: 'keeper' | 'visitor',
): Promise<DatabaseServer> {
  if (database.kind === 'postgres') return { url: database.url, embedded: null, release: async () => undefined };
  const embedded = await new EmbeddedServer({ dataDir: database.dataDir, log }).start();
  if (role === 'keeper') {
    embedded.keepRunning(({ seconds }) =>
      log.info({ seconds: Number(seconds.toFixed(2)) }, 'embedded PostgreSQL running again'),
    );
  }
  const responsible = role === 'keeper' || embedded.startedHere;
  return {
    url: embedded.url(),
    embedded,
    async release() {
      if (responsible) await embedded.stop({ whenUnused: true });
    },
  };
}

/** The connection string of the configured database, for a process started by one that runs the server. */
export function databaseUrl(database: DatabaseConfig): string {
  return database.kind === 'postgres' ? database.url : embeddedUrl(database.dataDir);
}
