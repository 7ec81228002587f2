/** Everything time-based reads the clock through this, so tests can move time instead of waiting. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export class FakeClock implements Clock {
  #now: number;

  constructor(start: Date | string = '2026-01-01T00:00:00.000Z') {
    this.#now = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.#now);
  }

  set(to: Date | string): void {
    this.#now = new Date(to).getTime();
  }

  advance(ms: number): void {
    this.#now += ms;
  }
}
