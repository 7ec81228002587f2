import type { PurchasableFamily } from '@konter/shared/ppob/families';
import type { KeyValueStorage } from '../../lib/storage.ts';
import { getAppStorage, readJson, writeJson } from '../../lib/storage.ts';

/**
 * The last number bought for, per family (TRX-13 persistent_number), so a reseller serving the same customer again
 * starts with it filled in. Kept with the account it belongs to: another login on the same phone does not see it.
 */
const keyOf = (family: PurchasableFamily) => `prepaid.last-number.${family}`;

export function readLastNumber(
  family: PurchasableFamily,
  owner: string,
  storage: KeyValueStorage = getAppStorage(),
): string | null {
  return readJson(storage, keyOf(family), (value) => {
    if (typeof value !== 'object' || value === null) return null;
    const number: unknown = Reflect.get(value, 'number');
    return Reflect.get(value, 'owner') === owner && typeof number === 'string' ? number : null;
  });
}

export function rememberLastNumber(
  family: PurchasableFamily,
  owner: string,
  number: string,
  storage: KeyValueStorage = getAppStorage(),
): void {
  writeJson(storage, keyOf(family), { owner, number });
}
