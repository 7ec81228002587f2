import { describe, expect, it } from 'vitest';
import { sampleOfferBill, samplePostpaidReceipt } from '../../../features/postpaid/testing/fixtures.ts';
import { toPrinterText } from '../../../features/receipts/escpos.ts';
import { layoutReceipt, linesToText } from '../../../features/receipts/receipt-layout.ts';
import { createI18n } from '../../../lib/i18n.ts';
import { buildPostpaidReceiptDocument } from './postpaid-receipt-document.ts';

const i18n = createI18n('id');
const options = {
  t: (key: string, params?: Record<string, string | number>) => i18n.t(key, params ?? {}),
  formatDate: () => '20 Nov 2026, 10.04',
  locale: 'id' as const,
};

describe('bill receipt document (RCP-01)', () => {
  it('[RCP-01] prints the bill lines in order; the thermal printer gets m3 where the screen shows m³', () => {
    const receipt = samplePostpaidReceipt();
    const screen = buildPostpaidReceiptDocument(receipt, options);
    expect(screen.details.map((line) => line.key)).toEqual([
      'date',
      'ref_id',
      'product',
      'provider',
      'customer_no',
      'customer_name',
      'period',
      'meter_start',
      'meter_end',
      'usage',
    ]);
    expect(screen.amounts.map((line) => [line.key, line.value])).toEqual([
      ['bill_amount', 'Rp 182.000'],
      ['admin_fee', 'Rp 5.000'],
      ['total', 'Rp 187.000'],
    ]);
    expect(screen.details.find((line) => line.key === 'usage')?.value).toBe('47 m³');

    const printable = buildPostpaidReceiptDocument(receipt, { ...options, printable: true });
    const lines = layoutReceipt(printable, 32);
    const text = linesToText(lines);
    expect(text).toContain('STRUK PEMBAYARAN TAGIHAN');
    expect(text).toMatch(/Pemakaian\s+47 m3/);
    expect(text).toMatch(/Ref\. pembayaran/);
    expect(lines.filter((line) => toPrinterText(line.text).includes('?'))).toEqual([]);
  });

  it('[RCP-01] an operator offer prints its package and quota before the validity', () => {
    const receipt = samplePostpaidReceipt({ transaction: { bill: sampleOfferBill() } });
    const document = buildPostpaidReceiptDocument(receipt, options);
    const lines = document.details.map((line) => line.key);
    expect(lines.indexOf('package')).toBeGreaterThan(lines.indexOf('customer_name'));
    expect(lines.indexOf('package')).toBeLessThan(lines.indexOf('period'));
    expect(document.details.find((line) => line.key === 'package')).toMatchObject({
      label: 'Paket',
      value: 'Kuota Promo 20GB (20 GB)',
    });
    expect(linesToText(layoutReceipt(document, 32))).toContain('Kuota Promo 20GB');
  });
});
