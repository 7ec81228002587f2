import { sql } from 'drizzle-orm';
import {
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
};

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
    accountId: uuid('account_id').notNull(),
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
    total: money('total').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'shop_orders_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('shop_orders_number_uq').on(table.tenantId, table.number),
    uniqueIndex('shop_orders_request_uq').on(table.tenantId, table.accountId, table.requestId),
    index('shop_orders_account_idx').on(table.tenantId, table.accountId, table.createdAt),
    check('shop_orders_total_ck', sql`total = items_total + delivery_fee - coupon_discount and total >= 0`),
  ],
);
