import { describe, expect, it } from 'vitest';
import { resolveSellingPrice } from './selling-price.ts';

describe('resolveSellingPrice', () => {
  it('[TRX-03] a custom selling price below the price or not a number becomes the price; a markup is added', () => {
    expect(resolveSellingPrice(10_200, { sellingPrice: 12_000 })).toBe(12_000);
    expect(resolveSellingPrice(10_200, { sellingPrice: '9000' })).toBe(10_200);
    expect(resolveSellingPrice(10_200, { sellingPrice: 'dua belas ribu' })).toBe(10_200);
    expect(resolveSellingPrice(10_200, { markup: '1500' })).toBe(11_700);
    expect(resolveSellingPrice(10_200, { markup: 'banyak' })).toBe(10_200);
    expect(resolveSellingPrice(10_200, { adjusted: 11_000 })).toBe(11_000);
    expect(resolveSellingPrice(10_200, { adjusted: 9_000 })).toBe(10_200);
  });

  it('[TRX-03] a selling price, when given, wins over a markup and the adjusted price', () => {
    expect(resolveSellingPrice(10_000, { sellingPrice: '11000', markup: 5_000, adjusted: 13_000 })).toBe(11_000);
    expect(resolveSellingPrice(10_000, { sellingPrice: '', markup: 500 })).toBe(10_500);
  });
});
