import { describe, expect, it } from 'vitest';
import { id } from '../../locales/id.ts';
import { billSummary } from './bill-summary.ts';
import { sampleBill, sampleOfferBill, sampleTransferBill } from './testing/fixtures.ts';

const t = (key: keyof typeof id) => id[key];
const lines = (rows: ReturnType<typeof billSummary>) => rows.map((row) => `${row.label}: ${row.value}`);

describe('what a payment is for', () => {
  it('[PAS-01] a bill: customer, number, provider and months', () => {
    expect(lines(billSummary(sampleBill(), t, 'id'))).toEqual([
      'Nama pelanggan: SITI AMINAH',
      'Nomor pelanggan: 1013228',
      'Penyedia: PDAM Kota Bandung',
      'Periode: Okt 2026, Nov 2026',
    ]);
  });

  it('[CAT-02] an offer: the phone number, the package with its quota and the validity', () => {
    expect(lines(billSummary(sampleOfferBill(), t, 'id'))).toEqual([
      'Nama pelanggan: DEWI LESTARI',
      'Nomor HP: 085112345678',
      'Paket: Kuota Promo 20GB · 20 GB',
      'Masa aktif: 30 Hari',
    ]);
  });

  it('[CAT-02] kirim uang: the account holder, the account, the bank and the amount sent', () => {
    expect(lines(billSummary(sampleTransferBill(), t, 'id'))).toEqual([
      'Nama pemilik rekening: SITI RAHAYU',
      'Nomor rekening: 8720012345',
      'Bank tujuan: BCA',
      'Nominal transfer: Rp 250.000',
    ]);
  });
});
