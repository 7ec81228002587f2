import { describe, expect, it } from 'vitest';
import { formatDateTime, formatJakartaDateTime, formatPhone } from './format.ts';

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

  it('shows a server timestamp on the Jakarta clock on every screen, whatever zone the device is set to', () => {
    // On a device set to UTC this read 01.46, while the order's notification said 08.46.
    expect(formatDateTime('2026-11-25T01:46:00.000Z', 'id')).toBe('25 Nov 2026, 08.46');
    expect(formatDateTime(null, 'id')).toBeNull();
    expect(formatDateTime('not a time', 'id')).toBeNull();
  });
});
