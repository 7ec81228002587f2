/** Query keys of the shop: the cart is one key, so every change to it refreshes one list. */
export const shopKeys = {
  all: ['shop'] as const,
  products: (filters: Record<string, unknown>) => ['shop', 'products', filters] as const,
  product: (slug: string) => ['shop', 'product', slug] as const,
  categories: ['shop', 'categories'] as const,
  cart: ['shop', 'cart'] as const,
  /** Under the cart's key: a change to the cart refreshes the checkout of its lines too. */
  cartCheckout: (itemIds: readonly string[]) => ['shop', 'cart', 'checkout', [...itemIds].sort()] as const,
  /** Every checkout of the cart's lines (a quantity change makes them out of date). */
  cartCheckouts: ['shop', 'cart', 'checkout'] as const,
  orders: (status: string) => ['shop', 'orders', status] as const,
  addresses: ['shop', 'addresses'] as const,
  shippingCost: (postcode: string, weight: number) => ['shop', 'shipping-cost', postcode, weight] as const,
  canCoupon: ['shop', 'can-coupon'] as const,
  adminCoupons: ['shop', 'admin', 'coupons'] as const,
  collections: ['shop', 'collections'] as const,
  collection: (slug: string) => ['shop', 'collection', slug] as const,
  adminCollections: ['shop', 'admin', 'collections'] as const,
  adminSettings: ['shop', 'admin', 'settings'] as const,
  checkoutLink: (link: string) => ['shop', 'checkout-link', link] as const,
  paymentChannels: ['shop', 'payment-channels'] as const,
  memberPaymentChannels: ['shop', 'member-payment-channels'] as const,
  publicOrder: (token: string) => ['shop', 'public-order', token] as const,
};
