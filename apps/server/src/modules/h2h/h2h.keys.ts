import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { H2hKeyMode } from '../../db/schema/h2h.ts';

/**
 * Reseller API keys (issue 19). Digiflazz's `sign` is md5(username + key + suffix), so the server has to compute it
 * with the key itself: a key cannot be kept as a one-way hash. It is not kept at all: it is derived from the
 * installation's secret, the account and a random salt, and only the salt and the key's SHA-256 are stored (a
 * database copy alone gives no key; a rotated key's old salt is gone, so the old key stops working at once).
 */
export function deriveKey(
  secret: string,
  owner: { tenantId: string; accountId: string; mode: H2hKeyMode },
  salt: string,
): string {
  const mac = createHmac('sha256', secret)
    .update(`h2h-key\u0000${owner.tenantId}\u0000${owner.accountId}\u0000${owner.mode}\u0000${salt}`)
    .digest('hex')
    .slice(0, 36);
  // Digiflazz's development keys start with 'dev-': software written for it tells them apart the same way.
  return owner.mode === 'development' ? `dev-${mac}` : mac;
}

export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

export function keyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The last four characters, shown in the settings so the developer knows which key is which. */
export function keyHint(key: string): string {
  return key.slice(-4);
}

/** Digiflazz's request signature: md5(username + key + suffix), lower-case hex. */
export function h2hSign(username: string, key: string, suffix: string): string {
  return createHash('md5').update(`${username}${key}${suffix}`).digest('hex');
}

/** Whether `received` is the signature, in constant time (a wrong length answers false without comparing). */
export function sameSign(received: string, expected: string): boolean {
  const a = Buffer.from(received.trim().toLowerCase());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `sha1=<hex>`: HMAC-SHA1 of the exact body with the reseller's secret, as Digiflazz signs its callbacks. */
export function hubSignature(secret: string, body: string): string {
  return `sha1=${createHmac('sha1', secret).update(body).digest('hex')}`;
}

export function newUsername(): string {
  return `konter${randomBytes(4).toString('hex')}`;
}

export function newCallbackSecret(): string {
  return randomBytes(20).toString('hex');
}
