import type { z } from 'zod';
import type { shopReportQuery, ShopReport, ShopReportRow, ShopReportTotals } from '@konter/shared/contracts/reports';
import type { Locale } from '@konter/shared/i18n/locales';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import type { FileColumn, ReportFile } from './report-file.ts';
import { fill, reportWords, type ReportWords } from './report-words.ts';
import { shopSalesByDay, shopSalesTotals, type ShopReportFilter, type ShopSales } from './shop-report.repository.ts';

export type ShopReportQuery = z.output<typeof shopReportQuery>;

function toSalesView(sales: ShopSales) {
  return {
    orders: sales.orders,
    items: sales.items,
    items_total: sales.itemsTotal,
    shipping: sales.shipping,
    coupons: sales.coupons,
    coupon_discount: sales.couponDiscount,
    revenue: sales.revenue,
    cancelled: sales.cancelled,
    refunded: sales.refunded,
  };
}

/** The file's columns: the screen's, in the reader's language; the totals line sums each. */
function shopColumns(w: ReportWords): FileColumn<ShopReportRow, ShopReportTotals>[] {
  const h = w.headers;
  const number = (header: string, key: Exclude<keyof ShopReportRow, 'day'>, kind: 'text' | 'money', width = 14) => ({
    header,
    kind,
    width,
    value: (row: ShopReportRow) => row[key],
    total: (totals: ShopReportTotals) => totals[key],
  });
  return [
    {
      header: h.shopDay,
      kind: 'text',
      width: 14,
      value: (row) => row.day,
      total: (totals) => fill(w.totals.shopDays, { count: totals.count }),
    },
    number(h.shopOrders, 'orders', 'text', 10),
    number(h.shopItems, 'items', 'text', 12),
    number(h.shopItemsTotal, 'items_total', 'money'),
    number(h.shopShipping, 'shipping', 'money'),
    number(h.shopCoupons, 'coupons', 'text', 12),
    number(h.shopCouponDiscount, 'coupon_discount', 'money'),
    number(h.shopRevenue, 'revenue', 'money', 16),
    number(h.shopCancelled, 'cancelled', 'text', 12),
    number(h.shopRefunded, 'refunded', 'money'),
  ];
}

/**
 * RPT-01 shop: the tenant's shop sales per Jakarta day of payment (orders, pieces, items, shipping, coupons,
 * revenue, and the cancelled apart), one page on screen or every day of the filter as a file. The seller is the
 * tenant, so it is its admins' report.
 */
export function createShopReport(deps: {
  database: Database;
  clock: Clock;
  period: (query: ShopReportQuery) => { from: Date | undefined; to: Date | undefined };
  subtitle: (query: ShopReportQuery, w: ReportWords) => string;
}) {
  const { database, period } = deps;
  const filterOf = (query: ShopReportQuery): ShopReportFilter => ({
    ...period(query),
    search: query.search || undefined,
  });

  async function totalsOf(tenant: Tenant, filter: ShopReportFilter): Promise<ShopReportTotals> {
    const totals = await database.withTenant(tenant.id, (tx) => shopSalesTotals(tx, tenant.id, filter));
    return { count: totals.count, ...toSalesView(totals) };
  }

  return {
    async shop(tenant: Tenant, query: ShopReportQuery): Promise<ShopReport> {
      const filter = filterOf(query);
      const rows = await database.withTenant(tenant.id, (tx) =>
        shopSalesByDay(tx, tenant.id, filter, { limit: query.per_page, offset: (query.page - 1) * query.per_page }),
      );
      const totals = await totalsOf(tenant, filter);
      return {
        data: rows.map((row) => ({ day: row.day, ...toSalesView(row) })),
        meta: { page: query.page, per_page: query.per_page, total: totals.count },
        totals,
      };
    },

    shopFile(tenant: Tenant, query: ShopReportQuery, locale: Locale): ReportFile<ShopReportRow, ShopReportTotals> {
      const w = reportWords(locale);
      const filter = filterOf(query);
      return {
        sheetName: w.titles.toko,
        title: `${w.titles.toko} — ${tenant.brandName}`,
        subtitle: deps.subtitle(query, w),
        columns: shopColumns(w),
        // One row a day: even years of days are one read.
        rows: (async function* () {
          const rows = await database.withTenant(tenant.id, (tx) =>
            shopSalesByDay(tx, tenant.id, filter, { limit: 100_000, offset: 0 }),
          );
          if (rows.length > 0) yield rows.map((row) => ({ day: row.day, ...toSalesView(row) }));
        })(),
        totals: () => totalsOf(tenant, filter),
      };
    },
  };
}
