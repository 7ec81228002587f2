import { sql, type SQL } from 'drizzle-orm';
import type { CourierCode } from '@konter/shared/contracts/logistics';
import { queryRows, type Tx } from '../../db/client.ts';

/** Which parcels a report counts: a tenant, one agent or every agent (the admin's), a period, a courier. */
export type ParcelReportFilter = {
  /** One agent's parcels; undefined: the whole tenant (the admin's report). */
  accountId?: string | undefined;
  /** Admin only: the agent's phone (exact) or part of the name. */
  agent?: string | undefined;
  from: Date | undefined;
  to: Date | undefined;
  courier?: CourierCode | undefined;
};

export type ParcelDayRecord = {
  day: string;
  courier: CourierCode;
  shipments: number;
  fees: number;
  refundCount: number;
  refunds: number;
  selling: number;
  margin: number;
  delivered: number;
  inTransit: number;
  returned: number;
  cancelled: number;
};

/**
 * The conditions on one timestamp column (an order's creation or refund, a manifest's opening) for the filter, on the
 * table aliased `alias` (`o` an order, `m` a manifest: both have the tenant, the agent and the courier).
 */
function where(tenantId: string, filter: ParcelReportFilter, at: SQL, alias: 'o' | 'm' = 'o'): SQL {
  const table = sql.raw(alias);
  const parts: SQL[] = [sql`${table}.tenant_id = ${tenantId}`];
  if (filter.accountId) parts.push(sql`${table}.account_id = ${filter.accountId}`);
  if (filter.agent) {
    const like = `%${filter.agent.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`${table}.account_id in (select a.id from accounts a where a.tenant_id = ${tenantId} and (a.phone = ${filter.agent} or a.name ilike ${like}))`,
    );
  }
  if (filter.from) parts.push(sql`${at} >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`${at} < ${filter.to.toISOString()}::timestamptz`);
  if (filter.courier) parts.push(sql`${table}.courier = ${filter.courier}`);
  return sql.join(parts, sql` and `);
}

/**
 * The parcels per Jakarta day and courier. A parcel counts on the day it was created (its fee left the deposit
 * then; its status is where it is now); a refund counts on the day it went back to the deposit, so a day's net fee
 * is what that day's deposit movements show. A day with only refunds is a row of its own.
 */
export async function parcelDays(tx: Tx, tenantId: string, filter: ParcelReportFilter): Promise<ParcelDayRecord[]> {
  const created = sql`o.created_at`;
  const refunded = sql`o.refunded_at`;
  const rows = await queryRows<{
    day: string;
    courier: CourierCode;
    shipments: string;
    fees: string;
    refund_count: string;
    refunds: string;
    selling: string;
    margin: string;
    delivered: string;
    in_transit: string;
    returned: string;
    cancelled: string;
  }>(
    tx,
    sql`
    with charged as (
      select to_char(o.created_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as day, o.courier,
        count(*) as shipments,
        sum(o.fee) as fees,
        coalesce(sum(o.selling_price) filter (where o.refunded_at is null), 0) as selling,
        coalesce(sum(o.selling_price - o.fee) filter (where o.refunded_at is null), 0) as margin,
        count(*) filter (where o.status = 'delivered') as delivered,
        count(*) filter (where o.status in ('processing', 'created', 'picked_up', 'in_transit')) as in_transit,
        count(*) filter (where o.status = 'returned') as returned,
        count(*) filter (where o.status in ('cancelled', 'rejected')) as cancelled
      from mlo_orders o
      where ${where(tenantId, filter, created)}
      group by 1, 2
    ), refunded as (
      select to_char(o.refunded_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as day, o.courier,
        count(*) as refund_count, sum(o.fee) as refunds
      from mlo_orders o
      where o.refunded_at is not null and ${where(tenantId, filter, refunded)}
      group by 1, 2
    )
    select day, courier,
      coalesce(c.shipments, 0) as shipments, coalesce(c.fees, 0) as fees,
      coalesce(r.refund_count, 0) as refund_count, coalesce(r.refunds, 0) as refunds,
      coalesce(c.selling, 0) as selling, coalesce(c.margin, 0) as margin,
      coalesce(c.delivered, 0) as delivered, coalesce(c.in_transit, 0) as in_transit,
      coalesce(c.returned, 0) as returned, coalesce(c.cancelled, 0) as cancelled
    from charged c full join refunded r using (day, courier)
    order by day desc, courier
  `,
  );
  return rows.map((row) => ({
    day: row.day,
    courier: row.courier,
    shipments: Number(row.shipments),
    fees: Number(row.fees),
    refundCount: Number(row.refund_count),
    refunds: Number(row.refunds),
    selling: Number(row.selling),
    margin: Number(row.margin),
    delivered: Number(row.delivered),
    inTransit: Number(row.in_transit),
    returned: Number(row.returned),
    cancelled: Number(row.cancelled),
  }));
}

export type ManifestRecord = {
  id: string;
  code: string;
  courier: CourierCode;
  status: 'open' | 'closed';
  day: string;
  closedAt: Date | null;
  agentName: string;
  parcels: number;
  weightGrams: number;
  fees: number;
  delivered: number;
  inTransit: number;
  returned: number;
};

/**
 * The manifests opened in the period (MLO-07 manifest report), newest first, each with its parcels counted, weighed
 * and their fees summed, and where they are now. At most `limit` manifests (a report, not an archive).
 */
export async function manifestRecords(
  tx: Tx,
  tenantId: string,
  filter: ParcelReportFilter,
  limit = 2_000,
): Promise<ManifestRecord[]> {
  const rows = await queryRows<{
    id: string;
    code: string;
    courier: CourierCode;
    status: 'open' | 'closed';
    day: string;
    closed_at: string | Date | null;
    agent_name: string;
    parcels: string;
    weight_grams: string;
    fees: string;
    delivered: string;
    in_transit: string;
    returned: string;
  }>(
    tx,
    sql`
    select m.id, m.code, m.courier, m.status,
      to_char(m.created_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as day, m.closed_at,
      a.name as agent_name,
      count(o.id) as parcels,
      coalesce(sum(o.weight_grams), 0) as weight_grams,
      coalesce(sum(o.fee), 0) as fees,
      count(o.id) filter (where o.status = 'delivered') as delivered,
      count(o.id) filter (where o.status in ('processing', 'created', 'picked_up', 'in_transit')) as in_transit,
      count(o.id) filter (where o.status = 'returned') as returned
    from mlo_manifests m
    join accounts a on a.tenant_id = m.tenant_id and a.id = m.account_id
    left join mlo_orders o on o.tenant_id = m.tenant_id and o.manifest_id = m.id
    where ${where(tenantId, filter, sql`m.created_at`, 'm')}
    group by m.tenant_id, m.id, a.name
    order by m.created_at desc, m.code
    limit ${limit}
  `,
  );
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    courier: row.courier,
    status: row.status,
    day: row.day,
    closedAt: row.closed_at === null ? null : new Date(row.closed_at),
    agentName: row.agent_name,
    parcels: Number(row.parcels),
    weightGrams: Number(row.weight_grams),
    fees: Number(row.fees),
    delivered: Number(row.delivered),
    inTransit: Number(row.in_transit),
    returned: Number(row.returned),
  }));
}
