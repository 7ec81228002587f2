import { z } from 'zod';
import { alphaNumSpaces, regex, required } from '../validation/rules.ts';
import { apiBase } from './site.ts';

/** Referral and affiliate programme (spec §1, §3, §4, §7; REF-01..04). */
export const referralPaths = {
  code: `${apiBase}/referral/code`,
  sendEmail: `${apiBase}/referral/send-email`,
  /** Public: one visit of a referral URL (the register page with `?ref=`). */
  visit: `${apiBase}/referral/visit`,
  affiliate: `${apiBase}/referral/affiliate`,
  affiliateAttachment: `${apiBase}/referral/affiliate/attachment`,
  commissions: `${apiBase}/referral/commissions`,
  adminAffiliates: `${apiBase}/admin/referral/affiliates`,
  adminAffiliateAttachment: (accountId: string) => `${apiBase}/admin/referral/affiliates/${accountId}/attachment`,
  adminAffiliateDecide: (accountId: string) => `${apiBase}/admin/referral/affiliates/${accountId}/decide`,
  adminSettings: `${apiBase}/admin/referral/settings`,
  adminPayouts: `${apiBase}/admin/referral/payouts`,
  adminPayoutRun: `${apiBase}/admin/referral/payouts/run`,
  adminPayoutExport: `${apiBase}/admin/referral/payouts/export`,
  adminPayoutPaid: (payoutId: string) => `${apiBase}/admin/referral/payouts/${payoutId}/paid`,
  /** NAV-12 `/agent-center/referral`: the master's link and counts, with who registered through it (masters only). */
  agentCenter: `${apiBase}/agent-center/referral`,
} as const;

/** §9: an affiliate's code is valid one year after verification; commissions are paid out from Rp100,000. */
export const affiliateValidityMonths = 12;
export const minimumPayout = 100_000;
/** REF-01: invitations one request may send. */
export const maxInvitationsPerRequest = 10;

/** A referral code: 4 to 16 letters and digits, kept in capitals (registration upper-cases what it is given). */
export const referralCodeField = z
  .string()
  .trim()
  .toUpperCase()
  .check(required(), regex(/^[A-Z0-9]{4,16}$/, 'referral.code_format'));

export const referralCodeBody = z.object({ code: referralCodeField });

export const sendInvitationsBody = z.object({
  emails: z
    .array(
      z
        .email()
        .max(191)
        .transform((value) => value.toLowerCase()),
    )
    .min(1)
    .max(maxInvitationsPerRequest),
});

export const referralVisitBody = z.object({ code: z.string().trim().min(1).max(32) });

export const referralSummarySchema = z.object({
  code: z.string(),
  url: z.string(),
  clicks: z.number().int(),
  registrations: z.number().int(),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

/** How many of the latest registrations through the link the Agent Center lists. */
export const agentCenterRecentRegistrations = 20;

/** `/agent-center/referral`: the summary and the latest accounts registered with the master's code. */
export const agentCenterReferralSchema = referralSummarySchema.extend({
  recent: z.array(
    z.object({
      name: z.string(),
      role: z.string(),
      registered_at: z.string(),
    }),
  ),
});
export type AgentCenterReferral = z.infer<typeof agentCenterReferralSchema>;

/** Indonesian banks and e-wallets an affiliate may be paid to (REF-02). */
export const affiliateBankTypes = [
  'BCA',
  'BRI',
  'BNI',
  'MANDIRI',
  'BSI',
  'CIMB',
  'PERMATA',
  'DANAMON',
  'BTN',
  'OCBC',
  'JAGO',
  'SEABANK',
  'GOPAY',
  'OVO',
  'DANA',
  'SHOPEEPAY',
  'LINKAJA',
] as const;
export type AffiliateBankType = (typeof affiliateBankTypes)[number];
export const affiliateBankLabels: Record<AffiliateBankType, string> = {
  BCA: 'Bank Central Asia (BCA)',
  BRI: 'Bank Rakyat Indonesia (BRI)',
  BNI: 'Bank Negara Indonesia (BNI)',
  MANDIRI: 'Bank Mandiri',
  BSI: 'Bank Syariah Indonesia (BSI)',
  CIMB: 'CIMB Niaga',
  PERMATA: 'Bank Permata',
  DANAMON: 'Bank Danamon',
  BTN: 'Bank Tabungan Negara (BTN)',
  OCBC: 'OCBC',
  JAGO: 'Bank Jago',
  SEABANK: 'SeaBank',
  GOPAY: 'GoPay',
  OVO: 'OVO',
  DANA: 'DANA',
  SHOPEEPAY: 'ShopeePay',
  LINKAJA: 'LinkAja',
};

export const affiliateApplicationBody = z.object({
  bank_type: z.enum(affiliateBankTypes),
  account_name: z
    .string()
    .trim()
    .min(3)
    .max(100)
    .check(alphaNumSpaces({ extra: ".'-" })),
  account_number: z
    .string()
    .trim()
    .check(required(), regex(/^\d{6,20}$/, 'referral.account_number_format')),
});
export type AffiliateApplicationBody = z.input<typeof affiliateApplicationBody>;

export const affiliateStatuses = ['not_registered', 'waiting', 'verified', 'rejected'] as const;
export type AffiliateStatus = (typeof affiliateStatuses)[number];

export const affiliateSchema = z.object({
  status: z.enum(affiliateStatuses),
  bank_type: z.string().nullable(),
  account_name: z.string().nullable(),
  account_number: z.string().nullable(),
  has_attachment: z.boolean(),
  rejection_reason: z.string().nullable(),
  applied_at: z.string().nullable(),
  verified_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** Verified and not yet expired: its referrals earn commissions. */
  earning: z.boolean(),
});
export type Affiliate = z.infer<typeof affiliateSchema>;

export const commissionStatuses = ['unpaid', 'in_process', 'disbursed'] as const;
export type CommissionStatus = (typeof commissionStatuses)[number];

export const commissionSchema = z.object({
  id: z.string(),
  ref_id: z.string(),
  buyer_name: z.string(),
  /** Negative for a commission taken back when its purchase was refunded. */
  amount: z.number().int(),
  kind: z.enum(['accrual', 'clawback']),
  status: z.enum(commissionStatuses),
  at: z.string(),
});
export type Commission = z.infer<typeof commissionSchema>;

export const commissionReportSchema = z.object({
  totals: z.object({
    unpaid: z.number().int(),
    in_process: z.number().int(),
    disbursed: z.number().int(),
  }),
  minimum_payout: z.number().int(),
  /** The unpaid total has reached the minimum and goes into the next monthly payout. */
  payable: z.boolean(),
  items: z.array(commissionSchema),
});
export type CommissionReport = z.infer<typeof commissionReportSchema>;

export const affiliateSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Percent of the purchase price in basis points (150 = 1.5%). */
  basis_points: z.number().int().min(0).max(10_000),
  /** A fixed amount per purchase, on top of the percentage. */
  fixed_amount: z.number().int().min(0).max(1_000_000),
  /** For how many months after the referred account registered its purchases earn. */
  months: z.number().int().min(1).max(120),
});
export type AffiliateSettings = z.infer<typeof affiliateSettingsSchema>;

export const adminAffiliateSchema = affiliateSchema.extend({
  account_id: z.string(),
  name: z.string(),
  phone: z.string(),
  code: z.string(),
  attachment_type: z.string().nullable(),
});
export type AdminAffiliate = z.infer<typeof adminAffiliateSchema>;

export const affiliateDecisionBody = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('verify') }),
  z.object({ decision: z.literal('reject'), reason: z.string().trim().min(3).max(300) }),
]);

export const payoutStatuses = ['in_process', 'disbursed'] as const;
export const payoutSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  name: z.string(),
  period: z.string(),
  amount: z.number().int(),
  bank_type: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  status: z.enum(payoutStatuses),
  transfer_reference: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const payoutPaidBody = z.object({ transfer_reference: z.string().trim().min(3).max(64) });
