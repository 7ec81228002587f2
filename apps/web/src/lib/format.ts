import type { Locale } from '@konter/shared/i18n/locales';
import { formatJakartaDateTime } from '@konter/shared/time/jakarta-format';
import { basisPointsText } from '@konter/shared/fees/cashback';

// They moved to the shared package for the server's pages; the screens keep importing them from here.
export { formatJakartaDateTime, intlLocale } from '@konter/shared/time/jakarta-format';

/** The decimal separator of each app language's numbers: '1,5%' in Indonesian, '1.5%' in English and Chinese. */
export const decimalSeparator: Record<Locale, ',' | '.'> = { id: ',', en: '.', zh: '.' };

/** A rate in basis points as a percentage in the reader's language: 150 → '1,5%' (id), '1.5%' (en, zh). */
export function formatBasisPoints(basisPoints: number, locale: Locale): string {
  return `${basisPointsText(basisPoints, decimalSeparator[locale])}%`;
}

/**
 * A server timestamp in the reader's language on the Jakarta clock, or null for none / an unreadable one. Every screen
 * shows the one clock the notifications, receipts and reports use: a phone set to another zone (or to UTC, as many
 * cheap phones are after a reset) would otherwise show an order at 01.46 that its notification says came at 08.46.
 */
export function formatDateTime(iso: string | null, locale: Locale): string | null {
  return iso ? formatJakartaDateTime(iso, locale) : null;
}

/**
 * '081234560001' → '0812-3456-0001': groups of four read back easily over the phone. Anything but plain digits (an
 * international '+62 …', a number already grouped) is shown as written.
 */
export function formatPhone(phone: string): string {
  if (!/^\d{8,}$/.test(phone)) return phone;
  return [phone.slice(0, 4), phone.slice(4, 8), phone.slice(8)].filter(Boolean).join('-');
}
