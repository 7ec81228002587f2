import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import {
  agentLoanDeposits,
  agentLoans,
  type AgentLoanDepositStatus,
  type AgentLoanStatus,
} from '../../db/schema/agents.ts';

/**
 * Loans and agent debt (AGT-06, AGT-07). Every amount on a loan row only grows (`used` by drawings, `collected` by
 * approved repayments), each by a conditional update in the transaction that posts its ledger transfer, so two
 * drawings or two approvals at once cannot pass the limit or collect more than is owed.
 */

export type LoanRow = typeof agentLoans.$inferSelect;
export type LoanDepositRow = typeof agentLoanDeposits.$inferSelect;

const escapeLike = (text: string) => `%${text.replace(/[%_\\]/g, (match) => `\\${match}`)}%`;

export type LoanListRow = {
  id: string;
  account_id: string;
  phone: string;
  name: string;
  category: string;
  lender_name: string | null;
  status: AgentLoanStatus;
  credit_limit: string | number;
  used: string | number;
  collected: string | number;
  due_date: string;
  previous_due_date: string | null;
  overdue_at: Date | null;
  note: string | null;
  pending_deposit: string | number;
  last_deposit_date: Date | null;
  decided_at: Date | null;
  created_at: Date;
};

export type LoanFilter = {
  /** One account's own loans. */
  accountId?: string;
  /** The loans of everyone under this account (the Agent Center). */
  underAncestorId?: string;
  id?: string;
  status?: AgentLoanStatus | undefined;
  search?: string | undefined;
};

function loanWhere(tenantId: string, filter: LoanFilter): SQL {
  const search = filter.search ? escapeLike(filter.search) : null;
  return sql`l.tenant_id = ${tenantId}
    ${filter.accountId ? sql`and l.account_id = ${filter.accountId}` : sql``}
    ${
      filter.underAncestorId
        ? sql`and exists (select 1 from account_tree t where t.tenant_id = l.tenant_id
                 and t.ancestor_id = ${filter.underAncestorId} and t.descendant_id = l.account_id and t.depth >= 1)`
        : sql``
    }
    ${filter.id ? sql`and l.id = ${filter.id}` : sql``}
    ${filter.status ? sql`and l.status = ${filter.status}` : sql``}
    ${search ? sql`and (a.name ilike ${search} or a.phone ilike ${search})` : sql``}`;
}

/** The spec's debt rows (§3) with the repayments still waiting and the last one's date; newest first. */
export async function listLoans(tx: Tx, tenantId: string, filter: LoanFilter, limit = 200): Promise<LoanListRow[]> {
  return queryRows<LoanListRow>(
    tx,
    sql`select l.id, l.account_id, a.phone, a.name, a.role as category, m.name as lender_name, l.status,
               l.credit_limit, l.used, l.collected, l.due_date::text as due_date,
               l.previous_due_date::text as previous_due_date, l.overdue_at, l.note, l.decided_at, l.created_at,
               coalesce(d.pending, 0) as pending_deposit, d.last_deposit_date
          from agent_loans l
          join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
          left join accounts m on m.tenant_id = l.tenant_id and m.id = l.lender_id
          left join lateral (
            select sum(ld.amount) filter (where ld.status = 'deposited') as pending,
                   max(ld.created_at) as last_deposit_date
              from agent_loan_deposits ld where ld.tenant_id = l.tenant_id and ld.loan_id = l.id) d on true
         where ${loanWhere(tenantId, filter)}
         order by l.created_at desc, l.id
         limit ${limit}`,
  );
}

/** How many loans `listLoans` would show (the dashboard's count of loans to validate; the list stops at 200). */
export async function countLoans(tx: Tx, tenantId: string, filter: LoanFilter): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count
          from agent_loans l
          join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
         where ${loanWhere(tenantId, filter)}`,
  );
  return row?.count ?? 0;
}

/** A new loan; `null` when the agent already has one pending or active (the partial unique index). */
export async function insertLoan(tx: Tx, values: typeof agentLoans.$inferInsert): Promise<LoanRow | null> {
  const [row] = await tx.insert(agentLoans).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Moves a loan from one of `from` to `status` once: `null` when it is not in `from` (decided already, gone). */
export async function moveLoan(
  tx: Tx,
  tenantId: string,
  id: string,
  from: AgentLoanStatus,
  change: { status: AgentLoanStatus; decidedBy?: string; decidedAt?: Date; now: Date },
): Promise<LoanRow | null> {
  const [row] = await tx
    .update(agentLoans)
    .set({
      status: change.status,
      updatedAt: change.now,
      ...(change.decidedBy ? { decidedBy: change.decidedBy, decidedAt: change.decidedAt ?? change.now } : {}),
    })
    .where(and(eq(agentLoans.tenantId, tenantId), eq(agentLoans.id, id), eq(agentLoans.status, from)))
    .returning();
  return row ?? null;
}

/** A new due date for an open debt; the old one is kept as the previous due date. */
export async function changeDueDate(
  tx: Tx,
  tenantId: string,
  id: string,
  dueDate: string,
  today: string,
  now: Date,
): Promise<LoanRow | null> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`update agent_loans set previous_due_date = due_date, due_date = ${dueDate}::date, updated_at = ${now.toISOString()}::timestamptz,
               overdue_at = case when ${dueDate}::date >= ${today}::date then null else overdue_at end
         where tenant_id = ${tenantId} and id = ${id} and status in ('pending', 'active', 'inactive')
     returning id`,
  );
  return row ? findLoan(tx, tenantId, row.id) : null;
}

export async function findLoan(tx: Tx, tenantId: string, id: string): Promise<LoanRow | null> {
  const [row] = await tx
    .select()
    .from(agentLoans)
    .where(and(eq(agentLoans.tenantId, tenantId), eq(agentLoans.id, id)));
  return row ?? null;
}

/**
 * AGT-06: draws `amount` on the account's active loan, if it stays within the limit, is not past its due date and
 * has not been marked overdue. One conditional update, so parallel drawings queue on the row and the second sees
 * the first's `used`. `null` when refused.
 */
export async function drawOnLoan(
  tx: Tx,
  tenantId: string,
  id: string,
  accountId: string,
  amount: number,
  today: string,
  now: Date,
): Promise<LoanRow | null> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`update agent_loans set used = used + ${amount}, updated_at = ${now.toISOString()}::timestamptz
         where tenant_id = ${tenantId} and id = ${id} and account_id = ${accountId} and status = 'active'
           and due_date >= ${today}::date and overdue_at is null
           and used - collected + ${amount} <= credit_limit
     returning id`,
  );
  return row ? findLoan(tx, tenantId, row.id) : null;
}

/** The id of the account's active loan (at most one is open, the partial unique index), or null. */
export async function activeLoanOf(tx: Tx, tenantId: string, accountId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: agentLoans.id })
    .from(agentLoans)
    .where(
      and(eq(agentLoans.tenantId, tenantId), eq(agentLoans.accountId, accountId), eq(agentLoans.status, 'active')),
    );
  return row?.id ?? null;
}

/** The loan row locked for this transaction (a repayment's request counts what is already waiting). */
export async function lockLoan(tx: Tx, tenantId: string, id: string): Promise<LoanRow | null> {
  const [row] = await tx
    .select()
    .from(agentLoans)
    .where(and(eq(agentLoans.tenantId, tenantId), eq(agentLoans.id, id)))
    .for('update');
  return row ?? null;
}

export async function pendingDepositTotal(tx: Tx, tenantId: string, loanId: string): Promise<number> {
  const [row] = await queryRows<{ total: string | null }>(
    tx,
    sql`select sum(amount) as total from agent_loan_deposits
         where tenant_id = ${tenantId} and loan_id = ${loanId} and status = 'deposited'`,
  );
  return Number(row?.total ?? 0);
}

export async function insertLoanDeposit(
  tx: Tx,
  values: typeof agentLoanDeposits.$inferInsert,
): Promise<LoanDepositRow> {
  const [row] = await tx.insert(agentLoanDeposits).values(values).returning();
  if (!row) throw new Error('loan deposit insert returned nothing');
  return row;
}

/**
 * Decides a repayment once: approved takes its whole amount, half approved half of it (rounded down), not deposited
 * nothing. `null` when it is no longer waiting.
 */
export async function decideLoanDeposit(
  tx: Tx,
  tenantId: string,
  id: string,
  decision: { status: Exclude<AgentLoanDepositStatus, 'deposited'>; decidedBy: string; decidedAt: Date },
): Promise<LoanDepositRow | null> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`update agent_loan_deposits
           set status = ${decision.status}, decided_by = ${decision.decidedBy},
               decided_at = ${decision.decidedAt.toISOString()}::timestamptz,
               approved_amount = case ${decision.status} when 'approved' then amount
                                                        when 'half_approved' then amount / 2 else 0 end
         where tenant_id = ${tenantId} and id = ${id} and status = 'deposited'
     returning id`,
  );
  if (!row) return null;
  const [decided] = await tx
    .select()
    .from(agentLoanDeposits)
    .where(and(eq(agentLoanDeposits.tenantId, tenantId), eq(agentLoanDeposits.id, id)));
  return decided ?? null;
}

/** Collects `amount` on a loan, never more than is owed (`null` then); a paid-up loan is no longer overdue. */
export async function collectOnLoan(
  tx: Tx,
  tenantId: string,
  id: string,
  amount: number,
  now: Date,
): Promise<LoanRow | null> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`update agent_loans set collected = collected + ${amount}, updated_at = ${now.toISOString()}::timestamptz,
               overdue_at = case when used - collected - ${amount} = 0 then null else overdue_at end
         where tenant_id = ${tenantId} and id = ${id} and used - collected >= ${amount}
     returning id`,
  );
  return row ? findLoan(tx, tenantId, row.id) : null;
}

export type LoanDepositListRow = {
  id: string;
  loan_id: string;
  account_id: string;
  name: string;
  phone: string;
  amount: string | number;
  approved_amount: string | number | null;
  status: AgentLoanDepositStatus;
  created_at: Date;
  decided_at: Date | null;
  used: string | number;
  collected: string | number;
};

export async function listLoanDeposits(
  tx: Tx,
  tenantId: string,
  filter: LoanDepositFilter,
  limit = 200,
): Promise<LoanDepositListRow[]> {
  return queryRows<LoanDepositListRow>(
    tx,
    sql`select ld.id, ld.loan_id, ld.account_id, a.name, a.phone, ld.amount, ld.approved_amount, ld.status,
               ld.created_at, ld.decided_at, l.used, l.collected
          from agent_loan_deposits ld
          join agent_loans l on l.tenant_id = ld.tenant_id and l.id = ld.loan_id
          join accounts a on a.tenant_id = ld.tenant_id and a.id = ld.account_id
         where ${loanDepositWhere(tenantId, filter)}
         order by ld.created_at desc, ld.id
         limit ${limit}`,
  );
}

/** How many repayments `listLoanDeposits` would show (the dashboard's count of those to decide). */
export async function countLoanDeposits(tx: Tx, tenantId: string, filter: LoanDepositFilter): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count
          from agent_loan_deposits ld
          join agent_loans l on l.tenant_id = ld.tenant_id and l.id = ld.loan_id
          join accounts a on a.tenant_id = ld.tenant_id and a.id = ld.account_id
         where ${loanDepositWhere(tenantId, filter)}`,
  );
  return row?.count ?? 0;
}

type LoanDepositFilter = {
  id?: string;
  accountId?: string;
  underAncestorId?: string;
  status?: AgentLoanDepositStatus | undefined;
};

function loanDepositWhere(tenantId: string, filter: LoanDepositFilter): SQL {
  return sql`ld.tenant_id = ${tenantId}
    ${filter.id ? sql`and ld.id = ${filter.id}` : sql``}
    ${filter.accountId ? sql`and ld.account_id = ${filter.accountId}` : sql``}
    ${
      filter.underAncestorId
        ? sql`and exists (select 1 from account_tree t where t.tenant_id = ld.tenant_id
                 and t.ancestor_id = ${filter.underAncestorId} and t.descendant_id = ld.account_id and t.depth >= 1)`
        : sql``
    }
    ${filter.status ? sql`and ld.status = ${filter.status}` : sql``}`;
}

/** The role of an account under `ancestorId` (depth 1 or deeper), or null when it is not in that network. */
export async function roleInNetwork(
  tx: Tx,
  tenantId: string,
  ancestorId: string,
  accountId: string,
): Promise<string | null> {
  const [row] = await queryRows<{ role: string }>(
    tx,
    sql`select a.role from account_tree t join accounts a on a.tenant_id = t.tenant_id and a.id = t.descendant_id
         where t.tenant_id = ${tenantId} and t.ancestor_id = ${ancestorId} and t.descendant_id = ${accountId}
           and t.depth >= 1`,
  );
  return row?.role ?? null;
}

export async function roleOf(tx: Tx, tenantId: string, accountId: string): Promise<string | null> {
  const [row] = await queryRows<{ role: string }>(
    tx,
    sql`select role from accounts where tenant_id = ${tenantId} and id = ${accountId}`,
  );
  return row?.role ?? null;
}

/** Whether the account owes on a loan whose due date has passed (no new loan then: AGT-07). */
export async function hasOverdueDebt(tx: Tx, tenantId: string, accountId: string, today: string): Promise<boolean> {
  const [row] = await queryRows<{ one: number }>(
    tx,
    sql`select 1 as one from agent_loans where tenant_id = ${tenantId} and account_id = ${accountId}
           and status in ('active', 'inactive') and used > collected and due_date < ${today}::date limit 1`,
  );
  return row !== undefined;
}

/** AGT-07, the daily job: open debts past their due date are marked overdue (drawing on them stops). */
/** A debt the daily jobs tell of: its borrower (named, for its lender) and its lender (null: the tenant lent). */
export type LoanNoticeRow = {
  id: string;
  account_id: string;
  lender_id: string | null;
  name: string;
  phone: string;
  due_date: string;
  unpaid: string;
};

export async function markOverdue(tx: Tx, tenantId: string, today: string, now: Date): Promise<LoanNoticeRow[]> {
  return queryRows<LoanNoticeRow>(
    tx,
    sql`with marked as (
          update agent_loans set overdue_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
           where tenant_id = ${tenantId} and status in ('active', 'inactive') and used > collected
             and due_date < ${today}::date and overdue_at is null
       returning tenant_id, id, account_id, lender_id, due_date, used - collected as unpaid)
        select l.id, l.account_id, l.lender_id, a.name, a.phone, l.due_date::text as due_date, l.unpaid::text as unpaid
          from marked l
          join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id`,
  );
}

/** AGT-07, the daily reminder: open debts falling due on `today` or `tomorrow` (Jakarta dates). */
export async function loansFallingDue(
  tx: Tx,
  tenantId: string,
  today: string,
  tomorrow: string,
): Promise<LoanNoticeRow[]> {
  return queryRows<LoanNoticeRow>(
    tx,
    sql`select l.id, l.account_id, l.lender_id, a.name, a.phone, l.due_date::text as due_date,
               (l.used - l.collected)::text as unpaid
          from agent_loans l
          join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
         where l.tenant_id = ${tenantId} and l.status in ('active', 'inactive') and l.used > l.collected
           and l.due_date in (${today}::date, ${tomorrow}::date)`,
  );
}

/** AGT-05: what the network under `ancestorId` owes on its loans, and how much of it falls due today. */
export async function networkLoanFigures(
  tx: Tx,
  tenantId: string,
  ancestorId: string,
  today: string,
): Promise<{ outstanding: number; dueToday: number }> {
  const [row] = await queryRows<{ outstanding: string | null; due_today: string | null }>(
    tx,
    sql`select sum(l.used - l.collected) as outstanding,
               sum(l.used - l.collected) filter (where l.due_date = ${today}::date) as due_today
          from account_tree t
          join agent_loans l on l.tenant_id = t.tenant_id and l.account_id = t.descendant_id
         where t.tenant_id = ${tenantId} and t.ancestor_id = ${ancestorId} and t.depth >= 1
           and l.status in ('active', 'inactive')`,
  );
  return { outstanding: Number(row?.outstanding ?? 0), dueToday: Number(row?.due_today ?? 0) };
}
