import type { Transaction } from '@konter/shared/contracts/transactions';
import type { Locale } from '@konter/shared/i18n/locales';
import { intlLocale } from '../../lib/format.ts';

/** A server timestamp in the reader's language, on the device's clock (the shop's), or the raw text if unreadable. */
export function formatReceiptDate(iso: string, locale: Locale, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    date,
  );
}

/** What the history and screens show as a purchase's serial: its meter token when it has one, else the serial as sent. */
export function displaySerial(transaction: Pick<Transaction, 'serial_number' | 'token'>): string | null {
  return transaction.token?.value ?? (transaction.serial_number?.trim() || null);
}
