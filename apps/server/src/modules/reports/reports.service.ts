import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type {
  CashbackReport,
  CashbackReportRow,
  DepositReport,
  DepositReportRow,
  ExportFormat,
  ReportName,
  TransactionReport,
  TransactionReportRow,
  cashbackReportQuery,
  depositReportQuery,
  transactionReportQuery,
} from '@konter/shared/contracts/reports';
import type { DatePreset, TransactionStatus } from '@konter/shared/contracts/transactions';
import type { Database, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { addDays, jakartaDate, jakartaDayStart } from '../../platform/jakarta-time.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { contentTypes, jakartaDateTime, reportFileStream, type FileColumn, type ReportFile } from './report-file.ts';
import {
  cashbackTotals,
  depositLedgerAccountId,
  depositTotals,
  listCashback,
  listDepositMovements,
  listTransactions,
  transactionTotals,
  type CashbackFilter,
  type CashbackRecord,
  type DepositFilter,
  type DepositMovementRecord,
  type PageWindow,
  type TransactionFilter,
  type TransactionReportRecord,
} from './reports.repository.ts';

export type TransactionReportQuery = z.output<typeof transactionReportQuery>;
export type DepositReportQuery = z.output<typeof depositReportQuery>;
export type CashbackReportQuery = z.output<typeof cashbackReportQuery>;

/** How many rows an export reads per database transaction (each its own, so other requests are not held up). */
export const defaultExportBatchSize = 1_000;

/**
 * RPT-03: a preset is whole Jakarta days ending today (today, yesterday, the last 7 or 30 days including today);
 * a custom range is from/to as Jakarta calendar days, both inclusive.
 */
export function reportPeriod(
  query: { preset?: DatePreset | undefined; from?: string | undefined; to?: string | undefined },
  now: Date,
): { from: Date | undefined; to: Date | undefined; label: string } {
  const today = jakartaDate(now);
  const days = (first: string, last: string) => ({
    from: jakartaDayStart(first),
    to: jakartaDayStart(addDays(last, 1)),
    label: first === last ? first : `${first} s/d ${last}`,
  });
  switch (query.preset) {
    case 'today':
      return days(today, today);
    case 'yesterday':
      return days(addDays(today, -1), addDays(today, -1));
    case 'last7':
      return days(addDays(today, -6), today);
    case 'last30':
      return days(addDays(today, -29), today);
    default:
      return {
        from: query.from ? jakartaDayStart(query.from) : undefined,
        to: query.to ? jakartaDayStart(addDays(query.to, 1)) : undefined,
        label: query.from || query.to ? `${query.from ?? '…'} s/d ${query.to ?? today}` : 'Semua tanggal',
      };
  }
}

const statusLabels: Record<TransactionStatus, string> = {
  processing: 'Diproses',
  success: 'Sukses',
  failed: 'Gagal',
  expired: 'Kedaluwarsa',
  canceled: 'Dibatalkan',
  inquiry: 'Cek tagihan',
  unprocessed: 'Menunggu proses',
  returned: 'Dikembalikan',
};

/** Status words of the files: purchase statuses and cashback statuses. */
const statusWords: Record<string, string> = { ...statusLabels, credited: 'Masuk deposit', pending: 'Menunggu' };

const movementLabels: Record<string, string> = {
  'deposit.topup': 'Top up deposit',
  'deposit.request': 'Deposit agen',
  'deposit.transfer': 'Transfer saldo',
  'purchase.debit': 'Pembelian prabayar',
  'postpaid.debit': 'Pembayaran tagihan',
  'purchase.refund': 'Refund',
  'purchase.returned': 'Dikembalikan penjual',
  'purchase.late_success': 'Sukses setelah refund',
  'cashback.credit': 'Cashback',
  'cashback.redeem': 'Tukar cashback',
};

/** How each report's rows are found and shown; the screens and the files read the same rows. */
function toTransactionRow(record: TransactionReportRecord): TransactionReportRow {
  const bill = record.bill;
  return {
    created_at: record.createdAt.toISOString(),
    ref_id: record.refId,
    order_number: record.orderNumber,
    destination: record.destination,
    product_code: record.productCode,
    product_name: record.productName,
    family: record.family,
    operator_name: record.operatorName,
    price: record.price,
    selling_price: record.sellingPrice,
    profit: record.sellingPrice - record.price,
    status: record.status,
    serial_number: record.serialNumber,
    note: record.failedReason,
    start_balance:
      record.balanceAfter === null || record.debitAmount === null ? null : record.balanceAfter - record.debitAmount,
    end_balance: record.balanceAfter,
    customer_name: record.customerName ?? bill?.customerName ?? null,
    postpaid_type: bill ? bill.type : null,
    period: bill ? bill.periods.map((period) => period.period).join(', ') || null : null,
    admin_fee: bill ? bill.adminFee : null,
  };
}

function toDepositRow(record: DepositMovementRecord): DepositReportRow {
  return {
    id: record.id,
    created_at: record.createdAt.toISOString(),
    kind: record.kind,
    method: record.method,
    reference: record.reference,
    note: record.memo,
    counterparty: record.otherPhone ? `${record.otherPhone} (${record.otherName ?? ''})` : null,
    debit: record.amount < 0 ? -record.amount : 0,
    credit: record.amount > 0 ? record.amount : 0,
    start_balance: record.balanceAfter - record.amount,
    end_balance: record.balanceAfter,
  };
}

function toCashbackRow(record: CashbackRecord): CashbackReportRow {
  return {
    id: record.id,
    created_at: record.createdAt.toISOString(),
    earned_on: record.earnedOn,
    source: record.source,
    ref_id: record.refId,
    product_name: record.productName,
    destination: record.destination,
    amount: record.amount,
    status: record.creditedAt ? 'credited' : 'pending',
    credited_at: record.creditedAt ? record.creditedAt.toISOString() : null,
  };
}

/**
 * The rows of a filter, newest first, a batch per database transaction, each batch starting after the last row of
 * the previous one (keyset): every row exactly once, however many there are.
 */
async function* allRows<Record extends { id: string; cursorAt: string }, Row>(
  database: Database,
  tenantId: string,
  batchSize: number,
  read: (tx: Tx, window: PageWindow) => Promise<Record[]>,
  toRow: (record: Record) => Row,
): AsyncGenerator<Row[]> {
  let after: PageWindow['after'];
  for (;;) {
    const batch = await database.withTenant(tenantId, (tx) => read(tx, { limit: batchSize, after }));
    if (batch.length > 0) yield batch.map(toRow);
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    after = { at: last.cursorAt, id: last.id };
  }
}

type TransactionTotals = Awaited<ReturnType<typeof transactionTotals>>;
type DepositTotals = Awaited<ReturnType<typeof depositTotals>> | null;
type CashbackTotals = Awaited<ReturnType<typeof cashbackTotals>>;

const dateColumn = <Row extends { created_at: string }, Totals>(
  total: (totals: Totals) => string,
): FileColumn<Row, Totals> => ({
  header: 'Tanggal',
  kind: 'date',
  width: 20,
  value: (row) => new Date(row.created_at),
  total,
});

type TransactionColumn = FileColumn<TransactionReportRow, TransactionTotals>;

function transactionColumns(kind: 'prepaid' | 'postpaid'): TransactionColumn[] {
  const columns: TransactionColumn[] = [
    dateColumn((totals) => `Total ${totals.count} transaksi (${totals.successCount} sukses)`),
    { header: 'No. Ref', kind: 'text', width: 18, value: (row) => row.ref_id },
    { header: 'No. Pesanan', kind: 'text', width: 16, value: (row) => row.order_number },
    {
      header: kind === 'postpaid' ? 'No. Pelanggan' : 'Nomor Tujuan',
      kind: 'text',
      width: 16,
      value: (row) => row.destination,
    },
    { header: 'Kode Produk', kind: 'text', width: 12, value: (row) => row.product_code },
    { header: 'Produk', kind: 'text', width: 30, value: (row) => row.product_name },
  ];
  if (kind === 'postpaid') {
    columns.push(
      { header: 'Nama Pelanggan', kind: 'text', width: 24, value: (row) => row.customer_name },
      { header: 'Periode', kind: 'text', width: 16, value: (row) => row.period },
      {
        header: 'Biaya Admin',
        kind: 'money',
        width: 12,
        value: (row) => row.admin_fee,
        total: (totals) => totals.adminFee,
      },
    );
  }
  columns.push(
    {
      header: 'Harga (Saldo Terpotong)',
      kind: 'money',
      width: 14,
      value: (row) => row.price,
      total: (totals) => totals.price,
    },
    {
      header: 'Harga Jual',
      kind: 'money',
      width: 14,
      value: (row) => row.selling_price,
      total: (totals) => totals.sellingPrice,
    },
    { header: 'Profit', kind: 'money', width: 12, value: (row) => row.profit, total: (totals) => totals.profit },
    { header: 'Status', kind: 'text', width: 12, value: (row) => statusLabels[row.status] },
    { header: 'SN', kind: 'text', width: 28, value: (row) => row.serial_number },
    { header: 'Saldo Awal', kind: 'money', width: 14, value: (row) => row.start_balance },
    { header: 'Saldo Akhir', kind: 'money', width: 14, value: (row) => row.end_balance },
    { header: 'Keterangan', kind: 'text', width: 30, value: (row) => row.note },
  );
  return columns;
}

const depositColumns: FileColumn<DepositReportRow, DepositTotals>[] = [
  dateColumn((totals) => `Total ${totals?.count ?? 0} mutasi`),
  { header: 'Jenis', kind: 'text', width: 22, value: (row) => movementLabels[row.kind] ?? row.kind },
  { header: 'Metode', kind: 'text', width: 12, value: (row) => row.method },
  { header: 'Referensi', kind: 'text', width: 20, value: (row) => row.reference },
  { header: 'Debit', kind: 'money', width: 14, value: (row) => row.debit, total: (totals) => totals?.debit ?? 0 },
  { header: 'Kredit', kind: 'money', width: 14, value: (row) => row.credit, total: (totals) => totals?.credit ?? 0 },
  {
    header: 'Saldo Awal',
    kind: 'money',
    width: 14,
    value: (row) => row.start_balance,
    total: (totals) => totals?.opening ?? null,
  },
  {
    header: 'Saldo Akhir',
    kind: 'money',
    width: 14,
    value: (row) => row.end_balance,
    total: (totals) => totals?.closing ?? null,
  },
  {
    header: 'Catatan',
    kind: 'text',
    width: 30,
    value: (row) => [row.counterparty, row.note].filter(Boolean).join(' — ') || null,
  },
];

const cashbackColumns: FileColumn<CashbackReportRow, CashbackTotals>[] = [
  dateColumn((totals) => `Total ${totals.count} cashback`),
  { header: 'Tanggal Transaksi', kind: 'text', width: 14, value: (row) => row.earned_on },
  { header: 'No. Ref', kind: 'text', width: 18, value: (row) => row.ref_id ?? row.source },
  { header: 'Produk', kind: 'text', width: 30, value: (row) => row.product_name },
  { header: 'Nomor Tujuan', kind: 'text', width: 16, value: (row) => row.destination },
  { header: 'Cashback', kind: 'money', width: 12, value: (row) => row.amount, total: (totals) => totals.amount },
  {
    header: 'Status',
    kind: 'text',
    width: 14,
    value: (row) => statusWords[row.status] ?? row.status,
    total: (totals) => `Masuk ${totals.credited} / menunggu ${totals.pending}`,
  },
  {
    header: 'Masuk Deposit',
    kind: 'date',
    width: 20,
    value: (row) => (row.credited_at ? new Date(row.credited_at) : null),
  },
];

const reportTitles: Record<ReportName, string> = {
  prabayar: 'Laporan Transaksi Prabayar',
  pascabayar: 'Laporan Transaksi Pascabayar',
  deposit: 'Laporan Deposit',
  cashback: 'Laporan Cashback',
};

export type ExportedReport = { stream: Readable; contentType: string; filename: string };

export function createReportsService(deps: { database: Database; clock: Clock; exportBatchSize?: number }) {
  const { database, clock } = deps;
  const batchSize = deps.exportBatchSize ?? defaultExportBatchSize;

  function transactionFilter(kind: 'prepaid' | 'postpaid', query: TransactionReportQuery): TransactionFilter {
    const { from, to } = reportPeriod(query, clock.now());
    return {
      kind,
      from,
      to,
      status: query.status,
      family: kind === 'prepaid' ? query.family : undefined,
      product: query.product || undefined,
      search: query.search || undefined,
    };
  }

  function depositFilter(query: DepositReportQuery): DepositFilter {
    const { from, to } = reportPeriod(query, clock.now());
    return { from, to, direction: query.direction, search: query.search || undefined };
  }

  function cashbackFilter(query: CashbackReportQuery): CashbackFilter {
    const { from, to } = reportPeriod(query, clock.now());
    return { from, to, status: query.status, search: query.search || undefined };
  }

  const offsetWindow = (query: { page: number; per_page: number }): PageWindow => ({
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const meta = (query: { page: number; per_page: number }, total: number) => ({
    page: query.page,
    per_page: query.per_page,
    total,
  });

  async function transactions(
    tenant: Tenant,
    auth: AuthContext,
    kind: 'prepaid' | 'postpaid',
    query: TransactionReportQuery,
  ): Promise<TransactionReport> {
    const filter = transactionFilter(kind, query);
    return database.withTenant(tenant.id, async (tx) => {
      const ledgerId = await depositLedgerAccountId(tx, tenant.id, auth.accountId);
      const rows = await listTransactions(tx, tenant.id, auth.accountId, filter, offsetWindow(query), ledgerId);
      const totals = await transactionTotals(tx, tenant.id, auth.accountId, filter);
      return {
        data: rows.map(toTransactionRow),
        meta: meta(query, totals.count),
        totals: {
          count: totals.count,
          success_count: totals.successCount,
          price: totals.price,
          selling_price: totals.sellingPrice,
          profit: totals.profit,
          admin_fee: totals.adminFee,
        },
      };
    });
  }

  function transactionsFile(
    tenant: Tenant,
    auth: AuthContext,
    name: 'prabayar' | 'pascabayar',
    query: TransactionReportQuery,
  ): ReportFile<TransactionReportRow, TransactionTotals> {
    const kind = name === 'prabayar' ? 'prepaid' : 'postpaid';
    const filter = transactionFilter(kind, query);
    const columns = transactionColumns(kind);
    let ledgerId: Promise<string | null> | null = null;
    return {
      sheetName: reportTitles[name],
      title: `${reportTitles[name]} — ${tenant.brandName}`,
      subtitle: subtitleOf(query, clock.now()),
      columns,
      rows: allRows(
        database,
        tenant.id,
        batchSize,
        async (tx, window) => {
          ledgerId ??= depositLedgerAccountId(tx, tenant.id, auth.accountId);
          return listTransactions(tx, tenant.id, auth.accountId, filter, window, await ledgerId);
        },
        toTransactionRow,
      ),
      totals: () => database.withTenant(tenant.id, (tx) => transactionTotals(tx, tenant.id, auth.accountId, filter)),
    };
  }

  async function deposit(tenant: Tenant, auth: AuthContext, query: DepositReportQuery): Promise<DepositReport> {
    const filter = depositFilter(query);
    return database.withTenant(tenant.id, async (tx) => {
      const ledgerId = await depositLedgerAccountId(tx, tenant.id, auth.accountId);
      if (!ledgerId) {
        return {
          data: [],
          meta: meta(query, 0),
          totals: { count: 0, debit: 0, credit: 0, opening_balance: null, closing_balance: null },
        };
      }
      const rows = await listDepositMovements(tx, tenant.id, auth.accountId, ledgerId, filter, offsetWindow(query));
      const totals = await depositTotals(tx, tenant.id, ledgerId, filter);
      return {
        data: rows.map(toDepositRow),
        meta: meta(query, totals.count),
        totals: {
          count: totals.count,
          debit: totals.debit,
          credit: totals.credit,
          opening_balance: totals.opening,
          closing_balance: totals.closing,
        },
      };
    });
  }

  function depositFile(
    tenant: Tenant,
    auth: AuthContext,
    query: DepositReportQuery,
  ): ReportFile<DepositReportRow, DepositTotals> {
    const filter = depositFilter(query);
    let ledgerId: Promise<string | null> | null = null;
    const ledgerOf = (tx: Tx) => (ledgerId ??= depositLedgerAccountId(tx, tenant.id, auth.accountId));
    return {
      sheetName: reportTitles.deposit,
      title: `${reportTitles.deposit} — ${tenant.brandName}`,
      subtitle: subtitleOf(query, clock.now()),
      columns: depositColumns,
      rows: allRows(
        database,
        tenant.id,
        batchSize,
        async (tx, window) => {
          const id = await ledgerOf(tx);
          return id ? listDepositMovements(tx, tenant.id, auth.accountId, id, filter, window) : [];
        },
        toDepositRow,
      ),
      totals: () =>
        database.withTenant(tenant.id, async (tx) => {
          const id = await ledgerOf(tx);
          return id ? depositTotals(tx, tenant.id, id, filter) : null;
        }),
    };
  }

  async function cashback(tenant: Tenant, auth: AuthContext, query: CashbackReportQuery): Promise<CashbackReport> {
    const filter = cashbackFilter(query);
    return database.withTenant(tenant.id, async (tx) => {
      const rows = await listCashback(tx, tenant.id, auth.accountId, filter, offsetWindow(query));
      const totals = await cashbackTotals(tx, tenant.id, auth.accountId, filter);
      return { data: rows.map(toCashbackRow), meta: meta(query, totals.count), totals };
    });
  }

  function cashbackFile(
    tenant: Tenant,
    auth: AuthContext,
    query: CashbackReportQuery,
  ): ReportFile<CashbackReportRow, CashbackTotals> {
    const filter = cashbackFilter(query);
    return {
      sheetName: reportTitles.cashback,
      title: `${reportTitles.cashback} — ${tenant.brandName}`,
      subtitle: subtitleOf(query, clock.now()),
      columns: cashbackColumns,
      rows: allRows(
        database,
        tenant.id,
        batchSize,
        (tx, window) => listCashback(tx, tenant.id, auth.accountId, filter, window),
        toCashbackRow,
      ),
      totals: () => database.withTenant(tenant.id, (tx) => cashbackTotals(tx, tenant.id, auth.accountId, filter)),
    };
  }

  function exported<Row, Totals>(
    name: ReportName,
    format: ExportFormat,
    query: PeriodQuery,
    file: ReportFile<Row, Totals>,
  ): ExportedReport {
    return {
      stream: reportFileStream(format, file),
      contentType: contentTypes[format],
      filename: fileNameOf(name, query, clock.now(), format),
    };
  }

  return {
    /** RPT-01/RPT-02: prepaid purchases with the deposit before and after each debit. */
    prepaid: (tenant: Tenant, auth: AuthContext, query: TransactionReportQuery) =>
      transactions(tenant, auth, 'prepaid', query),
    /** RPT-01/RPT-02: bill payments, with the customer name, period and admin fee of the bill. */
    postpaid: (tenant: Tenant, auth: AuthContext, query: TransactionReportQuery) =>
      transactions(tenant, auth, 'postpaid', query),
    deposit,
    cashback,

    /** Every row of the filter (all pages) as .xlsx or .csv. */
    exportTransactions(
      tenant: Tenant,
      auth: AuthContext,
      name: 'prabayar' | 'pascabayar',
      query: TransactionReportQuery,
      format: ExportFormat,
    ): ExportedReport {
      return exported(name, format, query, transactionsFile(tenant, auth, name, query));
    },
    exportDeposit(tenant: Tenant, auth: AuthContext, query: DepositReportQuery, format: ExportFormat): ExportedReport {
      return exported('deposit', format, query, depositFile(tenant, auth, query));
    },
    exportCashback(
      tenant: Tenant,
      auth: AuthContext,
      query: CashbackReportQuery,
      format: ExportFormat,
    ): ExportedReport {
      return exported('cashback', format, query, cashbackFile(tenant, auth, query));
    },
  };
}

type PeriodQuery = { preset?: DatePreset | undefined; from?: string | undefined; to?: string | undefined };

/** The filter that made a file, in one line under its title. */
function subtitleOf(
  query: PeriodQuery & { status?: string; direction?: string; product?: string; search?: string },
  now: Date,
): string {
  const parts = [`Periode: ${reportPeriod(query, now).label}`];
  if (query.status) parts.push(`Status: ${statusWords[query.status] ?? query.status}`);
  if (query.direction) parts.push(`Arah: ${query.direction === 'credit' ? 'kredit' : 'debit'}`);
  if (query.product) parts.push(`Produk: ${query.product}`);
  if (query.search) parts.push(`Cari: ${query.search}`);
  parts.push(`Dibuat: ${jakartaDateTime(now).slice(0, 16)} WIB`);
  return parts.join(' · ');
}

/** `laporan-prabayar-2026-11-16_2026-11-22.xlsx`: the report and the days it covers. */
function fileNameOf(name: ReportName, query: PeriodQuery, now: Date, format: ExportFormat): string {
  const period = reportPeriod(query, now);
  const first = period.from ? jakartaDate(period.from) : 'awal';
  const last = period.to ? addDays(jakartaDate(period.to), -1) : jakartaDate(now);
  return `laporan-${name}-${first === last ? first : `${first}_${last}`}.${format}`;
}

export type ReportsService = ReturnType<typeof createReportsService>;
