/**
 * The application server as `npm start` runs it (apps/server/src/main.ts: migrate, seed, start the queue and its
 * workers, listen), in a child process that the crash checks kill with SIGKILL and start again on the same port and
 * database. Its output goes to a log file, so a server that will not come back says why.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { sitePaths } from '@konter/shared/contracts/site';
import { repoRoot } from '../../apps/server/src/config/env.ts';

export type ServerProcess = {
  origin: string;
  pid: number;
  /** Resolves with the exit code (null after a signal) once the process is gone. */
  exited: Promise<number | null>;
  /** SIGKILL: no graceful shutdown, in-flight requests and jobs are cut off wherever they are. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown of main.ts. */
  stop(): Promise<void>;
};

export type ServerOptions = {
  port: number;
  env: Record<string, string>;
  logFile: string;
  /** How long to wait for the health check to answer 200. */
  readyTimeoutMs?: number;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A port in [low, high] nobody listens on now, tried from a random point: the callbacks name the port, so a run keeps
 * one port across restarts, and two runs at once (two test runs in one checkout) must not pick the same one.
 */
export async function freePortIn(low: number, high: number): Promise<number> {
  const size = high - low + 1;
  const start = Math.floor(Math.random() * size);
  for (let offset = 0; offset < size; offset += 1) {
    const port = low + ((start + offset) % size);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen({ port, host: '::' }, () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${low}–${high}`);
}

/**
 * The environment of a process the run starts: this one's, with the run's settings on top. The run names its own
 * database: a DATABASE_URL inherited from the caller (npm test under .ci/run sets one) would send a PGlite run's
 * server to PostgreSQL, where its accounts do not exist.
 */
export function runEnvironment(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  return { ...inherited, ...env };
}

/** Starts main.ts and resolves once `GET /api/v1/health` answers 200 (database and queue up). */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  log.write(`\n--- start ${new Date().toISOString()} ---\n`);
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    env: runEnvironment({ ...options.env, PORT: String(options.port) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      log.end();
      resolve(code);
    });
  });
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const origin = `http://localhost:${options.port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (gone) throw new Error(`server exited before it was ready; last output:\n${tail(options.logFile)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      throw new Error(`server not ready in time; last output:\n${tail(options.logFile)}`);
    }
    const healthy = await fetch(`${origin}${sitePaths.health}`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.status === 200)
      .catch(() => false);
    if (healthy) break;
    await sleep(100);
  }
  const signal = async (name: NodeJS.Signals) => {
    if (!gone) child.kill(name);
    await exited;
  };
  return {
    origin,
    pid: child.pid ?? 0,
    exited,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');
  } catch {
    return '(no log)';
  }
}
