import { randomInt, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formatRupiah } from '@konter/shared/money';
import { jakartaDateTime } from '@konter/shared/time/jakarta';
import type { Clock } from '../../platform/clock.ts';
import { ExpiryTimers } from '../simulators/expiry-timers.ts';
import {
  acceptHtmlForms,
  basicAuthUser,
  escapeHtml,
  listenOnLoopback,
  paymentPage,
  SimulatorActionError,
} from '../simulators/simulator-http.ts';
import {
  WebhookDeliverer,
  type OutgoingWebhook,
  type WebhookDelivery,
  type WebhookRetryPolicy,
  type WebhookTransport,
} from '../simulators/webhook-delivery.ts';
import { formatMidtransAmount, midtransSignatureKey, type MidtransGatewayConfig } from './midtrans.adapter.ts';

// The webhook machinery is shared by the simulators; these names stay importable from here.
export { fetchTransport, type WebhookTransport } from '../simulators/webhook-delivery.ts';

/** Midtrans transaction_status values the simulator produces. */
export type SnapTransactionStatus =
  | 'pending'
  | 'settlement'
  | 'capture'
  | 'deny'
  | 'cancel'
  | 'expire'
  | 'failure'
  | 'refund'
  | 'partial_refund'
  | 'chargeback'
  | 'partial_chargeback';

/** A refund or chargeback of a settled transaction, as Midtrans lists it in `refunds`. */
export type SnapRefund = {
  kind: 'refund' | 'chargeback';
  id: number;
  amount: number;
  at: Date;
  reason: string;
  refundKey: string;
};

/** Where notifications go: one URL, or one per order (e.g. with the tenant in the path). null: nowhere. */
export type NotificationUrlSetting = string | ((orderId: string) => string | null);

/** Midtrans retries a notification that did not get a 2xx; the simulator does the same, faster. */
export type NotificationRetryPolicy = WebhookRetryPolicy;

type NotificationFields = { orderId: string; body: Record<string, unknown> };

export type NotificationDelivery = WebhookDelivery<NotificationFields>;

export type SnapTransaction = {
  orderId: string;
  token: string;
  transactionId: string;
  serverKey: string;
  grossAmount: number;
  status: SnapTransactionStatus;
  enabledPayments: string[];
  /** Snap's name of the channel used (`bca_va`, `other_qris`, …). */
  payment: string;
  customerName: string | null;
  description: string | null;
  finishUrl: string | null;
  /** From `X-Override-Notification`: overrides the merchant's notification URL for this transaction. */
  notificationUrls: string[];
  createdAt: Date;
  settledAt: Date | null;
  expiresAt: Date | null;
  vaNumber: string;
  /** Refunds and chargebacks after the settlement, oldest first. */
  refunds: SnapRefund[];
};

export type SendNotificationOptions = {
  /** Send the same notification twice, as Midtrans does when it is not sure the first one arrived. */
  duplicate?: boolean;
  /** Sign with the wrong key. */
  forge?: boolean;
  /** Change gross_amount after signing. */
  tamperAmount?: number;
  /** Report this transaction_status instead of the current one (the stored state is unchanged). */
  status?: SnapTransactionStatus;
};

export type SnapActionResult = {
  transaction: SnapTransaction;
  /** Where Snap sends the browser afterwards, with Snap's query parameters; null without a finish URL. */
  redirectUrl: string | null;
  /** The first delivery attempt of each notification URL; retries continue in the background. */
  deliveries: NotificationDelivery[];
};

type Merchant = {
  serverKey: string;
  clientKey: string;
  merchantId: string;
  notificationUrl: NotificationUrlSetting | null;
};

type Channel = { label: string; paymentType: string; bank?: string; store?: string };

/** Snap `enabled_payments` the simulator offers, with the payment_type Midtrans reports for each. */
const snapChannels: Readonly<Record<string, Channel>> = {
  credit_card: { label: 'Credit / debit card', paymentType: 'credit_card' },
  gopay: { label: 'GoPay', paymentType: 'gopay' },
  shopeepay: { label: 'ShopeePay', paymentType: 'shopeepay' },
  other_qris: { label: 'QRIS', paymentType: 'qris' },
  bca_va: { label: 'BCA Virtual Account', paymentType: 'bank_transfer', bank: 'bca' },
  bni_va: { label: 'BNI Virtual Account', paymentType: 'bank_transfer', bank: 'bni' },
  bri_va: { label: 'BRI Virtual Account', paymentType: 'bank_transfer', bank: 'bri' },
  permata_va: { label: 'Permata Virtual Account', paymentType: 'bank_transfer', bank: 'permata' },
  echannel: { label: 'Mandiri Bill Payment', paymentType: 'echannel' },
  alfamart: { label: 'Alfamart', paymentType: 'cstore', store: 'alfamart' },
  indomaret: { label: 'Indomaret', paymentType: 'cstore', store: 'indomaret' },
  kredivo: { label: 'Kredivo', paymentType: 'kredivo' },
  dana: { label: 'DANA', paymentType: 'dana' },
};

const unauthorizedMessages = [
  'Access denied due to unauthorized transaction, please check client or server key',
  'Visit https://snap-docs.midtrans.com/#request-headers for more details',
];

/** The Core API refund's body: the merchant's key of this refund, and the amount (default: all that is left). */
const refundRequestSchema = z.object({
  refund_key: z.string().min(1).max(100).optional(),
  amount: z.number().int().positive().optional(),
  reason: z.string().max(255).optional(),
});

const snapRequestSchema = z.object({
  transaction_details: z.object({ order_id: z.unknown(), gross_amount: z.unknown() }).partial().optional(),
  item_details: z.array(z.object({ price: z.number(), quantity: z.number(), name: z.string().optional() })).optional(),
  customer_details: z.object({ first_name: z.string().optional() }).optional(),
  enabled_payments: z.array(z.string()).optional(),
  expiry: z
    .object({ start_time: z.string().optional(), unit: z.string(), duration: z.number().int().positive() })
    .optional(),
  callbacks: z.object({ finish: z.string().optional() }).optional(),
});

const actionBodySchema = z.object({ payment: z.string().optional() }).nullish();

/** Midtrans' `expiry.start_time` ('2026-11-23 10:00:00 +0700'); null when absent or unreadable. */
function parseStartTime(text: string | undefined): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-])(\d{2})(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2]}${match[3]}${match[4]}:${match[5]}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dayMs = 86_400_000;
const unitMs: Readonly<Record<string, number>> = { second: 1_000, minute: 60_000, hour: 3_600_000, day: dayMs };

/** Snap's default expiry for a transaction without `expiry` is a day. */
function expiryOf(expiry: z.infer<typeof snapRequestSchema>['expiry'], now: Date): Date | null {
  if (!expiry) return new Date(now.getTime() + dayMs);
  const perUnit = unitMs[expiry.unit.replace(/s$/, '')];
  if (perUnit === undefined) return null;
  return new Date((parseStartTime(expiry.start_time) ?? now).getTime() + expiry.duration * perUnit);
}

/** Status code of the Get Status API (expiry answers 407 there). */
function statusApiCode(status: SnapTransactionStatus): string {
  if (status === 'pending') return '201';
  if (status === 'expire') return '407';
  if (status === 'deny' || status === 'failure') return '202';
  return '200';
}

/** Status code of an HTTP notification (an expiry is notified with 202). */
function notificationCode(status: SnapTransactionStatus): string {
  if (status === 'pending') return '201';
  if (status === 'deny' || status === 'failure' || status === 'expire') return '202';
  return '200';
}

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

/** A simulator action that cannot run: unknown order (404), not pending (409), channel not offered (400). */
export class SnapActionError extends SimulatorActionError {
  constructor(httpStatus: number, message: string) {
    super(httpStatus, message);
    this.name = 'SnapActionError';
  }
}

/**
 * Stands in for Midtrans on loopback: the Snap API (`POST /snap/v1/transactions`), the Core status API
 * (`GET /v2/{order_id}/status`), Snap's hosted payment page and signed HTTP notifications with retries. A person
 * pays on the page with Pay / Fail / Expire; tests call the same actions directly.
 *
 * Notification URL: `X-Override-Notification` on the Snap request wins (as at Midtrans); otherwise the merchant's
 * URL from `setNotificationUrl`, the stand-in for the dashboard setting.
 */
export class MidtransSimulator {
  readonly serverKey: string;
  readonly clientKey: string;
  /** Every delivery attempt, oldest first (the demo and tests read it). */
  readonly deliveries: NotificationDelivery[];
  readonly #merchants = new Map<string, Merchant>();
  readonly #transactions = new Map<string, SnapTransaction>();
  readonly #orderByToken = new Map<string, string>();
  readonly #clock: Clock;
  readonly #expiryTimers: ExpiryTimers;
  readonly #webhooks: WebhookDeliverer<NotificationFields>;
  readonly #publicUrl: string | null;
  #expiryLagMs = 0;
  #app: FastifyInstance | null = null;
  #baseUrl = '';

  constructor(options: {
    /** The app's clock: transaction times and expiries follow it. */
    clock: Clock;
    serverKey?: string;
    clientKey?: string;
    retry?: Partial<NotificationRetryPolicy>;
    /** Base of the payment page links when browsers reach the simulator by another address. */
    publicUrl?: string;
    transport?: WebhookTransport;
  }) {
    this.#clock = options.clock;
    this.#expiryTimers = new ExpiryTimers(options.clock);
    this.#webhooks = new WebhookDeliverer({ clock: options.clock, retry: options.retry, transport: options.transport });
    this.deliveries = this.#webhooks.deliveries;
    this.serverKey = options.serverKey ?? 'SB-Mid-server-SIMULATOR';
    this.clientKey = options.clientKey ?? 'SB-Mid-client-SIMULATOR';
    this.#publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? null;
    this.addMerchant({ serverKey: this.serverKey, clientKey: this.clientKey });
  }

  /** Another merchant account (e.g. one per tenant), with its own key and notification URL. */
  addMerchant(options: { serverKey: string; clientKey?: string; notificationUrl?: NotificationUrlSetting }): void {
    this.#merchants.set(options.serverKey, {
      serverKey: options.serverKey,
      clientKey: options.clientKey ?? options.serverKey.replace('server', 'client'),
      merchantId: `G${String(randomInt(100_000_000, 999_999_999))}`,
      notificationUrl: options.notificationUrl ?? null,
    });
  }

  /** The dashboard's Payment Notification URL of a merchant (the default one unless `serverKey` says otherwise). */
  setNotificationUrl(url: NotificationUrlSetting | null, serverKey = this.serverKey): void {
    const merchant = this.#merchants.get(serverKey);
    if (!merchant) throw new Error(`Unknown simulated merchant: ${serverKey}`);
    merchant.notificationUrl = url;
  }

  /**
   * How long after its expiry time a transaction is really expired (and can no longer be paid). Midtrans expires
   * transactions from a background job, so a payment can land just after the expiry time, after the merchant gave up.
   */
  setExpiryLag(ms: number): void {
    this.#expiryLagMs = ms;
  }

  /** Delivers later notifications through `transport` (null: real HTTP again). */
  useTransport(transport: WebhookTransport | null): void {
    this.#webhooks.useTransport(transport);
  }

  /** Listens on 127.0.0.1 and returns the base URL (both Snap and Core API are served there). */
  async start(port = 0): Promise<string> {
    const app = Fastify({ logger: false });
    acceptHtmlForms(app);
    app.post('/snap/v1/transactions', async (request, reply) => this.#createTransaction(request, reply));
    app.get<{ Params: { orderId: string } }>('/v2/:orderId/status', async (request, reply) =>
      this.#status(request, reply),
    );
    app.post<{ Params: { orderId: string } }>('/v2/:orderId/refund', async (request, reply) =>
      this.#refundByApi(request, reply),
    );
    app.get<{ Params: { token: string } }>('/snap/v4/redirection/:token', async (request, reply) =>
      this.#paymentPage(request.params.token, reply),
    );
    app.post<{ Params: { orderId: string; action: string } }>(
      '/simulator/midtrans/:orderId/:action',
      async (request, reply) => this.#action(request, reply),
    );
    const baseUrl = await listenOnLoopback(app, port);
    this.#app = app;
    this.#baseUrl = baseUrl;
    return baseUrl;
  }

  get baseUrl(): string {
    return this.#baseUrl;
  }

  /** What `createMidtransGateway` needs to talk to this simulator. */
  gatewayConfig(serverKey = this.serverKey): MidtransGatewayConfig {
    const merchant = this.#merchants.get(serverKey);
    if (!merchant) throw new Error(`Unknown simulated merchant: ${serverKey}`);
    return {
      serverKey: merchant.serverKey,
      clientKey: merchant.clientKey,
      snapBaseUrl: this.#baseUrl,
      coreBaseUrl: this.#baseUrl,
      isProduction: false,
    };
  }

  transaction(orderId: string): SnapTransaction | null {
    const transaction = this.#transactions.get(orderId);
    return transaction ? { ...transaction, refunds: [...transaction.refunds] } : null;
  }

  /** Newest first, for a demo page. */
  transactions(): SnapTransaction[] {
    return [...this.#transactions.values()].reverse().map((transaction) => ({ ...transaction }));
  }

  /** The customer pays (card payments end in `capture`, the rest in `settlement`). */
  pay(orderId: string, payment?: string): Promise<SnapActionResult> {
    return this.#complete(orderId, 'pay', payment);
  }

  /** The payment is denied. */
  fail(orderId: string): Promise<SnapActionResult> {
    return this.#complete(orderId, 'fail');
  }

  /** The payment window closes unpaid. */
  expire(orderId: string): Promise<SnapActionResult> {
    return this.#complete(orderId, 'expire');
  }

  /**
   * The merchant refunds a settled payment from the dashboard (all of what is left, or `amount`): the transaction
   * becomes `refund` or `partial_refund` and Midtrans notifies it with status_code 200, `refund_amount` (the total
   * refunded so far) and the `refunds` list.
   */
  refund(orderId: string, amount?: number, reason = 'refund from the dashboard'): Promise<SnapActionResult> {
    return this.#reverse(orderId, 'refund', amount, reason);
  }

  /** The customer's bank charges the payment back (all of what is left, or `amount`), notified like a refund. */
  chargeback(orderId: string, amount?: number, reason = 'disputed by the cardholder'): Promise<SnapActionResult> {
    return this.#reverse(orderId, 'chargeback', amount, reason);
  }

  /** A captured card payment is cancelled after the fact (Midtrans' Cancel API): notified as `cancel`, code 200. */
  async cancel(orderId: string): Promise<SnapActionResult> {
    const transaction = this.#transactions.get(orderId);
    if (!transaction) throw new SnapActionError(404, `Unknown order: ${orderId}`);
    if (transaction.status !== 'capture' && transaction.status !== 'settlement') {
      throw new SnapActionError(409, `Order ${orderId} is ${transaction.status}, not paid`);
    }
    transaction.status = 'cancel';
    const deliveries = await this.#notify(transaction);
    return { transaction: this.transaction(orderId) ?? transaction, redirectUrl: null, deliveries };
  }

  /** Sends the notification of the transaction's current state again (or a variant), waiting for every attempt. */
  async sendNotification(orderId: string, options: SendNotificationOptions = {}): Promise<NotificationDelivery[]> {
    const transaction = this.#transactions.get(orderId);
    if (!transaction) throw new Error(`Unknown simulated order: ${orderId}`);
    const body = this.#notificationBody(transaction, options);
    const results: NotificationDelivery[] = [];
    for (let copy = 0; copy < (options.duplicate ? 2 : 1); copy += 1) {
      for (const url of this.#notificationUrlsOf(transaction)) {
        results.push(...(await this.#webhooks.deliver(this.#webhook(orderId, url, body))));
      }
    }
    return results;
  }

  /** Resolves once no notification is being delivered or waiting for a retry. */
  async idle(): Promise<void> {
    await this.#webhooks.idle();
  }

  async stop(): Promise<void> {
    this.#expiryTimers.clear();
    await this.#webhooks.stop();
    await this.#app?.close();
  }

  #merchantOf(request: FastifyRequest): Merchant | null {
    const serverKey = basicAuthUser(request);
    return serverKey === null ? null : (this.#merchants.get(serverKey) ?? null);
  }

  #createTransaction(request: FastifyRequest, reply: FastifyReply) {
    const merchant = this.#merchantOf(request);
    if (!merchant) return reply.status(401).send({ error_messages: unauthorizedMessages });
    const parsed = snapRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply
        .status(400)
        .send({ error_messages: parsed.error.issues.map((issue) => `${issue.path.join('.')} is invalid`) });
    }
    const input = parsed.data;
    const orderId = input.transaction_details?.order_id;
    const grossAmount = input.transaction_details?.gross_amount;
    const errors: string[] = [];
    if (typeof orderId !== 'string' || orderId === '') errors.push('transaction_details.order_id is required');
    else if (orderId.length > 50 || !/^[A-Za-z0-9\-_.~]+$/.test(orderId)) {
      errors.push('transaction_details.order_id may contain only letters, digits and -_.~ (at most 50)');
    }
    if (grossAmount === undefined) errors.push('transaction_details.gross_amount is required');
    else if (typeof grossAmount !== 'number' || !Number.isSafeInteger(grossAmount) || grossAmount < 1) {
      errors.push('transaction_details.gross_amount must be a whole number of at least 1');
    }
    if (input.item_details && typeof grossAmount === 'number') {
      const sum = input.item_details.reduce((total, item) => total + item.price * item.quantity, 0);
      if (sum !== grossAmount) {
        errors.push('transaction_details.gross_amount is not equal to the sum of item_details');
      }
    }
    const enabled = (input.enabled_payments ?? Object.keys(snapChannels)).filter((name) =>
      Object.hasOwn(snapChannels, name),
    );
    if (enabled.length === 0) errors.push('enabled_payments has no payment channel this merchant can accept');
    const now = this.#clock.now();
    const expiresAt = expiryOf(input.expiry, now);
    if (input.expiry && !expiresAt) errors.push('expiry.unit must be second, minute, hour or day');
    if (errors.length > 0 || typeof orderId !== 'string' || typeof grossAmount !== 'number') {
      return reply.status(400).send({ error_messages: errors });
    }
    const existing = this.#transactions.get(orderId);
    // Midtrans lets an order id be used again only after its transaction expired.
    if (existing && existing.status !== 'expire') {
      return reply.status(400).send({ error_messages: ['transaction_details.order_id sudah digunakan'] });
    }
    const overrideHeader = request.headers['x-override-notification'];
    const overrides = typeof overrideHeader === 'string' ? overrideHeader.split(',').map((url) => url.trim()) : [];
    const transaction: SnapTransaction = {
      orderId,
      token: randomUUID(),
      transactionId: randomUUID(),
      serverKey: merchant.serverKey,
      grossAmount,
      status: 'pending',
      enabledPayments: enabled,
      payment: enabled[0] ?? 'other_qris',
      customerName: input.customer_details?.first_name ?? null,
      description: input.item_details?.[0]?.name ?? null,
      finishUrl: input.callbacks?.finish ?? null,
      notificationUrls: overrides.filter((url) => url !== '').slice(0, 3),
      createdAt: now,
      settledAt: null,
      expiresAt,
      vaNumber: String(randomInt(10_000_000, 99_999_999)) + String(randomInt(100_000, 999_999)),
      refunds: [],
    };
    if (existing) this.#orderByToken.delete(existing.token);
    this.#transactions.set(orderId, transaction);
    this.#orderByToken.set(transaction.token, orderId);
    this.#scheduleExpiry(transaction);
    return reply.status(201).send({
      token: transaction.token,
      redirect_url: `${this.#publicUrl ?? this.#baseUrl}/snap/v4/redirection/${transaction.token}`,
    });
  }

  #status(request: FastifyRequest<{ Params: { orderId: string } }>, reply: FastifyReply) {
    const merchant = this.#merchantOf(request);
    if (!merchant) {
      return reply.status(401).send({
        status_code: '401',
        status_message: 'Unknown Merchant server_key/id',
        id: randomUUID(),
      });
    }
    const key = request.params.orderId;
    const transaction =
      this.#transactions.get(key) ?? [...this.#transactions.values()].find((item) => item.transactionId === key);
    if (!transaction || transaction.serverKey !== merchant.serverKey) {
      return reply
        .status(404)
        .send({ status_code: '404', status_message: "Transaction doesn't exist.", id: randomUUID() });
    }
    const statusCode = statusApiCode(transaction.status);
    const grossAmount = formatMidtransAmount(transaction.grossAmount);
    return {
      ...this.#transactionFields(transaction, merchant, transaction.status),
      status_code: statusCode,
      status_message: 'Success, transaction is found',
      gross_amount: grossAmount,
      signature_key: midtransSignatureKey(transaction.orderId, statusCode, grossAmount, merchant.serverKey),
    };
  }

  /**
   * The Core API's refund (`POST /v2/{order_id}/refund`, `{ refund_key, amount, reason }`): a settled payment is
   * refunded (all of what is left, or `amount`) and notified as a dashboard refund is. The refund_key makes a repeat
   * answer the first refund again instead of refunding twice.
   */
  async #refundByApi(request: FastifyRequest<{ Params: { orderId: string } }>, reply: FastifyReply) {
    const merchant = this.#merchantOf(request);
    if (!merchant) {
      return reply.status(401).send({ status_code: '401', status_message: 'Unknown Merchant server_key/id' });
    }
    const transaction = this.#transactions.get(request.params.orderId);
    if (!transaction || transaction.serverKey !== merchant.serverKey) {
      return reply.status(404).send({ status_code: '404', status_message: "Transaction doesn't exist." });
    }
    const parsed = refundRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      return reply.status(400).send({ status_code: '400', status_message: 'Refund request is invalid' });
    }
    const { refund_key: refundKey, amount, reason } = parsed.data;
    const answer = (refund: SnapRefund) => ({
      status_code: '200',
      status_message: 'Success, refund request is approved',
      transaction_id: transaction.transactionId,
      order_id: transaction.orderId,
      gross_amount: formatMidtransAmount(transaction.grossAmount),
      currency: 'IDR',
      payment_type: (snapChannels[transaction.payment] ?? { paymentType: 'qris' }).paymentType,
      transaction_time: jakartaDateTime(transaction.createdAt),
      transaction_status: transaction.status,
      refund_chargeback_id: refund.id,
      refund_amount: formatMidtransAmount(refund.amount),
      refund_key: refund.refundKey,
    });
    const earlier = refundKey ? transaction.refunds.find((refund) => refund.refundKey === refundKey) : undefined;
    if (earlier) return answer(earlier);
    try {
      await this.#reverse(transaction.orderId, 'refund', amount, reason ?? 'refund', refundKey);
    } catch (error) {
      if (!(error instanceof SnapActionError)) throw error;
      // Midtrans answers a refund it cannot make (not settled, more than is left) with 412.
      return reply.status(412).send({ status_code: '412', status_message: error.message });
    }
    const made = transaction.refunds.at(-1);
    return made ? answer(made) : reply.status(500).send({ status_code: '500', status_message: 'No refund' });
  }

  /** The fields a status response and a notification share. */
  #transactionFields(transaction: SnapTransaction, merchant: Merchant, status: SnapTransactionStatus) {
    const channel = snapChannels[transaction.payment] ?? { label: transaction.payment, paymentType: 'qris' };
    const fields: Record<string, unknown> = {
      transaction_time: jakartaDateTime(transaction.createdAt),
      transaction_status: status,
      transaction_id: transaction.transactionId,
      payment_type: channel.paymentType,
      order_id: transaction.orderId,
      merchant_id: merchant.merchantId,
      currency: 'IDR',
      fraud_status: status === 'deny' && channel.paymentType === 'credit_card' ? 'deny' : 'accept',
    };
    if (transaction.expiresAt) fields.expiry_time = jakartaDateTime(transaction.expiresAt);
    const settled = status === 'settlement' || status === 'capture' || status.includes('refund');
    if ((settled || status.includes('chargeback')) && transaction.settledAt) {
      fields.settlement_time = jakartaDateTime(transaction.settledAt);
    }
    if (transaction.refunds.length > 0 && (status.includes('refund') || status.includes('chargeback'))) {
      fields.refund_amount = formatMidtransAmount(transaction.refunds.reduce((sum, refund) => sum + refund.amount, 0));
      fields.refunds = transaction.refunds.map((refund) => ({
        refund_chargeback_id: refund.id,
        ...(refund.kind === 'chargeback'
          ? { refund_chargeback_uuid: refund.refundKey }
          : { refund_key: refund.refundKey }),
        refund_amount: formatMidtransAmount(refund.amount),
        created_at: jakartaDateTime(refund.at),
        reason: refund.reason,
        ...(refund.kind === 'refund' ? { refund_method: 'online' } : {}),
      }));
    }
    if (channel.bank === 'permata') fields.permata_va_number = transaction.vaNumber;
    else if (channel.bank) fields.va_numbers = [{ bank: channel.bank, va_number: transaction.vaNumber }];
    if (channel.paymentType === 'echannel') {
      fields.bill_key = transaction.vaNumber;
      fields.biller_code = '70012';
    }
    if (channel.store) {
      fields.store = channel.store;
      fields.payment_code = transaction.vaNumber.slice(0, 10);
    }
    if (channel.paymentType === 'credit_card') {
      fields.masked_card = '48111111-1114';
      fields.bank = 'bni';
      fields.card_type = 'credit';
      fields.channel_response_code = status === 'deny' ? '05' : '00';
    }
    if (channel.paymentType === 'qris') fields.acquirer = 'gopay';
    return fields;
  }

  #notificationBody(transaction: SnapTransaction, options: SendNotificationOptions = {}): Record<string, unknown> {
    const merchant = this.#merchants.get(transaction.serverKey);
    if (!merchant) throw new Error(`Unknown simulated merchant: ${transaction.serverKey}`);
    const status = options.status ?? transaction.status;
    const statusCode = notificationCode(status);
    const grossAmount = formatMidtransAmount(transaction.grossAmount);
    const signingKey = options.forge ? `${merchant.serverKey}-forged` : merchant.serverKey;
    return {
      ...this.#transactionFields(transaction, merchant, status),
      status_message: 'midtrans payment notification',
      status_code: statusCode,
      gross_amount: options.tamperAmount === undefined ? grossAmount : formatMidtransAmount(options.tamperAmount),
      signature_key: midtransSignatureKey(transaction.orderId, statusCode, grossAmount, signingKey),
    };
  }

  #notificationUrlsOf(transaction: SnapTransaction): string[] {
    if (transaction.notificationUrls.length > 0) return transaction.notificationUrls;
    const setting = this.#merchants.get(transaction.serverKey)?.notificationUrl ?? null;
    const url = typeof setting === 'function' ? setting(transaction.orderId) : setting;
    return url ? [url] : [];
  }

  async #complete(orderId: string, action: 'pay' | 'fail' | 'expire', payment?: string): Promise<SnapActionResult> {
    const transaction = this.#transactions.get(orderId);
    if (!transaction) throw new SnapActionError(404, `Unknown order: ${orderId}`);
    if (transaction.status !== 'pending') {
      throw new SnapActionError(409, `Order ${orderId} is already ${transaction.status}`);
    }
    if (payment !== undefined && payment !== '') {
      if (!transaction.enabledPayments.includes(payment)) {
        throw new SnapActionError(400, `Payment channel not enabled for ${orderId}: ${payment}`);
      }
      transaction.payment = payment;
    }
    const paymentType = snapChannels[transaction.payment]?.paymentType;
    if (action === 'pay') {
      transaction.status = paymentType === 'credit_card' ? 'capture' : 'settlement';
      transaction.settledAt = this.#clock.now();
    } else {
      transaction.status = action === 'fail' ? 'deny' : 'expire';
    }
    this.#expiryTimers.cancel(orderId);
    const deliveries = await this.#notify(transaction);
    return { transaction: { ...transaction }, redirectUrl: this.#redirectUrlOf(transaction), deliveries };
  }

  async #reverse(
    orderId: string,
    kind: 'refund' | 'chargeback',
    amount: number | undefined,
    reason: string,
    refundKey: string = randomUUID(),
  ): Promise<SnapActionResult> {
    const transaction = this.#transactions.get(orderId);
    if (!transaction) throw new SnapActionError(404, `Unknown order: ${orderId}`);
    const reversible = ['settlement', 'capture', 'partial_refund', 'partial_chargeback'];
    if (!reversible.includes(transaction.status)) {
      throw new SnapActionError(409, `Order ${orderId} is ${transaction.status}: nothing to ${kind}`);
    }
    const left = transaction.grossAmount - transaction.refunds.reduce((sum, refund) => sum + refund.amount, 0);
    const taken = amount ?? left;
    if (!Number.isSafeInteger(taken) || taken < 1 || taken > left) {
      throw new SnapActionError(400, `The ${kind} amount must be a whole number from 1 to ${left}`);
    }
    transaction.refunds.push({
      kind,
      id: randomInt(10_000, 99_999_999),
      amount: taken,
      at: this.#clock.now(),
      reason,
      refundKey,
    });
    transaction.status = taken === left ? kind : `partial_${kind}`;
    const deliveries = await this.#notify(transaction);
    return { transaction: this.transaction(orderId) ?? transaction, redirectUrl: null, deliveries };
  }

  /** Starts delivering the notification of the current state; resolves with the first attempt of each URL. */
  async #notify(transaction: SnapTransaction): Promise<NotificationDelivery[]> {
    const body = this.#notificationBody(transaction);
    const firsts = this.#notificationUrlsOf(transaction).map((url) =>
      this.#webhooks.dispatch(this.#webhook(transaction.orderId, url, body)),
    );
    return Promise.all(firsts);
  }

  #webhook(orderId: string, url: string, body: Record<string, unknown>): OutgoingWebhook<NotificationFields> {
    return {
      url,
      headers: { 'content-type': 'application/json', accept: 'application/json', 'user-agent': 'Veritrans' },
      body: JSON.stringify(body),
      record: (attempt) => ({ orderId, ...attempt, body }),
    };
  }

  /**
   * Snap's redirect after the page: the finish URL for a payment; for a denial the dashboard's Error URL and for an
   * expiry its Unfinish URL, which the simulator takes as the siblings `error` and `unfinish` of the finish URL
   * (the app's pages are /midtrans/finish, /midtrans/unfinish and /midtrans/error).
   */
  #redirectUrlOf(transaction: SnapTransaction): string | null {
    if (!transaction.finishUrl) return null;
    let target: string;
    try {
      target =
        transaction.status === 'settlement' || transaction.status === 'capture'
          ? transaction.finishUrl
          : new URL(transaction.status === 'expire' ? 'unfinish' : 'error', transaction.finishUrl).toString();
    } catch {
      return null;
    }
    return withQuery(target, {
      order_id: transaction.orderId,
      status_code: notificationCode(transaction.status),
      transaction_status: transaction.status,
    });
  }

  #scheduleExpiry(transaction: SnapTransaction): void {
    if (!transaction.expiresAt) return;
    const expiresAt = new Date(transaction.expiresAt.getTime() + this.#expiryLagMs);
    this.#expiryTimers.schedule(transaction.orderId, expiresAt, () => {
      if (this.#transactions.get(transaction.orderId) === transaction && transaction.status === 'pending') {
        void this.#complete(transaction.orderId, 'expire').catch(() => undefined);
      }
    });
  }

  async #action(request: FastifyRequest<{ Params: { orderId: string; action: string } }>, reply: FastifyReply) {
    const { orderId, action } = request.params;
    const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
    if (action !== 'pay' && action !== 'fail' && action !== 'expire') {
      return reply.status(404).send({ error: `Unknown action: ${action}` });
    }
    const body = actionBodySchema.safeParse(request.body);
    try {
      const result = await this.#complete(orderId, action, body.success ? body.data?.payment : undefined);
      if (wantsHtml) {
        if (result.redirectUrl) return reply.redirect(result.redirectUrl, 303);
        return reply.type('text/html').send(this.#resultPage(result.transaction));
      }
      return {
        order_id: orderId,
        transaction_status: result.transaction.status,
        status_code: notificationCode(result.transaction.status),
        redirect_url: result.redirectUrl,
        notifications: result.deliveries.map(({ url, httpStatus, ok, error }) => ({ url, httpStatus, ok, error })),
      };
    } catch (error) {
      if (!(error instanceof SnapActionError)) throw error;
      if (wantsHtml) {
        const transaction = this.#transactions.get(orderId);
        const page = transaction
          ? this.#resultPage(transaction)
          : this.#page('Not found', `<p>${escapeHtml(error.message)}</p>`);
        return reply.status(error.httpStatus).type('text/html').send(page);
      }
      return reply.status(error.httpStatus).send({ error: error.message });
    }
  }

  #paymentPage(token: string, reply: FastifyReply) {
    const orderId = this.#orderByToken.get(token);
    const transaction = orderId ? this.#transactions.get(orderId) : undefined;
    if (!transaction) {
      return reply
        .status(404)
        .type('text/html')
        .send(this.#page('Not found', '<p>This payment link is not valid.</p>'));
    }
    if (transaction.status !== 'pending') return reply.type('text/html').send(this.#resultPage(transaction));
    const options = transaction.enabledPayments
      .map(
        (name) =>
          `<option value="${escapeHtml(name)}"${name === transaction.payment ? ' selected' : ''}>` +
          `${escapeHtml(snapChannels[name]?.label ?? name)}</option>`,
      )
      .join('');
    const action = (name: string) => `/simulator/midtrans/${encodeURIComponent(transaction.orderId)}/${name}`;
    const body =
      `<p class="amount">${escapeHtml(formatRupiah(transaction.grossAmount))}</p>` +
      `<dl><dt>Order ID</dt><dd>${escapeHtml(transaction.orderId)}</dd>` +
      (transaction.description ? `<dt>Item</dt><dd>${escapeHtml(transaction.description)}</dd>` : '') +
      (transaction.expiresAt
        ? `<dt>Pay before</dt><dd>${escapeHtml(jakartaDateTime(transaction.expiresAt))} WIB</dd>`
        : '') +
      `</dl><form method="post" action="${action('pay')}">` +
      `<label for="payment">Payment method</label><select id="payment" name="payment">${options}</select>` +
      `<button type="submit" class="pay">Pay (success)</button>` +
      `<button type="submit" formaction="${action('fail')}" class="fail">Fail</button>` +
      `<button type="submit" formaction="${action('expire')}" class="expire">Expire</button></form>`;
    return reply.type('text/html').send(this.#page('Midtrans Snap (simulator)', body));
  }

  #resultPage(transaction: SnapTransaction): string {
    const redirect = this.#redirectUrlOf(transaction);
    return this.#page(
      'Midtrans Snap (simulator)',
      `<p class="amount">${escapeHtml(formatRupiah(transaction.grossAmount))}</p>` +
        `<p>Order <strong>${escapeHtml(transaction.orderId)}</strong> is <strong>${escapeHtml(transaction.status)}</strong>.</p>` +
        (redirect ? `<p><a href="${escapeHtml(redirect)}">Back to the merchant</a></p>` : ''),
    );
  }

  #page(title: string, body: string): string {
    return paymentPage(title, body, {
      background: '#f1f5f9',
      buttonStyles: '.pay{background:#16a34a}.fail{background:#dc2626}.expire{background:#64748b}',
    });
  }
}
