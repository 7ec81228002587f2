import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.ts';

export type TenantJobStats = {
  /** Jobs created or waiting for a retry, not yet taken by a worker. */
  waiting: number;
  oldestWaitingAt: Date | null;
  /** Jobs that failed for good (every retry used) at or after `failedSince`. */
  failed: number;
};

/**
 * One tenant's share of the job queue (pg-boss's `pgboss.job`, decision 002): the jobs whose payload names the tenant
 * (`tenantId`, as every tenant job and domain event carries it; the installation's own sweeps carry none and are not
 * any tenant's). pg-boss stamps its times with the database's clock; the caller passes the app clock's bounds.
 * Waiting jobs are read on pg-boss's partial index of jobs not yet active; failed ones within the table's retention.
 */
export async function tenantJobStats(tx: Tx, tenantId: string, failedSince: Date): Promise<TenantJobStats> {
  const [row] = await queryRows<{ waiting: number; oldest: string | null; failed: number }>(
    tx,
    sql`select (count(*) filter (where state < 'active'))::int as waiting,
               min(created_on) filter (where state < 'active') as oldest,
               (count(*) filter (where state = 'failed'))::int as failed
          from pgboss.job
         where data->>'tenantId' = ${tenantId}
           and (state < 'active' or (state = 'failed' and completed_on >= ${failedSince.toISOString()}::timestamptz))`,
  );
  return {
    waiting: row?.waiting ?? 0,
    oldestWaitingAt: row?.oldest ? new Date(row.oldest) : null,
    failed: row?.failed ?? 0,
  };
}
