import type { Locale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { formatJakartaDateTime } from '../../lib/format.ts';

/**
 * A report time on the Jakarta clock (WIB), the same clock the date presets and the downloaded files use, so a
 * purchase at 23:30 is on the same day on screen and in the file.
 */
export function formatReportDate(iso: string, locale: Locale): string {
  return formatJakartaDateTime(iso, locale) ?? iso;
}

/** Rupiah, or a dash where there is no amount. */
export function formatAmount(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '—' : formatRupiah(amount);
}
