import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const version = 'v1';

/**
 * Seals a tenant's provider secrets with AES-256-GCM under the installation's `CREDENTIALS_KEY` (32 bytes): a fresh
 * 12-byte IV per write, the tenant and provider bound in as additional data so a sealed value copied onto another
 * tenant's row does not open. The database only ever holds `v1.<iv>.<tag>.<ciphertext>`.
 */
export function sealSecrets(key: Buffer, binding: string, secrets: Record<string, string>): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(binding));
  const body = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return [version, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secrets, or null when the value was sealed under another key or binding, or altered. */
export function openSecrets(key: Buffer, binding: string, sealed: string): Record<string, string> | null {
  const [tag, iv, authTag, body] = sealed.split('.');
  if (tag !== version || !iv || !authTag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(binding));
    decipher.setAuthTag(Buffer.from(authTag, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    return JSON.parse(text) as Record<string, string>;
  } catch {
    return null;
  }
}
