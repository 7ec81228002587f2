import type { Bill, PostpaidType } from '@konter/shared/contracts/postpaid';
import type { Locale } from '@konter/shared/i18n/locales';
import { intlLocale } from '../../lib/format.ts';

/** '202610' → 'Okt 2026' (in the reader's language); anything else as the biller sent it. */
export function formatPeriod(period: string, locale: Locale): string {
  const match = /^(\d{4})(\d{2})$/.exec(period.trim());
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) return period.trim();
  return new Intl.DateTimeFormat(intlLocale[locale], { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** The billed months of a bill ('202610,202611') as words: 'Okt 2026, Nov 2026'. */
export function formatPeriods(bill: Pick<Bill, 'period' | 'periods'>, locale: Locale): string {
  const parts = bill.periods.length > 0 ? bill.periods.map((line) => line.period) : bill.period.split(',');
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => formatPeriod(part, locale))
    .join(', ');
}

/** The unit a meter of this type counts in, where it has one. */
export function meterUnit(type: PostpaidType): string | null {
  switch (type) {
    case 'electricity':
      return 'kWh';
    case 'pdam':
    case 'gas':
      return 'm³';
    default:
      return null;
  }
}

const grouped = (value: number, locale: Locale) => new Intl.NumberFormat(intlLocale[locale]).format(value);

/** '1.234 – 1.256' (a meter reading from the start to the end of the month). */
export function formatMeterRange(start: number, end: number, locale: Locale): string {
  return `${grouped(start, locale)} – ${grouped(end, locale)}`;
}

/** '22 m³', or the bare number when the type has no unit. */
export function formatUsage(usage: number, type: PostpaidType, locale: Locale): string {
  const unit = meterUnit(type);
  return unit ? `${grouped(usage, locale)} ${unit}` : grouped(usage, locale);
}

export type MeterSummary = { start: number; end: number; usage: number | null };

/**
 * The first and last meter readings over all billed months and the usage between them (RCP-01 'first/last meter,
 * usage'), or null when the biller reports no meters.
 */
export function meterSummary(bill: Pick<Bill, 'periods'>): MeterSummary | null {
  const withMeters = bill.periods.filter((line) => line.meter_start !== null && line.meter_end !== null);
  const first = withMeters[0]?.meter_start;
  const last = withMeters.at(-1)?.meter_end;
  if (first === undefined || first === null || last === undefined || last === null) return null;
  const usages = withMeters.map((line) => line.usage);
  const usage = usages.every((value) => value !== null)
    ? usages.reduce<number>((sum, value) => sum + (value ?? 0), 0)
    : null;
  return { start: first, end: last, usage };
}

/** A meter reading with the reader's digit grouping: 1234 → '1.234'. */
export function formatReading(value: number, locale: Locale): string {
  return grouped(value, locale);
}
