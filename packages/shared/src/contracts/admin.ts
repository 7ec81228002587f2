import { z } from 'zod';
import { ruleMessage } from '../validation/rules.ts';
import { roles } from './accounts-constants.ts';
import { phoneField } from './accounts.ts';
import { apiBase } from './site.ts';

/**
 * The back office's API (issue 17): every route under `/api/v1/admin/` needs the `admin.manage` permission, reads and
 * changes only the admin's own tenant, and writes each change to the tenant's audit trail (who, when, before → after).
 */
export const adminPaths = {
  audit: `${apiBase}/admin/audit`,
  accounts: `${apiBase}/admin/accounts`,
  account: (id: string) => `${apiBase}/admin/accounts/${id}`,
  revokeDevice: (id: string, deviceId: string) => `${apiBase}/admin/accounts/${id}/devices/${deviceId}/revoke`,
  adjustments: `${apiBase}/admin/adjustments`,
  approveAdjustment: (id: string) => `${apiBase}/admin/adjustments/${id}/approve`,
  rejectAdjustment: (id: string) => `${apiBase}/admin/adjustments/${id}/reject`,
  ledgerAudit: `${apiBase}/admin/ledger/audit`,
  reconciliation: `${apiBase}/admin/reconciliation`,
  resolveFlag: (kind: string, id: string) => `${apiBase}/admin/reconciliation/${kind}/${id}/resolve`,
  flagAction: (kind: string, id: string) => `${apiBase}/admin/reconciliation/${kind}/${id}/action`,
} as const;

export const auditEventSchema = z.object({
  id: z.string(),
  action: z.string(),
  actor: z.string().nullable(),
  actor_name: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEventView = z.infer<typeof auditEventSchema>;

export const auditQuery = z.object({
  action: z.string().max(100).optional(),
  before: z.iso.datetime().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const accountStatuses = ['active', 'inactive'] as const;

export const adminAccountSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  role: z.enum(roles),
  status: z.enum(['active', 'inactive', 'deleted']),
  created_at: z.string(),
});
export type AdminAccountSummary = z.infer<typeof adminAccountSummarySchema>;

export const accountSearchQuery = z.object({ q: z.string().trim().max(100).default('') });

export const adminAccountDetailSchema = adminAccountSummarySchema.extend({
  balances: z.object({ deposit: z.number(), cashback_wallet: z.number(), agent_debt: z.number() }),
  /** The admin's grants (ADM-01): deposit transfer and spreadsheet (Excel) access. */
  allow_deposit_transfer: z.boolean(),
  excel_access: z.boolean(),
  permissions: z.array(z.string()),
  devices: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      ip: z.string(),
      status: z.string(),
      last_activity_at: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  sessions: z.array(
    z.object({ device_id: z.string(), created_at: z.string(), last_seen_at: z.string(), expires_at: z.string() }),
  ),
  /**
   * Where the account sits in the agent network (issue 18): its upline (who referred it), its depth (0 at the top of a
   * tree) and how many accounts are under it at any depth.
   */
  agent_tree: z.object({
    upline: z.object({ id: z.string(), name: z.string(), phone: z.string() }).nullable(),
    depth: z.number().int(),
    downlines: z.number().int(),
  }),
});
export type AdminAccountDetail = z.infer<typeof adminAccountDetailSchema>;

export const updateAccountBody = z
  .object({
    role: z.enum(roles).optional(),
    status: z.enum(accountStatuses).optional(),
    allow_deposit_transfer: z.boolean().optional(),
    excel_access: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), ruleMessage('validation.required'));
export type UpdateAccountBody = z.infer<typeof updateAccountBody>;

export const adjustmentDirections = ['credit', 'debit'] as const;
export const adjustmentStatuses = ['pending', 'posted', 'rejected'] as const;

export const adjustmentBody = z.object({
  account_id: z.uuid(),
  direction: z.enum(adjustmentDirections),
  amount: z.number().int().min(1).max(1_000_000_000),
  reason: z.string().trim().min(3).max(500),
});
export type AdjustmentBody = z.infer<typeof adjustmentBody>;

export const adjustmentSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  account_name: z.string(),
  account_phone: z.string(),
  direction: z.enum(adjustmentDirections),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(adjustmentStatuses),
  proposed_by: z.string(),
  proposed_by_name: z.string(),
  decided_by: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

export const adjustmentsQuery = z.object({ status: z.enum(adjustmentStatuses).optional() });

export const adjustmentsResponseSchema = z.object({
  data: z.array(adjustmentSchema),
  /** Adjustments above this amount wait for a second admin (the tenant's deposit settings). */
  four_eyes_above: z.number(),
});

export const ledgerAuditSchema = z.object({
  clean: z.boolean(),
  checked_at: z.string(),
  problems: z.array(z.object({ check: z.string(), detail: z.string() })),
});
export type LedgerAuditResult = z.infer<typeof ledgerAuditSchema>;

/** Where a flagged item lives: a gateway or bank top-up, a purchase, a bank-feed credit that matched nobody. */
export const flaggedKinds = ['top_up', 'purchase', 'bank_mutation', 'shop_order'] as const;
export type FlaggedKind = (typeof flaggedKinds)[number];

/**
 * An item the code flagged for a person (the reconciliation console): what the provider said, what the ledger
 * booked under its reference, and its flags (`paid_after_expiry`, `late_success_unpaid`, `underpaid:<Rp>`, …).
 */
export const flaggedItemSchema = z.object({
  kind: z.enum(flaggedKinds),
  id: z.string(),
  flags: z.array(z.string()),
  account_id: z.string().nullable(),
  account_name: z.string().nullable(),
  account_phone: z.string().nullable(),
  provider: z.object({
    name: z.string(),
    status: z.string(),
    amount: z.number(),
    paid_amount: z.number().nullable(),
    detail: z.string().nullable(),
  }),
  ledger: z.object({ transfers: z.number(), deposit_change: z.number() }),
  /** What resolves it with money, beside resolving with a note (see `flagActionBody`). */
  actions: z.array(z.enum(['credit', 'assign'])),
  created_at: z.string(),
});
export type FlaggedItem = z.infer<typeof flaggedItemSchema>;
export type FlagAction = FlaggedItem['actions'][number];

export const resolveFlagParams = z.object({ kind: z.enum(flaggedKinds), id: z.string().min(1).max(100) });
export const resolveFlagBody = z.object({ note: z.string().trim().min(3).max(500) });

/**
 * The action that resolves a flagged item through the ledger, then clears its flag with the note: `credit` a top-up
 * the gateway was paid for after it expired, or paid short (what arrived, through the deposits' settlement);
 * `assign` a bank credit no top-up matched to the account of `phone`.
 */
export const flagActionBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('credit'), note: z.string().trim().min(3).max(500) }),
  z.object({ action: z.literal('assign'), phone: phoneField, note: z.string().trim().min(3).max(500) }),
]);
export type FlagActionBody = z.input<typeof flagActionBody>;

/** Purchases stuck in processing and their refund through the settlement engine (issue 17). */
export const adminPurchasePaths = {
  stuck: `${apiBase}/admin/purchases/stuck`,
  refund: (refId: string) => `${apiBase}/admin/purchases/${refId}/refund`,
} as const;

export const stuckPurchaseSchema = z.object({
  ref_id: z.string(),
  account_id: z.string(),
  account_name: z.string(),
  account_phone: z.string(),
  product_code: z.string(),
  product_name: z.string(),
  destination: z.string(),
  price: z.number().int(),
  supplier: z.string().nullable(),
  /** How the last supplier attempt stands (sent, pending, unknown…), null when none was sent. */
  last_attempt: z.string().nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Processing longer than the tenant's timeout: the recovery job would refund it on its next pass. */
  past_timeout: z.boolean(),
});
export type StuckPurchase = z.infer<typeof stuckPurchaseSchema>;

export const refundPurchaseParams = z.object({ ref_id: z.string().trim().min(1).max(60) });
export const refundPurchaseBody = z.object({ note: z.string().trim().min(3).max(500) });
export const refundResultSchema = z.object({
  ref_id: z.string(),
  status: z.string(),
  refunded: z.number().int(),
});
export type RefundResult = z.infer<typeof refundResultSchema>;

/** The tenant's modules (PLT-10): a module switched off is hidden and refused by the API (404 module_disabled). */
export const adminTenantPaths = { modules: `${apiBase}/admin/tenant/modules` } as const;
export const tenantModulesSchema = z.object({ shop: z.boolean(), ppob: z.boolean() });
export type TenantModules = z.infer<typeof tenantModulesSchema>;
export const updateTenantModulesBody = tenantModulesSchema
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), ruleMessage('validation.required'));
export type UpdateTenantModulesBody = z.infer<typeof updateTenantModulesBody>;
