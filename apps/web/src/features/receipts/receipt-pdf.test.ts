import { describe, expect, it } from 'vitest';
import { buildReceiptPdf } from './receipt-pdf.ts';
import type { PrintLine } from './receipt-layout.ts';

const lines: PrintLine[] = [
  { text: '       Konter Sinar Jaya', bold: true, size: 'tall' },
  { text: '-'.repeat(32), bold: false, size: 'normal' },
  { text: 'Total                  Rp 12.000', bold: true, size: 'normal' },
  { text: '1234-5678-9012', bold: true, size: 'large' },
];

describe('receipt PDF', () => {
  it('[RCP-02] is one roll wide (58 or 80 mm), one page as long as the receipt, with its text', () => {
    for (const width of ['58', '80'] as const) {
      const pdf = buildReceiptPdf(lines, width, { compress: false });
      expect(pdf.internal.pageSize.getWidth()).toBeCloseTo(Number(width), 1);
      expect(pdf.internal.pageSize.getHeight()).toBeGreaterThanOrEqual(40);
      expect(pdf.getNumberOfPages()).toBe(1);
      const source = pdf.output();
      expect(source).toContain('Konter Sinar Jaya');
      expect(source).toContain('Rp 12.000');
    }
  });
});
