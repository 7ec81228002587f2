/**
 * Selling prices from a buying price and a markup, exactly (docs/decisions/025-pricing-quote.md).
 *
 * A markup is a rate in basis points (1.1% = 110 bp, a fraction over 10 000 as in deposit-fees.ts), a flat amount
 * in whole Rupiah added on top, and a minimum markup in whole Rupiah. The exact price is the rational number
 *
 *   base · (10 000 + bp) / 10 000 + flat, and at least base + minimum,
 *
 * computed as a BigInt fraction. It is rounded once, with one rule: **up to the next multiple of the step** (a step
 * of 1 is the next whole Rupiah; the demo tenants price in steps of Rp25). Rounding up never sells below the exact
 * markup, and rounding once means 1.1% of Rp25.000 is Rp25.275, where the float `Math.ceil(25000 * 1.1 / 100)` made
 * 276 of 275.00000000000006 and the old step rounding then Rp25.300.
 */

/** Basis points in a whole: a rate of `bp` basis points is bp / 10 000. */
export const basisPointsPerWhole = 10_000;

export type Markup = {
  /** Rate over the base, in basis points: 110 is 1.1%. A whole number, 0 or more. */
  basisPoints: number;
  /** Whole Rupiah added after the rate. */
  flat: number;
  /** The markup is never below this many Rupiah (a cheap product still earns something). */
  minimum: number;
};

export const noMarkup: Markup = Object.freeze({ basisPoints: 0, flat: 0, minimum: 0 });

function assertWhole(name: string, value: number, min = 0): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${name} must be a whole number of at least ${min}: ${String(value)}`);
  }
}

/** `numerator / denominator` rounded up to the next multiple of `step` (both positive denominators). */
export function ceilToStep(numerator: bigint, denominator: bigint, step: bigint): bigint {
  if (denominator <= 0n || step <= 0n) throw new RangeError('Denominator and step must be positive');
  const unit = denominator * step;
  const units = numerator >= 0n ? (numerator + unit - 1n) / unit : -(-numerator / unit);
  return units * step;
}

/**
 * The price of `base` Rupiah with `markup`, rounded up to a multiple of `step` Rupiah. Exact for every whole input:
 * no float is involved between the inputs and the rounded result.
 */
export function applyMarkup(base: number, markup: Markup, step = 1): number {
  assertWhole('Base price', base);
  assertWhole('Markup rate', markup.basisPoints);
  assertWhole('Flat markup', markup.flat);
  assertWhole('Minimum markup', markup.minimum);
  assertWhole('Rounding step', step, 1);
  const whole = BigInt(basisPointsPerWhole);
  const exactBase = BigInt(base);
  // base·(10000 + bp)/10000 + flat, over the denominator 10 000.
  const marked = exactBase * (whole + BigInt(markup.basisPoints)) + BigInt(markup.flat) * whole;
  const floor = (exactBase + BigInt(markup.minimum)) * whole;
  const price = ceilToStep(marked > floor ? marked : floor, whole, BigInt(step));
  if (price > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Price out of range: ${price}`);
  return Number(price);
}

/** A percentage as people type it (1.1) in basis points (110); refuses what is not a whole number of them. */
export function percentToBasisPoints(percent: number): number {
  // Two decimals of a percent are whole basis points; the string form avoids 1.1 * 100 = 110.00000000000001.
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(percent));
  if (!match) throw new RangeError(`Not a percentage in hundredths: ${String(percent)}`);
  const [, units = '0', hundredths = ''] = match;
  return Number(units) * 100 + Number(hundredths.padEnd(2, '0'));
}
