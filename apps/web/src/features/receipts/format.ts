import type { Transaction, TransactionStatus } from '@konter/shared/contracts/transactions';
import type { Locale } from '@konter/shared/i18n/locales';

const intlLocale: Record<Locale, string> = { id: 'id-ID', en: 'en-GB', zh: 'zh-CN' };

/** A server timestamp in the reader's language, on the device's clock (the shop's), or the raw text if unreadable. */
export function formatReceiptDate(iso: string, locale: Locale, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    date,
  );
}

/** Statuses that can still change: the receipt listens for updates while a transaction is in one of them. */
export const pendingStatuses: readonly TransactionStatus[] = ['processing', 'inquiry', 'unprocessed'];

export function isPendingStatus(status: TransactionStatus): boolean {
  return pendingStatuses.includes(status);
}

/** '081234560001' → '0812-3456-0001'. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8 || digits.length !== phone.length) return phone;
  return [digits.slice(0, 4), digits.slice(4, 8), digits.slice(8)].filter(Boolean).join('-');
}

/** What the history and screens show as a purchase's serial: its meter token when it has one, else the serial as sent. */
export function displaySerial(transaction: Pick<Transaction, 'serial_number' | 'token'>): string | null {
  return transaction.token?.value ?? (transaction.serial_number?.trim() || null);
}
