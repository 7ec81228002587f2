import { AppError, fieldError } from '../../platform/errors.ts';

/** MED-02: every refusal of a pricelist image, under the field it concerns. */
export const mediaErrors = {
  invalidExtension: () => fieldError('image', 'media.invalid_extension'),
  tooLarge: () => fieldError('image', 'media.size_over'),
  tooManyPixels: (megapixels: number) => fieldError('image', 'media.too_many_pixels', { megapixels }),
  imageEmpty: () => fieldError('image', 'media.image_empty'),
  nominalEmpty: () => fieldError('items', 'media.nominal_empty'),
  nominalUnknown: (index: number) => fieldError(`items.${index}.code`, 'media.nominal_unknown'),
  sellingPriceInvalid: (index: number) => fieldError(`items.${index}.selling_price`, 'media.selling_price_invalid'),
  customizationInvalid: () => fieldError('customization', 'media.customization_invalid'),
  notFound: () => new AppError('not_found', { messageKey: 'media.not_found' }),
  idInvalid: () => fieldError('id', 'media.id_invalid'),
};
