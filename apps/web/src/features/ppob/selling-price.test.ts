import { describe, expect, it } from 'vitest';
import { newRequestId } from './request-id.ts';
import { looseAmountValue, previewSellingPrice } from './selling-price.ts';

describe('selling price (TRX-03)', () => {
  it.each([
    ['no custom price', '', '', null],
    ['a selling price above the buying price', '12000', '', { sellingPrice: 12_000, adjusted: false }],
    ['a selling price equal to it', '10500', '', { sellingPrice: 10_500, adjusted: false }],
    ['a selling price below it becomes the buying price', '9000', '', { sellingPrice: 10_500, adjusted: true }],
    ['a non-numeric selling price becomes the buying price', 'abc', '', { sellingPrice: 10_500, adjusted: true }],
    ['a formatted selling price', 'Rp 12.000', '', { sellingPrice: 12_000, adjusted: false }],
    ['a markup is added', '', '1500', { sellingPrice: 12_000, adjusted: false }],
    ['a non-numeric markup becomes 0', '', 'x', { sellingPrice: 10_500, adjusted: true }],
    ['the selling price wins over a markup', '13000', '1500', { sellingPrice: 13_000, adjusted: false }],
  ])('[TRX-03] %s', (_name, selling, markup, expected) => {
    expect(previewSellingPrice(10_500, selling, markup)).toEqual(expected);
  });

  it('[TRX-03] sends numbers as numbers and anything else as typed, for the server to decide', () => {
    expect(looseAmountValue('')).toBeUndefined();
    expect(looseAmountValue(' 12000 ')).toBe(12_000);
    expect(looseAmountValue('12.000')).toBe(12_000);
    expect(looseAmountValue('abc')).toBe('abc');
  });
});

describe('request id', () => {
  it('[TRX-02] is a UUID without dashes, accepted by purchaseBody', () => {
    expect(newRequestId(() => '3f2a6b9e-1c4d-4e8f-9a0b-123456789abc')).toBe('3f2a6b9e1c4d4e8f9a0b123456789abc');
    expect(newRequestId()).toMatch(/^[0-9a-f]{32}$/);
    expect(newRequestId()).not.toBe(newRequestId());
  });
});
