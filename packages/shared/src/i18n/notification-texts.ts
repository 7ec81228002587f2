import type { Locale } from './locales.ts';
import { formatRupiah } from '../money.ts';

/**
 * The title and text of each notification type (`notifications.type.<type>.title|body`) in id/en/zh: one catalogue
 * for the web app (merged into its notifications texts) and the server (web push, e-mail and WhatsApp), so a push
 * reads exactly like the inbox.
 */
export const notificationTextsId = {
  'notifications.type.purchase.success.title': 'Transaksi berhasil',
  'notifications.type.purchase.success.body': '{product} ke {destination} berhasil, {amount}.',
  'notifications.type.purchase.failed.title': 'Transaksi gagal',
  'notifications.type.purchase.failed.body': '{product} ke {destination} gagal. {amount} dikembalikan ke deposit.',
  'notifications.type.purchase.returned.title': 'Transaksi dibatalkan penjual',
  'notifications.type.purchase.returned.body': '{product} dibatalkan penjual. {amount} dikembalikan ke deposit.',
  'notifications.type.deposit.credited.title': 'Deposit masuk',
  'notifications.type.deposit.credited.body': 'Top up {amount} ({code}) sudah masuk ke saldo deposit.',
  'notifications.type.deposit.reversed.title': 'Deposit ditarik kembali',
  'notifications.type.deposit.reversed.body': '{amount} dari top up {code} ditarik kembali (refund pembayaran).',
  'notifications.type.transfer.received.title': 'Transfer deposit diterima',
  'notifications.type.transfer.received.body': 'Anda menerima {amount} dari {sender} ({sender_hp}).',
  'notifications.type.name-check.success.title': 'Cek nama selesai',
  'notifications.type.name-check.success.body': 'Nomor {destination} atas nama {name}.',
  'notifications.type.name-check.failed.title': 'Cek nama gagal',
  'notifications.type.name-check.failed.body': 'Nama untuk nomor {destination} tidak ditemukan. Periksa nomor tujuan.',
  'notifications.type.news.title': '{title}',
  'notifications.type.news.body': '{body}',
  'notifications.type.affiliate.verified.title': 'Afiliasi terverifikasi',
  'notifications.type.affiliate.verified.body':
    'Pendaftaran afiliasi Anda diverifikasi. Transaksi akun yang mendaftar dengan kode Anda kini menghasilkan komisi.',
  'notifications.type.affiliate.rejected.title': 'Pendaftaran afiliasi ditolak',
  'notifications.type.affiliate.rejected.body':
    'Pendaftaran afiliasi Anda ditolak: {reason}. Anda dapat mendaftar ulang.',
  'notifications.type.affiliate.paid.title': 'Komisi afiliasi dicairkan',
  'notifications.type.affiliate.paid.body':
    'Komisi {amount} sudah ditransfer ke rekening Anda (referensi {reference}).',
  'notifications.type.shop.order.paid.title': 'Pesanan dibayar',
  'notifications.type.shop.order.paid.body':
    'Pesanan {number} sudah dibayar ({amount}) dan menunggu konfirmasi penjual.',
  'notifications.type.shop.order.processed.title': 'Pesanan diproses',
  'notifications.type.shop.order.processed.body': 'Penjual sedang menyiapkan pesanan {number}.',
  'notifications.type.shop.order.shipped.title': 'Pesanan dikirim',
  'notifications.type.shop.order.shipped.body': 'Pesanan {number} dikirim dengan {service}, nomor resi {receipt}.',
  'notifications.type.shop.order.done.title': 'Pesanan selesai',
  'notifications.type.shop.order.done.body': 'Pesanan {number} selesai. Terima kasih sudah berbelanja.',
  'notifications.type.shop.order.cancelled.title': 'Pesanan dibatalkan',
  'notifications.type.shop.order.cancelled.body':
    'Pesanan {number} dibatalkan penjual: {reason}. Dana yang sudah dibayar kembali ke deposit.',
  'notifications.type.shop.order.expired.title': 'Pesanan tidak dibayar',
  'notifications.type.shop.order.expired.body':
    'Pesanan {number} dibatalkan karena pembayarannya tidak masuk sampai batas waktu.',
  'notifications.type.deposit.expired.title': 'Top up kedaluwarsa',
  'notifications.type.deposit.expired.body':
    'Top up {amount} ({code}) tidak dibayar sampai batas waktu. Buat top up baru bila masih ingin mengisi deposit.',
  'notifications.type.bulk.finished.title': 'Top up massal selesai',
  'notifications.type.bulk.finished.body': 'File {file} selesai diproses: {succeeded} berhasil, {failed} gagal.',
  'notifications.type.cashback.credited.title': 'Cashback masuk',
  'notifications.type.cashback.credited.body': 'Cashback {amount} dari transaksi {ref} sudah masuk ke saldo deposit.',
  'notifications.type.commission.credited.title': 'Komisi masuk',
  'notifications.type.commission.credited.body':
    'Komisi {amount} dari transaksi jaringan Anda ({product}) masuk ke dompet cashback.',
  'notifications.type.device.login-request.title': 'Permintaan login perangkat baru',
  'notifications.type.device.login-request.body':
    '{device} ({ip}) ingin masuk ke akun Anda. Setujui atau tolak di halaman Perangkat dalam 10 menit.',
  'notifications.type.loan.due-today.title': 'Utang jatuh tempo hari ini',
  'notifications.type.loan.due-today.body':
    'Utang {amount} jatuh tempo hari ini ({due_date}). Bayar agar pinjaman tetap bisa dipakai.',
  'notifications.type.loan.due-tomorrow.title': 'Utang jatuh tempo besok',
  'notifications.type.loan.due-tomorrow.body': 'Utang {amount} jatuh tempo besok ({due_date}).',
  'notifications.type.loan.overdue.title': 'Utang lewat jatuh tempo',
  'notifications.type.loan.overdue.body':
    'Utang {amount} yang jatuh tempo {due_date} belum lunas. Pinjaman tidak bisa dipakai sampai dibayar.',
  'notifications.type.loan.agent-due-today.title': 'Utang agen jatuh tempo hari ini',
  'notifications.type.loan.agent-due-today.body':
    'Utang agen {agent} ({phone}) dari pinjaman Anda, {amount}, jatuh tempo hari ini ({due_date}).',
  'notifications.type.loan.agent-due-tomorrow.title': 'Utang agen jatuh tempo besok',
  'notifications.type.loan.agent-due-tomorrow.body':
    'Utang agen {agent} ({phone}) dari pinjaman Anda, {amount}, jatuh tempo besok ({due_date}).',
  'notifications.type.loan.agent-overdue.title': 'Utang agen lewat jatuh tempo',
  'notifications.type.loan.agent-overdue.body':
    'Utang agen {agent} ({phone}) dari pinjaman Anda, {amount}, jatuh tempo {due_date} dan belum lunas. Pinjamannya tidak bisa dipakai sampai dibayar.',
  'notifications.type.unknown.title': 'Notifikasi',
  'notifications.type.unknown.body': 'Ada kabar baru untuk akun Anda.',
};

export const notificationTextsEn: Record<keyof typeof notificationTextsId, string> = {
  'notifications.type.purchase.success.title': 'Transaction successful',
  'notifications.type.purchase.success.body': '{product} to {destination} succeeded, {amount}.',
  'notifications.type.purchase.failed.title': 'Transaction failed',
  'notifications.type.purchase.failed.body': '{product} to {destination} failed. {amount} went back to your deposit.',
  'notifications.type.purchase.returned.title': 'Transaction taken back by the seller',
  'notifications.type.purchase.returned.body': 'The seller took {product} back. {amount} went back to your deposit.',
  'notifications.type.deposit.credited.title': 'Deposit received',
  'notifications.type.deposit.credited.body': 'Your top-up of {amount} ({code}) is on your deposit balance.',
  'notifications.type.deposit.reversed.title': 'Deposit taken back',
  'notifications.type.deposit.reversed.body': '{amount} of top-up {code} was taken back (payment refund).',
  'notifications.type.transfer.received.title': 'Deposit transfer received',
  'notifications.type.transfer.received.body': 'You received {amount} from {sender} ({sender_hp}).',
  'notifications.type.name-check.success.title': 'Name check done',
  'notifications.type.name-check.success.body': 'Number {destination} belongs to {name}.',
  'notifications.type.name-check.failed.title': 'Name check failed',
  'notifications.type.name-check.failed.body': 'No name was found for {destination}. Check the destination number.',
  'notifications.type.news.title': '{title}',
  'notifications.type.news.body': '{body}',
  'notifications.type.affiliate.verified.title': 'Affiliate verified',
  'notifications.type.affiliate.verified.body':
    'Your affiliate application was verified. Purchases of accounts that registered with your code now earn you commission.',
  'notifications.type.affiliate.rejected.title': 'Affiliate application rejected',
  'notifications.type.affiliate.rejected.body':
    'Your affiliate application was rejected: {reason}. You can apply again.',
  'notifications.type.affiliate.paid.title': 'Affiliate commission paid out',
  'notifications.type.affiliate.paid.body':
    'Your commission of {amount} was transferred to your account (reference {reference}).',
  'notifications.type.shop.order.paid.title': 'Order paid',
  'notifications.type.shop.order.paid.body':
    'Order {number} is paid ({amount}) and waits for the seller to confirm it.',
  'notifications.type.shop.order.processed.title': 'Order being prepared',
  'notifications.type.shop.order.processed.body': 'The seller is preparing order {number}.',
  'notifications.type.shop.order.shipped.title': 'Order shipped',
  'notifications.type.shop.order.shipped.body': 'Order {number} was shipped with {service}, receipt number {receipt}.',
  'notifications.type.shop.order.done.title': 'Order completed',
  'notifications.type.shop.order.done.body': 'Order {number} is complete. Thank you for shopping.',
  'notifications.type.shop.order.cancelled.title': 'Order cancelled',
  'notifications.type.shop.order.cancelled.body':
    'The seller cancelled order {number}: {reason}. Any amount paid is back on your deposit.',
  'notifications.type.shop.order.expired.title': 'Order not paid',
  'notifications.type.shop.order.expired.body':
    'Order {number} was cancelled because its payment did not arrive in time.',
  'notifications.type.deposit.expired.title': 'Top-up expired',
  'notifications.type.deposit.expired.body':
    'Top-up {amount} ({code}) was not paid in time. Make a new top-up if you still want to fill your deposit.',
  'notifications.type.bulk.finished.title': 'Bulk top-up finished',
  'notifications.type.bulk.finished.body': 'File {file} is through: {succeeded} succeeded, {failed} failed.',
  'notifications.type.cashback.credited.title': 'Cashback received',
  'notifications.type.cashback.credited.body': 'Cashback of {amount} for transaction {ref} is on your deposit balance.',
  'notifications.type.commission.credited.title': 'Commission received',
  'notifications.type.commission.credited.body':
    'A commission of {amount} from a purchase in your network ({product}) is in your cashback wallet.',
  'notifications.type.device.login-request.title': 'New device login request',
  'notifications.type.device.login-request.body':
    '{device} ({ip}) wants to log in to your account. Approve or refuse it on the Devices page within 10 minutes.',
  'notifications.type.loan.due-today.title': 'Debt due today',
  'notifications.type.loan.due-today.body':
    'Your debt of {amount} is due today ({due_date}). Pay it to keep using your loan.',
  'notifications.type.loan.due-tomorrow.title': 'Debt due tomorrow',
  'notifications.type.loan.due-tomorrow.body': 'Your debt of {amount} is due tomorrow ({due_date}).',
  'notifications.type.loan.overdue.title': 'Debt overdue',
  'notifications.type.loan.overdue.body':
    'Your debt of {amount}, due {due_date}, is not paid. The loan cannot be used until it is.',
  'notifications.type.loan.agent-due-today.title': "Agent's debt due today",
  'notifications.type.loan.agent-due-today.body':
    'Agent {agent} ({phone}) owes {amount} on the loan you granted, due today ({due_date}).',
  'notifications.type.loan.agent-due-tomorrow.title': "Agent's debt due tomorrow",
  'notifications.type.loan.agent-due-tomorrow.body':
    'Agent {agent} ({phone}) owes {amount} on the loan you granted, due tomorrow ({due_date}).',
  'notifications.type.loan.agent-overdue.title': "Agent's debt overdue",
  'notifications.type.loan.agent-overdue.body':
    'Agent {agent} ({phone}) has not paid {amount} on the loan you granted, due {due_date}. The loan cannot be used until it is.',
  'notifications.type.unknown.title': 'Notification',
  'notifications.type.unknown.body': 'There is news for your account.',
};

export const notificationTextsZh: Record<keyof typeof notificationTextsId, string> = {
  'notifications.type.purchase.success.title': '交易成功',
  'notifications.type.purchase.success.body': '{product} 充值到 {destination} 成功，{amount}。',
  'notifications.type.purchase.failed.title': '交易失败',
  'notifications.type.purchase.failed.body': '{product} 充值到 {destination} 失败。{amount} 已退回余额。',
  'notifications.type.purchase.returned.title': '交易被卖家撤回',
  'notifications.type.purchase.returned.body': '卖家撤回了 {product}。{amount} 已退回余额。',
  'notifications.type.deposit.credited.title': '充值到账',
  'notifications.type.deposit.credited.body': '您的充值 {amount}（{code}）已到账。',
  'notifications.type.deposit.reversed.title': '充值被收回',
  'notifications.type.deposit.reversed.body': '充值 {code} 中的 {amount} 已被收回（付款退款）。',
  'notifications.type.transfer.received.title': '收到余额转账',
  'notifications.type.transfer.received.body': '您收到来自 {sender}（{sender_hp}）的 {amount}。',
  'notifications.type.name-check.success.title': '姓名核查完成',
  'notifications.type.name-check.success.body': '号码 {destination} 的户名是 {name}。',
  'notifications.type.name-check.failed.title': '姓名核查失败',
  'notifications.type.name-check.failed.body': '未找到号码 {destination} 的户名，请检查目标号码。',
  'notifications.type.news.title': '{title}',
  'notifications.type.news.body': '{body}',
  'notifications.type.affiliate.verified.title': '联盟会员已验证',
  'notifications.type.affiliate.verified.body':
    '您的联盟申请已通过验证。使用您的推荐码注册的账户的交易现在会为您带来佣金。',
  'notifications.type.affiliate.rejected.title': '联盟申请被拒绝',
  'notifications.type.affiliate.rejected.body': '您的联盟申请被拒绝：{reason}。您可以重新申请。',
  'notifications.type.affiliate.paid.title': '联盟佣金已发放',
  'notifications.type.affiliate.paid.body': '您的佣金 {amount} 已转入您的账户（参考号 {reference}）。',
  'notifications.type.shop.order.paid.title': '订单已付款',
  'notifications.type.shop.order.paid.body': '订单 {number} 已付款（{amount}），等待卖家确认。',
  'notifications.type.shop.order.processed.title': '订单处理中',
  'notifications.type.shop.order.processed.body': '卖家正在准备订单 {number}。',
  'notifications.type.shop.order.shipped.title': '订单已发货',
  'notifications.type.shop.order.shipped.body': '订单 {number} 已通过 {service} 发货，运单号 {receipt}。',
  'notifications.type.shop.order.done.title': '订单已完成',
  'notifications.type.shop.order.done.body': '订单 {number} 已完成。感谢您的购买。',
  'notifications.type.shop.order.cancelled.title': '订单已取消',
  'notifications.type.shop.order.cancelled.body': '卖家取消了订单 {number}：{reason}。已付款项已退回您的余额。',
  'notifications.type.shop.order.expired.title': '订单未付款',
  'notifications.type.shop.order.expired.body': '订单 {number} 因未在期限内付款已被取消。',
  'notifications.type.deposit.expired.title': '充值已过期',
  'notifications.type.deposit.expired.body': '充值 {amount}（{code}）未在期限内付款。如仍需充值，请重新发起。',
  'notifications.type.bulk.finished.title': '批量充值已完成',
  'notifications.type.bulk.finished.body': '文件 {file} 已处理完毕：成功 {succeeded} 笔，失败 {failed} 笔。',
  'notifications.type.cashback.credited.title': '返现到账',
  'notifications.type.cashback.credited.body': '交易 {ref} 的返现 {amount} 已存入您的余额。',
  'notifications.type.commission.credited.title': '佣金到账',
  'notifications.type.commission.credited.body': '您下线的一笔交易（{product}）带来的佣金 {amount} 已存入返现钱包。',
  'notifications.type.device.login-request.title': '新设备登录请求',
  'notifications.type.device.login-request.body':
    '{device}（{ip}）请求登录您的账户。请在 10 分钟内到“设备”页面批准或拒绝。',
  'notifications.type.loan.due-today.title': '欠款今天到期',
  'notifications.type.loan.due-today.body': '您的欠款 {amount} 今天（{due_date}）到期。请还款以继续使用贷款。',
  'notifications.type.loan.due-tomorrow.title': '欠款明天到期',
  'notifications.type.loan.due-tomorrow.body': '您的欠款 {amount} 明天（{due_date}）到期。',
  'notifications.type.loan.overdue.title': '欠款已逾期',
  'notifications.type.loan.overdue.body': '您于 {due_date} 到期的欠款 {amount} 尚未还清。还清前无法使用贷款。',
  'notifications.type.loan.agent-due-today.title': '代理欠款今天到期',
  'notifications.type.loan.agent-due-today.body':
    '代理 {agent}（{phone}）在您发放的贷款中欠款 {amount}，今天（{due_date}）到期。',
  'notifications.type.loan.agent-due-tomorrow.title': '代理欠款明天到期',
  'notifications.type.loan.agent-due-tomorrow.body':
    '代理 {agent}（{phone}）在您发放的贷款中欠款 {amount}，明天（{due_date}）到期。',
  'notifications.type.loan.agent-overdue.title': '代理欠款已逾期',
  'notifications.type.loan.agent-overdue.body':
    '代理 {agent}（{phone}）在您发放的贷款中欠款 {amount}，于 {due_date} 到期尚未还清。还清前该贷款无法使用。',
  'notifications.type.unknown.title': '通知',
  'notifications.type.unknown.body': '您的账户有新消息。',
};

const catalogues: Record<Locale, Record<string, string>> = {
  id: notificationTextsId,
  en: notificationTextsEn,
  zh: notificationTextsZh,
};

/**
 * A stored notification (type and params) as its reader sees it: amounts as Rupiah, an unknown type as plain "news for
 * your account". The same rules as the web's `notificationText`.
 */
export function renderNotificationText(
  locale: Locale,
  type: string,
  params: Record<string, string | number>,
): { title: string; body: string } {
  const catalogue = catalogues[locale];
  const known = catalogue[`notifications.type.${type}.title`] !== undefined;
  const key = known ? type : 'unknown';
  const fill = (template: string) =>
    template.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return name === 'amount' && typeof value === 'number' ? formatRupiah(value) : String(value);
    });
  return {
    title: fill(catalogue[`notifications.type.${key}.title`] ?? ''),
    body: fill(catalogue[`notifications.type.${key}.body`] ?? ''),
  };
}
