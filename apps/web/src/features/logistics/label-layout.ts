import type { MloOrder, Party } from '@konter/shared/contracts/logistics';
import { centerText, labelValueLines, wrapText, type PrintLine } from '../../lib/print-text.ts';

/** The words printed on a label, in a language the printer can print (the page picks it). */
export type LabelWords = {
  to: string;
  from: string;
  weight: string;
  contents: string;
  cod: string;
  nonCod: string;
  ref: string;
  /** '1,2 kg' in the label's language. */
  formatWeight: (grams: number) => string;
  formatMoney: (amount: number) => string;
};

/** A piece of a label: a printed line, or the AWB's Code 128 barcode (the printer draws it itself). */
export type LabelBlock = { kind: 'line'; line: PrintLine } | { kind: 'barcode'; value: string };

/** What a label needs of an order; the COD amount when the parcel is cash on delivery (none of today's orders). */
export type LabelOrder = Pick<
  MloOrder,
  'courier_name' | 'service' | 'awb' | 'ref' | 'sender' | 'receiver' | 'parcel' | 'item_description'
> & { cod_amount?: number | null };

/**
 * The shipping label (MLO-06) as fixed-width blocks for a thermal printer `columns` characters wide (32 on 58 mm
 * paper, 48 on 80 mm): the courier and service large, the AWB barcode with its number, the receiver first (what the
 * courier reads), then the sender, then weight, contents and COD. The PDF and the preview draw the same blocks.
 */
export function layoutShippingLabel(order: LabelOrder, columns: number, words: LabelWords): LabelBlock[] {
  const out: LabelBlock[] = [];
  const push = (text: string, bold = false, size: PrintLine['size'] = 'normal') =>
    out.push({ kind: 'line', line: { text, bold, size } });
  const centered = (text: string, bold = false, size: PrintLine['size'] = 'normal') => {
    const width = size === 'large' ? Math.floor(columns / 2) : columns;
    for (const line of wrapText(text, width)) push(centerText(line, width), bold, size);
  };
  const rule = (char = '-') => push(char.repeat(columns));
  const party = (title: string, who: Party, prominent: boolean) => {
    push(title.toUpperCase(), true);
    for (const line of wrapText(who.name, columns)) push(line, true, prominent ? 'tall' : 'normal');
    push(who.phone);
    for (const line of wrapText(who.address, columns)) push(line);
    for (const line of wrapText(`${who.city} ${who.postal_code}`, columns)) push(line, prominent);
  };

  centered(order.courier_name.toUpperCase(), true, 'large');
  centered(order.service, true, 'tall');
  rule('=');
  if (order.awb) {
    out.push({ kind: 'barcode', value: order.awb });
    centered(order.awb, true, 'tall');
  } else {
    centered(order.ref, true);
  }
  rule();
  party(words.to, order.receiver, true);
  rule();
  party(words.from, order.sender, false);
  rule();
  for (const line of labelValueLines(words.weight, words.formatWeight(order.parcel.weight_grams), columns)) push(line);
  for (const line of labelValueLines(words.contents, order.item_description, columns)) push(line);
  const cod = order.cod_amount ? words.formatMoney(order.cod_amount) : words.nonCod;
  for (const line of labelValueLines(words.cod, cod, columns)) push(line, true, 'tall');
  for (const line of labelValueLines(words.ref, order.ref, columns)) push(line);
  return out;
}

/** The label as plain text (the on-screen preview of the thermal print), the barcode as its number in brackets. */
export function labelToText(blocks: readonly LabelBlock[], columns: number): string {
  return blocks
    .map((block) => (block.kind === 'line' ? block.line.text : centerText(`|| ${block.value} ||`, columns)))
    .join('\n');
}
