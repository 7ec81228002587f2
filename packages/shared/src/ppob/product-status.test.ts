import { describe, expect, it } from 'vitest';
import { pricelistText } from '../i18n/pricelist-text.ts';
import { productStatusView } from './product-status.ts';
import { sampleProduct } from './testing/pricelist.ts';

const label = (overrides: Parameters<typeof sampleProduct>[0]) => {
  const view = productStatusView(sampleProduct(overrides));
  return [view.kind, pricelistText('id', view.label, view.params)];
};

describe('product status', () => {
  it('[CAT-05][CAT-06] names every state a reseller can meet', () => {
    expect(label({})).toEqual(['available', 'Tersedia']);
    expect(label({ available: false, cut_off: { start: '23:00', end: '00:30' } })).toEqual([
      'cut_off',
      'Cut-off 23:00–00:30 WIB',
    ]);
    expect(label({ status: 'stock_empty', available: false })).toEqual(['stock_empty', 'Stok kosong']);
    expect(label({ status: 'price_adjustment', available: false })).toEqual(['price_adjustment', 'Penyesuaian harga']);
    expect(label({ status: 'needs_access', available: false })).toEqual(['needs_access', 'Perlu akses CS']);
    expect(label({ status: 'inactive', available: false })).toEqual(['inactive', 'Tidak aktif']);
    expect(label({ available: false })).toEqual(['unavailable', 'Tidak tersedia']);
  });

  it('[CAT-05] the catalogue status wins over the cut-off window; an available product keeps its window as a hint', () => {
    const window = { start: '23:45', end: '00:15' };
    expect(productStatusView(sampleProduct({ status: 'stock_empty', available: false, cut_off: window })).kind).toBe(
      'stock_empty',
    );
    const open = productStatusView(sampleProduct({ cut_off: window }));
    expect(open.kind).toBe('available');
    expect(open.cutOff).toEqual(window);
  });

  it('[CAT-05] every language has the labels', () => {
    const view = productStatusView(sampleProduct({ available: false, cut_off: { start: '23:00', end: '00:30' } }));
    expect(pricelistText('en', view.label, view.params)).toBe('Cut-off 23:00–00:30 WIB');
    expect(pricelistText('en', productStatusView(sampleProduct({ status: 'stock_empty' })).label)).toBe('Out of stock');
    expect(pricelistText('zh', productStatusView(sampleProduct({ status: 'stock_empty' })).label)).toBe('缺货');
  });
});
