import { describe, expect, it } from 'vitest';
import type { Manifest } from '@konter/shared/contracts/logistics';
import { code128Bars } from './code128.ts';
import { a4, buildManifestPdf } from './manifest-pdf.ts';
import { manifestAgent, manifestWords, sampleManifest } from './testing/fixtures.ts';

const words = manifestWords;
const agent = manifestAgent;
const pointsWide = (a4.width * 72) / 25.4;
const pointsHigh = (a4.height * 72) / 25.4;

/** The filled rectangles of the PDF's content (the barcodes' bars), as x, y, width, height in points. */
const filledRects = (source: string) =>
  [...source.matchAll(/([\d.-]+) ([\d.-]+) ([\d.-]+) ([\d.-]+) re\s+f/g)].map((match) => match.slice(1).map(Number));
/** The strings the PDF's content draws (its `(…) Tj` operators), unescaped, in drawing order. */
const drawnTexts = (source: string) =>
  [...source.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((match) => (match[1] ?? '').replace(/\\(.)/g, '$1'));
/** The page objects of the PDF, counted from its structure rather than from jsPDF's own count. */
const pageObjects = (source: string) => [...source.matchAll(/\/Type \/Page\b(?!s)/g)].length;

/** `count` parcels with AWBs 0024…0001 upwards and receivers Penerima 1…count. */
function manifestOf(count: number): Manifest {
  const [first] = sampleManifest.orders;
  if (!first) throw new Error('the sample manifest has parcels');
  return {
    ...sampleManifest,
    orders: Array.from({ length: count }, (_, index) => ({
      ...first,
      id: `order-${index + 1}`,
      awb: `0024${String(index + 1).padStart(11, '0')}`,
      receiver: { ...first.receiver, name: `Penerima ${index + 1}` },
    })),
  };
}

describe('the A4 manifest PDF (MLO-03)', () => {
  it('[MLO-03] is one A4 page with the courier, the manifest code, the hand-over facts, every parcel and both signatures', () => {
    const pdf = buildManifestPdf(sampleManifest, agent, words, { compress: false });
    expect(pdf.internal.pageSize.getWidth()).toBeCloseTo(a4.width, 1);
    expect(pdf.internal.pageSize.getHeight()).toBeCloseTo(a4.height, 1);
    const source = pdf.output();
    expect(source.startsWith('%PDF-')).toBe(true);
    expect(pageObjects(source)).toBe(1);
    expect(drawnTexts(source)).toEqual([
      'SiCepat',
      'Manifes Pengiriman',
      'MNF20261124SC0001',
      'Agen:',
      'Konter Berkah - 081234560170',
      'Ditutup:',
      '2026-11-24 10:30 WIB',
      'Jumlah paket:',
      '2',
      'Berat total:',
      '2 kg',
      // The parcel table: its header, then a row per parcel.
      'No.',
      'Nomor resi (AWB)',
      'Penerima',
      'Layanan',
      'Berat',
      '1.',
      '002411111110001',
      'Siti Aminah',
      'BANDUNG 40111',
      'REG',
      '1,2 kg',
      '2.',
      '002411111110002',
      'Budi Santoso',
      'SURABAYA 40111',
      'BEST',
      '0,8 kg',
      'Diserahkan oleh (agen)',
      'Diterima oleh (kurir)',
      'MNF20261124SC0001 - 1/1',
    ]);
  });

  it('[MLO-03] draws the manifest code and every AWB as Code 128 bars, all inside the page', () => {
    const source = buildManifestPdf(sampleManifest, agent, words, { compress: false }).output();
    const expected = ['MNF20261124SC0001', '002411111110001', '002411111110002']
      .map((value) => code128Bars(value).bars.length)
      .reduce((sum, bars) => sum + bars, 0);
    const rects = filledRects(source);
    expect(rects).toHaveLength(expected);
    for (const [x = -1, y = -1, width = 0, height = 0] of rects) {
      expect(x).toBeGreaterThan(0);
      expect(x + width).toBeLessThan(pointsWide);
      // jsPDF writes y from the bottom and the height downwards (negative).
      expect(y).toBeLessThan(pointsHigh);
      expect(y + height).toBeGreaterThan(0);
    }
  });

  it('[MLO-03] thirty parcels go on over pages, each with the table header and its page number, every AWB on one', () => {
    const manifest = manifestOf(30);
    const pdf = buildManifestPdf(manifest, null, words, { compress: false });
    const source = pdf.output();
    const pages = pdf.getNumberOfPages();
    expect(pages).toBeGreaterThan(1);
    expect(pageObjects(source)).toBe(pages);
    const texts = drawnTexts(source);
    expect(texts.filter((text) => text === 'Nomor resi (AWB)')).toHaveLength(pages);
    expect(texts.filter((text) => text.startsWith('MNF20261124SC0001 - '))).toEqual(
      Array.from({ length: pages }, (_, index) => `MNF20261124SC0001 - ${index + 1}/${pages}`),
    );
    expect(texts.filter((text) => /^0024\d{11}$/.test(text))).toEqual(manifest.orders.map((order) => order.awb));
    expect(texts).toContain('Penerima 30');
    // The signatures close the last page, before its footer.
    expect(texts.slice(-3)).toEqual([
      'Diserahkan oleh (agen)',
      'Diterima oleh (kurir)',
      `MNF20261124SC0001 - ${pages}/${pages}`,
    ]);
    expect(texts).not.toContain('Agen:');
    const bars = manifest.orders.reduce((sum, order) => sum + code128Bars(order.awb ?? '').bars.length, 0);
    expect(filledRects(source)).toHaveLength(bars + code128Bars(manifest.code).bars.length);
  });

  it('[MLO-03] a parcel without AWB shows its reference and no barcode of its own', () => {
    const [first, second] = sampleManifest.orders;
    if (!first || !second) throw new Error('the sample manifest has two parcels');
    const manifest = { ...sampleManifest, orders: [{ ...first, awb: null }, second] };
    const source = buildManifestPdf(manifest, agent, words, { compress: false }).output();
    expect(drawnTexts(source)).toContain(first.ref);
    expect(filledRects(source)).toHaveLength(
      code128Bars(manifest.code).bars.length + code128Bars(second.awb ?? '').bars.length,
    );
  });
});
