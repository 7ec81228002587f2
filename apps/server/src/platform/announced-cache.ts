import type { Clock } from './clock.ts';

type Entry<Value> = { value: Value; expiresAt: number };

/**
 * This process's copy of rows that every request reads and that change rarely (tenants by host, reseller API callers
 * by username). A change is announced on a NOTIFY channel and every process (this one too) clears its copy on it; the
 * time limit only bounds how long a change that was not announced goes unseen. The whole cache is cleared rather than
 * one key: an entry that was absent (null) and now exists, or a key that moved, is then never served stale, and
 * clearing is rare. A load that straddles a clear does not put back what it read before it (the generation).
 */
export class AnnouncedCache<Value extends NonNullable<unknown> | null> {
  readonly #clock: Clock;
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #entries = new Map<string, Entry<Value>>();
  #generation = 0;

  constructor(clock: Clock, options: { ttlMs: number; maxEntries?: number }) {
    this.#clock = clock;
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries ?? 10_000;
  }

  /**
   * The value held for `key` now, without waiting: `undefined` when it is not held (or too old) and must be loaded
   * with `get` (so a cached value may be null, never undefined). For the hooks every request runs, where a promise
   * per request costs more than the lookup.
   */
  peek(key: string): Value | undefined {
    const cached = this.#entries.get(key);
    return cached && cached.expiresAt > this.#clock.now().getTime() ? cached.value : undefined;
  }

  async get(key: string, load: () => Promise<Value>): Promise<Value> {
    const held = this.peek(key);
    if (held !== undefined) return held;
    const now = this.#clock.now().getTime();
    const generation = this.#generation;
    const value = await load();
    if (generation === this.#generation) {
      if (this.#entries.size >= this.#maxEntries) this.#entries.clear();
      this.#entries.set(key, { value, expiresAt: now + this.#ttlMs });
    }
    return value;
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
