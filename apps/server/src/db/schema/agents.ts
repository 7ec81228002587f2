import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn as createdAt, idColumn as id, tenantIdColumn as tenantId } from './columns.ts';

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
