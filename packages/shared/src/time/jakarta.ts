import type { DatePreset } from '../contracts/transactions.ts';

/**
 * Indonesia's western time (WIB, Asia/Jakarta): UTC+7 all year, no daylight saving. Business days, cut-offs, "per
 * day" limits, date presets and the times providers print follow it. Plain arithmetic (no Intl, no zod): the
 * server, its simulators, the web and the benches read the same rules.
 */
export const jakartaTimeZone = 'Asia/Jakarta';
export const jakartaOffsetMs = 7 * 60 * 60_000;
const dayMs = 24 * 60 * 60_000;

/** The instant the Jakarta calendar day containing `now` began. */
export function startOfJakartaDay(now: Date): Date {
  const local = now.getTime() + jakartaOffsetMs;
  return new Date(local - (local % dayMs) - jakartaOffsetMs);
}

/** 'YYYY-MM-DD' of the Jakarta calendar day containing `now`. */
export function jakartaDate(now: Date): string {
  return new Date(now.getTime() + jakartaOffsetMs).toISOString().slice(0, 10);
}

/** A calendar day `days` after 'YYYY-MM-DD' (negative: before). */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00.000Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The instant a Jakarta calendar day begins. */
export function jakartaDayStart(isoDate: string): Date {
  return new Date(Date.parse(`${isoDate}T00:00:00.000Z`) - jakartaOffsetMs);
}

/** Minutes since Jakarta midnight (21:30 → 1290). */
export function jakartaMinuteOfDay(now: Date): number {
  return Math.floor(((now.getTime() + jakartaOffsetMs) % dayMs) / 60_000);
}

/**
 * The Jakarta wall clock as a Date whose UTC fields read Jakarta's (for a file format without time zones, or
 * getUTCMonth() of the Jakarta month). Never compare it with a real instant.
 */
export function jakartaWallClock(at: Date): Date {
  return new Date(at.getTime() + jakartaOffsetMs);
}

/** 'YYYY-MM-DD HH:mm:ss' in Jakarta time: how the reports and Indonesian providers (Midtrans, banks) print times. */
export function jakartaDateTime(at: Date): string {
  return jakartaWallClock(at).toISOString().slice(0, 19).replace('T', ' ');
}

/** Reads 'YYYY-MM-DD HH:mm:ss' in Jakarta time; null for anything else. */
export function parseJakartaDateTime(text: string | undefined): Date | null {
  if (!text || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const date = new Date(`${text.replace(' ', 'T')}+07:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * RPT-03: the Jakarta calendar days of a date preset, both inclusive, ending today: today, yesterday, the
 * last 7 or 30 days including today.
 */
export function presetDays(preset: DatePreset, today: string): { first: string; last: string } {
  switch (preset) {
    case 'today':
      return { first: today, last: today };
    case 'yesterday':
      return { first: addDays(today, -1), last: addDays(today, -1) };
    case 'last7':
      return { first: addDays(today, -6), last: today };
    case 'last30':
      return { first: addDays(today, -29), last: today };
  }
}

/**
 * The instants a history or report query covers: a preset's whole Jakarta days, or from/to as Jakarta calendar days,
 * both inclusive (`to` ends where the next day begins); a side not given is open.
 */
export function dateRange(
  query: { preset?: DatePreset | undefined; from?: string | undefined; to?: string | undefined },
  today: string,
): { from?: Date; to?: Date } {
  if (query.preset) {
    const { first, last } = presetDays(query.preset, today);
    return { from: jakartaDayStart(first), to: jakartaDayStart(addDays(last, 1)) };
  }
  return {
    ...(query.from ? { from: jakartaDayStart(query.from) } : {}),
    ...(query.to ? { to: jakartaDayStart(addDays(query.to, 1)) } : {}),
  };
}
