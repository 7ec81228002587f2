import { useTranslation } from 'react-i18next';
import type { ShopReport, ShopReportRow } from '@konter/shared/contracts/reports';
import { formatRupiah } from '@konter/shared/money';
import { useReport } from '../api/get-report.ts';
import { useReportFilters } from '../hooks/use-report-filters.ts';
import { ReportLayout } from './report-layout.tsx';
import type { ReportColumn } from './report-table.tsx';
import { ReportTable } from './report-table.tsx';

/** RPT-01 shop: one row a day, the revenue first; a phone's card keeps the rest in short lines. */
function useColumns(totals: ShopReport['totals']): ReportColumn<ShopReportRow>[] {
  const { t, i18n } = useTranslation();
  const count = (value: number) => value.toLocaleString(i18n.language);
  return [
    { key: 'day', label: t('reports.col.day'), slot: 'title', cell: (row) => row.day },
    {
      key: 'revenue',
      label: t('reports.col.shop_revenue'),
      slot: 'amount',
      numeric: true,
      cell: (row) => formatRupiah(row.revenue),
      total: formatRupiah(totals.revenue),
    },
    {
      key: 'orders',
      label: t('reports.col.shop_orders'),
      slot: 'subtitle',
      only: 'card',
      cell: (row) => t('reports.shop.orders_items', { orders: count(row.orders), items: count(row.items) }),
    },
    {
      key: 'orders_count',
      label: t('reports.col.shop_orders'),
      slot: 'detail',
      only: 'table',
      numeric: true,
      cell: (row) => count(row.orders),
      total: count(totals.orders),
    },
    {
      key: 'items',
      label: t('reports.col.shop_items'),
      slot: 'detail',
      only: 'table',
      numeric: true,
      cell: (row) => count(row.items),
      total: count(totals.items),
    },
    {
      key: 'items_total',
      label: t('reports.col.shop_items_total'),
      slot: 'detail',
      numeric: true,
      cell: (row) => formatRupiah(row.items_total),
      total: formatRupiah(totals.items_total),
    },
    {
      key: 'shipping',
      label: t('reports.col.shop_shipping'),
      slot: 'detail',
      numeric: true,
      cell: (row) => formatRupiah(row.shipping),
      total: formatRupiah(totals.shipping),
    },
    {
      key: 'coupons',
      label: t('reports.col.shop_coupons'),
      slot: 'detail',
      cell: (row) =>
        row.coupons > 0
          ? t('reports.shop.coupons', { count: count(row.coupons), amount: formatRupiah(row.coupon_discount) })
          : '—',
      total: t('reports.shop.coupons', { count: count(totals.coupons), amount: formatRupiah(totals.coupon_discount) }),
    },
    {
      key: 'cancelled',
      label: t('reports.col.shop_cancelled'),
      slot: 'detail',
      cell: (row) =>
        row.cancelled > 0
          ? t('reports.shop.cancelled', { count: count(row.cancelled), amount: formatRupiah(row.refunded) })
          : '—',
      total: t('reports.shop.cancelled', { count: count(totals.cancelled), amount: formatRupiah(totals.refunded) }),
    },
  ];
}

function ShopTable({ data }: { data: ShopReport }) {
  const { t, i18n } = useTranslation();
  const columns = useColumns(data.totals);
  return (
    <ReportTable
      caption={t('reports.title.toko')}
      columns={columns}
      rows={data.data}
      rowKey={(row) => row.day}
      totalsLabel={`${t('reports.totals.label')}: ${t('reports.totals.shop', {
        count: data.totals.count.toLocaleString(i18n.language),
        orders: data.totals.orders.toLocaleString(i18n.language),
        revenue: formatRupiah(data.totals.revenue),
      })}`}
    />
  );
}

/** `/account/laporan/toko` content (RPT-01 shop): the shop's sales per day, for its admins. */
export function ShopReportView() {
  const { filters, apply } = useReportFilters('toko');
  const report = useReport('toko', filters);
  return (
    <ReportLayout name="toko" filters={filters} onChange={apply} report={report}>
      {(data) => <ShopTable data={data} />}
    </ReportLayout>
  );
}
