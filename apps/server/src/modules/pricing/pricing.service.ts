import type { Role } from '@konter/shared/contracts/accounts';
import { applyMarkup, type Markup } from '@konter/shared/fees/markup';
import type { Tx } from '../../db/client.ts';
import type { CommissionLeg } from '../../db/schema/ppob-purchases.ts';
import type { PriceTierName } from '../../db/schema/pricing.ts';
import type { Principal as PlatformPrincipal } from '../../platform/auth.ts';
import { fieldError } from '../../platform/errors.ts';
import {
  findDownlineMarkup,
  insertMissingTiers,
  listProductOverrides,
  listTierRows,
  upsertDownlineMarkup,
  quoteInputs,
  type QuoteInputs,
  type ChainRow,
  type ProductOverrideRow,
  type TierRow,
} from './pricing.repository.ts';

/**
 * Prices as a quote (docs/decisions/025-pricing-quote.md): what an account pays for a product, what the supplier
 * is paid, and what each upline earns on it, in whole Rupiah computed exactly (`@konter/shared/fees/markup`).
 * The purchase snapshots the quote on its row; settlement pays the commissions from that snapshot.
 */

export const priceTiers = ['member', 'agent', 'master'] as const satisfies readonly PriceTierName[];

/** The price tier an account buys at: agents and masters (and admins) have their own, everyone else pays member. */
export function tierOfRole(role: Role): PriceTierName {
  if (role === 'agent') return 'agent';
  if (role === 'master' || role === 'admin') return 'master';
  return 'member';
}

const tierRank: Record<PriceTierName, number> = { member: 0, agent: 1, master: 2 };

/** How a tenant prices one tier: its markup over the buying price, its rounding, its downline limits. */
export type TierPricing = {
  markup: Markup;
  /** Prices are rounded up to a multiple of this many Rupiah. */
  roundTo: number;
  /** What an account of this tier may charge its downline over its own price. */
  downline: { minBasisPoints: number; maxBasisPoints: number; maxFlat: number };
  /** What this tier pays over a bill's admin fee (`quoteBill`). */
  billAdminFee: number;
};

export type TenantPricing = Record<PriceTierName, TierPricing>;

const closedDownline = { minBasisPoints: 0, maxBasisPoints: 0, maxFlat: 0 };

/**
 * A tenant without tier rows prices like the tenant defaults always did (2% at least Rp200, 1% at least Rp100, 0.5%
 * at least Rp50, up to Rp25), and its agents may not set a downline markup until the tenant allows one. Every tier
 * pays a bill's admin fee as the supplier gives it.
 */
export const defaultTenantPricing: TenantPricing = {
  member: {
    markup: { basisPoints: 200, flat: 0, minimum: 200 },
    roundTo: 25,
    downline: closedDownline,
    billAdminFee: 0,
  },
  agent: {
    markup: { basisPoints: 100, flat: 0, minimum: 100 },
    roundTo: 25,
    downline: closedDownline,
    billAdminFee: 0,
  },
  master: { markup: { basisPoints: 50, flat: 0, minimum: 50 }, roundTo: 25, downline: closedDownline, billAdminFee: 0 },
};

function tierPricingOf(row: TierRow): TierPricing {
  return {
    markup: { basisPoints: row.markupBasisPoints, flat: row.markupFlat, minimum: row.minimumMarkup },
    roundTo: row.roundTo,
    downline: {
      minBasisPoints: row.downlineMinBasisPoints,
      maxBasisPoints: row.downlineMaxBasisPoints,
      maxFlat: row.downlineMaxFlat,
    },
    billAdminFee: row.billAdminFee,
  };
}

/** A tenant's pricing from its tier rows; a tier without a row prices with the defaults. */
function pricingOfRows(rows: readonly TierRow[]): TenantPricing {
  const pricing = { ...defaultTenantPricing };
  for (const row of rows) pricing[row.tier] = tierPricingOf(row);
  return pricing;
}

export async function tenantPricingOf(tx: Tx, tenantId: string): Promise<TenantPricing> {
  return pricingOfRows(await listTierRows(tx, tenantId));
}

/** The tier rows of `pricing` a tenant does not have yet (the demo seed; a new tenant). */
export async function seedTenantPricing(tx: Tx, tenantId: string, pricing = defaultTenantPricing): Promise<void> {
  await insertMissingTiers(
    tx,
    priceTiers.map((tier) => ({
      tenantId,
      tier,
      markupBasisPoints: pricing[tier].markup.basisPoints,
      markupFlat: pricing[tier].markup.flat,
      minimumMarkup: pricing[tier].markup.minimum,
      roundTo: pricing[tier].roundTo,
      downlineMinBasisPoints: pricing[tier].downline.minBasisPoints,
      downlineMaxBasisPoints: pricing[tier].downline.maxBasisPoints,
      downlineMaxFlat: pricing[tier].downline.maxFlat,
      billAdminFee: pricing[tier].billAdminFee,
    })),
  );
}

/** What `quote` needs of a product (the catalogue's row has it). */
export type PricedProduct = {
  code: string;
  buyingPrice: number;
  /** An admin set the role prices by hand: they are the tier prices. */
  manualPrices: boolean;
  memberPrice: number;
  agentPrice: number;
  masterPrice: number;
};

export type ProductOverride = Pick<
  ProductOverrideRow,
  'tier' | 'fixedPrice' | 'markupBasisPoints' | 'markupFlat' | 'minimumMarkup'
>;

function handSetPrice(product: Omit<PricedProduct, 'code'>, tier: PriceTierName): number {
  if (tier === 'agent') return product.agentPrice;
  if (tier === 'master') return product.masterPrice;
  return product.memberPrice;
}

/**
 * The price of a product for a tier, before any upline's own markup: the product's override for the tier (a fixed
 * price, or its markup over the buying price), else the prices an admin set by hand, else the tier's markup.
 */
export function tierPriceOf(
  pricing: TenantPricing,
  product: Omit<PricedProduct, 'code'>,
  tier: PriceTierName,
  overrides: readonly ProductOverride[] = [],
): number {
  const override = overrides.find((entry) => entry.tier === tier);
  const { roundTo, markup } = pricing[tier];
  if (override?.fixedPrice != null) return override.fixedPrice;
  if (override?.markupBasisPoints != null) {
    const own = { basisPoints: override.markupBasisPoints, flat: override.markupFlat, minimum: override.minimumMarkup };
    return applyMarkup(product.buyingPrice, own, roundTo);
  }
  if (product.manualPrices) return handSetPrice(product, tier);
  return applyMarkup(product.buyingPrice, markup, roundTo);
}

/** The three tier prices the catalogue stores on a product for its screens. */
export function tierPricesOf(
  pricing: TenantPricing,
  buyingPrice: number,
  overrides: readonly ProductOverride[] = [],
): { memberPrice: number; agentPrice: number; masterPrice: number } {
  const product = { buyingPrice, manualPrices: false, memberPrice: 0, agentPrice: 0, masterPrice: 0 };
  return {
    memberPrice: tierPriceOf(pricing, product, 'member', overrides),
    agentPrice: tierPriceOf(pricing, product, 'agent', overrides),
    masterPrice: tierPriceOf(pricing, product, 'master', overrides),
  };
}

/** Every product override of a tenant, by product code (the catalogue sync prices every product at once). */
export async function productOverridesOf(tx: Tx, tenantId: string): Promise<Map<string, ProductOverride[]>> {
  const byCode = new Map<string, ProductOverride[]>();
  for (const row of await listProductOverrides(tx, tenantId)) {
    byCode.set(row.productCode, [...(byCode.get(row.productCode) ?? []), row]);
  }
  return byCode;
}

/** Who buys: what a quote needs of the principal (platform/auth.ts). */
export type Principal = Pick<PlatformPrincipal, 'tenantId' | 'accountId' | 'role'>;

export type Quote = {
  /** What the principal pays (debited from its deposit). */
  price: number;
  /** The best supplier price when quoted. */
  buyingPrice: number;
  /** Each upline's commission, nearest first; every amount above zero. */
  legs: CommissionLeg[];
};

/** An upline that earns on the account below it. */
export type Upline = {
  accountId: string;
  role: Role;
  /** Its own downline markup, if it set one. */
  downlineMarkup: { basisPoints: number; flat: number } | null;
};

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * The uplines that earn on a purchase, nearest first, from the buyer's whole chain in the network (the closure table
 * `account_tree`, any depth). Only active agents and master agents earn; an upline that does not (a member, an
 * affiliate, an inactive agent) or whose tier is below one already passed is skipped, and the chain goes on above it,
 * so every level of the tree earns on what is bought below it. An upline of the same tier as the account below
 * earns only its own downline markup (without one its price is the same and its commission nothing, `quoteOf`).
 */
export function earningUplines(principalRole: Role, chain: readonly ChainRow[]): Upline[] {
  const uplines: Upline[] = [];
  let rank = tierRank[tierOfRole(principalRole)];
  for (const row of [...chain].sort((left, right) => left.depth - right.depth)) {
    if (row.depth === 0) continue;
    if (row.status !== 'active' || (row.role !== 'agent' && row.role !== 'master')) continue;
    const upRank = tierRank[tierOfRole(row.role)];
    if (upRank < rank) continue;
    rank = upRank;
    uplines.push({
      accountId: row.accountId,
      role: row.role,
      downlineMarkup:
        row.markupBasisPoints === null ? null : { basisPoints: row.markupBasisPoints, flat: row.markupFlat ?? 0 },
    });
  }
  return uplines;
}

/**
 * The quote, from the top of the chain down: the topmost upline pays its tier price; each account below pays what
 * its upline charges it (the upline's price plus the upline's downline markup, held within the limits the tenant
 * sets for the upline's tier and rounded like the account's tier), or its own tier price when the upline set no
 * markup; never less than its upline pays. Each upline earns the difference between the two. Pure: the table tests
 * of pricing.test.ts drive it.
 */
export function quoteOf(
  pricing: TenantPricing,
  product: Omit<PricedProduct, 'code'>,
  principalRole: Role,
  uplines: readonly Upline[],
  overrides: readonly ProductOverride[] = [],
): Quote {
  const tiers = [tierOfRole(principalRole), ...uplines.map((upline) => tierOfRole(upline.role))];
  const top = tiers.length - 1;
  const prices: number[] = [];
  prices[top] = tierPriceOf(pricing, product, tiers[top] ?? 'member', overrides);
  for (let index = top - 1; index >= 0; index -= 1) {
    const tier = tiers[index] ?? 'member';
    const upline = uplines[index];
    const uplinePrice = prices[index + 1] ?? 0;
    let price = tierPriceOf(pricing, product, tier, overrides);
    if (upline?.downlineMarkup) {
      const limits = pricing[tierOfRole(upline.role)].downline;
      const markup = {
        basisPoints: clamp(upline.downlineMarkup.basisPoints, limits.minBasisPoints, limits.maxBasisPoints),
        flat: clamp(upline.downlineMarkup.flat, 0, limits.maxFlat),
        minimum: 0,
      };
      price = applyMarkup(uplinePrice, markup, pricing[tier].roundTo);
    }
    prices[index] = Math.max(price, uplinePrice);
  }
  const legs = uplines
    .map((upline, index) => ({
      accountId: upline.accountId,
      role: upline.role,
      amount: (prices[index] ?? 0) - (prices[index + 1] ?? 0),
    }))
    .filter((leg) => leg.amount > 0);
  return { price: prices[0] ?? 0, buyingPrice: product.buyingPrice, legs };
}

/** The quote of `product` for `principal`, read in the caller's transaction. */
export async function quote(tx: Tx, principal: Principal, product: PricedProduct): Promise<Quote> {
  return quoteFrom(await quoteInputs(tx, principal.tenantId, principal.accountId, product.code), principal, product);
}

/** A quote from inputs already read (a purchase reads them with everything else it decides on, decision 028). */
export function quoteFrom(inputs: QuoteInputs, principal: Principal, product: PricedProduct): Quote {
  const { tiers, overrides, chain } = inputs;
  return quoteOf(pricingOfRows(tiers), product, principal.role, earningUplines(principal.role, chain), overrides);
}

/** What a supplier's inquiry says a bill costs: its total to the customer (admin fee included) and its own price. */
export type BillAmounts = { total: number; supplierPrice: number };

/**
 * The quote of a bill (postpaid): each tier pays the bill's total plus its tier's admin fee over the supplier's
 * (`billAdminFee`), and the uplines earn the gaps between the tiers, top down as `quoteOf` prices a product whose
 * tier prices were set by hand. An upline's downline markup is not applied: it is a rate over the upline's price,
 * which for a bill would be a share of the bill itself.
 */
export function quoteBill(inputs: QuoteInputs, principal: Principal, bill: BillAmounts): Quote {
  const pricing = pricingOfRows(inputs.tiers);
  const product = {
    buyingPrice: bill.supplierPrice,
    manualPrices: true,
    memberPrice: bill.total + pricing.member.billAdminFee,
    agentPrice: bill.total + pricing.agent.billAdminFee,
    masterPrice: bill.total + pricing.master.billAdminFee,
  };
  const uplines = earningUplines(principal.role, inputs.chain).map((upline) => ({ ...upline, downlineMarkup: null }));
  return quoteOf(pricing, product, principal.role, uplines);
}

/**
 * An agent or master agent sets what its own downline pays over its price, within the limits its tenant sets for
 * its tier. Refused outside them, under the field that is out of range.
 */
export async function setDownlineMarkup(
  tx: Tx,
  principal: Principal,
  markup: { basisPoints: number; flat: number },
  now: Date,
): Promise<void> {
  const { downline } = (await tenantPricingOf(tx, principal.tenantId))[tierOfRole(principal.role)];
  if (
    !Number.isSafeInteger(markup.basisPoints) ||
    markup.basisPoints < downline.minBasisPoints ||
    markup.basisPoints > downline.maxBasisPoints
  ) {
    throw fieldError('markup_basis_points', 'validation.between', {
      min: downline.minBasisPoints,
      max: downline.maxBasisPoints,
    });
  }
  if (!Number.isSafeInteger(markup.flat) || markup.flat < 0 || markup.flat > downline.maxFlat) {
    throw fieldError('markup_flat', 'validation.between', { min: 0, max: downline.maxFlat });
  }
  await upsertDownlineMarkup(tx, {
    tenantId: principal.tenantId,
    accountId: principal.accountId,
    markupBasisPoints: markup.basisPoints,
    markupFlat: markup.flat,
    updatedAt: now,
  });
}

/** The downline markup an account set and the limits its tenant sets for its tier (the agent's markup screen). */
export async function downlineMarkupOf(
  tx: Tx,
  principal: Principal,
): Promise<{
  markup: { basisPoints: number; flat: number; updatedAt: Date } | null;
  limits: TierPricing['downline'];
}> {
  const limits = (await tenantPricingOf(tx, principal.tenantId))[tierOfRole(principal.role)].downline;
  const row = await findDownlineMarkup(tx, principal.tenantId, principal.accountId);
  return {
    markup: row ? { basisPoints: row.markupBasisPoints, flat: row.markupFlat, updatedAt: row.updatedAt } : null,
    limits,
  };
}

/**
 * The quotes of many products for one account at once (the catalogue's screens): the tiers, the overrides and the
 * buyer's chain are read once, then each product is priced as `quote` prices it, so the price a member sees is the
 * price it is charged, its uplines' downline markups included (decision 025's consequence).
 */
export async function quoteMany(
  tx: Tx,
  principal: Principal,
  products: readonly PricedProduct[],
): Promise<Map<string, Quote>> {
  const quotes = new Map<string, Quote>();
  if (products.length === 0) return quotes;
  const { tiers, chain } = await quoteInputs(tx, principal.tenantId, principal.accountId, '');
  const overrides = await productOverridesOf(tx, principal.tenantId);
  const pricing = pricingOfRows(tiers);
  const uplines = earningUplines(principal.role, chain);
  for (const product of products) {
    quotes.set(product.code, quoteOf(pricing, product, principal.role, uplines, overrides.get(product.code)));
  }
  return quotes;
}
