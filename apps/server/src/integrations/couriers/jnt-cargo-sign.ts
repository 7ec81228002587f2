import { createHash } from 'node:crypto';

/**
 * J&T Cargo's open platform signs each request's `bizContent` with the account's private key: the `digest` header
 * is base64(md5(bizContent + privateKey)), sent with `apiAccount` and `timestamp`.
 */
export function jntCargoDigest(bizContent: string, privateKey: string): string {
  return createHash('md5').update(`${bizContent}${privateKey}`).digest('base64');
}
