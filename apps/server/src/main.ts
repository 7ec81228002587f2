import cluster from 'node:cluster';
import { loadConfig } from './config/env.ts';
import { startDatabaseServer } from './db/database-server.ts';
import { createLogger } from './platform/logger.ts';
import { superviseWebProcesses } from './platform/process-supervisor.ts';

/**
 * `npm start`. Without DATABASE_URL it first starts the embedded PostgreSQL of DATA_DIR (or takes over the one a
 * killed start left running) and keeps it up (decision 022). The started process is then a supervisor
 * (platform/process-supervisor.ts, decision 019) that forks the server processes and starts another when one dies;
 * each of them runs `serve` (server.ts). WEB_PROCESSES=0 runs `serve` in this process with no supervisor. The
 * supervisor loads no more than this: the app is imported only where it runs. On SIGINT/SIGTERM the server
 * processes finish first, then the embedded database server stops.
 */
const config = loadConfig();
const log = createLogger(config);
if (cluster.isPrimary) {
  const databaseServer = await startDatabaseServer(config.database, log, 'keeper').catch((error: unknown) => {
    log.fatal({ err: error }, 'the database server could not be started');
    process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
  if (config.webProcesses !== 0) {
    superviseWebProcesses({
      config,
      log,
      exit: (code) => {
        void databaseServer.release().finally(() => process.exit(code));
      },
    });
  } else {
    const { serve } = await import('./server.ts');
    await serve(config, log, () => databaseServer.release());
  }
} else {
  const { serve } = await import('./server.ts');
  await serve(config, log);
}
