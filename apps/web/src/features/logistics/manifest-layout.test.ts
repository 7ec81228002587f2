import { describe, expect, it } from 'vitest';
import { columnsByPaperWidth } from '../../lib/print-text.ts';
import { layoutManifest } from './manifest-layout.ts';
import { manifestAgent, manifestWords, sampleManifest } from './testing/fixtures.ts';

const words = manifestWords;
const agent = manifestAgent;

describe('the thermal manifest (MLO-03)', () => {
  it.each(['58', '80'] as const)('[MLO-03] on %s mm every line fits the roll and every AWB is a barcode', (paper) => {
    const columns = columnsByPaperWidth[paper];
    const blocks = layoutManifest(sampleManifest, agent, columns, words);
    const barcodes = blocks.flatMap((block) => (block.kind === 'barcode' ? [block.value] : []));
    expect(barcodes).toEqual(['MNF20261124SC0001', '002411111110001', '002411111110002']);
    for (const block of blocks) {
      if (block.kind !== 'line') continue;
      const width = block.line.size === 'large' ? columns / 2 : columns;
      expect(block.line.text.length, block.line.text).toBeLessThanOrEqual(width);
    }
    const text = blocks.flatMap((block) => (block.kind === 'line' ? [block.line.text] : []));
    expect(text.some((line) => /^Jumlah paket +2$/.test(line))).toBe(true);
    expect(text.some((line) => /^Berat total +2 kg$/.test(line))).toBe(true);
    expect(text).toContain('Penerima: Siti Aminah');
    expect(text).toContain('2. BEST');
    expect(text).toContain('Diterima oleh (kurir)');
  });
});
