import { useTranslation } from 'react-i18next';
import type { DebtReport, DebtReportRow } from '@konter/shared/contracts/reports';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import type { WebMessageKey } from '../../../locales/id.ts';
import { useReport } from '../api/get-report.ts';
import { formatReportDate } from '../format.ts';
import { useReportFilters } from '../hooks/use-report-filters.ts';
import { ReportLayout } from './report-layout.tsx';
import type { ReportColumn } from './report-table.tsx';
import { ReportTable } from './report-table.tsx';

const kindLabel = (kind: string) => `reports.debt.kind.${kind}` as WebMessageKey;
const statusLabel = (status: string) => `reports.debt.status.${status}` as WebMessageKey;

/** RPT-02's debt columns: debt value, current debt, debt notes, debt status. */
function useColumns(totals: DebtReport['totals']): ReportColumn<DebtReportRow>[] {
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
      key: 'kind',
      label: t('reports.col.debt_kind'),
      slot: 'title',
      cell: (row) => (i18n.exists(kindLabel(row.kind)) ? t(kindLabel(row.kind)) : row.kind),
    },
    {
      key: 'debt_value',
      label: t('reports.col.debt_value'),
      slot: 'amount',
      numeric: true,
      cell: (row) => (
        <span className={row.debt_value < 0 ? 'text-teal-700' : 'text-slate-900'}>
          {row.debt_value > 0 ? '+' : ''}
          {formatRupiah(row.debt_value)}
        </span>
      ),
      total: formatRupiah(totals.borrowed - totals.repaid),
    },
    {
      key: 'current_debt',
      label: t('reports.col.current_debt'),
      slot: 'detail',
      numeric: true,
      cell: (row) => formatRupiah(row.current_debt),
      total: formatRupiah(totals.closing_debt),
    },
    {
      key: 'debt_status',
      label: t('reports.col.debt_status'),
      slot: 'badge',
      cell: (row) =>
        row.debt_status ? (
          <span
            data-status={row.debt_status}
            className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
              row.debt_status === 'overdue' ? 'bg-rose-100 text-rose-800' : 'bg-slate-100 text-slate-700'
            }`}
          >
            {t(statusLabel(row.debt_status))}
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'due_date',
      label: t('reports.col.due_date'),
      slot: 'detail',
      cell: (row) => row.due_date ?? '—',
    },
    {
      key: 'debt_notes',
      label: t('reports.col.debt_notes'),
      slot: 'detail',
      cell: (row) => row.debt_notes ?? '—',
    },
  ];
}

function DebtTable({ data }: { data: DebtReport }) {
  const { t } = useTranslation();
  const columns = useColumns(data.totals);
  return (
    <ReportTable
      caption={t('reports.title.utang')}
      columns={columns}
      rows={data.data}
      rowKey={(row) => row.id}
      totalsLabel={`${t('reports.totals.label')}: ${t('reports.totals.debt', {
        count: data.totals.count,
        borrowed: formatRupiah(data.totals.borrowed),
        repaid: formatRupiah(data.totals.repaid),
      })}`}
    />
  );
}

/** `/account/laporan/utang` content (RPT-02 debt columns, AGT-06): every movement of the agent debt. */
export function DebtReportView() {
  const { filters, apply } = useReportFilters('utang');
  const report = useReport('utang', filters);
  return (
    <ReportLayout name="utang" filters={filters} onChange={apply} report={report}>
      {(data) => <DebtTable data={data} />}
    </ReportLayout>
  );
}
