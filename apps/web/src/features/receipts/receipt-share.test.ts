import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { buildReceiptDocument } from './receipt-document.ts';
import { receiptPlainText, whatsAppShareUrl } from './receipt-share.ts';
import { sampleReceipt } from './testing/fixtures.ts';

const i18n = createI18n('id');

describe('WhatsApp share', () => {
  it('[RCP-01] the receipt as plain text, one field a line, the serial in bold; no buying price or profit', () => {
    const doc = buildReceiptDocument(sampleReceipt({ buying_price: 10_250 }), {
      t: (key, params) => i18n.t(key, params ?? {}),
      formatDate: () => '2 Jan 2026 10.04',
      locale: 'id',
    });
    const text = receiptPlainText(doc);
    expect(text).toContain('*Konter Sinar Jaya*');
    expect(text).toContain('STRUK PEMBELIAN - SUKSES');
    expect(text).toContain('No. Ref: TRX7K2M9Q4ZP');
    expect(text).toContain('Produk: *Telkomsel 10.000*');
    expect(text).toContain('SN: *41029384756102938475*');
    expect(text).toContain('Total: *Rp 12.000*');
    expect(text).not.toContain('10.250');

    const url = whatsAppShareUrl(text);
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(url.slice('https://wa.me/?text='.length))).toBe(text);
  });
});
