import type { TFunction } from 'i18next';
import type { Deposit } from '@konter/shared/contracts/deposits';
import type { DepositMethodId, PaymentProvider } from '@konter/shared/fees/deposit-fees';
import { gatewayMethodBrandNames } from '@konter/shared/fees/gateway-method-names';
import type { Locale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { jakartaDayStart, jakartaTimeZone } from '@konter/shared/time/jakarta';
import { intlLocale } from '../../lib/format.ts';

export type MethodKind = 'qris' | 'ewallet' | 'va' | 'counter' | 'card' | 'paylater' | 'bank';

const kinds: Record<string, MethodKind> = {
  qris: 'qris',
  dana: 'ewallet',
  ovo: 'ewallet',
  linkaja: 'ewallet',
  shopeepay: 'ewallet',
  gopay: 'ewallet',
  alfamart: 'counter',
  indomaret: 'counter',
  creditcard: 'card',
  kredivo: 'paylater',
};

/** What kind of payment a method is, for its icon. */
export function methodKind(provider: Deposit['provider'], method: string): MethodKind {
  if (provider === 'bank') return 'bank';
  return kinds[method] ?? 'va';
}

/** A payment method as people know it: 'QRIS', 'BCA Virtual Account', 'Kartu kredit', 'Transfer BRI'. */
export function methodLabel(
  provider: Deposit['provider'] | PaymentProvider,
  method: DepositMethodId | string,
  t: TFunction,
  bankName?: string,
): string {
  if (provider === 'bank') return t('dep.method.bank', { bank: bankName ?? method.toUpperCase() });
  if (method === 'creditcard') return t('dep.method.creditcard');
  if (method === 'bank_transfer') return t('dep.method.bank_transfer');
  return gatewayMethodBrandNames[method] ?? method;
}

/** The provider behind a gateway method, named for the person choosing (§9 "first" and "second" provider). */
export function providerLabel(provider: Deposit['provider']): string {
  return { bank: '', xendit: 'Xendit', midtrans: 'Midtrans' }[provider];
}

/** A `YYYY-MM-DD` day in the reader's language: 'Sen, 12 Jan 2026'. */
export function formatDay(day: string, locale: Locale): string {
  const date = jakartaDayStart(day);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(intlLocale[locale], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: jakartaTimeZone,
  }).format(date);
}

/** Seconds as `H:MM:SS`, or `MM:SS` under an hour. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/**
 * The amount to transfer split so its last three digits, the unique code the bank transfer is recognised by
 * (DEP-06), can be highlighted: 50123 → { head: 'Rp 50.', digits: '123' }.
 */
export function splitUniqueDigits(charged: number): { head: string; digits: string } {
  const text = formatRupiah(charged);
  return { head: text.slice(0, -3), digits: text.slice(-3) };
}
