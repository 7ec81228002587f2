/** A timer set on a clock: cancel it before it fires, and it never does. */
export type ClockTimer = { cancel(): void };

/**
 * Everything that reads a date or waits for one reads it through this, so tests can move time instead of waiting
 * (decision 018). This is the only file that reads the wall clock; lint forbids `new Date()` and `Date.now()`
 * elsewhere in the server.
 */
export type Clock = {
  now(): Date;
  /**
   * Calls `callback` once this clock reaches `at` (at once, on a later tick, when it has already passed). A timer
   * never keeps the process alive. For deadlines that are dates (an invoice expires at 10:00), not for latencies
   * (a supplier answers two seconds later), which are plain waits.
   */
  at(at: Date, callback: () => void): ClockTimer;
};

/** setTimeout holds at most ~24.8 days; a later deadline is reached through intermediate timers. */
const longestTimeoutMs = 2 ** 31 - 1;

function wallClockTimer(at: Date, callback: () => void): ClockTimer {
  let timer: NodeJS.Timeout;
  const arm = () => {
    const delay = at.getTime() - Date.now();
    timer = setTimeout(delay > longestTimeoutMs ? arm : callback, Math.min(Math.max(0, delay), longestTimeoutMs));
    timer.unref();
  };
  arm();
  return { cancel: () => clearTimeout(timer) };
}

export const systemClock: Clock = { now: () => new Date(), at: wallClockTimer };

type PendingTimer = { at: number; order: number; callback: () => void };

/**
 * A clock that moves only when told to. Timers set on it fire, in the order of their deadlines and each with the
 * clock at its deadline, when `set` or `advance` moves it to or past them; a timer set for a time already reached
 * fires on the next tick, as a timer of the system clock would.
 */
export class FakeClock implements Clock {
  #now: number;
  #pending: PendingTimer[] = [];
  #order = 0;

  constructor(start: Date | string = '2026-01-01T00:00:00.000Z') {
    this.#now = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.#now);
  }

  at(at: Date, callback: () => void): ClockTimer {
    const timer: PendingTimer = { at: at.getTime(), order: (this.#order += 1), callback };
    if (timer.at <= this.#now) {
      const immediate = setImmediate(callback);
      return { cancel: () => clearImmediate(immediate) };
    }
    this.#pending.push(timer);
    return { cancel: () => (this.#pending = this.#pending.filter((pending) => pending !== timer)) };
  }

  set(to: Date | string): void {
    this.#moveTo(new Date(to).getTime());
  }

  advance(ms: number): void {
    this.#moveTo(this.#now + ms);
  }

  /** How many timers wait for a later time. */
  get pendingTimers(): number {
    return this.#pending.length;
  }

  /** Each timer fires with the clock at its own deadline, so one it sets on the way fires in the same move. */
  #moveTo(target: number): void {
    for (;;) {
      const due = this.#pending
        .filter((timer) => timer.at <= target)
        .sort((a, b) => a.at - b.at || a.order - b.order)[0];
      if (!due) break;
      this.#pending = this.#pending.filter((timer) => timer !== due);
      this.#now = Math.max(this.#now, due.at);
      due.callback();
    }
    this.#now = target;
  }
}
