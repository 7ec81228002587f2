import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn as tenantId, moneyColumn as money } from './columns.ts';

export type DepositStatus = 'pending' | 'paid' | 'expired' | 'failed';

/** A deposit top-up (§3 Deposit topup): paid by bank transfer with unique digits, or through a gateway. */
export const deposits = pgTable(
  'deposits',
  {
    tenantId: tenantId(),
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    /** `DEP…`, unique across tenants: gateways call back with it alone. */
    code: text('code').notNull(),
    accountId: uuid('account_id').notNull(),
    /** What the deposit balance receives. */
    amount: money('amount').notNull(),
    fee: money('fee').notNull().default(0),
    /** The 3 unique digits of a bank transfer (0 for gateways). */
    uniqueCode: integer('unique_code').notNull().default(0),
    /** What the customer pays: amount + fee + unique code. */
    charged: money('charged').notNull(),
    provider: text('provider').$type<'bank' | 'midtrans' | 'xendit'>().notNull(),
    method: text('method').notNull(),
    holderName: text('holder_name'),
    status: text('status').$type<DepositStatus>().notNull().default('pending'),
    providerRef: text('provider_ref'),
    paymentUrl: text('payment_url'),
    /** Bank transfers requested after 21:30 (Jakarta) are processed the next day. */
    processDate: date('process_date', { mode: 'string' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidAmount: money('paid_amount'),
    /**
     * Why a person should look at it (the reconciliation console): paid after expiry, paid a different amount, a
     * refund or chargeback the deposit could not give back in full, a cancellation after the payment, a legacy
     * pending bank request that shares its amount with another.
     */
    reviewFlag: text('review_flag'),
    /** What the gateway says it refunded or charged back so far (of `charged`, cumulative; decision 020). */
    reversedAmount: money('reversed_amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'deposits_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('deposits_code_uq').on(table.code),
    index('deposits_account_idx').on(table.tenantId, table.accountId, table.createdAt),
    index('deposits_pending_idx').on(table.tenantId, table.status, table.expiresAt),
    // The transfer amount identifies a pending bank deposit among all that can still be claimed, whatever their
    // processing day (decision 020). Legacy rows that shared an amount were flagged by the migration and left out.
    uniqueIndex('deposits_bank_pending_amount_uq')
      .on(table.tenantId, table.method, table.charged)
      .where(sql`provider = 'bank' and status = 'pending' and review_flag is null`),
  ],
);

/** Credits seen on the tenant's bank account, matched or waiting for a person. */
export const bankMutations = pgTable(
  'bank_mutations',
  {
    tenantId: tenantId(),
    mutationId: text('mutation_id').notNull(),
    accountNumber: text('account_number').notNull(),
    amount: money('amount').notNull(),
    description: text('description').notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    depositCode: text('deposit_code'),
    /** Why it was credited to nobody and waits for a person: e.g. `ambiguous:DEP…,DEP…` (two requests matched). */
    reviewFlag: text('review_flag'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'bank_mutations_pk', columns: [table.tenantId, table.mutationId] })],
);

/** DEP-08: a deposit transfer between two accounts of a tenant; cannot be cancelled. */
export const depositTransfers = pgTable(
  'deposit_transfers',
  {
    tenantId: tenantId(),
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    code: text('code').notNull(),
    senderId: uuid('sender_id').notNull(),
    receiverId: uuid('receiver_id').notNull(),
    amount: money('amount').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'deposit_transfers_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('deposit_transfers_code_uq').on(table.tenantId, table.code),
    index('deposit_transfers_sender_idx').on(table.tenantId, table.senderId, table.createdAt),
    index('deposit_transfers_receiver_idx').on(table.tenantId, table.receiverId, table.createdAt),
  ],
);

/** Cashback earned by a purchase, credited to the deposit the next day (DEP-09). */
export const cashbackAccruals = pgTable(
  'cashback_accruals',
  {
    tenantId: tenantId(),
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id').notNull(),
    amount: money('amount').notNull(),
    /** The Jakarta date of the purchase; credited on a later day. */
    earnedOn: date('earned_on', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'cashback_accruals_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('cashback_accruals_source_uq').on(table.tenantId, table.source),
    index('cashback_accruals_pending_idx').on(table.tenantId, table.creditedAt, table.earnedOn),
    // The cashback report pages through one account's accruals.
    index('cashback_accruals_account_idx').on(table.tenantId, table.accountId, table.createdAt),
  ],
);

/** DEP-10: an agent's deposit request (batch), confirmed fully or partly by an admin. */
export const depositRequests = pgTable(
  'deposit_requests',
  {
    tenantId: tenantId(),
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id').notNull(),
    amount: money('amount').notNull(),
    depositDate: date('deposit_date', { mode: 'string' }).notNull(),
    note: text('note'),
    status: text('status').$type<'pending' | 'approved' | 'half_approved' | 'rejected'>().notNull().default('pending'),
    approvedAmount: money('approved_amount'),
    underpayment: money('underpayment'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'deposit_requests_pk', columns: [table.tenantId, table.id] }),
    index('deposit_requests_account_idx').on(table.tenantId, table.accountId, table.createdAt),
  ],
);
