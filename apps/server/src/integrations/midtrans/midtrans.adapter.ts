import { createHash, timingSafeEqual } from 'node:crypto';
import midtransClient from 'midtrans-client';
import { z } from 'zod';
import type { DepositMethodId } from '@konter/shared/fees/deposit-fees';
// Midtrans prints times 'yyyy-MM-dd HH:mm:ss' in Jakarta time.
import { jakartaDateTime, parseJakartaDateTime } from '@konter/shared/time/jakarta';
import type {
  GatewayChargeRequest,
  GatewayRefund,
  GatewayRefundRequest,
  GatewayPaymentStatus,
  GatewayReversal,
  GatewayStatusReport,
  PaymentGateway,
  VerifiedNotification,
} from '../payments/payment-gateway.ts';
import { gatewayErrorCodeOf, ProviderError, type GatewayErrorCode } from '../payments/provider-error.ts';
import { readJson } from '../payments/webhook-request.ts';
import type { Clock } from '../../platform/clock.ts';

/** Public hosts of Midtrans; the simulator's `gatewayConfig()` gives loopback ones instead. */
export const midtransHosts = {
  production: { snapBaseUrl: 'https://app.midtrans.com', coreBaseUrl: 'https://api.midtrans.com' },
  sandbox: { snapBaseUrl: 'https://app.sandbox.midtrans.com', coreBaseUrl: 'https://api.sandbox.midtrans.com' },
} as const;

export type MidtransGatewayConfig = {
  serverKey: string;
  clientKey: string;
  /** Origin of the Snap API (`https://app.midtrans.com`); `/snap/v1` is appended. */
  snapBaseUrl: string;
  /** Origin of the Core API (`https://api.midtrans.com`), used for the status check. */
  coreBaseUrl: string;
  isProduction: boolean;
  /**
   * Sent on every Snap transaction as `X-Override-Notification`, so Midtrans notifies this URL instead of the one
   * set in the dashboard. Lets each tenant's notifications carry the tenant in the path.
   */
  notificationUrl?: string;
  /** Per request; the SDK itself has no timeout. */
  timeoutMs?: number;
};

export type MidtransGatewayErrorCode = GatewayErrorCode;

/** What a Midtrans call failed with; `providerMessages` are Midtrans' own texts, for the log only. */
export class MidtransGatewayError extends ProviderError<'midtrans', MidtransGatewayErrorCode> {
  readonly providerMessages: readonly string[];

  constructor(
    code: MidtransGatewayErrorCode,
    message: string,
    httpStatus: number | null = null,
    providerMessages: string[] = [],
  ) {
    super('midtrans', code, message, httpStatus);
    this.name = 'MidtransGatewayError';
    this.providerMessages = providerMessages;
  }
}

/**
 * Snap `enabled_payments` per Midtrans method id of the fee table. `qris` is Snap's "Other QRIS" (any QRIS app);
 * Snap's `gopay` also shows a QR but is billed on the gopay row. The generic `bank_transfer` offers every VA bank
 * of the table and Mandiri Bill (`echannel`).
 */
export const snapPaymentsByMethod = {
  creditcard: ['credit_card'],
  gopay: ['gopay'],
  shopeepay: ['shopeepay'],
  qris: ['other_qris'],
  alfamart: ['alfamart'],
  indomaret: ['indomaret'],
  kredivo: ['kredivo'],
  dana: ['dana'],
  bank_transfer: ['bca_va', 'bni_va', 'bri_va', 'permata_va', 'echannel'],
  bca_va: ['bca_va'],
  bni_va: ['bni_va'],
  bri_va: ['bri_va'],
  permata_va: ['permata_va'],
  mandiri_bill: ['echannel'],
} as const satisfies Record<DepositMethodId<'midtrans'>, readonly string[]>;

function snapPaymentsFor(method: string): readonly string[] {
  const payments: Readonly<Record<string, readonly string[]>> = snapPaymentsByMethod;
  const found = Object.hasOwn(payments, method) ? payments[method] : undefined;
  if (!found) throw new MidtransGatewayError('invalid_request', `Not a Midtrans method: ${method}`);
  return found;
}

/**
 * "50000.00" → 50000. Midtrans prints IDR amounts with two decimals that are always zero; a real fraction (or any
 * other shape) is refused, so a tampered or foreign amount never becomes a Rupiah value.
 */
export function parseMidtransAmount(text: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match?.[1] || (match[2] !== undefined && !/^0+$/.test(match[2]))) return null;
  const amount = Number(match[1]);
  return Number.isSafeInteger(amount) ? amount : null;
}

/** 50000 → "50000.00", the `gross_amount` of notifications and status responses. */
export function formatMidtransAmount(amount: number): string {
  return `${amount}.00`;
}

/** SHA512(order_id + status_code + gross_amount + server key), hex: the `signature_key` Midtrans signs with. */
export function midtransSignatureKey(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
): string {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${serverKey}`).digest('hex');
}

function sameText(received: string, expected: string): boolean {
  const left = Buffer.from(received);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

const snapResponseSchema = z.object({ token: z.string().min(1), redirect_url: z.url() });

/** Fields shared by the status response and the HTTP notification; the rest is kept in `raw`. */
const transactionSchema = z.object({
  order_id: z.string().min(1),
  status_code: z.string().min(1),
  transaction_status: z.string().min(1),
  gross_amount: z.string().min(1),
  transaction_id: z.string().optional(),
  fraud_status: z.string().optional(),
  payment_type: z.string().optional(),
  transaction_time: z.string().optional(),
  settlement_time: z.string().optional(),
  va_numbers: z.array(z.object({ bank: z.string(), va_number: z.string() })).optional(),
  permata_va_number: z.string().optional(),
  store: z.string().optional(),
  /** Refunds and chargebacks: the total taken back so far, and each one ("10000.00"). */
  refund_amount: z.string().optional(),
  refunds: z.array(z.looseObject({ refund_amount: z.string() })).optional(),
});
type MidtransTransaction = z.infer<typeof transactionSchema>;

const notificationSchema = transactionSchema.extend({ signature_key: z.string().min(1) });

const errorBodySchema = z.object({
  error_messages: z.array(z.string()).optional(),
  status_message: z.string().optional(),
});

/** Midtrans' transaction_status values that take money back after a settlement. */
const reversalKinds: Readonly<Record<string, GatewayReversal['kind']>> = {
  refund: 'refund',
  partial_refund: 'refund',
  chargeback: 'chargeback',
  partial_chargeback: 'chargeback',
};

function reversalKindOf(status: string): GatewayReversal['kind'] | null {
  return Object.hasOwn(reversalKinds, status) ? (reversalKinds[status] ?? null) : null;
}

/**
 * What a refund or chargeback notification says was taken back so far: `refund_amount` (Midtrans' running total),
 * or the sum of the `refunds` array; a full refund or chargeback without either is the whole gross amount. Null
 * when a partial one names no amount, or an amount is not whole Rupiah. Never more than the gross amount.
 */
function reversedTotalOf(transaction: MidtransTransaction, gross: number): number | null {
  const parts = (transaction.refunds ?? []).map((refund) => parseMidtransAmount(refund.refund_amount));
  if (parts.some((part) => part === null)) return null;
  const summed = parts.reduce<number>((sum, part) => sum + (part ?? 0), 0);
  const stated = transaction.refund_amount === undefined ? null : parseMidtransAmount(transaction.refund_amount);
  if (transaction.refund_amount !== undefined && stated === null) return null;
  const total = Math.max(stated ?? 0, summed);
  if (total > 0) return Math.min(total, gross);
  return transaction.transaction_status.startsWith('partial_') ? null : gross;
}

/**
 * Our status of a Midtrans transaction_status. A card `capture` counts as paid only when the fraud check accepted
 * it (`challenge` waits for the merchant). A refunded or charged-back transaction was paid first (the reversal
 * itself comes by notification); anything else Midtrans may add: null.
 */
function paymentStatusOf(transaction: MidtransTransaction): GatewayPaymentStatus | null {
  if (reversalKindOf(transaction.transaction_status)) return 'paid';
  switch (transaction.transaction_status) {
    case 'settlement':
      return 'paid';
    case 'capture':
      if (transaction.fraud_status === 'accept') return 'paid';
      return transaction.fraud_status === 'deny' ? 'failed' : 'pending';
    case 'pending':
    case 'authorize':
      return 'pending';
    case 'deny':
    case 'cancel':
    case 'failure':
      return 'failed';
    case 'expire':
      return 'expired';
    default:
      return null;
  }
}

/** Our method id of what the customer paid with, when it is one of ours; otherwise Midtrans' payment_type. */
function paymentChannelOf(transaction: MidtransTransaction): string | null {
  switch (transaction.payment_type) {
    case undefined:
      return null;
    case 'credit_card':
      return 'creditcard';
    case 'bank_transfer': {
      if (transaction.permata_va_number) return 'permata_va';
      const bank = transaction.va_numbers?.[0]?.bank;
      return bank ? `${bank}_va` : 'bank_transfer';
    }
    case 'echannel':
      return 'mandiri_bill';
    case 'cstore':
      return transaction.store ?? 'cstore';
    default:
      return transaction.payment_type;
  }
}

function reportOf(transaction: MidtransTransaction, status: GatewayPaymentStatus): GatewayStatusReport | null {
  const amount = parseMidtransAmount(transaction.gross_amount);
  if (amount === null) return null;
  const paid = status === 'paid';
  return {
    reference: transaction.order_id,
    status,
    paidAmount: paid ? amount : null,
    // A refund notification's transaction_time is the refund's; settlement_time is when it was paid.
    paidAt: paid ? parseJakartaDateTime(transaction.settlement_time ?? transaction.transaction_time) : null,
    paymentChannel: paymentChannelOf(transaction),
  };
}

/** What a Midtrans error answer's summary is prefixed with, by its code. */
const failurePrefixes = {
  unavailable: 'Midtrans unreachable: ',
  unauthorized: 'Midtrans refused the server key: ',
  not_found: '',
  rejected: 'Midtrans rejected the request: ',
} as const;

function toGatewayError(error: unknown): MidtransGatewayError {
  if (error instanceof MidtransGatewayError) return error;
  if (error instanceof midtransClient.MidtransError) {
    const status = error.httpStatusCode === null ? Number.NaN : Number(error.httpStatusCode);
    const body = errorBodySchema.safeParse(error.ApiResponse);
    const messages = body.success
      ? [...(body.data.error_messages ?? []), ...(body.data.status_message ? [body.data.status_message] : [])]
      : [];
    const httpStatus = Number.isFinite(status) ? status : null;
    const summary = messages.join('; ') || error.message;
    const code = gatewayErrorCodeOf(httpStatus);
    return new MidtransGatewayError(code, `${failurePrefixes[code]}${summary}`, httpStatus, messages);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new MidtransGatewayError('unavailable', `Midtrans request failed: ${message}`);
}

/** Midtrans' answer to an approved refund (an error answer carries a status_code ≥ 400 and is rejected by the SDK). */
const refundResponseSchema = z.looseObject({
  status_code: z.literal('200'),
  order_id: z.string(),
  transaction_status: z.enum(['refund', 'partial_refund']),
  refund_chargeback_id: z.union([z.number(), z.string()]).optional(),
});

function trimBaseUrl(url: string): string {
  return url.replace(/\/+$/, '').replace(/\/snap\/v1$/, '');
}

function truncate(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

/**
 * Midtrans through its official client: Snap for the payment page, the Core API for status, and the signature of
 * HTTP notifications. The SDK reads its hosts from ApiConfig statics; each client's own ApiConfig is pointed at the
 * configured hosts instead, so gateways of different tenants (or a simulator and the real Midtrans) coexist.
 * `clock`: the app's; the Snap expiry is computed from it.
 */
export function createMidtransGateway(config: MidtransGatewayConfig, clock: Clock): PaymentGateway {
  const options = { isProduction: config.isProduction, serverKey: config.serverKey, clientKey: config.clientKey };
  const snap = new midtransClient.Snap(options);
  const core = new midtransClient.CoreApi(options);
  const snapApiUrl = `${trimBaseUrl(config.snapBaseUrl)}/snap/v1`;
  const coreApiUrl = trimBaseUrl(config.coreBaseUrl);
  snap.apiConfig.getSnapApiBaseUrl = () => snapApiUrl;
  core.apiConfig.getCoreApiBaseUrl = () => coreApiUrl;
  const timeoutMs = config.timeoutMs ?? 15_000;
  snap.httpClient.http_client.defaults.timeout = timeoutMs;
  core.httpClient.http_client.defaults.timeout = timeoutMs;
  const notificationUrl = config.notificationUrl;
  if (notificationUrl) {
    // midtrans-client has no header option; its axios instance is per client, so this touches this gateway only.
    snap.httpClient.http_client.interceptors.request.use((request) => {
      request.headers.set('X-Override-Notification', notificationUrl);
      return request;
    });
  }
  const now = () => clock.now();

  return {
    provider: 'midtrans',

    async createCharge(request: GatewayChargeRequest) {
      const enabledPayments = snapPaymentsFor(request.method);
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
        throw new MidtransGatewayError('invalid_request', `Amount must be whole Rupiah: ${request.amount}`);
      }
      // Snap counts the expiry from start_time; starting it a whole number of minutes before expiresAt makes the
      // payment expire exactly then, whatever Midtrans' own clock says.
      const minutes = Math.max(1, Math.ceil((request.expiresAt.getTime() - now().getTime()) / 60_000));
      const startTime = new Date(request.expiresAt.getTime() - minutes * 60_000);
      const body = {
        transaction_details: { order_id: request.reference, gross_amount: request.amount },
        item_details: [
          { id: request.reference, price: request.amount, quantity: 1, name: truncate(request.description, 50) },
        ],
        customer_details: {
          first_name: truncate(request.customer.name, 255),
          email: request.customer.email ?? undefined,
          phone: request.customer.phone,
        },
        enabled_payments: [...enabledPayments],
        expiry: { start_time: `${jakartaDateTime(startTime)} +0700`, unit: 'minute', duration: minutes },
        // Snap takes only the finish page per transaction; unfinish and error pages come from the dashboard.
        callbacks: { finish: request.returnUrls.finish },
      };
      let response: unknown;
      try {
        response = await snap.createTransaction(body);
      } catch (error) {
        throw toGatewayError(error);
      }
      const parsed = snapResponseSchema.safeParse(response);
      if (!parsed.success) throw new MidtransGatewayError('invalid_response', 'Snap answered without a token');
      return { providerRef: parsed.data.token, paymentUrl: parsed.data.redirect_url };
    },

    async fetchStatus(reference: string) {
      let response: unknown;
      try {
        response = await core.transaction.status(reference);
      } catch (error) {
        const failure = toGatewayError(error);
        // Snap creates the Core transaction only once the customer picks a payment method: until then Midtrans
        // answers "Transaction doesn't exist." for a charge that is simply not paid yet.
        if (failure.code === 'not_found') {
          return { reference, status: 'pending', paidAmount: null, paidAt: null, paymentChannel: null };
        }
        throw failure;
      }
      const parsed = transactionSchema.safeParse(response);
      if (!parsed.success || parsed.data.order_id !== reference) {
        throw new MidtransGatewayError('invalid_response', `Midtrans status of ${reference} is unreadable`);
      }
      const status = paymentStatusOf(parsed.data);
      const report = status ? reportOf(parsed.data, status) : null;
      if (!report) {
        throw new MidtransGatewayError(
          'invalid_response',
          `Midtrans status of ${reference} is ${parsed.data.transaction_status} ${parsed.data.gross_amount}`,
        );
      }
      return report;
    },

    async refund(request: GatewayRefundRequest): Promise<GatewayRefund> {
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
        throw new MidtransGatewayError('invalid_request', `Amount must be whole Rupiah: ${request.amount}`);
      }
      let response: unknown;
      try {
        response = await core.transaction.refund(request.reference, {
          refund_key: request.key,
          amount: request.amount,
          reason: truncate(request.reason, 255),
        });
      } catch (error) {
        throw toGatewayError(error);
      }
      const parsed = refundResponseSchema.safeParse(response);
      if (!parsed.success || parsed.data.order_id !== request.reference) {
        throw new MidtransGatewayError('invalid_response', `Midtrans refund of ${request.reference} is unreadable`);
      }
      return { providerRefundId: String(parsed.data.refund_chargeback_id ?? request.key), status: 'succeeded' };
    },

    verifyNotification(_headers, body): VerifiedNotification | null {
      const raw = readJson(body);
      const parsed = notificationSchema.safeParse(raw);
      if (!parsed.success) return null;
      const notification = parsed.data;
      const expected = midtransSignatureKey(
        notification.order_id,
        notification.status_code,
        notification.gross_amount,
        config.serverKey,
      );
      if (!sameText(notification.signature_key, expected)) return null;
      const deliveryId = `${notification.order_id}:${notification.transaction_status}:${notification.transaction_id ?? ''}`;
      const reversal = reversalKindOf(notification.transaction_status);
      // The signature does not cover transaction_status; status_code does, and only 200 is a payment (or a refund or
      // chargeback of one). A pending (201) or denied/expired (202) notification rewritten to settlement or to a
      // refund is a forgery.
      if (reversal) {
        if (notification.status_code !== '200') return null;
        const report = reportOf(notification, 'paid');
        const total = report?.paidAmount ? reversedTotalOf(notification, report.paidAmount) : null;
        if (!report) return null;
        if (total === null) {
          // Genuine, but it does not say how much: a person reads it in the inbox.
          return { ...report, deliveryId, raw, informational: `${notification.transaction_status} without an amount` };
        }
        // Each further partial refund repeats transaction_id and status: its running total tells them apart.
        return { ...report, deliveryId: `${deliveryId}:${total}`, raw, reversal: { kind: reversal, total } };
      }
      const status = paymentStatusOf(notification);
      if (status === 'paid' && notification.status_code !== '200') return null;
      if (!status) {
        // A status Midtrans has that a top-up does not use (e.g. `authorize` variants added later): genuine, so it is
        // stored and acknowledged, and changes nothing.
        const report = reportOf(notification, 'pending');
        if (!report) return null;
        return { ...report, deliveryId, raw, informational: `transaction_status ${notification.transaction_status}` };
      }
      const report = reportOf(notification, status);
      if (!report) return null;
      return { ...report, deliveryId, raw };
    },
  };
}
