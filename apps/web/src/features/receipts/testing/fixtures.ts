import { meterTokenFamilies, parseMeterToken } from '@konter/shared/ppob/meter-token';
import type { Receipt, ReceiptSettings, Transaction } from '@konter/shared/contracts/transactions';
import { receiptPayment } from '@konter/shared/contracts/transactions';

/** Sample data in the shapes of @konter/shared/contracts/transactions. Only tests import this file. */
/** A transaction as the server answers it: a meter token family's serial read into its token, unless given. */
export function sampleTransaction(overrides: Partial<Transaction> = {}): Transaction {
  const family = overrides.family ?? 'pulsa';
  const serial = overrides.serial_number === undefined ? '41029384756102938475' : overrides.serial_number;
  const token = serial && meterTokenFamilies.includes(family) ? parseMeterToken(serial) : null;
  return {
    ref_id: 'TRX7K2M9Q4ZP',
    order_number: 'ORD-001',
    product_code: 'tsel10',
    product_name: 'Telkomsel 10.000',
    family: 'pulsa',
    operator: 'telkomsel',
    operator_name: 'Telkomsel',
    nominal: 10_000,
    destination: '081234567890',
    customer_name: null,
    price: 10_250,
    selling_price: 12_000,
    profit: 1_750,
    cashback: 0,
    promo: false,
    status: 'success',
    serial_number: '41029384756102938475',
    token,
    failure_code: null,
    created_at: '2026-01-02T03:04:05.000Z',
    updated_at: '2026-01-02T03:04:09.000Z',
    ...overrides,
  };
}

export function sampleReceiptSettings(overrides: Partial<ReceiptSettings> = {}): ReceiptSettings {
  return {
    show_logo: false,
    show_address: true,
    large_text: false,
    large_serial: true,
    note_left: false,
    paper_width: '58',
    font_size: 'regular',
    shop_name: '',
    note: 'Terima kasih sudah berbelanja',
    ...overrides,
  };
}

export function sampleReceipt({
  transaction = {},
  settings = {},
  ...overrides
}: Partial<Omit<Receipt, 'transaction' | 'settings'>> & {
  transaction?: Partial<Transaction>;
  settings?: Partial<ReceiptSettings>;
} = {}): Receipt {
  const trx = sampleTransaction(transaction);
  return {
    transaction: trx,
    store: {
      name: 'Konter Sinar Jaya',
      phone: '081234560001',
      address: 'Jl. Melati No. 5, Sukamaju, Cibinong, Bogor, Jawa Barat 16911',
      logo_url: null,
    },
    settings: sampleReceiptSettings(settings),
    total: trx.selling_price,
    payment_method: 'deposit',
    ...receiptPayment(trx, trx.price),
    service_fee: 0,
    customer_debt: null,
    levels: [],
    ...overrides,
  };
}
