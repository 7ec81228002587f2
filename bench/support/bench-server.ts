/**
 * A throw-away PostgreSQL database per benchmark run (`konter_bench_*`, dropped at the end) and the application
 * server started on it in a child process, as `npm start` would run it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
export const benchSessionSecret = 'bench-session-secret-bench-session-secret';
/** The PIN key of the benchmark's server, so the benchmark can store its buyers' PINs as the server checks them. */
export const benchPinKey = 'bench-pin-key-bench-pin-key-bench-pin-key';

/** The server of `BENCH_PG_URL` (default: local PostgreSQL, trust auth) with the database part replaced. */
export function databaseUrl(name: string): string {
  const url = new URL(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${name}`;
  return url.toString();
}

async function onMaintenance<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(name: string): Promise<string> {
  if (!/^konter_bench_[a-z0-9_]+$/.test(name)) throw new Error(`not a benchmark database name: ${name}`);
  await onMaintenance(async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  return databaseUrl(name);
}

export async function dropBenchDatabase(name: string): Promise<void> {
  if (!/^konter_bench_[a-z0-9_]+$/.test(name)) throw new Error(`not a benchmark database name: ${name}`);
  // BENCH_KEEP_DATABASE=1 leaves it for EXPLAIN and pg_stat_statements after the run (dropped by the next run).
  if (process.env.BENCH_KEEP_DATABASE === '1') return;
  await onMaintenance((client) => client.query(`drop database if exists ${name} with (force)`));
}

/**
 * The planner's statistics as autovacuum keeps them on a live database (it analyses a table within a minute of its
 * first rows). A benchmark's database is seconds old and has none: the planner then takes whichever index comes first
 * for a lookup by key (today's purchases of the whole tenant for one number's daily count, the catalogue by family
 * for one code), and each purchase costs more than the one before. Called once after the first warm-up, which has
 * written purchases; the reference runs later on the same statistics (decision 043).
 */
export async function gatherStatistics(pool: { query(text: string): Promise<unknown> }): Promise<void> {
  await pool.query('analyze');
}

export type RunningServer = { origin: string; pid: number | undefined; stop: () => Promise<void> };

/**
 * Starts `script` (a file under bench/) with the given environment and waits for it to print `listening <port>`.
 * `localhost` in the origin matters: the host names the demo tenant (konter-pulsa answers on localhost).
 */
export async function startChild(script: string, env: Record<string, string>): Promise<RunningServer> {
  // BENCH_NODE_ARGS passes flags to the servers only, e.g. `--cpu-prof` to see where their time goes.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, path.join(here, '..', script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before listening`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
  });
  return {
    origin: `http://localhost:${port}`,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The application server on `url`: no demo seeding (the benchmark seeded), no per-IP limit, quiet logs. */
export function startAppServer(url: string, options: { port: number; workers: boolean }): Promise<RunningServer> {
  return startChild('support/purchase-server.ts', {
    DATABASE_URL: url,
    PORT: String(options.port),
    LOG_LEVEL: 'silent',
    DEMO_SEED: 'false',
    RUN_WORKERS: 'false',
    BENCH_WORKERS: String(options.workers),
    // One load generator is one IP: the per-IP limit (600 a minute) would answer 429 within a second.
    RATE_LIMIT_PER_MINUTE: '100000000',
    SESSION_SECRET: benchSessionSecret,
    PIN_KEY: benchPinKey,
    NODE_ENV: 'production',
    // Production starts no simulators; the supplier stands in for Digiflazz here.
    SIMULATORS: 'true',
  });
}
