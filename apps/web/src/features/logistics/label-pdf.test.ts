import { describe, expect, it } from 'vitest';
import { code128Bars } from './code128.ts';
import type { LabelOrder, LabelWords } from './label-layout.ts';
import { a6, buildLabelPdf } from './label-pdf.ts';

const order: LabelOrder = {
  courier_name: 'JNE Express',
  service: 'REG',
  awb: '0104000000000001',
  ref: 'MLO20261124WXYZ',
  sender: {
    name: 'Konter Berkah',
    phone: '081234560171',
    address: 'Jl. Kebon Sirih 12',
    city: 'JAKARTA PUSAT',
    postal_code: '10110',
  },
  receiver: {
    name: 'Budi Santoso',
    phone: '081322223333',
    address: 'Jl. Pemuda No. 8',
    city: 'SURABAYA',
    postal_code: '60271',
  },
  parcel: { weight_grams: 2500, length_cm: 30, width_cm: 20, height_cm: 10 },
  item_description: 'Sepatu',
};
const words: LabelWords = {
  to: 'Penerima',
  from: 'Pengirim',
  weight: 'Berat',
  contents: 'Isi',
  cod: 'COD',
  nonCod: 'NON COD',
  ref: 'Ref',
  formatWeight: (grams) => `${(grams / 1000).toLocaleString('id-ID')} kg`,
  formatMoney: (amount) => `Rp ${amount.toLocaleString('id-ID')}`,
};

describe('A6 shipping label PDF (MLO-06)', () => {
  it('[MLO-06] is one A6 page with courier, service, AWB, receiver, sender, weight and COD', () => {
    const pdf = buildLabelPdf({ ...order, cod_amount: 150_000 }, words, { compress: false });
    expect(pdf.internal.pageSize.getWidth()).toBeCloseTo(a6.width, 1);
    expect(pdf.internal.pageSize.getHeight()).toBeCloseTo(a6.height, 1);
    expect(pdf.getNumberOfPages()).toBe(1);
    const source = pdf.output();
    for (const text of [
      'JNE EXPRESS',
      'REG',
      order.awb ?? '',
      'Budi Santoso',
      'SURABAYA 60271',
      'Konter Berkah',
      '2,5 kg',
      'Rp 150.000',
    ]) {
      expect(source, text).toContain(text);
    }
  });

  it('[MLO-06] draws every bar of the AWB Code 128 as a filled rectangle, inside the page', () => {
    const source = buildLabelPdf(order, words, { compress: false }).output();
    const { bars } = code128Bars(order.awb ?? '');
    const filled = [...source.matchAll(/([\d.-]+) ([\d.-]+) ([\d.-]+) ([\d.-]+) re\s+f/g)];
    expect(filled).toHaveLength(bars.length);
    const pointsWide = (a6.width * 72) / 25.4;
    for (const [, x, , width] of filled) {
      expect(Number(x)).toBeGreaterThan(0);
      expect(Number(x) + Number(width)).toBeLessThan(pointsWide);
    }
    expect(source).toContain('NON COD');
  });

  it('[MLO-06] an order without AWB prints its reference and no barcode', () => {
    const source = buildLabelPdf({ ...order, awb: null }, words, { compress: false }).output();
    expect(source).toContain(order.ref);
    expect([...source.matchAll(/re\s+f/g)]).toHaveLength(0);
  });
});
