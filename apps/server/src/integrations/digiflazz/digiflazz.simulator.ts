import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { z } from 'zod';
import { operatorSlug } from '@konter/shared/ppob/families';
import { detectOperator, numberFitsMobileProduct } from '@konter/shared/phone/operators';
import { jakartaDate, jakartaMinuteOfDay } from '@konter/shared/time/jakarta';
import type { Clock } from '../../platform/clock.ts';
import { listenOnLoopback } from '../simulators/simulator-http.ts';
import {
  WebhookDeliverer,
  type OutgoingWebhook,
  type WebhookDelivery,
  type WebhookRetryPolicy,
  type WebhookTransport,
} from '../simulators/webhook-delivery.ts';
import {
  digiflazzHubSignature,
  digiflazzSign,
  statusCheckWindowDays,
  type DigiflazzSupplierConfig,
} from './digiflazz.adapter.ts';
import {
  generatedScenario,
  postpaidSerial,
  postpaidTestScenario,
  simulatedBill,
  simulatedPlnSubscriber,
  type PostpaidScenario,
} from './digiflazz.bills.ts';
import {
  defaultPostpaidProducts,
  defaultProducts,
  type SimulatedPostpaidProduct,
  type SimulatedProduct,
} from './digiflazz.catalogue.ts';
import { responseCodeOf, type DigiflazzRc, type DigiflazzStatus } from './digiflazz.response-codes.ts';

// The webhook machinery is shared by the simulators; these names stay importable from here.
export { fetchTransport, type WebhookTransport } from '../simulators/webhook-delivery.ts';

/** Digiflazz retries a webhook that did not get a 2xx; the simulator does the same, faster. */
export type CallbackRetryPolicy = WebhookRetryPolicy;

export type DigiflazzEvent = 'create' | 'update';

type CallbackFields = {
  refId: string;
  event: DigiflazzEvent;
  headers: Record<string, string>;
  /** The raw JSON body, exactly as signed. */
  body: string;
};

export type CallbackDelivery = WebhookDelivery<CallbackFields>;

/**
 * What a SKU does whatever the number (it wins over the test numbers): settle at once, go pending and call back after
 * `callbackDelayMs`, hang the HTTP answer past the client's timeout while the purchase still completes ('timeout'),
 * answer HTTP 503 without creating anything ('unavailable'), or fail with a given response code.
 */
export type SupplierBehaviour =
  'success' | 'failed' | 'pending-success' | 'pending-failed' | 'timeout' | 'unavailable' | { rc: DigiflazzRc };

/** A prepaid outcome: the behaviours, plus 'pending' (stays pending until `complete`). */
type PrepaidOutcome = Exclude<SupplierBehaviour, 'unavailable'> | 'pending';

/**
 * Digiflazz's documented prepaid test numbers (developer.digiflazz.com/api/buyer/test-case, for `xld10`; the
 * simulator honours them for every SKU), then the simulator's own additions for cases the documentation has none for.
 */
export const prepaidTestNumbers = {
  '087800001230': 'success',
  '087800001232': 'failed',
  '087800001233': 'pending-success',
  '087800001234': 'pending-failed',
  // simulator
  '087800001231': 'pending',
  '087800001235': { rc: '54' },
  '087800001236': { rc: '51' },
  '087800001237': { rc: '55' },
  '087800001238': 'timeout',
} as const satisfies Record<string, PrepaidOutcome>;

export type SimulatedTransaction = {
  /** Digiflazz's own id of the transaction (`trx_id` in callbacks). */
  trxId: string;
  refId: string;
  /** The buyer account (username) that sent it: its webhook secret signs the callbacks. */
  buyer: string;
  kind: 'prepaid' | 'postpaid';
  /** Postpaid transactions start as an inquiry and become a payment with `pay-pasca`. */
  stage: 'topup' | 'inquiry' | 'payment';
  buyerSkuCode: string;
  customerNo: string;
  status: DigiflazzStatus;
  rc: string;
  message: string;
  sn: string;
  price: number;
  /** What the balance holds for it now: the price while pending or successful, 0 once failed and refunded. */
  charged: number;
  buyerLastSaldo: number;
  customerName: string | null;
  admin: number | null;
  sellingPrice: number | null;
  periode: string | null;
  desc: Record<string, unknown> | null;
  /** How a postpaid payment of this inquiry turns out. */
  payOutcome: Exclude<PrepaidOutcome, 'unavailable'> | null;
  /** `cb_url` of the request: wins over the webhook URL of the account. */
  callbackUrl: string | null;
  testing: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export type SendCallbackOptions = {
  /** Sign with a wrong secret. */
  forge?: boolean;
  /** Send the same callback twice, as Digiflazz may. */
  duplicate?: boolean;
  event?: DigiflazzEvent;
};

const dayMs = 86_400_000;

/** A buyer account at the simulated Digiflazz: what signs its requests and the callbacks it receives. */
export type SimulatedBuyer = {
  username: string;
  apiKey: string;
  webhookSecret: string;
  /** The webhook URL of its API settings (`cb_url` of a request wins over it); null: no webhooks. */
  callbackUrl?: string | null;
};

const transactionRequestSchema = z.object({
  username: z.string(),
  buyer_sku_code: z.string().min(1),
  customer_no: z.string().min(1),
  ref_id: z.string().min(1),
  sign: z.string(),
  commands: z.string().optional(),
  testing: z.boolean().optional(),
  max_price: z.number().int().optional(),
  cb_url: z.url().optional(),
  allow_dot: z.boolean().optional(),
  /** Not in Digiflazz's documentation: what a kirim-uang inquiry sends (decision 015). */
  amount: z.number().int().optional(),
});

type TransactionRequest = z.infer<typeof transactionRequestSchema>;

const priceListRequestSchema = z.object({
  cmd: z.enum(['prepaid', 'pasca']),
  username: z.string(),
  sign: z.string(),
  code: z.string().optional(),
  category: z.string().optional(),
  brand: z.string().optional(),
  type: z.string().optional(),
});

const balanceRequestSchema = z.object({ cmd: z.literal('deposit'), username: z.string(), sign: z.string() });

type Answer = { kind: 'json'; httpStatus: number; data: () => unknown; hang: boolean } | { kind: 'unavailable' };

/** Whether `now` falls in the cut-off window 'hh:mm'–'hh:mm' (Western Indonesia Time), which may span midnight. */
function inCutOff(start: string, end: string, now: Date): boolean {
  const minutes = (text: string) => {
    const [hours = 0, mins = 0] = text.split(':').map(Number);
    return hours * 60 + mins;
  };
  const from = minutes(start);
  const to = minutes(end);
  if (from === to) return false;
  const current = jakartaMinuteOfDay(now);
  return from < to ? current >= from && current < to : current >= from || current < to;
}

const groupsOf = (text: string) => text.match(/.{1,4}/g)?.join('-') ?? text;
const randomDigits = (count: number) => Array.from({ length: count }, () => String(randomInt(0, 10))).join('');
const voucherAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomVoucher = () =>
  groupsOf(Array.from({ length: 16 }, () => voucherAlphabet[randomInt(0, voucherAlphabet.length)]).join(''));

/** Rupiah per kWh of a PLN tariff and power (the subsidised 900 VA household tariff is the cheap one). */
const plnRate = (tariff: string, power: number) =>
  tariff === 'R1' && power === 900 ? 605 : tariff === 'R1M' ? 1352 : 1444.7;

/**
 * A PLN prepaid token as sellers send it: `token/NAME/TARIFF/POWERVA/KWH` ('1234-…-7890/BUDI SANTOSO/R1M/900VA/14,7'),
 * the subscriber the meter's inquiry names; the kWh the price buys at the tariff's rate.
 */
function plnTokenSerial(product: SimulatedProduct, meter: string): string {
  const token = groupsOf(randomDigits(20));
  const subscriber = simulatedPlnSubscriber(meter);
  if (!subscriber) return token;
  const [tariff = 'R1', power = ''] = subscriber.segmentPower.split('/').map((part) => part.trim());
  const watts = Number(power);
  const kwh = (Math.round((product.price / plnRate(tariff, watts)) * 10) / 10).toFixed(1).replace('.', ',');
  return `${token}/${subscriber.name}/${tariff}/${watts}VA/${kwh}`;
}

/** A serial number: PLN-style tokens are 20 digits grouped 4-4-4-4-4, a PLN token followed by its subscriber. */
function prepaidSerial(product: SimulatedProduct | undefined, customerNo: string): string {
  if (product?.serial === 'token' && product.target === 'pln') return plnTokenSerial(product, customerNo);
  if (product?.serial === 'token') return groupsOf(randomDigits(20));
  if (product?.serial === 'voucher') return randomVoucher();
  return randomDigits(20);
}

/**
 * A number the product cannot take: rc 57 for the wrong length or characters, rc 52 for another operator's number or
 * one outside the brand's own prefixes (a by.U package to a Telkomsel 0812 card).
 */
function numberProblem(product: SimulatedProduct, customerNo: string): DigiflazzRc | null {
  switch (product.target) {
    case 'mobile':
      if (!/^08\d{8,11}$/.test(customerNo)) return '57';
      return product.operator && !numberFitsMobileProduct(customerNo, product.operator, operatorSlug(product.brand))
        ? '52'
        : null;
    case 'ewallet':
      return /^08\d{8,11}$/.test(customerNo) ? null : '57';
    case 'pln':
      return /^\d{11,12}$/.test(customerNo) ? null : '57';
    case 'gas':
      return /^\d{8,14}$/.test(customerNo) ? null : '57';
    case 'game':
      return /^[\w.+-]{4,40}$/.test(customerNo) ? null : '57';
    case 'any':
      return /^\S{3,64}$/.test(customerNo) ? null : '57';
  }
}

/**
 * Stands in for Digiflazz's buyer API on loopback: `POST /v1/cek-saldo`, `/v1/price-list` and `/v1/transaction`
 * (prepaid top-ups and the postpaid `inq-pasca`, `pay-pasca`, `status-pasca` commands), signed with
 * md5(username + apiKey + …), with a deposit that pays for purchases and takes refunds, and webhooks signed with
 * `X-Hub-Signature` (HMAC-SHA1 of the raw body), retried until the app answers 2xx.
 *
 * Like Digiflazz, a ref_id names one transaction: sending it again answers that transaction's current state (that is
 * the status check), and a ref_id reused for another product or number is refused with rc 49. A prepaid ref_id older
 * than 90 days is no longer known, so sending it again buys again, as the documentation warns.
 */
export class DigiflazzSimulator {
  readonly username: string;
  readonly apiKey: string;
  readonly webhookSecret: string;
  /** Every callback attempt, oldest first (the demo and tests read it). */
  readonly deliveries: CallbackDelivery[];
  readonly #products = new Map<string, SimulatedProduct>();
  readonly #postpaidProducts = new Map<string, SimulatedPostpaidProduct>();
  readonly #transactions = new Map<string, SimulatedTransaction>();
  /** Transactions whose ref_id was used again after 90 days: kept for `transactions()`. */
  readonly #forgotten: SimulatedTransaction[] = [];
  readonly #behaviours = new Map<string, SupplierBehaviour>();
  /** Generated (non-test) postpaid bills paid here: their next inquiry says "already paid". */
  readonly #paidBills = new Set<string>();
  readonly #webhooks: WebhookDeliverer<CallbackFields>;
  readonly #now: () => Date;
  readonly #createEvents: boolean;
  readonly #priceListCooldownMs: number;
  #lastPriceList: number | null = null;
  readonly #defaultOutcome: 'success' | 'pending-success';
  #callbackDelayMs: number;
  #hangMs: number;
  #balance: number;
  #callbackUrl: string | null = null;
  /** Buyer accounts besides the first (`username`): a tenant's own account (decision 039). They share the deposit. */
  readonly #buyers = new Map<string, Required<SimulatedBuyer>>();
  #app: FastifyInstance | null = null;
  #baseUrl = '';

  constructor(options: {
    /** The app's clock: cut-off windows, the 90-day window, the same-day rule of bill payments, timestamps. */
    clock: Clock;
    username?: string;
    apiKey?: string;
    webhookSecret?: string;
    /** The buyer's deposit at the start, in Rupiah. */
    balance?: number;
    /** How long a pending transaction takes to settle (and call back). */
    callbackDelayMs?: number;
    /** How long the 'timeout' behaviour holds the HTTP answer (it ends earlier when the client hangs up). */
    hangMs?: number;
    retry?: Partial<CallbackRetryPolicy>;
    transport?: WebhookTransport;
    /** The prepaid catalogue (default `defaultProducts`). */
    products?: readonly SimulatedProduct[];
    postpaidProducts?: readonly SimulatedPostpaidProduct[];
    /** Rupiah added to every prepaid price, or a function giving each product's price: a second, dearer supplier. */
    priceAdjustment?: number | ((product: SimulatedProduct) => number);
    /** Send the `create` event for every new transaction, as Digiflazz does (default true). */
    createEvents?: boolean;
    /** Refuse a price list asked again within this time with rc 83, as Digiflazz limits it (default: never). */
    priceListCooldownMs?: number;
    /**
     * How an ordinary number's purchase goes (default 'success' at once). 'pending-success' answers Pending and
     * calls back after `callbackDelayMs`, as most real sellers do; the demo runs that way.
     */
    defaultOutcome?: 'success' | 'pending-success';
  }) {
    this.username = options.username ?? 'simulatorbuyer';
    this.apiKey = options.apiKey ?? 'dev-00000000-0000-0000-0000-simulator000';
    this.webhookSecret = options.webhookSecret ?? 'simulator-webhook-secret';
    this.#balance = options.balance ?? 10_000_000;
    this.#callbackDelayMs = options.callbackDelayMs ?? 3_000;
    this.#hangMs = options.hangMs ?? 65_000;
    this.#webhooks = new WebhookDeliverer({ clock: options.clock, retry: options.retry, transport: options.transport });
    this.deliveries = this.#webhooks.deliveries;
    this.#now = () => options.clock.now();
    this.#createEvents = options.createEvents ?? true;
    this.#priceListCooldownMs = options.priceListCooldownMs ?? 0;
    this.#defaultOutcome = options.defaultOutcome ?? 'success';
    const adjustment = options.priceAdjustment ?? 0;
    for (const product of options.products ?? defaultProducts) {
      const price = typeof adjustment === 'function' ? adjustment(product) : product.price + adjustment;
      this.#products.set(product.buyerSkuCode, { ...product, price });
    }
    for (const product of options.postpaidProducts ?? defaultPostpaidProducts) {
      this.#postpaidProducts.set(product.buyerSkuCode, { ...product });
    }
  }

  /** Listens on 127.0.0.1 and returns the base URL (the adapter's `baseUrl`). */
  async start(port = 0): Promise<string> {
    const app = Fastify({ logger: false });
    app.post('/v1/transaction', async (request, reply) => this.#send(reply, this.#transaction(request.body)));
    app.post('/v1/price-list', async (request, reply) => this.#send(reply, this.#priceList(request.body)));
    app.post('/v1/cek-saldo', async (request, reply) => this.#send(reply, this.#cekSaldo(request.body)));
    app.post('/v1/inquiry-pln', async (request, reply) => this.#send(reply, this.#inquiryPln(request.body)));
    app.get('/simulator/digiflazz/transactions', async () => this.transactions());
    app.post<{ Params: { refId: string; outcome: string } }>(
      '/simulator/digiflazz/transactions/:refId/:outcome',
      async (request, reply) => {
        const { refId, outcome } = request.params;
        if (outcome !== 'success' && outcome !== 'failed') return reply.status(404).send({ error: 'Unknown outcome' });
        try {
          return this.complete(refId, outcome);
        } catch (error) {
          return reply.status(409).send({ error: error instanceof Error ? error.message : String(error) });
        }
      },
    );
    const baseUrl = await listenOnLoopback(app, port);
    this.#app = app;
    this.#baseUrl = baseUrl;
    return baseUrl;
  }

  get baseUrl(): string {
    return this.#baseUrl;
  }

  /** What `createDigiflazzSupplier` needs to talk to this simulator. */
  supplierConfig(name = 'digiflazz'): DigiflazzSupplierConfig {
    return {
      name,
      baseUrl: this.#baseUrl,
      username: this.username,
      apiKey: this.apiKey,
      webhookSecret: this.webhookSecret,
    };
  }

  /** The webhook URL of the account's API settings (`cb_url` of a request wins over it). null: no webhooks. */
  setCallbackUrl(url: string | null): void {
    this.#callbackUrl = url;
  }

  /**
   * Opens another buyer account (or changes one): requests signed with its username and key are served, under its
   * own username, and its transactions' callbacks are signed with its webhook secret. Every account buys from the
   * same catalogue and deposit.
   */
  addBuyer(buyer: SimulatedBuyer): void {
    if (buyer.username === this.username) throw new Error('the first buyer account is set by the constructor');
    this.#buyers.set(buyer.username, { ...buyer, callbackUrl: buyer.callbackUrl ?? null });
  }

  /** A buyer account by username (the first one included); null when the simulator has none of that name. */
  #buyerOf(username: string): Required<SimulatedBuyer> | null {
    if (username === this.username) {
      const { apiKey, webhookSecret } = this;
      return { username, apiKey, webhookSecret, callbackUrl: this.#callbackUrl };
    }
    return this.#buyers.get(username) ?? null;
  }

  /** Delivers later callbacks through `transport` (null: real HTTP again). */
  useTransport(transport: WebhookTransport | null): void {
    this.#webhooks.useTransport(transport);
  }

  /** Forces the outcome of every new purchase (and bill payment) of a SKU; null goes back to the numbers' own. */
  setBehaviour(sku: string, behaviour: SupplierBehaviour | null): void {
    if (behaviour === null) this.#behaviours.delete(sku);
    else this.#behaviours.set(sku, behaviour);
  }

  setCallbackDelay(ms: number): void {
    this.#callbackDelayMs = ms;
  }

  get balance(): number {
    return this.#balance;
  }

  setBalance(amount: number): void {
    this.#balance = amount;
  }

  /** Changes a prepaid product (price, statuses, stock, cut-off) as a seller would. */
  setProduct(sku: string, changes: Partial<Omit<SimulatedProduct, 'buyerSkuCode'>>): void {
    const product = this.#products.get(sku);
    if (!product) throw new Error(`Unknown simulated product: ${sku}`);
    this.#products.set(sku, { ...product, ...changes });
  }

  products(): SimulatedProduct[] {
    return [...this.#products.values()].map((product) => ({ ...product }));
  }

  transaction(refId: string): SimulatedTransaction | null {
    const transaction = this.#transactions.get(refId);
    return transaction ? { ...transaction } : null;
  }

  /** Newest first, including transactions whose ref_id was later reused after 90 days. */
  transactions(): SimulatedTransaction[] {
    return [...this.#forgotten, ...this.#transactions.values()]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((transaction) => ({ ...transaction }));
  }

  /** Settles a pending transaction by hand (a seller's late answer) and calls back. */
  complete(refId: string, outcome: 'success' | 'failed'): SimulatedTransaction {
    const transaction = this.#transactions.get(refId);
    if (!transaction) throw new Error(`Unknown simulated transaction: ${refId}`);
    if (transaction.status !== 'Pending') throw new Error(`Transaction ${refId} is already ${transaction.status}`);
    this.#settle(transaction, outcome);
    this.#notify(transaction, 'update');
    return { ...transaction };
  }

  /** Sends the callback of a transaction's current state again (or a forged copy), waiting for every attempt. */
  async sendCallback(refId: string, options: SendCallbackOptions = {}): Promise<CallbackDelivery[]> {
    const transaction = this.#transactions.get(refId);
    if (!transaction) throw new Error(`Unknown simulated transaction: ${refId}`);
    const account = this.#buyerOf(transaction.buyer);
    const url = transaction.callbackUrl ?? account?.callbackUrl;
    if (!url) return [];
    const own = account?.webhookSecret ?? this.webhookSecret;
    const secret = options.forge ? `${own}-forged` : own;
    const body = JSON.stringify({ data: this.#callbackData(transaction) });
    const results: CallbackDelivery[] = [];
    for (let copy = 0; copy < (options.duplicate ? 2 : 1); copy += 1) {
      const event = options.event ?? 'update';
      results.push(...(await this.#webhooks.deliver(this.#webhook(transaction, event, url, body, secret))));
    }
    return results;
  }

  /** Resolves once no pending transaction is waiting to settle and no callback is being delivered or retried. */
  async idle(): Promise<void> {
    await this.#webhooks.idle();
  }

  async stop(): Promise<void> {
    await this.#webhooks.stop();
    await this.#app?.close();
  }

  // --- HTTP -------------------------------------------------------------------------------------------------------

  async #send(reply: FastifyReply, answer: Answer) {
    if (answer.kind === 'unavailable') {
      return reply
        .status(503)
        .type('text/html')
        .send('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>');
    }
    if (answer.hang) {
      // The purchase goes on; only the answer is late. It stops waiting once the client hangs up.
      const hungUp = new AbortController();
      reply.raw.once('close', () => hungUp.abort());
      await sleep(this.#hangMs, undefined, { signal: AbortSignal.any([hungUp.signal, this.#webhooks.signal]) }).catch(
        () => undefined,
      );
    }
    return reply.status(answer.httpStatus).send({ data: answer.data() });
  }

  /** An answer without a transaction (or with one the simulator does not keep), like rc 40–49 at Digiflazz. */
  #refusal(rc: DigiflazzRc, request: Partial<TransactionRequest> = {}, message?: string): Answer {
    const code = responseCodeOf(rc);
    const data = {
      ref_id: request.ref_id,
      customer_no: request.customer_no,
      buyer_sku_code: request.buyer_sku_code,
      message: message ?? code?.message ?? 'Transaksi Gagal',
      status: code?.status ?? 'Gagal',
      rc,
      sn: '',
      buyer_last_saldo: this.#balance,
      price: 0,
    };
    return { kind: 'json', httpStatus: code?.transactionFormed ? 200 : 400, data: () => data, hang: false };
  }

  #answer(transaction: SimulatedTransaction, hang = false): Answer {
    return { kind: 'json', httpStatus: 200, data: () => this.#data(transaction), hang };
  }

  /** A transaction as /v1/transaction answers it. */
  #data(transaction: SimulatedTransaction): Record<string, unknown> {
    const data: Record<string, unknown> = {
      ref_id: transaction.refId,
      customer_no: transaction.customerNo,
      buyer_sku_code: transaction.buyerSkuCode,
      message: transaction.message,
      status: transaction.status,
      rc: transaction.rc,
      sn: transaction.sn,
      buyer_last_saldo: transaction.buyerLastSaldo,
      price: transaction.price,
    };
    if (transaction.kind === 'postpaid') {
      Object.assign(data, {
        customer_name: transaction.customerName ?? '',
        admin: transaction.admin ?? 0,
        selling_price: transaction.sellingPrice ?? 0,
        periode: transaction.periode ?? '',
        desc: transaction.desc ?? {},
      });
    } else {
      Object.assign(data, { tele: '@digiflazzsimulator', wa: '081234512345' });
    }
    return data;
  }

  #callbackData(transaction: SimulatedTransaction): Record<string, unknown> {
    return { trx_id: transaction.trxId, ...this.#data(transaction) };
  }

  #authorized(username: string, sign: string, suffix: string): DigiflazzRc | null {
    const buyer = this.#buyerOf(username);
    if (!buyer) return '42';
    return sign === digiflazzSign(username, buyer.apiKey, suffix) ? null : '41';
  }

  /** `/v1/inquiry-pln`: the name and power of a prepaid meter, signed md5(username + apiKey + customer_no). */
  #inquiryPln(body: unknown): Answer {
    const parsed = z.object({ username: z.string(), customer_no: z.string(), sign: z.string() }).safeParse(body);
    if (!parsed.success) return this.#refusal('40');
    const refused = this.#authorized(parsed.data.username, parsed.data.sign, parsed.data.customer_no);
    if (refused) return this.#refusal(refused, {}, refused === '41' ? 'Signature Anda salah' : undefined);
    if (this.#behaviours.get('inquiry-pln') === 'unavailable') return { kind: 'unavailable' };
    const meter = parsed.data.customer_no;
    const subscriber = simulatedPlnSubscriber(meter);
    if (!subscriber) return this.#refusal('54', { customer_no: meter });
    const data = {
      message: 'Transaksi Sukses',
      status: 'Sukses',
      rc: '00',
      customer_no: meter,
      meter_no: meter,
      subscriber_id: subscriber.subscriberId,
      name: subscriber.name,
      segment_power: subscriber.segmentPower,
    };
    return { kind: 'json', httpStatus: 200, data: () => data, hang: false };
  }

  #cekSaldo(body: unknown): Answer {
    const parsed = balanceRequestSchema.safeParse(body);
    if (!parsed.success) return this.#refusal('40');
    const refused = this.#authorized(parsed.data.username, parsed.data.sign, 'depo');
    if (refused) return this.#refusal(refused, {}, refused === '41' ? 'Signature Anda salah' : undefined);
    const deposit = this.#balance;
    return { kind: 'json', httpStatus: 200, data: () => ({ deposit }), hang: false };
  }

  #priceList(body: unknown): Answer {
    const parsed = priceListRequestSchema.safeParse(body);
    if (!parsed.success) return this.#refusal('40');
    const request = parsed.data;
    const refused = this.#authorized(request.username, request.sign, 'pricelist');
    if (refused) return this.#refusal(refused, {}, refused === '41' ? 'Signature Anda salah' : undefined);
    const at = this.#now().getTime();
    if (this.#priceListCooldownMs > 0 && this.#lastPriceList !== null) {
      if (at - this.#lastPriceList < this.#priceListCooldownMs) return this.#refusal('83');
    }
    this.#lastPriceList = at;
    const matches = (value: string, filter: string | undefined) =>
      filter === undefined || value.toLowerCase() === filter.toLowerCase();
    const list =
      request.cmd === 'prepaid'
        ? [...this.#products.values()]
            .filter((product) => matches(product.buyerSkuCode, request.code))
            .filter((product) => matches(product.category, request.category))
            .filter((product) => matches(product.brand, request.brand))
            .filter((product) => matches(product.type, request.type))
            .map((product) => ({
              product_name: product.productName,
              category: product.category,
              brand: product.brand,
              type: product.type,
              seller_name: product.sellerName,
              price: product.price,
              buyer_sku_code: product.buyerSkuCode,
              buyer_product_status: product.buyerProductStatus,
              seller_product_status: product.sellerProductStatus,
              unlimited_stock: product.unlimitedStock,
              stock: product.stock,
              multi: product.multi,
              start_cut_off: product.startCutOff,
              end_cut_off: product.endCutOff,
              desc: product.desc,
            }))
        : [...this.#postpaidProducts.values()]
            .filter((product) => matches(product.buyerSkuCode, request.code))
            .filter((product) => matches(product.brand, request.brand))
            .map((product) => ({
              product_name: product.productName,
              category: product.category,
              brand: product.brand,
              seller_name: product.sellerName,
              admin: product.admin,
              commission: product.commission,
              buyer_sku_code: product.buyerSkuCode,
              buyer_product_status: product.buyerProductStatus,
              seller_product_status: product.sellerProductStatus,
              desc: product.desc,
            }));
    return { kind: 'json', httpStatus: 200, data: () => list, hang: false };
  }

  #transaction(body: unknown): Answer {
    const parsed = transactionRequestSchema.safeParse(body);
    if (!parsed.success) {
      const partial = z.object({ ref_id: z.string().optional() }).safeParse(body);
      return this.#refusal('40', partial.success ? partial.data : {});
    }
    const request = parsed.data;
    const refused = this.#authorized(request.username, request.sign, request.ref_id);
    // Digiflazz's own wording for a wrong signature (the response-code table calls it "Signature tidak valid").
    if (refused) return this.#refusal(refused, request, refused === '41' ? 'Signature Anda salah' : undefined);
    switch (request.commands) {
      case undefined:
        return this.#topup(request);
      case 'inq-pasca':
        return this.#inquiry(request);
      case 'pay-pasca':
        return this.#pay(request);
      case 'status-pasca':
        return this.#postpaidStatus(request);
      default:
        return this.#refusal('40', request);
    }
  }

  // --- Prepaid ----------------------------------------------------------------------------------------------------

  #topup(request: TransactionRequest): Answer {
    const now = this.#now();
    const existing = this.#transactions.get(request.ref_id);
    if (existing) {
      if (!this.#sameRequest(existing, request, 'prepaid')) return this.#refusal('49', request);
      if (now.getTime() - existing.createdAt.getTime() < statusCheckWindowDays * dayMs) return this.#answer(existing);
      // Past 90 days Digiflazz no longer knows the ref_id: the "status check" is a new purchase.
      this.#forgotten.push(existing);
      this.#transactions.delete(request.ref_id);
    }
    const product = this.#products.get(request.buyer_sku_code);
    if (!product?.buyerProductStatus) return this.#refusal('43', request);
    const behaviour = this.#behaviours.get(product.buyerSkuCode);
    if (behaviour === 'unavailable') return { kind: 'unavailable' };
    const testOutcome: PrepaidOutcome | undefined = Object.hasOwn(prepaidTestNumbers, request.customer_no)
      ? prepaidTestNumbers[request.customer_no as keyof typeof prepaidTestNumbers]
      : undefined;
    const forced = behaviour ?? testOutcome;
    if (request.max_price !== undefined && product.price > request.max_price) return this.#refusal('69', request);
    if (!product.unlimitedStock && product.stock <= 0) return this.#refusal('68', request);
    if (forced === undefined && !product.multi && this.#boughtToday(request, now)) return this.#refusal('63', request);
    if (this.#balance < product.price) return this.#refusal('44', request);

    // From here a transaction is formed: it is charged, and refunded if it fails.
    const transaction = this.#create(request, 'prepaid', 'topup', product.price, now);
    let outcome: PrepaidOutcome = forced ?? this.#defaultOutcome;
    if (forced === undefined) {
      const problem =
        numberProblem(product, request.customer_no) ??
        (!product.sellerProductStatus ? '55' : null) ??
        (inCutOff(product.startCutOff, product.endCutOff, now) ? '58' : null);
      if (problem) outcome = { rc: problem };
    }
    if (!this.#apply(transaction, outcome)) return this.#refusal(this.#notFormedRc(outcome), request);
    if (!product.unlimitedStock && transaction.status !== 'Gagal') product.stock -= 1;
    if (this.#createEvents) this.#notify(transaction, 'create');
    return this.#answer(transaction, outcome === 'timeout');
  }

  #boughtToday(request: TransactionRequest, now: Date): boolean {
    const today = jakartaDate(now);
    return [...this.#transactions.values()].some(
      (transaction) =>
        transaction.kind === 'prepaid' &&
        transaction.buyer === request.username &&
        transaction.buyerSkuCode === request.buyer_sku_code &&
        transaction.customerNo === request.customer_no &&
        transaction.status !== 'Gagal' &&
        jakartaDate(transaction.createdAt) === today,
    );
  }

  #sameRequest(transaction: SimulatedTransaction, request: TransactionRequest, kind: 'prepaid' | 'postpaid') {
    return (
      transaction.kind === kind &&
      transaction.buyer === request.username &&
      transaction.buyerSkuCode === request.buyer_sku_code &&
      transaction.customerNo === request.customer_no
    );
  }

  #create(
    request: TransactionRequest,
    kind: 'prepaid' | 'postpaid',
    stage: SimulatedTransaction['stage'],
    price: number,
    now: Date,
  ): SimulatedTransaction {
    const transaction: SimulatedTransaction = {
      trxId: randomBytes(12).toString('hex'),
      refId: request.ref_id,
      buyer: request.username,
      kind,
      stage,
      buyerSkuCode: request.buyer_sku_code,
      customerNo: request.customer_no,
      status: 'Pending',
      rc: '03',
      message: 'Transaksi Pending',
      sn: '',
      price,
      charged: 0,
      buyerLastSaldo: this.#balance,
      customerName: null,
      admin: null,
      sellingPrice: null,
      periode: null,
      desc: null,
      payOutcome: null,
      callbackUrl: request.cb_url ?? null,
      testing: request.testing ?? false,
      createdAt: now,
      updatedAt: now,
    };
    return transaction;
  }

  /** Charges a transaction and sets it on its way; false (nothing kept or charged) for a code that forms none. */
  #apply(transaction: SimulatedTransaction, outcome: PrepaidOutcome): boolean {
    if (typeof outcome === 'object' && !responseCodeOf(outcome.rc)?.transactionFormed) return false;
    this.#transactions.set(transaction.refId, transaction);
    this.#balance -= transaction.price;
    transaction.charged = transaction.price;
    transaction.buyerLastSaldo = this.#balance;
    transaction.status = 'Pending';
    transaction.rc = '03';
    transaction.message = 'Transaksi Pending';
    if (typeof outcome === 'object') {
      const status = responseCodeOf(outcome.rc)?.status;
      if (status === 'Sukses') this.#settle(transaction, 'success');
      else if (status === 'Gagal') this.#settle(transaction, 'failed', outcome.rc);
      else {
        transaction.rc = outcome.rc;
        transaction.message = responseCodeOf(outcome.rc)?.message ?? transaction.message;
      }
      return true;
    }
    switch (outcome) {
      case 'success':
        this.#settle(transaction, 'success');
        break;
      case 'failed':
        this.#settle(transaction, 'failed');
        break;
      case 'pending-success':
      case 'timeout':
        this.#schedule(transaction, 'success');
        break;
      case 'pending-failed':
        this.#schedule(transaction, 'failed');
        break;
      case 'pending':
        break;
    }
    return true;
  }

  #notFormedRc(outcome: PrepaidOutcome): DigiflazzRc {
    return typeof outcome === 'object' ? outcome.rc : '02';
  }

  #settle(transaction: SimulatedTransaction, outcome: 'success' | 'failed', rc: DigiflazzRc = '02'): void {
    if (outcome === 'success') {
      transaction.status = 'Sukses';
      transaction.rc = '00';
      transaction.message = 'Transaksi Sukses';
      if (transaction.kind === 'prepaid') {
        transaction.sn = prepaidSerial(this.#products.get(transaction.buyerSkuCode), transaction.customerNo);
      } else {
        const product = this.#postpaidProducts.get(transaction.buyerSkuCode);
        transaction.sn = product ? postpaidSerial(product, transaction.refId, this.#now()) : randomDigits(20);
        // A paid bill (or a taken offer) is not asked for again; money may be sent to an account any number of times.
        const repeatable = product?.bill === 'transfer';
        if (!repeatable && !postpaidTestScenario(transaction.buyerSkuCode, transaction.customerNo)) {
          this.#paidBills.add(`${transaction.buyerSkuCode}:${transaction.customerNo}`);
        }
      }
    } else {
      transaction.status = 'Gagal';
      transaction.rc = rc;
      transaction.message = responseCodeOf(rc)?.message ?? 'Transaksi Gagal';
      transaction.sn = '';
      this.#balance += transaction.charged;
      transaction.charged = 0;
    }
    transaction.buyerLastSaldo = this.#balance;
    transaction.updatedAt = this.#now();
  }

  /** The seller answers later: the transaction settles after `callbackDelayMs` and the app is called back. */
  #schedule(transaction: SimulatedTransaction, outcome: 'success' | 'failed'): void {
    const work = async () => {
      try {
        await sleep(this.#callbackDelayMs, undefined, { signal: this.#webhooks.signal });
      } catch {
        return;
      }
      // Settled by hand in the meantime, or its ref_id reused after 90 days.
      if (transaction.status !== 'Pending' || this.#transactions.get(transaction.refId) !== transaction) return;
      this.#settle(transaction, outcome);
      this.#notify(transaction, 'update');
    };
    void this.#webhooks.track(work());
  }

  // --- Postpaid ---------------------------------------------------------------------------------------------------

  #inquiry(request: TransactionRequest): Answer {
    const now = this.#now();
    const existing = this.#transactions.get(request.ref_id);
    if (existing) {
      if (!this.#sameRequest(existing, request, 'postpaid')) return this.#refusal('49', request);
      // The same inquiry on the same day answers the same bill; on a later day an unpaid one is asked afresh.
      if (existing.stage === 'payment' || jakartaDate(existing.createdAt) === jakartaDate(now))
        return this.#answer(existing);
      this.#transactions.delete(request.ref_id);
    }
    const product = this.#postpaidProducts.get(request.buyer_sku_code);
    if (!product?.buyerProductStatus) return this.#refusal('43', request);
    if (this.#behaviours.get(product.buyerSkuCode) === 'unavailable') return { kind: 'unavailable' };
    const transaction = this.#create(request, 'postpaid', 'inquiry', 0, now);
    this.#transactions.set(transaction.refId, transaction);
    const inquiryFailed = (rc: DigiflazzRc, message?: string) => {
      transaction.status = 'Gagal';
      transaction.rc = rc;
      transaction.message = message ?? responseCodeOf(rc)?.message ?? 'Transaksi Gagal';
      return this.#answer(transaction);
    };
    if (!product.sellerProductStatus) return inquiryFailed('55');
    const scenario = this.#scenarioOf(product, request.customer_no);
    if (!scenario) return inquiryFailed('57');
    const bank = product.bank;
    if (
      bank &&
      !(request.amount !== undefined && request.amount >= bank.minAmount && request.amount <= bank.maxAmount)
    ) {
      return inquiryFailed('84');
    }
    switch (scenario.kind) {
      case 'inquiry-failed':
        return inquiryFailed('02');
      case 'paid':
        return inquiryFailed('60', 'Tagihan sudah lunas');
      case 'not-yet':
        return inquiryFailed('60', 'Tagihan belum tersedia');
      case 'wrong-number':
        return inquiryFailed('54');
      case 'no-offer':
        return inquiryFailed('60', 'Belum ada penawaran untuk nomor ini');
      case 'bill': {
        const bill = simulatedBill(product, request.customer_no, scenario.months, now, request.amount);
        const admin = product.admin * bill.sheets;
        const sellingPrice = bill.amount + admin;
        Object.assign(transaction, {
          status: 'Sukses',
          rc: '00',
          message: 'Transaksi Sukses',
          customerName: bill.customerName,
          admin,
          sellingPrice,
          price: sellingPrice - product.commission * bill.sheets,
          periode: bill.periode,
          desc: bill.desc,
          payOutcome: scenario.pay,
        } satisfies Partial<SimulatedTransaction>);
        return this.#answer(transaction);
      }
    }
  }

  #scenarioOf(product: SimulatedPostpaidProduct, customerNo: string): PostpaidScenario | null {
    const documented = postpaidTestScenario(product.buyerSkuCode, customerNo);
    if (documented) return documented;
    if (!product.customerNo.test(customerNo)) return null;
    const { network } = product;
    if (network) {
      // An offer exists only for a number of its operator (and brand, where the brand has its own prefixes).
      const ownPrefix = network.prefixes?.includes(customerNo.slice(0, 4)) ?? true;
      if (detectOperator(customerNo) !== network.operator || !ownPrefix) return { kind: 'wrong-number' };
    }
    if (this.#paidBills.has(`${product.buyerSkuCode}:${customerNo}`)) {
      return product.bill === 'offer' ? { kind: 'no-offer' } : { kind: 'paid' };
    }
    return generatedScenario(product.buyerSkuCode, customerNo);
  }

  #pay(request: TransactionRequest): Answer {
    const now = this.#now();
    const inquiry = this.#transactions.get(request.ref_id);
    if (!inquiry) return this.#refusal('50', request);
    if (!this.#sameRequest(inquiry, request, 'postpaid')) return this.#refusal('49', request);
    // A payment sent again answers the payment; a failed inquiry has nothing to pay and answers its failure.
    if (inquiry.stage === 'payment' || inquiry.status === 'Gagal') return this.#answer(inquiry);
    if (jakartaDate(inquiry.createdAt) !== jakartaDate(now)) {
      // Digiflazz pays a bill only on the day it was inquired.
      return this.#refusal('02', request, 'Cek tagihan sudah kedaluwarsa, lakukan cek tagihan ulang');
    }
    const behaviour = this.#behaviours.get(inquiry.buyerSkuCode);
    if (behaviour === 'unavailable') return { kind: 'unavailable' };
    if (this.#balance < inquiry.price) return this.#refusal('44', request);
    const outcome: PrepaidOutcome = behaviour ?? inquiry.payOutcome ?? 'success';
    if (typeof outcome === 'object' && !responseCodeOf(outcome.rc)?.transactionFormed) {
      return this.#refusal(outcome.rc, request);
    }
    inquiry.stage = 'payment';
    inquiry.createdAt = now;
    if (request.cb_url) inquiry.callbackUrl = request.cb_url;
    this.#apply(inquiry, outcome);
    if (this.#createEvents) this.#notify(inquiry, 'create');
    return this.#answer(inquiry, outcome === 'timeout');
  }

  #postpaidStatus(request: TransactionRequest): Answer {
    const payment = this.#transactions.get(request.ref_id);
    if (!payment || payment.stage !== 'payment') return this.#refusal('50', request);
    if (!this.#sameRequest(payment, request, 'postpaid')) return this.#refusal('49', request);
    if (this.#now().getTime() - payment.createdAt.getTime() >= statusCheckWindowDays * dayMs) {
      return this.#refusal('50', request, 'Data belum ada');
    }
    return this.#answer(payment);
  }

  // --- Webhooks ---------------------------------------------------------------------------------------------------

  #notify(transaction: SimulatedTransaction, event: DigiflazzEvent): void {
    const account = this.#buyerOf(transaction.buyer);
    const url = transaction.callbackUrl ?? account?.callbackUrl;
    if (!url) return;
    const body = JSON.stringify({ data: this.#callbackData(transaction) });
    const secret = account?.webhookSecret ?? this.webhookSecret;
    void this.#webhooks.deliver(this.#webhook(transaction, event, url, body, secret));
  }

  #webhook(
    transaction: SimulatedTransaction,
    event: DigiflazzEvent,
    url: string,
    body: string,
    secret: string,
  ): OutgoingWebhook<CallbackFields> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': transaction.kind === 'postpaid' ? 'Digiflazz-Pasca-Hookshot' : 'Digiflazz-Hookshot',
      'x-digiflazz-event': event,
      // One delivery id per event, shared by its retries.
      'x-digiflazz-delivery': randomUUID(),
    };
    // Digiflazz signs only when the webhook has a secret.
    if (secret !== '') headers['x-hub-signature'] = digiflazzHubSignature(secret, body);
    return {
      url,
      headers,
      body,
      record: (attempt) => ({ refId: transaction.refId, event, ...attempt, headers, body }),
    };
  }
}
