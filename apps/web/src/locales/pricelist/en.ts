import type { pricelistId } from './id.ts';

export const pricelistEn: Record<keyof typeof pricelistId, string> = {
  'pricelist.placeholder': '',
};
