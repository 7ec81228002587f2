import { describe, expect, it } from 'vitest';
import { basisPointsOfPercentText, basisPointsText, cashbackEarned } from './cashback.ts';

describe('cashbackEarned', () => {
  it('[AGT-04] a fixed cashback is its Rupiah whatever the price', () => {
    expect(cashbackEarned({ cashbackType: 'fixed', cashback: 100 }, 50_275)).toBe(100);
    expect(cashbackEarned({ cashbackType: 'fixed', cashback: 0 }, 50_275)).toBe(0);
  });

  it.each([
    // price, basis points, Rupiah earned
    [10_000, 150, 150], // 1.5% exactly
    [10_150, 150, 152], // 152.25 rounds down
    [10_199, 150, 152], // 152.985 still rounds down: never a Rupiah the tenant did not promise
    [99, 100, 0], // 0.99 → 0
    [25_275, 1, 2], // 1 bp of 25 275 is 2.5275
    [50_000, 0, 0],
    [50_000, 10_000, 50_000], // 100%: the whole price
    [0, 500, 0],
    [100_000_000, 10_000, 100_000_000],
  ])('[AGT-04] %i at %i bp earns %i', (price, basisPoints, earned) => {
    expect(cashbackEarned({ cashbackType: 'percent', cashback: basisPoints }, price)).toBe(earned);
  });

  it('[AGT-04] refuses a rate above 100%, a negative or fractional amount and a negative price', () => {
    expect(() => cashbackEarned({ cashbackType: 'percent', cashback: 10_001 }, 1_000)).toThrow(RangeError);
    expect(() => cashbackEarned({ cashbackType: 'fixed', cashback: -1 }, 1_000)).toThrow(RangeError);
    expect(() => cashbackEarned({ cashbackType: 'percent', cashback: 1.5 }, 1_000)).toThrow(RangeError);
    expect(() => cashbackEarned({ cashbackType: 'fixed', cashback: 100 }, -1)).toThrow(RangeError);
  });
});

describe('percent text', () => {
  it.each([
    [150, ',', '1,5'],
    [150, '.', '1.5'],
    [125, ',', '1,25'],
    [5, '.', '0.05'],
    [0, ',', '0'],
    [10_000, ',', '100'],
  ] as const)('[AGT-04] %i bp reads %s with %s', (basisPoints, separator, text) => {
    expect(basisPointsText(basisPoints, separator)).toBe(text);
    expect(basisPointsOfPercentText(text)).toBe(basisPoints);
  });

  it('[AGT-04] a typed percentage is 0 to 100 with at most two decimals, either separator', () => {
    expect(basisPointsOfPercentText(' 1.5 ')).toBe(150);
    expect(basisPointsOfPercentText('2,75')).toBe(275);
    for (const bad of ['', '1.234', '100.01', '101', '-1', '1,5%', 'abc', '1.', '.5']) {
      expect(basisPointsOfPercentText(bad), bad).toBeNull();
    }
  });
});
