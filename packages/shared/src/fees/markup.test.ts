import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMarkup, ceilToStep, percentToBasisPoints, type Markup } from './markup.ts';

const markup = (basisPoints: number, flat = 0, minimum = 0): Markup => ({ basisPoints, flat, minimum });

describe('applyMarkup', () => {
  it('1.1% of Rp25.000 is Rp25.275, to the Rupiah and in steps of 25', () => {
    expect(applyMarkup(25_000, markup(110))).toBe(25_275);
    expect(applyMarkup(25_000, markup(110), 25)).toBe(25_275);
    // What the float formula gave: ceil(275.00000000000006) = 276, then up to the next 25.
    expect(Math.ceil(Math.ceil(25_000 + Math.ceil((25_000 * 1.1) / 100)) / 25) * 25).toBe(25_300);
  });

  it.each([
    // base, bp, flat, minimum, step, price
    [10_000, 200, 0, 200, 25, 10_200], // member default: 2%, at least 200
    [5_000, 200, 0, 200, 25, 5_200], // 2% is 100: the minimum wins
    [10_150, 100, 0, 100, 25, 10_275], // 101.5 → 10 251.5 → next 25
    [12_345, 50, 0, 50, 1, 12_407], // 61.725 → 12 406.725 → 12 407
    [12_345, 0, 500, 0, 1, 12_845], // flat only
    [1_000, 110, 25, 0, 1, 1_036], // 11 + 25
    [0, 200, 0, 0, 25, 0],
    [9_999, 0, 0, 0, 25, 10_000], // no markup still rounds up to the step
  ])('%i at %i bp + %i flat (min %i, step %i) is %i', (base, bp, flat, minimum, step, price) => {
    expect(applyMarkup(base, markup(bp, flat, minimum), step)).toBe(price);
  });

  it('refuses fractions, negatives and a step below 1', () => {
    expect(() => applyMarkup(100.5, markup(0))).toThrow(RangeError);
    expect(() => applyMarkup(-1, markup(0))).toThrow(RangeError);
    expect(() => applyMarkup(100, markup(1.5))).toThrow(RangeError);
    expect(() => applyMarkup(100, markup(0, -1))).toThrow(RangeError);
    expect(() => applyMarkup(100, markup(0), 0)).toThrow(RangeError);
    expect(() => applyMarkup(Number.MAX_SAFE_INTEGER, markup(100))).toThrow(RangeError);
  });

  const base = fc.integer({ min: 0, max: 1_000_000_000 });
  const bp = fc.integer({ min: 0, max: 100_000 });
  const rupiah = fc.integer({ min: 0, max: 100_000 });
  const step = fc.constantFrom(1, 5, 25, 50, 100, 1000);

  it('is the exact price rounded up once: within one step above it, a multiple of the step', () => {
    fc.assert(
      fc.property(base, bp, rupiah, rupiah, step, (b, p, flat, minimum, s) => {
        const price = BigInt(applyMarkup(b, markup(p, flat, minimum), s));
        // Exact price over 10 000, compared in integers.
        const marked = BigInt(b) * (10_000n + BigInt(p)) + BigInt(flat) * 10_000n;
        const floor = BigInt(b + minimum) * 10_000n;
        const exact = marked > floor ? marked : floor;
        expect(price % BigInt(s)).toBe(0n);
        expect(price * 10_000n >= exact).toBe(true);
        expect((price - BigInt(s)) * 10_000n < exact).toBe(true);
      }),
    );
  });

  it('never sells below base + minimum, and a dearer base never costs less', () => {
    fc.assert(
      fc.property(base, base, bp, rupiah, rupiah, step, (a, b, p, flat, minimum, s) => {
        const m = markup(p, flat, minimum);
        expect(applyMarkup(a, m, s)).toBeGreaterThanOrEqual(a + minimum);
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(applyMarkup(low, m, s)).toBeLessThanOrEqual(applyMarkup(high, m, s));
      }),
    );
  });

  it('agrees with the old float formula wherever the float was exact (whole-percent markups of round prices)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 10 }), (hundreds, percent) => {
        const b = hundreds * 100;
        const old = Math.ceil((b + Math.max(200, Math.ceil((b * percent) / 100))) / 25) * 25;
        expect(applyMarkup(b, markup(percent * 100, 0, 200), 25)).toBe(old);
      }),
    );
  });
});

describe('ceilToStep', () => {
  it.each([
    [0n, 1n, 1n, 0n],
    [1n, 10_000n, 1n, 1n],
    [10_000n, 10_000n, 25n, 25n],
    [250_000n, 10_000n, 25n, 25n],
    [250_001n, 10_000n, 25n, 50n],
    [-1n, 1n, 25n, 0n],
  ])('%i / %i up to a multiple of %i is %i', (numerator, denominator, step, result) => {
    expect(ceilToStep(numerator, denominator, step)).toBe(result);
  });
});

describe('percentToBasisPoints', () => {
  it.each([
    [1.1, 110],
    [2, 200],
    [0.5, 50],
    [0.05, 5],
    [12.34, 1234],
  ])('%d%% is %i bp', (percent, bp) => {
    expect(percentToBasisPoints(percent)).toBe(bp);
  });

  it('refuses what is not whole basis points', () => {
    expect(() => percentToBasisPoints(0.125)).toThrow(RangeError);
    expect(() => percentToBasisPoints(-1)).toThrow(RangeError);
  });
});
