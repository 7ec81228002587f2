/**
 * The local PostgreSQL server of the crash run: its own `konter_crash_*` database, and restarts of the whole cluster
 * (`pg_ctlcluster … restart -m fast`: every connection is cut, as in a crash or a failover of the database server).
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The server of `CRASH_PG_URL` (default: local PostgreSQL, trust auth) with the database part replaced. */
export function crashDatabaseUrl(name: string): string {
  const url = new URL(process.env.CRASH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${name}`;
  return url.toString();
}

async function onMaintenance(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: crashDatabaseUrl('postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function checkedName(name: string): string {
  if (!/^konter_crash_[a-z0-9_]+$/.test(name)) throw new Error(`not a crash-test database name: ${name}`);
  return name;
}

export async function createCrashDatabase(name: string): Promise<string> {
  await onMaintenance(`drop database if exists ${checkedName(name)} with (force)`);
  await onMaintenance(`create database ${checkedName(name)}`);
  return crashDatabaseUrl(name);
}

export async function dropCrashDatabase(name: string): Promise<void> {
  await onMaintenance(`drop database if exists ${checkedName(name)} with (force)`);
}

/** Restarts the cluster and resolves once it accepts connections again; returns how long it was away (seconds). */
export async function restartPostgres(): Promise<number> {
  const started = performance.now();
  const version = process.env.CRASH_PG_VERSION ?? readdirSync('/etc/postgresql')[0] ?? '15';
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart', '-m', 'fast']);
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const client = new pg.Client({ connectionString: crashDatabaseUrl('postgres') });
    try {
      await client.connect();
      await client.end();
      return (performance.now() - started) / 1000;
    } catch {
      await client.end().catch(() => undefined);
      await sleep(200);
    }
  }
  throw new Error('PostgreSQL did not come back within 30 s of its restart');
}
