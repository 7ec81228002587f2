/** Indonesia's western time (WIB): UTC+7 all year. Business days, cut-offs and "per day" limits follow it. */
const offsetMs = 7 * 60 * 60_000;
const dayMs = 24 * 60 * 60_000;

export function startOfJakartaDay(now: Date): Date {
  const local = now.getTime() + offsetMs;
  return new Date(local - (local % dayMs) - offsetMs);
}

/** 'YYYY-MM-DD' of the Jakarta calendar day containing `now`. */
export function jakartaDate(now: Date): string {
  return new Date(now.getTime() + offsetMs).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00.000Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The instant a Jakarta calendar day begins. */
export function jakartaDayStart(isoDate: string): Date {
  return new Date(Date.parse(`${isoDate}T00:00:00.000Z`) - offsetMs);
}

/** Minutes since Jakarta midnight (21:30 → 1290). */
export function jakartaMinuteOfDay(now: Date): number {
  return Math.floor(((now.getTime() + offsetMs) % dayMs) / 60_000);
}
