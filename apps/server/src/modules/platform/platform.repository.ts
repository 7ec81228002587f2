import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { prepaidTransactions } from '../../db/schema/ppob-purchases.ts';
import { tenantHosts, tenants } from '../../db/schema/tenants.ts';

/**
 * The platform owner's reads across tenants (decision 034): they run in a system transaction, the only place one
 * query may see every tenant's rows.
 */

/** Hosts by tenant id. */
export async function hostsByTenant(tx: Tx): Promise<Map<string, string[]>> {
  const rows = await tx
    .select({ tenantId: tenantHosts.tenantId, host: tenantHosts.host })
    .from(tenantHosts)
    .orderBy(tenantHosts.host);
  const result = new Map<string, string[]>();
  for (const row of rows) result.set(row.tenantId, [...(result.get(row.tenantId) ?? []), row.host]);
  return result;
}

/** Which of `hosts` a tenant already answers on, with that tenant's id. */
export async function takenHosts(tx: Tx, hosts: string[]): Promise<{ host: string; tenantId: string }[]> {
  if (hosts.length === 0) return [];
  return tx
    .select({ host: tenantHosts.host, tenantId: tenantHosts.tenantId })
    .from(tenantHosts)
    .where(inArray(tenantHosts.host, hosts));
}

/** Accounts that are not deleted, by tenant id. */
export async function accountCountsByTenant(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx
    .select({ tenantId: accounts.tenantId, count: sql<number>`count(*)::int` })
    .from(accounts)
    .where(ne(accounts.status, 'deleted'))
    .groupBy(accounts.tenantId);
  return new Map(rows.map((row) => [row.tenantId, row.count]));
}

/** Successful purchases (prepaid and bills) since `since`, by tenant id: how many and their price to the buyers. */
export async function purchaseVolumeByTenant(
  tx: Tx,
  since: Date,
): Promise<Map<string, { count: number; amount: number }>> {
  const rows = await tx
    .select({
      tenantId: prepaidTransactions.tenantId,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${prepaidTransactions.price}), 0)`,
    })
    .from(prepaidTransactions)
    .where(and(eq(prepaidTransactions.status, 'success'), gte(prepaidTransactions.createdAt, since)))
    .groupBy(prepaidTransactions.tenantId);
  return new Map(rows.map((row) => [row.tenantId, { count: row.count, amount: Number(row.amount) }]));
}

/** The installation's own tenant's id (decision 034), or null before the seed or the CLI made one. */
export async function findPlatformTenantId(tx: Tx): Promise<string | null> {
  const [row] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.platform, true)).limit(1);
  return row?.id ?? null;
}
