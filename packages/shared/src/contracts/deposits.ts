import { z } from 'zod';
import { factorOfThousands, regex, ruleMessage } from '../validation/rules.ts';
import { midtransMethods, xenditMethods } from '../fees/deposit-fees.ts';
import { phoneField } from './accounts.ts';
import { formatRupiah } from '../money.ts';
import { apiBase } from './site.ts';

export const depositPaths = {
  settings: `${apiBase}/deposit/settings`,
  topup: `${apiBase}/deposit/topup`,
  topupByCode: (code: string) => `${apiBase}/deposit/topup/${code}`,
  history: `${apiBase}/deposit/history`,
  transfer: `${apiBase}/deposit/transfer`,
  transferHistory: `${apiBase}/deposit/transfer/history`,
  cashbackRedeem: `${apiBase}/deposit/cashback-redeem`,
  requests: `${apiBase}/deposit/requests`,
  adminRequests: `${apiBase}/admin/deposit/requests`,
  /** Under the admin scope, so every admin-route check (the 403 sweep, the fuzz) covers it. */
  adminRequestConfirm: (id: string) => `${apiBase}/admin/deposit/requests/${id}/confirm`,
  webhookMidtrans: `${apiBase}/webhooks/midtrans`,
  webhookXendit: `${apiBase}/webhooks/xendit`,
} as const;

/** DEP-05: the range of a deposit amount (a top-up, a transfer). */
export const depositAmountRange = { min: 1_000, max: 100_000_000 } as const;

/**
 * DEP-05: whole thousands of Rupiah within `depositAmountRange`. A bound that is crossed is named in Rupiah ('Nominal
 * minimal Rp 1.000', 'Nominal maksimal Rp 100.000.000'), never as zod's own bounds (0, 9007199254740991).
 */
export const thousandsAmount = z
  .number()
  .refine((value) => value >= depositAmountRange.min, {
    ...ruleMessage('validation.min_value', { min: formatRupiah(depositAmountRange.min) }),
    abort: true,
  })
  .refine((value) => value <= depositAmountRange.max, {
    ...ruleMessage('validation.max_value', { max: formatRupiah(depositAmountRange.max) }),
    abort: true,
  })
  .check(factorOfThousands());

export const topUpBody = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('bank'),
    method: z.string().min(2).max(20),
    amount: thousandsAmount,
    /** The name on the sender's bank account, to recognise the transfer. VAL-03 deposit-name characters. */
    holder_name: z
      .string()
      .trim()
      .min(3)
      .max(60)
      .check(regex(/^[\p{L}\s.'-]+$/u, 'deposit.invalid_format')),
  }),
  z.object({ provider: z.literal('xendit'), method: z.enum(xenditMethods), amount: thousandsAmount }),
  z.object({ provider: z.literal('midtrans'), method: z.enum(midtransMethods), amount: thousandsAmount }),
]);
export type TopUpBody = z.input<typeof topUpBody>;

export const depositStatuses = ['pending', 'paid', 'expired', 'failed'] as const;

export const depositSchema = z.object({
  code: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  unique_code: z.number().int(),
  charged: z.number().int(),
  provider: z.enum(['bank', 'midtrans', 'xendit']),
  method: z.string(),
  holder_name: z.string().nullable(),
  status: z.enum(depositStatuses),
  payment_url: z.string().nullable(),
  /** For bank transfers: where to send the money. */
  bank: z
    .object({ code: z.string(), name: z.string(), account_number: z.string(), account_holder: z.string() })
    .nullable(),
  process_date: z.string().nullable(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type Deposit = z.infer<typeof depositSchema>;

export const depositSettingsSchema = z.object({
  nominals: z.array(z.number().int()),
  banks: z.array(
    z.object({ code: z.string(), name: z.string(), account_number: z.string(), account_holder: z.string() }),
  ),
  virtuals: z.array(z.object({ code: z.string(), name: z.string() })),
  settings: z.object({
    cd: z.boolean(),
    currency: z.string(),
    locale: z.string(),
    allow_custom_nominals: z.boolean(),
    allow_deposit_transfer: z.boolean(),
    pay_external_payment_fee: z.boolean(),
    min_topup: z.number().int(),
  }),
  /** The gateway methods offered, in display order. */
  methods: z.array(z.object({ provider: z.enum(['xendit', 'midtrans']), method: z.string() })),
});
export type DepositSettingsResponse = z.infer<typeof depositSettingsSchema>;

export const transferBody = z.object({
  hp: phoneField,
  amount: thousandsAmount,
  note: z.string().trim().max(100).optional(),
  password: z.string().min(1).max(128),
});

export const transferResultSchema = z.object({
  code: z.string(),
  receiver_name: z.string(),
  receiver_hp: z.string(),
  amount: z.number().int(),
  note: z.string().nullable(),
  date: z.string(),
});

export const cashbackRedeemBody = z.object({ amount: z.number().int().positive().optional() });
export const cashbackRedeemResultSchema = z.object({
  cashback_before: z.number().int(),
  cashback_after: z.number().int(),
  deposit_before: z.number().int(),
  deposit_after: z.number().int(),
});

export const depositRequestBody = z.object({
  amount: thousandsAmount,
  deposit_date: z.iso.date(),
  note: z.string().trim().max(200).optional(),
});
export const depositRequestSchema = z.object({
  id: z.string(),
  account_hp: z.string(),
  account_name: z.string(),
  amount: z.number().int(),
  deposit_date: z.string(),
  approval_date: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'half_approved', 'rejected']),
  approved_amount: z.number().int().nullable(),
  underpayment: z.number().int().nullable(),
  note: z.string().nullable(),
});
export const confirmDepositRequestBody = z.object({
  approved_amount: z.number().int().min(0).max(100_000_000),
});

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export const transferHistoryItemSchema = transferResultSchema.extend({ direction: z.enum(['in', 'out']) });
