import { createHash } from 'node:crypto';

/** J&T's signature: base64 of the hex MD5 of the JSON text followed by the key. */
export function jntSign(data: string, key: string): string {
  return Buffer.from(
    createHash('md5')
      .update(data + key)
      .digest('hex'),
  ).toString('base64');
}
