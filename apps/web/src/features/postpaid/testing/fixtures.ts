import type { Bill, Biller, PostpaidReceipt, PostpaidTransaction } from '@konter/shared/contracts/postpaid';
import type { ReceiptSettings } from '@konter/shared/contracts/transactions';
import { receiptPayment } from '@konter/shared/contracts/transactions';

/** Sample data in the shapes of @konter/shared/contracts/postpaid. Only tests import this file. */
type BillPeriod = Bill['periods'][number];

export function sampleBillPeriod(overrides: Partial<BillPeriod> = {}): BillPeriod {
  return {
    period: '202610',
    amount: 85_000,
    penalty: 0,
    admin_fee: 2_500,
    meter_start: 1_200,
    meter_end: 1_222,
    usage: 22,
    ...overrides,
  };
}

/** A PDAM bill of two months with meters, the second with a penalty. */
export function sampleBill(overrides: Partial<Bill> = {}): Bill {
  const periods = overrides.periods ?? [
    sampleBillPeriod(),
    sampleBillPeriod({
      period: '202611',
      amount: 92_000,
      penalty: 5_000,
      meter_start: 1_222,
      meter_end: 1_247,
      usage: 25,
    }),
  ];
  const billAmount = periods.reduce((sum, line) => sum + line.amount + line.penalty, 0);
  const adminFee = periods.reduce((sum, line) => sum + line.admin_fee, 0);
  return {
    ref_id: 'PSC7K2M9Q4ZP',
    type: 'pdam',
    product_code: 'PDAMBDG',
    provider: 'PDAM Kota Bandung',
    customer_no: '1013228',
    customer_name: 'SITI AMINAH',
    period: periods.map((line) => line.period).join(','),
    months: periods.length,
    periods,
    bill_amount: billAmount,
    admin_fee: adminFee,
    total: billAmount + adminFee,
    details: { Tarif: 'R2 Rumah Tangga', jatuh_tempo: '20 NOV 2026' },
    ...overrides,
  };
}

/** A by.U offer: one package, its validity as the period, no admin fee. */
export function sampleOfferBill(overrides: Partial<Bill> = {}): Bill {
  return sampleBill({
    type: 'byupromo',
    product_code: 'byupromo',
    provider: 'by.U Promo',
    customer_no: '085112345678',
    customer_name: 'DEWI LESTARI',
    period: '30 Hari',
    months: 1,
    periods: [
      sampleBillPeriod({
        period: '30 Hari',
        amount: 50_000,
        admin_fee: 0,
        meter_start: null,
        meter_end: null,
        usage: null,
      }),
    ],
    bill_amount: 50_000,
    admin_fee: 0,
    total: 50_000,
    details: {},
    offer: { package: 'Kuota Promo 20GB', quota: '20 GB', validity: '30 Hari', normal_price: 70_000 },
    ...overrides,
  });
}

/** Rp 250.000 sent to a BCA account, with its admin fee. */
export function sampleTransferBill(overrides: Partial<Bill> = {}): Bill {
  return sampleBill({
    type: 'kirim-uang',
    product_code: 'kirimbca',
    provider: 'BCA',
    customer_no: '8720012345',
    customer_name: 'SITI RAHAYU',
    period: '20-11-2026',
    months: 1,
    periods: [
      sampleBillPeriod({ period: '20-11-2026', amount: 250_000, meter_start: null, meter_end: null, usage: null }),
    ],
    bill_amount: 250_000,
    admin_fee: 2_500,
    total: 252_500,
    details: { bank: 'BCA', kode_bank: '014' },
    ...overrides,
  });
}

export function sampleBanks(): Biller[] {
  return [
    { code: 'kirimbca', name: 'BCA', admin_fee: 2_500 },
    { code: 'kirimbri', name: 'BRI', admin_fee: 2_500 },
    { code: 'kirimbni', name: 'BNI', admin_fee: 2_500 },
    { code: 'kirimmandiri', name: 'Mandiri', admin_fee: 2_500 },
  ];
}

export function sampleBillers(): Biller[] {
  return [
    { code: 'PDAMBDG', name: 'PDAM Kota Bandung', admin_fee: 2_500 },
    { code: 'PDAMBGR', name: 'PDAM Kabupaten Bogor', admin_fee: 3_000 },
  ];
}

export function samplePostpaidTransaction(overrides: Partial<PostpaidTransaction> = {}): PostpaidTransaction {
  const bill = overrides.bill ?? sampleBill();
  return {
    ref_id: bill.ref_id,
    order_number: null,
    product_code: bill.product_code,
    product_name: bill.provider,
    family: 'pascabayar',
    operator: bill.type,
    operator_name: bill.provider,
    nominal: null,
    destination: bill.customer_no,
    customer_name: bill.customer_name,
    price: bill.total,
    selling_price: bill.total,
    profit: 0,
    cashback: 0,
    promo: false,
    status: 'processing',
    serial_number: null,
    token: null,
    failure_code: null,
    created_at: '2026-11-20T03:04:05.000Z',
    updated_at: '2026-11-20T03:04:05.000Z',
    bill,
    ...overrides,
  };
}

export function samplePostpaidReceipt({
  transaction = {},
  settings = {},
  ...overrides
}: Partial<Omit<PostpaidReceipt, 'transaction' | 'settings'>> & {
  transaction?: Partial<PostpaidTransaction>;
  settings?: Partial<ReceiptSettings>;
} = {}): PostpaidReceipt {
  const trx = samplePostpaidTransaction({ status: 'success', serial_number: 'REF0A1B2C3D4E5', ...transaction });
  return {
    transaction: trx,
    store: {
      name: 'Konter Sinar Jaya',
      phone: '081234560001',
      address: 'Jl. Melati No. 5, Sukamaju, Cibinong, Bogor, Jawa Barat 16911',
      logo_url: null,
    },
    settings: {
      show_logo: false,
      show_address: true,
      large_text: false,
      large_serial: false,
      note_left: false,
      paper_width: '58',
      font_size: 'regular',
      shop_name: '',
      note: 'Terima kasih',
      ...settings,
    },
    total: trx.selling_price,
    payment_method: 'deposit',
    ...receiptPayment(trx, trx.price),
    service_fee: 0,
    customer_debt: null,
    levels: [],
    ...overrides,
  };
}
