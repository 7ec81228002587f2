import { describe, expect, it } from 'vitest';
import { createPinHasher, hashSecret } from './secrets.ts';

const key = 'pin-key-for-this-test-pin-key-for-this-test';

describe('the PIN hash (decision 028)', () => {
  it('[ACC-07] is keyed: the right PIN passes, a wrong one fails, and without the key the hash tests nothing', async () => {
    const pins = createPinHasher(key);
    const stored = pins.hash('246810');
    expect(stored).toMatch(/^\$hmac-sha256\$v=1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    expect(stored).not.toContain('246810');
    // A fresh salt each time: two accounts with the same PIN do not share a hash.
    expect(pins.hash('246810')).not.toBe(stored);
    expect(await pins.check('246810', stored)).toEqual({ right: true, rehashed: null });
    expect(await pins.check('246811', stored)).toEqual({ right: false, rehashed: null });
    // A copy of the database with another key (or none) cannot tell the right PIN.
    const otherKey = createPinHasher(`${key}-other`);
    expect((await otherKey.check('246810', stored)).right).toBe(false);
  });

  it('[ACC-07] a PIN still stored with argon2id is checked once that way and comes back with its keyed hash', async () => {
    const pins = createPinHasher(key);
    const legacy = await hashSecret('135790');
    const wrong = await pins.check('000000', legacy);
    expect(wrong).toEqual({ right: false, rehashed: null });
    const right = await pins.check('135790', legacy);
    expect(right.right).toBe(true);
    expect(right.rehashed).toMatch(/^\$hmac-sha256\$/);
    expect((await pins.check('135790', right.rehashed ?? '')).right).toBe(true);
  });

  it('refuses a key too short to be a secret', () => {
    expect(() => createPinHasher('short')).toThrow(/32 characters/);
  });
});
