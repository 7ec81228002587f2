import { AppError, fieldError } from '../../platform/errors.ts';

export const shopErrors = {
  productNotFound: () => new AppError('not_found', { messageKey: 'shop.product_not_found' }),
  orderNotFound: () => new AppError('not_found', { messageKey: 'shop.order_not_found' }),
  cartItemNotFound: () => new AppError('not_found', { messageKey: 'shop.cart_item_not_found' }),
  variantRequired: () => fieldError('variant_id', 'shop.variant_required'),
  minQuantity: (min: number) => fieldError('quantity', 'shop.min_quantity', { min }),
  stockEmpty: () => fieldError('quantity', 'shop.stock_empty'),
  stockExceedsCartMax: (max: number) => fieldError('quantity', 'shop.stock_exceeds_cart_max', { max }),
  cartLimit: (max: number) => fieldError('product_id', 'shop.cart_limit', { max }),
  slugTaken: () => fieldError('slug', 'shop.slug_taken'),
  collectionNotFound: () => new AppError('not_found', { messageKey: 'shop.collection_not_found' }),
  collectionProductUnknown: () => fieldError('product_ids', 'shop.product_not_found'),
  orderState: () => new AppError('shop_order_state', { status: 409, messageKey: 'shop.order_state' }),
  areaRequired: () => fieldError('area_code', 'shop.area_required'),
  addressNotFound: () => new AppError('not_found', { messageKey: 'shop.address_not_found' }),
  addressLimit: (max: number) => fieldError('area_code', 'shop.address_limit', { max }),
  areaNotServed: () =>
    new AppError('area_not_served', {
      status: 422,
      messageKey: 'mlo.area_not_served',
      fieldErrors: { 'address.postcode': [{ key: 'mlo.area_not_served' }] },
    }),
  unsupportedService: () =>
    new AppError('unsupported_service', {
      status: 422,
      messageKey: 'mlo.unsupported_service',
      fieldErrors: { shipping: [{ key: 'mlo.unsupported_service' }] },
    }),
  courierUnavailable: () => new AppError('courier_unavailable', { status: 503, messageKey: 'mlo.courier_unavailable' }),
  couponNotFound: () => fieldError('coupon_code', 'shop.coupon_not_found'),
  couponNotStarted: () => fieldError('coupon_code', 'shop.coupon_not_started'),
  couponExpired: () => fieldError('coupon_code', 'shop.coupon_expired'),
  couponMinSpend: (min: string) => fieldError('coupon_code', 'shop.coupon_min_spend', { min }),
  couponUsedUp: () => fieldError('coupon_code', 'shop.coupon_used_up'),
  couponAccountLimit: () => fieldError('coupon_code', 'shop.coupon_account_limit'),
  couponCodeTaken: () => fieldError('code', 'shop.coupon_code_taken'),
  couponLimitBelowUsed: () => fieldError('total_limit', 'shop.coupon_limit_below_used'),
  imageInvalid: () => fieldError('image', 'shop.image_invalid'),
  imageTooLarge: () => fieldError('image', 'shop.image_too_large'),
  imageTooManyPixels: (megapixels: number) => fieldError('image', 'shop.image_too_many_pixels', { megapixels }),
  imageLimit: (max: number) => fieldError('image', 'shop.image_limit', { max }),
  imageNotFound: () => new AppError('not_found', { messageKey: 'shop.image_not_found' }),
  /** SHP-03: the gateway refused or did not answer; the order was cancelled and its stock and coupon given back. */
  paymentFailed: () => new AppError('shop_payment_failed', { status: 502, messageKey: 'shop.payment_failed' }),
  /** SHP-03: a checkout link that does not exist, is past its date, or sells a product no longer sold. */
  linkNotFound: () => new AppError('not_found', { messageKey: 'shop.link_not_found' }),
  linkExpired: () => new AppError('shop_link_expired', { status: 410, messageKey: 'shop.link_expired' }),
  linkUnpayable: () => new AppError('shop_link_unpayable', { status: 409, messageKey: 'shop.link_unpayable' }),
  moduleOff: () => new AppError('module_disabled', { messageKey: 'shop.module_off' }),
};
