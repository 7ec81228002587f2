import { describe, expect, it } from 'vitest';
import { code128Bars, code128Values, code128Widths } from './code128.ts';

describe('Code 128 B', () => {
  it('[MLO-06] encodes with start B, a mod-103 checksum and the stop', () => {
    // "PJJ": start 104 + 48×1 + 42×2 + 42×3 = 362; 362 mod 103 = 53.
    expect(code128Values('PJJ')).toEqual([104, 48, 42, 42, 53, 106]);
  });

  it('[MLO-06] every symbol is 11 modules and the stop 13, so an AWB has a fixed width', () => {
    const awb = '002412345670001';
    expect(code128Widths(awb).reduce((a, b) => a + b, 0)).toBe(11 * (awb.length + 2) + 13);
    expect(code128Bars(awb).modules).toBe(11 * (awb.length + 2) + 13);
    expect(() => code128Values('é')).toThrow();
  });
});
