import { describe, expect, it } from 'vitest';
import { zipStored } from '../test/bulk-helpers.ts';
import { zipBomb } from '../test/zip-bomb.ts';
import { checkZipArchive, inflateEntriesBounded, type ZipLimits } from './zip-archive.ts';

const limits: ZipLimits = {
  maxEntries: 10,
  maxEntryBytes: 1024 * 1024,
  maxTotalBytes: 2 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 64 * 1024,
};

/** A copy of a zip whose central directory declares another uncompressed size for the entry named `name`. */
function declaring(zip: Buffer, name: string, size: number): Buffer {
  const copy = Buffer.from(zip);
  for (let at = copy.length - 46; at >= 0; at -= 1) {
    if (copy.readUInt32LE(at) !== 0x02014b50) continue;
    const length = copy.readUInt16LE(at + 28);
    if (copy.toString('utf8', at + 46, at + 46 + length) === name) copy.writeUInt32LE(size, at + 24);
  }
  return copy;
}

describe('zip archives are judged from their central directory (XLS-02)', () => {
  it('[XLS-02] lists the entries of an ordinary archive and inflates them within their declared sizes', () => {
    const zip = zipStored({ 'a.xml': '<a/>', 'b.xml': 'x'.repeat(1000) });
    const checked = checkZipArchive(zip, limits);
    expect(checked.ok && checked.entries.map((entry) => [entry.name, entry.uncompressedSize])).toEqual([
      ['a.xml', 4],
      ['b.xml', 1000],
    ]);
    expect(checked.ok && inflateEntriesBounded(zip, checked.entries)).toBe(true);
  });

  it('[XLS-02] refuses what is not a zip, too many entries, an entry or a total too large, a ratio too high', async () => {
    expect(checkZipArchive(Buffer.from('not a zip at all, just text'), limits)).toEqual({
      ok: false,
      reason: 'not_zip',
    });
    const many = zipStored(Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`${index}.xml`, 'x'])));
    expect(checkZipArchive(many, limits)).toEqual({ ok: false, reason: 'too_many_entries' });
    // Sizes declared here only, so the ratio is left out of these three.
    const sizes = { ...limits, maxRatio: 1e9 };
    const two = zipStored({ 'a.xml': 'x', 'b.xml': 'y' });
    expect(checkZipArchive(declaring(two, 'a.xml', 1024 * 1024 + 1), sizes)).toEqual({
      ok: false,
      reason: 'entry_too_large',
    });
    expect(checkZipArchive(declaring(declaring(two, 'a.xml', 1024 * 1024), 'b.xml', 1024 * 1024 + 1), sizes)).toEqual({
      ok: false,
      reason: 'entry_too_large',
    });
    const three = zipStored({ 'a.xml': 'x', 'b.xml': 'y', 'c.xml': 'z' });
    const full = ['a.xml', 'b.xml', 'c.xml'].reduce((zip, name) => declaring(zip, name, 1000 * 1024), three);
    expect(checkZipArchive(full, sizes)).toEqual({ ok: false, reason: 'total_too_large' });
    // 1 MB of sheet deflated to about a kilobyte: a ratio of ~1,000.
    expect(checkZipArchive(await zipBomb(1), { ...limits, maxEntryBytes: 4 * 1024 * 1024 })).toEqual({
      ok: false,
      reason: 'ratio_too_high',
    });
  });

  it('[XLS-02] an entry holding more than its directory declares is refused at the declared size', async () => {
    // 256 MB of sheet declared as 1 KB: the directory passes, the inflater stops one byte past the declaration.
    const lie = await zipBomb(256, true);
    const checked = checkZipArchive(lie, { ...limits, maxRatio: 1e9 });
    expect(checked.ok).toBe(true);
    const before = process.memoryUsage();
    const started = performance.now();
    expect(checked.ok && inflateEntriesBounded(lie, checked.entries)).toBe(false);
    // Inflating the 256 MB would take seconds and the memory; stopping at 1 KB takes neither.
    expect(performance.now() - started).toBeLessThan(500);
    expect(process.memoryUsage().arrayBuffers - before.arrayBuffers).toBeLessThan(16 * 1024 * 1024);
  }, 60_000);
});
