import type { Locale } from '../i18n/locales.ts';
import { jakartaTimeZone } from './jakarta.ts';

/** The Intl locale each app language formats dates and numbers in. */
export const intlLocale: Record<Locale, string> = { id: 'id-ID', en: 'en-GB', zh: 'zh-CN' };

/**
 * A moment on the Jakarta clock (WIB), whatever the device's time zone: '2 Jan 2026, 10.04'. The same clock the date
 * presets, cut-offs and downloaded files use, so a purchase at 23:30 is on the same day everywhere. Null when `at`
 * is not a time.
 */
export function formatJakartaDateTime(at: string | Date, locale: Locale): string | null {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(intlLocale[locale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: jakartaTimeZone,
  }).format(date);
}
