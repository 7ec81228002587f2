import { inflateRawSync } from 'node:zlib';

/**
 * Checks a zip archive (an .xlsx is one) from its central directory before anything inflates it: a few kilobytes of
 * deflated XML can stand for gigabytes, and a library that inflates it whole takes the process past its heap limit.
 * Only the directory is read here; `inflateEntriesBounded` then proves the entries hold no more than they declare.
 */

export type ZipLimits = {
  /** Most entries (files) in the archive. */
  maxEntries: number;
  /** Most bytes any one entry may inflate to. */
  maxEntryBytes: number;
  /** Most bytes all entries together may inflate to. */
  maxTotalBytes: number;
  /** Highest uncompressed/compressed ratio of an entry larger than `ratioFloorBytes`. */
  maxRatio: number;
  /** Entries smaller than this are not held to `maxRatio` (a few kilobytes of repeated XML compress very well). */
  ratioFloorBytes: number;
};

export type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

export type ZipRefusal = 'not_zip' | 'too_many_entries' | 'entry_too_large' | 'total_too_large' | 'ratio_too_high';

export type ZipCheck = { ok: true; entries: ZipEntry[] } | { ok: false; reason: ZipRefusal };

const endOfDirectorySignature = 0x06054b50;
const centralHeaderSignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;
/** The end-of-directory record is 22 bytes plus a comment of at most 65,535. */
const endSearchSpan = 22 + 0xffff;

/** Reads the central directory and holds every declared size against the limits; nothing is inflated. */
export function checkZipArchive(data: Buffer, limits: ZipLimits): ZipCheck {
  if (data.length < 22 || data.readUInt32LE(0) !== localHeaderSignature) return { ok: false, reason: 'not_zip' };
  let end = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - endSearchSpan); at -= 1) {
    if (data.readUInt32LE(at) === endOfDirectorySignature) {
      end = at;
      break;
    }
  }
  if (end < 0) return { ok: false, reason: 'not_zip' };
  const count = data.readUInt16LE(end + 10);
  const directorySize = data.readUInt32LE(end + 12);
  const directoryOffset = data.readUInt32LE(end + 16);
  // ZIP64 (0xFFFF entries or 0xFFFFFFFF offsets) is for archives far beyond any limit here.
  if (count === 0xffff || directoryOffset === 0xffffffff) return { ok: false, reason: 'too_many_entries' };
  if (count > limits.maxEntries) return { ok: false, reason: 'too_many_entries' };
  if (directoryOffset + directorySize > end) return { ok: false, reason: 'not_zip' };

  const entries: ZipEntry[] = [];
  let total = 0;
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || data.readUInt32LE(at) !== centralHeaderSignature) return { ok: false, reason: 'not_zip' };
    const method = data.readUInt16LE(at + 10);
    const compressedSize = data.readUInt32LE(at + 20);
    const uncompressedSize = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const localHeaderOffset = data.readUInt32LE(at + 42);
    const name = data.toString('utf8', at + 46, Math.min(end, at + 46 + nameLength));
    if (uncompressedSize === 0xffffffff || compressedSize === 0xffffffff)
      return { ok: false, reason: 'entry_too_large' };
    if (uncompressedSize > limits.maxEntryBytes) return { ok: false, reason: 'entry_too_large' };
    total += uncompressedSize;
    if (total > limits.maxTotalBytes) return { ok: false, reason: 'total_too_large' };
    if (uncompressedSize > limits.ratioFloorBytes && uncompressedSize > Math.max(compressedSize, 1) * limits.maxRatio) {
      return { ok: false, reason: 'ratio_too_high' };
    }
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { ok: true, entries };
}

/**
 * Inflates every entry with its output capped at the size the directory declared: an archive whose directory lies
 * about a size is refused when the inflater passes the cap, never after it has filled memory. Returns false when an
 * entry holds more (or other) than declared or cannot be inflated.
 */
export function inflateEntriesBounded(data: Buffer, entries: readonly ZipEntry[]): boolean {
  for (const entry of entries) {
    const at = entry.localHeaderOffset;
    if (at + 30 > data.length || data.readUInt32LE(at) !== localHeaderSignature) return false;
    const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
    const body = data.subarray(start, start + entry.compressedSize);
    if (body.length !== entry.compressedSize) return false;
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize) return false;
      continue;
    }
    if (entry.method !== 8) return false;
    try {
      // One byte over the declared size is enough to know it lied.
      const inflated = inflateRawSync(body, { maxOutputLength: Math.max(1, entry.uncompressedSize + 1) });
      if (inflated.length !== entry.uncompressedSize) return false;
    } catch {
      return false;
    }
  }
  return true;
}
