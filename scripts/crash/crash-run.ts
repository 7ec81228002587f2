/**
 * The two crash runs (issue 7, reliability item 3). On PostgreSQL (DATABASE_URL): the server under purchase and
 * top-up load is killed with SIGKILL over and over and the database server is restarted beneath it, then one
 * recovery cycle runs and the books are checked. On the default install (the embedded PostgreSQL of DATA_DIR that
 * `npm start` runs itself, decision 022): the app is killed with SIGKILL during writes (its PostgreSQL outlives it
 * and the next start takes it over), and the embedded PostgreSQL itself is killed with SIGKILL under load (the app
 * starts it again: crash recovery from its write-ahead log), with the books intact. `npm run test:crash` runs both
 * at full length; a short embedded run is part of `npm test`.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { repoRoot } from '../../apps/server/src/config/env.ts';
import { openDatabase, queryRows, type Database, type DatabaseOptions } from '../../apps/server/src/db/client.ts';
import { EmbeddedServer, embeddedPaths, isAlive } from '../../apps/server/src/db/embedded-postgres.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { seedDemo } from '../../apps/server/src/db/seed/seed.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { benchPin, createBuyers, demoTenant } from '../../bench/support/bench-accounts.ts';
import { createPinHasher } from '../../apps/server/src/platform/secrets.ts';

const crashPinKey = 'crash-pin-key-crash-pin-key-crash-pin-key';
import { checkCrashOutcome, type CrashCheckResult } from './crash-checks.ts';
import { CrashLoad, type LoadFigures } from './crash-load.ts';
import { startExternalProviders, type ExternalProviders } from './external-providers.ts';
import { createCrashDatabase, dropCrashDatabase, restartPostgres } from './local-postgres.ts';
import { runEnvironment, startServer } from './server-process.ts';
import { Supervisor, type ProcessKill } from './supervisor.ts';

const run = promisify(execFile);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const funded = 5_000_000;

export type CrashFigures = {
  database: 'postgres' | 'embedded';
  /** Wall-clock seconds of load, kills and restarts included. */
  seconds: number;
  load: LoadFigures;
  /** The first few 4xx answers of the load, status and body. */
  refusals: string[];
  purchasesAcknowledged: number;
  depositsAcknowledged: number;
  depositsPaidAtGateway: number;
  /** Keys never acknowledged during the load, sent once more to the recovered server. */
  resumed: number;
  kills: number;
  /** SIGKILLs of one server process (a cluster worker) under the server's own supervisor, and what followed. */
  processKills: ProcessKill[];
  /** Server processes under the supervisor (WEB_PROCESSES). */
  webProcesses: number;
  /** PostgreSQL restarts (DATABASE_URL's cluster), or SIGKILLs of the embedded PostgreSQL. */
  pgRestarts: number;
  /** Embedded: seconds from each SIGKILL of its PostgreSQL to the app answering its health check again. */
  pgBackSeconds: number[];
  /** Embedded: SIGKILLs of the app after which the next start found its PostgreSQL still running and took it over. */
  pgSurvivedAppKills: number;
  unexpectedExits: number;
  /** Seconds from SIGKILL to the restarted server answering its health check. */
  restartSeconds: { min: number; max: number; mean: number };
  /** Seconds from the end of the load until every purchase was final and a recovery cycle had run. */
  settleSeconds: number;
  /** Callbacks and notifications the server had not taken when the run ended (the provider would go on trying). */
  undelivered: string[];
  /** The last line of `npm run ledger:audit` on the database the server used. */
  ledgerAuditCli: string;
  check: CrashCheckResult;
};

type Run = {
  providers: ExternalProviders;
  supervisor: Supervisor;
  load: CrashLoad;
  accounts: string[];
  /** The server's log (all its starts): the supervisor logs there every server process that died. */
  logFile: string;
  /** Where this run's part of the log begins (the file is appended to by every run on the same port). */
  logStart: number;
};

/**
 * Migrates and seeds the database as `npm start` does, funds the buyers, starts the server on it (with the providers
 * outside it) and prepares the clients. The server seeds again on every start, as `npm start` does.
 */
async function prepareRun(options: {
  database: DatabaseOptions;
  serverEnv: Record<string, string>;
  name: 'postgres' | 'embedded';
  port: number;
  accounts: number;
  minUptimeMs: number;
  log: (line: string) => void;
  /** Runs once the database is prepared, before the server starts (the embedded run stops its own server here). */
  beforeServerStart?: () => Promise<void>;
}): Promise<Run> {
  const providers = await startExternalProviders();
  const setup = await openDatabase(options.database);
  const buyers = await (async () => {
    await migrateDatabase(setup);
    await seedDemo(setup, systemClock);
    const tenant = await demoTenant(setup);
    // The PIN is checked on every purchase, stored as the server stores it (its keyed hash under PIN_KEY below).
    const pinHash = createPinHasher(crashPinKey).hash(benchPin);
    return createBuyers(setup, tenant.id, { count: options.accounts, deposit: funded, pinHash });
  })().finally(() => setup.close());
  options.log(`${buyers.length} accounts funded with ${funded} each (${options.name})`);
  await options.beforeServerStart?.();

  const env = {
    ...providers.env,
    ...options.serverEnv,
    NODE_ENV: 'production',
    // Production starts no simulators; e-mail, WhatsApp, Xendit and the bank feed stay simulated in the server.
    SIMULATORS: 'true',
    SESSION_SECRET: 'crash-session-secret-crash-session-secret',
    PIN_KEY: crashPinKey,
    LOG_LEVEL: 'warn',
    DEMO_SEED: 'true',
    RUN_WORKERS: 'true',
    // One client IP sends all the load.
    RATE_LIMIT_PER_MINUTE: '100000000',
  };
  const logFile = path.join(repoRoot, '.artifacts', `crash-${options.name}-${options.port}-server.log`);
  const logStart = existsSync(logFile) ? statSync(logFile).size : 0;
  const supervisor = new Supervisor(() => startServer({ port: options.port, env, logFile }), options.minUptimeMs);
  const { origin } = await supervisor.up();
  providers.pointAt(origin);
  const load = new CrashLoad({ origin, buyers, runId: Date.now().toString(36), midtrans: providers.midtrans });
  await load.prepare();
  return { providers, supervisor, load, accounts: buyers.map((buyer) => buyer.accountId), logFile, logStart };
}

/** `npm run ledger:audit` itself, on the database the server used; its last line. */
async function ledgerAuditCli(env: Record<string, string>): Promise<string> {
  const cli = path.join(repoRoot, 'apps/server/src/modules/ledger/ledger-audit.cli.ts');
  const output = await run(process.execPath, [cli], { cwd: repoRoot, env: runEnvironment(env) }).then(
    ({ stdout }) => stdout,
    (error: { stdout?: string }) => `${error.stdout ?? ''}\nfailed`,
  );
  return output.trim().split('\n').at(-1) ?? '';
}

/** Checks the books of a finished run: `npm run ledger:audit` first, then the database opened here. */
async function finish(
  kind: CrashFigures['database'],
  state: Run,
  database: DatabaseOptions,
  measured: {
    seconds: number;
    resumed: number;
    pgRestarts: number;
    pgBackSeconds?: number[];
    pgSurvivedAppKills?: number;
    settleSeconds: number;
    requireFinal: boolean;
    webProcesses: number;
  },
  auditEnv: Record<string, string>,
): Promise<CrashFigures> {
  const { load, supervisor, providers } = state;
  const ledgerAudit = await ledgerAuditCli(auditEnv);
  const opened = await openDatabase(database);
  const check = await checkCrashOutcome(opened, {
    purchaseAcks: load.purchaseAcks.values(),
    depositAcks: load.depositAcks,
    accounts: state.accounts,
    funded,
    requireFinal: measured.requireFinal,
    suppliers: providers.suppliers,
  }).finally(() => opened.close());
  if (ledgerAudit !== 'Ledger audit clean.') check.violations.push(`npm run ledger:audit: ${ledgerAudit}`);
  if (load.conflictingAcks.length > 0) {
    check.violations.push(`one key acknowledged with two ref_ids: ${load.conflictingAcks.length}`);
  }
  if (supervisor.unexpectedExits > 0) check.violations.push(`server exited on its own ${supervisor.unexpectedExits}×`);
  // Refusals are a few by design (a number over its daily limit); most requests refused means the load never bought.
  if (load.figures.refused > load.figures.requests / 2) {
    check.violations.push(
      `${load.figures.refused} of ${load.figures.requests} requests refused (first: ${load.refusals[0] ?? '?'})`,
    );
  }
  const selfDeaths = serverProcessDeaths(state.logFile, state.logStart).filter((death) => death.signal === null);
  if (selfDeaths.length > 0) {
    check.violations.push(
      `a server process exited on its own ${selfDeaths.length}× (exit codes ${[
        ...new Set(selfDeaths.map((death) => death.code)),
      ].join(', ')}; see ${path.relative(repoRoot, state.logFile)})`,
    );
  }
  for (const kill of supervisor.processKills) {
    if (kill.replacedSeconds === null) {
      check.violations.push('a killed server process was not replaced by the supervisor within 60 s');
    }
    // With more than one process the others answer while the killed one is replaced: the service never stops.
    if (measured.webProcesses > 1 && kill.longestGapSeconds > 1) {
      check.violations.push(
        `the service stopped answering for ${kill.longestGapSeconds.toFixed(1)} s when one of its ` +
          `${measured.webProcesses} processes was killed`,
      );
    }
  }
  if (supervisor.failedStarts.length > 0) {
    check.violations.push(`server failed to start ${supervisor.failedStarts.length}×: ${supervisor.failedStarts[0]}`);
  }
  return {
    database: kind,
    seconds: measured.seconds,
    load: load.figures,
    refusals: load.refusals,
    purchasesAcknowledged: load.purchaseAcks.size,
    depositsAcknowledged: load.depositAcks.length,
    depositsPaidAtGateway: load.depositAcks.filter((ack) => ack.paidAtGateway).length,
    resumed: measured.resumed,
    kills: supervisor.kills,
    processKills: supervisor.processKills,
    webProcesses: measured.webProcesses,
    pgRestarts: measured.pgRestarts,
    pgBackSeconds: measured.pgBackSeconds ?? [],
    pgSurvivedAppKills: measured.pgSurvivedAppKills ?? 0,
    unexpectedExits: supervisor.unexpectedExits,
    restartSeconds: supervisor.restartFigures(),
    settleSeconds: measured.settleSeconds,
    undelivered: providers.undelivered(),
    ledgerAuditCli: ledgerAudit,
    check,
  };
}

type Event = { at: number; kind: 'kill' | 'pg-restart' | 'process-kill' };

/** Spreads the kills and the database restarts evenly over the run, the restarts between kills. */
function schedule(seconds: number, kills: number, pgRestarts: number, processKills = 0): Event[] {
  const events: Event[] = [];
  for (let index = 0; index < kills; index += 1) events.push({ at: ((index + 0.5) * seconds) / kills, kind: 'kill' });
  for (let index = 0; index < pgRestarts; index += 1) {
    events.push({ at: ((index + 0.7) * seconds) / pgRestarts, kind: 'pg-restart' });
  }
  for (let index = 0; index < processKills; index += 1) {
    events.push({ at: ((index + 0.3) * seconds) / processKills, kind: 'process-kill' });
  }
  return events.sort((a, b) => a.at - b.at);
}

export type PostgresCrashOptions = {
  seconds: number;
  kills: number;
  pgRestarts: number;
  /** SIGKILLs of one server process (not the whole server) under the server's supervisor. */
  processKills: number;
  /** WEB_PROCESSES of the server: with 2 or more, the service must keep answering through a process kill. */
  webProcesses: number;
  port: number;
  accounts: number;
  purchaseLoops: number;
  keep: boolean;
  log: (line: string) => void;
};

export async function runPostgresCrash(options: PostgresCrashOptions): Promise<CrashFigures> {
  const name = 'konter_crash_pg';
  const url = await createCrashDatabase(name);
  const database: DatabaseOptions = { url, appRole: 'konter_app', poolSize: 2 };
  let state: Run | null = null;
  try {
    state = await prepareRun({
      ...options,
      database,
      serverEnv: { DATABASE_URL: url, WEB_PROCESSES: String(options.webProcesses) },
      name: 'postgres',
      minUptimeMs: 1_000,
    });
    const { load, supervisor, providers } = state;
    const started = performance.now();
    const elapsed = () => (performance.now() - started) / 1000;
    load.start({ purchaseLoops: options.purchaseLoops, depositLoops: 1 });
    let pgRestarts = 0;
    for (const event of schedule(options.seconds, options.kills, options.pgRestarts, options.processKills)) {
      const wait = event.at - elapsed();
      if (wait > 0) await sleep(wait * 1000);
      if (event.kind === 'process-kill') {
        const kill = await supervisor.killServerProcess(options.webProcesses);
        options.log(`  ${elapsed().toFixed(1)} s: ${describeProcessKill(kill, options.webProcesses)}`);
      } else if (event.kind === 'kill') {
        await supervisor.killAndRestart();
        const back = supervisor.restarts.at(-1)?.toFixed(1);
        options.log(`  ${elapsed().toFixed(1)} s: SIGKILL #${supervisor.kills}, healthy again after ${back} s`);
      } else {
        const away = await restartPostgres();
        pgRestarts += 1;
        options.log(`  ${elapsed().toFixed(1)} s: PostgreSQL restart #${pgRestarts}, back after ${away.toFixed(1)} s`);
      }
      await supervisor.up();
    }
    const remaining = options.seconds - elapsed();
    if (remaining > 0) await sleep(remaining * 1000);
    await load.stop();
    const seconds = elapsed();
    const loadEnded = Date.now();
    await supervisor.up();
    const resumed = await load.resumeUnacknowledged();
    options.log(`load stopped after ${seconds.toFixed(1)} s; ${resumed} unacknowledged purchase keys sent once more`);

    // Callbacks and notifications still being retried reach the server; then a recovery cycle must run that sees
    // every purchase untouched for its minute. The job runs every minute on its own: nothing is forced here.
    await providers.idle(120_000);
    const watch = await openDatabase(database);
    await waitForRecoveryCycle(watch, new Date(loadEnded + 61_000), options.log).finally(() => watch.close());
    await providers.idle(60_000);
    const settleSeconds = (Date.now() - loadEnded) / 1000;
    await supervisor.stop();
    const measured = {
      seconds,
      resumed,
      pgRestarts,
      settleSeconds,
      requireFinal: true,
      webProcesses: options.webProcesses,
    };
    return await finish('postgres', state, database, measured, { DATABASE_URL: url });
  } finally {
    await state?.supervisor.stop();
    await state?.providers.stop();
    if (!options.keep) await dropCrashDatabase(name);
  }
}

/**
 * Waits until a `purchases.recover` job that started after `after` has completed and no purchase is left
 * processing, or four minutes past `after`.
 */
async function waitForRecoveryCycle(database: Database, after: Date, log: (line: string) => void): Promise<void> {
  const deadline = after.getTime() + 240_000;
  log(`waiting for a recovery cycle that starts after ${after.toISOString()}`);
  let said = '';
  while (Date.now() < deadline) {
    const [state] = await database.withSystem((tx) =>
      queryRows<{ cycles: string; processing: string; last: string | null }>(
        tx,
        sql`select (select count(*) from pgboss.job where name = 'purchases.recover' and state = 'completed'
                     and started_on > ${after.toISOString()}::timestamptz) as cycles,
                   (select max(completed_on)::text from pgboss.job where name = 'purchases.recover') as last,
                   (select count(*) from prepaid_transactions where status = 'processing') as processing`,
      ),
    );
    const cycles = Number(state?.cycles ?? 0);
    const processing = Number(state?.processing ?? 0);
    if (cycles > 0 && processing === 0) return;
    const now = `${processing} processing, last recovery cycle completed ${state?.last ?? 'never'}`;
    if (now !== said) log(`  ${new Date().toISOString()}: ${now}`);
    said = now;
    await sleep(2_000);
  }
  log('no recovery cycle settled everything in time; checking as things are');
}

export type EmbeddedCrashOptions = {
  kills: number;
  /** SIGKILLs of the embedded PostgreSQL (the postmaster) under load; the app must start it again by itself. */
  pgKills: number;
  /**
   * SIGKILLs of one server process under the app's own supervisor: the supervisor, not the run, must bring it back,
   * with every acknowledged write.
   */
  processKills: number;
  port: number;
  accounts: number;
  purchaseLoops: number;
  /** How long the server takes writes between two kills, in seconds (a random point in this range). */
  uptime: [number, number];
  /**
   * Wait for a recovery cycle after the load and require every purchase final (the full run), or only for the
   * callbacks and notifications (the short run of `npm test`: purchases whose dispatch a kill cut off may still be
   * processing, and in-flight must equal them).
   */
  settle: 'recovery-cycle' | 'callbacks';
  log: (line: string) => void;
};

/** The postmaster of the embedded PostgreSQL of `dataDir`, from its lock file. */
function embeddedPostmaster(dataDir: string): number {
  try {
    const pid = Number(
      readFileSync(path.join(embeddedPaths(dataDir).cluster, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    return Number.isInteger(pid) && isAlive(pid) ? pid : 0;
  } catch {
    return 0;
  }
}

/** The default install: `npm start` on a fresh DATA_DIR, no DATABASE_URL. */
export async function runEmbeddedCrash(options: EmbeddedCrashOptions): Promise<CrashFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'konter-crash-'));
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  // The run migrates, seeds and funds its buyers before the app starts, on the same server the app then starts.
  const setupServer = await new EmbeddedServer({ dataDir, log: quiet }).start();
  const database: DatabaseOptions = { url: setupServer.url(), appRole: 'konter_app', poolSize: 2 };
  let state: Run | null = null;
  let checkServer: EmbeddedServer | null = null;
  try {
    state = await prepareRun({
      ...options,
      database,
      serverEnv: { DATA_DIR: dataDir },
      name: 'embedded',
      minUptimeMs: 0,
      // The app starts its PostgreSQL itself, as on a first `npm start` after `npm run db:seed`.
      beforeServerStart: () => setupServer.stop().then(() => undefined),
    });
    const { load, supervisor, providers } = state;
    const started = performance.now();
    load.start({ purchaseLoops: options.purchaseLoops, depositLoops: 1 });
    // On a busy machine (the whole test suite starting beside it) the first purchases can take longer than the
    // uptime: the kills start once something was acknowledged, or the run would prove nothing.
    const firstAck = performance.now() + 120_000;
    while (load.purchaseAcks.size === 0 && performance.now() < firstAck) await sleep(250);
    const pause = async () => {
      const [low, high] = options.uptime;
      await sleep((low + Math.random() * (high - low)) * 1000);
    };
    // The app's kills, its PostgreSQL's kills and its process kills, interleaved.
    const events = [
      ...spread('kill' as const, options.kills, 0.5),
      ...spread('pg-kill' as const, options.pgKills, 0.7),
      ...spread('process-kill' as const, options.processKills, 0.3),
    ]
      .sort((a, b) => a.at - b.at)
      .map((event) => event.kind);
    let pgKills = 0;
    let survived = 0;
    const pgBack: number[] = [];
    for (const event of events) {
      await pause();
      if (event === 'kill') {
        const postmaster = embeddedPostmaster(dataDir);
        await supervisor.killAndRestart();
        const back = supervisor.restarts.at(-1)?.toFixed(1);
        const same = postmaster !== 0 && embeddedPostmaster(dataDir) === postmaster;
        if (same) survived += 1;
        options.log(
          `  SIGKILL #${supervisor.kills} of the app during writes; healthy again after ${back} s ` +
            `(its PostgreSQL ${same ? 'survived and was taken over' : 'was started again'})`,
        );
      } else if (event === 'pg-kill') {
        const server = await supervisor.up();
        const postmaster = embeddedPostmaster(dataDir);
        if (postmaster === 0) throw new Error('no embedded PostgreSQL to kill');
        process.kill(postmaster, 'SIGKILL');
        const killedAt = performance.now();
        pgKills += 1;
        const deadline = killedAt + 120_000;
        for (;;) {
          const healthy = await fetch(`${server.origin}/api/v1/health`, { signal: AbortSignal.timeout(2_000) })
            .then((response) => response.status === 200)
            .catch(() => false);
          const again = embeddedPostmaster(dataDir);
          if (healthy && again !== 0 && again !== postmaster) break;
          if (performance.now() > deadline) throw new Error('the app did not bring its PostgreSQL back in 120 s');
          await sleep(50);
        }
        pgBack.push((performance.now() - killedAt) / 1000);
        options.log(
          `  SIGKILL #${pgKills} of the embedded PostgreSQL under load; the app started it again and answered ` +
            `after ${pgBack.at(-1)?.toFixed(1)} s`,
        );
      } else {
        options.log(`  ${describeProcessKill(await supervisor.killServerProcess(1, 0), 1)} during writes`);
      }
      await supervisor.up();
    }
    await pause();
    await load.stop();
    const seconds = (performance.now() - started) / 1000;
    const loadEnded = Date.now();
    await supervisor.up();
    const resumed = await load.resumeUnacknowledged();
    if (options.settle === 'recovery-cycle') {
      await providers.idle(120_000);
      const watch = await openDatabase({ url: setupServer.url(), appRole: 'konter_app', poolSize: 1 });
      await waitForRecoveryCycle(watch, new Date(loadEnded + 61_000), options.log).finally(() => watch.close());
      await providers.idle(60_000);
    } else {
      // Payment notifications refused while the server was down are delivered before it stops; purchases whose
      // dispatch the last kill cut off wait for the recovery job (a minute and more) and may still be processing.
      await providers.idle(60_000, { suppliers: false });
    }
    const settleSeconds = (Date.now() - loadEnded) / 1000;
    await supervisor.stop();
    // The app stopped its PostgreSQL with it (a graceful stop); it is started again here for the checks, and
    // `npm run ledger:audit` finds it through DATA_DIR.
    if (embeddedPostmaster(dataDir) !== 0) throw new Error('the app left its embedded PostgreSQL running on stop');
    const measured = {
      seconds,
      resumed,
      pgRestarts: pgKills,
      pgBackSeconds: pgBack,
      pgSurvivedAppKills: survived,
      settleSeconds,
      requireFinal: options.settle === 'recovery-cycle',
      webProcesses: 1,
    };
    checkServer = await new EmbeddedServer({ dataDir, log: quiet }).start();
    const checked = { url: checkServer.url(), appRole: 'konter_app', poolSize: 2 };
    return await finish('embedded', state, checked, measured, { DATA_DIR: dataDir });
  } finally {
    await state?.supervisor.stop();
    await state?.providers.stop();
    await checkServer?.stop();
    await setupServer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `count` events of one kind spread evenly over the run (0..1), each kind at its own offset. */
function spread<Kind>(kind: Kind, count: number, offset: number): { kind: Kind; at: number }[] {
  return Array.from({ length: count }, (_, index) => ({ kind, at: (index + offset) / count }));
}

function describeProcessKill(kill: ProcessKill, processes: number): string {
  const replaced =
    kill.replacedSeconds === null ? 'never replaced' : `replaced in ${kill.replacedSeconds.toFixed(1)} s`;
  return (
    `SIGKILL of one of ${processes} server process${processes === 1 ? '' : 'es'}: ${replaced} by the server's ` +
    `supervisor; ${kill.failedProbes} health checks unanswered, longest gap ${kill.longestGapSeconds.toFixed(2)} s`
  );
}

/** The supervisor's 'server process died' lines of a server log: SIGKILLs sent by the run, or exits of its own. */
function serverProcessDeaths(logFile: string, from: number): { code: number | null; signal: string | null }[] {
  let text: string;
  try {
    text = readFileSync(logFile).subarray(from).toString('utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.includes('"msg":"server process died; starting another"'))
    .map((line) => {
      try {
        const entry = JSON.parse(line) as { code?: number | null; signal?: string | null };
        return { code: entry.code ?? null, signal: entry.signal ?? null };
      } catch {
        return { code: null, signal: 'unreadable' };
      }
    });
}
