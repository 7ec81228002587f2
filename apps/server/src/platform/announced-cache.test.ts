import { describe, expect, it } from 'vitest';
import { AnnouncedCache } from './announced-cache.ts';
import { FakeClock } from './clock.ts';
import { testClockStart } from '../test/test-clock.ts';

function counted<Value>(value: Value) {
  const load = async () => {
    load.calls += 1;
    return value;
  };
  load.calls = 0;
  return load;
}

describe('the per-process cache cleared by announcements', () => {
  it('loads a key once, and peek answers what it holds without loading, an absent row (null) included', async () => {
    const clock = new FakeClock(testClockStart);
    const cache = new AnnouncedCache<string | null>(clock, { ttlMs: 30_000 });
    expect(cache.peek('shop.example')).toBeUndefined();
    const load = counted<string | null>(null);
    expect(await cache.get('shop.example', load)).toBeNull();
    expect(await cache.get('shop.example', load)).toBeNull();
    expect(load.calls).toBe(1);
    expect(cache.peek('shop.example')).toBeNull();
    expect(cache.peek('other.example')).toBeUndefined();
  });

  it('lets an entry go at its time limit, for peek as for get', async () => {
    const clock = new FakeClock(testClockStart);
    const cache = new AnnouncedCache<string>(clock, { ttlMs: 30_000 });
    const load = counted('konter');
    await cache.get('localhost', load);
    clock.advance(29_999);
    expect(cache.peek('localhost')).toBe('konter');
    clock.advance(1);
    expect(cache.peek('localhost')).toBeUndefined();
    await cache.get('localhost', load);
    expect(load.calls).toBe(2);
  });

  it('forgets everything on clear, and a load that straddles the clear does not put back what it read', async () => {
    const clock = new FakeClock(testClockStart);
    const cache = new AnnouncedCache<string>(clock, { ttlMs: 30_000 });
    await cache.get('localhost', counted('before'));
    cache.clear();
    expect(cache.peek('localhost')).toBeUndefined();

    let finish: (value: string) => void = () => undefined;
    const straddling = cache.get('localhost', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('read before the change');
    expect(await straddling).toBe('read before the change');
    expect(cache.peek('localhost')).toBeUndefined();
  });
});
