import { describe, expect, it } from 'vitest';
import {
  currentState,
  expiresSoon,
  needsRenewal,
  noRegistration,
  pending,
  readRegistration,
  registered,
  renewalDueAt,
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

  it('[NTF-03] a subscription with an expiry is renewed within its last hour, whatever its age', () => {
    const hour = 60 * 60_000;
    const expiring = registered('https://push.example/1', start, start + 3 * hour);
    expect(needsRenewal(expiring, start + 2 * hour - 1)).toBe(false);
    expect(needsRenewal(expiring, start + 2 * hour)).toBe(true);
    expect(needsRenewal(expiring, start + 4 * hour)).toBe(true);
    expect(renewalDueAt(expiring)).toBe(start + 2 * hour);
    expect(renewalDueAt(registered('https://push.example/1', start))).toBe(start + 7 * day);
    expect(renewalDueAt(noRegistration)).toBeNull();
    expect(expiresSoon(null, start)).toBe(false);
    expect(expiresSoon(start + hour, start)).toBe(true);
    expect(expiresSoon(start + hour + 1, start)).toBe(false);
  });

  it('[NTF-03] is kept per browser and survives bad stored values', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(readRegistration(storage)).toEqual(noRegistration);
    writeRegistration(registered('https://push.example/1', start), storage);
    expect(readRegistration(storage)).toEqual({
      state: 2,
      at: start,
      endpoint: 'https://push.example/1',
      expiresAt: null,
    });
    // A registration stored before expiries were kept reads as one without an expiry.
    store.set('konter.push-registration', JSON.stringify({ state: 2, at: start, endpoint: 'https://push.example/1' }));
    expect(readRegistration(storage).expiresAt).toBeNull();
    store.set('konter.push-registration', '{"state":7}');
    expect(readRegistration(storage)).toEqual(noRegistration);
    store.set('konter.push-registration', 'not json');
    expect(readRegistration(storage)).toEqual(noRegistration);
  });
});
