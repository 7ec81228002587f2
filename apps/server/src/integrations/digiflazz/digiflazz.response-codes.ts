import type { PurchaseFailureCode } from '@konter/shared/contracts/transactions';

/**
 * Digiflazz's response codes (`rc`) of the buyer API, as its documentation lists them
 * (developer.digiflazz.com/api/buyer/response-code): the message, the status a transaction with that code has, and
 * whether a transaction was formed ("Transaksi Terbentuk"). A code whose transaction was not formed leaves the ref_id
 * unused: the same request may be sent again later (after a deposit, say) without being a status check.
 *
 * `retryElsewhere` is ours: true where the failure lies with this supplier or its sellers (product off, stock empty,
 * cut-off, our balance there, a timeout), so another supplier may well succeed; false where the customer's number or
 * the request itself is the problem and any supplier would fail the same way. `failure` is ours too: what the customer
 * reads instead of the message (the seller's Indonesian jargon, which may speak of our own balance there).
 */
export type DigiflazzStatus = 'Sukses' | 'Pending' | 'Gagal';

export type DigiflazzResponseCode = {
  message: string;
  status: DigiflazzStatus;
  transactionFormed: boolean;
  retryElsewhere: boolean;
  failure: PurchaseFailureCode | null;
};

const code = (
  message: string,
  status: DigiflazzStatus,
  transactionFormed: boolean,
  retryElsewhere = false,
  failure: PurchaseFailureCode | null = status === 'Gagal' ? 'failed' : null,
): DigiflazzResponseCode => ({ message, status, transactionFormed, retryElsewhere, failure });

export const digiflazzResponseCodes = {
  '00': code('Transaksi Sukses', 'Sukses', true),
  '01': code('Timeout', 'Gagal', true, true, 'timeout'),
  // The generic failure of a seller; the same product may go through at another supplier.
  '02': code('Transaksi Gagal', 'Gagal', true, true),
  '03': code('Transaksi Pending', 'Pending', true),
  '40': code('Payload Error', 'Gagal', false),
  '41': code('Signature tidak valid', 'Gagal', false),
  '42': code('Gagal memproses API Buyer', 'Gagal', false),
  '43': code('SKU tidak di temukan atau Non-Aktif', 'Gagal', false, true, 'product_unavailable'),
  '44': code('Saldo tidak cukup', 'Gagal', false, true, 'product_unavailable'),
  '45': code('IP Anda tidak kami kenali', 'Gagal', false),
  // Another buyer just bought the same product for the same number: buying it again elsewhere would sell it twice.
  '47': code('Transaksi sudah terjadi di buyer lain', 'Gagal', false, false, 'already_bought'),
  '49': code('Ref ID tidak unik', 'Gagal', false),
  '50': code('Transaksi Tidak Ditemukan', 'Gagal', true),
  '51': code('Nomor Tujuan Diblokir', 'Gagal', true, false, 'number_blocked'),
  '52': code('Prefix Tidak Sesuai Dengan Operator', 'Gagal', true, false, 'wrong_operator'),
  '53': code('Produk Seller Sedang Tidak Tersedia', 'Gagal', true, true, 'product_unavailable'),
  '54': code('Nomor Tujuan Salah', 'Gagal', true, false, 'wrong_number'),
  '55': code('Produk Sedang Gangguan', 'Gagal', true, true, 'product_unavailable'),
  '56': code('Limit saldo seller', 'Gagal', false, true, 'product_unavailable'),
  '57': code('Jumlah Digit Kurang Atau Lebih', 'Gagal', true, false, 'number_format'),
  '58': code('Sedang Cut Off', 'Gagal', true, true, 'cut_off'),
  '59': code('Tujuan di Luar Wilayah/Cluster', 'Gagal', true, false, 'outside_area'),
  '60': code('Tagihan belum tersedia', 'Gagal', true, false, 'bill_not_available'),
  '61': code('Belum pernah melakukan deposit', 'Gagal', false, true, 'product_unavailable'),
  '62': code('Seller sedang mengalami gangguan', 'Gagal', false, true, 'product_unavailable'),
  '63': code('Tidak support transaksi multi', 'Gagal', false, true, 'product_unavailable'),
  '64': code('Tarik tiket gagal, coba nominal lain', 'Gagal', false, true, 'product_unavailable'),
  '65': code('Limit transaksi multi', 'Gagal', false, true, 'try_later'),
  '66': code('Cut Off (Perbaikan Sistem Seller)', 'Gagal', false, true, 'cut_off'),
  '67': code('Seller belum ter-verifikasi', 'Gagal', false, true, 'product_unavailable'),
  '68': code('Stok habis', 'Gagal', false, true, 'out_of_stock'),
  '69': code('Harga seller lebih besar dari ketentuan harga Buyer', 'Gagal', false, true, 'product_unavailable'),
  '70': code('Timeout Dari Biller', 'Gagal', true, true, 'timeout'),
  '71': code('Produk Sedang Tidak Stabil', 'Gagal', true, true, 'product_unavailable'),
  '72': code('Lakukan Unreg Paket Dahulu', 'Gagal', true, false, 'package_active'),
  '73': code('Kwh Melebihi Batas', 'Gagal', true, false, 'kwh_limit'),
  // A refund after the fact: the customer's purchase is undone, not failed over to someone else.
  '74': code('Transaksi Refund', 'Gagal', true, false, 'returned'),
  '80': code('Akun Anda telah diblokir oleh Seller', 'Gagal', false, true, 'product_unavailable'),
  '81': code('Seller ini telah diblokir oleh Anda', 'Gagal', false, true, 'product_unavailable'),
  '82': code('Akun Anda belum ter-verifikasi', 'Gagal', false, true, 'product_unavailable'),
  '83': code('Limitasi pengecekan pricelist', 'Gagal', false),
  '84': code('Nominal tidak valid', 'Gagal', true, false, 'invalid_nominal'),
  '85': code('Limitasi transaksi, coba 1 menit lagi', 'Gagal', true, true, 'try_later'),
  '86': code('Limitasi pengecekan nomor PLN', 'Gagal', true, true, 'try_later'),
  '87': code('Transaksi E-money wajib kelipatan Rp 1.000', 'Gagal', false, false, 'invalid_nominal'),
  '88': code('Akun tidak dapat melakukan aksi ini', 'Gagal', false, true, 'product_unavailable'),
  '99': code('DF Router Issue', 'Pending', true),
} as const satisfies Record<string, DigiflazzResponseCode>;

export type DigiflazzRc = keyof typeof digiflazzResponseCodes;

/** The codes that say our credentials (signature, username, whitelisted IP) were refused. */
export const unauthorizedRcs: readonly string[] = ['41', '42', '45'];

export function responseCodeOf(rc: string): DigiflazzResponseCode | null {
  const codes: Readonly<Record<string, DigiflazzResponseCode>> = digiflazzResponseCodes;
  return Object.hasOwn(codes, rc) ? (codes[rc] ?? null) : null;
}

export function isDigiflazzRc(rc: string): rc is DigiflazzRc {
  return responseCodeOf(rc) !== null;
}
