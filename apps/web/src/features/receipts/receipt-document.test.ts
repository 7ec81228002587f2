import { describe, expect, it } from 'vitest';
import { changeLanguage, createI18n } from '../../lib/i18n.ts';
import { parseMeterToken } from '@konter/shared/ppob/meter-token';
import { displaySerial } from './format.ts';
import type { ReceiptDocument } from './receipt-document.ts';
import { buildReceiptDocument } from './receipt-document.ts';
import { sampleReceipt } from './testing/fixtures.ts';

const i18n = createI18n('id');
const build = (receipt: ReturnType<typeof sampleReceipt>) =>
  buildReceiptDocument(receipt, {
    t: (key, params) => i18n.t(key, params ?? {}),
    formatDate: () => '2 Jan 2026 10.04',
    locale: 'id',
  });
const values = (doc: ReceiptDocument) =>
  Object.fromEntries([...doc.details, ...doc.amounts, ...doc.payment].map((field) => [field.key, field.value]));

describe('receipt document', () => {
  it('[RCP-01] a successful purchase: shop, date, ref, order, product, nominal, number, serial, price, payment', () => {
    const doc = build(sampleReceipt());
    expect(doc.store).toEqual({
      name: 'Konter Sinar Jaya',
      lines: ['Jl. Melati No. 5, Sukamaju, Cibinong, Bogor, Jawa Barat 16911', '0812-3456-0001'],
      logoUrl: null,
    });
    expect(doc.title).toBe('STRUK PEMBELIAN');
    expect(doc.statusLabel).toBe('Sukses');
    expect(values(doc)).toEqual({
      date: '2 Jan 2026 10.04',
      ref_id: 'TRX7K2M9Q4ZP',
      order_number: 'ORD-001',
      product: 'Telkomsel 10.000',
      provider: 'Telkomsel',
      nominal: 'Rp 10.000',
      customer_no: '081234567890',
      price: 'Rp 12.000',
      total: 'Rp 12.000',
      payment_method: 'Saldo deposit',
      payment_status: 'Lunas',
    });
    expect(doc.serial).toEqual({ label: 'SN', value: '41029384756102938475', token: false });
    expect(doc.failedReason).toBeNull();
    expect(doc.note).toBe('Terima kasih sudah berbelanja');
  });

  it('[RCP-01] never carries the buying price or the profit: they are the owner’s, not the customer’s', () => {
    const receipt = sampleReceipt({ buying_price: 10_250, transaction: { price: 10_250, profit: 1_750 } });
    const text = JSON.stringify(build(receipt));
    expect(text).not.toContain('10.250');
    expect(text).not.toContain('1.750');
  });

  it('[RCP-01] a processing purchase has no serial yet and a pending payment', () => {
    const doc = build(sampleReceipt({ transaction: { status: 'processing', serial_number: null } }));
    expect(doc.status).toBe('processing');
    expect(doc.statusLabel).toBe('Diproses');
    expect(doc.serial).toBeNull();
    expect(values(doc).payment_status).toBe('Menunggu');
    expect(doc.failedReason).toBeNull();
  });

  it('[RCP-01] a failed purchase says why in the app’s words and that it was refunded; no price or total to pay', () => {
    const doc = build(
      sampleReceipt({ transaction: { status: 'failed', serial_number: null, failure_code: 'wrong_number' } }),
    );
    expect(doc.statusLabel).toBe('Gagal');
    expect(doc.failedReason).toEqual({
      label: 'Keterangan',
      value: 'Nomor tujuan salah atau tidak terdaftar. Periksa kembali nomornya.',
    });
    expect(values(doc).payment_status).toBe('Dikembalikan ke saldo');
    expect(doc.amounts).toEqual([]);
    expect(JSON.stringify(doc)).not.toContain('Rp 12.000');
    const unknown = build(
      sampleReceipt({ transaction: { status: 'expired', serial_number: null, failure_code: null } }),
    );
    expect(unknown.failedReason).toBeNull();
    expect(values(unknown).payment_status).toBe('Dikembalikan ke saldo');
  });

  it('[RCP-01] the failure reads in the reader’s language', async () => {
    const en = createI18n('id');
    await changeLanguage(en, 'en');
    const doc = buildReceiptDocument(
      sampleReceipt({ transaction: { status: 'failed', serial_number: null, failure_code: 'product_unavailable' } }),
      { t: (key, params) => en.t(key, params ?? {}), formatDate: () => '2 Jan 2026', locale: 'en' },
    );
    expect(doc.failedReason?.value).toBe(
      'This product is not available right now. Try again later or choose another product.',
    );
    expect(values(doc).payment_status).toBe('Refunded to balance');
  });

  it('[RCP-01] PLN: the token labelled as the electricity token, the subscriber, tariff/power and kWh', () => {
    const serial = '01234567890123456789/BUDI SANTOSO/R1/900VA/13,4';
    const doc = build(
      sampleReceipt({
        transaction: {
          family: 'listrik',
          product_name: 'PLN 20.000',
          customer_name: null,
          serial_number: serial,
          token: parseMeterToken(serial),
        },
      }),
    );
    expect(doc.serial).toEqual({ label: 'Token listrik', value: '0123-4567-8901-2345-6789', token: true });
    expect(values(doc)).toMatchObject({ customer_name: 'BUDI SANTOSO', tariff: 'R1/900 VA', kwh: '13,4 kWh' });
    const labels = Object.fromEntries(doc.details.map((field) => [field.key, field.label]));
    expect(labels).toMatchObject({ tariff: 'Tarif/Daya', kwh: 'Jumlah kWh' });
  });

  it('[RCP-02][RCP-03] address and phone only when shown and set; logo only when shown; the service fee when charged', () => {
    const hidden = build(sampleReceipt({ settings: { show_address: false } }));
    expect(hidden.store.lines).toEqual([]);
    const unset = build(
      sampleReceipt({ store: { name: 'A', phone: '081234560001', address: null, logo_url: '/logo.png' } }),
    );
    expect(unset.store.lines).toEqual(['0812-3456-0001']);
    expect(unset.store.logoUrl).toBeNull();
    const logo = build(
      sampleReceipt({
        settings: { show_logo: true },
        store: { name: 'A', phone: '1', address: null, logo_url: '/logo.png' },
      }),
    );
    expect(logo.store.logoUrl).toBe('/logo.png');
    const fee = build(sampleReceipt({ service_fee: 500, total: 12_500 }));
    expect(values(fee).service_fee).toBe('Rp 500');
    expect(values(fee).total).toBe('Rp 12.500');
    expect(build(sampleReceipt({ settings: { note: '   ' } })).note).toBeNull();
  });
});

describe('serial numbers', () => {
  it('[RCP-01] shows the meter token when the server read one, and any other serial as sent', () => {
    const token = parseMeterToken('1234 5678 9012 3456 7890');
    expect(displaySerial({ serial_number: '1234 5678 9012 3456 7890', token })).toBe('1234-5678-9012-3456-7890');
    expect(displaySerial({ serial_number: ' REF123/OK ', token: null })).toBe('REF123/OK');
    expect(displaySerial({ serial_number: null, token: null })).toBeNull();
  });
});
