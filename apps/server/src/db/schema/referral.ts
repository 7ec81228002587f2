import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  createdAtColumn as createdAt,
  idColumn as id,
  moneyColumn as money,
  tenantIdColumn as tenantId,
} from './columns.ts';

/**
 * REF-01: one counted visit of an account's referral URL: one per visitor (a hash of address and browser, no cookie)
 * per Jakarta day, so a reload or a second tab the same day does not count twice.
 */
export const referralClicks = pgTable(
  'referral_clicks',
  {
    tenantId: tenantId(),
    accountId: uuid('account_id').notNull(),
    visitorHash: text('visitor_hash').notNull(),
    day: text('day').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({
      name: 'referral_clicks_pk',
      columns: [table.tenantId, table.accountId, table.day, table.visitorHash],
    }),
  ],
);

/**
 * REF-02/03: an account's affiliate application. waiting → verified | rejected (with the reason the applicant reads);
 * a verified code earns until `expires_at` (a year after verification), and applying again renews it.
 */
export const affiliates = pgTable(
  'affiliates',
  {
    tenantId: tenantId(),
    accountId: uuid('account_id').notNull(),
    status: text('status').$type<'waiting' | 'verified' | 'rejected'>().notNull(),
    bankType: text('bank_type').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    /** The identity attachment's key in the file storage and its checked content type. */
    attachmentKey: text('attachment_key'),
    attachmentType: text('attachment_type'),
    rejectionReason: text('rejection_reason'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'affiliates_pk', columns: [table.tenantId, table.accountId] }),
    check('affiliates_status_ck', sql`status in ('waiting', 'verified', 'rejected')`),
    index('affiliates_status_idx').on(table.tenantId, table.status),
  ],
);

/** REF-04: what the tenant's affiliates earn per purchase of an account they referred. */
export const affiliateSettings = pgTable(
  'affiliate_settings',
  {
    tenantId: tenantId().primaryKey(),
    enabled: boolean('enabled').notNull().default(true),
    basisPoints: integer('basis_points').notNull().default(0),
    fixedAmount: money('fixed_amount').notNull().default(0),
    months: integer('months').notNull().default(12),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  () => [
    check(
      'affiliate_settings_ck',
      sql`basis_points between 0 and 10000 and fixed_amount >= 0 and months between 1 and 120`,
    ),
  ],
);

/**
 * REF-04: a commission an affiliate earned on one purchase (`accrual`), and the negative row that takes it back when
 * the purchase is returned (`clawback`): at most one of each per purchase, the same rows as the ledger transfers
 * `affiliate-commission:<purchase>` and `affiliate-clawback:<purchase>`. unpaid → in_process (in a payout) → disbursed.
 */
export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    tenantId: tenantId(),
    id: id().primaryKey(),
    affiliateId: uuid('affiliate_id').notNull(),
    buyerId: uuid('buyer_id').notNull(),
    purchaseId: uuid('purchase_id').notNull(),
    refId: text('ref_id').notNull(),
    kind: text('kind').$type<'accrual' | 'clawback'>().notNull(),
    amount: money('amount').notNull(),
    status: text('status').$type<'unpaid' | 'in_process' | 'disbursed'>().notNull().default('unpaid'),
    payoutId: uuid('payout_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('affiliate_commissions_purchase_uq').on(table.tenantId, table.purchaseId, table.kind),
    index('affiliate_commissions_affiliate_idx').on(table.tenantId, table.affiliateId, table.status),
    check('affiliate_commissions_kind_ck', sql`kind in ('accrual', 'clawback')`),
    check('affiliate_commissions_status_ck', sql`status in ('unpaid', 'in_process', 'disbursed')`),
  ],
);

/**
 * REF-04: one affiliate's share of a monthly payout run: its unpaid commissions (at least the minimum), to the bank
 * account it registered, marked paid by an admin with the bank transfer's reference.
 */
export const affiliatePayouts = pgTable(
  'affiliate_payouts',
  {
    tenantId: tenantId(),
    id: id().primaryKey(),
    affiliateId: uuid('affiliate_id').notNull(),
    period: text('period').notNull(),
    amount: money('amount').notNull(),
    bankType: text('bank_type').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    status: text('status').$type<'in_process' | 'disbursed'>().notNull().default('in_process'),
    transferReference: text('transfer_reference'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('affiliate_payouts_period_uq').on(table.tenantId, table.affiliateId, table.period),
    check('affiliate_payouts_status_ck', sql`status in ('in_process', 'disbursed')`),
  ],
);
