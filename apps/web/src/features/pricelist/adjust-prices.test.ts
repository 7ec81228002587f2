import { describe, expect, it } from 'vitest';
import {
  changedPrices,
  checkPrices,
  draftValue,
  markupDrafts,
  maxSellingPrice,
  parseDraft,
  rowErrorsOf,
} from './adjust-prices.ts';
import { sampleAdjustedPrices } from './testing/fixtures.ts';

const rows = sampleAdjustedPrices();
const [tsel10, tsel25] = rows;
if (!tsel10 || !tsel25) throw new Error('fixture changed');

describe('adjust-price rules', () => {
  it('reads typed prices: empty is not set, digits are Rupiah', () => {
    expect(parseDraft('')).toBeNull();
    expect(parseDraft('12500')).toBe(12_500);
    expect(parseDraft('12.500')).toBe(12_500);
  });

  it('shows the draft, else the saved price, else nothing', () => {
    expect(draftValue(tsel25, {})).toBe('26000');
    expect(draftValue(tsel10, {})).toBe('');
    expect(draftValue(tsel25, { TSEL25: '' })).toBe('');
  });

  it('only rows that differ from what is saved are changes; clearing a price sends null', () => {
    expect(changedPrices(rows, {})).toEqual([]);
    expect(
      changedPrices(rows, {
        TSEL10: '',
        TSEL25: '26000',
        ISAT10: '11000',
        XL5: '',
      }),
    ).toEqual([
      { code: 'ISAT10', selling_price: 11_000 },
      { code: 'XL5', selling_price: null },
    ]);
  });

  it('[TRX-03] a selling price below the buying price is refused before sending', () => {
    const changes = [
      { code: 'TSEL10', selling_price: 10_149 },
      { code: 'TSEL25', selling_price: 24_900 },
      { code: 'XL5', selling_price: null },
      { code: 'ISAT10', selling_price: 100_000_001 },
    ];
    expect(checkPrices(rows, changes)).toEqual({
      TSEL10: 'pricelist.adjust.below_buying',
      ISAT10: 'pricelist.adjust.too_high',
    });
  });

  it('puts the server’s prices.N errors on the row sent N-th', () => {
    const sent = [
      { code: 'ISAT10', selling_price: 11_000 },
      { code: 'XL5', selling_price: 5_000 },
    ];
    expect(
      rowErrorsOf(
        {
          'prices.1.selling_price': ['Harga jual tidak boleh di bawah harga beli.'],
          'prices.7.code': ['Produk tidak ditemukan'],
          prices: ['Terlalu banyak'],
        },
        sent,
      ),
    ).toEqual({
      rows: { XL5: 'Harga jual tidak boleh di bawah harga beli.' },
      other: ['Produk tidak ditemukan', 'Terlalu banyak'],
    });
  });

  it('[TRX-03] quick fill: buying price plus the margin; an unusable margin counts as 0', () => {
    expect(markupDrafts(rows.slice(0, 2), 500)).toEqual({ TSEL10: '10650', TSEL25: '25400' });
    expect(markupDrafts(rows.slice(0, 1), Number.NaN)).toEqual({ TSEL10: '10150' });
  });
});

describe('limits', () => {
  it('takes the highest selling price from the shared request schema', () => {
    expect(maxSellingPrice).toBe(100_000_000);
  });
});
