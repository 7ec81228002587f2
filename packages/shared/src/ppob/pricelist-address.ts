import type { PurchasableFamily } from './families.ts';
import { familyOfRoute, purchasableFamilies } from './families.ts';

/**
 * The address of a price list (CAT-04), read the same by the server's page for visitors and by the app's screen:
 * `/pricelist/{type}` and its query parameters.
 */

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

/**
 * The price list's query parameters, so a filtered list can be shared and survives the back button. `nomor` is a
 * phone number typed on the public landing (a form with no script): the list opens on the number's operator.
 */
export const pricelistQuery = { operator: 'operator', search: 'q', number: 'nomor' } as const;

export const defaultPricelistFamily: PurchasableFamily = 'pulsa';
