import { useTranslation } from 'react-i18next';
import type { AgentListReport, AgentListReportRow } from '@konter/shared/contracts/reports';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import type { WebMessageKey } from '../../../locales/id.ts';
import { useReport } from '../api/get-report.ts';
import { formatReportDate } from '../format.ts';
import { useReportFilters } from '../hooks/use-report-filters.ts';
import { ReportLayout } from './report-layout.tsx';
import type { ReportColumn } from './report-table.tsx';
import { ReportTable } from './report-table.tsx';

const roleLabel = (role: string) => `agents.role.${role}` as WebMessageKey;

/** RPT-01 agent list: who, where in the network, since when, what they bought in 30 days, their deposit. */
function useColumns(totals: AgentListReport['totals']): ReportColumn<AgentListReportRow>[] {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'id';
  const count = (value: number) => value.toLocaleString(i18n.language);
  return [
    {
      key: 'downline',
      label: t('reports.col.agent'),
      slot: 'title',
      cell: (row) => (
        <>
          <span className="block">{row.name}</span>
          <span className="block font-mono text-xs font-normal text-slate-500">{row.phone}</span>
        </>
      ),
    },
    {
      key: 'role',
      label: t('reports.col.role_level'),
      slot: 'badge',
      cell: (row) => (
        <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-slate-700">
          {i18n.exists(roleLabel(row.role)) ? t(roleLabel(row.role)) : row.role} ·{' '}
          {t('agents.level', { depth: row.level })}
        </span>
      ),
    },
    {
      key: 'upline',
      label: t('reports.col.upline'),
      slot: 'detail',
      cell: (row) => row.upline_name ?? '—',
    },
    {
      key: 'joined',
      label: t('reports.col.joined'),
      slot: 'detail',
      cell: (row) => <span className="whitespace-nowrap">{formatReportDate(row.joined_at, locale)}</span>,
    },
    {
      key: 'purchases',
      label: t('reports.col.purchases_30'),
      slot: 'detail',
      numeric: true,
      cell: (row) => count(row.purchases_30_days),
      total: count(totals.purchases_30_days),
    },
    {
      key: 'volume',
      label: t('agents.volume_30'),
      slot: 'amount',
      numeric: true,
      cell: (row) => formatRupiah(row.volume_30_days),
      total: formatRupiah(totals.volume_30_days),
    },
    {
      key: 'deposit',
      label: t('acc.deposit'),
      slot: 'detail',
      numeric: true,
      cell: (row) => formatRupiah(row.deposit),
      total: formatRupiah(totals.deposit),
    },
  ];
}

function AgentListTable({ data }: { data: AgentListReport }) {
  const { t, i18n } = useTranslation();
  const columns = useColumns(data.totals);
  return (
    <ReportTable
      caption={t('reports.title.agen')}
      columns={columns}
      rows={data.data}
      rowKey={(row) => row.id}
      totalsLabel={`${t('reports.totals.label')}: ${t('agents.downlines')} ${data.totals.count.toLocaleString(i18n.language)}`}
    />
  );
}

/** `/account/laporan/agen` content (RPT-01 agent list): the account's whole downline, newest first. */
export function AgentListReportView() {
  const { filters, apply } = useReportFilters('agen');
  const report = useReport('agen', filters);
  return (
    <ReportLayout name="agen" filters={filters} onChange={apply} report={report}>
      {(data) => <AgentListTable data={data} />}
    </ReportLayout>
  );
}
