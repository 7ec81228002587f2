import { courierNames, type Manifest } from '@konter/shared/contracts/logistics';
import { centerText, labelValueLines, wrapText, type PrintLine } from '../../lib/print-text.ts';
import type { LabelBlock } from './label-layout.ts';

/** The three ways a closed manifest prints (MLO-03): a 58 or 80 mm thermal roll, or A4 sheets. */
export const manifestLayouts = ['58', '80', 'a4'] as const;
export type ManifestLayout = (typeof manifestLayouts)[number];

export function isManifestLayout(value: string | null): value is ManifestLayout {
  return (manifestLayouts as readonly string[]).includes(value ?? '');
}

/** The words printed on a manifest, in a language the printer can print (the page picks it). */
export type ManifestWords = {
  heading: string;
  code: string;
  agent: string;
  closedAt: string;
  parcels: string;
  totalWeight: string;
  receiver: string;
  /** The AWB column of the A4 PDF's parcel table. */
  awb: string;
  service: string;
  weight: string;
  signAgent: string;
  signCourier: string;
  formatWeight: (grams: number) => string;
  formatDate: (iso: string) => string;
};

/** Who hands the parcels over: the agent's sender identity of the POS settings. */
export type ManifestAgent = { name: string; phone: string } | null;

export const manifestWeightGrams = (manifest: Pick<Manifest, 'orders'>): number =>
  manifest.orders.reduce((sum, order) => sum + order.parcel.weight_grams, 0);

/**
 * A closed manifest (MLO-03) as fixed-width blocks for a thermal printer `columns` characters wide (32 on 58 mm, 48
 * on 80 mm): the courier large, the manifest code as a Code 128 barcode, who hands it over and when, how many parcels
 * and their weight; then every parcel with its AWB barcode, receiver, city, service and weight; then the two
 * signatures of the hand-over. The screen draws the same blocks, and the printer prints them (ESC/POS).
 */
export function layoutManifest(
  manifest: Manifest,
  agent: ManifestAgent,
  columns: number,
  words: ManifestWords,
): LabelBlock[] {
  const out: LabelBlock[] = [];
  const push = (text: string, bold = false, size: PrintLine['size'] = 'normal') =>
    out.push({ kind: 'line', line: { text, bold, size } });
  const centered = (text: string, bold = false, size: PrintLine['size'] = 'normal') => {
    const width = size === 'large' ? Math.floor(columns / 2) : columns;
    for (const line of wrapText(text, width)) push(centerText(line, width), bold, size);
  };
  const pair = (label: string, value: string, bold = false) => {
    for (const line of labelValueLines(label, value, columns)) push(line, bold);
  };
  const rule = (char = '-') => push(char.repeat(columns));

  centered(courierNames[manifest.courier].toUpperCase(), true, 'large');
  centered(words.heading.toUpperCase(), true);
  rule('=');
  out.push({ kind: 'barcode', value: manifest.code });
  centered(manifest.code, true, 'tall');
  rule();
  if (agent) pair(words.agent, `${agent.name} ${agent.phone}`);
  if (manifest.closed_at) pair(words.closedAt, words.formatDate(manifest.closed_at));
  pair(words.parcels, String(manifest.orders.length), true);
  pair(words.totalWeight, words.formatWeight(manifestWeightGrams(manifest)));
  rule('=');
  manifest.orders.forEach((order, index) => {
    push(`${index + 1}. ${order.service}`, true);
    if (order.awb) {
      out.push({ kind: 'barcode', value: order.awb });
      centered(order.awb, true);
    } else {
      centered(order.ref, true);
    }
    for (const line of wrapText(`${words.receiver}: ${order.receiver.name}`, columns)) push(line);
    for (const line of wrapText(`${order.receiver.city} ${order.receiver.postal_code}`, columns)) push(line);
    pair(words.weight, words.formatWeight(order.parcel.weight_grams));
    rule();
  });
  for (const title of [words.signAgent, words.signCourier]) {
    push('');
    for (const line of wrapText(title, columns)) push(line);
    push('');
    push('');
    push(`(${'_'.repeat(Math.min(columns - 2, 28))})`);
  }
  return out;
}
