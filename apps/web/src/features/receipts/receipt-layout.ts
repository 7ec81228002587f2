import type { ReceiptSettings } from '@konter/shared/contracts/transactions';
import type { ReceiptDocument, ReceiptField } from './receipt-document.ts';
import { centerText, columnsByPaperWidth as paperColumns, labelValueLines, wrapText } from '../../lib/print-text.ts';
import type { PrintLine } from '../../lib/print-text.ts';

// The fixed-width text pieces are shared with the shipping labels (lib/print-text.ts).
export { centerText, labelValueLines, wrapText, type PrintLine };

/** Characters per line of a thermal printer's standard font (font A, 12×24 dots) on each paper width. */
export const columnsByPaperWidth: Record<ReceiptSettings['paper_width'], number> = paperColumns;

/**
 * The receipt as fixed-width text lines for `columns` characters: what the thermal printer prints and the PDF
 * draws. Settings apply here (RCP-02): large text (or the large font size) makes the prominent rows and the shop
 * name tall, the huge font size makes every line tall, a large serial number is printed double size when it fits,
 * and the note is centred unless it is left-aligned.
 */
export function layoutReceipt(doc: ReceiptDocument, columns: number): PrintLine[] {
  const { settings } = doc;
  // A printer has one font per width: the font size setting can only make lines taller, never smaller.
  const allTall = settings.font_size === 'huge';
  const largeText = settings.large_text || settings.font_size === 'large' || allTall;
  const out: PrintLine[] = [];
  const push = (text: string, bold = false, size: PrintLine['size'] = 'normal') =>
    out.push({ text, bold, size: allTall && size === 'normal' ? 'tall' : size });
  const rule = () => push('-'.repeat(columns));
  const centered = (text: string, bold = false, size: PrintLine['size'] = 'normal') => {
    const width = size === 'large' ? Math.floor(columns / 2) : columns;
    for (const line of wrapText(text, width)) push(centerText(line, width), bold, size);
  };
  const rows = (fields: ReceiptField[], boldKeys: readonly string[] = []) => {
    for (const field of fields) {
      const tall = largeText && field.prominent;
      const bold = tall || boldKeys.includes(field.key);
      for (const line of labelValueLines(field.label, field.value, columns)) push(line, bold, tall ? 'tall' : 'normal');
    }
  };

  centered(doc.store.name, true, largeText ? 'tall' : 'normal');
  for (const line of doc.store.lines) centered(line);
  rule();
  centered(doc.title, true);
  centered(doc.statusLabel.toUpperCase(), true);
  rule();
  rows(doc.details);

  if (doc.serial) {
    rule();
    centered(doc.serial.label);
    const fitsLarge = doc.serial.value.length <= Math.floor(columns / 2);
    const size = settings.large_serial ? (fitsLarge ? 'large' : 'tall') : 'normal';
    centered(doc.serial.value, true, size);
  }

  rule();
  rows(doc.amounts, ['total']);
  rows(doc.payment);

  if (doc.failedReason) {
    rule();
    push(doc.failedReason.label, true);
    for (const line of wrapText(doc.failedReason.value, columns)) push(line);
  }

  if (doc.note) {
    rule();
    for (const line of wrapText(doc.note, columns)) push(settings.note_left ? line : centerText(line, columns));
  }
  return out;
}

/** The laid-out lines as one plain-text block (previews, the Android print bridge). */
export function linesToText(lines: readonly PrintLine[]): string {
  return lines.map((line) => line.text).join('\n');
}
