import type { Locale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';

const intlLocale: Record<Locale, string> = { id: 'id-ID', en: 'en-GB', zh: 'zh-CN' };

/**
 * A report time on the Jakarta clock (WIB), the same clock the date presets and the downloaded files use, so a
 * purchase at 23:30 is on the same day on screen and in the file.
 */
export function formatReportDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale[locale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Jakarta',
  }).format(date);
}

/** Rupiah, or a dash where there is no amount. */
export function formatAmount(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '—' : formatRupiah(amount);
}
