import { argon2, createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

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
