import { z } from 'zod';
import { integer, max, minValue, regex, required } from '../validation/rules.ts';
import { orderNumberPattern, purchasableFamilies } from '../ppob/families.ts';
import { roles } from './accounts-constants.ts';
import { apiBase } from './site.ts';

export const transactionPaths = {
  /** TRX-01..TRX-08: buy one prepaid product from the deposit. */
  purchase: `${apiBase}/prabayar/transaction`,
  byRef: (refId: string) => `${apiBase}/prabayar/transaction/${refId}`,
  /** §3 down payment: what the customer of a purchase still owes the seller (GET), and a payment of it (POST). */
  customerDebt: (refId: string) => `${apiBase}/prabayar/transaction/${refId}/customer-debt`,
  /** Prepaid history with search, filters and date presets. */
  history: `${apiBase}/prabayar/transactions`,
  /** TRX-09: e-wallet / PLN account-name check. */
  nameCheck: `${apiBase}/prabayar/name-check`,
  nameCheckById: (id: string) => `${apiBase}/prabayar/name-check/${id}`,
  /** TRX-10: PLN meter check; a failure lets the user continue. */
  plnCheck: `${apiBase}/prabayar/pln-check`,
  receipt: (refId: string) => `${apiBase}/receipt/prabayar/${refId}`,
  receiptSettings: `${apiBase}/receipt/settings`,
  /** PLT-17: authorises the realtime channel of the logged-in account. */
  broadcastingAuth: `${apiBase}/broadcasting/auth`,
  /** Server-Sent Events of the authorised channel: `?channel=…&token=…`. */
  realtime: `${apiBase}/realtime`,
  webhookDigiflazz: (supplier: string) => `${apiBase}/webhooks/digiflazz/${supplier}`,
  /** The callbacks of a tenant's own Digiflazz account (decision 039), checked with its webhook secret. */
  webhookDigiflazzTenant: (slug: string) => `${apiBase}/webhooks/digiflazz/tenants/${slug}`,
} as const;

export const transactionStatuses = [
  'processing',
  'success',
  'failed',
  'expired',
  'canceled',
  'inquiry',
  'unprocessed',
  'returned',
] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];
export const finalStatuses: readonly TransactionStatus[] = ['success', 'failed', 'expired', 'canceled', 'returned'];
/** A final status never changes again; any other (processing, inquiry, unprocessed) may still. */
export function isFinalStatus(status: TransactionStatus): boolean {
  return finalStatuses.includes(status);
}
/** Statuses of a purchase that did not go through: what the deposit was charged went back to it. */
export const unsuccessfulStatuses: readonly TransactionStatus[] = ['failed', 'expired', 'canceled', 'returned'];

/**
 * Why a purchase or bill payment did not go through, in the app's own words. The server maps the supplier's response
 * code to one of these (the supplier's text stays on the server, for admins and the log: it is the seller's jargon,
 * in Indonesian, and may speak of the shop's own balance there); the screens read `trx.failure.<code>` of the shared
 * messages in the reader's language. An unknown code is 'failed'.
 */
export const purchaseFailureCodes = [
  'failed',
  'wrong_number',
  'number_format',
  'wrong_operator',
  'number_blocked',
  'outside_area',
  'product_unavailable',
  'out_of_stock',
  'cut_off',
  'timeout',
  'try_later',
  'already_bought',
  'package_active',
  'kwh_limit',
  'bill_not_available',
  'invalid_nominal',
  'returned',
] as const;
export type PurchaseFailureCode = (typeof purchaseFailureCodes)[number];

/** The message key of a failure: the same text on every screen, printer and language. */
export const failureMessageKey = (code: PurchaseFailureCode) => `trx.failure.${code}` as const;

/**
 * A meter token (PLN prepaid electricity, gas) read from the supplier's serial number, which carries the token and,
 * for PLN, the subscriber's name, tariff, power and the kWh bought: `1234-5678-9012-3456-7890/BUDI/R1/900VA/13,4`.
 */
export const meterTokenSchema = z.object({
  /** The 20 digits in groups of four, as they are typed into the meter. */
  value: z.string(),
  customer_name: z.string().nullable(),
  /** PLN's tariff class: R1, R1M, B1… */
  tariff: z.string().nullable(),
  /** Contracted power in volt-ampere. */
  power_va: z.number().int().nullable(),
  kwh: z.number().nullable(),
});
export type MeterToken = z.infer<typeof meterTokenSchema>;

export const customerDebtNotesMax = 200;

/** §1: what a prepaid purchase is paid from; the deposit unless the buyer picks another the tenant offers. */
export const paymentSources = ['deposit', 'cashback', 'loan'] as const;
export type PaymentSource = (typeof paymentSources)[number];

/** A number typed as a field: anything goes through; the rules of TRX-03 decide what a non-number means. */
const looseAmount = z.union([z.number(), z.string().max(20)]).optional();

export const purchaseBody = z.object({
  product_code: z.string().trim().min(1).max(40),
  destination: z.string().trim().max(40),
  /** Optional; letters, digits, dash, underscore; unique per account (TRX-02). Also the idempotency key. */
  order_number: z.string().trim().max(40).check(regex(orderNumberPattern, 'trx.order_number_format')).optional(),
  /**
   * A key the client makes once per purchase attempt, so a retried request (lost reply, double tap) returns the
   * first result instead of buying twice. Used when no order number is given.
   */
  request_id: z
    .string()
    .check(required(), regex(/^[A-Za-z0-9_-]{8,64}$/))
    .optional(),
  /** The price the reseller charges their customer, printed on the receipt (TRX-03). */
  selling_price: looseAmount,
  markup: looseAmount,
  password: z.string().max(128).optional(),
  pin: z.string().max(12).optional(),
  /** International credit: the country picked (CAT-03). */
  country: z.string().max(4).optional(),
  /**
   * §3 down payment: the customer paid this much of the selling price now and owes the rest to the seller (0: paid
   * nothing yet). Whole Rupiah below the selling price; the server checks it against the price it decides.
   */
  down_payment: z
    .union([z.number(), z.string().trim().max(12)])
    .check(integer(), minValue(0))
    .optional(),
  /** What the seller notes about the customer's debt (who, when they will pay). */
  down_payment_notes: z.string().trim().check(max(customerDebtNotesMax)).optional(),
  /**
   * §1: where the price comes from (the web only; the deposit when not given): the cashback wallet, or a drawing on
   * the agent's active loan, each where the tenant offers it (decision 033's amendment).
   */
  pay_from: z.enum(paymentSources).optional(),
});
export type PurchaseBody = z.input<typeof purchaseBody>;

export const transactionSchema = z.object({
  ref_id: z.string(),
  order_number: z.string().nullable(),
  product_code: z.string(),
  product_name: z.string(),
  /** The prepaid family, or 'pascabayar' for a bill payment. */
  family: z.enum([...purchasableFamilies, 'pascabayar']),
  operator: z.string(),
  operator_name: z.string(),
  nominal: z.number().int().nullable(),
  destination: z.string(),
  customer_name: z.string().nullable(),
  /** What the deposit was charged. */
  price: z.number().int(),
  /** What the reseller charges their customer (custom selling price, or the agent's adjusted price). */
  selling_price: z.number().int(),
  profit: z.number().int(),
  cashback: z.number().int(),
  promo: z.boolean(),
  status: z.enum(transactionStatuses),
  serial_number: z.string().nullable(),
  /** The serial number read as a meter token (electricity, gas); null for other products or an unreadable serial. */
  token: meterTokenSchema.nullable(),
  /** Why it failed (failed, expired, returned, canceled); null otherwise. */
  failure_code: z.enum(purchaseFailureCodes).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const purchaseResponseSchema = z.object({
  data: transactionSchema,
  /** True when this reply repeats an earlier purchase with the same order number / request id. */
  replayed: z.boolean(),
});

export const transactionResponseSchema = z.object({ data: transactionSchema });

export const refIdParam = z.object({ refId: z.string().check(required(), regex(/^[A-Z0-9]{6,40}$/)) });

export const datePresets = ['today', 'yesterday', 'last7', 'last30'] as const;
export type DatePreset = (typeof datePresets)[number];

export const historyQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  /** Destination number, ref id, order number or product name. */
  search: z.string().trim().max(60).optional(),
  status: z.enum(transactionStatuses).optional(),
  family: z.enum(purchasableFamilies).optional(),
  preset: z.enum(datePresets).optional(),
  /** YYYY-MM-DD (Jakarta), inclusive. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type HistoryQuery = z.input<typeof historyQuery>;

export const historyResponseSchema = z.object({
  data: z.array(transactionSchema),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
});

/**
 * §3 down payment: what the customer of a purchase owes the seller. 'unpaid' while anything is owed, 'paid' once
 * settled, 'void' when the purchase did not go through (the customer owes nothing for a sale that never happened).
 */
export const customerDebtStatuses = ['unpaid', 'paid', 'void'] as const;
export type CustomerDebtStatus = (typeof customerDebtStatuses)[number];

export const customerDebtSchema = z.object({
  ref_id: z.string(),
  selling_price: z.number().int(),
  down_payment: z.number().int(),
  /** The debt at purchase: the selling price less the down payment. */
  amount: z.number().int(),
  /** Paid towards it since. */
  paid: z.number().int(),
  /** Still owed now (0 once paid, or when void). */
  outstanding: z.number().int(),
  notes: z.string(),
  status: z.enum(customerDebtStatuses),
  settled_at: z.string().nullable(),
});
export type CustomerDebt = z.infer<typeof customerDebtSchema>;
export const customerDebtResponseSchema = z.object({ data: customerDebtSchema });

export const paperWidths = ['58', '80'] as const;
export const shopNameMaxLength = 60;
export const receiptFontSizes = ['small', 'regular', 'large', 'huge'] as const;

export const receiptSettingsSchema = z.object({
  show_logo: z.boolean(),
  show_address: z.boolean(),
  large_text: z.boolean(),
  large_serial: z.boolean(),
  note_left: z.boolean(),
  paper_width: z.enum(paperWidths),
  font_size: z.enum(receiptFontSizes),
  /** The shop's name heading the receipt; empty prints the account holder's name. */
  shop_name: z.string().trim().max(shopNameMaxLength),
  /** Printed under the receipt (thanks, opening hours). */
  note: z.string().max(200),
});
export type ReceiptSettings = z.infer<typeof receiptSettingsSchema>;
export const receiptSettingsBody = receiptSettingsSchema.partial();

export const profitLevelSchema = z.object({
  /** 0 is the buyer, 1 its upline that earned on it, and so on up. */
  level: z.number().int(),
  role: z.enum(roles),
  name: z.string(),
  /** What this level pays for the product. */
  price: z.number().int(),
  /** What this level earns on the purchase; null where the reader may not see it. */
  profit: z.number().int().nullable(),
  /** The reader's own level. */
  you: z.boolean(),
});
export type ProfitLevel = z.infer<typeof profitLevelSchema>;

export const receiptSchema = z.object({
  transaction: transactionSchema,
  /** The selling shop: the account that bought (RCP-01 'agent'). */
  store: z.object({
    name: z.string(),
    phone: z.string(),
    /** Null unless the address is complete (RCP-03). */
    address: z.string().nullable(),
    logo_url: z.string().nullable(),
  }),
  settings: receiptSettingsSchema,
  /**
   * The seller's own view: buying price and profit are shown to the account holder only. Null when nothing was sold
   * (the purchase failed and was refunded).
   */
  buying_price: z.number().int().nullable(),
  total: z.number().int(),
  /** Where the price was taken from (§1): the deposit, the cashback wallet or the agent's loan. */
  payment_method: z.enum(paymentSources),
  /** 'refunded': the purchase failed and what the deposit was charged went back to it (`refunded_amount`). */
  payment_status: z.enum(['success', 'failed', 'pending', 'refunded']),
  refunded_amount: z.number().int().nullable(),
  service_fee: z.number().int(),
  /** §3 down payment: what the customer still owes the seller for this purchase (the seller's eyes only). */
  customer_debt: customerDebtSchema.nullable(),
  /**
   * Profit per level (AGT-01): the buyer (level 0) and each upline paid a commission on this purchase, each with
   * the price it pays for the product and what it earned. A reader sees its own level and the levels under it, never
   * those above; the buyer's own profit is the buyer's alone (null for an upline). Empty when nothing was sold.
   */
  levels: z.array(profitLevelSchema),
});
export type Receipt = z.infer<typeof receiptSchema>;

/**
 * How a receipt reads the payment of a transaction in this status (RCP-01): paid, waiting, or refunded to the deposit
 * with the amount it was charged, and then no buying price (nothing was sold). `neverPaid`: a late success the
 * deposit could not pay, then taken back by the seller, was never paid for, so nothing went back ('failed'). The
 * server answers it; a screen updating a receipt from a realtime event uses it too.
 */
export function receiptPayment(
  transaction: Pick<Transaction, 'status' | 'price'>,
  buyingPrice: number | null,
  { neverPaid = false }: { neverPaid?: boolean } = {},
): Pick<Receipt, 'payment_status' | 'refunded_amount' | 'buying_price'> {
  if (unsuccessfulStatuses.includes(transaction.status)) {
    return neverPaid
      ? { payment_status: 'failed', refunded_amount: null, buying_price: null }
      : { payment_status: 'refunded', refunded_amount: transaction.price, buying_price: null };
  }
  const payment_status = transaction.status === 'success' ? 'success' : 'pending';
  return { payment_status, refunded_amount: null, buying_price: buyingPrice };
}
export const receiptResponseSchema = z.object({ data: receiptSchema });

export const nameCheckBody = z.object({
  family: z.enum(['emoney', 'listrik']),
  product_code: z.string().max(40).optional(),
  destination: z.string().trim().min(1).max(40),
});
export const nameCheckSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'success', 'failed']),
  destination: z.string(),
  name: z.string().nullable(),
  message: z.string().nullable(),
});
export type NameCheck = z.infer<typeof nameCheckSchema>;

export const plnCheckBody = z.object({ meter: z.string().trim().min(1).max(20) });
export const plnCheckSchema = z.object({
  meter: z.string(),
  customer_name: z.string(),
  segment_power: z.string(),
});

export const broadcastingAuthBody = z.object({ channel_name: z.string().max(100) });
export const broadcastingAuthSchema = z.object({ channel: z.string(), token: z.string(), url: z.string() });

/** Events of the realtime channel. */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('transaction.updated'), transaction: transactionSchema }),
  z.object({ type: z.literal('name-check.updated'), check: nameCheckSchema }),
  z.object({ type: z.literal('balance.changed') }),
  /** The account's inbox changed (a new notification, one read, all deleted): its unread count now (NTF-01). */
  z.object({ type: z.literal('notifications.changed'), unread: z.number().int() }),
  z.object({
    type: z.literal('bulk.progress'),
    upload_id: z.string(),
    processed: z.number().int(),
    succeeded: z.number().int(),
    failed: z.number().int(),
    status: z.string(),
  }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** A payment the customer made towards the debt: the whole rest when no amount is given. */
export const customerDebtPaymentBody = z.object({
  amount: z
    .union([z.number(), z.string().trim().max(12)])
    .check(integer(), minValue(1))
    .optional(),
  /** Replaces the debt's notes when given. */
  notes: z.string().trim().check(max(customerDebtNotesMax)).optional(),
});
export type CustomerDebtPaymentBody = z.input<typeof customerDebtPaymentBody>;

/** The debt's status from its amounts and its purchase's status (the reports and the screens read it the same). */
export function customerDebtStatus(
  purchaseStatus: TransactionStatus,
  debt: { amount: number; paid: number },
): CustomerDebtStatus {
  if (unsuccessfulStatuses.includes(purchaseStatus)) return 'void';
  return debt.paid >= debt.amount ? 'paid' : 'unpaid';
}
