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

/** Families whose serial is a token to be typed into a meter: 20 digits printed 4-4-4-4-4. */
const tokenFamilies: readonly Transaction['family'][] = ['listrik', 'pertagas'];

export type SerialParts = {
  /** The serial as printed: a token in groups of four, anything else as the supplier sent it. */
  value: string;
  token: boolean;
  /** What a PLN serial carries after the token (`/NAME/R1/1300/24,5`), printed under it. */
  extra: string | null;
};

/**
 * PLN serials arrive as '12345678901234567890', '1234-5678-…' or '1234 5678 …/BUDI/R1/1300/24,5': the token is the
 * first part; the rest (name, tariff, power, kWh) stays readable under it.
 */
export function splitSerial(serial: string, family: Transaction['family']): SerialParts {
  const trimmed = serial.trim();
  if (!tokenFamilies.includes(family)) return { value: trimmed, token: false, extra: null };
  const [head = '', ...rest] = trimmed.split('/');
  const digits = head.replace(/[\s.-]/g, '');
  if (!/^\d{20}$/.test(digits)) return { value: trimmed, token: false, extra: null };
  const extra = rest
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' / ');
  return { value: groupToken(digits), token: true, extra: extra || null };
}

/** '12345678901234567890' → '1234-5678-9012-3456-7890'. */
export function groupToken(digits: string): string {
  return digits.match(/.{1,4}/g)?.join('-') ?? digits;
}

/** '081234560001' → '0812-3456-0001'. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8 || digits.length !== phone.length) return phone;
  return [digits.slice(0, 4), digits.slice(4, 8), digits.slice(8)].filter(Boolean).join('-');
}
