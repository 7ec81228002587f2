import { z } from 'zod';
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

export const inquiryBody = z.object({
  type: z.enum(postpaidTypes),
  /** The biller; the type's only biller when left out. */
  product_code: z.string().trim().max(40).optional(),
  customer_no: z.string().trim().min(1).max(30),
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
});
export type Bill = z.infer<typeof billSchema>;
export const billResponseSchema = z.object({ data: billSchema });

export const payBody = z.object({
  ref_id: z.string().regex(/^[A-Z0-9]{6,40}$/),
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
