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
});

export type TransactionRequest = z.infer<typeof transactionRequest>;

/** Digiflazz's documented prepaid test numbers (developer mode): what each one does, whatever the SKU. */
export const sandboxNumbers: Record<string, { first: H2hStatus; final: 'Sukses' | 'Gagal' }> = {
  '087800001230': { first: 'Sukses', final: 'Sukses' },
  '087800001232': { first: 'Gagal', final: 'Gagal' },
  '087800001233': { first: 'Pending', final: 'Sukses' },
  '087800001234': { first: 'Pending', final: 'Gagal' },
};
