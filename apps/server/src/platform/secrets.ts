import { argon2, createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane). */
const params = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

function derive(secret: string, salt: Buffer, cost: { memory: number; passes: number; parallelism: number }) {
  return new Promise<Buffer>((resolve, reject) => {
    argon2('argon2id', { message: secret, nonce: salt, tagLength: params.tagLength, ...cost }, (error, derived) =>
      error ? reject(error) : resolve(derived),
    );
  });
}

/** Hashes a password or PIN as a PHC string: `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(secret, salt, params);
  return `$argon2id$v=19$m=${params.memory},t=${params.passes},p=${params.parallelism}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/.exec(stored);
  if (!match) return false;
  const [, memory, passes, parallelism, salt, hash] = match;
  const expected = Buffer.from(hash ?? '', 'base64url');
  const actual = await derive(secret, Buffer.from(salt ?? '', 'base64url'), {
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
  });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A hash that costs the same as a real verification, for unknown accounts (no timing enumeration). */
let dummyHash: Promise<string> | null = null;
export function dummySecretHash(): Promise<string> {
  dummyHash ??= hashSecret(randomBytes(12).toString('base64url'));
  return dummyHash;
}

/** Opaque random token for cookies and links; only its SHA-256 is stored. */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function numericCode(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/**
 * PINs (decision 028): asked for on every purchase, so checked in microseconds, not with argon2's 70–100 ms of CPU.
 * A six-digit PIN has a million values, which no slow hash protects once its hash is stolen; what protects it is a
 * key kept outside the database (PIN_KEY): the hash is HMAC-SHA256 under that key over a per-PIN salt and the PIN,
 * so a copy of the database alone cannot test a single guess. The try limits (ACC-07, decision 021) stop guessing
 * online. A PIN still stored with argon2 (before this) is checked the slow way once and its hash replaced.
 */
export type PinCheck = { right: boolean; rehashed: string | null };

export function createPinHasher(key: string) {
  if (key.length < 32) throw new Error('The PIN key needs at least 32 characters');
  const mac = (salt: Buffer, pin: string) => createHmac('sha256', key).update(salt).update(pin).digest();
  const pattern = /^\$hmac-sha256\$v=1\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;
  function hash(pin: string): string {
    const salt = randomBytes(16);
    return `$hmac-sha256$v=1$${salt.toString('base64url')}$${mac(salt, pin).toString('base64url')}`;
  }
  function checkKeyed(pin: string, stored: string): boolean | null {
    const keyed = pattern.exec(stored);
    if (!keyed) return null;
    const expected = Buffer.from(keyed[2] ?? '', 'base64url');
    const actual = mac(Buffer.from(keyed[1] ?? '', 'base64url'), pin);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
  return {
    hash,
    /**
     * Whether the PIN is right, in microseconds, when it is stored under the keyed hash; null when it is stored
     * under an older scheme (`check` then checks it the slow way and gives its new hash).
     */
    checkKeyed,
    /** Whether the PIN is right; a right PIN under an older scheme comes with its new hash to store. */
    async check(pin: string, stored: string): Promise<PinCheck> {
      const keyed = checkKeyed(pin, stored);
      if (keyed !== null) return { right: keyed, rehashed: null };
      const right = await verifySecret(pin, stored);
      return { right, rehashed: right ? hash(pin) : null };
    },
  };
}

export type PinHasher = ReturnType<typeof createPinHasher>;
