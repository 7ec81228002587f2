import { randomBytes, randomInt, randomUUID } from 'node:crypto';
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
import { headerValue } from '../payments/webhook-request.ts';
import type { XenditGatewayConfig } from './xendit.adapter.ts';

// The webhook machinery is shared by the simulators; these names stay importable from here.
export { fetchTransport, type WebhookTransport } from '../simulators/webhook-delivery.ts';

export type XenditInvoiceStatus = 'PENDING' | 'PAID' | 'SETTLED' | 'EXPIRED';

/** Where callbacks go: one URL, or one per external_id (e.g. with the tenant in the path). null: nowhere. */
export type CallbackUrlSetting = string | ((externalId: string) => string | null);

/** Xendit retries a callback that did not get a 2xx; the simulator does the same, faster. */
export type CallbackRetryPolicy = WebhookRetryPolicy;

type CallbackFields = { invoiceId: string; externalId: string; body: Record<string, unknown> };

export type CallbackDelivery = WebhookDelivery<CallbackFields>;

export type SimulatedInvoice = {
  id: string;
  externalId: string;
  secretKey: string;
  amount: number;
  status: XenditInvoiceStatus;
  payerEmail: string | null;
  description: string | null;
  /** Channel codes the payer may use (`BCA`, `QRIS`, `DANA`…). */
  paymentMethods: string[];
  successRedirectUrl: string | null;
  failureRedirectUrl: string | null;
  customer: Record<string, unknown> | null;
  created: Date;
  updated: Date;
  expiryDate: Date;
  paidAt: Date | null;
  /** The channel paid with, once PAID. */
  paymentChannel: string | null;
  paymentDestination: string;
  /** Refunds made through `POST /refunds`, oldest first. */
  refunds: SimulatedRefund[];
};

/** A refund of a paid invoice through the Refunds API. */
export type SimulatedRefund = {
  id: string;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  amount: number;
  referenceId: string | null;
  idempotencyKey: string | null;
  reason: string;
  created: Date;
};

export type SendCallbackOptions = {
  /** Send the same callback twice, as Xendit may. */
  duplicate?: boolean;
  /** Send a wrong `x-callback-token`. */
  forge?: boolean;
  /** Report this paid_amount instead of the real one. */
  tamperAmount?: number;
};

/**
 * Callbacks of the Xendit products other than invoices, as Xendit posts them to the account's callback URL when they
 * are enabled: an e-wallet charge captured, a QR code paid, a fixed virtual account paid or created.
 */
export type ProductCallbackKind = 'ewallet.capture' | 'qr.payment' | 'fixed_va.paid' | 'fixed_va.created';

export type InvoiceActionResult = {
  invoice: SimulatedInvoice;
  /** success_redirect_url after a payment, failure_redirect_url after an expiry (null when not given). */
  redirectUrl: string | null;
  /** The first delivery attempt of the callback; retries continue in the background. */
  delivery: CallbackDelivery | null;
};

type Account = { secretKey: string; callbackToken: string; businessId: string; callbackUrl: CallbackUrlSetting | null };

type Channel = { label: string; paymentMethod: 'BANK_TRANSFER' | 'EWALLET' | 'QR_CODE' };

/** The Indonesian channels of the invoice API the app offers (the fee table's first-provider rows). */
const invoiceChannels: Readonly<Record<string, Channel>> = {
  BCA: { label: 'BCA Virtual Account', paymentMethod: 'BANK_TRANSFER' },
  BNI: { label: 'BNI Virtual Account', paymentMethod: 'BANK_TRANSFER' },
  BRI: { label: 'BRI Virtual Account', paymentMethod: 'BANK_TRANSFER' },
  MANDIRI: { label: 'Mandiri Virtual Account', paymentMethod: 'BANK_TRANSFER' },
  PERMATA: { label: 'Permata Virtual Account', paymentMethod: 'BANK_TRANSFER' },
  QRIS: { label: 'QRIS', paymentMethod: 'QR_CODE' },
  DANA: { label: 'DANA', paymentMethod: 'EWALLET' },
  OVO: { label: 'OVO', paymentMethod: 'EWALLET' },
  LINKAJA: { label: 'LinkAja', paymentMethod: 'EWALLET' },
  SHOPEEPAY: { label: 'ShopeePay', paymentMethod: 'EWALLET' },
};

const merchantName = 'Konter Simulator';
const maxDurationSeconds = 31_536_000;

/** Xendit's validation messages name the field in quotes: `"external_id" is required`. */
const createInvoiceSchema = z.object({
  external_id: z.string({ error: '"external_id" is required' }).min(1, '"external_id" is not allowed to be empty'),
  amount: z
    .number({ error: '"amount" is required' })
    .refine((value) => Number.isSafeInteger(value) && value >= 1, '"amount" must be a whole number of at least 1'),
  payer_email: z.email('"payer_email" must be a valid email').optional(),
  description: z.string().optional(),
  invoice_duration: z
    .number()
    .int('"invoice_duration" must be an integer')
    .min(1, '"invoice_duration" must be at least 1')
    .max(maxDurationSeconds, `"invoice_duration" must be at most ${maxDurationSeconds}`)
    .optional(),
  currency: z.literal('IDR', '"currency" must be IDR').optional(),
  payment_methods: z
    .array(
      z.string().refine((code) => Object.hasOwn(invoiceChannels, code), '"payment_methods" has an unknown channel'),
    )
    .min(1, '"payment_methods" must contain at least 1 item')
    .optional(),
  success_redirect_url: z.url('"success_redirect_url" must be a valid uri').optional(),
  failure_redirect_url: z.url('"failure_redirect_url" must be a valid uri').optional(),
  customer: z.record(z.string(), z.unknown()).optional(),
});

const actionBodySchema = z.object({ payment: z.string().optional() }).nullish();
/** The Refunds API's body for an invoice payment. */
const refundRequestSchema = z.object({
  invoice_id: z.string().min(1),
  reference_id: z.string().max(255).optional(),
  amount: z.number().int().positive().optional(),
  currency: z.literal('IDR').optional(),
  reason: z.enum(['FRAUDULENT', 'DUPLICATE', 'REQUESTED_BY_CUSTOMER', 'CANCELLATION', 'OTHERS']),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});

function objectId(): string {
  return randomBytes(12).toString('hex');
}

/** A simulator action that cannot run: unknown invoice (404), not pending (409), channel not offered (400). */
export class InvoiceActionError extends SimulatorActionError {
  constructor(httpStatus: number, message: string) {
    super(httpStatus, message);
    this.name = 'InvoiceActionError';
  }
}

/**
 * Stands in for Xendit on loopback with the paths the official SDK calls: `POST /v2/invoices/`,
 * `GET /v2/invoices/{id}`, `GET /v2/invoices` and `POST /invoices/{id}/expire!`, the hosted invoice page at
 * `/web/{id}`, and invoice callbacks (with `x-callback-token`, retried on failure). A person pays on the page with
 * Pay / Expire; tests call the same actions directly. Like Xendit, an external_id may be used by many invoices.
 */
export class XenditSimulator {
  readonly secretKey: string;
  readonly callbackToken: string;
  /** Every callback attempt, oldest first (the demo and tests read it). */
  readonly deliveries: CallbackDelivery[];
  readonly #accounts = new Map<string, Account>();
  readonly #invoices = new Map<string, SimulatedInvoice>();
  readonly #clock: Clock;
  readonly #expiryTimers: ExpiryTimers;
  readonly #webhooks: WebhookDeliverer<CallbackFields>;
  readonly #publicUrl: string | null;
  #expiryLagMs = 0;
  #refundsPending = false;
  #app: FastifyInstance | null = null;
  #baseUrl = '';

  constructor(options: {
    /** The app's clock: invoice times and expiries follow it. */
    clock: Clock;
    secretKey?: string;
    callbackToken?: string;
    retry?: Partial<CallbackRetryPolicy>;
    /** Base of the invoice page links when browsers reach the simulator by another address. */
    publicUrl?: string;
    transport?: WebhookTransport;
  }) {
    this.#clock = options.clock;
    this.#expiryTimers = new ExpiryTimers(options.clock);
    this.#webhooks = new WebhookDeliverer({ clock: options.clock, retry: options.retry, transport: options.transport });
    this.deliveries = this.#webhooks.deliveries;
    this.secretKey = options.secretKey ?? 'xnd_development_SIMULATOR';
    this.callbackToken = options.callbackToken ?? 'simulator-callback-token';
    this.#publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? null;
    this.addAccount({ secretKey: this.secretKey, callbackToken: this.callbackToken });
  }

  /** Another Xendit account (e.g. one per tenant), with its own key, callback token and callback URL. */
  addAccount(options: { secretKey: string; callbackToken: string; callbackUrl?: CallbackUrlSetting }): void {
    this.#accounts.set(options.secretKey, {
      secretKey: options.secretKey,
      callbackToken: options.callbackToken,
      businessId: objectId(),
      callbackUrl: options.callbackUrl ?? null,
    });
  }

  /** The dashboard's invoice callback URL of an account (the default one unless `secretKey` says otherwise). */
  setCallbackUrl(url: CallbackUrlSetting | null, secretKey = this.secretKey): void {
    const account = this.#accounts.get(secretKey);
    if (!account) throw new Error(`Unknown simulated Xendit account: ${secretKey}`);
    account.callbackUrl = url;
  }

  /**
   * How long after its expiry date an invoice is really expired (and can no longer be paid). Xendit expires invoices
   * from a background job, so a payment can land just after the expiry date, after the merchant gave up on it.
   */
  setExpiryLag(ms: number): void {
    this.#expiryLagMs = ms;
  }

  /** Delivers later callbacks through `transport` (null: real HTTP again). */
  useTransport(transport: WebhookTransport | null): void {
    this.#webhooks.useTransport(transport);
  }

  /** Listens on 127.0.0.1 and returns the base URL (the SDK's `xenditURL`). */
  async start(port = 0): Promise<string> {
    const app = Fastify({ logger: false });
    acceptHtmlForms(app);
    // The SDK posts to `/v2/invoices/` (trailing slash); Xendit's documentation writes it without.
    for (const path of ['/v2/invoices', '/v2/invoices/']) {
      app.post(path, async (request, reply) => this.#createInvoice(request, reply));
    }
    app.get<{ Querystring: { external_id?: string } }>('/v2/invoices', async (request, reply) =>
      this.#list(request, reply),
    );
    app.get<{ Params: { id: string } }>('/v2/invoices/:id', async (request, reply) => this.#get(request, reply));
    app.get<{ Querystring: { account_type?: string; currency?: string } }>('/balance', async (request, reply) =>
      this.#balance(request, reply),
    );
    app.post<{ Params: { id: string } }>('/invoices/:id/expire!', async (request, reply) =>
      this.#expireByApi(request, reply),
    );
    app.post('/refunds', async (request, reply) => this.#refund(request, reply));
    app.get<{ Params: { id: string } }>('/web/:id', async (request, reply) =>
      this.#invoicePage(request.params.id, reply),
    );
    app.post<{ Params: { id: string; action: string } }>('/simulator/xendit/:id/:action', async (request, reply) =>
      this.#action(request, reply),
    );
    const baseUrl = await listenOnLoopback(app, port);
    this.#app = app;
    this.#baseUrl = baseUrl;
    return baseUrl;
  }

  get baseUrl(): string {
    return this.#baseUrl;
  }

  /** What `createXenditGateway` needs to talk to this simulator. */
  gatewayConfig(secretKey = this.secretKey): XenditGatewayConfig {
    const account = this.#accounts.get(secretKey);
    if (!account) throw new Error(`Unknown simulated Xendit account: ${secretKey}`);
    return { secretKey: account.secretKey, callbackToken: account.callbackToken, baseUrl: this.#baseUrl };
  }

  invoice(id: string): SimulatedInvoice | null {
    const invoice = this.#invoices.get(id);
    return invoice ? { ...invoice } : null;
  }

  /** Newest first, for a demo page. */
  invoices(): SimulatedInvoice[] {
    return [...this.#invoices.values()].reverse().map((invoice) => ({ ...invoice }));
  }

  /** The payer pays with `channel` (default: the first one offered). */
  pay(id: string, channel?: string): Promise<InvoiceActionResult> {
    return this.#complete(id, 'pay', channel);
  }

  /** The invoice expires unpaid. */
  expire(id: string): Promise<InvoiceActionResult> {
    return this.#complete(id, 'expire');
  }

  /** Xendit moves a PAID invoice to SETTLED once the funds reach the balance, and calls back again. */
  async settle(id: string): Promise<InvoiceActionResult> {
    const invoice = this.#invoices.get(id);
    if (!invoice) throw new InvoiceActionError(404, `Unknown invoice: ${id}`);
    if (invoice.status !== 'PAID') throw new InvoiceActionError(409, `Invoice ${id} is ${invoice.status}, not PAID`);
    invoice.status = 'SETTLED';
    invoice.updated = this.#clock.now();
    const delivery = await this.#notify(invoice);
    return { invoice: { ...invoice }, redirectUrl: null, delivery };
  }

  /**
   * Sends a genuine callback of another Xendit product (token included) for `referenceId`, to the default account's
   * callback URL, waiting for every attempt: what reaches an app whose Xendit account has these products enabled.
   */
  async sendProductCallback(
    kind: ProductCallbackKind,
    options: { referenceId: string; amount: number },
  ): Promise<CallbackDelivery[]> {
    const account = this.#accounts.get(this.secretKey);
    if (!account) throw new Error('The default simulated Xendit account is gone');
    const setting = account.callbackUrl;
    const url = typeof setting === 'function' ? setting(options.referenceId) : setting;
    if (!url) return [];
    const body = this.#productCallbackBody(kind, account, options.referenceId, options.amount);
    const id = typeof body.id === 'string' ? body.id : objectId();
    const webhook: OutgoingWebhook<CallbackFields> = {
      url,
      headers: {
        'content-type': 'application/json',
        'x-callback-token': account.callbackToken,
        'webhook-id': randomUUID(),
      },
      body: JSON.stringify(body),
      record: (attempt) => ({ invoiceId: id, externalId: options.referenceId, ...attempt, body }),
    };
    return this.#webhooks.deliver(webhook);
  }

  #productCallbackBody(
    kind: ProductCallbackKind,
    account: Account,
    referenceId: string,
    amount: number,
  ): Record<string, unknown> {
    const now = this.#clock.now().toISOString();
    switch (kind) {
      case 'ewallet.capture':
        return {
          event: 'ewallet.capture',
          business_id: account.businessId,
          created: now,
          data: {
            id: `ewc_${randomUUID()}`,
            business_id: account.businessId,
            reference_id: referenceId,
            status: 'SUCCEEDED',
            currency: 'IDR',
            charge_amount: amount,
            capture_amount: amount,
            checkout_method: 'ONE_TIME_PAYMENT',
            channel_code: 'ID_DANA',
            channel_properties: { success_redirect_url: 'https://example.com/done' },
            is_redirect_required: true,
            created: now,
            updated: now,
            metadata: null,
          },
        };
      case 'qr.payment':
        return {
          event: 'qr.payment',
          api_version: '2022-07-31',
          business_id: account.businessId,
          created: now,
          data: {
            id: `qrpy_${randomUUID()}`,
            business_id: account.businessId,
            currency: 'IDR',
            amount,
            status: 'SUCCEEDED',
            created: now,
            qr_id: `qr_${randomUUID()}`,
            reference_id: referenceId,
            type: 'DYNAMIC',
            channel_code: 'ID_DANA',
            expires_at: now,
            metadata: null,
            payment_detail: { receipt_id: String(randomInt(100_000, 999_999)), source: 'DANA' },
          },
        };
      case 'fixed_va.paid':
        return {
          id: objectId(),
          payment_id: objectId(),
          callback_virtual_account_id: objectId(),
          owner_id: account.businessId,
          external_id: referenceId,
          account_number: `9999${String(randomInt(100_000, 999_999))}`,
          bank_code: 'BCA',
          amount,
          merchant_code: '88608',
          transaction_timestamp: now,
          sender_name: 'SITI AMINAH',
          created: now,
          updated: now,
        };
      case 'fixed_va.created':
        return {
          id: objectId(),
          owner_id: account.businessId,
          external_id: referenceId,
          account_number: `9999${String(randomInt(100_000, 999_999))}`,
          bank_code: 'BCA',
          merchant_code: '88608',
          name: 'SITI AMINAH',
          is_closed: true,
          expected_amount: amount,
          expiration_date: now,
          is_single_use: true,
          status: 'ACTIVE',
          currency: 'IDR',
          country: 'ID',
          created: now,
          updated: now,
        };
    }
  }

  /** Sends the callback of the invoice's current state again (or a variant), waiting for every attempt. */
  async sendCallback(id: string, options: SendCallbackOptions = {}): Promise<CallbackDelivery[]> {
    const invoice = this.#invoices.get(id);
    if (!invoice) throw new Error(`Unknown simulated invoice: ${id}`);
    const account = this.#accountOf(invoice);
    const body = this.#callbackBody(invoice, options);
    const token = options.forge ? `${account.callbackToken}-forged` : account.callbackToken;
    const url = this.#callbackUrlOf(invoice);
    if (!url) return [];
    const results: CallbackDelivery[] = [];
    for (let copy = 0; copy < (options.duplicate ? 2 : 1); copy += 1) {
      results.push(...(await this.#webhooks.deliver(this.#webhook(invoice, url, token, body))));
    }
    return results;
  }

  /** Resolves once no callback is being delivered or waiting for a retry. */
  async idle(): Promise<void> {
    await this.#webhooks.idle();
  }

  async stop(): Promise<void> {
    this.#expiryTimers.clear();
    await this.#webhooks.stop();
    await this.#app?.close();
  }

  #authorized(request: FastifyRequest): Account | null {
    const secretKey = basicAuthUser(request);
    return secretKey === null ? null : (this.#accounts.get(secretKey) ?? null);
  }

  #unauthorized(reply: FastifyReply) {
    return reply
      .status(401)
      .send({ error_code: 'INVALID_API_KEY', message: 'API key is not authorized for this API service' });
  }

  #notFound(reply: FastifyReply) {
    return reply.status(404).send({ error_code: 'INVOICE_NOT_FOUND_ERROR', message: 'Could not find invoice' });
  }

  #accountOf(invoice: SimulatedInvoice): Account {
    const account = this.#accounts.get(invoice.secretKey);
    if (!account) throw new Error(`Unknown simulated Xendit account: ${invoice.secretKey}`);
    return account;
  }

  #createInvoice(request: FastifyRequest, reply: FastifyReply) {
    const account = this.#authorized(request);
    if (!account) return this.#unauthorized(reply);
    const parsed = createInvoiceSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const messages = parsed.error.issues.map((issue) => issue.message);
      return reply
        .status(400)
        .send({ error_code: 'API_VALIDATION_ERROR', message: messages[0] ?? 'Invalid request', errors: messages });
    }
    const input = parsed.data;
    const now = this.#clock.now();
    const invoice: SimulatedInvoice = {
      id: objectId(),
      externalId: input.external_id,
      secretKey: account.secretKey,
      amount: input.amount,
      status: 'PENDING',
      payerEmail: input.payer_email ?? null,
      description: input.description ?? null,
      paymentMethods: input.payment_methods ?? Object.keys(invoiceChannels),
      successRedirectUrl: input.success_redirect_url ?? null,
      failureRedirectUrl: input.failure_redirect_url ?? null,
      customer: input.customer ?? null,
      created: now,
      updated: now,
      expiryDate: new Date(now.getTime() + (input.invoice_duration ?? 86_400) * 1000),
      paidAt: null,
      paymentChannel: null,
      paymentDestination: `8808${String(randomInt(10_000_000, 99_999_999))}`,
      refunds: [],
    };
    this.#invoices.set(invoice.id, invoice);
    this.#scheduleExpiry(invoice);
    return reply.status(200).send(this.#invoiceJson(invoice, account));
  }

  /**
   * `GET /balance`: what the account's paid invoices brought in (the simulator keeps no other money). Xendit's
   * account types are CASH (the default), HOLDING and TAX; only CASH receives invoice payments, and only IDR here.
   */
  #balance(
    request: FastifyRequest<{ Querystring: { account_type?: string; currency?: string } }>,
    reply: FastifyReply,
  ) {
    const account = this.#authorized(request);
    if (!account) return this.#unauthorized(reply);
    const type = request.query.account_type ?? 'CASH';
    const currency = request.query.currency ?? 'IDR';
    if (!['CASH', 'HOLDING', 'TAX'].includes(type) || currency !== 'IDR') {
      return reply
        .status(400)
        .send({ error_code: 'API_VALIDATION_ERROR', message: 'Account type or currency is not supported' });
    }
    const paid = [...this.#invoices.values()].filter(
      (invoice) =>
        invoice.secretKey === account.secretKey && (invoice.status === 'PAID' || invoice.status === 'SETTLED'),
    );
    return { balance: type === 'CASH' ? paid.reduce((sum, invoice) => sum + invoice.amount, 0) : 0 };
  }

  #list(request: FastifyRequest<{ Querystring: { external_id?: string } }>, reply: FastifyReply) {
    const account = this.#authorized(request);
    if (!account) return this.#unauthorized(reply);
    const externalId = request.query.external_id;
    return [...this.#invoices.values()]
      .filter((invoice) => invoice.secretKey === account.secretKey)
      .filter((invoice) => externalId === undefined || invoice.externalId === externalId)
      .reverse()
      .map((invoice) => this.#invoiceJson(invoice, account));
  }

  #get(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
    const account = this.#authorized(request);
    if (!account) return this.#unauthorized(reply);
    const invoice = this.#invoices.get(request.params.id);
    if (!invoice || invoice.secretKey !== account.secretKey) return this.#notFound(reply);
    return this.#invoiceJson(invoice, account);
  }

  /**
   * The Refunds API (`POST /refunds` with `invoice_id`, `amount`, `reason` and an `Idempotency-key` header): a PAID or
   * SETTLED invoice gives back at most what is left of it; the same key answers the first refund again. The refund is
   * answered SUCCEEDED at once (Xendit may answer PENDING and call back later; the app takes either as accepted).
   */
  #refund(request: FastifyRequest, reply: FastifyReply) {
    const account = this.#authorized(request);
    if (!account) return this.#unauthorized(reply);
    const parsed = refundRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      return reply.status(400).send({ error_code: 'API_VALIDATION_ERROR', message: 'Refund request is invalid' });
    }
    const invoice = this.#invoices.get(parsed.data.invoice_id);
    if (!invoice || invoice.secretKey !== account.secretKey) {
      return reply.status(404).send({ error_code: 'DATA_NOT_FOUND', message: 'Invoice not found' });
    }
    const key = headerValue(request.headers, 'idempotency-key');
    const answer = (refund: SimulatedRefund) => ({
      id: refund.id,
      payment_request_id: null,
      invoice_id: invoice.id,
      amount: refund.amount,
      payment_id: `pay-${invoice.id}`,
      channel_code: invoice.paymentChannel,
      country: 'ID',
      currency: 'IDR',
      reference_id: refund.referenceId,
      status: 'SUCCEEDED',
      reason: refund.reason,
      failure_code: null,
      refund_fee_amount: 0,
      created: refund.created.toISOString(),
      updated: refund.created.toISOString(),
      metadata: null,
    });
    const earlier = key ? invoice.refunds.find((refund) => refund.idempotencyKey === key) : undefined;
    if (earlier) return answer(earlier);
    if (invoice.status !== 'PAID' && invoice.status !== 'SETTLED') {
      return reply
        .status(400)
        .send({ error_code: 'INELIGIBLE_TRANSACTION_STATUS', message: `The invoice is ${invoice.status}` });
    }
    const left = invoice.amount - invoice.refunds.reduce((sum, refund) => sum + refund.amount, 0);
    const amount = parsed.data.amount ?? left;
    if (amount > left) {
      return reply
        .status(400)
        .send({ error_code: 'REFUND_AMOUNT_EXCEEDED', message: `At most ${left} is left to refund` });
    }
    const refund: SimulatedRefund = {
      id: `rfd-${randomUUID()}`,
      status: this.#refundsPending ? 'PENDING' : 'SUCCEEDED',
      amount,
      referenceId: parsed.data.reference_id ?? null,
      idempotencyKey: key,
      reason: parsed.data.reason,
      created: this.#clock.now(),
    };
    invoice.refunds.push(refund);
    // Xendit answers first and calls back the refund's end afterwards.
    if (refund.status === 'SUCCEEDED') setImmediate(() => void this.#notifyRefund(invoice, refund).catch(() => null));
    return answer(refund);
  }

  /**
   * Refunds answer PENDING from now on (true) and end only when `completeRefund` says how, as a refund of an e-wallet
   * or a bank may; false: they succeed at once (the default).
   */
  holdRefunds(pending: boolean): void {
    this.#refundsPending = pending;
  }

  /** A held refund ends: SUCCEEDED or FAILED, and Xendit calls back `refund.succeeded` or `refund.failed`. */
  async completeRefund(refundId: string, outcome: 'succeeded' | 'failed'): Promise<CallbackDelivery | null> {
    for (const invoice of this.#invoices.values()) {
      const refund = invoice.refunds.find((candidate) => candidate.id === refundId);
      if (!refund) continue;
      if (refund.status !== 'PENDING') throw new InvoiceActionError(409, `Refund ${refundId} is ${refund.status}`);
      refund.status = outcome === 'succeeded' ? 'SUCCEEDED' : 'FAILED';
      // A failed refund gives its amount back to what may still be refunded.
      if (refund.status === 'FAILED') invoice.refunds = invoice.refunds.filter((candidate) => candidate !== refund);
      return this.#notifyRefund(invoice, refund);
    }
    throw new InvoiceActionError(404, `Unknown refund: ${refundId}`);
  }

  /** The Refunds API's callback of a refund's end (`refund.succeeded` / `refund.failed`) to the invoice's URL. */
  async #notifyRefund(invoice: SimulatedInvoice, refund: SimulatedRefund): Promise<CallbackDelivery | null> {
    const url = this.#callbackUrlOf(invoice);
    if (!url) return null;
    const account = this.#accountOf(invoice);
    const at = this.#clock.now().toISOString();
    const body = {
      event: refund.status === 'FAILED' ? 'refund.failed' : 'refund.succeeded',
      business_id: account.businessId,
      created: at,
      data: {
        id: refund.id,
        payment_request_id: null,
        invoice_id: invoice.id,
        payment_id: `pay-${invoice.id}`,
        amount: refund.amount,
        channel_code: invoice.paymentChannel,
        country: 'ID',
        currency: 'IDR',
        reference_id: refund.referenceId,
        status: refund.status,
        reason: refund.reason,
        failure_code: refund.status === 'FAILED' ? 'INSUFFICIENT_BALANCE' : null,
        refund_fee_amount: 0,
        created: refund.created.toISOString(),
        updated: at,
        metadata: null,
      },
    };
    return this.#webhooks.dispatch(this.#webhook(invoice, url, account.callbackToken, body));
  }

  async #expireByApi(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
    const account = this.#authorized(request);
    if (!account) return this.#unauthorized(reply);
    const invoice = this.#invoices.get(request.params.id);
    if (!invoice || invoice.secretKey !== account.secretKey || invoice.status !== 'PENDING') {
      return this.#notFound(reply);
    }
    const result = await this.#complete(invoice.id, 'expire');
    return this.#invoiceJson(result.invoice, account);
  }

  /** The invoice object as Xendit returns it; the SDK needs every `available_*` list to be present. */
  #invoiceJson(invoice: SimulatedInvoice, account: Account): Record<string, unknown> {
    const channelsOf = (kind: Channel['paymentMethod']) =>
      invoice.paymentMethods.filter((code) => invoiceChannels[code]?.paymentMethod === kind);
    const json: Record<string, unknown> = {
      id: invoice.id,
      external_id: invoice.externalId,
      user_id: account.businessId,
      status: invoice.status,
      merchant_name: merchantName,
      merchant_profile_picture_url: 'https://du8nwjtfkinx.cloudfront.net/xendit.png',
      amount: invoice.amount,
      expiry_date: invoice.expiryDate.toISOString(),
      invoice_url: `${this.#publicUrl ?? this.#baseUrl}/web/${invoice.id}`,
      available_banks: channelsOf('BANK_TRANSFER').map((code) => ({
        bank_code: code,
        collection_type: 'POOL',
        transfer_amount: invoice.amount,
        bank_branch: 'Virtual Account',
        account_holder_name: merchantName.toUpperCase(),
        identity_amount: 0,
      })),
      available_retail_outlets: [],
      available_ewallets: channelsOf('EWALLET').map((code) => ({ ewallet_type: code })),
      available_qr_codes: channelsOf('QR_CODE').map((code) => ({ qr_code_type: code })),
      available_direct_debits: [],
      available_paylaters: [],
      should_exclude_credit_card: true,
      should_send_email: false,
      created: invoice.created.toISOString(),
      updated: invoice.updated.toISOString(),
      currency: 'IDR',
      payment_methods: invoice.paymentMethods,
    };
    if (invoice.payerEmail) json.payer_email = invoice.payerEmail;
    if (invoice.description) json.description = invoice.description;
    if (invoice.successRedirectUrl) json.success_redirect_url = invoice.successRedirectUrl;
    if (invoice.failureRedirectUrl) json.failure_redirect_url = invoice.failureRedirectUrl;
    if (invoice.customer) json.customer = invoice.customer;
    return { ...json, ...this.#paymentFields(invoice) };
  }

  /** What a paid invoice adds, in both the invoice object and the callback. */
  #paymentFields(invoice: SimulatedInvoice, paidAmount = invoice.amount): Record<string, unknown> {
    if ((invoice.status !== 'PAID' && invoice.status !== 'SETTLED') || !invoice.paymentChannel || !invoice.paidAt) {
      return {};
    }
    const channel = invoiceChannels[invoice.paymentChannel];
    const fields: Record<string, unknown> = {
      paid_amount: paidAmount,
      paid_at: invoice.paidAt.toISOString(),
      payment_method: channel?.paymentMethod ?? 'BANK_TRANSFER',
      payment_channel: invoice.paymentChannel,
    };
    if (channel?.paymentMethod === 'BANK_TRANSFER') {
      fields.bank_code = invoice.paymentChannel;
      fields.payment_destination = invoice.paymentDestination;
    }
    if (channel?.paymentMethod === 'EWALLET') fields.ewallet_type = invoice.paymentChannel;
    return fields;
  }

  #callbackBody(invoice: SimulatedInvoice, options: SendCallbackOptions = {}): Record<string, unknown> {
    const account = this.#accountOf(invoice);
    const body: Record<string, unknown> = {
      id: invoice.id,
      external_id: invoice.externalId,
      user_id: account.businessId,
      is_high: false,
      status: invoice.status,
      merchant_name: merchantName,
      amount: invoice.amount,
      created: invoice.created.toISOString(),
      updated: invoice.updated.toISOString(),
      currency: 'IDR',
      ...this.#paymentFields(invoice, options.tamperAmount ?? invoice.amount),
    };
    if (invoice.status === 'PAID') body.payment_id = `${invoice.id}-payment`;
    if (invoice.payerEmail) body.payer_email = invoice.payerEmail;
    if (invoice.description) body.description = invoice.description;
    return body;
  }

  #callbackUrlOf(invoice: SimulatedInvoice): string | null {
    const setting = this.#accountOf(invoice).callbackUrl;
    return typeof setting === 'function' ? setting(invoice.externalId) : setting;
  }

  async #complete(id: string, action: 'pay' | 'expire', channel?: string): Promise<InvoiceActionResult> {
    const invoice = this.#invoices.get(id);
    if (!invoice) throw new InvoiceActionError(404, `Unknown invoice: ${id}`);
    if (invoice.status !== 'PENDING') throw new InvoiceActionError(409, `Invoice ${id} is already ${invoice.status}`);
    const now = this.#clock.now();
    if (action === 'pay') {
      const chosen = channel === undefined || channel === '' ? invoice.paymentMethods[0] : channel;
      if (!chosen || !invoice.paymentMethods.includes(chosen)) {
        throw new InvoiceActionError(400, `Channel not offered on invoice ${id}: ${String(chosen)}`);
      }
      invoice.status = 'PAID';
      invoice.paymentChannel = chosen;
      invoice.paidAt = now;
    } else {
      invoice.status = 'EXPIRED';
    }
    invoice.updated = now;
    this.#expiryTimers.cancel(id);
    const delivery = await this.#notify(invoice);
    const redirectUrl = action === 'pay' ? invoice.successRedirectUrl : invoice.failureRedirectUrl;
    return { invoice: { ...invoice }, redirectUrl, delivery };
  }

  /** Starts delivering the callback of the current state; resolves with the first attempt. */
  async #notify(invoice: SimulatedInvoice): Promise<CallbackDelivery | null> {
    const url = this.#callbackUrlOf(invoice);
    if (!url) return null;
    const body = this.#callbackBody(invoice);
    const token = this.#accountOf(invoice).callbackToken;
    return this.#webhooks.dispatch(this.#webhook(invoice, url, token, body));
  }

  #webhook(
    invoice: SimulatedInvoice,
    url: string,
    token: string,
    body: Record<string, unknown>,
  ): OutgoingWebhook<CallbackFields> {
    return {
      url,
      // One webhook-id per callback, shared by its retries, as Xendit sends it.
      headers: { 'content-type': 'application/json', 'x-callback-token': token, 'webhook-id': randomUUID() },
      body: JSON.stringify(body),
      record: (attempt) => ({ invoiceId: invoice.id, externalId: invoice.externalId, ...attempt, body }),
    };
  }

  #scheduleExpiry(invoice: SimulatedInvoice): void {
    this.#expiryTimers.schedule(invoice.id, new Date(invoice.expiryDate.getTime() + this.#expiryLagMs), () => {
      if (invoice.status === 'PENDING') void this.#complete(invoice.id, 'expire').catch(() => undefined);
    });
  }

  async #action(request: FastifyRequest<{ Params: { id: string; action: string } }>, reply: FastifyReply) {
    const { id, action } = request.params;
    const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
    if (action !== 'pay' && action !== 'expire') return reply.status(404).send({ error: `Unknown action: ${action}` });
    const body = actionBodySchema.safeParse(request.body);
    try {
      const result = await this.#complete(id, action, body.success ? body.data?.payment : undefined);
      if (wantsHtml) {
        if (result.redirectUrl) return reply.redirect(result.redirectUrl, 303);
        return reply.type('text/html').send(this.#resultPage(result.invoice));
      }
      const delivery = result.delivery;
      return {
        id,
        external_id: result.invoice.externalId,
        status: result.invoice.status,
        redirect_url: result.redirectUrl,
        callback: delivery
          ? { url: delivery.url, httpStatus: delivery.httpStatus, ok: delivery.ok, error: delivery.error }
          : null,
      };
    } catch (error) {
      if (!(error instanceof InvoiceActionError)) throw error;
      if (wantsHtml) {
        const invoice = this.#invoices.get(id);
        const page = invoice
          ? this.#resultPage(invoice)
          : this.#page('Not found', `<p>${escapeHtml(error.message)}</p>`);
        return reply.status(error.httpStatus).type('text/html').send(page);
      }
      return reply.status(error.httpStatus).send({ error: error.message });
    }
  }

  #invoicePage(id: string, reply: FastifyReply) {
    const invoice = this.#invoices.get(id);
    if (!invoice) {
      return reply.status(404).type('text/html').send(this.#page('Not found', '<p>This invoice does not exist.</p>'));
    }
    if (invoice.status !== 'PENDING') return reply.type('text/html').send(this.#resultPage(invoice));
    const options = invoice.paymentMethods
      .map((code) => `<option value="${escapeHtml(code)}">${escapeHtml(invoiceChannels[code]?.label ?? code)}</option>`)
      .join('');
    const action = (name: string) => `/simulator/xendit/${encodeURIComponent(invoice.id)}/${name}`;
    const body =
      `<p class="amount">${escapeHtml(formatRupiah(invoice.amount))}</p>` +
      `<dl><dt>Invoice</dt><dd>${escapeHtml(invoice.externalId)}</dd>` +
      (invoice.description ? `<dt>For</dt><dd>${escapeHtml(invoice.description)}</dd>` : '') +
      `<dt>Pay before</dt><dd>${escapeHtml(jakartaDateTime(invoice.expiryDate).slice(0, 16))} WIB</dd></dl>` +
      `<form method="post" action="${action('pay')}">` +
      `<label for="payment">Payment method</label><select id="payment" name="payment">${options}</select>` +
      `<button type="submit" class="pay">Pay</button>` +
      `<button type="submit" formaction="${action('expire')}" class="expire">Expire</button></form>`;
    return reply.type('text/html').send(this.#page('Xendit invoice (simulator)', body));
  }

  #resultPage(invoice: SimulatedInvoice): string {
    const back = invoice.status === 'EXPIRED' ? invoice.failureRedirectUrl : invoice.successRedirectUrl;
    return this.#page(
      'Xendit invoice (simulator)',
      `<p class="amount">${escapeHtml(formatRupiah(invoice.amount))}</p>` +
        `<p>Invoice <strong>${escapeHtml(invoice.externalId)}</strong> is <strong>${escapeHtml(invoice.status)}</strong>.</p>` +
        (back ? `<p><a href="${escapeHtml(back)}">Back to the merchant</a></p>` : ''),
    );
  }

  #page(title: string, body: string): string {
    return paymentPage(title, body, {
      background: '#eef2ff',
      buttonStyles: '.pay{background:#2563eb}.expire{background:#64748b}',
    });
  }
}
