import type { PurchasableFamily } from '@konter/shared/ppob/families';
import type { WebMessageKey } from '../../locales/id.ts';

export function familyLabelKey(family: PurchasableFamily): WebMessageKey {
  return `pricelist.family.${family}`;
}
