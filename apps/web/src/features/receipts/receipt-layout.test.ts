import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { buildReceiptDocument } from './receipt-document.ts';
import { columnsByPaperWidth, labelValueLines, layoutReceipt, linesToText, wrapText } from './receipt-layout.ts';
import { sampleReceipt } from './testing/fixtures.ts';

const i18n = createI18n('id');
const doc = (overrides: Parameters<typeof sampleReceipt>[0] = {}) =>
  buildReceiptDocument(sampleReceipt(overrides), {
    t: (key, params) => i18n.t(key, params ?? {}),
    formatDate: () => '2 Jan 2026 10.04',
    locale: 'id',
  });

describe('receipt layout', () => {
  it('wraps words to the width, cutting only words longer than a line', () => {
    expect(wrapText('Terima kasih sudah berbelanja di toko kami', 16)).toEqual([
      'Terima kasih',
      'sudah berbelanja',
      'di toko kami',
    ]);
    expect(wrapText('ABCDEFGHIJ', 4)).toEqual(['ABCD', 'EFGH', 'IJ']);
    expect(wrapText('', 10)).toEqual(['']);
  });

  it('puts a label and its value on one line when they fit, else the value indented below', () => {
    expect(labelValueLines('Total', 'Rp 12.000', 20)).toEqual(['Total      Rp 12.000']);
    expect(labelValueLines('Produk', 'Telkomsel Data 10GB 30 Hari', 20)).toEqual([
      'Produk',
      '  Telkomsel Data',
      '  10GB 30 Hari',
    ]);
  });

  it('[RCP-02] no line is wider than the paper: 32 characters on 58 mm, 48 on 80 mm; double width counts twice', () => {
    for (const width of ['58', '80'] as const) {
      const columns = columnsByPaperWidth[width];
      const lines = layoutReceipt(doc({ settings: { paper_width: width, large_text: true } }), columns);
      for (const line of lines) {
        expect(line.text.length * (line.size === 'large' ? 2 : 1), line.text).toBeLessThanOrEqual(columns);
      }
      expect(lines.some((line) => line.text === '-'.repeat(columns))).toBe(true);
    }
  });

  it('[RCP-02] large serial: a token fits double size on 80 mm and is printed tall on 58 mm', () => {
    const pln = {
      transaction: { family: 'listrik' as const, serial_number: '12345678901234567890' },
      settings: { large_serial: true },
    };
    const wide = layoutReceipt(doc({ ...pln, settings: { ...pln.settings, paper_width: '80' } }), 48);
    expect(wide.find((line) => line.text.includes('1234-5678'))).toMatchObject({ size: 'large', bold: true });
    const narrow = layoutReceipt(doc(pln), 32);
    expect(narrow.find((line) => line.text.includes('1234-5678'))).toMatchObject({ size: 'tall' });
    const plain = layoutReceipt(doc({ ...pln, settings: { large_serial: false } }), 32);
    expect(plain.find((line) => line.text.includes('1234-5678'))).toMatchObject({ size: 'normal' });
  });

  it('[RCP-02] large text makes the shop, product, customer number and total tall; the note follows its alignment', () => {
    const lines = layoutReceipt(doc({ settings: { large_text: true, large_serial: false, note: 'Buka 24 jam' } }), 32);
    const tall = lines.filter((line) => line.size === 'tall').map((line) => line.text.trim().split(/\s{2,}/)[0]);
    expect(tall).toEqual(['Konter Sinar Jaya', 'Produk', 'No. Pelanggan', 'Total']);
    expect(lines.at(-1)?.text).toBe(`${' '.repeat(10)}Buka 24 jam`);
    const left = layoutReceipt(doc({ settings: { note_left: true, note: 'Buka 24 jam' } }), 32);
    expect(left.at(-1)?.text).toBe('Buka 24 jam');
    const huge = layoutReceipt(doc({ settings: { font_size: 'huge' } }), 32);
    expect(huge.every((line) => line.size !== 'normal')).toBe(true);
  });

  it('reads as a receipt', () => {
    expect(linesToText(layoutReceipt(doc(), 32))).toMatchInlineSnapshot(`
      "       Konter Sinar Jaya
        Jl. Melati No. 5, Sukamaju,
        Cibinong, Bogor, Jawa Barat
                   16911
               0812-3456-0001
      --------------------------------
              STRUK PEMBELIAN
                   SUKSES
      --------------------------------
      Tanggal         2 Jan 2026 10.04
      No. Ref             TRX7K2M9Q4ZP
      No. Pesanan              ORD-001
      Produk          Telkomsel 10.000
      Provider               Telkomsel
      Nominal                Rp 10.000
      No. Pelanggan       081234567890
      --------------------------------
                     SN
            41029384756102938475
      --------------------------------
      Harga                  Rp 12.000
      Total                  Rp 12.000
      Pembayaran         Saldo deposit
      Status bayar               Lunas
      --------------------------------
       Terima kasih sudah berbelanja"
    `);
  });
});
