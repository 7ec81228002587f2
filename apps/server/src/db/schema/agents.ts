import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
 * The network of uplines and downlines as a closure table (issue 18, AGT-01): one row per (ancestor, descendant)
 * pair at every distance, the account itself at depth 0. "Everyone under X" is one indexed range read on
 * (tenant, ancestor); "everyone above X" one on (tenant, descendant). A trigger on `accounts` keeps it in step
 * with `accounts.referred_by` (insert, and a move of a whole subtree when an upline changes), so no writer of
 * accounts has to remember it; the migration backfills it from `referred_by`.
 */
export const accountTree = pgTable(
  'account_tree',
  {
    tenantId: tenantId(),
    ancestorId: uuid('ancestor_id').notNull(),
    descendantId: uuid('descendant_id').notNull(),
    depth: integer('depth').notNull(),
  },
  (table) => [
    primaryKey({ name: 'account_tree_pk', columns: [table.tenantId, table.ancestorId, table.descendantId] }),
    index('account_tree_descendant_idx').on(table.tenantId, table.descendantId, table.depth),
    check('account_tree_depth_ck', sql`depth >= 0`),
  ],
);

export type AgentApplicationStatus = 'pending' | 'approved' | 'rejected';

/**
 * A member's request to become an agent (`POST account/agen`). With the tenant's automatic approval it is written
 * approved at once; otherwise an admin decides.
 */
export const agentApplications = pgTable(
  'agent_applications',
  {
    tenantId: tenantId(),
    id: id(),
    accountId: uuid('account_id').notNull(),
    status: text('status').$type<AgentApplicationStatus>().notNull(),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'agent_applications_pk', columns: [table.tenantId, table.id] }),
    index('agent_applications_account_idx').on(table.tenantId, table.accountId, table.createdAt),
    uniqueIndex('agent_applications_pending_uq')
      .on(table.tenantId, table.accountId)
      .where(sql`status = 'pending'`),
    index('agent_applications_status_idx').on(table.tenantId, table.status, table.createdAt),
    check('agent_applications_status_ck', sql`status in ('pending', 'approved', 'rejected')`),
  ],
);

export type AgentLoanStatus = 'pending' | 'active' | 'inactive' | 'rejected';

/**
 * A credit line lent to an agent (AGT-06/07, only where the tenant's `agentDebtEnabled` is on): asked for by its
 * master (lender = the master, whose deposit funds each drawing) or granted by the tenant's admin (lender null).
 * pending → active | rejected (the admin validates), active → inactive (no more drawings; the debt stays owed).
 * `used` and `collected` only grow; what is owed is `used - collected`, never above `credit_limit` (the check,
 * and the conditional update of a drawing). One open (pending or active) loan per agent.
 */
export const agentLoans = pgTable(
  'agent_loans',
  {
    tenantId: tenantId(),
    id: id(),
    accountId: uuid('account_id').notNull(),
    lenderId: uuid('lender_id'),
    requestedBy: uuid('requested_by').notNull(),
    status: text('status').$type<AgentLoanStatus>().notNull(),
    creditLimit: money('credit_limit').notNull(),
    used: money('used').notNull().default(0),
    collected: money('collected').notNull().default(0),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    previousDueDate: date('previous_due_date', { mode: 'string' }),
    note: text('note'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'agent_loans_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('agent_loans_open_uq')
      .on(table.tenantId, table.accountId)
      .where(sql`status in ('pending', 'active')`),
    index('agent_loans_account_idx').on(table.tenantId, table.accountId, table.createdAt),
    index('agent_loans_status_idx').on(table.tenantId, table.status, table.dueDate),
    check('agent_loans_status_ck', sql`status in ('pending', 'active', 'inactive', 'rejected')`),
    check('agent_loans_amounts_ck', sql`credit_limit > 0 and used >= 0 and collected >= 0 and collected <= used`),
    check('agent_loans_limit_ck', sql`used - collected <= credit_limit`),
  ],
);

export type AgentLoanDepositStatus = 'deposited' | 'approved' | 'half_approved' | 'not_deposited';

/**
 * A repayment of a loan (the spec's loan deposit): the agent says it paid `amount` in; the admin finds the money
 * and approves it fully, half, or not at all (not deposited). Only an approval moves money (`approved_amount`).
 */
export const agentLoanDeposits = pgTable(
  'agent_loan_deposits',
  {
    tenantId: tenantId(),
    id: id(),
    loanId: uuid('loan_id').notNull(),
    accountId: uuid('account_id').notNull(),
    amount: money('amount').notNull(),
    approvedAmount: money('approved_amount'),
    status: text('status').$type<AgentLoanDepositStatus>().notNull(),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'agent_loan_deposits_pk', columns: [table.tenantId, table.id] }),
    index('agent_loan_deposits_loan_idx').on(table.tenantId, table.loanId, table.createdAt),
    index('agent_loan_deposits_status_idx').on(table.tenantId, table.status, table.createdAt),
    check('agent_loan_deposits_amount_ck', sql`amount > 0 and (approved_amount is null or approved_amount >= 0)`),
    check('agent_loan_deposits_status_ck', sql`status in ('deposited', 'approved', 'half_approved', 'not_deposited')`),
  ],
);
