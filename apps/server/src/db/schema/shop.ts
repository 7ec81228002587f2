import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ShopOrderStatus } from '@konter/shared/contracts/shop';
import { createdAtColumn, idColumn, moneyColumn as money, tenantIdColumn as tenantId } from './columns.ts';

/**
 * A product of the tenant's shop (SHP-01; spec §3 "Shop product"). A product without variants keeps its own price
 * and stock; one with variants sells only its variants, each with its own price and stock. Tables of the shop carry
 * the `shop_` prefix so they never meet PPOB's products (decision 029).
 */
export const shopProducts = pgTable(
  'shop_products',
  {
    tenantId: tenantId(),
    id: idColumn(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category'),
    /** Grams: what shipping is priced on. */
    weight: integer('weight').notNull(),
    minQuantity: integer('min_quantity').notNull().default(1),
    /** The crossed-out price, when there is one. */
    grossPrice: money('gross_price'),
    price: money('price').notNull(),
    stock: integer('stock').notNull().default(0),
    status: text('status').$type<'active' | 'hidden'>().notNull().default('active'),
    /** Storage keys of its pictures (platform/storage.ts), first is the cover. */
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'shop_products_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('shop_products_slug_uq').on(table.tenantId, table.slug),
    index('shop_products_category_idx').on(table.tenantId, table.category),
    check('shop_products_amounts_ck', sql`price >= 0 and stock >= 0 and weight > 0 and min_quantity >= 1`),
  ],
);

export const shopVariants = pgTable(
  'shop_variants',
  {
    tenantId: tenantId(),
    id: idColumn(),
    productId: uuid('product_id').notNull(),
    /** Option name → value, e.g. {"Warna": "Hitam", "Ukuran": "M"}: every variant of a product names the same options. */
    options: jsonb('options').$type<Record<string, string>>().notNull(),
    price: money('price').notNull(),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'shop_variants_pk', columns: [table.tenantId, table.id] }),
    index('shop_variants_product_idx').on(table.tenantId, table.productId),
    check('shop_variants_amounts_ck', sql`price >= 0 and stock >= 0`),
  ],
);

export const shopCollections = pgTable(
  'shop_collections',
  {
    tenantId: tenantId(),
    id: idColumn(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Its products in order. */
    productIds: jsonb('product_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (table) => [
    primaryKey({ name: 'shop_collections_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('shop_collections_slug_uq').on(table.tenantId, table.slug),
  ],
);

/** SHP-02: a line of an account's cart; a product and variant appear once (adding again adds to the quantity). */
export const shopCartItems = pgTable(
  'shop_cart_items',
  {
    tenantId: tenantId(),
    id: idColumn(),
    accountId: uuid('account_id').notNull(),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id'),
    quantity: integer('quantity').notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ name: 'shop_cart_items_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('shop_cart_items_line_uq').on(
      table.tenantId,
      table.accountId,
      table.productId,
      sql`coalesce(variant_id, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    check('shop_cart_items_quantity_ck', sql`quantity >= 1`),
  ],
);

export type ShopAddress = {
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  postcode: string;
  detail: string;
  sub_district?: string;
};

/**
 * SHP-04: an address of the account's book. Province, city and district are the names of the district code
 * (`area_code`, idn-area-data) as the server read them when the address was saved; one address per account is the
 * primary (the one checkout starts with), a partial unique index keeps it one.
 */
export const shopAddresses = pgTable(
  'shop_addresses',
  {
    tenantId: tenantId(),
    id: idColumn(),
    accountId: uuid('account_id').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    areaCode: text('area_code').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    subDistrict: text('sub_district').notNull().default(''),
    postcode: text('postcode').notNull(),
    detail: text('detail').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ name: 'shop_addresses_pk', columns: [table.tenantId, table.id] }),
    index('shop_addresses_account_idx').on(table.tenantId, table.accountId),
    uniqueIndex('shop_addresses_primary_uq')
      .on(table.tenantId, table.accountId)
      .where(sql`is_primary`),
  ],
);

export type ShopOrderLine = {
  productId: string;
  variantId: string | null;
  name: string;
  options: Record<string, string>;
  quantity: number;
  unitPrice: number;
  notes: string;
};

/**
 * SHP-05: an order, with its lines and address as they were when it was paid. Paid from the deposit in the same
 * transaction as its ledger transfer and the stock it takes; a cancellation gives both back, once.
 */
export const shopOrders = pgTable(
  'shop_orders',
  {
    tenantId: tenantId(),
    id: idColumn(),
    number: text('number').notNull(),
    /** The buyer's account; null for a guest who paid through a checkout link (name and phone are the address's). */
    accountId: uuid('account_id'),
    /** The buyer's key for the payment: the same key never pays twice. */
    requestId: text('request_id').notNull(),
    status: text('status').$type<ShopOrderStatus>().notNull(),
    lines: jsonb('lines').$type<ShopOrderLine[]>().notNull(),
    address: jsonb('address').$type<ShopAddress>().notNull(),
    shippingService: text('shipping_service').notNull(),
    receiptNumber: text('receipt_number'),
    cancelReason: text('cancel_reason'),
    itemsTotal: money('items_total').notNull(),
    deliveryFee: money('delivery_fee').notNull(),
    couponDiscount: money('coupon_discount').notNull().default(0),
    couponCode: text('coupon_code'),
    total: money('total').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** SHP-03: `deposit`, or the gateway's `<provider>:<channel>` (`xendit:qris`). */
    paymentMethod: text('payment_method').notNull().default('deposit'),
    /**
     * A gateway order's reference at the gateway (`SHOP…`, Xendit external_id / Midtrans order_id): unique across
     * tenants like a deposit code, so a notification finds its tenant, and its prefix routes it to the shop.
     */
    paymentReference: text('payment_reference'),
    /** The gateway's id of the payment (Xendit invoice id, Snap token), for asking its status. */
    paymentProviderRef: text('payment_provider_ref'),
    paymentUrl: text('payment_url'),
    /** Until when the stock waits for the gateway's payment; the sweep cancels the order after. */
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    /** Why a person should look (`paid_after_expiry`, `underpaid:<Rupiah>`), as deposits flag theirs. */
    reviewFlag: text('review_flag'),
    /** SHP-03: the checkout link a guest paid through, the token that opens the order again, and where to write. */
    checkoutLinkId: uuid('checkout_link_id'),
    guestToken: text('guest_token'),
    buyerEmail: text('buyer_email'),
    /**
     * A guest's money sent back through the gateway (decision 038): the amount is written before the gateway is
     * asked, so its refund notification, which may overtake the answer, is known as ours; `refunded_at` once it
     * accepted the refund, with its id.
     */
    gatewayRefundAmount: integer('gateway_refund_amount'),
    gatewayRefundRef: text('gateway_refund_ref'),
    gatewayRefundedAt: timestamp('gateway_refunded_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'shop_orders_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('shop_orders_guest_token_uq').on(table.guestToken),
    // A guest has no account to scope the request key by: the link does.
    uniqueIndex('shop_orders_guest_request_uq')
      .on(table.tenantId, table.checkoutLinkId, table.requestId)
      .where(sql`account_id is null`),
    check(
      'shop_orders_buyer_ck',
      sql`(account_id is not null) or (checkout_link_id is not null and guest_token is not null)`,
    ),
    uniqueIndex('shop_orders_payment_reference_uq').on(table.paymentReference),
    index('shop_orders_waiting_payment_idx')
      .on(table.paymentExpiresAt)
      .where(sql`status = 'waiting_payment'`),
    uniqueIndex('shop_orders_number_uq').on(table.tenantId, table.number),
    uniqueIndex('shop_orders_request_uq').on(table.tenantId, table.accountId, table.requestId),
    index('shop_orders_account_idx').on(table.tenantId, table.accountId, table.createdAt),
    // The guest-refund sweep's read every minute (decision 038): the few guests' orders still owed money.
    index('shop_orders_guest_refunds_due_idx')
      .on(table.updatedAt)
      .where(sql`account_id is null and gateway_refunded_at is null and review_flag like '%refund_due%'`),
    check('shop_orders_total_ck', sql`total = items_total + delivery_fee - coupon_discount and total >= 0`),
  ],
);

/**
 * SHP-03: a coupon of the tenant's shop: a percentage (up to `max_discount`) or a fixed amount off the items, from a
 * minimum spend, within its dates, at most `per_account_limit` times per account and `total_limit` times in all.
 * `used_count` is moved by a conditional update in the paying transaction, so the last use is given once however many
 * buyers ask at the same moment.
 */
export const shopCoupons = pgTable(
  'shop_coupons',
  {
    tenantId: tenantId(),
    id: idColumn(),
    /** Upper case, as typed by buyers in any case. */
    code: text('code').notNull(),
    kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
    /** Percent (1..100) or Rupiah. */
    value: integer('value').notNull(),
    maxDiscount: money('max_discount'),
    minSpend: money('min_spend').notNull().default(0),
    perAccountLimit: integer('per_account_limit').notNull().default(1),
    totalLimit: integer('total_limit'),
    usedCount: integer('used_count').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ name: 'shop_coupons_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('shop_coupons_code_uq').on(table.tenantId, table.code),
    check(
      'shop_coupons_values_ck',
      sql`value > 0 and (kind <> 'percent' or value <= 100) and min_spend >= 0 and per_account_limit >= 1
        and (total_limit is null or total_limit >= 0) and used_count >= 0
        and (total_limit is null or used_count <= total_limit) and ends_at > starts_at`,
    ),
  ],
);

/** One use of a coupon: by which account, for which order (released, once, when the order is cancelled). */
export const shopCouponUses = pgTable(
  'shop_coupon_uses',
  {
    tenantId: tenantId(),
    couponId: uuid('coupon_id').notNull(),
    orderId: uuid('order_id').notNull(),
    /** The account that used it, or for a guest's order the guest's phone (0812…): a guest's limit counts by phone. */
    accountId: uuid('account_id'),
    buyerPhone: text('buyer_phone'),
    discount: money('discount').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ name: 'shop_coupon_uses_pk', columns: [table.tenantId, table.orderId] }),
    index('shop_coupon_uses_account_idx').on(table.tenantId, table.couponId, table.accountId),
    index('shop_coupon_uses_phone_idx').on(table.tenantId, table.couponId, table.buyerPhone),
    check('shop_coupon_uses_buyer_ck', sql`account_id is not null or buyer_phone is not null`),
  ],
);

export type ShopCheckoutLinkLine = { productId: string; variantId: string | null; quantity: number; notes: string };

/**
 * SHP-03: a public checkout link (`make-cart`): the lines someone chose, shared as `/shop/checkout/{code}` and paid
 * by a guest through a gateway at the prices of the day it is paid. Each payment makes its own order; the link stays
 * until it expires.
 */
export const shopCheckoutLinks = pgTable(
  'shop_checkout_links',
  {
    tenantId: tenantId(),
    id: idColumn(),
    code: text('code').notNull(),
    lines: jsonb('lines').$type<ShopCheckoutLinkLine[]>().notNull(),
    /** Who made it, when logged in (a guest may share the lines of the cart kept in the browser). */
    createdBy: uuid('created_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ name: 'shop_checkout_links_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('shop_checkout_links_code_uq').on(table.tenantId, table.code),
  ],
);
