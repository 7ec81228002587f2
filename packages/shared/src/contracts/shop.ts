import { z } from 'zod';
import { midtransMethods, xenditMethods } from '../fees/deposit-fees.ts';
import { dateOrder, oneOf, regex, required, ruleMessage } from '../validation/rules.ts';
import { courierCodes } from './logistics.ts';
import { areaCodeSchema } from './regions.ts';
import { apiBase } from './site.ts';

/** The shop's API (spec §7 "Shop"): the paths the server registers and the web calls. */
export const shopPaths = {
  productList: `${apiBase}/shop/product/list`,
  productDetail: `${apiBase}/shop/product/detail`,
  collection: (slug: string) => `${apiBase}/shop/collection/${slug}`,
  /** SHP-01: the shop's collections, for its home page to offer. */
  collections: `${apiBase}/shop/collections`,
  adminCollections: `${apiBase}/admin/shop/collections`,
  adminCollection: (id: string) => `${apiBase}/admin/shop/collections/${id}`,
  categories: `${apiBase}/shop/categories`,
  cartList: `${apiBase}/shop/cart/list`,
  cartAdd: `${apiBase}/shop/cart/add`,
  cartAddMulti: `${apiBase}/shop/cart/add-multi`,
  cartEdit: (id: string) => `${apiBase}/shop/cart/edit/${id}`,
  cartDestroy: (id: string) => `${apiBase}/shop/cart/destroy/${id}`,
  cartPay: `${apiBase}/shop/cart/pay`,
  /** SHP-03: the chosen lines as checkout shows them: today's prices and stock, weight, whether they can be paid. */
  cartCheckout: `${apiBase}/shop/cart/checkout`,
  /** SHP-03: how a member may pay an order: the deposit first, then the gateways' channels. */
  paymentChannel: `${apiBase}/shop/payment/channel`,
  /** SHP-04: every city and regency of Indonesia with its province. */
  allCities: `${apiBase}/shop/location/all-cities`,
  /** SHP-02: a guest's localCart added to the account's cart at login, within stock and the cart's limits. */
  cartMerge: `${apiBase}/shop/cart/merge`,
  shippingOptions: `${apiBase}/shop/shiping/options`,
  transactions: `${apiBase}/shop/transactions/index`,
  transactionCount: `${apiBase}/shop/transactions/count`,
  transactionsUnpaid: `${apiBase}/shop/transactions/unpaid`,
  adminProducts: `${apiBase}/admin/shop/products`,
  adminProduct: (id: string) => `${apiBase}/admin/shop/products/${id}`,
  adminOrders: `${apiBase}/admin/shop/orders`,
  adminOrderStatus: (id: string) => `${apiBase}/admin/shop/orders/${id}/status`,
  /** ADM-01 "shop, couriers": where parcels leave from, the seller's own delivery and the couriers offered. */
  adminSettings: `${apiBase}/admin/shop/settings`,
  // SHP-04: the account's address book, the region search and the couriers' rates (spec §7 "Shipping").
  addressList: `${apiBase}/shop/shiping/list-address`,
  addressActive: `${apiBase}/shop/shiping/list-active-address`,
  addressAdd: `${apiBase}/shop/shiping/add`,
  addressUpdate: `${apiBase}/shop/shiping/update`,
  addressPick: `${apiBase}/shop/shiping/pick`,
  addressDelete: `${apiBase}/shop/shiping/delete`,
  costCustom: `${apiBase}/shop/shiping/cost-custom`,
  region: `${apiBase}/shop/public/shiping/region`,
  cost: `${apiBase}/shop/public/shiping/cost`,
  // SHP-03: coupons.
  checkCoupon: `${apiBase}/shop/cart/check-coupon`,
  canCoupon: `${apiBase}/shop/public/can-coupon`,
  adminCoupons: `${apiBase}/admin/shop/coupons`,
  adminCoupon: (id: string) => `${apiBase}/admin/shop/coupons/${id}`,
  // A product's pictures (SHP-01): uploaded one at a time, removed or made the cover by their file name.
  adminProductImages: (id: string) => `${apiBase}/admin/shop/products/${id}/images`,
  adminProductImage: (id: string, name: string) => `${apiBase}/admin/shop/products/${id}/images/${name}`,
  adminProductImageCover: (id: string, name: string) => `${apiBase}/admin/shop/products/${id}/images/${name}/cover`,
  // SHP-03: public checkout links. Anyone makes one from chosen lines; a guest opens it, pays through a gateway and
  // follows the order by the token the payment answered.
  publicMakeCart: `${apiBase}/shop/public/make-cart`,
  publicCheckout: (link: string) => `${apiBase}/shop/public/checkout/${link}`,
  publicCheckCoupon: `${apiBase}/shop/public/check-coupon`,
  publicPaymentChannels: `${apiBase}/shop/public/payment/channels`,
  publicPay: `${apiBase}/shop/public/pay`,
  publicOrder: (token: string) => `${apiBase}/shop/public/order/${token}`,
} as const;

/** The page a checkout link opens in the browser (`/shop/checkout/{link}`), and the order a guest follows there. */
export const shopCheckoutPagePath = (link: string, orderToken?: string) =>
  `/shop/checkout/${link}${orderToken ? `?order=${orderToken}` : ''}`;

/** SHP-03: how long a checkout link can be paid, and how its code and a guest order's token look. */
export const shopCheckoutLinkPolicy = {
  ttlDays: 30,
  codePattern: /^[A-Za-z0-9]{10}$/,
  tokenPattern: /^[A-Za-z0-9_-]{32}$/,
} as const;

/**
 * A product picture as uploaded (spec §9: at most 8 MB, JPEG, PNG or WebP) and as stored: a large picture for the
 * product page and a small one for lists, both WebP, at most these many pixels on the longer side.
 */
export const shopImageLimits = {
  maxBytes: 8 * 1024 * 1024,
  perProduct: 6,
  large: 800,
  small: 320,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

/** How many different lines one cart may hold, and how many of one line ('cart limit exceeded', SHP-06). */
export const shopCartLimits = { lines: 50, quantity: 999 } as const;

/** SHP-05: an order's states, in the order they normally follow. */
export const shopOrderStatuses = ['waiting_payment', 'pending', 'processed', 'shipped', 'done', 'cancelled'] as const;
export type ShopOrderStatus = (typeof shopOrderStatuses)[number];

/**
 * SHP-03: how an order is paid: from the deposit, or through a gateway by the same `<provider>:<channel>` codes the
 * deposit top-up screen offers (`xendit:qris`, `midtrans:gopay`).
 */
export const shopPaymentMethods = [
  'deposit',
  ...xenditMethods.map((method) => `xendit:${method}` as const),
  ...midtransMethods.map((method) => `midtrans:${method}` as const),
] as const;
export type ShopPaymentMethod = (typeof shopPaymentMethods)[number];

export const shopSorts = ['newest', 'price_asc', 'price_desc', 'name'] as const;

const money = z.number().int();
const optionalPrice = z.coerce.number().int().min(0).optional();

/** SHP-01, SHP-06: filters of the product list; a price range's minimum must be below its maximum. */
export const productListBody = z
  .object({
    q: z.string().trim().max(100).optional(),
    category: z.string().trim().max(60).optional(),
    min_price: optionalPrice,
    max_price: optionalPrice,
    in_stock: z.boolean().optional(),
    sort: z.enum(shopSorts).default('newest'),
    page: z.number().int().min(1).default(1),
    per_page: z.number().int().min(1).max(60).default(24),
  })
  .superRefine((value, ctx) => {
    if (value.min_price !== undefined && value.max_price !== undefined && value.min_price >= value.max_price) {
      ctx.addIssue({ code: 'custom', path: ['min_price'], ...ruleMessage('shop.min_price_below_max') });
    }
  });

export const productDetailBody = z.object({ slug: z.string().trim().min(1).max(120) });

export const shopVariantSchema = z.object({
  id: z.string(),
  options: z.record(z.string(), z.string()),
  price: money,
  stock: z.number().int(),
});

export const shopProductSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string().nullable(),
  weight: z.number().int(),
  min_quantity: z.number().int(),
  gross_price: money.nullable(),
  price: money,
  stock: z.number().int(),
  /** The option names every variant has (e.g. colour and size): each must be chosen (SHP-06). */
  option_names: z.array(z.string()),
  variants: z.array(shopVariantSchema),
  /** Its pictures (the first is the cover), each `shopImageLimits.large` px at most on its longer side. */
  images: z.array(z.string()),
  /** The same pictures at `shopImageLimits.small` px, in the same order: for lists and the cart. */
  thumbnails: z.array(z.string()),
  status: z.enum(['active', 'hidden']),
});
export type ShopProduct = z.infer<typeof shopProductSchema>;

const pageMeta = z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() });

export const productListResponse = z.object({ data: z.array(shopProductSchema), meta: pageMeta });

export const cartAddBody = z.object({
  product_id: z.uuid(),
  variant_id: z.uuid().nullable().default(null),
  quantity: z.number().int().min(1).max(shopCartLimits.quantity),
  notes: z.string().trim().max(200).default(''),
});
export const cartAddMultiBody = z.object({ items: z.array(cartAddBody).min(1).max(shopCartLimits.lines) });
export const cartMergeBody = z.object({ items: z.array(cartAddBody).max(shopCartLimits.lines) });
/** What a merge could not take as asked: less than asked (`stock`, `limit`) or nothing (`unavailable`, `lines`). */
export const cartMergeAdjustmentSchema = z.object({
  product_id: z.string(),
  variant_id: z.string().nullable(),
  asked: z.number().int(),
  added: z.number().int(),
  reason: z.enum(['stock', 'limit', 'unavailable', 'lines', 'minimum']),
});
export type CartMergeAdjustment = z.infer<typeof cartMergeAdjustmentSchema>;
export const cartEditBody = z.object({
  quantity: z.number().int().min(1).max(shopCartLimits.quantity),
  notes: z.string().trim().max(200).default(''),
});

export const cartItemSchema = z.object({
  id: z.string(),
  product: shopProductSchema.pick({
    id: true,
    slug: true,
    name: true,
    weight: true,
    min_quantity: true,
    images: true,
    thumbnails: true,
  }),
  variant: shopVariantSchema.nullable(),
  quantity: z.number().int(),
  notes: z.string(),
  unit_price: money,
  /** What is left to sell of the line's product or variant. */
  stock: z.number().int(),
});
export type CartItem = z.infer<typeof cartItemSchema>;
export const cartMergeResponse = z.object({
  data: z.array(cartItemSchema),
  adjusted: z.array(cartMergeAdjustmentSchema),
});

export const shippingAddressBody = z.object({
  name: z.string().trim().min(1).max(80),
  phone: z
    .string()
    .trim()
    .check(required(), regex(/^\+?\d{8,15}$/, 'account.phone_invalid')),
  province: z.string().trim().min(1).max(80),
  city: z.string().trim().min(1).max(80),
  district: z.string().trim().min(1).max(80),
  postcode: z
    .string()
    .trim()
    .check(required(), regex(/^\d{5}$/, 'shop.postcode_invalid')),
  detail: z.string().trim().min(5).max(300),
  sub_district: z.string().trim().max(80).default(''),
});

export {
  areaCodeSchema,
  regionSearchBody,
  regionSchema as shopRegionSchema,
  type Region as ShopRegion,
} from './regions.ts';

/**
 * SHP-04: an address of the account's book. The region is named by its district code from the region search, so
 * province, city and district are always real names; the server writes them from the code.
 */
export const addressBody = z.object({
  name: z.string().trim().min(1).max(80),
  phone: shippingAddressBody.shape.phone,
  area_code: areaCodeSchema,
  sub_district: z.string().trim().max(80).default(''),
  postcode: shippingAddressBody.shape.postcode,
  detail: shippingAddressBody.shape.detail,
  primary: z.boolean().default(false),
});
export const addressUpdateBody = addressBody.extend({ id: z.uuid() });
export const addressIdBody = z.object({ id: z.uuid() });
export const shopAddressSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  area_code: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  sub_district: z.string(),
  postcode: z.string(),
  detail: z.string(),
  primary: z.boolean(),
});
export type ShopAddress = z.infer<typeof shopAddressSchema>;

/** SHP-04 `shiping/cost`: every courier's services for a destination and a weight, cheapest first. */
export const shippingCostBody = z.object({
  postcode: shippingAddressBody.shape.postcode,
  weight: z.number().int().min(1).max(50_000),
});
export const shippingRateSchema = z.object({
  courier: z.string(),
  courier_name: z.string(),
  service: z.string(),
  service_name: z.string(),
  price: money,
  eta_days: z.string(),
});
export type ShippingRate = z.infer<typeof shippingRateSchema>;
export const shippingCostResponse = z.object({
  data: z.object({
    rates: z.array(shippingRateSchema),
    /** Couriers that could not quote this route, with the reason in the reader's language. */
    unavailable: z.array(z.object({ courier: z.string(), message: z.string() })),
  }),
});

/** SHP-03: pay the chosen cart lines from the deposit; the address and the shipping fee of the tenant's flat rate. */
export const cartPayBody = z.object({
  item_ids: z.array(z.uuid()).max(shopCartLimits.lines).check(required('shop.items_required')),
  address: shippingAddressBody,
  /**
   * SHP-04: the courier service chosen from `shiping/cost`; the server asks the courier again and charges its own
   * price, never the browser's. Absent: the seller's own delivery at the flat fee (`cost-custom`).
   */
  shipping: z
    .object({ courier: z.string().trim().min(1).max(30), service: z.string().trim().min(1).max(20) })
    .nullish(),
  /** SHP-03: a coupon code; checked again, and counted, in the paying transaction. */
  coupon_code: z.string().trim().max(30).nullish(),
  /** The client's key for this payment: a retry with the same key never pays twice. */
  request_id: z.string().trim().min(8).max(64),
  /** SHP-03: the deposit (the default) or a gateway method; a gateway order waits for its payment. */
  payment: z
    .object({
      method: z
        .string()
        .check(required('shop.payment_method_invalid'), oneOf(shopPaymentMethods, 'shop.payment_method_invalid')),
    })
    .transform((value) => ({ method: value.method as ShopPaymentMethod }))
    .default({ method: 'deposit' }),
});

/** `cart/checkout`: the chosen cart lines, as the checkout page shows them before anything is held. */
export const cartCheckoutBody = z.object({ item_ids: cartPayBody.shape.item_ids });

/** The delivery the buyer can choose and what it costs (the seller's own flat fee until courier rates arrive). */
export const shippingOptionSchema = z.object({ service: z.string(), fee: money });
/**
 * `cart/checkout`'s answer: the lines at today's prices and stock (a line gone from the cart or the shop is left
 * out), their total and weight, whether every line can be paid as it stands, and the seller's own delivery.
 */
export const cartCheckoutSchema = z.object({
  lines: z.array(cartItemSchema),
  items_total: money,
  weight: z.number().int(),
  payable: z.boolean(),
  seller_delivery: shippingOptionSchema,
});
export type CartCheckout = z.infer<typeof cartCheckoutSchema>;
/** `location/all-cities`: a city or regency (BPS code) and its province. */
export const shopCitySchema = z.object({ code: z.string(), name: z.string(), province: z.string() });
export type ShopCity = z.infer<typeof shopCitySchema>;

export const shopOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  date: z.string(),
  status: z.enum(shopOrderStatuses),
  cancel_reason: z.string().nullable(),
  products: z.array(
    z.object({
      product_id: z.string(),
      name: z.string(),
      options: z.record(z.string(), z.string()),
      quantity: z.number().int(),
      unit_price: money,
      notes: z.string(),
    }),
  ),
  shipping_service: z.string(),
  receipt_number: z.string().nullable(),
  address: shippingAddressBody,
  /**
   * How the order is paid. A gateway order waiting for its payment carries where to pay (the gateway's page, which
   * shows the QR code or the virtual account number) and until when.
   */
  payment_detail: z.object({
    method: z.string(),
    paid_at: z.string().nullable(),
    reference: z.string().nullable(),
    payment_url: z.string().nullable(),
    expires_at: z.string().nullable(),
  }),
  items_total: money,
  delivery_fee: money,
  coupon_discount: money,
  coupon_code: z.string().nullable(),
  total: money,
  /** Bought by a guest through a checkout link (no account): name and phone are the address's. */
  guest: z.boolean(),
  /**
   * A guest's money owed back (decision 038): `due` until the gateway accepts the refund, then `sent` with when; null
   * when nothing is owed (a member's refund is on the deposit at once).
   */
  refund: z.object({ status: z.enum(['due', 'sent']), amount: money.nullable(), at: z.string().nullable() }).nullish(),
});
export type ShopOrder = z.infer<typeof shopOrderSchema>;

export const transactionsBody = z.object({
  status: z.enum(['all', ...shopOrderStatuses]).default('all'),
  page: z.number().int().min(1).default(1),
  per_page: z.number().int().min(1).max(50).default(20),
});

/** The seller's lists (products, orders): a query string, so numbers come as text. */
export const adminListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(['all', ...shopOrderStatuses]).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});

/** The admin's product form: a product with no variants keeps its own price and stock. */
export const adminProductBody = z.object({
  name: z.string().trim().min(2).max(120),
  slug: z
    .string()
    .trim()
    .max(120)
    .check(required(), regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'validation.alpha_dash')),
  description: z.string().trim().max(5000).default(''),
  category: z.string().trim().max(60).nullable().default(null),
  weight: z.number().int().min(1).max(50_000),
  min_quantity: z.number().int().min(1).max(shopCartLimits.quantity).default(1),
  gross_price: z.number().int().min(0).nullable().default(null),
  price: z.number().int().min(0),
  stock: z.number().int().min(0).default(0),
  status: z.enum(['active', 'hidden']).default('active'),
  variants: z
    .array(
      z.object({
        options: z.record(z.string().trim().min(1).max(30), z.string().trim().min(1).max(40)),
        price: z.number().int().min(0),
        stock: z.number().int().min(0),
      }),
    )
    .max(100)
    .default([]),
});

export const adminOrderStatusBody = z.discriminatedUnion('status', [
  z.object({ status: z.literal('processed') }),
  z.object({ status: z.literal('shipped'), receipt_number: z.string().trim().min(4).max(40) }),
  z.object({ status: z.literal('done') }),
  z.object({ status: z.literal('cancelled'), cancel_reason: z.string().trim().min(3).max(200) }),
]);

/** SHP-03: a coupon code as buyers type it (any case); the server compares it in upper case. */
const couponCode = z
  .string()
  .trim()
  .min(3)
  .max(30)
  .check(regex(/^[A-Za-z0-9_-]+$/, 'validation.alpha_dash'))
  .transform((value) => value.toUpperCase());

/** `cart/check-coupon`: what the code would take off these cart lines now. */
export const checkCouponBody = z.object({
  code: couponCode,
  item_ids: cartPayBody.shape.item_ids,
});
export const couponCheckSchema = z.object({ code: z.string(), discount: money, items_total: money });

/** The seller's coupon form (ADM-01): percent (1..100, capped by `max_discount`) or a fixed amount off the items. */
export const adminCouponBody = z
  .object({
    code: couponCode,
    kind: z.enum(['percent', 'fixed']),
    value: z.number().int().min(1).max(100_000_000),
    max_discount: z.number().int().min(1).nullable().default(null),
    min_spend: z.number().int().min(0).default(0),
    per_account_limit: z.number().int().min(1).max(1000).default(1),
    total_limit: z.number().int().min(0).max(1_000_000).nullable().default(null),
    starts_at: z.iso.datetime({ offset: true }),
    ends_at: z.iso.datetime({ offset: true }),
    active: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'percent' && value.value > 100) {
      ctx.addIssue({ code: 'custom', path: ['value'], ...ruleMessage('shop.coupon_percent_max') });
    }
  })
  .check(dateOrder('ends_at', 'after', 'starts_at', { key: 'shop.coupon_dates' }));
export const shopCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number().int(),
  max_discount: money.nullable(),
  min_spend: money,
  per_account_limit: z.number().int(),
  total_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  active: z.boolean(),
});
export type ShopCoupon = z.infer<typeof shopCouponSchema>;

/** `public/make-cart`: the lines a checkout link sells, each within stock and the cart's limits. */
export const makeCartBody = z.object({
  items: z.array(cartAddBody).max(shopCartLimits.lines).check(required('shop.items_required')),
});
export const checkoutLinkSchema = z.object({
  link: z.string(),
  /** The page to share (`/shop/checkout/{link}`), relative to the tenant's host. */
  path: z.string(),
  expires_at: z.string(),
});
const linkCode = z
  .string()
  .check(required('shop.link_not_found'), regex(shopCheckoutLinkPolicy.codePattern, 'shop.link_not_found'));
export const checkoutLinkParams = z.object({ link: linkCode });
export const publicOrderParams = z.object({
  token: z
    .string()
    .check(required('shop.order_not_found'), regex(shopCheckoutLinkPolicy.tokenPattern, 'shop.order_not_found')),
});
/**
 * `public/checkout/{link}`: the link's lines at today's prices and stock (`id` is the line's position). A line whose
 * product left the shop, or whose stock is short, makes the link unpayable until the seller sends a new one.
 */
export const publicCheckoutSchema = z.object({
  link: z.string(),
  shop_name: z.string(),
  lines: z.array(cartItemSchema),
  items_total: money,
  weight: z.number().int(),
  payable: z.boolean(),
  expires_at: z.string(),
  /** The seller's own delivery at its flat fee, offered beside the couriers as to a member. */
  seller_delivery: shippingOptionSchema,
});
export type PublicCheckout = z.infer<typeof publicCheckoutSchema>;
/** `public/check-coupon`: a coupon on a link's lines for the buyer's phone (a guest's uses are counted by phone). */
export const publicCheckCouponBody = z.object({
  link: linkCode,
  code: couponCode,
  phone: shippingAddressBody.shape.phone,
});
/** A guest pays through a gateway only (no deposit without an account): the methods of `payment/channels`. */
export const shopGatewayMethods = shopPaymentMethods.filter((method) => method !== 'deposit');
export const publicPayBody = cartPayBody.omit({ item_ids: true, payment: true }).extend({
  link: linkCode,
  email: z.email().max(120).nullish(),
  payment: z
    .object({
      method: z
        .string()
        .check(required('shop.payment_method_invalid'), oneOf(shopGatewayMethods, 'shop.payment_method_invalid')),
    })
    .transform((value) => ({ method: value.method as ShopPaymentMethod })),
});
/** A guest's order and the token that opens it again (the gateway's return page carries it). */
export const publicOrderResponse = z.object({ data: shopOrderSchema, token: z.string() });

/** SHP-01: a collection as the shop's home lists it: its page and how many of its products are on sale. */
export const collectionSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  product_count: z.number().int(),
});
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;

/** ADM-01 "shop": the seller's collection form: a title, its page's slug and its products in order. */
export const adminCollectionBody = z.object({
  title: z.string().trim().min(2).max(80),
  slug: adminProductBody.shape.slug,
  product_ids: z
    .array(z.uuid())
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, ruleMessage('shop.collection_duplicate')),
});
export const shopCollectionSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  product_ids: z.array(z.string()),
});
export type ShopCollection = z.infer<typeof shopCollectionSchema>;

/**
 * `admin/shop/settings` (ADM-01 "shop, couriers", SHP-04): the seller's own delivery (its name and flat fee), the
 * address parcels leave from (the couriers price each route from its postcode) and which couriers' services buyers
 * may choose, out of those the server has (`available_couriers`).
 */
export const shopDeliverySettingsBody = z.object({
  flat_delivery_fee: z.number().int().min(0).max(1_000_000),
  delivery_service_name: z.string().trim().min(1).max(60),
  origin: z.object({
    name: z.string().trim().min(1).max(80),
    phone: shippingAddressBody.shape.phone,
    address: z.string().trim().min(1).max(300),
    city: z.string().trim().min(1).max(80),
    postal_code: shippingAddressBody.shape.postcode,
  }),
  couriers: z.array(z.enum(courierCodes)).max(courierCodes.length),
});
export const shopDeliverySettingsSchema = shopDeliverySettingsBody.extend({
  available_couriers: z.array(z.object({ code: z.enum(courierCodes), name: z.string() })),
});
export type ShopDeliverySettings = z.infer<typeof shopDeliverySettingsSchema>;
