import { describe, expect, it } from 'vitest';
import {
  filterPricelist,
  groupByOperator,
  matchesQuery,
  normalizeSearchText,
  operatorsOf,
} from './pricelist-filter.ts';
import { samplePricelist, sampleProduct } from './testing/pricelist.ts';

const { products, operators } = samplePricelist();
const codes = (items: { code: string }[]) => items.map((item) => item.code);
const bySlug = (product: { operator: string }) => product.operator;

describe('price list filters', () => {
  it('[CAT-03] the operator chip keeps that operator’s products only; null keeps all', () => {
    expect(codes(filterPricelist(products, { operator: 'indosat', query: '' }, bySlug))).toEqual(['ISAT10', 'ISAT20']);
    expect(codes(filterPricelist(products, { operator: null, query: '' }, bySlug))).toHaveLength(products.length);
    expect(filterPricelist(products, { operator: 'smartfren', query: '' }, bySlug)).toEqual([]);
  });

  it('[CAT-04] search finds by name, code or operator, every word, ignoring case and thousand dots', () => {
    const search = (query: string) => codes(filterPricelist(products, { operator: null, query }, bySlug));
    expect(search('tsel')).toEqual(['TSEL10', 'TSEL25', 'TSEL50']);
    expect(search('isat20')).toEqual(['ISAT20']);
    expect(search('10000')).toEqual(['TSEL10', 'ISAT10']);
    expect(search('10.000')).toEqual(['TSEL10', 'ISAT10']);
    expect(search('  INDOSAT   10.000 ')).toEqual(['ISAT10']);
    expect(search('xl')).toEqual(['XL5']);
    // A number matches the start of a number, by whole thousand groups: 50 is neither in 25.000 nor in 5.000.
    expect(search('50')).toEqual(['TSEL50']);
    expect(search('5')).toEqual(['TSEL50', 'XL5']);
    expect(search('5000')).toEqual(['XL5']);
    expect(search('5.000')).toEqual(['XL5']);
    expect(search('nothing like this')).toEqual([]);
    expect(search('')).toHaveLength(products.length);
  });

  it('[CAT-04] operator and search combine', () => {
    expect(codes(filterPricelist(products, { operator: 'telkomsel', query: '50' }, bySlug))).toEqual(['TSEL50']);
    expect(filterPricelist(products, { operator: 'xl', query: 'telkomsel' }, bySlug)).toEqual([]);
  });

  it('normalises search text', () => {
    expect(normalizeSearchText(' Rp 1.000,00  Pulsa ')).toBe('rp 100000 pulsa');
    expect(matchesQuery({ name: 'by.U 10.000', code: 'BYU10', operator_name: 'by.U' }, 'byu 10')).toBe(true);
  });

  it('[CAT-03] groups by the server’s operator order, skipping empty operators, keeping unknown ones last', () => {
    const some = [...products].reverse();
    const groups = groupByOperator(some, operators, bySlug);
    expect(groups.map((group) => group.operator)).toEqual(['telkomsel', 'indosat', 'xl']);
    expect(codes(groups[0]?.items ?? [])).toEqual(['TSEL50', 'TSEL25', 'TSEL10']);
    const stray = sampleProduct({ code: 'SF10', operator: 'smartfren', operator_name: 'Smartfren' });
    const withStray = groupByOperator([stray, ...products], operators.slice(0, 1), bySlug);
    expect(withStray.map((group) => [group.operator, group.name])).toEqual([
      ['telkomsel', 'Telkomsel'],
      ['smartfren', 'Smartfren'],
      ['indosat', 'Indosat'],
      ['xl', 'XL'],
    ]);
  });

  it('lists the operators of rows that come without an operator list', () => {
    expect(operatorsOf(products, (product) => product.operator_name)).toEqual([
      { slug: 'Telkomsel', name: 'Telkomsel' },
      { slug: 'Indosat', name: 'Indosat' },
      { slug: 'XL', name: 'XL' },
    ]);
  });
});
