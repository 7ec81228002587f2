import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { moneyColumn as money, tenantIdColumn as tenantId } from './columns.ts';

/** The price tiers: what a member, an agent and a master agent (and an admin) pay. */
export type PriceTierName = 'member' | 'agent' | 'master';

const tierCheck = (column: string) => sql.raw(`${column} in ('member', 'agent', 'master')`);

/**
 * A tenant's markup of each tier over the buying price (docs/decisions/025-pricing-quote.md), exact in basis points,
 * rounded up to `round_to` Rupiah; and the limits within which an account of this tier may set the markup its own
 * downline pays over its price. A tenant without a row prices the tier with the defaults of the pricing module.
 */
export const pricingTiers = pgTable(
  'pricing_tiers',
  {
    tenantId: tenantId(),
    tier: text('tier').$type<PriceTierName>().notNull(),
    markupBasisPoints: integer('markup_basis_points').notNull(),
    markupFlat: money('markup_flat').notNull().default(0),
    minimumMarkup: money('minimum_markup').notNull().default(0),
    roundTo: integer('round_to').notNull().default(1),
    downlineMinBasisPoints: integer('downline_min_basis_points').notNull().default(0),
    downlineMaxBasisPoints: integer('downline_max_basis_points').notNull().default(0),
    downlineMaxFlat: money('downline_max_flat').notNull().default(0),
    /**
     * What an account of this tier pays over a bill's admin fee (postpaid has no buying price to mark up: the
     * supplier's inquiry sets the bill and its fee); the gaps between the tiers are the uplines' commissions.
     */
    billAdminFee: money('bill_admin_fee').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'pricing_tiers_pk', columns: [table.tenantId, table.tier] }),
    check('pricing_tiers_tier_ck', tierCheck('tier')),
    check(
      'pricing_tiers_amounts_ck',
      sql`markup_basis_points >= 0 and markup_flat >= 0 and minimum_markup >= 0 and round_to >= 1
        and downline_min_basis_points >= 0 and downline_max_basis_points >= downline_min_basis_points
        and downline_max_flat >= 0`,
    ),
    check('pricing_tiers_bill_admin_fee_ck', sql`bill_admin_fee >= 0`),
  ],
);

/** A product priced apart for one tier: a fixed price, or a markup of its own over the buying price. */
export const pricingProductOverrides = pgTable(
  'pricing_product_overrides',
  {
    tenantId: tenantId(),
    productCode: text('product_code').notNull(),
    tier: text('tier').$type<PriceTierName>().notNull(),
    fixedPrice: money('fixed_price'),
    markupBasisPoints: integer('markup_basis_points'),
    markupFlat: money('markup_flat').notNull().default(0),
    minimumMarkup: money('minimum_markup').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'pricing_product_overrides_pk', columns: [table.tenantId, table.productCode, table.tier] }),
    check('pricing_product_overrides_tier_ck', tierCheck('tier')),
    // Exactly one of the two ways of pricing it.
    check(
      'pricing_product_overrides_one_ck',
      sql`(fixed_price is null) <> (markup_basis_points is null) and coalesce(fixed_price, 0) >= 0
        and coalesce(markup_basis_points, 0) >= 0 and markup_flat >= 0 and minimum_markup >= 0`,
    ),
  ],
);

/**
 * What an agent (or master agent) charges its own downline over its own price, within its tier's limits. Without
 * a row the downline pays its own tier's price.
 */
export const pricingDownlineMarkups = pgTable(
  'pricing_downline_markups',
  {
    tenantId: tenantId(),
    accountId: uuid('account_id').notNull(),
    markupBasisPoints: integer('markup_basis_points').notNull(),
    markupFlat: money('markup_flat').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'pricing_downline_markups_pk', columns: [table.tenantId, table.accountId] }),
    check('pricing_downline_markups_amounts_ck', sql`markup_basis_points >= 0 and markup_flat >= 0`),
  ],
);
