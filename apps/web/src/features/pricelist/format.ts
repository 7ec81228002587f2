import type { PurchasableFamily } from '@konter/shared/catalogue/families';
import { familyOfRoute, purchasableFamilies } from '@konter/shared/catalogue/families';
import type { Locale } from '@konter/shared/i18n/locales';
import type { WebMessageKey } from '../../locales/id.ts';

export function isPurchasableFamily(value: unknown): value is PurchasableFamily {
  return typeof value === 'string' && (purchasableFamilies as readonly string[]).includes(value);
}

/**
 * The family a /pricelist/{type} segment names: the family id itself ('listrik'), or the /prabayar route of one
 * ('electricity', 'validityPackage', 'starterPacks') so links written either way land on the same list.
 */
export function familyOfPricelistType(type: string | undefined): PurchasableFamily | null {
  if (type === undefined) return null;
  if (isPurchasableFamily(type)) return type;
  return familyOfRoute(type);
}

/** URL query keys of the price list's filters, so a filtered list can be shared and survives the back button. */
export const pricelistQuery = { operator: 'operator', search: 'q' } as const;

export const defaultPricelistFamily: PurchasableFamily = 'pulsa';

export function familyLabelKey(family: PurchasableFamily): WebMessageKey {
  return `pricelist.family.${family}`;
}

const intlLocale: Record<Locale, string> = { id: 'id-ID', en: 'en-GB', zh: 'zh-CN' };

/** A moment in Western Indonesian Time, as the price list states it: '2 Jan 2026, 10.04'. */
export function formatJakartaDateTime(iso: string | Date, locale: Locale): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale[locale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Jakarta',
  }).format(date);
}

/** The date part only, for file names: '2026-01-02' in Jakarta. */
export function jakartaDateStamp(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(date);
}
