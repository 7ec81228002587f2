import { useTranslation } from 'react-i18next';
import type { DepositReport, DepositReportRow } from '@konter/shared/contracts/reports';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import type { WebMessageKey } from '../../../locales/id.ts';
import { useReport } from '../api/get-report.ts';
import { formatAmount, formatReportDate } from '../format.ts';
import { useReportFilters } from '../hooks/use-report-filters.ts';
import { ReportLayout } from './report-layout.tsx';
import type { ReportColumn } from './report-table.tsx';
import { ReportTable } from './report-table.tsx';

const knownKinds = new Set([
  'deposit.topup',
  'deposit.request',
  'deposit.transfer',
  'purchase.debit',
  'postpaid.debit',
  'purchase.refund',
  'purchase.returned',
  'purchase.late_success',
  'cashback.credit',
  'cashback.redeem',
]);

/** What moved the money, in words; an adjustment by the shop's staff reads as one. */
export function movementKindKey(kind: string): WebMessageKey {
  return (knownKinds.has(kind) ? `reports.kind.${kind}` : 'reports.kind.other') as WebMessageKey;
}

function useColumns(totals: DepositReport['totals']): ReportColumn<DepositReportRow>[] {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'id';
  return [
    {
      key: 'date',
      label: t('reports.col.date'),
      slot: 'subtitle',
      cell: (row) => <span className="whitespace-nowrap">{formatReportDate(row.created_at, locale)}</span>,
    },
    {
      key: 'kind',
      label: t('reports.col.kind'),
      slot: 'title',
      cell: (row) => (
        <>
          <span className="block">{t(movementKindKey(row.kind))}</span>
          {row.method && <span className="block text-xs font-normal text-slate-500 uppercase">{row.method}</span>}
        </>
      ),
    },
    {
      key: 'reference',
      label: t('reports.col.reference'),
      slot: 'detail',
      cell: (row) => (
        <>
          <span className="block font-mono text-xs">{row.reference ?? '—'}</span>
          {(row.counterparty || row.note) && (
            <span className="block text-xs text-slate-600">
              {[row.counterparty ? t('reports.transfer_with', { who: row.counterparty }) : null, row.note]
                .filter(Boolean)
                .join(' · ')}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'amount',
      label: `${t('reports.col.credit')} / ${t('reports.col.debit')}`,
      slot: 'amount',
      numeric: true,
      only: 'card',
      total: (
        <>
          <span className="block text-emerald-800">+{formatRupiah(totals.credit)}</span>
          <span className="block text-red-800">−{formatRupiah(totals.debit)}</span>
        </>
      ),
      cell: (row) =>
        row.credit > 0 ? (
          <span className="text-emerald-800">+{formatRupiah(row.credit)}</span>
        ) : (
          <span className="text-red-800">−{formatRupiah(row.debit)}</span>
        ),
    },
    {
      key: 'debit',
      label: t('reports.col.debit'),
      slot: 'detail',
      numeric: true,
      only: 'table',
      cell: (row) => (row.debit > 0 ? formatRupiah(row.debit) : '—'),
      total: formatRupiah(totals.debit),
    },
    {
      key: 'credit',
      label: t('reports.col.credit'),
      slot: 'detail',
      numeric: true,
      only: 'table',
      cell: (row) => (row.credit > 0 ? formatRupiah(row.credit) : '—'),
      total: formatRupiah(totals.credit),
    },
    // RPT-02: a top-up's service fee and payment status, a transfer's value (on the phone's cards; the files carry
    // them as columns with their totals).
    {
      key: 'service_fee',
      label: t('reports.col.service_fee'),
      slot: 'detail',
      numeric: true,
      only: 'card',
      cell: (row) =>
        row.service_fee === null
          ? '—'
          : `${formatRupiah(row.service_fee)}${row.payment_status ? ` · ${t(depositStatusKey(row.payment_status))}` : ''}`,
    },
    {
      key: 'transfer_value',
      label: t('reports.col.transfer_value'),
      slot: 'detail',
      numeric: true,
      only: 'card',
      cell: (row) => formatAmount(row.transfer_value),
    },
    {
      key: 'start_balance',
      label: t('reports.col.start_balance'),
      slot: 'detail',
      numeric: true,
      cell: (row) => formatRupiah(row.start_balance),
      total: formatAmount(totals.opening_balance),
    },
    {
      key: 'end_balance',
      label: t('reports.col.end_balance'),
      slot: 'badge',
      numeric: true,
      cell: (row) => (
        <>
          <span className="text-xs text-slate-500 md:hidden">{t('reports.col.end_balance')} </span>
          {formatRupiah(row.end_balance)}
        </>
      ),
      total: formatAmount(totals.closing_balance),
    },
  ];
}

/** `/account/laporan/deposit` content (RPT-01, RPT-02): every movement of the deposit with the balance around it. */
export function DepositReportView() {
  const { t } = useTranslation();
  const { filters, apply } = useReportFilters('deposit');
  const report = useReport('deposit', filters);
  return (
    <ReportLayout name="deposit" filters={filters} onChange={apply} report={report}>
      {(data) => (
        <DepositTable
          data={data}
          totalsLabel={`${t('reports.totals.label')}: ${t('reports.totals.movements', { count: data.totals.count })}`}
        />
      )}
    </ReportLayout>
  );
}

function DepositTable({ data, totalsLabel }: { data: DepositReport; totalsLabel: string }) {
  const { t } = useTranslation();
  const columns = useColumns(data.totals);
  return (
    <ReportTable
      caption={t('reports.title.deposit')}
      columns={columns}
      rows={data.data}
      rowKey={(row) => row.id}
      totalsLabel={totalsLabel}
    />
  );
}

/** The words of a top-up's payment status. */
function depositStatusKey(status: string) {
  switch (status) {
    case 'paid':
      return 'reports.payment_status.paid';
    case 'expired':
      return 'reports.payment_status.expired';
    case 'failed':
      return 'reports.payment_status.failed';
    default:
      return 'reports.payment_status.pending';
  }
}
