import { describe, expect, it } from 'vitest';
import { addRupiah, formatNumber, formatRupiah, groupThousands, isRupiah, parseRupiah } from './money.ts';

describe('formatRupiah', () => {
  it.each([
    [0, 'Rp 0'],
    [1, 'Rp 1'],
    [999, 'Rp 999'],
    [1000, 'Rp 1.000'],
    [10000, 'Rp 10.000'],
    [100000, 'Rp 100.000'],
    [1000000, 'Rp 1.000.000'],
    [1234567, 'Rp 1.234.567'],
    [-10000, '-Rp 10.000'],
    [-1, '-Rp 1'],
    [-0, 'Rp 0'],
    [Number.MAX_SAFE_INTEGER, 'Rp 9.007.199.254.740.991'],
  ])('[PLT-09] formats %d as %s', (amount, expected) => {
    expect(formatRupiah(amount)).toBe(expected);
  });

  it.each([[10.5], [0.1], [Number.NaN], [Number.POSITIVE_INFINITY], [Number.MAX_SAFE_INTEGER + 1]])(
    '[PLT-09] refuses %d because Rupiah are whole numbers',
    (amount) => {
      expect(() => formatRupiah(amount)).toThrow(RangeError);
    },
  );

  it('[PLT-09] never uses a decimal part or a comma', () => {
    for (const amount of [5, 50, 500, 5000, 50000, 500000, 5000000]) {
      expect(formatRupiah(amount)).not.toMatch(/,/);
    }
  });
});

describe('formatNumber and groupThousands', () => {
  it.each([
    ['0', '0'],
    ['12', '12'],
    ['123', '123'],
    ['1234', '1.234'],
    ['12345', '12.345'],
    ['123456', '123.456'],
    ['1234567', '1.234.567'],
  ])('[PLT-09] groups %s as %s', (digits, expected) => {
    expect(groupThousands(digits)).toBe(expected);
  });

  it('[PLT-09] formats the bare number with dot thousands', () => {
    expect(formatNumber(25000)).toBe('25.000');
    expect(formatNumber(-25000)).toBe('-25.000');
  });
});

describe('parseRupiah', () => {
  it.each([
    ['Rp 10.000', 10000],
    ['Rp10.000', 10000],
    ['rp 10.000', 10000],
    ['Rp. 10.000', 10000],
    ['10.000', 10000],
    ['10000', 10000],
    ['  Rp 1.234.567  ', 1234567],
    ['-Rp 10.000', -10000],
    ['Rp -10.000', -10000],
    ['Rp 10.000,00', 10000],
    ['Rp 10.000,-', 10000],
    ['Rp 0', 0],
    ['-Rp 0', 0],
  ])('[PLT-09] reads %j as %d', (text, expected) => {
    expect(parseRupiah(text)).toBe(expected);
  });

  it.each([[''], ['Rp'], ['abc'], ['10.5'], ['1.23'], ['10.0000'], ['Rp 10,50'], ['--10'], ['-Rp -10'], ['1e5']])(
    '[PLT-09] returns null for %j',
    (text) => {
      expect(parseRupiah(text)).toBeNull();
    },
  );

  it('[PLT-09] round-trips every formatted amount', () => {
    for (const amount of [0, 7, 1000, 15500, 999999, 1000000, -250000, 123456789012]) {
      expect(parseRupiah(formatRupiah(amount))).toBe(amount);
    }
  });
});

describe('addRupiah and isRupiah', () => {
  it('[PLT-09] adds whole amounts exactly', () => {
    expect(addRupiah(10000, 2500, -500)).toBe(12000);
    expect(addRupiah()).toBe(0);
  });

  it('[PLT-09] refuses fractions and overflow', () => {
    expect(() => addRupiah(0.1, 0.2)).toThrow(RangeError);
    expect(() => addRupiah(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
  });

  it('[PLT-09] recognises whole amounts only', () => {
    expect(isRupiah(1000)).toBe(true);
    expect(isRupiah(-1000)).toBe(true);
    expect(isRupiah(1.5)).toBe(false);
    expect(isRupiah('1000')).toBe(false);
  });
});
