import path from 'node:path';
import type { Clock } from '../../platform/clock.ts';
import { imageSize } from '../../platform/image-size.ts';
import type { FileStorage } from '../../platform/storage.ts';

/** A logo is shown small in the header: 1 MB and 4,000 × 4,000 pixels are plenty, and bound what a browser decodes. */
export const logoMaxBytes = 1024 * 1024;
const logoMaxPixels = 16_000_000;

/**
 * Stores a tenant's logo through the storage port (decision 029) under `logos/<tenant>/`, where `/uploads/` serves it
 * on the tenant's own hosts, and answers its address; null when the file is not a JPEG, PNG or WebP image within the
 * limits (its header checked against its type, its declared pixel size before anything decodes it). Used by the
 * tenant admin's settings and the platform owner's form alike.
 */
export async function storeTenantLogo(
  storage: FileStorage,
  clock: Clock,
  tenantId: string,
  file: { mimetype: string; data: Buffer },
): Promise<string | null> {
  const extension = ({ 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const)[
    file.mimetype as 'image/jpeg' | 'image/png' | 'image/webp'
  ];
  const magicOk =
    (extension === 'jpg' && file.data[0] === 0xff && file.data[1] === 0xd8) ||
    (extension === 'png' && file.data.subarray(0, 4).toString('hex') === '89504e47') ||
    (extension === 'webp' && file.data.subarray(8, 12).toString('ascii') === 'WEBP');
  if (!extension || !magicOk || file.data.length > logoMaxBytes) return null;
  // The header's pixel size before anything decodes it: a forged one is refused.
  const size = imageSize(({ jpg: 'jpeg', png: 'png', webp: 'webp' } as const)[extension], file.data);
  if (!size || size.width * size.height > logoMaxPixels) return null;
  const key = path.posix.join('logos', tenantId, `logo-${clock.now().getTime()}.${extension}`);
  await storage.put(key, file.data, file.mimetype);
  return `/uploads/${key}`;
}

/** The storage key of a logo `storeTenantLogo` stored; null for an address set by the seed or elsewhere. */
export function storedLogoKey(url: string | null): string | null {
  return url?.startsWith('/uploads/logos/') ? url.slice('/uploads/'.length) : null;
}

/** Deletes a logo `storeTenantLogo` stored; an address set by the seed or elsewhere is not ours to delete. */
export async function removeStoredLogo(storage: FileStorage, url: string | null): Promise<void> {
  const key = storedLogoKey(url);
  if (!key) return;
  await storage.delete(key).catch(() => undefined);
}
