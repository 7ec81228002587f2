import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn as tenantId } from './columns.ts';

/**
 * A balance: an account holder's deposit, cashback wallet or agent debt, or one of the tenant's house accounts
 * (gateway clearing, bank clearing, supplier payable, revenue, fees, in flight). A holder's `balance` always equals
 * the sum of its entries; only `postTransfer` changes it. A house account keeps no running balance (its `balance`
 * stays 0): its balance is the sum of its entries, so no two purchases of a tenant wait on one house row
 * (decision 028).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    tenantId: tenantId(),
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    /** `deposit:<account id>`, `house:revenue`, … unique per tenant. */
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    ownerId: uuid('owner_id'),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'ledger_accounts_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('ledger_accounts_code_uq').on(table.tenantId, table.code),
  ],
);

/** One movement of money; its entries sum to zero. The idempotency key makes a retry a no-op. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    tenantId: tenantId(),
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    reference: text('reference'),
    memo: text('memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'ledger_transfers_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('ledger_transfers_key_uq').on(table.tenantId, table.idempotencyKey),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    tenantId: tenantId(),
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    transferId: uuid('transfer_id').notNull(),
    ledgerAccountId: uuid('ledger_account_id').notNull(),
    /** Positive raises the balance, negative lowers it. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The holder's balance after this entry; null on a house account's entries (they keep no running balance). */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'ledger_entries_pk', columns: [table.tenantId, table.id] }),
    index('ledger_entries_account_idx').on(table.tenantId, table.ledgerAccountId, table.createdAt),
    index('ledger_entries_transfer_idx').on(table.tenantId, table.transferId),
  ],
);
