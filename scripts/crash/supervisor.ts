/**
 * Keeps one application server running for a crash run: starts it, kills it with SIGKILL and starts it again, and
 * notices when it exits on its own or will not come back (both are findings, not something to retry quietly).
 */
import type { ServerProcess } from './server-process.ts';

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
