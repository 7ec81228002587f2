import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { encodeEscPos, feedBeforeCut, toPrinterText } from './escpos.ts';
import { buildReceiptDocument } from './receipt-document.ts';
import type { PrintLine } from './receipt-layout.ts';
import { columnsByPaperWidth, layoutReceipt } from './receipt-layout.ts';
import { sampleReceipt } from './testing/fixtures.ts';

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;

/** Where `needle` first occurs in `bytes`, or -1. */
function indexOfBytes(bytes: Uint8Array, needle: readonly number[], from = 0): number {
  outer: for (let i = from; i <= bytes.length - needle.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const i18n = createI18n('id');

describe('ESC/POS encoding', () => {
  const line = (text: string, extra: Partial<PrintLine> = {}): PrintLine => ({
    text,
    bold: false,
    size: 'normal',
    ...extra,
  });

  it('[RCP-01] starts with a reset, prints every line as text, then feeds and cuts', () => {
    const bytes = encodeEscPos([line('Konter Sinar Jaya'), line('Total          Rp 12.000')], 32);
    expect([...bytes.slice(0, 2)]).toEqual([ESC, 0x40]);
    const first = indexOfBytes(bytes, ascii('Konter Sinar Jaya'));
    const second = indexOfBytes(bytes, ascii('Total          Rp 12.000'));
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    const cut = indexOfBytes(bytes, [GS, 0x56, 0x00]);
    expect(cut).toBeGreaterThan(second);
    // The last line clears the cutter: blank lines between it and the cut.
    const feeds = [...bytes.slice(second, cut)].filter((byte) => byte === LF).length;
    expect(feeds).toBeGreaterThanOrEqual(feedBeforeCut);
  });

  it('[RCP-02] bold, double height and double size switch on for their line and off after it', () => {
    const bytes = encodeEscPos(
      [line('TOKEN', { bold: true, size: 'large' }), line('Total', { size: 'tall' }), line('after')],
      48,
    );
    const token = indexOfBytes(bytes, ascii('TOKEN'));
    expect(indexOfBytes(bytes, [ESC, 0x45, 0x01])).toBeLessThan(token);
    expect(indexOfBytes(bytes, [GS, 0x21, 0x11])).toBeLessThan(token);
    const total = indexOfBytes(bytes, ascii('Total'));
    const tall = indexOfBytes(bytes, [GS, 0x21, 0x01], token);
    expect(tall).toBeGreaterThan(token);
    expect(tall).toBeLessThan(total);
    const after = indexOfBytes(bytes, ascii('after'));
    expect(indexOfBytes(bytes, [GS, 0x21, 0x00], total)).toBeLessThan(after);
  });

  it('[RCP-01][RCP-02] a whole receipt: every laid-out line is in the bytes, 32 columns on 58 mm and 48 on 80 mm', () => {
    for (const width of ['58', '80'] as const) {
      const receipt = sampleReceipt({
        settings: { paper_width: width },
        transaction: { family: 'listrik', serial_number: '12345678901234567890/BUDI/R1/900/13,4' },
      });
      const doc = buildReceiptDocument(receipt, {
        t: (key, params) => i18n.t(key, params ?? {}),
        formatDate: () => '2 Jan 2026 10.04',
        locale: 'id',
      });
      const columns = columnsByPaperWidth[width];
      const lines = layoutReceipt(doc, columns);
      const bytes = encodeEscPos(lines, columns);
      let from = 0;
      for (const printed of lines.filter((item) => item.text.trim() !== '')) {
        const at = indexOfBytes(bytes, ascii(printed.text), from);
        expect(at, `${width} mm: ${printed.text}`).toBeGreaterThanOrEqual(0);
        from = at;
      }
      expect(indexOfBytes(bytes, ascii('-'.repeat(columns)))).toBeGreaterThan(0);
      expect(indexOfBytes(bytes, ascii('1234-5678-9012-3456-7890'))).toBeGreaterThan(0);
      expect(indexOfBytes(bytes, [GS, 0x56, 0x00])).toBe(bytes.length - 5);
    }
  });

  it('prints what code page 437 can: accents dropped, other scripts as question marks', () => {
    expect(toPrinterText('Café Ñoño')).toBe('Cafe Nono');
    expect(toPrinterText('收据 OK')).toBe('?? OK');
  });
});
