import { z } from 'zod';
import { formatRupiah } from '../money.ts';
import type { MessageKey } from '../i18n/messages-id.ts';
import { regex, required, ruleMessage } from '../validation/rules.ts';
import type { OperatorId } from '../phone/operators.ts';
import { detectOperator, isValidMsisdn, normalizeMsisdn } from '../phone/operators.ts';
import type { PostpaidType } from './postpaid-constants.ts';
import { postpaidTypes } from './postpaid-constants.ts';
import { apiBase } from './site.ts';
import { receiptSchema, transactionSchema } from './transactions.ts';

export { postpaidTypes, type PostpaidType } from './postpaid-constants.ts';

export const postpaidPaths = {
  /** The billers of a type (PDAM of several cities, multifinance companies…) and whether the type is offered. */
  billers: (type: string) => `${apiBase}/pascabayar/${type}/billers`,
  /** PAS-01: ask for the bill of a customer number. */
  inquiry: `${apiBase}/pascabayar/inquiry`,
  /** Pay an inquired bill (same day), with the PIN or password. */
  pay: `${apiBase}/pascabayar/pay`,
  byRef: (refId: string) => `${apiBase}/pascabayar/transaction/${refId}`,
  history: `${apiBase}/pascabayar/transactions`,
  receipt: (refId: string) => `${apiBase}/receipt/pascabayar/${refId}`,
} as const;

export const postpaidTypeParam = z.object({ type: z.enum(postpaidTypes) });

export const billerSchema = z.object({ code: z.string(), name: z.string(), admin_fee: z.number().int() });
export const billersResponseSchema = z.object({
  data: z.object({ type: z.enum(postpaidTypes), billers: z.array(billerSchema) }),
});
export type Biller = z.infer<typeof billerSchema>;

/**
 * The operator offers of CAT-02: a package an operator offers one phone number (Telkomsel Omni, Indosat Only4u…),
 * asked for and bought like a bill. Each takes the numbers of one operator; by.U is a Telkomsel brand on its own
 * prefix.
 */
export const offerNetworks = {
  tselomni: { operator: 'telkomsel', brand: 'Telkomsel' },
  indosat4u: { operator: 'indosat', brand: 'Indosat' },
  tricuanmax: { operator: 'tri', brand: 'Tri' },
  xlcuanku: { operator: 'xl', brand: 'XL' },
  byupromo: { operator: 'telkomsel', brand: 'by.U', prefixes: ['0851'] },
} as const satisfies Partial<
  Record<PostpaidType, { operator: OperatorId; brand: string; prefixes?: readonly string[] }>
>;
export type OfferType = keyof typeof offerNetworks;

export function isOfferType(type: string): type is OfferType {
  return Object.hasOwn(offerNetworks, type);
}

/** How a type's screen reads: a monthly bill, a package offered to a phone number, or a bank transfer. */
export type PostpaidKind = 'bill' | 'offer' | 'transfer';

export function postpaidKindOf(type: PostpaidType): PostpaidKind {
  if (type === 'kirim-uang') return 'transfer';
  return isOfferType(type) ? 'offer' : 'bill';
}

/** Whether a number may ask for an offer of this type: a complete mobile number of the type's operator and brand. */
export function offerNumberProblem(
  type: OfferType,
  input: string,
): { messageKey: MessageKey; messageParams?: Record<string, string> } | null {
  const number = normalizeMsisdn(input);
  if (!number || !isValidMsisdn(number)) return { messageKey: 'account.phone_invalid' };
  const network: { operator: OperatorId; brand: string; prefixes?: readonly string[] } = offerNetworks[type];
  const ownPrefix = network.prefixes?.includes(number.slice(0, 4)) ?? true;
  if (detectOperator(number) !== network.operator || !ownPrefix) {
    return { messageKey: 'postpaid.wrong_operator', messageParams: { operator: network.brand } };
  }
  return null;
}

/** What one money transfer (kirim uang) may send, in Rupiah. */
export const transferAmountLimits = { min: 10_000, max: 5_000_000 } as const;

// The library's `between` would show the bounds as bare numbers; the transfer reads them in Rupiah.
const transferAmountMessage = ruleMessage('postpaid.transfer_amount', {
  min: formatRupiah(transferAmountLimits.min),
  max: formatRupiah(transferAmountLimits.max),
});

/** The amount a transfer sends to the bank account (the admin fee comes on top). */
export const transferAmount = z
  .number()
  .int()
  .refine((value) => value >= transferAmountLimits.min && value <= transferAmountLimits.max, transferAmountMessage);

export const inquiryBody = z
  .object({
    type: z.enum(postpaidTypes),
    /** The biller; the type's only biller when left out. For kirim uang the bank. */
    product_code: z.string().trim().max(40).optional(),
    /** The customer number; the phone number for offers, the bank account number for kirim uang. */
    customer_no: z.string().trim().min(1).max(30),
    /** Kirim uang only: what to send. The supplier needs it at the inquiry, which prices the transfer. */
    amount: transferAmount.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'kirim-uang' && body.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], ...transferAmountMessage });
    }
    const problem = isOfferType(body.type) ? offerNumberProblem(body.type, body.customer_no) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['customer_no'], params: problem });
  });
export type InquiryBody = z.input<typeof inquiryBody>;

export const billPeriodSchema = z.object({
  period: z.string(),
  amount: z.number().int(),
  penalty: z.number().int(),
  admin_fee: z.number().int(),
  meter_start: z.number().int().nullable(),
  meter_end: z.number().int().nullable(),
  /** meter_end − meter_start where both are known (kWh, m³). */
  usage: z.number().int().nullable(),
});

export const billSchema = z.object({
  ref_id: z.string(),
  type: z.enum(postpaidTypes),
  product_code: z.string(),
  provider: z.string(),
  customer_no: z.string(),
  customer_name: z.string(),
  /** The billed months, e.g. '202610,202611'. */
  period: z.string(),
  months: z.number().int(),
  periods: z.array(billPeriodSchema),
  /** Bills and penalties, without admin fees. */
  bill_amount: z.number().int(),
  admin_fee: z.number().int(),
  /** What the deposit is charged: bills, penalties and admin fees. */
  total: z.number().int(),
  /** Other lines of the biller (tariff, power, address, due date…), shown as they come. */
  details: z.record(z.string(), z.string()),
  /** Operator offers: the package offered (its price is `bill_amount`); `normal_price` is its price without it. */
  offer: z
    .object({
      package: z.string(),
      quota: z.string(),
      validity: z.string(),
      normal_price: z.number().int().nullable(),
    })
    .optional(),
});
export type Bill = z.infer<typeof billSchema>;
export const billResponseSchema = z.object({ data: billSchema });

export const payBody = z.object({
  ref_id: z.string().check(required(), regex(/^[A-Z0-9]{6,40}$/)),
  pin: z.string().max(12).optional(),
  password: z.string().max(128).optional(),
});

export const postpaidTransactionSchema = transactionSchema.extend({ bill: billSchema });
export type PostpaidTransaction = z.infer<typeof postpaidTransactionSchema>;
export const postpaidTransactionResponseSchema = z.object({ data: postpaidTransactionSchema });

/** RCP-01 for bills: the prepaid receipt plus the bill (period, meters, usage, admin fee). */
export const postpaidReceiptResponseSchema = z.object({
  data: receiptSchema.extend({ transaction: postpaidTransactionSchema }),
});
export type PostpaidReceipt = z.infer<typeof postpaidReceiptResponseSchema>['data'];

export const postpaidHistoryResponseSchema = z.object({
  data: z.array(postpaidTransactionSchema),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
});
