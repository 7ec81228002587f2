import type { PostpaidTransaction } from '@konter/shared/contracts/postpaid';
import type { PurchaseFailureCode, Transaction } from '@konter/shared/contracts/transactions';
import { z } from 'zod';

/**
 * The Digiflazz buyer protocol as this server speaks it downstream (issue 19): the same paths, JSON shapes, `sign`
 * rules and response codes as developer.digiflazz.com/api/buyer, so software written for Digiflazz connects by
 * changing its base URL and credentials. The codes are the documented ones; what each means here is below.
 */
export type H2hStatus = 'Sukses' | 'Pending' | 'Gagal';

export const h2hResponseCodes = {
  '00': 'Transaksi Sukses',
  '01': 'Timeout',
  '02': 'Transaksi Gagal',
  '03': 'Transaksi Pending',
  '40': 'Payload Error',
  '41': 'Signature tidak valid',
  '42': 'Gagal memproses API Buyer',
  '43': 'SKU tidak di temukan atau Non-Aktif',
  '44': 'Saldo tidak cukup',
  '45': 'IP Anda tidak kami kenali',
  '49': 'Ref ID tidak unik',
  '50': 'Transaksi Tidak Ditemukan',
  '51': 'Nomor Tujuan Diblokir',
  '52': 'Prefix Tidak Sesuai Dengan Operator',
  '53': 'Produk Seller Sedang Tidak Tersedia',
  '54': 'Nomor Tujuan Salah',
  '55': 'Produk Sedang Gangguan',
  '57': 'Jumlah Digit Kurang Atau Lebih',
  '58': 'Sedang Cut Off',
  '59': 'Tujuan di Luar Wilayah/Cluster',
  '60': 'Tagihan belum tersedia',
  '68': 'Stok habis',
  '72': 'Lakukan Unreg Paket Dahulu',
  '73': 'Kwh Melebihi Batas',
  '74': 'Transaksi Refund',
  '83': 'Limitasi pengecekan pricelist',
  '84': 'Nominal tidak valid',
  '85': 'Limitasi transaksi, coba 1 menit lagi',
  '88': 'Akun tidak dapat melakukan aksi ini',
} as const;

export type H2hRc = keyof typeof h2hResponseCodes;

/** A refusal that forms no transaction: HTTP 400 with `data.rc`, as Digiflazz answers them. */
export class H2hRefusal extends Error {
  readonly rc: H2hRc;
  readonly httpStatus: number;
  constructor(rc: H2hRc, httpStatus = 400) {
    super(h2hResponseCodes[rc]);
    this.rc = rc;
    this.httpStatus = httpStatus;
  }
}

/** The reason a purchase failed, as the documented code a Digiflazz client knows. */
const rcOfFailure: Record<PurchaseFailureCode, H2hRc> = {
  failed: '02',
  wrong_number: '54',
  number_format: '57',
  wrong_operator: '52',
  number_blocked: '51',
  outside_area: '59',
  product_unavailable: '53',
  out_of_stock: '68',
  cut_off: '58',
  timeout: '01',
  try_later: '85',
  already_bought: '02',
  package_active: '72',
  kwh_limit: '73',
  bill_not_available: '60',
  invalid_nominal: '84',
  returned: '74',
};

export function statusOfTransaction(transaction: Pick<Transaction, 'status' | 'failure_code'>): {
  status: H2hStatus;
  rc: H2hRc;
} {
  switch (transaction.status) {
    case 'success':
      return { status: 'Sukses', rc: '00' };
    case 'processing':
    case 'unprocessed':
    case 'inquiry':
      return { status: 'Pending', rc: '03' };
    case 'returned':
      return { status: 'Gagal', rc: '74' };
    case 'expired':
      return { status: 'Gagal', rc: '01' };
    default:
      return { status: 'Gagal', rc: transaction.failure_code ? rcOfFailure[transaction.failure_code] : '02' };
  }
}

/** The transaction object of /v1/transaction answers and callbacks. */
export type H2hTransactionData = {
  ref_id: string;
  customer_no: string;
  buyer_sku_code: string;
  message: string;
  status: H2hStatus;
  rc: H2hRc;
  sn: string;
  buyer_last_saldo: number;
  price: number;
  /** Our own id of the transaction (callbacks only, as Digiflazz's). */
  trx_id?: string;
};

export function transactionData(
  refId: string,
  transaction: Pick<
    Transaction,
    'status' | 'failure_code' | 'destination' | 'product_code' | 'serial_number' | 'price'
  >,
  lastSaldo: number,
): H2hTransactionData {
  const { status, rc } = statusOfTransaction(transaction);
  return {
    ref_id: refId,
    customer_no: transaction.destination,
    buyer_sku_code: transaction.product_code,
    message: h2hResponseCodes[rc],
    status,
    rc,
    sn: status === 'Sukses' ? (transaction.serial_number ?? '') : '',
    buyer_last_saldo: lastSaldo,
    price: transaction.price,
  };
}

// --- requests ------------------------------------------------------------------------------------------------------

const text = (max: number) => z.string().trim().min(1).max(max);

export const balanceRequest = z.object({ cmd: z.literal('deposit'), username: text(64), sign: text(64) });

export const priceListRequest = z.object({
  cmd: z.enum(['prepaid', 'pasca']),
  username: text(64),
  sign: text(64),
  code: z.string().max(40).optional(),
  category: z.string().max(60).optional(),
  brand: z.string().max(60).optional(),
});

export const transactionRequest = z.object({
  username: text(64),
  buyer_sku_code: text(40),
  customer_no: text(40),
  ref_id: text(64),
  sign: text(64),
  commands: z.string().max(20).optional(),
  testing: z.boolean().optional(),
  max_price: z.number().int().optional(),
  cb_url: z.string().max(500).optional(),
  allow_dot: z.boolean().optional(),
  /** Not in Digiflazz's documentation: what a kirim-uang inquiry sends (decision 015), as our adapter sends it. */
  amount: z.number().int().optional(),
});

/** `/v1/inquiry-pln`: signed md5(username + key + customer_no). */
export const plnInquiryRequest = z.object({ username: text(64), customer_no: text(20), sign: text(64) });

/**
 * `/v1/deposit`: signed md5(username + key + "deposit"). Digiflazz's own example writes the bank as `Bank` while its
 * table says `bank`: both are read.
 */
export const depositRequest = z
  .object({
    username: text(64),
    sign: text(64),
    amount: z.number().int().positive().max(1_000_000_000),
    bank: text(40).optional(),
    Bank: text(40).optional(),
    owner_name: text(60),
  })
  .transform(({ Bank, bank, ...rest }) => ({ ...rest, bank: bank ?? Bank ?? '' }));

export type TransactionRequest = z.infer<typeof transactionRequest>;

/** The postpaid transaction object of /v1/transaction answers and callbacks: a bill's fields on top. */
export type H2hPostpaidData = H2hTransactionData & {
  customer_name: string;
  admin: number;
  selling_price: number;
  periode: string;
  desc: Record<string, unknown>;
};

/**
 * A postpaid transaction in Digiflazz's shape. An inquiry that found a bill is 'Sukses' (rc 00) with nothing paid
 * yet, as Digiflazz answers `inq-pasca`; a payment carries the purchase's own status. `desc.detail` lists the
 * periods with the keys Digiflazz uses (nilai_tagihan, denda, admin, meter_awal, meter_akhir), so a Digiflazz client
 * reads the bill as it reads Digiflazz's.
 */
export function postpaidData(refId: string, transaction: PostpaidTransaction, lastSaldo: number): H2hPostpaidData {
  const { bill } = transaction;
  const inquiry = transaction.status === 'inquiry';
  const { status, rc } = inquiry ? { status: 'Sukses' as const, rc: '00' as const } : statusOfTransaction(transaction);
  return {
    ref_id: refId,
    customer_no: transaction.destination,
    customer_name: bill.customer_name,
    buyer_sku_code: transaction.product_code,
    admin: bill.admin_fee,
    message: h2hResponseCodes[rc],
    status,
    rc,
    sn: !inquiry && status === 'Sukses' ? (transaction.serial_number ?? '') : '',
    buyer_last_saldo: lastSaldo,
    price: transaction.price,
    selling_price: bill.total,
    periode: bill.period,
    desc: {
      ...bill.details,
      lembar_tagihan: bill.months,
      detail: bill.periods.map((period) => ({
        periode: period.period,
        nilai_tagihan: String(period.amount),
        admin: String(period.admin_fee),
        denda: String(period.penalty),
        ...(period.meter_start === null ? {} : { meter_awal: String(period.meter_start).padStart(8, '0') }),
        ...(period.meter_end === null ? {} : { meter_akhir: String(period.meter_end).padStart(8, '0') }),
      })),
    },
  };
}

/** Digiflazz's documented prepaid test numbers (developer mode): what each one does, whatever the SKU. */
export const sandboxNumbers: Record<string, { first: H2hStatus; final: 'Sukses' | 'Gagal' }> = {
  '087800001230': { first: 'Sukses', final: 'Sukses' },
  '087800001232': { first: 'Gagal', final: 'Gagal' },
  '087800001233': { first: 'Pending', final: 'Sukses' },
  '087800001234': { first: 'Pending', final: 'Gagal' },
};

/**
 * Digiflazz's documented postpaid test numbers (developer mode), whatever the biller: how the inquiry answers, how
 * the payment starts and how it ends.
 */
export const sandboxPostpaidNumbers: Record<
  string,
  { inquiry: 'Sukses' | 'Gagal'; months: number; pay: H2hStatus; final: 'Sukses' | 'Gagal' }
> = {
  '530000000001': { inquiry: 'Sukses', months: 1, pay: 'Sukses', final: 'Sukses' },
  '530000000002': { inquiry: 'Sukses', months: 2, pay: 'Sukses', final: 'Sukses' },
  '530000000003': { inquiry: 'Gagal', months: 0, pay: 'Gagal', final: 'Gagal' },
  '530000000006': { inquiry: 'Sukses', months: 1, pay: 'Gagal', final: 'Gagal' },
  '630000000001': { inquiry: 'Sukses', months: 1, pay: 'Pending', final: 'Sukses' },
  '630000000002': { inquiry: 'Sukses', months: 2, pay: 'Pending', final: 'Sukses' },
  '630000000006': { inquiry: 'Sukses', months: 1, pay: 'Pending', final: 'Gagal' },
};

/** The bill of a postpaid test number: fixed, so every inquiry and payment of it reads the same. */
export function sandboxBill(
  bill: { refId: string; sku: string; customerNo: string; adminFee: number },
  state: { status: H2hStatus; rc: H2hRc; sn: string },
): H2hPostpaidData {
  const months = sandboxPostpaidNumbers[bill.customerNo]?.months ?? 1;
  const periods = Array.from({ length: months }, (_, index) => `2026${String(index + 1).padStart(2, '0')}`);
  const amount = 50_000;
  const total = (amount + bill.adminFee) * months;
  return {
    ref_id: bill.refId,
    customer_no: bill.customerNo,
    customer_name: 'Nama Pelanggan Uji',
    buyer_sku_code: bill.sku,
    admin: bill.adminFee * months,
    message: h2hResponseCodes[state.rc],
    status: state.status,
    rc: state.rc,
    sn: state.status === 'Sukses' ? state.sn : '',
    buyer_last_saldo: 0,
    price: total,
    selling_price: total,
    periode: periods.join(','),
    desc: {
      lembar_tagihan: months,
      detail: periods.map((periode) => ({
        periode,
        nilai_tagihan: String(amount),
        admin: String(bill.adminFee),
        denda: '0',
      })),
    },
  };
}
