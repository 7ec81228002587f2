/**
 * The application server as `npm start` runs it (apps/server/src/main.ts: a supervisor whose server processes
 * migrate, seed, start the queue and its workers, listen), in a child process that the crash checks kill with SIGKILL
 * and start again on the same port and database, or whose server processes they kill one at a time. Its output goes
 * to a log file, so a server that will not come back says why.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { sitePaths } from '@konter/shared/contracts/site';
import { repoRoot } from '../../apps/server/src/config/env.ts';

export type ServerProcess = {
  origin: string;
  pid: number;
  /** Resolves with the exit code (null after a signal) once the process is gone. */
  exited: Promise<number | null>;
  /**
   * SIGKILL of the supervisor: no graceful shutdown, in-flight requests and jobs are cut off wherever they are (its
   * server processes exit as soon as it is gone; this resolves once they have).
   */
  kill(): Promise<void>;
  /** The supervisor's server processes (node:cluster workers) now. */
  serverPids(): number[];
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
 * database: a DATABASE_URL inherited from the caller (npm test under .ci/run sets one) would send an embedded run's
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
  const pid = child.pid ?? 0;
  const signal = async (name: NodeJS.Signals) => {
    const servers = serverProcesses(pid);
    if (!gone) child.kill(name);
    await exited;
    // A server process outliving its supervisor would serve beside the next start's. (The embedded PostgreSQL is
    // not one of them: it outlives a SIGKILL of the app by design, and the next start takes it over.)
    const deadline = Date.now() + 10_000;
    while (servers.some(alive) && Date.now() < deadline) await sleep(20);
    for (const server of servers.filter(alive)) process.kill(server, 'SIGKILL');
  };
  return {
    origin,
    pid,
    exited,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
    serverPids: () => (gone ? [] : serverProcesses(pid)),
  };
}

/** Linux: the children of a process, from /proc. */
export function childPids(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(file)) return [];
  try {
    return readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** The supervisor's server processes: its children but the embedded PostgreSQL it started. */
function serverProcesses(pid: number): number[] {
  return childPids(pid).filter((child) => {
    try {
      return readFileSync(`/proc/${child}/comm`, 'utf8').trim() !== 'postgres';
    } catch {
      return false;
    }
  });
}

/** Linux: seconds since a process started, from /proc (clock ticks of 1/100 s); 0 when it is gone. */
export function processAgeSeconds(pid: number): number {
  try {
    const uptime = Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3; starttime is field 22.
    const startTicks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    return uptime - startTicks / 100;
  } catch {
    return 0;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');
  } catch {
    return '(no log)';
  }
}
