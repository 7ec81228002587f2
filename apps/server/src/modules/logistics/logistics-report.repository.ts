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

/** The conditions on one timestamp column (the order's creation, or its refund) for the filter. */
function where(tenantId: string, filter: ParcelReportFilter, at: SQL): SQL {
  const parts: SQL[] = [sql`o.tenant_id = ${tenantId}`];
  if (filter.accountId) parts.push(sql`o.account_id = ${filter.accountId}`);
  if (filter.agent) {
    const like = `%${filter.agent.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`o.account_id in (select a.id from accounts a where a.tenant_id = ${tenantId} and (a.phone = ${filter.agent} or a.name ilike ${like}))`,
    );
  }
  if (filter.from) parts.push(sql`${at} >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`${at} < ${filter.to.toISOString()}::timestamptz`);
  if (filter.courier) parts.push(sql`o.courier = ${filter.courier}`);
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
