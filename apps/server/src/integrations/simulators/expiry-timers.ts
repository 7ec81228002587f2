import type { Clock, ClockTimer } from '../../platform/clock.ts';

/**
 * One expiry timer per key (an order, an invoice), on the app's clock: a test that moves the clock past an invoice's
 * expiry sees it expire, and one that does not never does, whatever the date on the machine.
 */
export class ExpiryTimers {
  readonly #clock: Clock;
  readonly #timers = new Map<string, ClockTimer>();

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  /** Calls `expire` once the clock reaches `at` (at once when it has passed). */
  schedule(key: string, at: Date, expire: () => void): void {
    this.cancel(key);
    const timer = this.#clock.at(at, () => {
      this.#timers.delete(key);
      expire();
    });
    this.#timers.set(key, timer);
  }

  cancel(key: string): void {
    this.#timers.get(key)?.cancel();
    this.#timers.delete(key);
  }

  clear(): void {
    for (const timer of this.#timers.values()) timer.cancel();
    this.#timers.clear();
  }
}
