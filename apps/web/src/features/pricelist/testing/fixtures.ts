import type { AdjustedPrice } from '@konter/shared/contracts/ppob';

/** Sample data in the shapes of @konter/shared/contracts/ppob. Only tests import this file. */
export { samplePricelist, sampleProduct } from '@konter/shared/ppob/testing/pricelist';

export function sampleAdjustedPrice(overrides: Partial<AdjustedPrice> = {}): AdjustedPrice {
  return {
    code: 'TSEL10',
    name: 'Telkomsel 10.000',
    family: 'pulsa',
    operator_name: 'Telkomsel',
    price: 10_150,
    selling_price: null,
    ...overrides,
  };
}

export function sampleAdjustedPrices(): AdjustedPrice[] {
  return [
    sampleAdjustedPrice(),
    sampleAdjustedPrice({ code: 'TSEL25', name: 'Telkomsel 25.000', price: 24_900, selling_price: 26_000 }),
    sampleAdjustedPrice({ code: 'ISAT10', name: 'Indosat 10.000', operator_name: 'Indosat', price: 10_700 }),
    sampleAdjustedPrice({
      code: 'XL5',
      name: 'XL 5.000',
      operator_name: 'XL',
      price: 5_500,
      selling_price: 6_000,
    }),
  ];
}
