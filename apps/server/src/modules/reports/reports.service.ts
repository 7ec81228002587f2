import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type {
  AgentListReport,
  AgentListReportRow,
  agentListReportQuery,
  AgentTransactionReport,
  AgentTransactionReportRow,
  CashbackReport,
  CashbackReportRow,
  DepositReport,
  DepositReportRow,
  ExportFormat,
  DebtReport,
  DebtReportRow,
  ReportAvailability,
  ReportName,
  TransactionReport,
  TransactionReportRow,
  cashbackReportQuery,
  debtReportQuery,
  depositReportQuery,
  transactionReportQuery,
} from '@konter/shared/contracts/reports';
import type { DatePreset } from '@konter/shared/contracts/transactions';
import { customerDebtStatus, failureMessageKey, unsuccessfulStatuses } from '@konter/shared/contracts/transactions';
import { translate } from '@konter/shared/i18n/messages';
import { addDays, jakartaDate, jakartaDateTime, jakartaDayStart, presetDays } from '@konter/shared/time/jakarta';
import type { Database, Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/auth.ts';
import { permissions } from '../accounts/index.ts';
import { failureOfRow } from '../ppob/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import type { Locale } from '@konter/shared/i18n/locales';
import { fill, reportWords, type ReportWords } from './report-words.ts';
import { contentTypes, reportFileStream, type FileColumn, type ReportFile } from './report-file.ts';
import {
  agentNetworkTotals,
  buyersOf,
  cashbackTotals,
  commissionTotal,
  listAgentNetwork,
  debtLedgerAccountId,
  customerDebtTotals,
  customerDebtsOf,
  depositLedgerAccountId,
  depositTotals,
  hasAgents,
  listCashback,
  listDepositMovements,
  listTransactions,
  loanStatesOf,
  transactionTotals,
  type AgentListFilter,
  type AgentListRecord,
  type CashbackFilter,
  type CashbackRecord,
  type DepositFilter,
  type DepositMovementRecord,
  type LoanState,
  type PageWindow,
  type TransactionFilter,
  type TransactionReportRecord,
} from './reports.repository.ts';
import { createShopReport, type ShopReportQuery } from './shop-report.service.ts';

export type TransactionReportQuery = z.output<typeof transactionReportQuery>;
export type DepositReportQuery = z.output<typeof depositReportQuery>;
export type CashbackReportQuery = z.output<typeof cashbackReportQuery>;
export type DebtReportQuery = z.output<typeof debtReportQuery>;
export type AgentListReportQuery = z.output<typeof agentListReportQuery>;

/** How many rows an export reads per database transaction (each its own, so other requests are not held up). */
export const defaultExportBatchSize = 1_000;

/**
 * RPT-03: a preset is whole Jakarta days ending today (today, yesterday, the last 7 or 30 days including today);
 * a custom range is from/to as Jakarta calendar days, both inclusive.
 */
export function reportPeriod(
  query: { preset?: DatePreset | undefined; from?: string | undefined; to?: string | undefined },
  now: Date,
  words: Pick<ReportWords['filter'], 'until' | 'allDates'> = reportWords('id').filter,
): { from: Date | undefined; to: Date | undefined; label: string } {
  const today = jakartaDate(now);
  const days = (first: string, last: string) => ({
    from: jakartaDayStart(first),
    to: jakartaDayStart(addDays(last, 1)),
    label: first === last ? first : `${first} ${words.until} ${last}`,
  });
  if (query.preset) {
    const { first, last } = presetDays(query.preset, today);
    return days(first, last);
  }
  return {
    from: query.from ? jakartaDayStart(query.from) : undefined,
    to: query.to ? jakartaDayStart(addDays(query.to, 1)) : undefined,
    label: query.from || query.to ? `${query.from ?? '…'} ${words.until} ${query.to ?? today}` : words.allDates,
  };
}

/**
 * How each report's rows are found and shown; the screens and the files read the same rows. A failed purchase's
 * note is the app's own reason in the reader's language, from the supplier's code (the supplier's words stay in the
 * row for admins and the log).
 */
function toTransactionRow(record: TransactionRecord, locale: Locale): TransactionReportRow {
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
    note: record.failedReason === null ? null : translate(locale, failureMessageKey(failureOfRow(record))),
    start_balance:
      record.balanceAfter === null || record.debitAmount === null ? null : record.balanceAfter - record.debitAmount,
    end_balance: record.balanceAfter,
    customer_name: record.customerName ?? bill?.customerName ?? null,
    postpaid_type: bill ? bill.type : null,
    period: bill ? bill.periods.map((period) => period.period).join(', ') || null : null,
    admin_fee: bill ? bill.adminFee : null,
    discount: record.cashback,
    loss: Math.max(record.price - record.sellingPrice, 0),
    payment_method: record.paidFrom,
    payment_status: paymentStatusOf(record.status),
    ...customerDebtColumns(record),
  };
}

// ---- §3 down payments: the customer debt of a purchase sold with one ----

type CustomerDebtRecord = Awaited<ReturnType<typeof customerDebtsOf>> extends Map<string, infer Debt> ? Debt : never;
/** A purchase as the reports read it: its row, and the customer's debt when it was sold with a down payment. */
type TransactionRecord = TransactionReportRecord & { customerDebt: CustomerDebtRecord | null };

/** The purchases of a page, each with its customer debt (one lookup for the page). */
async function withCustomerDebts<Record extends TransactionReportRecord>(
  tx: Tx,
  tenantId: string,
  records: Record[],
): Promise<(Record & { customerDebt: CustomerDebtRecord | null })[]> {
  const debts = await customerDebtsOf(
    tx,
    tenantId,
    records.map((record) => record.id),
  );
  return records.map((record) => ({ ...record, customerDebt: debts.get(record.id) ?? null }));
}

function customerDebtColumns(
  record: TransactionRecord,
): Pick<
  TransactionReportRow,
  'down_payment' | 'customer_debt' | 'customer_debt_outstanding' | 'customer_debt_notes' | 'customer_debt_status'
> {
  const debt = record.customerDebt;
  if (!debt) {
    return {
      down_payment: null,
      customer_debt: null,
      customer_debt_outstanding: null,
      customer_debt_notes: null,
      customer_debt_status: null,
    };
  }
  const status = customerDebtStatus(record.status, debt);
  return {
    down_payment: debt.downPayment,
    customer_debt: debt.amount,
    customer_debt_outstanding: status === 'unpaid' ? debt.amount - debt.paid : 0,
    customer_debt_notes: debt.notes || null,
    customer_debt_status: status,
  };
}

/** The totals of a purchase report: the purchases', and the down payments' with what customers still owe. */
async function transactionReportTotals(tx: Tx, tenantId: string, accountId: string, filter: TransactionFilter) {
  const totals = await transactionTotals(tx, tenantId, accountId, filter);
  const debts = await customerDebtTotals(tx, tenantId, accountId, filter);
  return { ...totals, downPayment: debts.downPayment, customerDebtOutstanding: debts.outstanding };
}

/** RPT-02: a purchase is paid from the deposit; the payment stands once it succeeded and was refunded when it failed. */
function paymentStatusOf(status: TransactionReportRow['status']): TransactionReportRow['payment_status'] {
  if (status === 'success') return 'paid';
  return (unsuccessfulStatuses as readonly string[]).includes(status) ? 'refunded' : 'pending';
}

function toDepositRow(record: DepositMovementRecord): DepositReportRow {
  return {
    id: record.id,
    created_at: record.createdAt.toISOString(),
    kind: record.kind,
    method: record.method,
    service_fee: record.kind === 'deposit.topup' ? record.fee : null,
    payment_status: record.kind === 'deposit.topup' ? record.depositStatus : null,
    transfer_value: record.kind === 'deposit.transfer' ? record.transferAmount : null,
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

type TransactionTotals = Awaited<ReturnType<typeof transactionReportTotals>>;
type DepositTotals = Awaited<ReturnType<typeof depositTotals>> | null;
type CashbackTotals = Awaited<ReturnType<typeof cashbackTotals>>;

const dateColumn = <Row extends { created_at: string }, Totals>(
  w: ReportWords,
  total: (totals: Totals) => string,
): FileColumn<Row, Totals> => ({
  header: w.headers.date,
  kind: 'date',
  width: 20,
  value: (row) => new Date(row.created_at),
  total,
});

type TransactionColumn = FileColumn<TransactionReportRow, TransactionTotals>;

function transactionColumns(w: ReportWords, kind: 'prepaid' | 'postpaid', balances = true): TransactionColumn[] {
  const h = w.headers;
  const columns: TransactionColumn[] = [
    dateColumn(w, (totals) => fill(w.totals.transactions, { count: totals.count, success: totals.successCount })),
    { header: h.ref, kind: 'text', width: 18, value: (row) => row.ref_id },
    { header: h.orderNumber, kind: 'text', width: 16, value: (row) => row.order_number },
    {
      header: kind === 'postpaid' ? h.customerNo : h.destination,
      kind: 'text',
      width: 16,
      value: (row) => row.destination,
    },
    { header: h.productCode, kind: 'text', width: 12, value: (row) => row.product_code },
    { header: h.product, kind: 'text', width: 30, value: (row) => row.product_name },
  ];
  if (kind === 'postpaid') {
    columns.push(
      { header: h.customerName, kind: 'text', width: 24, value: (row) => row.customer_name },
      { header: h.period, kind: 'text', width: 16, value: (row) => row.period },
      {
        header: h.adminFee,
        kind: 'money',
        width: 12,
        value: (row) => row.admin_fee,
        total: (totals) => totals.adminFee,
      },
    );
  }
  columns.push(
    {
      header: h.price,
      kind: 'money',
      width: 14,
      value: (row) => row.price,
      total: (totals) => totals.price,
    },
    {
      header: h.sellingPrice,
      kind: 'money',
      width: 14,
      value: (row) => row.selling_price,
      total: (totals) => totals.sellingPrice,
    },
    { header: h.profit, kind: 'money', width: 12, value: (row) => row.profit, total: (totals) => totals.profit },
    { header: h.status, kind: 'text', width: 12, value: (row) => w.statuses[row.status] ?? row.status },
    { header: h.serial, kind: 'text', width: 28, value: (row) => row.serial_number },
  );
  if (balances) {
    columns.push(
      { header: h.startBalance, kind: 'money', width: 14, value: (row) => row.start_balance },
      { header: h.endBalance, kind: 'money', width: 14, value: (row) => row.end_balance },
    );
  }
  columns.push({ header: h.note, kind: 'text', width: 30, value: (row) => row.note });
  // RPT-02's further columns, after the ones the files always had.
  columns.push(
    { header: h.discount, kind: 'money', width: 12, value: (row) => row.discount, total: (totals) => totals.discount },
    { header: h.loss, kind: 'money', width: 12, value: (row) => row.loss, total: (totals) => totals.loss },
    {
      header: h.paymentMethod,
      kind: 'text',
      width: 12,
      value: (row) => w.paymentMethods[row.payment_method] ?? row.payment_method,
    },
    {
      header: h.paymentStatus,
      kind: 'text',
      width: 14,
      value: (row) => w.paymentStatuses[row.payment_status] ?? row.payment_status,
    },
  );
  // §3 down payments: what the customer paid now, owed, still owes, the seller's notes and whether it is paid.
  columns.push(
    {
      header: h.downPayment,
      kind: 'money',
      width: 14,
      value: (row) => row.down_payment,
      total: (totals) => totals.downPayment,
    },
    { header: h.customerDebt, kind: 'money', width: 14, value: (row) => row.customer_debt },
    {
      header: h.customerDebtOutstanding,
      kind: 'money',
      width: 14,
      value: (row) => row.customer_debt_outstanding,
      total: (totals) => totals.customerDebtOutstanding,
    },
    { header: h.customerDebtNotes, kind: 'text', width: 24, value: (row) => row.customer_debt_notes },
    {
      header: h.customerDebtStatus,
      kind: 'text',
      width: 14,
      value: (row) => (row.customer_debt_status ? w.customerDebtStatuses[row.customer_debt_status] : null),
    },
  );
  return columns;
}

type AgentTotals = TransactionTotals & { commission: number };
type AgentColumn = FileColumn<AgentTransactionReportRow, AgentTotals>;

/**
 * The agent report's file: who bought, then the purchase's columns (no balances: the deposit is the agent's), then
 * the reader's own commission on each.
 */
function agentTransactionColumns(w: ReportWords): AgentColumn[] {
  const [date, ...purchase] = transactionColumns(w, 'prepaid', false) as AgentColumn[];
  return [
    date as AgentColumn,
    { header: w.headers.agentName, kind: 'text', width: 22, value: (row) => row.agent_name },
    { header: w.headers.agentPhone, kind: 'text', width: 16, value: (row) => row.agent_phone },
    ...purchase,
    {
      header: w.headers.commission,
      kind: 'money',
      width: 14,
      value: (row) => row.commission,
      total: (totals) => totals.commission,
    },
  ];
}

// ---- RPT-01 agent list ----

type AgentListTotals = Awaited<ReturnType<typeof agentNetworkTotals>>;

function toAgentListRow(record: AgentListRecord): AgentListReportRow {
  return {
    id: record.id,
    name: record.name,
    phone: record.phone,
    role: record.role,
    level: record.depth,
    upline_name: record.uplineName,
    joined_at: record.createdAt.toISOString(),
    purchases_30_days: record.purchases,
    volume_30_days: record.volume,
    deposit: record.deposit,
  };
}

const agentListColumns = (w: ReportWords, h = w.headers): FileColumn<AgentListReportRow, AgentListTotals>[] => [
  {
    header: h.joinedAt,
    kind: 'date',
    width: 20,
    value: (row) => new Date(row.joined_at),
    total: (totals) => fill(w.totals.agents, { count: totals.count }),
  },
  { header: h.name, kind: 'text', width: 24, value: (row) => row.name },
  { header: h.phone, kind: 'text', width: 16, value: (row) => row.phone },
  { header: h.role, kind: 'text', width: 10, value: (row) => w.roles[row.role] ?? row.role },
  { header: h.level, kind: 'text', width: 8, value: (row) => String(row.level) },
  { header: h.upline, kind: 'text', width: 24, value: (row) => row.upline_name },
  {
    header: h.purchases30,
    kind: 'money',
    width: 14,
    value: (row) => row.purchases_30_days,
    total: (totals) => totals.purchases,
  },
  {
    header: h.volume30,
    kind: 'money',
    width: 16,
    value: (row) => row.volume_30_days,
    total: (totals) => totals.volume,
  },
  { header: h.deposit, kind: 'money', width: 16, value: (row) => row.deposit, total: (totals) => totals.deposit },
];

const depositColumns = (w: ReportWords, h = w.headers): FileColumn<DepositReportRow, DepositTotals>[] => [
  dateColumn(w, (totals) => fill(w.totals.movements, { count: totals?.count ?? 0 })),
  { header: h.kind, kind: 'text', width: 22, value: (row) => w.movements[row.kind] ?? row.kind },
  { header: h.method, kind: 'text', width: 12, value: (row) => row.method },
  { header: h.reference, kind: 'text', width: 20, value: (row) => row.reference },
  { header: h.debit, kind: 'money', width: 14, value: (row) => row.debit, total: (totals) => totals?.debit ?? 0 },
  { header: h.credit, kind: 'money', width: 14, value: (row) => row.credit, total: (totals) => totals?.credit ?? 0 },
  {
    header: h.startBalance,
    kind: 'money',
    width: 14,
    value: (row) => row.start_balance,
    total: (totals) => totals?.opening ?? null,
  },
  {
    header: h.endBalance,
    kind: 'money',
    width: 14,
    value: (row) => row.end_balance,
    total: (totals) => totals?.closing ?? null,
  },
  {
    header: h.notes,
    kind: 'text',
    width: 30,
    value: (row) => [row.counterparty, row.note].filter(Boolean).join(' — ') || null,
  },
  {
    header: h.serviceFee,
    kind: 'money',
    width: 12,
    value: (row) => row.service_fee,
    total: (totals) => totals?.serviceFee ?? 0,
  },
  {
    header: h.paymentStatus,
    kind: 'text',
    width: 14,
    value: (row) => (row.payment_status ? (w.paymentStatuses[row.payment_status] ?? row.payment_status) : null),
  },
  {
    header: h.transferValue,
    kind: 'money',
    width: 14,
    value: (row) => row.transfer_value,
    total: (totals) => totals?.transferValue ?? 0,
  },
];

const cashbackColumns = (w: ReportWords, h = w.headers): FileColumn<CashbackReportRow, CashbackTotals>[] => [
  dateColumn(w, (totals) => fill(w.totals.cashback, { count: totals.count })),
  { header: h.earnedOn, kind: 'text', width: 14, value: (row) => row.earned_on },
  { header: h.ref, kind: 'text', width: 18, value: (row) => row.ref_id ?? row.source },
  { header: h.product, kind: 'text', width: 30, value: (row) => row.product_name },
  { header: h.destination, kind: 'text', width: 16, value: (row) => row.destination },
  { header: h.cashback, kind: 'money', width: 12, value: (row) => row.amount, total: (totals) => totals.amount },
  {
    header: h.status,
    kind: 'text',
    width: 14,
    value: (row) => w.statuses[row.status] ?? row.status,
    total: (totals) => fill(w.totals.cashbackSplit, { credited: totals.credited, pending: totals.pending }),
  },
  {
    header: h.creditedAt,
    kind: 'date',
    width: 20,
    value: (row) => (row.credited_at ? new Date(row.credited_at) : null),
  },
];

// ---- RPT-02 debt columns (AGT-06): the agent debt report ----

type DebtTotals = Awaited<ReturnType<typeof depositTotals>> | null;

/** A movement of the agent debt account as the report shows it: the debt grows by a drawing, shrinks by a repayment. */
function toDebtRow(record: DepositMovementRecord, loans: Map<string, LoanState>): DebtReportRow {
  const loan = record.reference ? loans.get(record.reference) : undefined;
  return {
    id: record.id,
    created_at: record.createdAt.toISOString(),
    kind: record.kind,
    reference: record.reference,
    // The agent_debt account is below zero by what is owed: a drawing is a negative entry.
    debt_value: -record.amount,
    current_debt: -record.balanceAfter,
    debt_notes: [record.memo, loan?.note].filter(Boolean).join(' — ') || null,
    debt_status: loan ? (loan.overdue ? 'overdue' : loan.status) : null,
    due_date: loan?.due_date ?? null,
  };
}

const debtColumns = (w: ReportWords, h = w.headers): FileColumn<DebtReportRow, DebtTotals>[] => [
  dateColumn(w, (totals) => fill(w.totals.movements, { count: totals?.count ?? 0 })),
  { header: h.kind, kind: 'text', width: 22, value: (row) => w.movements[row.kind] ?? row.kind },
  { header: h.reference, kind: 'text', width: 38, value: (row) => row.reference },
  {
    header: h.debtValue,
    kind: 'money',
    width: 14,
    value: (row) => row.debt_value,
    total: (totals) => (totals ? totals.debit - totals.credit : 0),
  },
  {
    header: h.currentDebt,
    kind: 'money',
    width: 14,
    value: (row) => row.current_debt,
    total: (totals) => (totals?.closing === null || totals?.closing === undefined ? null : -totals.closing),
  },
  { header: h.debtNotes, kind: 'text', width: 30, value: (row) => row.debt_notes },
  {
    header: h.debtStatus,
    kind: 'text',
    width: 14,
    value: (row) => (row.debt_status ? (w.debtStatuses[row.debt_status] ?? row.debt_status) : null),
  },
  { header: h.dueDate, kind: 'text', width: 12, value: (row) => row.due_date },
];

export type ExportedReport = { stream: Readable; contentType: string; filename: string };

export function createReportsService(deps: { database: Database; clock: Clock; exportBatchSize?: number }) {
  const { database, clock } = deps;
  const batchSize = deps.exportBatchSize ?? defaultExportBatchSize;

  function transactionFilter(kind: TransactionFilter['kind'], query: TransactionReportQuery): TransactionFilter {
    const { from, to } = reportPeriod(query, clock.now());
    return {
      kind,
      from,
      to,
      status: query.status,
      family: kind === 'prepaid' ? query.family : undefined,
      product: query.product || undefined,
      search: query.search || undefined,
      customerDebtOnly: query.debt === 'customer',
    };
  }

  const totalsOf = (totals: TransactionTotals) => ({
    count: totals.count,
    success_count: totals.successCount,
    price: totals.price,
    selling_price: totals.sellingPrice,
    profit: totals.profit,
    discount: totals.discount,
    loss: totals.loss,
    admin_fee: totals.adminFee,
    down_payment: totals.downPayment,
    customer_debt_outstanding: totals.customerDebtOutstanding,
  });

  /** The purchases of a page of the agent report with their buyers; the balances are the agents' own business. */
  async function agentRows(tx: Tx, tenantId: string, uplineId: string, filter: TransactionFilter, window: PageWindow) {
    const records = await withCustomerDebts(
      tx,
      tenantId,
      await listTransactions(tx, tenantId, uplineId, filter, window, null),
    );
    const buyers = await buyersOf(
      tx,
      tenantId,
      records.map((record) => record.accountId),
    );
    return records.map((record) => ({ ...record, buyer: buyers.get(record.accountId) }));
  }
  const toAgentRow = (
    record: Awaited<ReturnType<typeof agentRows>>[number],
    readerId: string,
    locale: Locale,
  ): AgentTransactionReportRow => ({
    ...toTransactionRow(record, locale),
    agent_name: record.buyer?.name ?? '',
    agent_phone: record.buyer?.phone ?? '',
    // The reader's leg, paid when the purchase succeeded and taken back by a refund.
    commission:
      record.status === 'success'
        ? record.commissionLegs.filter((leg) => leg.accountId === readerId).reduce((sum, leg) => sum + leg.amount, 0)
        : 0,
  });
  const agentTotals = async (tx: Tx, tenantId: string, readerId: string, filter: TransactionFilter) => ({
    ...(await transactionReportTotals(tx, tenantId, readerId, filter)),
    commission: await commissionTotal(tx, tenantId, readerId, filter),
  });

  /** RPT-01 agent list: the join date is what the period filters; purchases are always the last 30 Jakarta days. */
  function agentListFilter(query: AgentListReportQuery): { filter: AgentListFilter; since: Date } {
    const { from, to } = reportPeriod(query, clock.now());
    const since = jakartaDayStart(addDays(jakartaDate(clock.now()), -29));
    return { filter: { from, to, search: query.search || undefined }, since };
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
    auth: Principal,
    kind: 'prepaid' | 'postpaid',
    query: TransactionReportQuery,
    locale: Locale,
  ): Promise<TransactionReport> {
    const filter = transactionFilter(kind, query);
    return database.withTenant(tenant.id, async (tx) => {
      const ledgerId = await depositLedgerAccountId(tx, tenant.id, auth.accountId);
      const rows = await withCustomerDebts(
        tx,
        tenant.id,
        await listTransactions(tx, tenant.id, auth.accountId, filter, offsetWindow(query), ledgerId),
      );
      const totals = await transactionReportTotals(tx, tenant.id, auth.accountId, filter);
      return {
        data: rows.map((row) => toTransactionRow(row, locale)),
        meta: meta(query, totals.count),
        totals: totalsOf(totals),
      };
    });
  }

  /** RPT-01: the purchases (prepaid and bills) of the agents who registered with the account's referral code. */
  async function agentTransactions(
    tenant: Tenant,
    auth: Principal,
    query: TransactionReportQuery,
    locale: Locale,
  ): Promise<AgentTransactionReport> {
    const filter = transactionFilter('agents', query);
    return database.withTenant(tenant.id, async (tx) => {
      const rows = await agentRows(tx, tenant.id, auth.accountId, filter, offsetWindow(query));
      const totals = await agentTotals(tx, tenant.id, auth.accountId, filter);
      return {
        data: rows.map((row) => toAgentRow(row, auth.accountId, locale)),
        meta: meta(query, totals.count),
        totals: { ...totalsOf(totals), commission: totals.commission },
      };
    });
  }

  async function agentList(tenant: Tenant, auth: Principal, query: AgentListReportQuery): Promise<AgentListReport> {
    const { filter, since } = agentListFilter(query);
    return database.withTenant(tenant.id, async (tx) => {
      const rows = await listAgentNetwork(tx, tenant.id, auth.accountId, filter, offsetWindow(query), since);
      const totals = await agentNetworkTotals(tx, tenant.id, auth.accountId, filter, since);
      return {
        data: rows.map(toAgentListRow),
        meta: meta(query, totals.count),
        totals: {
          count: totals.count,
          purchases_30_days: totals.purchases,
          volume_30_days: totals.volume,
          deposit: totals.deposit,
        },
      };
    });
  }

  function agentListFile(
    tenant: Tenant,
    auth: Principal,
    query: AgentListReportQuery,
    w: ReportWords,
  ): ReportFile<AgentListReportRow, AgentListTotals> {
    const { filter, since } = agentListFilter(query);
    return {
      sheetName: w.titles.agen,
      title: `${w.titles.agen} — ${tenant.brandName}`,
      subtitle: subtitleOf(query, clock.now(), w.filter, w.statuses),
      columns: agentListColumns(w),
      rows: allRows(
        database,
        tenant.id,
        batchSize,
        (tx, window) => listAgentNetwork(tx, tenant.id, auth.accountId, filter, window, since),
        toAgentListRow,
      ),
      totals: () =>
        database.withTenant(tenant.id, (tx) => agentNetworkTotals(tx, tenant.id, auth.accountId, filter, since)),
    };
  }

  function agentTransactionsFile(
    tenant: Tenant,
    auth: Principal,
    query: TransactionReportQuery,
    locale: Locale,
  ): ReportFile<AgentTransactionReportRow, AgentTotals> {
    const w = reportWords(locale);
    const filter = transactionFilter('agents', query);
    return {
      sheetName: w.titles['transaksi-agen'],
      title: `${w.titles['transaksi-agen']} — ${tenant.brandName}`,
      subtitle: subtitleOf(query, clock.now(), w.filter, w.statuses),
      columns: agentTransactionColumns(w),
      rows: allRows(
        database,
        tenant.id,
        batchSize,
        (tx, window) => agentRows(tx, tenant.id, auth.accountId, filter, window),
        (row) => toAgentRow(row, auth.accountId, locale),
      ),
      totals: () => database.withTenant(tenant.id, (tx) => agentTotals(tx, tenant.id, auth.accountId, filter)),
    };
  }

  function transactionsFile(
    tenant: Tenant,
    auth: Principal,
    name: 'prabayar' | 'pascabayar',
    query: TransactionReportQuery,
    locale: Locale,
  ): ReportFile<TransactionReportRow, TransactionTotals> {
    const w = reportWords(locale);
    const kind = name === 'prabayar' ? 'prepaid' : 'postpaid';
    const filter = transactionFilter(kind, query);
    const columns = transactionColumns(w, kind);
    let ledgerId: Promise<string | null> | null = null;
    return {
      sheetName: w.titles[name],
      title: `${w.titles[name]} — ${tenant.brandName}`,
      subtitle: subtitleOf(query, clock.now(), w.filter, w.statuses),
      columns,
      rows: allRows(
        database,
        tenant.id,
        batchSize,
        async (tx, window) => {
          ledgerId ??= depositLedgerAccountId(tx, tenant.id, auth.accountId);
          const records = await listTransactions(tx, tenant.id, auth.accountId, filter, window, await ledgerId);
          return withCustomerDebts(tx, tenant.id, records);
        },
        (row) => toTransactionRow(row, locale),
      ),
      totals: () =>
        database.withTenant(tenant.id, (tx) => transactionReportTotals(tx, tenant.id, auth.accountId, filter)),
    };
  }

  async function deposit(tenant: Tenant, auth: Principal, query: DepositReportQuery): Promise<DepositReport> {
    const filter = depositFilter(query);
    return database.withTenant(tenant.id, async (tx) => {
      const ledgerId = await depositLedgerAccountId(tx, tenant.id, auth.accountId);
      if (!ledgerId) {
        return {
          data: [],
          meta: meta(query, 0),
          totals: {
            count: 0,
            debit: 0,
            credit: 0,
            service_fee: 0,
            transfer_value: 0,
            opening_balance: null,
            closing_balance: null,
          },
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
          service_fee: totals.serviceFee,
          transfer_value: totals.transferValue,
          credit: totals.credit,
          opening_balance: totals.opening,
          closing_balance: totals.closing,
        },
      };
    });
  }

  function depositFile(
    tenant: Tenant,
    auth: Principal,
    query: DepositReportQuery,
    w: ReportWords,
  ): ReportFile<DepositReportRow, DepositTotals> {
    const filter = depositFilter(query);
    let ledgerId: Promise<string | null> | null = null;
    const ledgerOf = (tx: Tx) => (ledgerId ??= depositLedgerAccountId(tx, tenant.id, auth.accountId));
    return {
      sheetName: w.titles.deposit,
      title: `${w.titles.deposit} — ${tenant.brandName}`,
      subtitle: subtitleOf(query, clock.now(), w.filter, w.statuses),
      columns: depositColumns(w),
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

  async function cashback(tenant: Tenant, auth: Principal, query: CashbackReportQuery): Promise<CashbackReport> {
    const filter = cashbackFilter(query);
    return database.withTenant(tenant.id, async (tx) => {
      const rows = await listCashback(tx, tenant.id, auth.accountId, filter, offsetWindow(query));
      const totals = await cashbackTotals(tx, tenant.id, auth.accountId, filter);
      return { data: rows.map(toCashbackRow), meta: meta(query, totals.count), totals };
    });
  }

  /** The debt movements of a page (or an export's batch) with their loans' states. */
  async function debtRows(tx: Tx, tenantId: string, accountId: string, filter: DepositFilter, window: PageWindow) {
    const ledgerId = await debtLedgerAccountId(tx, tenantId, accountId);
    if (!ledgerId) return [];
    const records = await listDepositMovements(tx, tenantId, accountId, ledgerId, filter, window);
    const loans = await loanStatesOf(
      tx,
      tenantId,
      records.map((record) => record.reference ?? ''),
      jakartaDate(clock.now()),
    );
    return records.map((record) => ({ ...record, row: toDebtRow(record, loans) }));
  }

  async function debt(tenant: Tenant, auth: Principal, query: DebtReportQuery): Promise<DebtReport> {
    const filter = depositFilter({ ...query, direction: undefined });
    return database.withTenant(tenant.id, async (tx) => {
      const rows = await debtRows(tx, tenant.id, auth.accountId, filter, offsetWindow(query));
      const ledgerId = await debtLedgerAccountId(tx, tenant.id, auth.accountId);
      const totals = ledgerId ? await depositTotals(tx, tenant.id, ledgerId, filter) : null;
      return {
        data: rows.map((record) => record.row),
        meta: meta(query, totals?.count ?? 0),
        totals: {
          count: totals?.count ?? 0,
          borrowed: totals?.debit ?? 0,
          repaid: totals?.credit ?? 0,
          opening_debt: totals?.opening ? -totals.opening : 0,
          closing_debt: totals?.closing ? -totals.closing : 0,
        },
      };
    });
  }

  function debtFile(
    tenant: Tenant,
    auth: Principal,
    query: DebtReportQuery,
    w: ReportWords,
  ): ReportFile<DebtReportRow, DebtTotals> {
    const filter = depositFilter({ ...query, direction: undefined });
    return {
      sheetName: w.titles.utang,
      title: `${w.titles.utang} — ${tenant.brandName}`,
      subtitle: subtitleOf(query, clock.now(), w.filter, w.statuses),
      columns: debtColumns(w),
      rows: allRows(
        database,
        tenant.id,
        batchSize,
        (tx, window) => debtRows(tx, tenant.id, auth.accountId, filter, window),
        (record) => record.row,
      ),
      totals: () =>
        database.withTenant(tenant.id, async (tx) => {
          const id = await debtLedgerAccountId(tx, tenant.id, auth.accountId);
          return id ? depositTotals(tx, tenant.id, id, filter) : null;
        }),
    };
  }

  function cashbackFile(
    tenant: Tenant,
    auth: Principal,
    query: CashbackReportQuery,
    w: ReportWords,
  ): ReportFile<CashbackReportRow, CashbackTotals> {
    const filter = cashbackFilter(query);
    return {
      sheetName: w.titles.cashback,
      title: `${w.titles.cashback} — ${tenant.brandName}`,
      subtitle: subtitleOf(query, clock.now(), w.filter, w.statuses),
      columns: cashbackColumns(w),
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

  // RPT-01 shop: its own file, on the same period and subtitle as every report.
  const shopReport = createShopReport({
    database,
    clock,
    period: (query) => reportPeriod(query, clock.now()),
    subtitle: (query, w) => subtitleOf(query, clock.now(), w.filter, w.statuses),
  });

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
    prepaid: (tenant: Tenant, auth: Principal, query: TransactionReportQuery, locale: Locale) =>
      transactions(tenant, auth, 'prepaid', query, locale),
    /** RPT-01/RPT-02: bill payments, with the customer name, period and admin fee of the bill. */
    postpaid: (tenant: Tenant, auth: Principal, query: TransactionReportQuery, locale: Locale) =>
      transactions(tenant, auth, 'postpaid', query, locale),
    deposit,
    cashback,
    agentTransactions,
    /** RPT-01 agent list: the reader's whole downline (agents and masters: the routes check it). */
    agentList,
    exportAgentList(
      tenant: Tenant,
      auth: Principal,
      query: AgentListReportQuery,
      format: ExportFormat,
      locale: Locale,
    ): ExportedReport {
      return exported('agen', format, query, agentListFile(tenant, auth, query, reportWords(locale)));
    },

    /** Which conditional tabs the account sees: agent transactions once it has agents and may see them. */
    async availability(tenant: Tenant, auth: Principal): Promise<ReportAvailability> {
      const allowed = auth.permissions.includes(permissions.agentTransactions);
      return {
        agent_transactions:
          allowed && (await database.withTenant(tenant.id, (tx) => hasAgents(tx, tenant.id, auth.accountId))),
        agent_transactions_allowed: allowed,
        agent_debt: tenant.agentDebtEnabled && (auth.role === 'agent' || auth.role === 'master'),
        shop: tenant.features.shop && auth.permissions.includes(permissions.admin),
      };
    },

    /** RPT-01 shop: the shop's sales per day (its admins, where the shop is on: the routes check both). */
    shop: shopReport.shop,
    exportShop(tenant: Tenant, query: ShopReportQuery, format: ExportFormat, locale: Locale): ExportedReport {
      return exported('toko', format, query, shopReport.shopFile(tenant, query, locale));
    },

    /** Every row of the filter (all pages) as .xlsx or .csv. */
    exportTransactions(
      tenant: Tenant,
      auth: Principal,
      name: 'prabayar' | 'pascabayar',
      query: TransactionReportQuery,
      format: ExportFormat,
      locale: Locale,
    ): ExportedReport {
      return exported(name, format, query, transactionsFile(tenant, auth, name, query, locale));
    },
    exportAgentTransactions(
      tenant: Tenant,
      auth: Principal,
      query: TransactionReportQuery,
      format: ExportFormat,
      locale: Locale,
    ): ExportedReport {
      return exported('transaksi-agen', format, query, agentTransactionsFile(tenant, auth, query, locale));
    },
    exportDeposit(
      tenant: Tenant,
      auth: Principal,
      query: DepositReportQuery,
      format: ExportFormat,
      locale: Locale,
    ): ExportedReport {
      return exported('deposit', format, query, depositFile(tenant, auth, query, reportWords(locale)));
    },
    /** RPT-02's debt columns: the account's agent debt movements (AGT-06). */
    debt,
    exportDebt(
      tenant: Tenant,
      auth: Principal,
      query: DebtReportQuery,
      format: ExportFormat,
      locale: Locale,
    ): ExportedReport {
      return exported('utang', format, query, debtFile(tenant, auth, query, reportWords(locale)));
    },
    exportCashback(
      tenant: Tenant,
      auth: Principal,
      query: CashbackReportQuery,
      format: ExportFormat,
      locale: Locale,
    ): ExportedReport {
      return exported('cashback', format, query, cashbackFile(tenant, auth, query, reportWords(locale)));
    },
  };
}

type PeriodQuery = { preset?: DatePreset | undefined; from?: string | undefined; to?: string | undefined };

/** The filter that made a file, in one line under its title. */
function subtitleOf(
  query: PeriodQuery & { status?: string; direction?: string; product?: string; search?: string },
  now: Date,
  words: ReportWords['filter'],
  statuses: ReportWords['statuses'],
): string {
  const parts = [`${words.period}: ${reportPeriod(query, now, words).label}`];
  if (query.status) parts.push(`${words.status}: ${statuses[query.status] ?? query.status}`);
  if (query.direction) parts.push(`${words.direction}: ${query.direction === 'credit' ? words.credit : words.debit}`);
  if (query.product) parts.push(`${words.product}: ${query.product}`);
  if (query.search) parts.push(`${words.search}: ${query.search}`);
  parts.push(`${words.made}: ${jakartaDateTime(now).slice(0, 16)} WIB`);
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
