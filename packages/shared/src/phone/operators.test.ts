import { describe, expect, it } from 'vitest';
import {
  detectOperator,
  getOperator,
  isValidMsisdn,
  mobileOperators,
  normalizeMsisdn,
  numberFitsMobileProduct,
} from './operators.ts';

describe('normalizeMsisdn', () => {
  it.each([
    ['081234567890', '081234567890'],
    ['+6281234567890', '081234567890'],
    ['6281234567890', '081234567890'],
    ['006281234567890', '081234567890'],
    ['81234567890', '081234567890'],
    ['0812-3456-7890', '081234567890'],
    ['0812 3456 7890', '081234567890'],
    ['+62 812-3456-7890', '081234567890'],
    ['(0812) 3456.7890', '081234567890'],
    ['', ''],
    ['+62', '0'],
    ['08', '08'],
  ])('[TRX-01] normalizes %j to %j', (input, expected) => {
    expect(normalizeMsisdn(input)).toBe(expected);
  });

  it.each([['0812abc'], ['+1 202 555 0100'], ['0812+345'], ['numbers']])('[TRX-01] rejects %j', (input) => {
    expect(normalizeMsisdn(input)).toBeNull();
  });
});

describe('detectOperator', () => {
  const table: Array<[string, string]> = [
    ['0811', 'telkomsel'],
    ['0812', 'telkomsel'],
    ['0813', 'telkomsel'],
    ['0821', 'telkomsel'],
    ['0822', 'telkomsel'],
    ['0823', 'telkomsel'],
    ['0851', 'telkomsel'],
    ['0852', 'telkomsel'],
    ['0853', 'telkomsel'],
    ['0814', 'indosat'],
    ['0815', 'indosat'],
    ['0816', 'indosat'],
    ['0855', 'indosat'],
    ['0856', 'indosat'],
    ['0857', 'indosat'],
    ['0858', 'indosat'],
    ['0817', 'xl'],
    ['0818', 'xl'],
    ['0819', 'xl'],
    ['0859', 'xl'],
    ['0877', 'xl'],
    ['0878', 'xl'],
    ['0831', 'axis'],
    ['0832', 'axis'],
    ['0833', 'axis'],
    ['0838', 'axis'],
    ['0895', 'tri'],
    ['0896', 'tri'],
    ['0897', 'tri'],
    ['0898', 'tri'],
    ['0899', 'tri'],
    ['0881', 'smartfren'],
    ['0882', 'smartfren'],
    ['0883', 'smartfren'],
    ['0884', 'smartfren'],
    ['0885', 'smartfren'],
    ['0886', 'smartfren'],
    ['0887', 'smartfren'],
    ['0888', 'smartfren'],
    ['0889', 'smartfren'],
  ];

  it.each(table)('[CAT-03] prefix %s belongs to %s', (prefix, operator) => {
    expect(detectOperator(`${prefix}12345678`)).toBe(operator);
    expect(detectOperator(prefix)).toBe(operator);
  });

  it('[CAT-03] the table has no prefix listed twice', () => {
    const prefixes = mobileOperators.flatMap((operator) => operator.prefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(prefixes).toHaveLength(table.length);
  });

  it("[CAT-03] a by.U product fits by.U's own 0851 numbers only; other brands every number of their operator", () => {
    expect(numberFitsMobileProduct('085155001234', 'telkomsel', 'by-u')).toBe(true);
    expect(numberFitsMobileProduct('+6285155001234', 'telkomsel', 'by-u')).toBe(true);
    expect(numberFitsMobileProduct('081234567890', 'telkomsel', 'by-u')).toBe(false);
    expect(numberFitsMobileProduct('081234567890', 'telkomsel', 'telkomsel')).toBe(true);
    expect(numberFitsMobileProduct('087812345678', 'telkomsel', 'telkomsel')).toBe(false);
    expect(numberFitsMobileProduct('not a number', 'telkomsel', 'telkomsel')).toBe(false);
  });

  it('[CAT-03] by.U numbers (0851) are Telkomsel', () => {
    expect(detectOperator('085155001234')).toBe('telkomsel');
  });

  it.each([
    ['+62 812 3456 7890', 'telkomsel'],
    ['62-857-1234-5678', 'indosat'],
    ['877 1234 5678', 'xl'],
    ['0062 896 1234 5678', 'tri'],
  ])('[TRX-01] detects %j written in international or spaced form as %s', (input, operator) => {
    expect(detectOperator(input)).toBe(operator);
  });

  it.each([[''], ['0'], ['08'], ['081'], ['0810'], ['0820'], ['0899x'], ['021 555 1234'], ['+1 812 555']])(
    '[TRX-01] returns null for %j',
    (input) => {
      expect(detectOperator(input)).toBeNull();
    },
  );
});

describe('isValidMsisdn and getOperator', () => {
  it('[TRX-01] accepts complete numbers of known operators only', () => {
    expect(isValidMsisdn('0812345678')).toBe(true);
    expect(isValidMsisdn('+62 812 3456 7890')).toBe(true);
    expect(isValidMsisdn('0812345678901')).toBe(true);
    expect(isValidMsisdn('081234567')).toBe(false);
    expect(isValidMsisdn('08123456789012')).toBe(false);
    expect(isValidMsisdn('0810 1234 5678')).toBe(false);
    expect(isValidMsisdn('0812abcd5678')).toBe(false);
  });

  it('[CAT-03] gives the brand name of an operator id', () => {
    expect(getOperator('tri').name).toBe('Tri');
    expect(getOperator('telkomsel').prefixes).toContain('0852');
  });
});
