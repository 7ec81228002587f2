import type { PurchasableFamily } from '@konter/shared/ppob/families';
import { familyOfRoute, purchasableFamilies } from '@konter/shared/ppob/families';
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
/**
 * The price list's address parameters. `nomor` is a phone number typed on the public landing (a form with no script,
 * rendered by the server): the list opens on the number's operator.
 */
export const pricelistQuery = { operator: 'operator', search: 'q', number: 'nomor' } as const;

export const defaultPricelistFamily: PurchasableFamily = 'pulsa';

export function familyLabelKey(family: PurchasableFamily): WebMessageKey {
  return `pricelist.family.${family}`;
}
