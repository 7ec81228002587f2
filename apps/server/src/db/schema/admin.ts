import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  createdAtColumn as createdAt,
  idColumn as id,
  moneyColumn as money,
  tenantIdColumn as tenantId,
} from './columns.ts';

/**
 * A manual credit or debit of an account's deposit by an admin (issue 17), with its reason. Above the tenant's
 * four-eyes amount it waits for a second admin (`pending`); once approved it is one ledger transfer against
 * `house:adjustments` (`transfer_id`), written in the same transaction as the status change.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    tenantId: tenantId(),
    id: id(),
    accountId: uuid('account_id').notNull(),
    direction: text('direction').$type<'credit' | 'debit'>().notNull(),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<'pending' | 'posted' | 'rejected'>().notNull(),
    proposedBy: uuid('proposed_by').notNull(),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    transferId: uuid('transfer_id'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'balance_adjustments_pk', columns: [table.tenantId, table.id] }),
    index('balance_adjustments_status_idx').on(table.tenantId, table.status, table.createdAt),
  ],
);

/**
 * The dashboard's "errors in the last hour" (issue 17): HTTP 5xx answers and provider (adapter) errors per tenant
 * and minute. Each process counts in memory and adds its counts here every few seconds (platform/error-counts.ts),
 * so the sum is every process's; rows older than a day are dropped as new ones come.
 */
export const errorCounts = pgTable(
  'error_counts',
  {
    tenantId: tenantId(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    source: text('source').$type<'http' | 'provider'>().notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ name: 'error_counts_pk', columns: [table.tenantId, table.minute, table.source] })],
);
