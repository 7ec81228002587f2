import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type {
  AgentTransactionReportRow,
  TransactionReport,
  TransactionReportRow,
} from '@konter/shared/contracts/reports';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { useReport } from '../api/get-report.ts';
import { formatAmount, formatReportDate } from '../format.ts';
import { useReportFilters } from '../hooks/use-report-filters.ts';
import { receiptPathOf } from '../paths.ts';
import { ReportLayout } from './report-layout.tsx';
import type { ReportColumn } from './report-table.tsx';
import { ReportTable } from './report-table.tsx';
import { StatusBadge } from './status-badge.tsx';

type Name = 'prabayar' | 'pascabayar' | 'transaksi-agen';
/** A row of any purchase report; the agent report's rows also say which agent bought. */
type Row = TransactionReportRow & Partial<Pick<AgentTransactionReportRow, 'agent_name' | 'agent_phone' | 'commission'>>;
type Totals = TransactionReport['totals'] & { commission?: number };

/** The serial number of a purchase, or why it failed. */
function Outcome({ row }: { row: Row }) {
  if (row.serial_number) {
    return <span className="font-mono text-xs break-all md:inline-block md:w-[11ch]">{row.serial_number}</span>;
  }
  if (row.note) return <span className="text-xs text-red-800">{row.note}</span>;
  return <>—</>;
}

/** §3 down payment: what the customer paid now, what is left, and whether it is paid; the seller's notes. */
function CustomerDebtCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  if (row.customer_debt_status === null || row.down_payment === null) return <>—</>;
  return (
    <span className="block" data-debt-status={row.customer_debt_status}>
      <span className="block">{t('reports.debt.down_payment', { amount: formatRupiah(row.down_payment) })}</span>
      <span className="block">
        {t('reports.debt.outstanding', { amount: formatRupiah(row.customer_debt_outstanding ?? 0) })}
      </span>
      <span className="block text-xs font-semibold">{t(`reports.debt.status.${row.customer_debt_status}`)}</span>
      {row.customer_debt_notes && (
        <span className="block text-xs font-normal text-slate-600 md:whitespace-normal">{row.customer_debt_notes}</span>
      )}
    </span>
  );
}

function CustomerDebtTotals({ totals }: { totals: TransactionReport['totals'] }) {
  const { t } = useTranslation();
  return (
    <span className="block" data-testid="customer-debt-totals">
      <span className="block">{t('reports.debt.down_payment', { amount: formatRupiah(totals.down_payment) })}</span>
      <span className="block">
        {t('reports.debt.outstanding', { amount: formatRupiah(totals.customer_debt_outstanding) })}
      </span>
    </span>
  );
}

function useColumns(name: Name, totals: Totals, hasCustomerDebts: boolean): ReportColumn<Row>[] {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'id';
  const postpaid = name === 'pascabayar';
  // An agent's receipt and deposit are the agent's own: the upline sees the purchase, not the balances.
  const ownPurchases = name !== 'transaksi-agen';
  const columns: ReportColumn<Row>[] = [
    {
      key: 'date',
      label: t('reports.col.date'),
      slot: 'detail',
      cell: (row) => (
        <>
          <span className="block whitespace-nowrap">{formatReportDate(row.created_at, locale)}</span>
          {ownPurchases ? (
            <Link
              to={receiptPathOf(row.postpaid_type ? 'pascabayar' : 'prabayar', row.ref_id)}
              aria-label={t('reports.open_receipt', { ref: row.ref_id })}
              className="font-mono text-xs text-brand underline-offset-2 hover:underline"
            >
              {row.ref_id}
            </Link>
          ) : (
            <span className="font-mono text-xs text-slate-600">{row.ref_id}</span>
          )}
        </>
      ),
    },
  ];
  if (!ownPurchases) {
    columns.push({
      key: 'agent',
      label: t('reports.col.agent'),
      slot: 'detail',
      cell: (row) => (
        <>
          <span className="block font-semibold">{row.agent_name}</span>
          <span className="block font-mono text-xs text-slate-500">{row.agent_phone}</span>
        </>
      ),
    });
  }
  // From 768 px a bill's customer name sits under its number, its period under the product and a serial number
  // under the status, so that every column of the postpaid report fits beside the side menu at 1280 px; the phone's
  // card shows each of them as its own detail.
  const tableOnly = 'block max-md:hidden';
  columns.push(
    {
      key: 'destination',
      label: t(postpaid ? 'reports.col.customer_no' : 'reports.col.destination'),
      heading: postpaid ? t('reports.col.customer') : undefined,
      slot: 'subtitle',
      cell: (row) => (
        <>
          <span className="font-mono md:whitespace-nowrap">{row.destination}</span>
          {postpaid && row.customer_name && <span className={`${tableOnly} text-xs`}>{row.customer_name}</span>}
          {row.order_number && (
            <span className="block text-xs text-slate-500">
              {t('reports.col.order_number')} {row.order_number}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'product',
      label: t('reports.col.product'),
      slot: 'title',
      cell: (row) => (
        <>
          <span className="block">{row.product_name}</span>
          <span className="block font-mono text-xs font-normal text-slate-500">{row.product_code}</span>
          {postpaid && row.period && (
            <span className={`${tableOnly} text-xs text-slate-600`}>
              {t('reports.col.period')} {row.period}
            </span>
          )}
        </>
      ),
    },
  );
  if (postpaid) {
    columns.push(
      {
        key: 'customer_name',
        label: t('reports.col.customer_name'),
        slot: 'detail',
        only: 'card',
        cell: (row) => row.customer_name ?? '—',
      },
      {
        key: 'period',
        label: t('reports.col.period'),
        slot: 'detail',
        only: 'card',
        cell: (row) => row.period ?? '—',
      },
      {
        key: 'admin_fee',
        label: t('reports.col.admin_fee'),
        slot: 'detail',
        numeric: true,
        cell: (row) => formatAmount(row.admin_fee),
        total: formatRupiah(totals.admin_fee),
      },
    );
  }
  columns.push(
    {
      key: 'price',
      label: t('reports.col.price'),
      slot: 'amount',
      numeric: true,
      cell: (row) => formatRupiah(row.price),
      total: formatRupiah(totals.price),
    },
    {
      key: 'selling_price',
      label: t('reports.col.selling_price'),
      slot: 'detail',
      numeric: true,
      // From 768 px a down-payment sale's debt sits under its selling price, so the table keeps its columns.
      heading: hasCustomerDebts ? t('reports.col.selling_price_debt') : undefined,
      cell: (row) => (
        <>
          {formatRupiah(row.selling_price)}
          {hasCustomerDebts && (
            <span className={`${tableOnly} mt-1 text-xs`}>
              <CustomerDebtCell row={row} />
            </span>
          )}
        </>
      ),
      total: (
        <>
          {formatRupiah(totals.selling_price)}
          {hasCustomerDebts && (
            <span className={`${tableOnly} mt-1 text-xs`}>
              <CustomerDebtTotals totals={totals} />
            </span>
          )}
        </>
      ),
    },
    {
      key: 'profit',
      label: t('reports.col.profit'),
      slot: 'detail',
      numeric: true,
      cell: (row) => formatRupiah(row.profit),
      total: formatRupiah(totals.profit),
    },
    // The agent report: what the reader itself earned on each purchase of its network.
    ...(ownPurchases
      ? []
      : [
          {
            key: 'commission',
            // The reader's commission: its margin, as the Agent Center's dashboard calls it.
            label: t('agents.margin'),
            slot: 'detail' as const,
            numeric: true,
            cell: (row: Row) => formatRupiah(row.commission ?? 0),
            total: formatRupiah(totals.commission ?? 0),
          },
        ]),
    // RPT-02: on the phone's cards; the exported files carry them as columns with their totals.
    {
      key: 'discount',
      label: t('reports.col.discount'),
      slot: 'detail',
      numeric: true,
      only: 'card',
      cell: (row) => formatRupiah(row.discount),
    },
    {
      key: 'loss',
      label: t('reports.col.loss'),
      slot: 'detail',
      numeric: true,
      only: 'card',
      cell: (row) => formatRupiah(row.loss),
    },
    {
      key: 'payment',
      label: t('reports.col.payment'),
      slot: 'detail',
      only: 'card',
      cell: (row) =>
        `${t(`receipts.payment_method.${row.payment_method}`)} · ${t(`reports.payment_status.${row.payment_status}`)}`,
    },
  );
  // §3 down payments, on the phone's card (the table shows them under the selling price): shown when the filter
  // holds a purchase sold with one; the total is what customers still owe.
  if (hasCustomerDebts) {
    columns.push({
      key: 'customer_debt',
      label: t('reports.col.customer_debt'),
      slot: 'detail',
      numeric: true,
      only: 'card',
      cell: (row) => <CustomerDebtCell row={row} />,
      total: <CustomerDebtTotals totals={totals} />,
    });
  }
  columns.push(
    {
      key: 'status',
      label: t('reports.col.status'),
      heading: t('reports.col.status_serial'),
      slot: 'badge',
      cell: (row) => (
        <>
          <StatusBadge status={row.status} />
          <span className={`${tableOnly} mt-1`}>
            <Outcome row={row} />
          </span>
        </>
      ),
    },
    {
      key: 'serial',
      label: t('reports.col.serial'),
      slot: 'detail',
      only: 'card',
      cell: (row) => <Outcome row={row} />,
    },
  );
  if (!ownPurchases) return columns;
  columns.push(
    {
      key: 'start_balance',
      label: t('reports.col.start_balance'),
      slot: 'detail',
      numeric: true,
      only: 'card',
      cell: (row) => formatAmount(row.start_balance),
    },
    {
      key: 'end_balance',
      label: t('reports.col.end_balance'),
      slot: 'detail',
      numeric: true,
      only: 'card',
      cell: (row) => formatAmount(row.end_balance),
    },
    {
      key: 'balance',
      label: t('reports.col.balance'),
      slot: 'detail',
      numeric: true,
      only: 'table',
      cell: (row) => (
        <>
          <span className="block">{formatAmount(row.start_balance)}</span>
          <span className="block text-slate-500">→ {formatAmount(row.end_balance)}</span>
        </>
      ),
    },
  );
  return columns;
}

function TransactionTable({ name, data }: { name: Name; data: TransactionReport & { data: Row[] } }) {
  const { t } = useTranslation();
  const hasCustomerDebts = data.totals.down_payment > 0 || data.data.some((row) => row.down_payment !== null);
  const columns = useColumns(name, data.totals, hasCustomerDebts);
  return (
    <ReportTable
      caption={t(`reports.title.${name}`)}
      columns={columns}
      rows={data.data}
      rowKey={(row) => row.ref_id}
      totalsLabel={
        <>
          {t('reports.totals.label')}:{' '}
          {t('reports.totals.transactions', { count: data.totals.count, success: data.totals.success_count })}
        </>
      }
      totalsNote={t('reports.totals.success_only')}
    />
  );
}

/**
 * `/account/laporan/transaksi` and `/pasca` content (RPT-01, RPT-02): the account's purchases with the deposit
 * before and after each, their selling price and profit; each row opens its receipt. `/transaksi-agen`: the same
 * columns for the purchases of the account's agents, with who bought and without their balances. With
 * `customerDebtOnly`, the debt history's tabs: the purchases sold with a down payment.
 */
export function TransactionReportView({ name, customerDebtOnly = false }: { name: Name; customerDebtOnly?: boolean }) {
  const read = useReportFilters(name);
  // The debt history's purchase tabs: the same report, of the purchases sold with a down payment only.
  const filters = customerDebtOnly ? { ...read.filters, debt: 'customer' as const } : read.filters;
  const apply = read.apply;
  const report = useReport(name, filters);
  return (
    <ReportLayout name={name} filters={filters} onChange={apply} report={report}>
      {(data) => <TransactionTable name={name} data={data} />}
    </ReportLayout>
  );
}
