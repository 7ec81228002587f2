import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { PrintLine } from './receipt-layout.ts';

/** Blank lines fed before the cut, so the last line clears the cutter (or the tear bar of printers without one). */
export const feedBeforeCut = 4;

/**
 * Cheap thermal printers only know their built-in code page 437 reliably: accents are dropped ('é' → 'e') and
 * anything else that code page cannot print becomes '?', instead of the garbage a wrong code page would print.
 */
export function toPrinterText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');
}

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
