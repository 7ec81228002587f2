import { describe, expect, it } from 'vitest';
import { sampleBill, sampleBillPeriod } from './testing/fixtures.ts';
import { formatPeriod, formatPeriods, formatUsage, meterSummary } from './format.ts';

describe('postpaid formatting', () => {
  it('[PAS-01] billed months read as words in each language; anything else stays as sent', () => {
    expect(formatPeriod('202610', 'id')).toBe('Okt 2026');
    expect(formatPeriod('202605', 'en')).toBe('May 2026');
    expect(formatPeriod('202613', 'id')).toBe('202613');
    expect(formatPeriod(' Oktober 2026 ', 'id')).toBe('Oktober 2026');
    expect(formatPeriods({ period: '202610,202611', periods: [] }, 'id')).toBe('Okt 2026, Nov 2026');
  });

  it('[RCP-01] first and last meter over all months, and the usage between them', () => {
    expect(meterSummary(sampleBill())).toEqual({ start: 1_200, end: 1_247, usage: 47 });
    expect(
      meterSummary({ periods: [sampleBillPeriod({ meter_start: null, meter_end: null, usage: null })] }),
    ).toBeNull();
    expect(meterSummary({ periods: [sampleBillPeriod({ usage: null })] })).toEqual({
      start: 1_200,
      end: 1_222,
      usage: null,
    });
    expect(formatUsage(1_234, 'electricity', 'id')).toBe('1.234 kWh');
    expect(formatUsage(22, 'pdam', 'id')).toBe('22 m³');
    expect(formatUsage(3, 'bpjs', 'id')).toBe('3');
  });
});
