/** §1: the purchase confirmation's choice of where the price comes from (an area catalogue: pay-from-text.ts). */
export const payFromId = {
  'pay_from.title': 'Bayar dari',
  'pay_from.deposit': 'Saldo deposit',
  'pay_from.cashback': 'Saldo cashback',
  'pay_from.loan': 'Pinjaman agen',
  'pay_from.balance': 'Saldo {amount}',
  'pay_from.loan_left': 'Sisa limit {amount}',
  'pay_from.short': 'Tidak cukup untuk transaksi ini',
  'pay_from.loan_hint': 'Harga dipinjam dari limit pinjaman Anda dan menjadi utang sampai dibayar.',
} as const;
