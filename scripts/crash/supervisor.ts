/**
 * Keeps one application server running for a crash run: starts it, kills it with SIGKILL and starts it again, and
 * notices when it exits on its own or will not come back (both are findings, not something to retry quietly). It
 * also kills one of the server's own processes (a node:cluster worker under `npm start`'s supervisor) and watches
 * the service through it: the server's supervisor, not this one, must bring the process back.
 */
import { sitePaths } from '@konter/shared/contracts/site';
import { processAgeSeconds, type ServerProcess } from './server-process.ts';

/** What one SIGKILL of a server process looked like from outside. */
export type ProcessKill = {
  /** Health checks (one every 50 ms) that got no 200 between the kill and the replacement process. */
  failedProbes: number;
  /** The longest run of time without a 200 from the health check, in seconds. */
  longestGapSeconds: number;
  /** Seconds until the supervisor had as many server processes as before; null when it never had. */
  replacedSeconds: number | null;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class Supervisor {
  server: ServerProcess | null = null;
  kills = 0;
  /** Exits nobody asked for (a crash of the server itself). */
  unexpectedExits = 0;
  /** Starts that failed (the server exited or never became healthy), with why. */
  readonly failedStarts: string[] = [];
  /** Seconds from each SIGKILL to the restarted server answering its health check. */
  readonly restarts: number[] = [];
  /** Each SIGKILL of one server process under the server's own supervisor. */
  readonly processKills: ProcessKill[] = [];
  #stopping = false;
  #readyAt = 0;
  readonly #start: () => Promise<ServerProcess>;
  readonly #minUptimeMs: number;

  /** `minUptimeMs`: a kill waits until the server has taken writes for this long since it came up. */
  constructor(start: () => Promise<ServerProcess>, minUptimeMs: number) {
    this.#start = start;
    this.#minUptimeMs = minUptimeMs;
  }

  /** The running server, started (again) if it is not running. */
  async up(): Promise<ServerProcess> {
    if (this.server) return this.server;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const server = await this.#start();
        this.server = server;
        this.#readyAt = performance.now();
        void server.exited.then(() => {
          if (this.server === server) this.server = null;
          if (!this.#stopping) this.unexpectedExits += 1;
        });
        return server;
      } catch (error) {
        this.failedStarts.push(error instanceof Error ? error.message : String(error));
        if (attempt === 3) throw error;
      }
    }
  }

  /** SIGKILL, then start again; records how long the way back took. */
  async killAndRestart(): Promise<void> {
    const server = await this.up();
    const uptime = performance.now() - this.#readyAt;
    if (uptime < this.#minUptimeMs) await sleep(this.#minUptimeMs - uptime);
    const started = performance.now();
    await this.#end(server, 'kill');
    this.kills += 1;
    await this.up();
    this.restarts.push((performance.now() - started) / 1000);
  }

  /**
   * SIGKILL of one of the server's processes, not of the server: its supervisor must start another while the service
   * answers (with more than one process) or comes back by itself (with one). Probes the health check every 50 ms
   * until the process count is back and the health check answers. It first waits (up to a minute) until all
   * `processes` run and have run for `settledSeconds`, so that the others are listening, not starting.
   */
  async killServerProcess(processes: number, settledSeconds = 8): Promise<ProcessKill> {
    const server = await this.up();
    const uptime = performance.now() - this.#readyAt;
    if (uptime < this.#minUptimeMs) await sleep(this.#minUptimeMs - uptime);
    const settleBy = performance.now() + 60_000;
    const settled = () => {
      const pids = server.serverPids();
      return pids.length >= processes && pids.every((pid) => processAgeSeconds(pid) >= settledSeconds);
    };
    while (!settled() && performance.now() < settleBy) await sleep(200);
    const before = server.serverPids();
    const victim = before[Math.floor(Math.random() * before.length)];
    if (victim === undefined) throw new Error('the server has no server processes to kill (not supervised?)');
    process.kill(victim, 'SIGKILL');
    const killedAt = performance.now();
    let failedProbes = 0;
    let lastOk = killedAt;
    let longestGap = 0;
    let replacedSeconds: number | null = null;
    const deadline = killedAt + 60_000;
    while (performance.now() < deadline) {
      const probeAt = performance.now();
      const ok = await fetch(`${server.origin}${sitePaths.health}`, { signal: AbortSignal.timeout(2_000) })
        .then((response) => response.status === 200)
        .catch(() => false);
      if (ok) {
        longestGap = Math.max(longestGap, probeAt - lastOk);
        lastOk = performance.now();
      } else {
        failedProbes += 1;
      }
      const now = server.serverPids();
      if (replacedSeconds === null && now.length >= before.length && !now.includes(victim)) {
        replacedSeconds = (performance.now() - killedAt) / 1000;
      }
      if (replacedSeconds !== null && ok) break;
      await sleep(50);
    }
    longestGap = Math.max(longestGap, lastOk === killedAt ? performance.now() - killedAt : 0);
    const kill = { failedProbes, longestGapSeconds: longestGap / 1000, replacedSeconds };
    this.processKills.push(kill);
    return kill;
  }

  /** The graceful stop (SIGTERM). */
  async stop(): Promise<void> {
    if (this.server) await this.#end(this.server, 'stop');
  }

  restartFigures(): { min: number; max: number; mean: number } {
    const all = this.restarts;
    if (all.length === 0) return { min: 0, max: 0, mean: 0 };
    return { min: Math.min(...all), max: Math.max(...all), mean: all.reduce((a, b) => a + b, 0) / all.length };
  }

  async #end(server: ServerProcess, how: 'kill' | 'stop'): Promise<void> {
    this.#stopping = true;
    await (how === 'kill' ? server.kill() : server.stop());
    this.server = null;
    this.#stopping = false;
  }
}
