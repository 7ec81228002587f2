import { describe, expect, it } from 'vitest';
import { filterProducts, groupByOperator, operatorsWithProducts, productState, sortProducts } from './products.ts';
import { pulsaProducts, sampleProduct } from './testing/fixtures.ts';

const codes = (products: { code: string }[]) => products.map((product) => product.code);

describe('product states', () => {
  it.each([
    ['active and available', sampleProduct(), { buyable: true }],
    ['stock empty', sampleProduct({ status: 'stock_empty' }), { buyable: false, reason: 'stock_empty' }],
    ['price adjustment', sampleProduct({ status: 'price_adjustment' }), { buyable: false, reason: 'price_adjustment' }],
    ['needs access', sampleProduct({ status: 'needs_access' }), { buyable: false, reason: 'needs_access' }],
    ['inactive', sampleProduct({ status: 'inactive', available: false }), { buyable: false, reason: 'inactive' }],
    [
      'in its cut-off',
      sampleProduct({ available: false, cut_off: { start: '23:00', end: '00:30' } }),
      { buyable: false, reason: 'cut_off', start: '23:00', end: '00:30' },
    ],
    ['not available otherwise', sampleProduct({ available: false }), { buyable: false, reason: 'unavailable' }],
    [
      'a cut-off window outside its hours',
      sampleProduct({ cut_off: { start: '23:00', end: '00:30' } }),
      { buyable: true },
    ],
  ])('[CAT-05][CAT-06] %s', (_name, product, expected) => {
    expect(productState(product)).toEqual(expected);
  });
});

describe('operator filtering', () => {
  it("[CAT-03] a mobile number lists the products of its operator; by.U only for by.U's own 0851 numbers", () => {
    expect(codes(filterProducts(pulsaProducts, { kind: 'mobile', number: '081234567890' }))).toEqual([
      'TSEL25',
      'TSEL10',
      'TSEL50',
    ]);
    expect(codes(filterProducts(pulsaProducts, { kind: 'mobile', number: '085155001234' }))).toEqual([
      'TSEL25',
      'TSEL10',
      'TSEL50',
      'BYU10',
    ]);
    expect(codes(filterProducts(pulsaProducts, { kind: 'mobile', number: '087812345678' }))).toEqual([
      'XL10',
      'XL20',
      'XL30',
      'XL40',
    ]);
    expect(filterProducts(pulsaProducts, { kind: 'mobile', number: '089612345678' })).toEqual([]);
  });

  it('[CAT-03] nothing is listed before the operator is known', () => {
    expect(filterProducts(pulsaProducts, { kind: 'mobile', number: '08' })).toEqual([]);
    expect(filterProducts(pulsaProducts, { kind: 'operator', operator: null })).toEqual([]);
  });

  it('[CAT-03] a picked brand lists only its own products', () => {
    expect(codes(filterProducts(pulsaProducts, { kind: 'operator', operator: 'by-u' }))).toEqual(['BYU10']);
  });

  it('sorts cheapest first and groups by operator in order of appearance', () => {
    const sorted = sortProducts(filterProducts(pulsaProducts, { kind: 'mobile', number: '085155001234' }));
    expect(codes(sorted)).toEqual(['BYU10', 'TSEL10', 'TSEL25', 'TSEL50']);
    expect(groupByOperator(sorted).map((group) => [group.name, codes(group.products)])).toEqual([
      ['by.U', ['BYU10']],
      ['Telkomsel', ['TSEL10', 'TSEL25', 'TSEL50']],
    ]);
  });

  it('offers only the operators that have products', () => {
    const operators = [
      { slug: 'telkomsel', name: 'Telkomsel' },
      { slug: 'tri', name: 'Tri' },
      { slug: 'xl', name: 'XL' },
    ];
    expect(operatorsWithProducts(operators, pulsaProducts).map((operator) => operator.slug)).toEqual([
      'telkomsel',
      'xl',
    ]);
  });
});
