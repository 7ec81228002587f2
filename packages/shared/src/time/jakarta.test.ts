import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateRange,
  jakartaDate,
  jakartaDateTime,
  jakartaDayStart,
  jakartaMinuteOfDay,
  parseJakartaDateTime,
  presetDays,
  startOfJakartaDay,
} from './jakarta.ts';

describe('Jakarta time (UTC+7)', () => {
  it('[RPT-03] a Jakarta day starts at 17:00 UTC the day before', () => {
    const lateEvening = new Date('2026-11-21T16:59:59.000Z'); // 23:59:59 WIB on the 21st
    const midnight = new Date('2026-11-21T17:00:00.000Z'); // 00:00 WIB on the 22nd
    expect(jakartaDate(lateEvening)).toBe('2026-11-21');
    expect(jakartaDate(midnight)).toBe('2026-11-22');
    expect(startOfJakartaDay(lateEvening).toISOString()).toBe('2026-11-20T17:00:00.000Z');
    expect(startOfJakartaDay(midnight)).toEqual(midnight);
    expect(jakartaDayStart('2026-11-22')).toEqual(midnight);
    expect(jakartaMinuteOfDay(new Date('2026-11-22T14:30:00.000Z'))).toBe(21 * 60 + 30);
  });

  it('[DEP-06] counts the day in Jakarta: 17:00 UTC is already the next day there', () => {
    expect(jakartaDate(new Date('2026-03-01T16:59:00Z'))).toBe('2026-03-01');
    expect(jakartaDate(new Date('2026-03-01T17:00:00Z'))).toBe('2026-03-02');
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("prints and reads the providers' Jakarta date-times", () => {
    const at = new Date('2026-11-22T03:04:05.000Z');
    expect(jakartaDateTime(at)).toBe('2026-11-22 10:04:05');
    expect(parseJakartaDateTime('2026-11-22 10:04:05')).toEqual(at);
    expect(parseJakartaDateTime('2026-11-22T10:04:05')).toBeNull();
    expect(parseJakartaDateTime(undefined)).toBeNull();
  });

  it('[RPT-03] presets are whole Jakarta days ending today; a custom range is inclusive', () => {
    const today = '2026-11-22';
    expect(presetDays('today', today)).toEqual({ first: today, last: today });
    expect(presetDays('yesterday', today)).toEqual({ first: '2026-11-21', last: '2026-11-21' });
    expect(presetDays('last7', today)).toEqual({ first: '2026-11-16', last: today });
    expect(presetDays('last30', today)).toEqual({ first: '2026-10-24', last: today });
    expect(dateRange({ preset: 'yesterday' }, today)).toEqual({
      from: new Date('2026-11-20T17:00:00.000Z'),
      to: new Date('2026-11-21T17:00:00.000Z'),
    });
    expect(dateRange({ from: '2026-11-01', to: '2026-11-01' }, today)).toEqual({
      from: new Date('2026-10-31T17:00:00.000Z'),
      to: new Date('2026-11-01T17:00:00.000Z'),
    });
    expect(dateRange({ to: '2026-11-01' }, today)).toEqual({ to: new Date('2026-11-01T17:00:00.000Z') });
    expect(dateRange({}, today)).toEqual({});
  });
});
