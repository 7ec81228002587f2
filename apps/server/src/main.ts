import cluster from 'node:cluster';
import { loadConfig } from './config/env.ts';
import { createLogger } from './platform/logger.ts';
import { superviseWebProcesses } from './platform/process-supervisor.ts';

/**
 * `npm start`. The started process is a supervisor (platform/process-supervisor.ts, decision 019) that forks the
 * server processes and starts another when one dies; each of them runs `serve` (server.ts). WEB_PROCESSES=0 runs
 * `serve` in this process with no supervisor. The supervisor loads no more than this: the app is imported only
 * where it runs.
 */
const config = loadConfig();
const log = createLogger(config);
if (cluster.isPrimary && config.webProcesses !== 0) {
  superviseWebProcesses({ config, log });
} else {
  const { serve } = await import('./server.ts');
  await serve(config, log);
}
