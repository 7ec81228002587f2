import type { pricelistId } from './id.ts';

export const pricelistZh: Record<keyof typeof pricelistId, string> = {
  'pricelist.placeholder': '',
};
