import { describe, expect, it } from 'vitest';
import { formatDuration, splitUniqueDigits } from './format.ts';
import { depositNameCharacters, phoneCharacters } from './key-filters.ts';

describe('deposit formatting', () => {
  it('[DEP-06] splits the last three digits (the unique code) off the amount to transfer', () => {
    expect(splitUniqueDigits(100_488)).toEqual({ head: 'Rp 100.', digits: '488' });
    expect(splitUniqueDigits(50_007)).toEqual({ head: 'Rp 50.', digits: '007' });
  });

  it('[DEP-03] prints the time left as H:MM:SS, or MM:SS under an hour', () => {
    expect(formatDuration(86_400)).toBe('24:00:00');
    expect(formatDuration(3_599)).toBe('59:59');
    expect(formatDuration(-3)).toBe('00:00');
  });

  it('[VAL-03] key filters: phone characters, deposit-name characters', () => {
    expect(phoneCharacters('+62 812-3456+7')).toBe('+6281234567');
    expect(depositNameCharacters("Budi O'Neil-Santoso Jr. 123_!")).toBe("Budi O'Neil-Santoso Jr. ");
  });
});
