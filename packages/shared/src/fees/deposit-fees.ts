import { z } from 'zod';

/**
 * Service fee of a deposit top-up by payment method (DEP-04, specification §9) and the top-up amount rules (DEP-05).
 *
 * fee = amount / (1 - rate) + fixed - amount, rounded up when the fraction is 0.45 or more. The first provider
 * (Xendit) adds 11% VAT on the fee except for qris and shopeepay. Charged = amount + fee (VAT included).
 *
 * Everything is exact: rates are fractions over 10 000 (0.0167 = 167/10000) and the fee is computed as a BigInt
 * fraction, so no binary float can move a result across the 0.45 threshold. The VAT is 11% of the rounded base fee,
 * rounded again with the same rule (docs/decisions/009-service-fee-rounding.md).
 */

export const paymentProviders = ['xendit', 'midtrans'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/** Xendit (the first provider). ovo and linkaja are billed on dana's row; the five banks share one row. */
export const xenditMethods = [
  'dana',
  'ovo',
  'linkaja',
  'shopeepay',
  'qris',
  'bca',
  'bri',
  'bni',
  'mandiri',
  'permata',
] as const;

/** Midtrans (the second provider). alfamart and indomaret are the counter row; the named banks are bank transfers. */
export const midtransMethods = [
  'creditcard',
  'gopay',
  'shopeepay',
  'qris',
  'alfamart',
  'indomaret',
  'kredivo',
  'dana',
  'bank_transfer',
  'bca_va',
  'bni_va',
  'bri_va',
  'permata_va',
  'mandiri_bill',
] as const;

export const depositMethodIds = { xendit: xenditMethods, midtrans: midtransMethods } as const;

/** One gateway method named with its provider, as a tenant switches it off: 'xendit.qris', 'midtrans.bca_va'. */
export type GatewayMethodKey = {
  [P in PaymentProvider]: `${P}.${(typeof depositMethodIds)[P][number]}`;
}[PaymentProvider];
export const gatewayMethodKeys = [
  ...xenditMethods.map((method) => `xendit.${method}` as const),
  ...midtransMethods.map((method) => `midtrans.${method}` as const),
] as [GatewayMethodKey, ...GatewayMethodKey[]];

/** Method ids of one provider, or of every provider when `P` is the whole union. */
export type DepositMethodId<P extends PaymentProvider = PaymentProvider> = (typeof depositMethodIds)[P][number];

export const paymentProviderSchema = z.enum(paymentProviders);

/** A payment method as the client sends it: `{ provider: 'xendit', method: 'bca' }`. */
export const depositPaymentMethodSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('xendit'), method: z.enum(xenditMethods) }),
  z.object({ provider: z.literal('midtrans'), method: z.enum(midtransMethods) }),
]);
export type DepositPaymentMethod = z.infer<typeof depositPaymentMethodSchema>;

/** Rows of the specification's table. */
export type FeeRowLabel =
  | 'xendit.dana'
  | 'xendit.shopeepay'
  | 'xendit.qris'
  | 'xendit.bank_transfer'
  | 'midtrans.creditcard'
  | 'midtrans.gopay'
  | 'midtrans.shopeepay'
  | 'midtrans.qris'
  | 'midtrans.counter'
  | 'midtrans.kredivo'
  | 'midtrans.dana'
  | 'midtrans.bank_transfer';

export type FeeRule = {
  /** The rate is exactly rateNumerator / rateDenominator: 0.0167 is 167 / 10000. */
  rateNumerator: number;
  rateDenominator: number;
  /** Fixed part, whole Rupiah. */
  fixed: number;
  /** True when 11% VAT is added on top of the fee (Xendit, except qris and shopeepay). */
  vat: boolean;
  rowLabel: FeeRowLabel;
};

export type FeeRuleOptions = {
  /**
   * Midtrans shopeepay is "treated as qris unless flagged" (§9). Read as: by default it is billed on the qris row
   * (0.007); with `shopeepayNotQris: true` it is billed on its own row (0.02). Xendit shopeepay ignores the flag.
   */
  shopeepayNotQris?: boolean;
};

/** Every rate has the denominator 10 000 (a rate in hundredths of a percent). */
const rateDenominator = 10_000;

const row = (rowLabel: FeeRowLabel, rateNumerator: number, fixed: number, vat: boolean): FeeRule =>
  Object.freeze({ rateNumerator, rateDenominator, fixed, vat, rowLabel });

const feeRows: Readonly<Record<FeeRowLabel, FeeRule>> = {
  'xendit.dana': row('xendit.dana', 150, 0, true),
  'xendit.shopeepay': row('xendit.shopeepay', 200, 0, false),
  'xendit.qris': row('xendit.qris', 70, 0, false),
  'xendit.bank_transfer': row('xendit.bank_transfer', 0, 4000, true),
  'midtrans.creditcard': row('midtrans.creditcard', 290, 2200, false),
  'midtrans.gopay': row('midtrans.gopay', 200, 0, false),
  'midtrans.shopeepay': row('midtrans.shopeepay', 200, 0, false),
  'midtrans.qris': row('midtrans.qris', 70, 0, false),
  'midtrans.counter': row('midtrans.counter', 0, 5000, false),
  'midtrans.kredivo': row('midtrans.kredivo', 200, 0, false),
  'midtrans.dana': row('midtrans.dana', 167, 0, false),
  'midtrans.bank_transfer': row('midtrans.bank_transfer', 0, 4480, false),
};

const xenditRows: Readonly<Record<DepositMethodId<'xendit'>, FeeRowLabel>> = {
  dana: 'xendit.dana',
  ovo: 'xendit.dana',
  linkaja: 'xendit.dana',
  shopeepay: 'xendit.shopeepay',
  qris: 'xendit.qris',
  bca: 'xendit.bank_transfer',
  bri: 'xendit.bank_transfer',
  bni: 'xendit.bank_transfer',
  mandiri: 'xendit.bank_transfer',
  permata: 'xendit.bank_transfer',
};

const midtransRows: Readonly<Record<DepositMethodId<'midtrans'>, FeeRowLabel>> = {
  creditcard: 'midtrans.creditcard',
  gopay: 'midtrans.gopay',
  shopeepay: 'midtrans.qris', // unless flagged: see FeeRuleOptions
  qris: 'midtrans.qris',
  alfamart: 'midtrans.counter',
  indomaret: 'midtrans.counter',
  kredivo: 'midtrans.kredivo',
  dana: 'midtrans.dana',
  bank_transfer: 'midtrans.bank_transfer',
  bca_va: 'midtrans.bank_transfer',
  bni_va: 'midtrans.bank_transfer',
  bri_va: 'midtrans.bank_transfer',
  permata_va: 'midtrans.bank_transfer',
  mandiri_bill: 'midtrans.bank_transfer',
};

const rowsByProvider: Readonly<Record<PaymentProvider, Readonly<Record<string, FeeRowLabel>>>> = {
  xendit: xenditRows,
  midtrans: midtransRows,
};

export type DepositFeeErrorCode = 'unknown_provider' | 'unknown_method' | 'invalid_amount';

/** Thrown for an unknown provider or method and for an amount that is not a positive whole number of Rupiah. */
export class DepositFeeError extends Error {
  readonly code: DepositFeeErrorCode;

  constructor(code: DepositFeeErrorCode, message: string) {
    super(message);
    this.name = 'DepositFeeError';
    this.code = code;
  }
}

/** The table row that bills `method` of `provider`. */
export function feeRuleFor<P extends PaymentProvider>(
  provider: P,
  method: DepositMethodId<P>,
  options: FeeRuleOptions = {},
): FeeRule {
  const providerKey: string = provider;
  if (!Object.hasOwn(rowsByProvider, providerKey)) {
    throw new DepositFeeError('unknown_provider', `Unknown payment provider: ${String(provider)}`);
  }
  const rows = rowsByProvider[provider];
  const methodKey: string = method;
  const label = Object.hasOwn(rows, methodKey) ? rows[methodKey] : undefined;
  if (label === undefined) {
    throw new DepositFeeError('unknown_method', `Unknown payment method for ${provider}: ${String(method)}`);
  }
  const flagged = provider === 'midtrans' && methodKey === 'shopeepay' && options.shopeepayNotQris === true;
  return { ...feeRows[flagged ? 'midtrans.shopeepay' : label] };
}

const thresholdPercent = 45n;

/**
 * `numerator / denominator` rounded to a whole number with the 0.45 rule: a fraction below 0.45 rounds down, 0.45 or
 * more rounds up (1.44 → 1, 1.45 → 2). Fees are never negative, so a negative numerator is refused.
 */
export function roundFeeFraction(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError(`Denominator must be positive: ${denominator}`);
  if (numerator < 0n) throw new RangeError(`A fee is never negative: ${numerator}/${denominator}`);
  const whole = numerator / denominator;
  const remainder = numerator % denominator;
  // remainder / denominator >= 45 / 100, in integers.
  return remainder * 100n >= denominator * thresholdPercent ? whole + 1n : whole;
}

/** VAT on the first provider's fee: 11%. */
export const depositFeeVatPercent = 11;

export type TopUpFee = {
  /** The top-up amount credited to the deposit. */
  amount: number;
  /** amount / (1 - rate) + fixed - amount, rounded with the 0.45 rule. */
  baseFee: number;
  /** 11% of baseFee, rounded with the 0.45 rule; 0 where the row has no VAT. */
  vat: number;
  /** The service fee shown to the user: baseFee + vat. */
  fee: number;
  /** What the user pays: amount + fee. */
  charged: number;
};

/** Service fee of a top-up of `amount` Rupiah paid with `method` of `provider` (DEP-04). */
export function computeTopUpFee<P extends PaymentProvider>(
  amount: number,
  provider: P,
  method: DepositMethodId<P>,
  options: FeeRuleOptions = {},
): TopUpFee {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new DepositFeeError('invalid_amount', `Top-up amount must be a positive whole number: ${String(amount)}`);
  }
  const rule = feeRuleFor(provider, method, options);
  const rateNumerator = BigInt(rule.rateNumerator);
  const rateDenominator = BigInt(rule.rateDenominator);
  const keptDenominator = rateDenominator - rateNumerator; // q - p, for rate p/q
  const exactAmount = BigInt(amount);
  // amount / (1 - p/q) + fixed - amount = (amount·p + fixed·(q - p)) / (q - p)
  const baseFee = roundFeeFraction(exactAmount * rateNumerator + BigInt(rule.fixed) * keptDenominator, keptDenominator);
  const vat = rule.vat ? roundFeeFraction(baseFee * BigInt(depositFeeVatPercent), 100n) : 0n;
  const fee = baseFee + vat;
  const charged = exactAmount + fee;
  if (charged > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new DepositFeeError('invalid_amount', `Top-up amount is too large: ${amount}`);
  }
  return { amount, baseFee: Number(baseFee), vat: Number(vat), fee: Number(fee), charged: Number(charged) };
}

/** Spec §9 default of min_topup. */
export const defaultMinTopup = 10_000;

/** True for a whole number of Rupiah ending in 000 (DEP-05, rule factor_of_thousands). */
export function isMultipleOfThousand(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount % 1000 === 0;
}

export type TopUpAmountSettings = {
  /** The tenant's min_topup: the smallest custom ("other") nominal. */
  minTopup: number;
  /** The tenant's allow_custom_nominals. */
  allowCustom: boolean;
  /** The tenant's listed nominals. */
  nominals: readonly number[];
};

export type TopUpAmountIssue =
  | { key: 'validation.factor_of_thousands'; params: Record<string, never> }
  | { key: 'validation.min_value'; params: { min: number } }
  | { key: 'deposit.nominal_not_available'; params: Record<string, never> };

/** The smallest top-up: the tenant's min_topup, and never below 1000 (a top-up is never 0 or negative). */
export function smallestTopUp(minTopup: number): number {
  return Math.max(minTopup, 1000);
}

/**
 * The listed nominals a tenant offers: those at or above its min_topup. One rule for the grid, the custom amount and
 * the server: a tenant that says "minimal Rp 20.000" offers no Rp 10.000 button and accepts no Rp 10.000 top-up.
 */
export function offeredNominals(nominals: readonly number[], minTopup: number): number[] {
  return nominals.filter((nominal) => nominal >= smallestTopUp(minTopup));
}

/**
 * Why a top-up amount is refused, as a message key with its parameters, or null when it is accepted (DEP-05).
 * Amounts are multiples of 1000 and at least min_topup, listed or not; an amount that is not an offered nominal
 * needs allow_custom_nominals.
 */
export function validateTopUpAmount(amount: number, settings: TopUpAmountSettings): TopUpAmountIssue | null {
  if (!isMultipleOfThousand(amount)) return { key: 'validation.factor_of_thousands', params: {} };
  const min = smallestTopUp(settings.minTopup);
  if (amount < min) return { key: 'validation.min_value', params: { min } };
  if (settings.nominals.includes(amount)) return null;
  if (!settings.allowCustom) return { key: 'deposit.nominal_not_available', params: {} };
  return null;
}
