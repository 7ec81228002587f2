import { z } from 'zod';
import { registerBody } from './accounts.ts';
import { apiBase } from './site.ts';

/** The agent network (issue 18): becoming an agent, the Agent Center of master agents, the admin's decisions. */
export const agentPaths = {
  /** `POST account/agen` of the spec: a member applies to become an agent; GET: the latest application. */
  apply: `${apiBase}/account/agen`,
  center: `${apiBase}/agent-center`,
  centerAgents: `${apiBase}/agent-center/agents`,
  centerAgent: (id: string) => `${apiBase}/agent-center/agents/${id}`,
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
