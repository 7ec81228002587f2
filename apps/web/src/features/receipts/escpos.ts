import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { PrintLine } from './receipt-layout.ts';
import { feedBeforeCut, toPrinterText } from '../../lib/print-text.ts';

// Shared with the shipping labels (lib/print-text.ts).
export { feedBeforeCut, toPrinterText } from '../../lib/print-text.ts';

/**
 * The ESC/POS bytes of a laid-out receipt for a printer `columns` characters wide (32 on 58 mm paper, 48 on 80 mm):
 * reset, each line in its weight and size, then feed and cut. Pure, so it is tested byte for byte.
 */
export function encodeEscPos(lines: readonly PrintLine[], columns: number): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', columns, feedBeforeCut });
  encoder.initialize().codepage('cp437');
  for (const line of lines) {
    if (line.bold) encoder.bold(true);
    if (line.size === 'tall') encoder.size(1, 2);
    if (line.size === 'large') encoder.size(2, 2);
    encoder.line(toPrinterText(line.text));
    if (line.size !== 'normal') encoder.size(1, 1);
    if (line.bold) encoder.bold(false);
  }
  return encoder.cut().encode();
}
