import { addDays, jakartaDate, jakartaDayStart } from '@konter/shared/time/jakarta';

/**
 * Where the tests' fake clock starts. `TEST_CLOCK_START` moves it (npm test runs the server suite a year before and a
 * year after the reference date): a test that secretly reads the machine's date, or a simulator that does, fails
 * on the day it is written instead of on a later day (decision 018).
 */
export const referenceTestClockStart = '2026-11-22T03:00:00.000Z';

export const testClockStart: string = process.env.TEST_CLOCK_START ?? referenceTestClockStart;

/** The Jakarta calendar day `days` after the one the tests' clock starts on, as `YYYY-MM-DD`. */
export function jakartaDayFromStart(days = 0): string {
  return addDays(jakartaDate(new Date(testClockStart)), days);
}

/**
 * The instant it is `time` (`HH:MM` or `HH:MM:SS`) in Jakarta, `days` after the Jakarta day the clock starts on: a
 * calendar position (just before midnight, inside a cut-off window) that moves with the start.
 */
export function jakartaTimeFromStart(days: number, time: string): Date {
  const seconds = time.length === 5 ? `${time}:00` : time;
  return new Date(jakartaDayStart(jakartaDayFromStart(days)).getTime() + Date.parse(`1970-01-01T${seconds}Z`));
}
