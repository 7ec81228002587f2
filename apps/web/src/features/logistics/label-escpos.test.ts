import { describe, expect, it } from 'vitest';
import { columnsByPaperWidth } from '../../lib/print-text.ts';
import { code128Bars } from './code128.ts';
import { barcodeHeight, encodeLabelEscPos, escposCode128, moduleDots, printableDots } from './label-escpos.ts';
import { labelToText, layoutShippingLabel, type LabelOrder, type LabelWords } from './label-layout.ts';

const ESC = 0x1b;
const GS = 0x1d;

function indexOfBytes(bytes: Uint8Array, needle: readonly number[], from = 0): number {
  outer: for (let i = from; i <= bytes.length - needle.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const order: LabelOrder = {
  courier_name: 'SiCepat',
  service: 'REG',
  awb: '002400000000123',
  ref: 'MLO20261124ABCD',
  sender: {
    name: 'Konter Berkah',
    phone: '081234560170',
    address: 'Jl. Kebon Sirih No. 12',
    city: 'JAKARTA PUSAT',
    postal_code: '10110',
  },
  receiver: {
    name: 'Siti Aminah Nurhaliza Putri Kusumawardhani',
    phone: '081311112222',
    address: 'Jl. Dago No. 5, RT 03/RW 07, Kelurahan Dago, Kecamatan Coblong',
    city: 'BANDUNG',
    postal_code: '40135',
  },
  parcel: { weight_grams: 1200, length_cm: 20, width_cm: 15, height_cm: 10 },
  item_description: 'Pakaian',
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

describe('shipping label layout (MLO-06)', () => {
  it.each(['58', '80'] as const)(
    '[MLO-06] on %s mm paper no line is wider than the paper; receiver before sender; weight and COD',
    (paper) => {
      const columns = columnsByPaperWidth[paper];
      const blocks = layoutShippingLabel(order, columns, words);
      for (const block of blocks) {
        if (block.kind !== 'line') continue;
        const width = block.line.size === 'large' ? columns / 2 : columns;
        expect(block.line.text.length, block.line.text).toBeLessThanOrEqual(width);
      }
      const text = labelToText(blocks, columns);
      expect(text.indexOf('PENERIMA')).toBeLessThan(text.indexOf('PENGIRIM'));
      expect(text).toContain('SICEPAT');
      expect(text).toContain('REG');
      expect(text).toMatch(/Berat\s+1,2 kg/);
      expect(text).toMatch(/COD\s+NON COD/);
      // The long receiver name and address wrap instead of being cut.
      expect(text.replace(/\s+/g, ' ')).toContain('Kelurahan Dago, Kecamatan Coblong');
      expect(blocks.filter((block) => block.kind === 'barcode')).toEqual([{ kind: 'barcode', value: order.awb }]);
    },
  );

  it('[MLO-06] a cash-on-delivery parcel prints its amount; an order still without AWB prints its reference, no barcode', () => {
    const cod = labelToText(layoutShippingLabel({ ...order, cod_amount: 125_000 }, 32, words), 32);
    expect(cod).toMatch(/COD\s+Rp 125\.000/);
    const pending = layoutShippingLabel({ ...order, awb: null }, 32, words);
    expect(pending.some((block) => block.kind === 'barcode')).toBe(false);
    expect(labelToText(pending, 32)).toContain(order.ref);
  });
});

describe('shipping label ESC/POS bytes (MLO-06)', () => {
  it('[MLO-06] a numeric AWB is code set C in pairs after its odd first digit in set B', () => {
    const { data, modules } = escposCode128('002400000000123');
    expect(data).toEqual([0x7b, 0x42, 0x30, 0x7b, 0x43, 2, 40, 0, 0, 0, 1, 23]);
    // start + '0' + switch + 7 pairs + checksum = 11 symbols of 11 modules, and the stop's 13.
    expect(modules).toBe(11 * 11 + 13);
    const even = escposCode128('0104000000000001');
    expect(even.data.slice(0, 2)).toEqual([0x7b, 0x43]);
    expect(even.modules).toBe(11 * 10 + 13);
    const letters = escposCode128('JP0000000000001');
    expect(letters.data.slice(0, 5)).toEqual([0x7b, 0x42, ...ascii('JP0')]);
    expect(letters.modules).toBeLessThan(code128Bars('JP0000000000001').modules);
    expect(escposCode128('AB{C').data).toEqual([0x7b, 0x42, ...ascii('AB'), 0x7b, 0x7b, ...ascii('C')]);
  });

  it.each(['58', '80'] as const)(
    '[MLO-06] %s mm: reset, the lines, the barcode command that fits the head, then feed and cut',
    (paper) => {
      const blocks = layoutShippingLabel(order, columnsByPaperWidth[paper], words);
      const bytes = encodeLabelEscPos(blocks, paper);
      expect([...bytes.slice(0, 2)]).toEqual([ESC, 0x40]);
      const courier = indexOfBytes(bytes, ascii('SICEPAT'));
      const { data, modules } = escposCode128(order.awb ?? '');
      const barcode = indexOfBytes(bytes, [GS, 0x6b, 73, data.length, ...data]);
      const number = indexOfBytes(bytes, ascii(order.awb ?? ''), barcode + data.length + 4);
      const receiver = indexOfBytes(bytes, ascii('PENERIMA'));
      const cut = indexOfBytes(bytes, [GS, 0x56, 0x00]);
      expect(courier).toBeGreaterThan(0);
      expect(barcode).toBeGreaterThan(courier);
      expect(number).toBeGreaterThan(barcode);
      expect(receiver).toBeGreaterThan(number);
      expect(cut).toBeGreaterThan(receiver);
      // Height, module width and no printer text just before the barcode, centred and back to the left after.
      const dots = moduleDots(modules, paper);
      expect(indexOfBytes(bytes, [ESC, 0x61, 1, GS, 0x68, barcodeHeight, GS, 0x77, dots, GS, 0x48, 0])).toBe(
        barcode - 12,
      );
      expect(dots * modules).toBeLessThanOrEqual(printableDots[paper]);
      expect(indexOfBytes(bytes, [0x0a, ESC, 0x61, 0], barcode)).toBe(barcode + 4 + data.length);
    },
  );

  it('[MLO-06] the wider paper gets wider bars; characters a printer cannot print become plain text', () => {
    const { modules } = escposCode128('002400000000123');
    expect(moduleDots(modules, '80')).toBeGreaterThan(moduleDots(modules, '58'));
    const bytes = encodeLabelEscPos(
      layoutShippingLabel({ ...order, receiver: { ...order.receiver, name: 'José 王' } }, 32, words),
      '58',
    );
    expect(indexOfBytes(bytes, ascii('Jose ?'))).toBeGreaterThan(0);
  });
});
