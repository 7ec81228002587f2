import type { Locale } from '@konter/shared/i18n/locales';
import { formatBasisPoints } from '../../../lib/format.ts';

/**
 * A product's `cashback` as the audit trail and the price history keep it (`state` is the before or the after it
 * belongs to): basis points when its `cashback_type` is `percent` (AGT-04), so it reads 1,5% rather than 150; null
 * for every other field and a fixed cashback, which the caller shows as it always did.
 */
export function percentCashbackText(field: string, state: Record<string, unknown> | null | undefined, locale: Locale) {
  const value = state?.[field];
  if (field !== 'cashback' || state?.cashback_type !== 'percent' || !Number.isSafeInteger(value)) return null;
  return formatBasisPoints(value as number, locale);
}
