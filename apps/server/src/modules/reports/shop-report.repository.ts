import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/** The orders a shop report counts: paid in the period, optionally with a product or coupon that matches. */
export type ShopReportFilter = { from: Date | undefined; to: Date | undefined; search: string | undefined };

export type ShopSales = {
  orders: number;
  items: number;
  itemsTotal: number;
  shipping: number;
  coupons: number;
  couponDiscount: number;
  revenue: number;
  cancelled: number;
  refunded: number;
};

/** The Jakarta day (UTC+7, no daylight saving) an order was paid. */
const paidDay = sql`((o.paid_at at time zone 'UTC') + interval '7 hours')::date`;

/**
 * Sums of a set of orders: a cancelled order is counted apart (it was refunded), never in the sales. The pieces are
 * read from each order's lines as they were paid.
 */
const salesColumns = sql`
  count(*) filter (where o.status <> 'cancelled')::int as orders,
  coalesce(sum((select sum((line->>'quantity')::int) from jsonb_array_elements(o.lines) line))
    filter (where o.status <> 'cancelled'), 0)::int as items,
  coalesce(sum(o.items_total) filter (where o.status <> 'cancelled'), 0)::bigint as items_total,
  coalesce(sum(o.delivery_fee) filter (where o.status <> 'cancelled'), 0)::bigint as shipping,
  count(*) filter (where o.status <> 'cancelled' and o.coupon_code is not null)::int as coupons,
  coalesce(sum(o.coupon_discount) filter (where o.status <> 'cancelled'), 0)::bigint as coupon_discount,
  coalesce(sum(o.total) filter (where o.status <> 'cancelled'), 0)::bigint as revenue,
  count(*) filter (where o.status = 'cancelled')::int as cancelled,
  coalesce(sum(o.total) filter (where o.status = 'cancelled'), 0)::bigint as refunded`;

function whereOf(tenantId: string, filter: ShopReportFilter): SQL {
  const conditions = [sql`o.tenant_id = ${tenantId}`, sql`o.paid_at is not null`];
  if (filter.from) conditions.push(sql`o.paid_at >= ${filter.from.toISOString()}`);
  if (filter.to) conditions.push(sql`o.paid_at < ${filter.to.toISOString()}`);
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(o.coupon_code ilike ${pattern} or exists (select 1 from jsonb_array_elements(o.lines) line where line->>'name' ilike ${pattern}))`,
    );
  }
  return sql.join(conditions, sql` and `);
}

type SalesKey =
  | 'orders'
  | 'items'
  | 'items_total'
  | 'shipping'
  | 'coupons'
  | 'coupon_discount'
  | 'revenue'
  | 'cancelled'
  | 'refunded';
/** node-postgres answers a bigint sum as text. */
type SalesRow = Record<SalesKey, number | string>;

function toSales(row: SalesRow | undefined): ShopSales {
  const number = (key: SalesKey) => Number(row?.[key] ?? 0);
  return {
    orders: number('orders'),
    items: number('items'),
    itemsTotal: number('items_total'),
    shipping: number('shipping'),
    coupons: number('coupons'),
    couponDiscount: number('coupon_discount'),
    revenue: number('revenue'),
    cancelled: number('cancelled'),
    refunded: number('refunded'),
  };
}

/** One row per Jakarta day with a paid order, newest first. */
export async function shopSalesByDay(
  tx: Tx,
  tenantId: string,
  filter: ShopReportFilter,
  window: { limit: number; offset: number },
): Promise<(ShopSales & { day: string })[]> {
  const result = (await tx.execute(sql`
    select to_char(${paidDay}, 'YYYY-MM-DD') as day, ${salesColumns}
    from shop_orders o
    where ${whereOf(tenantId, filter)}
    group by ${paidDay}
    order by ${paidDay} desc
    limit ${window.limit} offset ${window.offset}`)) as unknown as { rows: (SalesRow & { day: string })[] };
  return result.rows.map((row) => ({ day: row.day, ...toSales(row) }));
}

/** The sums over the whole filter, and how many days it has. */
export async function shopSalesTotals(
  tx: Tx,
  tenantId: string,
  filter: ShopReportFilter,
): Promise<ShopSales & { count: number }> {
  const result = (await tx.execute(sql`
    select count(distinct ${paidDay})::int as count, ${salesColumns}
    from shop_orders o
    where ${whereOf(tenantId, filter)}`)) as unknown as { rows: (SalesRow & { count: number })[] };
  const [row] = result.rows;
  return { count: Number(row?.count ?? 0), ...toSales(row) };
}
