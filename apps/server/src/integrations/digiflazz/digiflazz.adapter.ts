import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type {
  PostpaidBill,
  Supplier,
  SupplierProduct,
  SupplierResult,
  SupplierTransactionStatus,
} from '../payments/supplier.ts';
import { ProviderError } from '../payments/provider-error.ts';
import { headerValue } from '../payments/webhook-request.ts';
import { responseCodeOf, unauthorizedRcs } from './digiflazz.response-codes.ts';
import type { Clock } from '../../platform/clock.ts';

export const digiflazzApiUrl = 'https://api.digiflazz.com';

/** Digiflazz keeps transactions checkable for 90 days; a prepaid re-send after that buys the product again. */
export const statusCheckWindowDays = 90;
const statusCheckWindowMs = statusCheckWindowDays * 86_400_000;

export type DigiflazzSupplierConfig = {
  /** Instance name, e.g. 'digiflazz-a': several accounts (different prices) may be configured side by side. */
  name: string;
  /** `https://api.digiflazz.com`, or the simulator. */
  baseUrl: string;
  username: string;
  /** The development or production key of the account's API connection settings. */
  apiKey: string;
  /** The webhook's secret: callbacks are signed with it (`X-Hub-Signature`). */
  webhookSecret: string;
  /** Per request. Digiflazz answers synchronously, waiting for the seller, so this is generous by default. */
  timeoutMs?: number;
  /** Sent as `cb_url` with prepaid top-ups; without it Digiflazz posts to the webhook of the API settings. */
  callbackUrl?: string;
  /** Sends `testing: true` (Digiflazz's development mode with its test customer numbers). */
  testing?: boolean;
};

export type DigiflazzPostpaidProduct = {
  buyerSkuCode: string;
  productName: string;
  category: string;
  brand: string;
  /** Admin fee per bill sheet, charged to the customer. */
  admin: number;
  /** What Digiflazz gives back to us per sheet out of the admin fee. */
  commission: number;
  buyerProductStatus: boolean;
  sellerProductStatus: boolean;
};

/** The supplier plus what only Digiflazz offers: the account balance and the postpaid price list. */
export type DigiflazzSupplier = Supplier & {
  /** The deposit left at Digiflazz, in Rupiah. */
  balance(): Promise<number>;
  postpaidPriceList(): Promise<DigiflazzPostpaidProduct[]>;
  /**
   * Whether a purchase placed at `placedAt` may still be checked. Past 90 days a prepaid check would create (and
   * charge) a new transaction and a postpaid one answers "Data belum ada": settle such a purchase by hand.
   */
  canCheckStatus(placedAt: Date): boolean;
};

export type DigiflazzErrorCode = 'timeout' | 'unavailable' | 'unauthorized' | 'invalid_response' | 'rejected';

/**
 * What a Digiflazz call failed with. `rc` is Digiflazz's response code when it answered one (e.g. '41' for a wrong
 * signature). For a top-up or a bill payment, `outcomeUnknown` says the transaction may exist anyway (the request
 * timed out, the connection broke, the answer was unreadable): never treat it as failed, check its status later.
 */
export class DigiflazzError extends ProviderError<'digiflazz', DigiflazzErrorCode> {
  readonly rc: string | null;
  readonly outcomeUnknown: boolean;

  constructor(
    code: DigiflazzErrorCode,
    message: string,
    details: { httpStatus?: number | null; rc?: string | null; outcomeUnknown?: boolean } = {},
  ) {
    super('digiflazz', code, message, details.httpStatus ?? null);
    this.name = 'DigiflazzError';
    this.rc = details.rc ?? null;
    this.outcomeUnknown = details.outcomeUnknown ?? false;
  }
}

/** `md5(username + apiKey + suffix)`: the suffix is the ref_id, 'pricelist' or 'depo' depending on the call. */
export function digiflazzSign(username: string, apiKey: string, suffix: string): string {
  return createHash('md5').update(`${username}${apiKey}${suffix}`).digest('hex');
}

/** `sha1=<hex>` of the raw body under the webhook secret, as Digiflazz puts it in `X-Hub-Signature`. */
export function digiflazzHubSignature(secret: string, rawBody: string): string {
  return `sha1=${createHmac('sha1', secret).update(rawBody).digest('hex')}`;
}

/** Rupiah may come as 10000, "10000" or "10000.00"; anything with a real fraction is unreadable (null). */
function rupiahOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value !== 'string') return null;
  const match = /^(-?\d+)(?:\.0+)?$/.exec(value.trim());
  const amount = match?.[1] ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(amount) ? amount : null;
}

/** A meter reading like "00080000" → 80000. */
function meterOf(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

const rcSchema = z.union([z.string(), z.number()]).transform((value) => String(value).trim().padStart(2, '0'));

/** The transaction object of every /v1/transaction answer and callback, prepaid and postpaid alike. */
const transactionSchema = z.object({
  ref_id: z.string().optional(),
  customer_no: z.string().optional(),
  customer_name: z.string().nullish(),
  buyer_sku_code: z.string().optional(),
  message: z.string().nullish(),
  status: z.string().nullish(),
  rc: rcSchema,
  sn: z.union([z.string(), z.number()]).nullish(),
  buyer_last_saldo: z.number().nullish(),
  price: z.union([z.number(), z.string()]).nullish(),
  admin: z.union([z.number(), z.string()]).nullish(),
  selling_price: z.union([z.number(), z.string()]).nullish(),
  periode: z.string().nullish(),
  desc: z.unknown().optional(),
});

type TransactionData = z.infer<typeof transactionSchema>;

const envelopeSchema = z.object({ data: z.unknown() });

const errorDataSchema = z.object({ rc: rcSchema, message: z.string().nullish() });

const prepaidProductSchema = z.object({
  product_name: z.string(),
  category: z.string(),
  brand: z.string(),
  price: z.union([z.number(), z.string()]),
  buyer_sku_code: z.string().min(1),
  buyer_product_status: z.boolean(),
  seller_product_status: z.boolean(),
  start_cut_off: z.string().nullish(),
  end_cut_off: z.string().nullish(),
});

const postpaidProductSchema = z.object({
  product_name: z.string(),
  category: z.string(),
  brand: z.string(),
  admin: z.union([z.number(), z.string()]),
  commission: z.union([z.number(), z.string()]),
  buyer_sku_code: z.string().min(1),
  buyer_product_status: z.boolean(),
  seller_product_status: z.boolean(),
});

const balanceSchema = z.object({ deposit: z.number() });

const plnInquirySchema = z.object({
  rc: rcSchema,
  name: z.string().nullish(),
  meter_no: z.string().nullish(),
  subscriber_id: z.string().nullish(),
  segment_power: z.string().nullish(),
});

const detailSchema = z.object({
  periode: z.union([z.string(), z.number()]).optional(),
  nilai_tagihan: z.unknown().optional(),
  admin: z.unknown().optional(),
  denda: z.unknown().optional(),
  biaya_lain: z.unknown().optional(),
  meter_awal: z.unknown().optional(),
  meter_akhir: z.unknown().optional(),
});

const descSchema = z.object({ detail: z.array(z.unknown()).optional() }).loose();

/** Sukses / Pending / Gagal (the English page writes Success / Failed); otherwise what the rc says, if anything. */
function statusOf(status: string | null | undefined, rc: string): SupplierTransactionStatus | null {
  switch (status?.trim().toLowerCase()) {
    case 'sukses':
    case 'success':
      return 'success';
    case 'pending':
      return 'pending';
    case 'gagal':
    case 'failed':
      return 'failed';
    default: {
      const known = responseCodeOf(rc)?.status;
      if (known === 'Sukses') return 'success';
      if (known === 'Pending') return 'pending';
      return known === 'Gagal' ? 'failed' : null;
    }
  }
}

function sameSignature(received: string, secret: string, rawBody: string): boolean {
  const match = /^sha1=([0-9a-f]{40})$/i.exec(received.trim());
  if (!match?.[1]) return false;
  const expected = createHmac('sha1', secret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(match[1], 'hex'), expected);
}

function serialOf(data: TransactionData, status: SupplierTransactionStatus): string | null {
  const sn = data.sn === null || data.sn === undefined ? '' : String(data.sn).trim();
  return status === 'success' && sn !== '' ? sn : null;
}

function resultOf(data: TransactionData, refId: string): SupplierResult {
  const status = statusOf(data.status, data.rc);
  if (!status) {
    throw new DigiflazzError('invalid_response', `Digiflazz answered an unknown status for ${refId}`, {
      rc: data.rc,
      outcomeUnknown: true,
    });
  }
  const code = responseCodeOf(data.rc);
  return {
    refId,
    status,
    rc: data.rc,
    message: data.message?.trim() || (code?.message ?? ''),
    serialNumber: serialOf(data, status),
    price: rupiahOf(data.price),
    retryElsewhere: status === 'failed' && (code?.retryElsewhere ?? false),
    // The supplier's code stays Digiflazz's; what it means for the purchase is said here, in the app's words.
    failure: status === 'failed' ? (code?.failure ?? 'failed') : null,
  };
}

type BillPeriod = PostpaidBill['periods'][number];

/**
 * `desc.detail` → periods. The bill amount includes `biaya_lain` (other charges, e.g. PDAM's meter fee) so that the
 * periods add up to the selling price. Products whose details carry no amounts (BPJS, multifinance) or no details at
 * all (PBB, SAMSAT, HP) get the bill (selling price less admin and penalties) spread over their periods.
 */
function periodsOf(data: TransactionData, sellingPrice: number, adminFee: number): BillPeriod[] {
  const desc = descSchema.safeParse(data.desc);
  const rawDetails = desc.success ? (desc.data.detail ?? []) : [];
  const details = rawDetails.flatMap((item) => {
    const parsed = detailSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  const fallbackPeriod = data.periode ?? '';
  if (details.length === 0) {
    return [{ period: fallbackPeriod, amount: Math.max(0, sellingPrice - adminFee), penalty: 0, adminFee }];
  }
  const adminKnown = details.every((detail) => rupiahOf(detail.admin) !== null);
  const amountKnown = details.some((detail) => rupiahOf(detail.nilai_tagihan) !== null);
  const share = (total: number, index: number) => {
    const each = Math.floor(total / details.length);
    return index === 0 ? total - each * (details.length - 1) : each;
  };
  const periods = details.map((detail, index): BillPeriod => {
    const period: BillPeriod = {
      period: detail.periode === undefined ? fallbackPeriod : String(detail.periode),
      amount: (rupiahOf(detail.nilai_tagihan) ?? 0) + (rupiahOf(detail.biaya_lain) ?? 0),
      penalty: rupiahOf(detail.denda) ?? 0,
      adminFee: adminKnown ? (rupiahOf(detail.admin) ?? 0) : share(adminFee, index),
    };
    const meterStart = meterOf(detail.meter_awal);
    const meterEnd = meterOf(detail.meter_akhir);
    if (meterStart !== undefined) period.meterStart = meterStart;
    if (meterEnd !== undefined) period.meterEnd = meterEnd;
    return period;
  });
  if (!amountKnown) {
    const charged = periods.reduce((sum, period) => sum + period.penalty + period.adminFee + period.amount, 0);
    const bills = Math.max(0, sellingPrice - charged);
    periods.forEach((period, index) => {
      period.amount += share(bills, index);
    });
  }
  return periods;
}

function billOf(data: TransactionData, request: { refId: string; buyerSkuCode: string; customerNo: string }) {
  const result = resultOf(data, request.refId);
  const adminFee = rupiahOf(data.admin) ?? 0;
  const sellingPrice = rupiahOf(data.selling_price) ?? 0;
  const desc = descSchema.safeParse(data.desc);
  const bill: PostpaidBill = {
    refId: request.refId,
    status: result.status,
    rc: result.rc,
    message: result.message,
    failure: result.failure,
    customerNo: data.customer_no ?? request.customerNo,
    customerName: data.customer_name?.trim() ?? '',
    buyerSkuCode: data.buyer_sku_code ?? request.buyerSkuCode,
    adminFee,
    sellingPrice,
    price: result.price ?? 0,
    periods: result.status === 'failed' ? [] : periodsOf(data, sellingPrice, adminFee),
    serialNumber: result.serialNumber,
    description: desc.success ? desc.data : {},
  };
  return bill;
}

function toDigiflazzError(error: unknown, what: string, transaction: boolean): DigiflazzError {
  if (error instanceof DigiflazzError) return error;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new DigiflazzError('timeout', `Digiflazz did not answer ${what} in time`, { outcomeUnknown: transaction });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new DigiflazzError('unavailable', `Digiflazz ${what} failed: ${message}`, { outcomeUnknown: transaction });
}

/**
 * Digiflazz's buyer API over `fetch`: Digiflazz publishes no official npm client, only its HTTP documentation
 * (developer.digiflazz.com/api/buyer). Every call is a JSON POST signed with md5(username + apiKey + …), and every
 * answer is wrapped in `data`. Top-ups answer synchronously with Sukses, Pending or Gagal; a pending one is settled
 * by a webhook callback or by sending the very same request (same ref_id) again, which never buys twice.
 * `clock`: the app's; only the 90-day status-check window reads it.
 */
export function createDigiflazzSupplier(config: DigiflazzSupplierConfig, clock: Clock): DigiflazzSupplier {
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? 60_000;
  const now = () => clock.now();
  const sign = (suffix: string) => digiflazzSign(config.username, config.apiKey, suffix);

  /** POSTs and returns `data`; a refused credential is thrown, any other rc is left to the caller to read. */
  async function post(path: string, body: Record<string, unknown>, what: string, transaction: boolean) {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw toDigiflazzError(error, what, transaction);
    }
    const httpStatus = response.status;
    let json: unknown;
    try {
      json = JSON.parse(text) as unknown;
    } catch {
      json = undefined;
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) {
      const code = httpStatus >= 500 ? 'unavailable' : 'invalid_response';
      throw new DigiflazzError(code, `Digiflazz answered ${what} with HTTP ${httpStatus} and no data`, {
        httpStatus,
        outcomeUnknown: transaction,
      });
    }
    const refused = errorDataSchema.safeParse(envelope.data.data);
    if (refused.success && unauthorizedRcs.includes(refused.data.rc)) {
      throw new DigiflazzError(
        'unauthorized',
        `Digiflazz refused the credentials: ${refused.data.message ?? refused.data.rc}`,
        { httpStatus, rc: refused.data.rc },
      );
    }
    return { data: envelope.data.data, httpStatus };
  }

  async function transact(
    body: Record<string, unknown>,
    request: { refId: string; buyerSkuCode: string; customerNo: string },
    what: string,
  ): Promise<TransactionData> {
    const { data, httpStatus } = await post(
      '/v1/transaction',
      {
        ...body,
        username: config.username,
        buyer_sku_code: request.buyerSkuCode,
        customer_no: request.customerNo,
        ref_id: request.refId,
        sign: sign(request.refId),
        ...(config.testing ? { testing: true } : {}),
      },
      what,
      true,
    );
    const parsed = transactionSchema.safeParse(data);
    if (!parsed.success) {
      throw new DigiflazzError('invalid_response', `Digiflazz's answer to ${what} is unreadable`, {
        httpStatus,
        outcomeUnknown: true,
      });
    }
    // Answers without a transaction (rc 40–49) may omit the ref_id; one naming another ref_id is not ours.
    if (parsed.data.ref_id !== undefined && parsed.data.ref_id !== request.refId) {
      throw new DigiflazzError('invalid_response', `Digiflazz answered ${what} for ref_id ${parsed.data.ref_id}`, {
        httpStatus,
        rc: parsed.data.rc,
        outcomeUnknown: true,
      });
    }
    return parsed.data;
  }

  /** Errors of calls that create nothing (price list, balance): an rc there is a refusal. */
  function refusal(data: unknown, httpStatus: number, what: string): DigiflazzError {
    const failed = errorDataSchema.safeParse(data);
    if (failed.success) {
      const message = failed.data.message ?? responseCodeOf(failed.data.rc)?.message ?? 'refused';
      return new DigiflazzError('rejected', `Digiflazz refused ${what}: ${message}`, {
        httpStatus,
        rc: failed.data.rc,
      });
    }
    return new DigiflazzError('invalid_response', `Digiflazz's answer to ${what} is unreadable`, { httpStatus });
  }

  async function priceListOf(cmd: 'prepaid' | 'pasca'): Promise<unknown[]> {
    const what = `the ${cmd} price list`;
    const { data, httpStatus } = await post(
      '/v1/price-list',
      { cmd, username: config.username, sign: sign('pricelist') },
      what,
      false,
    );
    if (!Array.isArray(data)) throw refusal(data, httpStatus, what);
    return data as unknown[];
  }

  return {
    name: config.name,

    async topup(request) {
      const body: Record<string, unknown> = {};
      if (request.maxPrice !== undefined) body.max_price = request.maxPrice;
      if (config.callbackUrl) body.cb_url = config.callbackUrl;
      return resultOf(await transact(body, request, `top-up ${request.refId}`), request.refId);
    },

    async checkStatus(request) {
      // Digiflazz has no status call for prepaid: the same top-up request again answers the transaction's state.
      const body: Record<string, unknown> = {};
      if (config.callbackUrl) body.cb_url = config.callbackUrl;
      return resultOf(await transact(body, request, `status of ${request.refId}`), request.refId);
    },

    async priceList() {
      const items = await priceListOf('prepaid');
      // One odd entry among thousands should not hide the rest of the catalogue.
      return items.flatMap((item): SupplierProduct[] => {
        const parsed = prepaidProductSchema.safeParse(item);
        const price = parsed.success ? rupiahOf(parsed.data.price) : null;
        if (!parsed.success || price === null) return [];
        const product = parsed.data;
        return [
          {
            buyerSkuCode: product.buyer_sku_code,
            productName: product.product_name,
            category: product.category,
            brand: product.brand,
            price,
            buyerProductStatus: product.buyer_product_status,
            sellerProductStatus: product.seller_product_status,
            startCutOff: product.start_cut_off ?? '00:00',
            endCutOff: product.end_cut_off ?? '00:00',
          },
        ];
      });
    },

    async postpaidPriceList() {
      const items = await priceListOf('pasca');
      return items.flatMap((item): DigiflazzPostpaidProduct[] => {
        const parsed = postpaidProductSchema.safeParse(item);
        if (!parsed.success) return [];
        const admin = rupiahOf(parsed.data.admin);
        const commission = rupiahOf(parsed.data.commission);
        if (admin === null || commission === null) return [];
        return [
          {
            buyerSkuCode: parsed.data.buyer_sku_code,
            productName: parsed.data.product_name,
            category: parsed.data.category,
            brand: parsed.data.brand,
            admin,
            commission,
            buyerProductStatus: parsed.data.buyer_product_status,
            sellerProductStatus: parsed.data.seller_product_status,
          },
        ];
      });
    },

    async inquiryPln(meter) {
      const what = `PLN inquiry of ${meter}`;
      const { data, httpStatus } = await post(
        '/v1/inquiry-pln',
        { username: config.username, customer_no: meter, sign: sign(meter) },
        what,
        false,
      );
      const parsed = plnInquirySchema.safeParse(data);
      if (!parsed.success) throw refusal(data, httpStatus, what);
      if (parsed.data.rc !== '00' || !parsed.data.name) return null;
      return {
        meter: parsed.data.meter_no ?? meter,
        subscriberId: parsed.data.subscriber_id ?? '',
        name: parsed.data.name.trim(),
        segmentPower: parsed.data.segment_power?.trim() ?? '',
      };
    },

    async balance() {
      const what = 'the balance';
      const { data, httpStatus } = await post(
        '/v1/cek-saldo',
        { cmd: 'deposit', username: config.username, sign: sign('depo') },
        what,
        false,
      );
      const parsed = balanceSchema.safeParse(data);
      if (!parsed.success) throw refusal(data, httpStatus, what);
      // The documentation types the deposit as a float; our ledger only holds whole Rupiah.
      return Math.floor(parsed.data.deposit);
    },

    async inquiryPostpaid({ amount, ...request }) {
      // Digiflazz documents no amount; a transfer's inquiry carries it as `amount` (decision 015).
      const body = amount === undefined ? { commands: 'inq-pasca' } : { commands: 'inq-pasca', amount };
      return billOf(await transact(body, request, `bill inquiry ${request.refId}`), request);
    },

    async payPostpaid(request) {
      // The payment reuses the inquiry's ref_id; sent again it answers the payment's state, never pays twice.
      return billOf(await transact({ commands: 'pay-pasca' }, request, `bill payment ${request.refId}`), request);
    },

    async statusPostpaid(request) {
      return billOf(await transact({ commands: 'status-pasca' }, request, `bill status ${request.refId}`), request);
    },

    canCheckStatus(placedAt) {
      return now().getTime() - placedAt.getTime() < statusCheckWindowMs;
    },

    verifyCallback(headers, rawBody) {
      const signature = headerValue(headers, 'x-hub-signature');
      if (signature === null || !sameSignature(signature, config.webhookSecret, rawBody)) return null;
      let json: unknown;
      try {
        json = JSON.parse(rawBody) as unknown;
      } catch {
        return null;
      }
      const envelope = envelopeSchema.safeParse(json);
      const parsed = transactionSchema.safeParse(envelope.success ? envelope.data.data : undefined);
      if (!parsed.success || !parsed.data.ref_id) return null;
      const data = parsed.data;
      const refId = parsed.data.ref_id;
      let result: SupplierResult;
      try {
        result = resultOf(data, refId);
      } catch {
        return null;
      }
      const sn = data.sn === null || data.sn === undefined ? '' : String(data.sn).trim();
      return { ...result, deliveryId: `${refId}:${result.status}:${result.rc}:${sn}` };
    },
  };
}
