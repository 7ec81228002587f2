import { useTranslation } from 'react-i18next';
import type { CashbackReport, CashbackReportRow } from '@konter/shared/contracts/reports';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { useReport } from '../api/get-report.ts';
import { formatReportDate } from '../format.ts';
import { useReportFilters } from '../hooks/use-report-filters.ts';
import { ReportLayout } from './report-layout.tsx';
import type { ReportColumn } from './report-table.tsx';
import { ReportTable } from './report-table.tsx';
import { StatusBadge } from './status-badge.tsx';

function useColumns(totals: CashbackReport['totals']): ReportColumn<CashbackReportRow>[] {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'id';
  return [
    {
      key: 'date',
      label: t('reports.col.date'),
      slot: 'detail',
      cell: (row) => <span className="whitespace-nowrap">{formatReportDate(row.created_at, locale)}</span>,
    },
    {
      key: 'product',
      label: t('reports.col.product'),
      slot: 'title',
      cell: (row) => (
        <>
          <span className="block">{row.product_name ?? row.source}</span>
          {row.ref_id && <span className="block font-mono text-xs font-normal text-slate-500">{row.ref_id}</span>}
        </>
      ),
    },
    {
      key: 'destination',
      label: t('reports.col.destination'),
      slot: 'subtitle',
      cell: (row) => <span className="font-mono">{row.destination ?? '—'}</span>,
    },
    {
      key: 'amount',
      label: t('reports.col.cashback'),
      slot: 'amount',
      numeric: true,
      cell: (row) => formatRupiah(row.amount),
      total: formatRupiah(totals.amount),
    },
    {
      key: 'status',
      label: t('reports.col.status'),
      slot: 'badge',
      cell: (row) => <StatusBadge status={row.status} />,
      total: (
        <span className="block text-xs font-normal">
          {t('reports.totals.credited')} {formatRupiah(totals.credited)} · {t('reports.totals.pending')}{' '}
          {formatRupiah(totals.pending)}
        </span>
      ),
    },
    {
      key: 'credited_at',
      label: t('reports.col.credited_at'),
      slot: 'detail',
      cell: (row) => (row.credited_at ? formatReportDate(row.credited_at, locale) : '—'),
    },
  ];
}

function CashbackTable({ data }: { data: CashbackReport }) {
  const { t } = useTranslation();
  const columns = useColumns(data.totals);
  return (
    <ReportTable
      caption={t('reports.title.cashback')}
      columns={columns}
      rows={data.data}
      rowKey={(row) => row.id}
      totalsLabel={`${t('reports.totals.label')}: ${t('reports.totals.cashback', { count: data.totals.count })}`}
    />
  );
}

/** `/account/laporan/cashback-balance` content (RPT-01): cashback per purchase, credited or still waiting. */
export function CashbackReportView() {
  const { filters, apply } = useReportFilters('cashback');
  const report = useReport('cashback', filters);
  return (
    <ReportLayout name="cashback" filters={filters} onChange={apply} report={report}>
      {(data) => <CashbackTable data={data} />}
    </ReportLayout>
  );
}
