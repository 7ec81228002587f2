import { z } from 'zod';
import { registerBody } from './accounts.ts';
import { cashbackTypes } from '../fees/cashback.ts';
import { postpaidTypes } from './postpaid-constants.ts';
import { apiBase } from './site.ts';

/** The agent network (issue 18): becoming an agent, the Agent Center of master agents, the admin's decisions. */
export const agentPaths = {
  /** `POST account/agen` of the spec: a member applies to become an agent; GET: the latest application. */
  apply: `${apiBase}/account/agen`,
  center: `${apiBase}/agent-center`,
  centerAgents: `${apiBase}/agent-center/agents`,
  centerAgent: (id: string) => `${apiBase}/agent-center/agents/${id}`,
  /** AGT-01: an agent (or a master) registers a member directly under itself (`/account/list-agent`). */
  registerMember: `${apiBase}/account/list-agent/members`,
  adminApplications: `${apiBase}/admin/agents/applications`,
  adminDecide: (id: string) => `${apiBase}/admin/agents/applications/${id}/decide`,
  adminPromotions: `${apiBase}/admin/agents/promotions`,
  adminPromote: (id: string) => `${apiBase}/admin/agents/promotions/${id}/promote`,
} as const;

/** AGT-05: how often the Agent Center dashboard reads its figures again. */
export const agentCenterRefreshMs = 15_000;

export const agentApplicationSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type AgentApplication = z.infer<typeof agentApplicationSchema>;

/** What `account/agen` answers: the account's role now and its latest application, if any. */
export const agentStatusSchema = z.object({
  role: z.string(),
  application: agentApplicationSchema.nullable(),
});
export type AgentStatus = z.infer<typeof agentStatusSchema>;

/** The figures of a volume: how much the network bought and what the master earned on it. */
const volumeSchema = z.object({ count: z.number(), volume: z.number(), margin: z.number() });

/** AGT-05: the Agent Center dashboard. Loans are counted once the tenant lends (`agentDebtEnabled`). */
export const agentCenterDashboardSchema = z.object({
  downlines: z.number(),
  agents: z.number(),
  today: volumeSchema,
  last30Days: volumeSchema,
  agentDebtEnabled: z.boolean(),
  outstandingLoans: z.number(),
  dueToday: z.number(),
  refreshed_at: z.string(),
});
export type AgentCenterDashboard = z.infer<typeof agentCenterDashboardSchema>;

export const downlineSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  role: z.string(),
  status: z.string(),
  /** 1: registered directly under the viewer; 2: under one of its downlines; and so on. */
  depth: z.number(),
  upline_name: z.string().nullable(),
  created_at: z.string(),
  volume_30_days: z.number(),
  margin_30_days: z.number(),
});
export type Downline = z.infer<typeof downlineSchema>;

export const downlineListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const downlinePurchaseSchema = z.object({
  ref_id: z.string(),
  product_code: z.string(),
  destination: z.string(),
  price: z.number(),
  status: z.string(),
  margin: z.number(),
  created_at: z.string(),
});

export const downlineDepositSchema = z.object({
  code: z.string(),
  amount: z.number(),
  status: z.string(),
  created_at: z.string(),
});

/** AGT-05: one agent of the master's network: its purchases, deposits and what the master earned on it. */
export const downlineDetailSchema = z.object({
  agent: downlineSchema,
  purchases: z.array(downlinePurchaseSchema),
  deposits: z.array(downlineDepositSchema),
});
export type DownlineDetail = z.infer<typeof downlineDetailSchema>;

/** AGT-05: a master registers an agent under itself from the Agent Center. */
export const registerAgentBody = registerBody;
export type RegisterAgentBody = z.input<typeof registerAgentBody>;

export const adminApplicationSchema = agentApplicationSchema.extend({
  account_id: z.string(),
  name: z.string(),
  phone: z.string(),
  upline_name: z.string().nullable(),
});
export type AdminAgentApplication = z.infer<typeof adminApplicationSchema>;

export const decideApplicationBody = z.object({ decision: z.enum(['approve', 'reject']) });

/** AGT-03 (spec §9): an agent whose own and downline purchases reach this in 30 Jakarta days may become a master. */
export const masterPromotionThreshold = 1_000_000;
export const masterPromotionDays = 30;

export const promotionCandidateSchema = z.object({
  account_id: z.string(),
  name: z.string(),
  phone: z.string(),
  volume_30_days: z.number(),
});
export type PromotionCandidate = z.infer<typeof promotionCandidateSchema>;

/* ---- Loans and agent debt (AGT-06, AGT-07), only where the tenant's `agentDebtEnabled` is on. ---- */

export const loanPaths = {
  /** `GET agent-debt` of the spec (list in data.data): the account's own loans (`/account/utang`). */
  mine: `${apiBase}/agent-debt`,
  draw: (id: string) => `${apiBase}/agent-debt/${id}/draw`,
  repay: (id: string) => `${apiBase}/agent-debt/${id}/repay`,
  myDeposits: `${apiBase}/agent-debt/deposits`,
  /** The Agent Center's loan list (list-agent-debt) and billing list (list-bill-debt, by due bucket). */
  center: `${apiBase}/agent-center/loans`,
  centerDeactivate: (id: string) => `${apiBase}/agent-center/loans/${id}/deactivate`,
  centerDueDate: (id: string) => `${apiBase}/agent-center/loans/${id}/due-date`,
  /** The Agent Center's deposit list (list-deposit-debt): repayments of the network's loans. */
  centerDeposits: `${apiBase}/agent-center/loan-deposits`,
  admin: `${apiBase}/admin/agent-loans`,
  adminDecide: (id: string) => `${apiBase}/admin/agent-loans/${id}/decide`,
  adminDeposits: `${apiBase}/admin/agent-loans/deposits`,
  adminDecideDeposit: (id: string) => `${apiBase}/admin/agent-loans/deposits/${id}/decide`,
} as const;

export const loanStatuses = ['pending', 'active', 'inactive', 'rejected'] as const;
export type LoanStatus = (typeof loanStatuses)[number];
export const loanDepositStatuses = ['deposited', 'approved', 'half_approved', 'not_deposited'] as const;
export type LoanDepositStatus = (typeof loanDepositStatuses)[number];
export const dueBuckets = ['today', 'tomorrow', 'not_due', 'overdue', 'other'] as const;
export type DueBucket = (typeof dueBuckets)[number];

/** Which due bucket a loan is in on Jakarta day `today` (AGT-07): only an open debt is due; everything else is other. */
export function dueBucketOf(
  loan: { status: string; unpaid: number; due_date: string },
  today: string,
  tomorrow: string,
): DueBucket {
  if (loan.unpaid <= 0 || (loan.status !== 'active' && loan.status !== 'inactive')) return 'other';
  if (loan.due_date < today) return 'overdue';
  if (loan.due_date === today) return 'today';
  if (loan.due_date === tomorrow) return 'tomorrow';
  return 'not_due';
}

const isoDate = z.iso.date();
/** Whole Rupiah, at least Rp1.000 and at most Rp1.000.000.000 (a loan is not a bank). */
const loanAmount = z.coerce.number().int().min(1_000).max(1_000_000_000);

/** The spec's agent loan / debt row (§3): limit, usage, collected, leftover limit, due dates, deposits, unpaid. */
export const loanSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  phone: z.string(),
  name: z.string(),
  category: z.string(),
  lender_name: z.string().nullable(),
  status: z.enum(loanStatuses),
  limit: z.number(),
  usage: z.number(),
  collected: z.number(),
  leftover_limit: z.number(),
  unpaid: z.number(),
  due_date: z.string(),
  previous_due_date: z.string().nullable(),
  due_bucket: z.enum(dueBuckets),
  overdue: z.boolean(),
  note: z.string().nullable(),
  /** Repayments waiting for the admin. */
  pending_deposit: z.number(),
  last_deposit_date: z.string().nullable(),
  approval_date: z.string().nullable(),
  created_at: z.string(),
});
export type Loan = z.infer<typeof loanSchema>;

export const loanTotalsSchema = z.object({
  limit: z.number(),
  usage: z.number(),
  total_deposit: z.number(),
  total_unpaid: z.number(),
});
export type LoanTotals = z.infer<typeof loanTotalsSchema>;

export const loanListSchema = z.object({ data: z.array(loanSchema), totals: loanTotalsSchema });
export type LoanList = z.infer<typeof loanListSchema>;

export const loanListQuery = z.object({
  status: z.enum(loanStatuses).optional(),
  bucket: z.enum(dueBuckets).optional(),
  search: z.string().trim().max(100).optional(),
});

export const loanDepositSchema = z.object({
  id: z.string(),
  loan_id: z.string(),
  account_id: z.string(),
  name: z.string(),
  phone: z.string(),
  amount: z.number(),
  approved_amount: z.number().nullable(),
  status: z.enum(loanDepositStatuses),
  deposit_date: z.string(),
  approval_date: z.string().nullable(),
  unpaid: z.number(),
});
export type LoanDeposit = z.infer<typeof loanDepositSchema>;

export const loanDepositListSchema = z.object({
  data: z.array(loanDepositSchema),
  totals: z.object({ total_deposit: z.number(), total_approved: z.number() }),
});
export type LoanDepositList = z.infer<typeof loanDepositListSchema>;

/** A master asks for a credit line for one of its downline agents; the admin validates it (spec §6). */
export const requestLoanBody = z.object({
  account_id: z.uuid(),
  limit: loanAmount,
  due_date: isoDate,
  note: z.string().trim().max(200).optional(),
});
export type RequestLoanBody = z.input<typeof requestLoanBody>;

export const drawLoanBody = z.object({ amount: loanAmount });
export const repayLoanBody = z.object({ amount: loanAmount });
export const dueDateBody = z.object({ due_date: isoDate });
export const decideLoanBody = z.object({ decision: z.enum(['approve', 'reject']) });
export const decideLoanDepositBody = z.object({ decision: z.enum(['approve', 'half', 'reject']) });

/* ---- An agent's own markup for its downline (issue 18, decision 025), within the tenant's limits. ---- */

export const downlineMarkupPaths = {
  /** GET: the account's markup and the tenant's limits for its tier; PUT: set it (agents and master agents). */
  mine: `${apiBase}/account/downline-markup`,
} as const;

/** What an agent charges its downline over its own price: a rate (basis points, 100 = 1%) and Rupiah on top. */
export const downlineMarkupBody = z.object({
  markup_basis_points: z.coerce.number().int().min(0).max(10_000),
  markup_flat: z.coerce.number().int().min(0).max(1_000_000),
});
export type DownlineMarkupBody = z.input<typeof downlineMarkupBody>;

export const downlineMarkupSchema = z.object({
  markup_basis_points: z.number(),
  markup_flat: z.number(),
  /** Whether the account set one; without it its downline pays its own tier's price. */
  set: z.boolean(),
  updated_at: z.string().nullable(),
  /** The tenant's limits for the account's tier: the markup must lie within them (max 0: the tenant allows none). */
  limits: z.object({ min_basis_points: z.number(), max_basis_points: z.number(), max_flat: z.number() }),
});
export type DownlineMarkup = z.infer<typeof downlineMarkupSchema>;

/* ---- Cashback pages (AGT-04): the products that earn cashback, and the cashback wallet's history. ---- */

export const cashbackPaths = {
  /** `/account/list-cashback`: each product with the cashback the account earns on it, at the account's price. */
  list: `${apiBase}/account/list-cashback`,
  /** `/account/cashback-history`: every movement of the account's cashback wallet, from the ledger. */
  history: `${apiBase}/account/cashback-history`,
  /** §7 `POST agent-center/cashback-history`: the same history, for a master in its Agent Center. */
  centerHistory: `${apiBase}/agent-center/cashback-history`,
  /** `/account/list-cashback/pascabayar`: each postpaid biller whose paid bills earn cashback. */
  postpaidList: `${apiBase}/account/list-cashback/pascabayar`,
} as const;

export const cashbackListQuery = z.object({ search: z.string().trim().max(100).optional() });

export const cashbackProductSchema = z.object({
  code: z.string(),
  name: z.string(),
  family: z.string(),
  operator_name: z.string(),
  /** What the account pays (its quote). */
  price: z.number(),
  /** The Rupiah a purchase at `price` earns, whichever type the admin chose. */
  cashback: z.number(),
  cashback_type: z.enum(cashbackTypes),
  /** The rate of a `percent` cashback in basis points (150 = 1.5%); null for `fixed`. */
  cashback_basis_points: z.number().int().nullable(),
});
export type CashbackProduct = z.infer<typeof cashbackProductSchema>;

/** A postpaid biller that earns cashback on each paid bill (AGT-04, list-cashback pascabayar). */
export const cashbackBillerSchema = z.object({
  type: z.enum(postpaidTypes),
  code: z.string(),
  name: z.string(),
  cashback_type: z.enum(cashbackTypes),
  /** The Rupiah each paid bill earns for `fixed`; null for `percent`, whose Rupiah follow the bill. */
  cashback: z.number().int().nullable(),
  /** The rate of a `percent` cashback in basis points; null for `fixed`. */
  cashback_basis_points: z.number().int().nullable(),
});
export type CashbackBiller = z.infer<typeof cashbackBillerSchema>;

/** What moved the wallet: a purchase's cashback, a downline's commission (or its return), a move to the deposit. */
export const cashbackMovementKinds = ['cashback', 'commission', 'commission_returned', 'redeem', 'other'] as const;
export type CashbackMovementKind = (typeof cashbackMovementKinds)[number];

export const cashbackMovementSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(cashbackMovementKinds),
  amount: z.number(),
  balance_after: z.number().nullable(),
  reference: z.string().nullable(),
});
export type CashbackMovement = z.infer<typeof cashbackMovementSchema>;

export const cashbackHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const cashbackHistorySchema = z.object({
  data: z.array(cashbackMovementSchema),
  /** The wallet's balance now, and what it earned in all (credits only). */
  balance: z.number(),
  earned: z.number(),
});
export type CashbackHistory = z.infer<typeof cashbackHistorySchema>;
