import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CashbackType } from '@konter/shared/fees/cashback';
import type { ProductStatus } from '@konter/shared/contracts/ppob';
import type { PurchasableFamily } from '@konter/shared/ppob/families';
import { moneyColumn as money, tenantIdColumn as tenantId } from './columns.ts';

/**
 * A product of the tenant's prepaid catalogue (CAT-01..CAT-06). `code` is the supplier buyer SKU; the buying price
 * is the best active supplier offer; selling prices per role tier follow the tenant's pricing unless set by hand.
 */
export const products = pgTable(
  'products',
  {
    tenantId: tenantId(),
    code: text('code').notNull(),
    family: text('family').$type<PurchasableFamily>().notNull(),
    operator: text('operator').notNull(),
    operatorName: text('operator_name').notNull(),
    /** The mobile operator of mobile-number products (by.U → telkomsel), for prefix detection. */
    mobileOperator: text('mobile_operator'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    nominal: money('nominal'),
    buyingPrice: money('buying_price').notNull(),
    memberPrice: money('member_price').notNull(),
    agentPrice: money('agent_price').notNull(),
    masterPrice: money('master_price').notNull(),
    /** Set by an admin: prices no longer follow the supplier sync. */
    manualPrices: boolean('manual_prices').notNull().default(false),
    status: text('status').$type<ProductStatus>().notNull().default('active'),
    /** Set by an admin: the status no longer follows the supplier sync (price adjustment, needs access). */
    manualStatus: boolean('manual_status').notNull().default(false),
    cutOffStart: text('cut_off_start'),
    cutOffEnd: text('cut_off_end'),
    promo: boolean('promo').notNull().default(false),
    soldQty: integer('sold_qty').notNull().default(0),
    /**
     * Cashback per purchase, credited the next day (DEP-09): whole Rupiah when `cashbackType` is `fixed`, basis
     * points of the price paid (150 = 1.5%) when `percent` (AGT-04). A purchase snapshots the Rupiah it earned.
     */
    cashbackType: text('cashback_type').$type<CashbackType>().notNull().default('fixed'),
    cashback: money('cashback').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'products_pk', columns: [table.tenantId, table.code] }),
    index('products_family_idx').on(table.tenantId, table.family, table.operator, table.sortOrder),
    // A rate above 100% would pay more than the price; the service refuses it first, this keeps every writer honest.
    check(
      'products_cashback_ck',
      sql`cashback >= 0 and (cashback_type = 'fixed' or (cashback_type = 'percent' and cashback <= 10000))`,
    ),
  ],
);

/** What each supplier asks for a product: purchases go to the cheapest active one and fail over to the next. */
export const productOffers = pgTable(
  'product_offers',
  {
    tenantId: tenantId(),
    productCode: text('product_code').notNull(),
    supplier: text('supplier').notNull(),
    price: money('price').notNull(),
    active: boolean('active').notNull(),
    cutOffStart: text('cut_off_start'),
    cutOffEnd: text('cut_off_end'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'product_offers_pk', columns: [table.tenantId, table.productCode, table.supplier] })],
);

/** An agent's own selling price of a product (adjust-price), printed on their receipts. */
export const agentPrices = pgTable(
  'agent_prices',
  {
    tenantId: tenantId(),
    accountId: uuid('account_id').notNull(),
    productCode: text('product_code').notNull(),
    sellingPrice: money('selling_price').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'agent_prices_pk', columns: [table.tenantId, table.accountId, table.productCode] })],
);

/**
 * The cashback a paid bill earns per biller (AGT-04, "list-cashback pascabayar"): billers are not catalogue products,
 * so their rule lives here, one type per biller as for a product price. A payment snapshots the Rupiah it earned at
 * its inquiry, so the accrual and its withdrawal see what the buyer was shown. No row: no cashback.
 */
export const postpaidCashback = pgTable(
  'postpaid_cashback',
  {
    tenantId: tenantId(),
    billerCode: text('biller_code').notNull(),
    cashbackType: text('cashback_type').$type<CashbackType>().notNull().default('fixed'),
    cashback: money('cashback').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'postpaid_cashback_pk', columns: [table.tenantId, table.billerCode] }),
    check(
      'postpaid_cashback_ck',
      sql`cashback > 0 and (cashback_type = 'fixed' or (cashback_type = 'percent' and cashback <= 10000))`,
    ),
  ],
);
