/** Indonesian texts of the pricelist screens; merged into the app catalogue (locales/id.ts). */
export const pricelistId = {
  'pricelist.placeholder': '',
} as const;
