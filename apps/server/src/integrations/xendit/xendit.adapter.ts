import { createHash, timingSafeEqual } from 'node:crypto';
import { Balance as BalanceApi, Invoice as InvoiceApi, Refund as RefundApi, XenditSdkError } from 'xendit-node';
import { z } from 'zod';
import type { DepositMethodId } from '@konter/shared/fees/deposit-fees';
import type {
  GatewayChargeRequest,
  GatewayRefund,
  GatewayRefundRequest,
  GatewayPaymentStatus,
  GatewayStatusReport,
  PaymentGateway,
  VerifiedNotification,
} from '../payments/payment-gateway.ts';
import { gatewayErrorCodeOf, ProviderError, type GatewayErrorCode } from '../payments/provider-error.ts';
import { headerValue, readJson } from '../payments/webhook-request.ts';
import type { Clock } from '../../platform/clock.ts';

export const xenditApiUrl = 'https://api.xendit.co';

/** The SDK's invoice model (its deep module path does not resolve under nodenext). */
type Invoice = Awaited<ReturnType<InvoiceApi['getInvoiceById']>>;

export type XenditGatewayConfig = {
  secretKey: string;
  /** The verification token of the dashboard's callback settings, sent back as `x-callback-token`. */
  callbackToken: string;
  /** `https://api.xendit.co`, or the simulator. */
  baseUrl: string;
  /** Per request; the SDK itself has no timeout. */
  timeoutMs?: number;
};

export type XenditGatewayErrorCode = GatewayErrorCode;

/** What a Xendit call failed with; `providerCode` is Xendit's error_code (e.g. INVALID_API_KEY), for the log. */
export class XenditGatewayError extends ProviderError<'xendit', XenditGatewayErrorCode> {
  readonly providerCode: string | null;

  constructor(code: XenditGatewayErrorCode, message: string, httpStatus: number | null = null, providerCode?: string) {
    super('xendit', code, message, httpStatus);
    this.name = 'XenditGatewayError';
    this.providerCode = providerCode ?? null;
  }
}

/** Invoice `payment_methods` per Xendit method id of the fee table: one channel each. */
export const invoicePaymentMethodByMethod = {
  dana: 'DANA',
  ovo: 'OVO',
  linkaja: 'LINKAJA',
  shopeepay: 'SHOPEEPAY',
  qris: 'QRIS',
  bca: 'BCA',
  bri: 'BRI',
  bni: 'BNI',
  mandiri: 'MANDIRI',
  permata: 'PERMATA',
} as const satisfies Record<DepositMethodId<'xendit'>, string>;

function invoiceMethodFor(method: string): string {
  const methods: Readonly<Record<string, string>> = invoicePaymentMethodByMethod;
  const found = Object.hasOwn(methods, method) ? methods[method] : undefined;
  if (!found) throw new XenditGatewayError('invalid_request', `Not a Xendit method: ${method}`);
  return found;
}

/** '0812…' → '+62812…': Xendit wants customer phone numbers in E.164. */
function toE164(localPhone: string): string {
  const digits = localPhone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits;
  if (digits.startsWith('62')) return `+${digits}`;
  return digits.startsWith('0') ? `+62${digits.slice(1)}` : `+62${digits}`;
}

/** PAID and SETTLED (funds reached the balance) are both a completed payment; EXPIRED is final. */
function paymentStatusOf(status: string): GatewayPaymentStatus | null {
  switch (status) {
    case 'PAID':
    case 'SETTLED':
      return 'paid';
    case 'PENDING':
      return 'pending';
    case 'EXPIRED':
      return 'expired';
    default:
      return null;
  }
}

/** Our method id for a channel Xendit names (`BCA`, `DANA`, `QRIS`…), or Xendit's own name otherwise. */
function paymentChannelOf(channel: string | undefined | null): string | null {
  if (!channel) return null;
  const ours = Object.entries(invoicePaymentMethodByMethod).find(([, name]) => name === channel.toUpperCase());
  return ours ? ours[0] : channel;
}

function sameSecret(received: string, expected: string): boolean {
  // Digests have one length, so the comparison time says nothing about the token's length either.
  const left = createHash('sha256').update(received).digest();
  const right = createHash('sha256').update(expected).digest();
  return timingSafeEqual(left, right);
}

const wholeRupiah = z.number().refine(Number.isSafeInteger, 'whole Rupiah');

/** The invoice callback (snake_case, as Xendit posts it); only what a top-up needs, the rest stays in `raw`. */
const invoiceCallbackSchema = z.object({
  id: z.string().min(1),
  external_id: z.string().min(1),
  status: z.string().min(1),
  amount: wholeRupiah,
  paid_amount: wholeRupiah.optional(),
  payment_method: z.string().optional(),
  payment_channel: z.string().optional(),
  paid_at: z.string().optional(),
});

const recordSchema = z.record(z.string(), z.unknown());
const textOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The Refunds API's callback of a refund's end; its `reference_id` is the payment's reference the refund was asked with. */
const refundCallbackSchema = z.object({
  event: z.enum(['refund.succeeded', 'refund.failed']),
  data: z.looseObject({
    id: z.string().min(1),
    reference_id: z.string().min(1),
    amount: z.number().int().positive(),
  }),
});

/**
 * Callbacks of Xendit products other than invoices that reach the same callback URL when they are enabled on the
 * account: e-wallet charges and QR code payments (`{ event, business_id, created, data: {…} }`), fixed virtual
 * account payments (`callback_virtual_account_id`, `payment_id`) and their created/updated notices (`owner_id`,
 * `account_number`, `bank_code`). The app creates none of them, so they are only stored and acknowledged. Null for a
 * body of none of these shapes (an invoice callback, or something malformed).
 */
function otherProductOf(body: Record<string, unknown>): { kind: string; reference: string; id: string } | null {
  const data = recordSchema.safeParse(body.data);
  const event = textOf(body.event);
  if (event && data.success) {
    const reference = textOf(data.data.reference_id) ?? textOf(data.data.external_id) ?? '';
    return { kind: event, reference, id: textOf(data.data.id) ?? textOf(body.id) ?? '' };
  }
  if (textOf(body.callback_virtual_account_id) && textOf(body.payment_id)) {
    return {
      kind: 'fixed_va.paid',
      reference: textOf(body.external_id) ?? '',
      id: textOf(body.payment_id) ?? '',
    };
  }
  if (textOf(body.owner_id) && textOf(body.account_number) && textOf(body.bank_code)) {
    return {
      kind: textOf(body.created) !== null && body.created === body.updated ? 'fixed_va.created' : 'fixed_va.updated',
      reference: textOf(body.external_id) ?? '',
      id: `${textOf(body.id) ?? ''}:${textOf(body.updated) ?? ''}`,
    };
  }
  return null;
}

/** What a Xendit error answer's summary is prefixed with, by its code. */
const failurePrefixes = {
  unavailable: 'Xendit unavailable: ',
  unauthorized: 'Xendit refused the key: ',
  not_found: '',
  rejected: 'Xendit rejected the request: ',
} as const;

function toGatewayError(error: unknown): XenditGatewayError {
  if (error instanceof XenditGatewayError) return error;
  if (error instanceof XenditSdkError) {
    const status = Number(error.status);
    const httpStatus = Number.isFinite(status) ? status : null;
    const summary = `${error.errorCode ?? 'ERROR'}: ${error.errorMessage ?? error.message}`;
    const code = gatewayErrorCodeOf(httpStatus);
    return new XenditGatewayError(code, `${failurePrefixes[code]}${summary}`, httpStatus, error.errorCode);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new XenditGatewayError('unavailable', `Xendit request failed: ${message}`);
}

/** The SDK's fetch has no signal; a call that hangs is abandoned (its socket closes on its own) after `ms`. */
async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new XenditGatewayError('unavailable', `Xendit did not answer in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The gateway plus what only Xendit's adapter offers: the account's cash balance (the back office's key check). */
export type XenditGateway = PaymentGateway & {
  /** `GET /balance` (account type CASH), whole Rupiah. */
  balance(): Promise<number>;
};

/**
 * Xendit invoices through the official SDK (xendit-node): create an invoice, read it back, and check callbacks by
 * their `x-callback-token`. The SDK's Invoice client is used on its own (the `Xendit` facade builds every API client
 * and logs a warning for test keys on each construction); it takes the same `{ secretKey, xenditURL }`.
 * `clock`: the app's; the invoice duration is computed from it.
 */
export function createXenditGateway(config: XenditGatewayConfig, clock: Clock): XenditGateway {
  const sdkConfig = { secretKey: config.secretKey, xenditURL: config.baseUrl.replace(/\/+$/, '') };
  const invoices = new InvoiceApi(sdkConfig);
  const balances = new BalanceApi(sdkConfig);
  const refunds = new RefundApi(sdkConfig);
  const timeoutMs = config.timeoutMs ?? 15_000;
  const now = () => clock.now();

  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await withTimeout(work(), timeoutMs);
    } catch (error) {
      throw toGatewayError(error);
    }
  }

  function reportOf(invoice: Invoice, reference: string): GatewayStatusReport {
    const status = paymentStatusOf(invoice.status);
    if (invoice.externalId !== reference || !status || !Number.isSafeInteger(invoice.amount)) {
      throw new XenditGatewayError('invalid_response', `Xendit invoice of ${reference} is unreadable`);
    }
    const paid = status === 'paid';
    // The SDK's Invoice model drops paid_amount, paid_at and payment_channel: an invoice is paid in full, and
    // `updated` is when it became PAID (the callback carries the exact fields).
    return {
      reference,
      status,
      paidAmount: paid ? invoice.amount : null,
      paidAt: paid && !Number.isNaN(invoice.updated.getTime()) ? invoice.updated : null,
      paymentChannel: null,
    };
  }

  return {
    provider: 'xendit',

    async createCharge(request: GatewayChargeRequest) {
      const paymentMethod = invoiceMethodFor(request.method);
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
        throw new XenditGatewayError('invalid_request', `Amount must be whole Rupiah: ${request.amount}`);
      }
      const seconds = Math.max(1, Math.round((request.expiresAt.getTime() - now().getTime()) / 1000));
      const invoice = await call(() =>
        invoices.createInvoice({
          data: {
            externalId: request.reference,
            amount: request.amount,
            currency: 'IDR',
            payerEmail: request.customer.email ?? undefined,
            description: request.description,
            invoiceDuration: seconds,
            paymentMethods: [paymentMethod],
            successRedirectUrl: request.returnUrls.finish,
            failureRedirectUrl: request.returnUrls.error,
            customer: {
              givenNames: request.customer.name,
              email: request.customer.email ?? undefined,
              mobileNumber: toE164(request.customer.phone),
            },
          },
        }),
      );
      if (!invoice.id || !invoice.invoiceUrl || invoice.externalId !== request.reference) {
        throw new XenditGatewayError('invalid_response', 'Xendit answered without an invoice id or URL');
      }
      return { providerRef: invoice.id, paymentUrl: invoice.invoiceUrl };
    },

    async fetchStatus(reference: string, providerRef: string) {
      const invoice = await call(() => invoices.getInvoiceById({ invoiceId: providerRef }));
      return reportOf(invoice, reference);
    },

    async refund(request: GatewayRefundRequest): Promise<GatewayRefund> {
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
        throw new XenditGatewayError('invalid_request', `Amount must be whole Rupiah: ${request.amount}`);
      }
      const refund = await call(() =>
        refunds.createRefund({
          idempotencyKey: request.key,
          data: {
            invoiceId: request.providerRef,
            // Xendit calls back the refund's end with it: the payment's reference routes it like the payment's own.
            referenceId: request.reference,
            amount: request.amount,
            currency: 'IDR',
            reason: 'CANCELLATION',
            metadata: { reason: request.reason.slice(0, 255) },
          },
        }),
      );
      if (!refund.id || refund.amount !== request.amount) {
        throw new XenditGatewayError('invalid_response', `Xendit refund of ${request.reference} is unreadable`);
      }
      // The SDK's Refund model drops `status`: an accepted refund is on its way (Xendit calls back its end).
      return { providerRefundId: refund.id, status: 'pending' };
    },

    async balance() {
      const { balance } = await call(() => balances.getBalance({ accountType: 'CASH', currency: 'IDR' }));
      if (!Number.isFinite(balance)) throw new XenditGatewayError('invalid_response', 'Xendit balance is unreadable');
      // Whole Rupiah, as the ledger holds them.
      return Math.floor(balance);
    },

    verifyNotification(headers, body): VerifiedNotification | null {
      const token = headerValue(headers, 'x-callback-token');
      if (token === null || !sameSecret(token, config.callbackToken)) return null;
      const raw = readJson(body);
      const object = recordSchema.safeParse(raw);
      if (!object.success) return null;
      // The token proves the sender; a callback of another product (or a status the app does not know) is genuine
      // too, so it is acknowledged and stored, never refused as a forgery.
      const refund = refundCallbackSchema.safeParse(raw);
      if (refund.success) {
        const { event, data } = refund.data;
        return {
          reference: data.reference_id,
          status: 'paid',
          paidAmount: null,
          paidAt: null,
          paymentChannel: null,
          deliveryId: headerValue(headers, 'webhook-id') ?? `${event}:${data.id}`,
          raw,
          informational: event,
          refundOutcome: {
            status: event === 'refund.succeeded' ? 'succeeded' : 'failed',
            refundId: data.id,
            amount: data.amount,
          },
        };
      }
      const other = otherProductOf(object.data);
      if (other) {
        return {
          reference: other.reference,
          status: 'pending',
          paidAmount: null,
          paidAt: null,
          paymentChannel: null,
          deliveryId: headerValue(headers, 'webhook-id') ?? `${other.kind}:${other.id}`,
          raw,
          informational: other.kind,
        };
      }
      const parsed = invoiceCallbackSchema.safeParse(raw);
      if (!parsed.success) return null;
      const callback = parsed.data;
      const status = paymentStatusOf(callback.status);
      if (!status) {
        return {
          reference: callback.external_id,
          status: 'pending',
          paidAmount: null,
          paidAt: null,
          paymentChannel: paymentChannelOf(callback.payment_channel),
          deliveryId: `${callback.id}:${callback.status}`,
          raw,
          informational: `invoice ${callback.status}`,
        };
      }
      const paid = status === 'paid';
      const paidAt = callback.paid_at ? new Date(callback.paid_at) : null;
      return {
        reference: callback.external_id,
        status,
        paidAmount: paid ? (callback.paid_amount ?? callback.amount) : null,
        paidAt: paid && paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
        paymentChannel: paymentChannelOf(callback.payment_channel),
        deliveryId: `${callback.id}:${callback.status}`,
        raw,
      };
    },
  };
}
