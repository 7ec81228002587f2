import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { columnsByPaperWidth, feedBeforeCut, toPrinterText } from '../../lib/print-text.ts';
import type { LabelBlock } from './label-layout.ts';

export type LabelPaper = keyof typeof columnsByPaperWidth;

/** Dots a thermal head prints across each paper width (8 dots per mm: 48 mm of 58, 72 mm of 80). */
export const printableDots: Record<LabelPaper, number> = { '58': 384, '80': 576 };

/** The barcode's height in dots (10 mm): tall enough for a courier's handheld scanner. */
export const barcodeHeight = 80;
const quietModules = 20;

const GS = 0x1d;
const ESC = 0x1b;

/**
 * The data of ESC/POS Code 128 (GS k 73) for `value`: code set C (two digits a symbol) for a run of digits, set B for
 * the rest, so a 15-digit AWB is 134 modules instead of 200 and still fits a 58 mm head at two dots a module. The
 * printer adds the checksum and stop itself; `modules` counts them so the width can be chosen.
 */
export function escposCode128(value: string): { data: number[]; modules: number } {
  const digits = /^(.*?)(\d{4,})$/.exec(value);
  let prefix = value;
  let run = '';
  if (digits) {
    prefix = digits[1] ?? '';
    run = digits[2] ?? '';
    // Set C takes digits in pairs: an odd run leaves its first digit in set B.
    if (run.length % 2 === 1) {
      prefix += run[0];
      run = run.slice(1);
    }
  }
  const data: number[] = [];
  let symbols = 0;
  if (prefix) {
    data.push(0x7b, 0x42); // {B
    for (const char of prefix) {
      const code = char.charCodeAt(0);
      if (code < 32 || code > 126) throw new Error(`Code 128 B cannot encode ${JSON.stringify(char)}`);
      if (char === '{') data.push(0x7b); // a literal '{' is written twice
      data.push(code);
      symbols += 1;
    }
  }
  if (run) {
    data.push(0x7b, 0x43); // {C
    if (prefix) symbols += 1; // the switch from B to C is a symbol of its own
    for (let index = 0; index < run.length; index += 2) {
      data.push(Number(run.slice(index, index + 2)));
      symbols += 1;
    }
  }
  // Start, the data symbols, the checksum (11 modules each) and the stop (13).
  return { data, modules: 11 * (symbols + 2) + 13 };
}

/** The widest module (2–4 dots; 2 is the narrowest every printer takes) whose barcode fits the paper. */
export function moduleDots(modules: number, paper: LabelPaper): number {
  const fit = Math.floor(printableDots[paper] / (modules + quietModules));
  return Math.min(4, Math.max(2, fit));
}

/** GS h / GS w / GS H / GS k: the barcode centred, without the printer's own text (the label prints the AWB). */
export function barcodeCommand(value: string, paper: LabelPaper): number[] {
  const { data, modules } = escposCode128(value);
  return [
    ESC,
    0x61,
    1,
    GS,
    0x68,
    barcodeHeight,
    GS,
    0x77,
    moduleDots(modules, paper),
    GS,
    0x48,
    0,
    GS,
    0x6b,
    73,
    data.length,
    ...data,
    0x0a,
    ESC,
    0x61,
    0,
  ];
}

/**
 * The ESC/POS bytes of a laid-out shipping label on 58 or 80 mm paper: reset, each line in its weight and size, the
 * AWB as the printer's own Code 128, then feed and cut. Pure, so it is tested byte for byte.
 */
export function encodeLabelEscPos(blocks: readonly LabelBlock[], paper: LabelPaper): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns: columnsByPaperWidth[paper],
    feedBeforeCut,
  });
  encoder.initialize().codepage('cp437');
  for (const block of blocks) {
    if (block.kind === 'barcode') {
      encoder.raw(barcodeCommand(block.value, paper));
      continue;
    }
    const { line } = block;
    if (line.bold) encoder.bold(true);
    if (line.size === 'tall') encoder.size(1, 2);
    if (line.size === 'large') encoder.size(2, 2);
    encoder.line(toPrinterText(line.text));
    if (line.size !== 'normal') encoder.size(1, 1);
    if (line.bold) encoder.bold(false);
  }
  return encoder.cut().encode();
}
