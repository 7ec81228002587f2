import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

export type VolumeFigures = { count: number; amount: number; margin: number };

/**
 * Successful purchases (prepaid and bills) placed from `today` and from `monthFrom` until `to`: how many, what their
 * buyers were charged, and that less what the suppliers charged (the buying price settled on the row). One pass
 * over the tenant's rows of the window on the (tenant, created_at) index.
 */
export async function purchaseVolume(
  tx: Tx,
  tenantId: string,
  window: { monthFrom: Date; today: Date; to: Date },
): Promise<{ today: VolumeFigures; month: VolumeFigures }> {
  const [row] = await queryRows<Record<string, string | number>>(
    tx,
    sql`select (count(*) filter (where created_at >= ${window.today.toISOString()}::timestamptz))::int as today_count,
               coalesce(sum(price) filter (where created_at >= ${window.today.toISOString()}::timestamptz), 0)::bigint
                 as today_amount,
               coalesce(sum(price - buying_price)
                 filter (where created_at >= ${window.today.toISOString()}::timestamptz), 0)::bigint as today_margin,
               count(*)::int as month_count,
               coalesce(sum(price), 0)::bigint as month_amount,
               coalesce(sum(price - buying_price), 0)::bigint as month_margin
          from prepaid_transactions
         where tenant_id = ${tenantId}
           and created_at >= ${window.monthFrom.toISOString()}::timestamptz
           and created_at < ${window.to.toISOString()}::timestamptz
           and status = 'success'`,
  );
  const figures = (prefix: 'today' | 'month'): VolumeFigures => ({
    count: Number(row?.[`${prefix}_count`] ?? 0),
    amount: Number(row?.[`${prefix}_amount`] ?? 0),
    margin: Number(row?.[`${prefix}_margin`] ?? 0),
  });
  return { today: figures('today'), month: figures('month') };
}

export type SupplierOutcomes = {
  supplier: string;
  daySuccess: number;
  daySettled: number;
  monthSuccess: number;
  monthSettled: number;
};

/**
 * Per supplier, the purchases it answered with a final outcome (success or failure; a refund on our timeout is not
 * its answer) placed since `dayFrom` and since `monthFrom`, until `to`.
 */
export async function supplierOutcomes(
  tx: Tx,
  tenantId: string,
  window: { monthFrom: Date; dayFrom: Date; to: Date },
): Promise<SupplierOutcomes[]> {
  const day = sql`created_at >= ${window.dayFrom.toISOString()}::timestamptz`;
  const rows = await queryRows<{
    supplier: string;
    day_success: number;
    day_settled: number;
    month_success: number;
    month_settled: number;
  }>(
    tx,
    sql`select supplier,
               (count(*) filter (where status = 'success' and ${day}))::int as day_success,
               (count(*) filter (where ${day}))::int as day_settled,
               (count(*) filter (where status = 'success'))::int as month_success,
               count(*)::int as month_settled
          from prepaid_transactions
         where tenant_id = ${tenantId}
           and created_at >= ${window.monthFrom.toISOString()}::timestamptz
           and created_at < ${window.to.toISOString()}::timestamptz
           and status in ('success', 'failed')
           and supplier is not null
         group by supplier
         order by supplier`,
  );
  return rows.map((row) => ({
    supplier: row.supplier,
    daySuccess: row.day_success,
    daySettled: row.day_settled,
    monthSuccess: row.month_success,
    monthSettled: row.month_settled,
  }));
}
