/**
 * Integer Rupiah. Amounts are whole Rupiah everywhere (no sen, no floats), so formatting and parsing are written by
 * hand instead of through Intl: Node and browsers ship different ICU data and would not print the same string.
 */

/** True for a whole, safely representable number of Rupiah (negative allowed: refunds, debits). */
export function isRupiah(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

function assertRupiah(value: number): void {
  if (!isRupiah(value)) throw new RangeError(`Not a whole Rupiah amount: ${String(value)}`);
}

/** Digits of a non-negative integer grouped by thousands with dots: 1234567 → '1.234.567'. */
export function groupThousands(digits: string): string {
  let out = '';
  for (let i = 0; i < digits.length; i += 1) {
    const fromEnd = digits.length - i;
    out += digits[i];
    if (fromEnd > 1 && fromEnd % 3 === 1) out += '.';
  }
  return out;
}

/** `formatRupiah(10000)` → 'Rp 10.000'; `formatRupiah(-10000)` → '-Rp 10.000' (PLT-09). */
export function formatRupiah(amount: number): string {
  assertRupiah(amount);
  // -0 prints as 'Rp 0': a sign on zero is noise to a shop owner.
  const negative = amount < 0;
  const body = `Rp ${groupThousands(String(Math.abs(amount)))}`;
  return negative ? `-${body}` : body;
}

/** The number alone with dot thousands, no currency: `formatNumber(10000)` → '10.000'. */
export function formatNumber(amount: number): string {
  assertRupiah(amount);
  const grouped = groupThousands(String(Math.abs(amount)));
  return amount < 0 ? `-${grouped}` : grouped;
}

const rupiahPattern = /^([-−]?)\s*(?:rp\.?)?\s*([-−]?)\s*(\d{1,3}(?:\.\d{3})+|\d+)(?:,0{1,2}|,-)?$/i;

/**
 * Reads what a person or a formatted label says: 'Rp 10.000', 'Rp10.000', '10.000', '10000', '-Rp 10.000',
 * 'Rp 10.000,00' and 'Rp 10.000,-' (both common on Indonesian price tags). Returns null for anything that is not a
 * whole amount, e.g. '10.5', '1.23' (a misplaced dot is not silently read as thousands) or an empty string.
 */
export function parseRupiah(text: string): number | null {
  const match = rupiahPattern.exec(text.trim());
  if (!match) return null;
  const [, signBefore = '', signAfter = '', digits = ''] = match;
  if (signBefore && signAfter) return null;
  const value = Number(digits.replaceAll('.', ''));
  if (!Number.isSafeInteger(value)) return null;
  if (value === 0) return 0;
  return signBefore || signAfter ? -value : value;
}

/** Adds whole Rupiah amounts, refusing fractions and results beyond the safe integer range. */
export function addRupiah(...amounts: number[]): number {
  let total = 0;
  for (const amount of amounts) {
    assertRupiah(amount);
    total += amount;
  }
  assertRupiah(total);
  return total;
}
