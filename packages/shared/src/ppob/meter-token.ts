import type { MeterToken, Transaction } from '../contracts/transactions.ts';
import type { Locale } from '../i18n/locales.ts';

/** Families whose serial number is a token typed into a meter: 20 digits, shown 4-4-4-4-4. */
export const meterTokenFamilies: readonly Transaction['family'][] = ['listrik', 'pertagas'];

/** '12345678901234567890' → '1234-5678-9012-3456-7890'. */
export function groupToken(digits: string): string {
  return digits.match(/.{1,4}/g)?.join('-') ?? digits;
}

const part = (text: string | undefined) => text?.trim().replace(/\s+/g, ' ') ?? '';

/** 'R1 ', 'r1m' → 'R1', 'R1M'; anything that is not a tariff class (letters and digits) is dropped. */
function tariffOf(text: string | undefined): string | null {
  const tariff = part(text).toUpperCase().replace(/\s/g, '');
  return /^[A-Z]{1,3}\d{0,2}[A-Z]{0,2}$/.test(tariff) ? tariff : null;
}

/** '900', '900VA', '900 VA', '000000900' → 900. */
function powerOf(text: string | undefined): number | null {
  const match = /^0*(\d{1,7})\s*(?:VA)?$/i.exec(part(text));
  const power = match ? Number(match[1]) : 0;
  return power > 0 ? power : null;
}

/**
 * '13,4', '13.4', '132.4Kwh', '1.234,5 kWh' → kWh. With both separators the last is the decimal one; a separator that
 * appears once is decimal (sellers write '13,4' or '13.4', PLN's own receipts '13,40').
 */
function kwhOf(text: string | undefined): number | null {
  const raw = /^(\d[\d.,]*)\s*(?:kwh)?$/i.exec(part(text))?.[1];
  if (!raw) return null;
  const separators = raw.replace(/\d/g, '');
  const decimalAt =
    new Set(separators).size > 1 || separators.length === 1 ? Math.max(raw.lastIndexOf(','), raw.lastIndexOf('.')) : -1;
  const whole = (decimalAt >= 0 ? raw.slice(0, decimalAt) : raw).replace(/[.,]/g, '');
  const value = Number(decimalAt >= 0 ? `${whole}.${raw.slice(decimalAt + 1)}` : whole);
  return Number.isFinite(value) ? value : null;
}

/**
 * A meter token from a supplier's serial number, or null when the serial does not start with a 20-digit token. PLN
 * sellers send `token/NAME/TARIFF/POWER/KWH` ('1234-5678-9012-3456-7890/BUDI SANTOSO/R1M/900VA/13,4', the power
 * also as '900' or '000000900', the kWh as '13.4' or '13,4'); a gas token is the digits alone. Missing or unreadable
 * parts are null: the token itself is what matters.
 */
export function parseMeterToken(serial: string): MeterToken | null {
  const [head = '', name, tariff, power, kwh] = serial.split('/');
  const digits = head.replace(/[\s.-]/g, '');
  if (!/^\d{20}$/.test(digits)) return null;
  return {
    value: groupToken(digits),
    customer_name: part(name) || null,
    tariff: tariffOf(tariff),
    power_va: powerOf(power),
    kwh: kwhOf(kwh),
  };
}

/** 'R1/900 VA' as PLN prints tariff and power; either alone when the other is unknown. */
export function formatTariffPower(token: Pick<MeterToken, 'tariff' | 'power_va'>): string | null {
  const power = token.power_va === null ? null : `${token.power_va} VA`;
  if (token.tariff && power) return `${token.tariff}/${power}`;
  return token.tariff ?? power;
}

/** '13,4 kWh' in Indonesian, '13.4 kWh' in English and Chinese; at most two decimals. */
export function formatKwh(kwh: number, locale: Locale): string {
  const text = String(Math.round(kwh * 100) / 100);
  return `${locale === 'id' ? text.replace('.', ',') : text} kWh`;
}
