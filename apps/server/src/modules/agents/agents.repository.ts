import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@konter/shared/contracts/accounts';
import { queryRows, type Tx } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { agentApplications, type AgentApplicationStatus } from '../../db/schema/agents.ts';

/**
 * The agent network's reads and writes (issue 18). "Everyone under X" is the range of `account_tree` whose
 * (tenant, ancestor) is X's, depth 1 and deeper: the tree's primary key serves it whatever the depth.
 */

export type ApplicationRow = typeof agentApplications.$inferSelect;

const escapeLike = (text: string) => `%${text.replace(/[%_\\]/g, (match) => `\\${match}`)}%`;

/** What a master earned on one purchase: its own leg in the purchase's commission snapshot. */
const marginOf = (masterParam: SQL) =>
  sql`coalesce((select sum((leg->>'amount')::bigint) from jsonb_array_elements(pt.commission_legs) leg
                 where leg->>'accountId' = ${masterParam}::text), 0)`;

export async function countDownlines(
  tx: Tx,
  tenantId: string,
  ancestorId: string,
): Promise<{ downlines: number; agents: number }> {
  const [row] = await queryRows<{ downlines: string; agents: string }>(
    tx,
    sql`select count(*) as downlines, count(*) filter (where a.role in ('agent', 'master')) as agents
          from account_tree t join accounts a on a.tenant_id = t.tenant_id and a.id = t.descendant_id
         where t.tenant_id = ${tenantId} and t.ancestor_id = ${ancestorId} and t.depth >= 1`,
  );
  return { downlines: Number(row?.downlines ?? 0), agents: Number(row?.agents ?? 0) };
}

/** Successful purchases of everyone under `ancestorId` since `since`: how many, their total, the ancestor's margin. */
export async function networkVolume(
  tx: Tx,
  tenantId: string,
  ancestorId: string,
  since: Date,
): Promise<{ count: number; volume: number; margin: number }> {
  const [row] = await queryRows<{ count: string; volume: string | null; margin: string | null }>(
    tx,
    sql`select count(*) as count, sum(pt.price) as volume, sum(${marginOf(sql`${ancestorId}`)}) as margin
          from account_tree t
          join prepaid_transactions pt on pt.tenant_id = t.tenant_id and pt.account_id = t.descendant_id
         where t.tenant_id = ${tenantId} and t.ancestor_id = ${ancestorId} and t.depth >= 1
           and pt.created_at >= ${since.toISOString()}::timestamptz and pt.status = 'success'`,
  );
  return { count: Number(row?.count ?? 0), volume: Number(row?.volume ?? 0), margin: Number(row?.margin ?? 0) };
}

export type DownlineRow = {
  id: string;
  name: string;
  phone: string;
  role: Role;
  status: string;
  depth: number;
  upline_name: string | null;
  created_at: Date;
  volume_30_days: string | number;
  margin_30_days: string | number;
};

/** Everyone under `ancestorId` (optionally one of them), nearest first, with their last 30 days. */
export async function listDownlines(
  tx: Tx,
  tenantId: string,
  ancestorId: string,
  options: { since: Date; search?: string | undefined; id?: string; limit: number; offset: number },
): Promise<DownlineRow[]> {
  const search = options.search ? escapeLike(options.search) : null;
  return queryRows<DownlineRow>(
    tx,
    sql`select a.id, a.name, a.phone, a.role, a.status, t.depth, u.name as upline_name, a.created_at,
               coalesce(v.volume, 0) as volume_30_days, coalesce(v.margin, 0) as margin_30_days
          from account_tree t
          join accounts a on a.tenant_id = t.tenant_id and a.id = t.descendant_id
          left join accounts u on u.tenant_id = a.tenant_id and u.id = a.referred_by
          left join lateral (
            select sum(pt.price) as volume, sum(${marginOf(sql`${ancestorId}`)}) as margin
              from prepaid_transactions pt
             where pt.tenant_id = a.tenant_id and pt.account_id = a.id and pt.status = 'success'
               and pt.created_at >= ${options.since.toISOString()}::timestamptz) v on true
         where t.tenant_id = ${tenantId} and t.ancestor_id = ${ancestorId} and t.depth >= 1
           ${options.id ? sql`and a.id = ${options.id}` : sql``}
           ${search ? sql`and (a.name ilike ${search} or a.phone ilike ${search} or a.email ilike ${search})` : sql``}
         order by t.depth, a.created_at desc, a.id
         limit ${options.limit} offset ${options.offset}`,
  );
}

export type DownlinePurchaseRow = {
  ref_id: string;
  product_code: string;
  destination: string;
  price: string | number;
  status: string;
  margin: string | number;
  created_at: Date;
};

export async function downlinePurchases(
  tx: Tx,
  tenantId: string,
  ancestorId: string,
  accountId: string,
  limit: number,
): Promise<DownlinePurchaseRow[]> {
  return queryRows<DownlinePurchaseRow>(
    tx,
    sql`select pt.ref_id, pt.product_code, pt.destination, pt.price, pt.status, pt.created_at,
               ${marginOf(sql`${ancestorId}`)} as margin
          from prepaid_transactions pt
         where pt.tenant_id = ${tenantId} and pt.account_id = ${accountId}
         order by pt.created_at desc limit ${limit}`,
  );
}

export type DownlineDepositRow = { code: string; amount: string | number; status: string; created_at: Date };

export async function downlineDeposits(
  tx: Tx,
  tenantId: string,
  accountId: string,
  limit: number,
): Promise<DownlineDepositRow[]> {
  return queryRows<DownlineDepositRow>(
    tx,
    sql`select d.code, d.amount, d.status, d.created_at from deposits d
         where d.tenant_id = ${tenantId} and d.account_id = ${accountId}
         order by d.created_at desc limit ${limit}`,
  );
}

export async function latestApplication(tx: Tx, tenantId: string, accountId: string): Promise<ApplicationRow | null> {
  const [row] = await tx
    .select()
    .from(agentApplications)
    .where(and(eq(agentApplications.tenantId, tenantId), eq(agentApplications.accountId, accountId)))
    .orderBy(desc(agentApplications.createdAt))
    .limit(1);
  return row ?? null;
}

/** A new application; `null` when the account already has one pending (the partial unique index). */
export async function insertApplication(
  tx: Tx,
  values: typeof agentApplications.$inferInsert,
): Promise<ApplicationRow | null> {
  const [row] = await tx.insert(agentApplications).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Decides a pending application once: `null` when it is not pending (decided already, or not there). */
export async function decideApplication(
  tx: Tx,
  tenantId: string,
  id: string,
  decision: { status: Exclude<AgentApplicationStatus, 'pending'>; decidedBy: string; decidedAt: Date },
): Promise<ApplicationRow | null> {
  const [row] = await tx
    .update(agentApplications)
    .set(decision)
    .where(
      and(
        eq(agentApplications.tenantId, tenantId),
        eq(agentApplications.id, id),
        eq(agentApplications.status, 'pending'),
      ),
    )
    .returning();
  return row ?? null;
}

export type AdminApplicationRow = ApplicationRow & { name: string; phone: string; uplineName: string | null };

/** The applications with their accounts (`g`, `a`) and the ones of the tenant in `status`: the admin's list. */
const applicationsFrom = sql`agent_applications g join accounts a on a.tenant_id = g.tenant_id and a.id = g.account_id`;
const applicationsIn = (tenantId: string, status: AgentApplicationStatus) =>
  sql`g.tenant_id = ${tenantId} and g.status = ${status}`;

/** How many applications the admin's list would show (the dashboard's count; the list stops at 200). */
export async function countApplications(tx: Tx, tenantId: string, status: AgentApplicationStatus): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from ${applicationsFrom} where ${applicationsIn(tenantId, status)}`,
  );
  return row?.count ?? 0;
}

export async function listApplications(
  tx: Tx,
  tenantId: string,
  status: AgentApplicationStatus,
): Promise<AdminApplicationRow[]> {
  const rows = await queryRows<{
    id: string;
    account_id: string;
    status: AgentApplicationStatus;
    decided_by: string | null;
    decided_at: Date | null;
    created_at: Date;
    name: string;
    phone: string;
    upline_name: string | null;
  }>(
    tx,
    sql`select g.id, g.account_id, g.status, g.decided_by, g.decided_at, g.created_at, a.name, a.phone,
               u.name as upline_name
          from ${applicationsFrom}
          left join accounts u on u.tenant_id = a.tenant_id and u.id = a.referred_by
         where ${applicationsIn(tenantId, status)}
         order by g.created_at limit 200`,
  );
  return rows.map((row) => ({
    tenantId,
    id: row.id,
    accountId: row.account_id,
    status: row.status,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at === null ? null : new Date(row.decided_at),
    createdAt: new Date(row.created_at),
    name: row.name,
    phone: row.phone,
    uplineName: row.upline_name,
  }));
}

/** Makes a member an agent (the application's approval); an account of another role is left as it is. */
export async function promoteMemberToAgent(tx: Tx, tenantId: string, accountId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(accounts)
    .set({ role: 'agent', updatedAt: now })
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId), eq(accounts.role, 'member')))
    .returning({ id: accounts.id });
  return rows.length > 0;
}

export type PromotionCandidateRow = { account_id: string; name: string; phone: string; volume: string | number };

/**
 * AGT-03: active agents whose own purchases and their whole downline's (successful, since `since`) reach
 * `threshold`. One pass over the tree: each agent's subtree (depth 0 and deeper) joined to its purchases.
 */
export async function promotionCandidates(
  tx: Tx,
  tenantId: string,
  since: Date,
  threshold: number,
): Promise<PromotionCandidateRow[]> {
  return queryRows<PromotionCandidateRow>(
    tx,
    sql`select a.id as account_id, a.name, a.phone, sum(pt.price) as volume
          from accounts a
          join account_tree t on t.tenant_id = a.tenant_id and t.ancestor_id = a.id
          join prepaid_transactions pt on pt.tenant_id = t.tenant_id and pt.account_id = t.descendant_id
         where a.tenant_id = ${tenantId} and a.role = 'agent' and a.status = 'active'
           and pt.status = 'success' and pt.created_at >= ${since.toISOString()}::timestamptz
         group by a.id, a.name, a.phone
        having sum(pt.price) >= ${threshold}
         order by volume desc, a.id`,
  );
}

/** Makes an agent a master (AGT-03); an account of another role is left as it is. */
export async function promoteAgentToMaster(tx: Tx, tenantId: string, accountId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(accounts)
    .set({ role: 'master', updatedAt: now })
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId), eq(accounts.role, 'agent')))
    .returning({ id: accounts.id });
  return rows.length > 0;
}
