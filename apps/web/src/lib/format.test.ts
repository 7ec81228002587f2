import { describe, expect, it } from 'vitest';
import { formatJakartaDateTime, formatPhone } from './format.ts';

describe('format', () => {
  it('groups a phone number in fours, and leaves anything but plain digits as written', () => {
    expect(formatPhone('081234560001')).toBe('0812-3456-0001');
    expect(formatPhone('0812345600')).toBe('0812-3456-00');
    expect(formatPhone('0812-3456-0001')).toBe('0812-3456-0001');
    expect(formatPhone('+6281234560001')).toBe('+6281234560001');
    expect(formatPhone('0812')).toBe('0812');
  });

  it('[RPT-03] shows a time on the Jakarta clock', () => {
    expect(formatJakartaDateTime('2026-11-21T16:30:00.000Z', 'en')).toBe('21 Nov 2026, 23:30');
    expect(formatJakartaDateTime('2026-11-21T17:00:00.000Z', 'en')).toBe('22 Nov 2026, 00:00');
    expect(formatJakartaDateTime('not a time', 'en')).toBeNull();
  });
});
