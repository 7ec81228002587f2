/** setTimeout holds at most ~24.8 days. */
const longestDelayMs = 2 ** 31 - 1;

/** One expiry timer per key (an order, an invoice), none of which keeps the process alive. */
export class ExpiryTimers {
  readonly #timers = new Map<string, NodeJS.Timeout>();

  /** Calls `expire` at `at` (at once when past); a time further away than setTimeout holds is simply never reached. */
  schedule(key: string, at: Date, expire: () => void): void {
    const delay = at.getTime() - Date.now();
    if (delay > longestDelayMs) return;
    const timer = setTimeout(
      () => {
        this.#timers.delete(key);
        expire();
      },
      Math.max(0, delay),
    );
    timer.unref();
    this.#timers.set(key, timer);
  }

  cancel(key: string): void {
    clearTimeout(this.#timers.get(key));
    this.#timers.delete(key);
  }

  clear(): void {
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
  }
}
