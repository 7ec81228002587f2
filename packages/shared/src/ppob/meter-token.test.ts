import { describe, expect, it } from 'vitest';
import { formatKwh, formatTariffPower, parseMeterToken } from './meter-token.ts';

describe('parseMeterToken', () => {
  it.each([
    [
      '1234-5678-9012-3456-7890/BUDI SANTOSO/R1M/900VA/13,4',
      { value: '1234-5678-9012-3456-7890', customer_name: 'BUDI SANTOSO', tariff: 'R1M', power_va: 900, kwh: 13.4 },
    ],
    [
      '12345678901234567890/RUDI  PRAYITNO/R1 /000001300/71.30',
      { value: '1234-5678-9012-3456-7890', customer_name: 'RUDI PRAYITNO', tariff: 'R1', power_va: 1300, kwh: 71.3 },
    ],
    [
      '1234 5678 9012 3456 7890/SITI/B1/3500 VA/132.4Kwh',
      { value: '1234-5678-9012-3456-7890', customer_name: 'SITI', tariff: 'B1', power_va: 3500, kwh: 132.4 },
    ],
    [
      '1234-5678-9012-3456-7890/ANI/r1/2200/1.234,5',
      { value: '1234-5678-9012-3456-7890', customer_name: 'ANI', tariff: 'R1', power_va: 2200, kwh: 1234.5 },
    ],
  ])('[RCP-01] reads token, name, tariff, power and kWh from %s', (serial, expected) => {
    expect(parseMeterToken(serial)).toEqual(expected);
  });

  it('[RCP-01] a token alone (gas, or a seller that sends only the digits) has no other parts', () => {
    expect(parseMeterToken('0123-4567-8901-2345-6789')).toEqual({
      value: '0123-4567-8901-2345-6789',
      customer_name: null,
      tariff: null,
      power_va: null,
      kwh: null,
    });
  });

  it('[RCP-01] unreadable parts are left out; a serial without a 20-digit token is not a token', () => {
    expect(parseMeterToken('12345678901234567890/ /??/lots/many')).toMatchObject({
      customer_name: null,
      tariff: null,
      power_va: null,
      kwh: null,
    });
    expect(parseMeterToken('123456789012/BUDI/R1/900/13,4')).toBeNull();
    expect(parseMeterToken('REF-ABC')).toBeNull();
  });
});

describe('meter token formats', () => {
  it('[RCP-01] prints tariff and power as PLN does, and kWh in the reader language', () => {
    expect(formatTariffPower({ tariff: 'R1', power_va: 900 })).toBe('R1/900 VA');
    expect(formatTariffPower({ tariff: 'R1M', power_va: null })).toBe('R1M');
    expect(formatTariffPower({ tariff: null, power_va: 1300 })).toBe('1300 VA');
    expect(formatTariffPower({ tariff: null, power_va: null })).toBeNull();
    expect(formatKwh(13.4, 'id')).toBe('13,4 kWh');
    expect(formatKwh(13.4, 'en')).toBe('13.4 kWh');
    expect(formatKwh(71.256, 'zh')).toBe('71.26 kWh');
    expect(formatKwh(20, 'id')).toBe('20 kWh');
  });
});
