import { describe, expect, it } from 'vitest';
import {
  currentState,
  needsRenewal,
  noRegistration,
  pending,
  readRegistration,
  registered,
  writeRegistration,
} from './push-registration.ts';

const start = Date.parse('2026-11-22T03:00:00.000Z');
const day = 24 * 60 * 60_000;

describe('push registration states (spec §4)', () => {
  it('[NTF-03] 0 none, 1 pending that expires after 10 s, 2 registered', () => {
    expect(currentState(noRegistration, start)).toBe(0);
    const asking = pending(start);
    expect(currentState(asking, start + 9_999)).toBe(1);
    expect(currentState(asking, start + 10_000)).toBe(0);
    expect(currentState(registered('https://push.example/1', start), start + 30 * day)).toBe(2);
  });

  it('[NTF-03] a registration is renewed once it is 7 days old, and only a registered one', () => {
    const done = registered('https://push.example/1', start);
    expect(needsRenewal(done, start + 7 * day - 1)).toBe(false);
    expect(needsRenewal(done, start + 7 * day)).toBe(true);
    expect(needsRenewal(pending(start), start + 8 * day)).toBe(false);
    expect(needsRenewal(noRegistration, start + 8 * day)).toBe(false);
  });

  it('[NTF-03] is kept per browser and survives bad stored values', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(readRegistration(storage)).toEqual(noRegistration);
    writeRegistration(registered('https://push.example/1', start), storage);
    expect(readRegistration(storage)).toEqual({ state: 2, at: start, endpoint: 'https://push.example/1' });
    store.set('konter.push-registration', '{"state":7}');
    expect(readRegistration(storage)).toEqual(noRegistration);
    store.set('konter.push-registration', 'not json');
    expect(readRegistration(storage)).toEqual(noRegistration);
  });
});
