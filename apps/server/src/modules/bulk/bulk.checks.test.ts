import { describe, expect, it } from 'vitest';
import { catalogueSettingsSchema } from '@konter/shared/tenants/settings';
import { destinationText, sellingPriceOf } from './bulk.checks.ts';
import { parseCsv } from './bulk.spreadsheet.ts';
import { rowsPerFile } from './bulk.service.ts';

describe('spreadsheet cells', () => {
  it.each([
    [81234567890, { text: '81234567890' }],
    [6281234567890, { text: '6281234567890' }],
    ['0812 3456 7890', { text: '0812 3456 7890' }],
    ['8.1234567890E+10', { text: '81234567890' }],
    ['8,1234567890E+10', { text: '81234567890' }],
    ['6.281234567890e12', { text: '6281234567890' }],
    ['8,12346E+10', { lost: true }],
    [null, { text: '' }],
    [81234167211.5, { notWhole: true }],
    ['81234167211.5', { notWhole: true }],
    ['81234167211,5', { notWhole: true }],
    [Number('12345678901234567890'), { notWhole: true }],
    ['8.12341672115E+10', { notWhole: true }],
  ] as const)('[XLS-04] the number in %s reads as %o', (cell, expected) => {
    expect(destinationText(cell)).toEqual(expected);
  });

  it.each([
    [15_000, 15_000],
    ['15000', 15_000],
    ['Rp 15.000', 15_000],
    ['15,000', 15_000],
    ['15.000,00', 15_000],
    ['1.250.000', 1_250_000],
    ['lima ribu', null],
    [12.5, 'invalid'],
    ['12500.5', 'invalid'],
    ['12.500,50', 'invalid'],
    [Number('12345678901234567890'), 'invalid'],
    [-1, null],
    ['', null],
    [null, null],
  ] as const)('[TRX-03] the selling price %s is %s', (cell, expected) => {
    expect(sellingPriceOf(cell)).toBe(expected);
  });

  it('[XLS-04] CSV: quotes, doubled quotes, line breaks inside quotes, the delimiter of the first line', () => {
    expect(parseCsv('a;b;c\r\n"x;1";"say ""hi""";"two\nlines"\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['x;1', 'say "hi"', 'two\nlines'],
    ]);
    expect(parseCsv('\ufeffa,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a\tb\n1\t2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('rows per file (XLS-02)', () => {
  // A tenant that set no per-file cap gets the shared schema's default (100).
  const tenant = (excelTrxLimit: number, excelFileRowLimit?: number) => ({
    catalogueSettings: catalogueSettingsSchema.parse({
      excelTrxLimit,
      ...(excelFileRowLimit === undefined ? {} : { excelFileRowLimit }),
    }),
  });

  it.each([
    [1000, undefined, 100],
    [1000, 100, 100],
    [1000, 1000, 1000],
    [50, 100, 50],
    [150, 1000, 150],
  ])('[XLS-02] excelTrxLimit %s and per-file cap %s allow %s rows', (trx, file, expected) => {
    expect(rowsPerFile(tenant(trx, file))).toBe(expected);
  });
});
