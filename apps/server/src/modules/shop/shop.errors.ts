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
  orderState: () => new AppError('shop_order_state', { status: 409, messageKey: 'shop.order_state' }),
  moduleOff: () => new AppError('module_disabled', { messageKey: 'shop.module_off' }),
};
