import { currencyDigits, type Currency } from '@konter/shared/contracts/cn23';

/**
 * A typed amount ('12.50', '12,5', '1000') as an integer in the currency's minor unit, or null when it is not one:
 * the API takes minor units so no amount is a float. A comma is read as the decimal mark, as Indonesians write it.
 */
export function parseMinor(text: string, currency: Currency): number | null {
  const digits = currencyDigits[currency];
  const match = /^(\d{1,12})(?:[.,](\d*))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** An amount in minor units as the currency writes it: 'USD 12.50', 'JPY 500'. */
export function formatMinor(value: number, currency: Currency): string {
  const digits = currencyDigits[currency];
  const whole = Math.floor(value / 10 ** digits);
  const fraction = digits > 0 ? `.${String(value % 10 ** digits).padStart(digits, '0')}` : '';
  return `${currency} ${whole.toLocaleString('en-US')}${fraction}`;
}

/** A rate in hundredths of a Rupiah as 'Rp 16.250,50' (the Indonesian marks, as customs publishes them). */
export function formatRate(hundredths: number): string {
  const whole = Math.floor(hundredths / 100).toLocaleString('id-ID');
  return `Rp ${whole},${String(hundredths % 100).padStart(2, '0')}`;
}
