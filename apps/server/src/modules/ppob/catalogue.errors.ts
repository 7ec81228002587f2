import { AppError, fieldError } from '../../platform/errors.ts';

/** CAT-05, CAT-06, TRX-12: why a product cannot be bought, as the person reads it under the product field. */
export const catalogueErrors = {
  noProduct: () => fieldError('product_code', 'trx.no_product'),
  nominalNotAvailable: () => fieldError('product_code', 'trx.nominal_not_available'),
  stockEmpty: () => fieldError('product_code', 'trx.stock_empty'),
  priceAdjustment: () => fieldError('product_code', 'trx.price_adjustment'),
  needsAccess: () =>
    new AppError('product_needs_access', {
      status: 403,
      messageKey: 'trx.needs_access',
      fieldErrors: { product_code: [{ key: 'trx.needs_access' }] },
    }),
  cutOff: (start: string, end: string) => fieldError('product_code', 'trx.cut_off', { start, end }),
  sellingPriceBelow: (field: string) => fieldError(field, 'trx.selling_price_below'),
};
