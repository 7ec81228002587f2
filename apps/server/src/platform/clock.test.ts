import { setImmediate as nextTick } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { FakeClock, systemClock } from './clock.ts';

describe('FakeClock timers', () => {
  it('fire when the clock is moved to or past them, in the order of their deadlines, and not before', () => {
    const clock = new FakeClock('2026-11-22T03:00:00.000Z');
    const fired: string[] = [];
    clock.at(new Date('2026-11-22T05:00:00.000Z'), () => fired.push(`late at ${clock.now().toISOString()}`));
    clock.at(new Date('2026-11-22T04:00:00.000Z'), () => fired.push('early'));
    clock.advance(60 * 60_000 - 1);
    expect(fired).toEqual([]);
    clock.advance(1);
    expect(fired).toEqual(['early']);
    clock.set('2026-11-23T00:00:00.000Z');
    expect(fired).toEqual(['early', 'late at 2026-11-22T05:00:00.000Z']);
    expect(clock.now().toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(clock.pendingTimers).toBe(0);
  });

  it('a cancelled timer never fires; a timer set from a firing one fires in the same move when it is due', () => {
    const clock = new FakeClock('2026-11-22T03:00:00.000Z');
    const fired: string[] = [];
    const cancelled = clock.at(new Date('2026-11-22T03:30:00.000Z'), () => fired.push('cancelled'));
    clock.at(new Date('2026-11-22T03:10:00.000Z'), () => {
      fired.push('first');
      clock.at(new Date('2026-11-22T03:20:00.000Z'), () => fired.push('chained'));
    });
    cancelled.cancel();
    clock.advance(60 * 60_000);
    expect(fired).toEqual(['first', 'chained']);
  });

  it('a deadline already reached fires on the next tick, as a timer of the system clock does', async () => {
    const clock = new FakeClock('2026-11-22T03:00:00.000Z');
    const fired: string[] = [];
    clock.at(new Date('2026-11-22T02:00:00.000Z'), () => fired.push('past'));
    expect(fired).toEqual([]);
    await nextTick();
    expect(fired).toEqual(['past']);
  });

  it('moving the clock back fires nothing', () => {
    const clock = new FakeClock('2026-11-22T03:00:00.000Z');
    let fired = false;
    clock.at(new Date('2026-11-22T04:00:00.000Z'), () => (fired = true));
    clock.set('2025-01-01T00:00:00.000Z');
    expect(fired).toBe(false);
    expect(clock.pendingTimers).toBe(1);
  });
});

describe('systemClock timers', () => {
  it('fire at their date on the wall clock, and a cancelled one never does', async () => {
    const fired: string[] = [];
    const soon = new Date(systemClock.now().getTime() + 30);
    systemClock.at(soon, () => fired.push('soon'));
    systemClock.at(soon, () => fired.push('cancelled')).cancel();
    systemClock.at(new Date(systemClock.now().getTime() + 40 * 86_400_000), () => fired.push('in 40 days'));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(fired).toEqual(['soon']);
  });
});
