import { z } from 'zod';
import { dateOrder } from '../validation/rules.ts';
import { purchasableFamilies } from '../ppob/families.ts';
import { apiBase } from './site.ts';
import {
  customerDebtStatuses,
  datePresets,
  paymentSources,
  transactionStatuses,
  type TransactionStatus,
} from './transactions.ts';

/**
 * RPT-01..RPT-03: the reports of the logged-in account. Each report answers one page of rows for a filter, the
 * totals over the whole filter (every page), and downloads exactly that filter as .xlsx or .csv.
 */
export const reportNames = [
  'prabayar',
  'pascabayar',
  'deposit',
  'cashback',
  'transaksi-agen',
  'agen',
  'utang',
  'toko',
] as const;
export type ReportName = (typeof reportNames)[number];

const reportPath = (name: ReportName) => `${apiBase}/report/${name}`;

export const reportPaths = {
  prepaid: reportPath('prabayar'),
  postpaid: reportPath('pascabayar'),
  deposit: reportPath('deposit'),
  cashback: reportPath('cashback'),
  /** The purchases of the agents who registered with the account's referral code. */
  agentTransactions: reportPath('transaksi-agen'),
  /** RPT-01 agent list: everyone under the account in the network, with level, role, join date, purchases, deposit. */
  agentList: reportPath('agen'),
  /** RPT-02's debt columns: every movement of the account's agent debt (AGT-06). */
  debt: reportPath('utang'),
  /** RPT-01 shop: the tenant's shop sales per Jakarta day (its admins, where the shop is on). */
  shop: reportPath('toko'),
  /** Which of the conditional reports (agent transactions) the account has. */
  available: `${apiBase}/report/available`,
  /** GET with the report's filters and `format=xlsx|csv`: every row of the filter as a file. */
  export: (name: ReportName) => `${reportPath(name)}/export`,
} as const;

export const exportFormats = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const reportPerPageMax = 100;

/** What every report filters by: a period (a preset, or from/to as Jakarta calendar days, inclusive) and a page. */
const periodFields = {
  preset: z.enum(datePresets).optional(),
  /** YYYY-MM-DD (Jakarta), inclusive. Ignored when a preset is given. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(reportPerPageMax).default(20),
};

/** A custom range must not end before it starts (a preset replaces it). */
const rangeInOrder = dateOrder('to', 'after_or_equal', 'from', { when: (query) => query.preset === undefined });

/** Text searches: trimmed; an empty one is no filter. */
const searchText = z.string().trim().max(60).optional();

/** The statuses a purchase report shows and filters by: a bill only looked up (inquiry) is not a transaction. */
export const reportTransactionStatuses = transactionStatuses.filter(
  (status): status is Exclude<TransactionStatus, 'inquiry'> => status !== 'inquiry',
);

const transactionFilters = z.object({
  ...periodFields,
  status: z.enum(reportTransactionStatuses).optional(),
  family: z.enum(purchasableFamilies).optional(),
  /** Product code or name. */
  product: searchText,
  /** Destination (customer) number, ref id or order number; in the agent report also the agent's name or phone. */
  search: searchText,
  /**
   * `customer`: only the purchases sold with a down payment, whose customer owed the seller the rest (§3): the
   * debt history's prepaid and postpaid tabs (NAV-11 `debt-history/*`).
   */
  debt: z.enum(['customer']).optional(),
});
/** Prepaid and postpaid purchases. */
export const transactionReportQuery = transactionFilters.check(rangeInOrder);
export type TransactionReportQuery = z.input<typeof transactionReportQuery>;

export const depositDirections = ['credit', 'debit'] as const;
export type DepositDirection = (typeof depositDirections)[number];

const depositFilters = z.object({
  ...periodFields,
  direction: z.enum(depositDirections).optional(),
  /** Reference (DEP…, TRF…, a purchase's ref id) or note. */
  search: searchText,
});
/** Every movement of the deposit. */
export const depositReportQuery = depositFilters.check(rangeInOrder);
export type DepositReportQuery = z.input<typeof depositReportQuery>;

export const cashbackStatuses = ['credited', 'pending'] as const;
export type CashbackStatus = (typeof cashbackStatuses)[number];

const cashbackFilters = z.object({
  ...periodFields,
  status: z.enum(cashbackStatuses).optional(),
  /** The earning purchase's ref id, destination number or product. */
  search: searchText,
});
export const cashbackReportQuery = cashbackFilters.check(rangeInOrder);
export type CashbackReportQuery = z.input<typeof cashbackReportQuery>;

/** The same filters plus the file format; page and per_page are ignored: a file holds every page. */
const exportFormat = { format: z.enum(exportFormats).default('xlsx') };
export const transactionExportQuery = transactionFilters.extend(exportFormat).check(rangeInOrder);
export const depositExportQuery = depositFilters.extend(exportFormat).check(rangeInOrder);
export const cashbackExportQuery = cashbackFilters.extend(exportFormat).check(rangeInOrder);

const meta = z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() });

/** §3 Report columns of a purchase; the postpaid fields are null on prepaid rows. */
export const transactionReportRowSchema = z.object({
  created_at: z.string(),
  ref_id: z.string(),
  order_number: z.string().nullable(),
  destination: z.string(),
  product_code: z.string(),
  product_name: z.string(),
  family: z.string(),
  operator_name: z.string(),
  /** The deducted balance: what the deposit was charged. */
  price: z.number().int(),
  selling_price: z.number().int(),
  profit: z.number().int(),
  status: z.enum(transactionStatuses),
  serial_number: z.string().nullable(),
  /** Why it failed, when it did. */
  note: z.string().nullable(),
  /** The deposit before and after the purchase's debit (null when no debit was found). */
  start_balance: z.number().int().nullable(),
  end_balance: z.number().int().nullable(),
  customer_name: z.string().nullable(),
  /** Postpaid: the biller type, billed months and admin fee. */
  postpaid_type: z.string().nullable(),
  period: z.string().nullable(),
  admin_fee: z.number().int().nullable(),
  /** RPT-02: the cashback the purchase earns back (the tenant's discount on it). */
  discount: z.number().int(),
  /** RPT-02: what selling it cost the seller: the price above the selling price, 0 when sold at a profit. */
  loss: z.number().int(),
  /**
   * RPT-02: how it was paid (the deposit, or where the tenant allows it the cashback wallet or the agent's loan, §1)
   * and whether that payment stands, was refunded or is pending.
   */
  payment_method: z.enum(paymentSources),
  payment_status: z.enum(['paid', 'pending', 'refunded']),
  /**
   * §3 down payment (all null when the purchase was not sold with one): what the customer paid now, what they owed
   * after it, what they still owe now, the seller's notes, and whether it is paid (void: the purchase failed).
   */
  down_payment: z.number().int().nullable(),
  customer_debt: z.number().int().nullable(),
  customer_debt_outstanding: z.number().int().nullable(),
  customer_debt_notes: z.string().nullable(),
  customer_debt_status: z.enum(customerDebtStatuses).nullable(),
});
export type TransactionReportRow = z.infer<typeof transactionReportRowSchema>;

/**
 * Totals over the whole filter. Money totals count successful purchases only: a failed or returned purchase was
 * refunded and cost nothing.
 */
export const transactionReportTotalsSchema = z.object({
  count: z.number().int(),
  success_count: z.number().int(),
  price: z.number().int(),
  selling_price: z.number().int(),
  profit: z.number().int(),
  admin_fee: z.number().int(),
  discount: z.number().int(),
  loss: z.number().int(),
  /** §3 down payments of the successful purchases, and what their customers still owe. */
  down_payment: z.number().int(),
  customer_debt_outstanding: z.number().int(),
});
export type TransactionReportTotals = z.infer<typeof transactionReportTotalsSchema>;

export const transactionReportResponseSchema = z.object({
  data: z.array(transactionReportRowSchema),
  meta,
  totals: transactionReportTotalsSchema,
});
export type TransactionReport = z.infer<typeof transactionReportResponseSchema>;

/** A purchase of one of the account's agents: the purchase's columns, who bought it and what the reader earned. */
export const agentTransactionReportRowSchema = transactionReportRowSchema.extend({
  agent_name: z.string(),
  agent_phone: z.string(),
  /** The reader's own commission leg on the purchase (0 unless it succeeded: a refund takes the leg back). */
  commission: z.number().int(),
});
export type AgentTransactionReportRow = z.infer<typeof agentTransactionReportRowSchema>;

export const agentTransactionReportResponseSchema = transactionReportResponseSchema.extend({
  data: z.array(agentTransactionReportRowSchema),
  /** The purchase totals and the reader's commission over the whole filter. */
  totals: transactionReportTotalsSchema.extend({ commission: z.number().int() }),
});
export type AgentTransactionReport = z.infer<typeof agentTransactionReportResponseSchema>;

/** RPT-01: the agent transactions tab shows only to an account that has agents. */
export const reportAvailabilitySchema = z.object({
  /** The agents tab shows: the account may see its agents' purchases and somebody registered with its code. */
  agent_transactions: z.boolean(),
  /** The account may open the agents report at all (agents and master agents); others are told who it is for. */
  agent_transactions_allowed: z.boolean(),
  /** The agent debt tab (RPT-02 debt columns) shows where the tenant lends to agents, to agents and masters. */
  agent_debt: z.boolean().optional(),
  /** The shop report (RPT-01 shop) shows where the tenant's shop is on, to its admins. */
  shop: z.boolean().optional(),
});
export type ReportAvailability = z.infer<typeof reportAvailabilitySchema>;

export const depositReportRowSchema = z.object({
  /** The ledger entry. */
  id: z.string(),
  created_at: z.string(),
  /** What moved the money: deposit.topup, deposit.transfer, purchase.debit, purchase.refund, cashback.credit, … */
  kind: z.string(),
  /** The payment method of a top-up (qris, bca, …); null for other movements. */
  method: z.string().nullable(),
  /** RPT-02: a top-up's service fee (what the payment channel charges) and payment status; null for others. */
  service_fee: z.number().int().nullable(),
  payment_status: z.string().nullable(),
  /** RPT-02: the amount a balance transfer moved; null for other movements. */
  transfer_value: z.number().int().nullable(),
  /** DEP… of a top-up, TRF… of a transfer, the ref id of a purchase. */
  reference: z.string().nullable(),
  note: z.string().nullable(),
  /** The other side of a transfer (phone and name). */
  counterparty: z.string().nullable(),
  debit: z.number().int(),
  credit: z.number().int(),
  start_balance: z.number().int(),
  end_balance: z.number().int(),
});
export type DepositReportRow = z.infer<typeof depositReportRowSchema>;

export const depositReportTotalsSchema = z.object({
  count: z.number().int(),
  debit: z.number().int(),
  credit: z.number().int(),
  service_fee: z.number().int(),
  transfer_value: z.number().int(),
  /** The balance before the earliest and after the latest movement of the filter (null when there is none). */
  opening_balance: z.number().int().nullable(),
  closing_balance: z.number().int().nullable(),
});
export type DepositReportTotals = z.infer<typeof depositReportTotalsSchema>;

export const depositReportResponseSchema = z.object({
  data: z.array(depositReportRowSchema),
  meta,
  totals: depositReportTotalsSchema,
});
export type DepositReport = z.infer<typeof depositReportResponseSchema>;

export const cashbackReportRowSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  /** The Jakarta day the purchase earned it; it reaches the deposit a later day. */
  earned_on: z.string(),
  /** What earned it: `purchase:<ref id>`. */
  source: z.string(),
  ref_id: z.string().nullable(),
  product_name: z.string().nullable(),
  destination: z.string().nullable(),
  amount: z.number().int(),
  status: z.enum(cashbackStatuses),
  credited_at: z.string().nullable(),
});
export type CashbackReportRow = z.infer<typeof cashbackReportRowSchema>;

export const cashbackReportTotalsSchema = z.object({
  count: z.number().int(),
  amount: z.number().int(),
  credited: z.number().int(),
  pending: z.number().int(),
});
export type CashbackReportTotals = z.infer<typeof cashbackReportTotalsSchema>;

export const cashbackReportResponseSchema = z.object({
  data: z.array(cashbackReportRowSchema),
  meta,
  totals: cashbackReportTotalsSchema,
});
export type CashbackReport = z.infer<typeof cashbackReportResponseSchema>;

/* ---- RPT-02 debt columns (AGT-06): the agent debt report, every movement of the account's agent debt. ---- */

const debtFilters = z.object({
  ...periodFields,
  /** The loan's reference or a note. */
  search: searchText,
});
export const debtReportQuery = debtFilters.check(rangeInOrder);
export type DebtReportQuery = z.input<typeof debtReportQuery>;
export const debtExportQuery = debtFilters.extend(exportFormat).check(rangeInOrder);

export const debtReportRowSchema = z.object({
  /** The ledger entry. */
  id: z.string(),
  created_at: z.string(),
  /** agent_loan.draw (the debt grows) or agent_loan.repayment (it shrinks). */
  kind: z.string(),
  /** The loan. */
  reference: z.string().nullable(),
  /** RPT-02 debt value: what the movement added to the debt (negative for a repayment). */
  debt_value: z.number().int(),
  /** RPT-02 current debt: what is owed after the movement. */
  current_debt: z.number().int(),
  /** RPT-02 debt notes: the movement's memo and the loan's note. */
  debt_notes: z.string().nullable(),
  /** RPT-02 debt status: the loan's state now (pending, active, inactive, rejected) or overdue. */
  debt_status: z.string().nullable(),
  due_date: z.string().nullable(),
});
export type DebtReportRow = z.infer<typeof debtReportRowSchema>;

export const debtReportTotalsSchema = z.object({
  count: z.number().int(),
  borrowed: z.number().int(),
  repaid: z.number().int(),
  /** The debt before the first movement of the filter and after its last. */
  opening_debt: z.number().int(),
  closing_debt: z.number().int(),
});
export type DebtReportTotals = z.infer<typeof debtReportTotalsSchema>;

export const debtReportResponseSchema = z.object({
  data: z.array(debtReportRowSchema),
  meta,
  totals: debtReportTotalsSchema,
});
export type DebtReport = z.infer<typeof debtReportResponseSchema>;

/* ---- RPT-01 agent list: everyone under the account in the network (the closure table), any depth. ---- */

const agentListFilters = z.object({
  /** The period filters the join date; without one, every downline. */
  ...periodFields,
  /** Name, phone or e-mail. */
  search: searchText,
});
export const agentListReportQuery = agentListFilters.check(rangeInOrder);
export type AgentListReportQuery = z.input<typeof agentListReportQuery>;
export const agentListExportQuery = agentListFilters.extend(exportFormat).check(rangeInOrder);

export const agentListReportRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  role: z.string(),
  /** 1: registered directly under the reader; 2: under one of those; and so on. */
  level: z.number().int(),
  upline_name: z.string().nullable(),
  joined_at: z.string(),
  /** The downline's own successful purchases of the last 30 days: how many and their total. */
  purchases_30_days: z.number().int(),
  volume_30_days: z.number().int(),
  /** Its deposit balance now. */
  deposit: z.number().int(),
});
export type AgentListReportRow = z.infer<typeof agentListReportRowSchema>;

export const agentListReportTotalsSchema = z.object({
  count: z.number().int(),
  purchases_30_days: z.number().int(),
  volume_30_days: z.number().int(),
  deposit: z.number().int(),
});
export type AgentListReportTotals = z.infer<typeof agentListReportTotalsSchema>;

export const agentListReportResponseSchema = z.object({
  data: z.array(agentListReportRowSchema),
  meta,
  totals: agentListReportTotalsSchema,
});
export type AgentListReport = z.infer<typeof agentListReportResponseSchema>;

/* ---- RPT-01 shop: the shop's sales per Jakarta day, of orders paid in the period (issue 23). ---- */

const shopReportFilters = z.object({
  ...periodFields,
  /** A product's name or a coupon code: only the orders that have it. */
  search: searchText,
});
export const shopReportQuery = shopReportFilters.check(rangeInOrder);
export type ShopReportQuery = z.input<typeof shopReportQuery>;
export const shopExportQuery = shopReportFilters.extend(exportFormat).check(rangeInOrder);

const shopSalesFields = {
  /** Orders paid (and not cancelled since). */
  orders: z.number().int(),
  /** Pieces sold in those orders. */
  items: z.number().int(),
  /** What the items cost before any coupon. */
  items_total: z.number().int(),
  /** The delivery charged. */
  shipping: z.number().int(),
  /** Orders that used a coupon, and what the coupons took off. */
  coupons: z.number().int(),
  coupon_discount: z.number().int(),
  /** What the buyers paid: items + shipping − coupons. */
  revenue: z.number().int(),
  /** Orders paid that day and cancelled since, and what they refunded. */
  cancelled: z.number().int(),
  refunded: z.number().int(),
};

export const shopReportRowSchema = z.object({
  /** YYYY-MM-DD, the Jakarta day the orders were paid. */
  day: z.string(),
  ...shopSalesFields,
});
export type ShopReportRow = z.infer<typeof shopReportRowSchema>;

export const shopReportTotalsSchema = z.object({
  /** Days with a paid order. */
  count: z.number().int(),
  ...shopSalesFields,
});
export type ShopReportTotals = z.infer<typeof shopReportTotalsSchema>;

export const shopReportResponseSchema = z.object({
  data: z.array(shopReportRowSchema),
  meta,
  totals: shopReportTotalsSchema,
});
export type ShopReport = z.infer<typeof shopReportResponseSchema>;
