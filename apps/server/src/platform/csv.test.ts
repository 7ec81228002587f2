import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv.ts';

describe('CSV fields', () => {
  it('[RPT-01] text a spreadsheet would evaluate is written as text (OWASP CSV injection)', () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvField('-1-1 Budi')).toBe(`"'-1-1 Budi"`);
    expect(csvField('+6281234567890')).toBe(`"'+6281234567890"`);
    expect(csvField('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvField('\t=1+1')).toBe(`"'\t=1+1"`);
    expect(csvField('\r=1+1')).toBe(`"'\r=1+1"`);
  });

  it('[RPT-01] numbers stay numbers, even negative ones; ordinary text is left alone or quoted', () => {
    expect(csvField(-5_000)).toBe('-5000');
    expect(csvField(12_500)).toBe('12500');
    expect(csvField('081234567890')).toBe('081234567890');
    expect(csvField('Budi; Toko "Maju"')).toBe('"Budi; Toko ""Maju"""');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvLine(['INV-1', '-2 Budi', -100])).toBe(`INV-1,"'-2 Budi",-100\r\n`);
  });
});
