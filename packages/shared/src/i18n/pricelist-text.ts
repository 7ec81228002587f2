import type { Locale } from './locales.ts';
import { pricelistEn } from './pricelist-en.ts';
import type { pricelistId } from './pricelist-id.ts';
import { pricelistId as id } from './pricelist-id.ts';
import { pricelistZh } from './pricelist-zh.ts';

export type PricelistTextKey = keyof typeof pricelistId;

const catalogues: Record<Locale, Record<PricelistTextKey, string>> = { id, en: pricelistEn, zh: pricelistZh };

/**
 * A price list text outside the web app (the server's page for visitors), with its `{name}` placeholders filled: the
 * same words the app's screen shows through i18next.
 */
export function pricelistText(locale: Locale, key: PricelistTextKey, params: Record<string, string | number> = {}) {
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
