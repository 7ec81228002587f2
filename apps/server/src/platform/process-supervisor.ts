import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env.ts';

/**
 * `npm start`'s supervisor (decision 019): the started process forks the HTTP server processes (node:cluster; they
 * share the port) and starts another whenever one dies, so that a crash of one process (out of memory, a bug, a
 * SIGKILL) never leaves the service down. The supervisor itself opens no database and serves nothing.
 */

export type ProcessPlan = { count: number; why: string };

/**
 * How many server processes to run: WEB_PROCESSES or one per core; but when the loopback simulators run, one by
 * default, because every process would start its own set and the /dev pages, the mailbox and the payment pages
 * would show whichever process answered. The embedded database is a PostgreSQL server like any other here.
 */
export function processPlan(config: Pick<AppConfig, 'webProcesses' | 'simulators'>): ProcessPlan {
  if (config.webProcesses !== null && config.webProcesses > 0) {
    return { count: config.webProcesses, why: 'WEB_PROCESSES' };
  }
  if (config.simulators) return { count: 1, why: 'the provider simulators run in one process' };
  return { count: Math.max(1, os.availableParallelism()), why: 'one per core' };
}

/**
 * A process that dies before it listened is a crash loop in the making (the database is unreachable, the
 * configuration is wrong): each such death in a row doubles the wait before the next start, up to this.
 */
const maxRestartDelayMs = 30_000;

export type SupervisorOptions = {
  config: Pick<AppConfig, 'webProcesses' | 'simulators' | 'shutdownTimeoutMs' | 'port'>;
  log: FastifyBaseLogger;
  /** Ends the supervisor's own process (tests replace it). */
  exit?: (code: number) => void;
};

/**
 * Runs in the primary: forks the first process and waits until it listens (it applies the migrations and seeds the
 * demo alone), then the others; restarts any that dies; on SIGINT or SIGTERM stops restarting, asks every process
 * to shut down gracefully and exits once they are gone.
 */
export function superviseWebProcesses(options: SupervisorOptions): void {
  const { config, log } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const plan = processPlan(config);
  log.info({ processes: plan.count, why: plan.why }, 'supervisor starting server processes');

  const started = new Map<number, number>();
  const listened = new Set<number>();
  let anyListened = false;
  let quickDeaths = 0;
  let stopping = false;
  /** Deaths whose replacement has not listened yet, by worker id: for the 'back in N s' log line. */
  const diedAt = new Map<number, number>();

  const fork = (role: 'first' | 'other', replacing?: number): Worker => {
    const worker = cluster.fork({ KONTER_PROCESS_ROLE: role });
    started.set(worker.id, performance.now());
    // A process also listens for its loopback simulators (on ports of their own); it is up once the HTTP port is.
    const onListening = (address: { port: number }) => {
      if (config.port !== 0 && address.port !== config.port) return;
      worker.off('listening', onListening);
      listened.add(worker.id);
      const at = replacing === undefined ? undefined : diedAt.get(replacing);
      if (replacing !== undefined) diedAt.delete(replacing);
      log.info(
        {
          workerPid: worker.process.pid,
          role,
          ...(at === undefined ? {} : { restartSeconds: Number(((performance.now() - at) / 1000).toFixed(2)) }),
        },
        at === undefined ? 'server process listening' : 'replacement server process listening',
      );
      if (!anyListened) {
        anyListened = true;
        for (let index = 1; index < plan.count; index += 1) fork('other');
      }
    };
    worker.on('listening', onListening);
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const startedAt = started.get(worker.id) ?? performance.now();
    started.delete(worker.id);
    if (stopping) {
      listened.delete(worker.id);
      return;
    }
    const uptimeMs = performance.now() - startedAt;
    quickDeaths = listened.delete(worker.id) ? 0 : quickDeaths + 1;
    const delayMs = quickDeaths === 0 ? 0 : Math.min(maxRestartDelayMs, 500 * 2 ** (quickDeaths - 1));
    diedAt.set(worker.id, performance.now());
    log.error(
      { workerPid: worker.process.pid, code, signal, uptimeSeconds: Math.round(uptimeMs / 1000), restartInMs: delayMs },
      'server process died; starting another',
    );
    // Until one process has listened, the replacement is again the first (it migrates and seeds). The timer keeps
    // the supervisor alive while no server process is.
    const role = anyListened ? 'other' : 'first';
    setTimeout(() => {
      if (!stopping) fork(role, worker.id);
    }, delayMs);
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'supervisor stopping server processes');
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
    if (workers.length === 0) exit(0);
    // Each process finishes its requests and jobs (SHUTDOWN_TIMEOUT_MS); a Ctrl-C already sent them SIGINT.
    for (const worker of workers) worker.process.kill('SIGTERM');
    const timer = setTimeout(() => {
      log.error('server processes did not stop in time; killing them');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      exit(1);
    }, config.shutdownTimeoutMs + 10_000);
    timer.unref();
    let left = workers.length;
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) {
          clearTimeout(timer);
          log.info('all server processes stopped');
          exit(0);
        }
      });
    }
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  fork('first');
}
