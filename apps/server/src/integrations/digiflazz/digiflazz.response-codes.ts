/**
 * Digiflazz's response codes (`rc`) of the buyer API, as its documentation lists them
 * (developer.digiflazz.com/api/buyer/response-code): the message, the status a transaction with that code has, and
 * whether a transaction was formed ("Transaksi Terbentuk"). A code whose transaction was not formed leaves the ref_id
 * unused: the same request may be sent again later (after a deposit, say) without being a status check.
 *
 * `retryElsewhere` is ours: true where the failure lies with this supplier or its sellers (product off, stock empty,
 * cut-off, our balance there, a timeout), so another supplier may well succeed; false where the customer's number or
 * the request itself is the problem and any supplier would fail the same way.
 */
export type DigiflazzStatus = 'Sukses' | 'Pending' | 'Gagal';

export type DigiflazzResponseCode = {
  message: string;
  status: DigiflazzStatus;
  transactionFormed: boolean;
  retryElsewhere: boolean;
};

const code = (
  message: string,
  status: DigiflazzStatus,
  transactionFormed: boolean,
  retryElsewhere = false,
): DigiflazzResponseCode => ({ message, status, transactionFormed, retryElsewhere });

export const digiflazzResponseCodes = {
  '00': code('Transaksi Sukses', 'Sukses', true),
  '01': code('Timeout', 'Gagal', true, true),
  // The generic failure of a seller; the same product may go through at another supplier.
  '02': code('Transaksi Gagal', 'Gagal', true, true),
  '03': code('Transaksi Pending', 'Pending', true),
  '40': code('Payload Error', 'Gagal', false),
  '41': code('Signature tidak valid', 'Gagal', false),
  '42': code('Gagal memproses API Buyer', 'Gagal', false),
  '43': code('SKU tidak di temukan atau Non-Aktif', 'Gagal', false, true),
  '44': code('Saldo tidak cukup', 'Gagal', false, true),
  '45': code('IP Anda tidak kami kenali', 'Gagal', false),
  // Another buyer just bought the same product for the same number: buying it again elsewhere would sell it twice.
  '47': code('Transaksi sudah terjadi di buyer lain', 'Gagal', false),
  '49': code('Ref ID tidak unik', 'Gagal', false),
  '50': code('Transaksi Tidak Ditemukan', 'Gagal', true),
  '51': code('Nomor Tujuan Diblokir', 'Gagal', true),
  '52': code('Prefix Tidak Sesuai Dengan Operator', 'Gagal', true),
  '53': code('Produk Seller Sedang Tidak Tersedia', 'Gagal', true, true),
  '54': code('Nomor Tujuan Salah', 'Gagal', true),
  '55': code('Produk Sedang Gangguan', 'Gagal', true, true),
  '56': code('Limit saldo seller', 'Gagal', false, true),
  '57': code('Jumlah Digit Kurang Atau Lebih', 'Gagal', true),
  '58': code('Sedang Cut Off', 'Gagal', true, true),
  '59': code('Tujuan di Luar Wilayah/Cluster', 'Gagal', true),
  '60': code('Tagihan belum tersedia', 'Gagal', true),
  '61': code('Belum pernah melakukan deposit', 'Gagal', false, true),
  '62': code('Seller sedang mengalami gangguan', 'Gagal', false, true),
  '63': code('Tidak support transaksi multi', 'Gagal', false, true),
  '64': code('Tarik tiket gagal, coba nominal lain', 'Gagal', false, true),
  '65': code('Limit transaksi multi', 'Gagal', false, true),
  '66': code('Cut Off (Perbaikan Sistem Seller)', 'Gagal', false, true),
  '67': code('Seller belum ter-verifikasi', 'Gagal', false, true),
  '68': code('Stok habis', 'Gagal', false, true),
  '69': code('Harga seller lebih besar dari ketentuan harga Buyer', 'Gagal', false, true),
  '70': code('Timeout Dari Biller', 'Gagal', true, true),
  '71': code('Produk Sedang Tidak Stabil', 'Gagal', true, true),
  '72': code('Lakukan Unreg Paket Dahulu', 'Gagal', true),
  '73': code('Kwh Melebihi Batas', 'Gagal', true),
  // A refund after the fact: the customer's purchase is undone, not failed over to someone else.
  '74': code('Transaksi Refund', 'Gagal', true),
  '80': code('Akun Anda telah diblokir oleh Seller', 'Gagal', false, true),
  '81': code('Seller ini telah diblokir oleh Anda', 'Gagal', false, true),
  '82': code('Akun Anda belum ter-verifikasi', 'Gagal', false, true),
  '83': code('Limitasi pengecekan pricelist', 'Gagal', false),
  '84': code('Nominal tidak valid', 'Gagal', true),
  '85': code('Limitasi transaksi, coba 1 menit lagi', 'Gagal', true, true),
  '86': code('Limitasi pengecekan nomor PLN', 'Gagal', true, true),
  '87': code('Transaksi E-money wajib kelipatan Rp 1.000', 'Gagal', false),
  '88': code('Akun tidak dapat melakukan aksi ini', 'Gagal', false, true),
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
