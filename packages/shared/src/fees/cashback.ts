/**
 * A product's cashback (AGT-04, DEP-09): the admin sets one type per product price, a fixed amount of Rupiah or a
 * rate in basis points of the price the buyer pays (150 = 1.5%, as in markup.ts). A purchase snapshots the Rupiah it
 * earned, so the accrual, its withdrawal and the ledger only ever see whole Rupiah.
 */

import { basisPointsPerWhole } from './markup.ts';

export const cashbackTypes = ['fixed', 'percent'] as const;
export type CashbackType = (typeof cashbackTypes)[number];

/** A percent cashback is at most the whole price: 10 000 basis points. */
export const maxCashbackBasisPoints = basisPointsPerWhole;

export type CashbackRule = {
  cashbackType: CashbackType;
  /** Whole Rupiah for `fixed`; basis points (0..10 000) for `percent`. */
  cashback: number;
};

/**
 * The Rupiah a purchase at `price` earns. A rate is rounded down to the whole Rupiah, so the tenant never pays a
 * fraction it did not promise (1.5% of Rp 10.150 is Rp 152, not 153); computed on BigInt so no float is involved.
 */
export function cashbackEarned(rule: CashbackRule, price: number): number {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError(`Not a price: ${String(price)}`);
  if (!Number.isSafeInteger(rule.cashback) || rule.cashback < 0) {
    throw new RangeError(`Not a cashback: ${String(rule.cashback)}`);
  }
  if (rule.cashbackType === 'fixed') return rule.cashback;
  if (rule.cashback > maxCashbackBasisPoints) throw new RangeError(`Cashback above 100%: ${rule.cashback} bp`);
  return Number((BigInt(price) * BigInt(rule.cashback)) / BigInt(basisPointsPerWhole));
}

/**
 * A rate in basis points as a person reads a percentage, with the locale's decimal separator and no trailing zeros:
 * 150 → '1,5' (id) or '1.5' (en, zh); 10 000 → '100'. Written by hand, as money.ts, so every runtime prints the same.
 */
export function basisPointsText(basisPoints: number, decimalSeparator: ',' | '.'): string {
  const whole = Math.trunc(basisPoints / 100);
  const hundredths = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return hundredths ? `${whole}${decimalSeparator}${hundredths}` : String(whole);
}

/**
 * What an admin types as a percentage ('1,5', '1.25', '100') in basis points (150, 125, 10 000); null unless it is a
 * number from 0 to 100 with at most two decimals, either separator.
 */
export function basisPointsOfPercentText(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', hundredths = ''] = match;
  const basisPoints = Number(whole) * 100 + Number(hundredths.padEnd(2, '0'));
  return basisPoints <= maxCashbackBasisPoints ? basisPoints : null;
}
