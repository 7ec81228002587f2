import type { PriceTierName } from '../../db/schema/pricing.ts';

// The tier of a role and the tier prices belong to the pricing module (decision 025); the catalogue stores the tier
// prices its screens show, computed there exactly.
export { tierOfRole } from '../pricing/index.ts';

export type TierName = PriceTierName;

function minuteOf(text: string): number {
  const [hours = 0, minutes = 0] = text.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Whether a Jakarta minute of the day falls in the cut-off 'hh:mm'–'hh:mm' (which may span midnight). */
export function inCutOff(cutOff: { start: string; end: string } | null, minuteOfDay: number): boolean {
  if (!cutOff) return false;
  const start = minuteOf(cutOff.start);
  const end = minuteOf(cutOff.end);
  if (start === end) return false;
  return start < end ? minuteOfDay >= start && minuteOfDay < end : minuteOfDay >= start || minuteOfDay < end;
}

/** A cut-off pair as the supplier gives it; equal start and end (often 00:00–00:00) mean none. */
export function cutOffOf(start: string | null | undefined, end: string | null | undefined) {
  if (!start || !end || start === end) return null;
  return { start: start.slice(0, 5), end: end.slice(0, 5) };
}

/** The face value at the end of a product name: 'Telkomsel 10.000' → 10000, 'PLN 1.000.000' → 1000000. */
export function nominalOfName(name: string): number | null {
  const match = /(\d{1,3}(?:\.\d{3})+)\s*$/.exec(name.trim());
  return match?.[1] ? Number(match[1].replaceAll('.', '')) : null;
}

const brandNames: Record<string, string> = {
  'BY.U': 'by.U',
  'GO PAY': 'GoPay',
  'SHOPEE PAY': 'ShopeePay',
  LINKAJA: 'LinkAja',
  'K-VISION': 'K-Vision',
  'STEAM WALLET (IDR)': 'Steam Wallet',
  'CALL OF DUTY MOBILE': 'Call of Duty Mobile',
};

/** A supplier brand as people read it: 'TELKOMSEL' → 'Telkomsel'; short acronyms (XL, PLN, OVO) stay upper case. */
export function displayBrand(brand: string): string {
  const known = brandNames[brand.trim().toUpperCase()];
  if (known) return known;
  return brand
    .trim()
    .split(/\s+/)
    .map((word) =>
      word.length <= 4 && word === word.toUpperCase() && !['TRI', 'AXIS', 'FIRE'].includes(word)
        ? word
        : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join(' ');
}
