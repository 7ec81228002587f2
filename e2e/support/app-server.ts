// Starts the real app for the end-to-end run: builds the web app when its sources changed, then runs
// `node apps/server/src/main.ts` on a free port with a fresh embedded database, and stops it afterwards.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const artifactsDir = path.join(repoRoot, '.artifacts');

const healthPath = '/api/v1/health';
const healthTimeoutMs = 90_000;
const stopTimeoutMs = 20_000;

/** Newest modification time of the files under `dir`, skipping build output and dependencies. */
function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds apps/web unless dist/index.html is newer than every web source (and packages/shared, which it bundles). */
export function buildWebIfStale(log: (line: string) => void = console.log): void {
  const indexHtml = path.join(repoRoot, 'apps/web/dist/index.html');
  const sources = Math.max(
    newestMtime(path.join(repoRoot, 'apps/web')),
    newestMtime(path.join(repoRoot, 'packages/shared')),
  );
  if (existsSync(indexHtml) && statSync(indexHtml).mtimeMs > sources) {
    log('e2e: web build is up to date (apps/web/dist/index.html is newer than the sources)');
    return;
  }
  log('e2e: building the web app (npm run build -w @konter/web)');
  const started = Date.now();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@konter/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`web build failed (exit ${result.status ?? result.signal})`);
  log(`e2e: web built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export type RunningApp = { port: number; baseUrl: string; logFile: string; stop: () => Promise<void> };

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts the server with a fresh DATA_DIR (the default install's embedded PostgreSQL: DATABASE_URL is removed) and
 * waits for health. A free port unless `port` is given (the Lighthouse benchmark names its own, so its runs are
 * comparable); `name` keeps another caller's log and data apart from a concurrent e2e run's.
 */
export async function startApp(
  log: (line: string) => void = console.log,
  { port: fixedPort, name = 'e2e' }: { port?: number; name?: string } = {},
): Promise<RunningApp> {
  const main = path.join(repoRoot, 'apps/server/src/main.ts');
  if (!existsSync(main)) throw new Error(`server entry not found: ${path.relative(repoRoot, main)}`);
  const port = fixedPort ?? (await freePort());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `konter-${name}-`));
  mkdirSync(artifactsDir, { recursive: true });
  const logFile = path.join(artifactsDir, `${name}-server.log`);
  const logStream = createWriteStream(logFile);

  // Every browser of the suite comes from 127.0.0.1, standing for many shops: the per-IP limits (requests, logins,
  // registrations) are raised so that the walk over every screen of every role does not meet them (the limits
  // themselves are proven by the server's tests).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    RATE_LIMIT_PER_MINUTE: '5000',
    LOGIN_LIMIT_PER_IP: '1000',
    REGISTER_LIMIT_PER_IP: '1000',
    // The demo admin alone logs in from a dozen journeys within 15 minutes.
    LOGIN_LIMIT_PER_ACCOUNT: '1000',
  };
  delete env.DATABASE_URL;
  const started = Date.now();
  const child = spawn(process.execPath, [main], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(logStream, { end: false });
  child.stderr?.pipe(logStream, { end: false });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const baseUrl = `http://localhost:${port}`;
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
      await exited(child);
      clearTimeout(timer);
    }
    logStream.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  log(`e2e: starting the server on port ${port} (log: ${path.relative(repoRoot, logFile)})`);
  const deadline = Date.now() + healthTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}${healthPath}`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) {
        log(`e2e: server healthy in ${((Date.now() - started) / 1000).toFixed(1)} s at ${baseUrl}`);
        return { port, baseUrl, logFile, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`server did not answer 200 on ${healthPath} within ${healthTimeoutMs / 1000} s:\n${tail(logFile)}`);
}
