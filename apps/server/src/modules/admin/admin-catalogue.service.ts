import type {
  AdminPostpaidCashback,
  AdminProduct,
  AdminProductsQuery,
  BulkPriceBody,
  BulkPriceResult,
  PriceHistoryEntry,
  PriceTier,
  ProductOverrideView,
  TierPricingView,
  UpdateAdminProductBody,
  UpdatePostpaidCashbackBody,
  UpdateTierBody,
} from '@konter/shared/contracts/admin-catalogue';
import { priceTierNames } from '@konter/shared/contracts/admin-catalogue';
import { maxCashbackBasisPoints } from '@konter/shared/fees/cashback';
import { formatRupiah } from '@konter/shared/money';
import type { Database, Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { fieldError } from '../../platform/errors.ts';
import { namesOf } from '../accounts/index.ts';
import type { AuditService } from '../audit/index.ts';
import {
  catalogueOperators,
  everyBiller,
  findPostpaidCashbackRule,
  findProduct,
  lockProduct,
  lockProducts,
  offersOf,
  postpaidCashbackRules,
  savePostpaidCashbackRule,
  searchProducts,
  setTierPrices,
  updateProduct,
  type OfferRow,
  type ProductFilter,
  type ProductRow,
} from '../ppob/index.ts';
import {
  deleteProductOverride,
  productOverridesOf,
  tenantPricingOf,
  tierPriceOf,
  upsertProductOverride,
  upsertTier,
  type ProductOverride,
  type TenantPricing,
} from '../pricing/index.ts';
import { adminErrors } from './admin.errors.ts';

export type AdminCatalogueDeps = { database: Database; clock: Clock; audit: AuditService };

function overrideView(override: ProductOverride | undefined): ProductOverrideView | null {
  if (!override) return null;
  if (override.fixedPrice != null) return { kind: 'fixed', fixed_price: override.fixedPrice };
  return {
    kind: 'markup',
    markup_basis_points: override.markupBasisPoints ?? 0,
    markup_flat: override.markupFlat,
    minimum_markup: override.minimumMarkup,
  };
}

/** How an audit entry and the history show a tier's own price: "fixed 21000", "markup 250bp +0 min 200", "tier". */
function overrideText(override: ProductOverride | undefined): string {
  const view = overrideView(override);
  if (!view) return 'tier';
  if (view.kind === 'fixed') return `fixed ${view.fixed_price}`;
  return `markup ${view.markup_basis_points}bp +${view.markup_flat} min ${view.minimum_markup}`;
}

/** What the audit trail keeps of a product, flat, so the audit log shows each field that changed. */
function productState(row: ProductRow, overrides: readonly ProductOverride[]) {
  const of = (tier: PriceTier) => overrides.find((entry) => entry.tier === tier);
  return {
    status: row.status,
    status_auto: !row.manualStatus,
    promo: row.promo,
    cashback_type: row.cashbackType,
    cashback: row.cashback,
    member_price: row.memberPrice,
    agent_price: row.agentPrice,
    master_price: row.masterPrice,
    member_override: overrideText(of('member')),
    agent_override: overrideText(of('agent')),
    master_override: overrideText(of('master')),
  };
}

/** The tier prices a product is charged, exactly as a quote computes them (decision 025). */
function tierPrices(pricing: TenantPricing, row: ProductRow, overrides: readonly ProductOverride[]) {
  return {
    memberPrice: tierPriceOf(pricing, row, 'member', overrides),
    agentPrice: tierPriceOf(pricing, row, 'agent', overrides),
    masterPrice: tierPriceOf(pricing, row, 'master', overrides),
  };
}

function toTierView(tier: PriceTier, pricing: TenantPricing): TierPricingView {
  const entry = pricing[tier];
  return {
    tier,
    markup_basis_points: entry.markup.basisPoints,
    markup_flat: entry.markup.flat,
    minimum_markup: entry.markup.minimum,
    round_to: entry.roundTo,
    downline_min_basis_points: entry.downline.minBasisPoints,
    downline_max_basis_points: entry.downline.maxBasisPoints,
    downline_max_flat: entry.downline.maxFlat,
    bill_admin_fee: entry.billAdminFee,
  };
}

/**
 * The back office's catalogue and prices (issue 17, ADM-01). Prices are the pricing module's (tier markups and
 * per-product overrides, decision 025); a change re-writes the tier prices the member screens show in the same
 * transaction, so the price a member sees and the price a purchase is charged never disagree. Every change is in the
 * audit trail before → after, which is also each product's price history.
 */
export function createAdminCatalogueService(deps: AdminCatalogueDeps) {
  const { database, clock, audit } = deps;

  function toView(row: ProductRow, overrides: readonly ProductOverride[], offers: OfferRow[]): AdminProduct {
    const of = (tier: PriceTier) => overrideView(overrides.find((entry) => entry.tier === tier));
    return {
      code: row.code,
      name: row.name,
      family: row.family,
      operator: row.operator,
      operator_name: row.operatorName,
      buying_price: row.buyingPrice,
      prices: { member: row.memberPrice, agent: row.agentPrice, master: row.masterPrice },
      overrides: { member: of('member'), agent: of('agent'), master: of('master') },
      status: row.status,
      status_auto: !row.manualStatus,
      promo: row.promo,
      sold_qty: row.soldQty,
      cashback_type: row.cashbackType,
      cashback: row.cashback,
      // Active offers first, cheapest first: the order the purchase's routing tries them.
      suppliers: [...offers]
        .filter((offer) => offer.productCode === row.code)
        .sort((left, right) => Number(right.active) - Number(left.active))
        .map((offer) => ({ supplier: offer.supplier, price: offer.price, active: offer.active })),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  async function viewOf(tx: Tx, tenantId: string, code: string): Promise<AdminProduct> {
    const row = await findProduct(tx, tenantId, code);
    if (!row) throw adminErrors.notFound();
    const overrides = (await productOverridesOf(tx, tenantId)).get(code) ?? [];
    return toView(row, overrides, await offersOf(tx, tenantId, [code]));
  }

  /** Re-writes the stored tier prices of `rows` that no longer match their pricing; returns how many changed. */
  async function reprice(
    tx: Tx,
    tenantId: string,
    rows: ProductRow[],
    pricing: TenantPricing,
    overrides: Map<string, ProductOverride[]>,
  ): Promise<number> {
    let changed = 0;
    const at = clock.now();
    for (const row of rows) {
      const prices = tierPrices(pricing, row, overrides.get(row.code) ?? []);
      if (
        prices.memberPrice === row.memberPrice &&
        prices.agentPrice === row.agentPrice &&
        prices.masterPrice === row.masterPrice
      ) {
        continue;
      }
      await setTierPrices(tx, tenantId, row.code, prices, at);
      changed += 1;
    }
    return changed;
  }

  return {
    async products(tenantId: string, query: AdminProductsQuery) {
      return database.withTenant(tenantId, async (tx) => {
        const filter: ProductFilter = {
          q: query.q,
          ...(query.family ? { family: query.family } : {}),
          ...(query.operator ? { operator: query.operator } : {}),
          ...(query.status ? { status: query.status } : {}),
        };
        const { rows, total } = await searchProducts(tx, tenantId, filter, query);
        // One connection runs one statement at a time: read in turn, not in parallel.
        const overrides = await productOverridesOf(tx, tenantId);
        const offers = await offersOf(
          tx,
          tenantId,
          rows.map((row) => row.code),
        );
        const operators = await catalogueOperators(tx, tenantId);
        return {
          data: rows.map((row) => toView(row, overrides.get(row.code) ?? [], offers)),
          total,
          operators,
        };
      });
    },

    async product(tenantId: string, code: string): Promise<AdminProduct> {
      return database.withTenant(tenantId, (tx) => viewOf(tx, tenantId, code));
    },

    /**
     * Status, promotion, cashback (fixed Rupiah below the price, or a percent in basis points up to 100%: AGT-04) and
     * each tier's own price of one product; audited before → after.
     */
    async updateProduct(admin: Principal, code: string, body: UpdateAdminProductBody): Promise<AdminProduct> {
      const tenantId = admin.tenantId;
      return database.withTenant(tenantId, async (tx) => {
        const row = await lockProduct(tx, tenantId, code);
        if (!row) throw adminErrors.notFound();
        const allOverrides = await productOverridesOf(tx, tenantId);
        const before = productState(row, allOverrides.get(code) ?? []);
        const now = clock.now();

        for (const tier of priceTierNames) {
          const wanted = body.overrides?.[tier];
          if (wanted === undefined) continue;
          if (wanted === null) {
            await deleteProductOverride(tx, tenantId, code, tier);
            continue;
          }
          // A price below what the supplier is paid would sell at a loss the tenant never chose.
          if (wanted.kind === 'fixed' && wanted.fixed_price < row.buyingPrice) {
            throw fieldError(`overrides.${tier}.fixed_price`, 'validation.min_value', { min: row.buyingPrice });
          }
          await upsertProductOverride(tx, {
            tenantId,
            productCode: code,
            tier,
            fixedPrice: wanted.kind === 'fixed' ? wanted.fixed_price : null,
            markupBasisPoints: wanted.kind === 'markup' ? wanted.markup_basis_points : null,
            markupFlat: wanted.kind === 'markup' ? wanted.markup_flat : 0,
            minimumMarkup: wanted.kind === 'markup' ? wanted.minimum_markup : 0,
            updatedAt: now,
          });
        }

        const changes: Parameters<typeof updateProduct>[3] = {};
        if (body.promo !== undefined) changes.promo = body.promo;
        if (body.cashback_type !== undefined && body.cashback === undefined) {
          throw fieldError('cashback', 'validation.required');
        }
        if (body.cashback !== undefined) {
          changes.cashbackType = body.cashback_type ?? row.cashbackType;
          changes.cashback = body.cashback;
          if (changes.cashbackType === 'percent' && body.cashback > maxCashbackBasisPoints) {
            throw fieldError('cashback', 'admin.cashback_percent_range');
          }
        }
        if (body.status === 'auto') {
          // Back to the suppliers: active while any offer is, as the next price-list sync would set it.
          const offers = await offersOf(tx, tenantId, [code]);
          changes.manualStatus = false;
          changes.status = offers.some((offer) => offer.active) ? 'active' : 'inactive';
        } else if (body.status !== undefined) {
          changes.manualStatus = true;
          changes.status = body.status;
        }
        if (Object.keys(changes).length > 0) await updateProduct(tx, tenantId, code, { ...changes, updatedAt: now });

        const pricing = await tenantPricingOf(tx, tenantId);
        const overrides = (await productOverridesOf(tx, tenantId)).get(code) ?? [];
        const current = await lockProduct(tx, tenantId, code);
        if (!current) throw adminErrors.notFound();
        await reprice(tx, tenantId, [current], pricing, new Map([[code, overrides]]));
        const after = await lockProduct(tx, tenantId, code);
        if (!after) throw adminErrors.notFound();
        // Checked on the prices this change leaves (an override may move them too): a fixed cashback at or above what
        // the cheapest tier pays would give the buyer the product for nothing or less. The throw rolls it all back.
        const lowestPrice = Math.min(after.memberPrice, after.agentPrice, after.masterPrice);
        if (changes.cashbackType === 'fixed' && after.cashback > 0 && after.cashback >= lowestPrice) {
          throw fieldError('cashback', 'admin.cashback_below_price', { price: formatRupiah(lowestPrice) });
        }
        const afterState = productState(after, overrides);
        if (JSON.stringify(before) !== JSON.stringify(afterState)) {
          await audit.record(
            tx,
            tenantId,
            'admin.catalogue.product',
            { target: code, target_name: row.name, before, after: afterState },
            admin.accountId,
          );
        }
        return toView(after, overrides, await offersOf(tx, tenantId, [code]));
      });
    },

    async tiers(tenantId: string): Promise<TierPricingView[]> {
      return database.withTenant(tenantId, async (tx) => {
        const pricing = await tenantPricingOf(tx, tenantId);
        return priceTierNames.map((tier) => toTierView(tier, pricing));
      });
    },

    /** A tier's markup and limits; every product priced by the tier is re-priced in the same transaction. */
    async updateTier(
      admin: Principal,
      tier: PriceTier,
      body: UpdateTierBody,
    ): Promise<TierPricingView & { repriced: number }> {
      const tenantId = admin.tenantId;
      return database.withTenant(tenantId, async (tx) => {
        const rows = await lockProducts(tx, tenantId, {});
        const before = toTierView(tier, await tenantPricingOf(tx, tenantId));
        await upsertTier(tx, {
          tenantId,
          tier,
          markupBasisPoints: body.markup_basis_points,
          markupFlat: body.markup_flat,
          minimumMarkup: body.minimum_markup,
          roundTo: body.round_to,
          downlineMinBasisPoints: body.downline_min_basis_points,
          downlineMaxBasisPoints: body.downline_max_basis_points,
          downlineMaxFlat: body.downline_max_flat,
          billAdminFee: body.bill_admin_fee ?? before.bill_admin_fee,
          updatedAt: clock.now(),
        });
        const pricing = await tenantPricingOf(tx, tenantId);
        const repriced = await reprice(tx, tenantId, rows, pricing, await productOverridesOf(tx, tenantId));
        const after = toTierView(tier, pricing);
        const { tier: _before, ...beforeFields } = before;
        const { tier: _after, ...afterFields } = after;
        await audit.record(
          tx,
          tenantId,
          'admin.catalogue.tier',
          { target: `tier:${tier}`, tier, repriced, before: beforeFields, after: afterFields },
          admin.accountId,
        );
        return { ...after, repriced };
      });
    },

    /**
     * Many products at once by filter (e.g. every Telkomsel data product +Rp200 for agents): each matched product's
     * price for the tier moves by `delta`, kept as the product's own markup (the tier's markup with the amount added,
     * so it still follows the supplier's price) or its fixed price moved. A product the change would price below its
     * buying price is left alone and named. One transaction, one audit entry per product changed.
     */
    async bulkPrices(admin: Principal, body: BulkPriceBody): Promise<BulkPriceResult> {
      const tenantId = admin.tenantId;
      return database.withTenant(tenantId, async (tx) => {
        const filter: ProductFilter = {
          q: body.q,
          ...(body.family ? { family: body.family } : {}),
          ...(body.operator ? { operator: body.operator } : {}),
        };
        const rows = await lockProducts(tx, tenantId, filter);
        if (rows.length === 0) throw fieldError('q', 'admin.catalogue_nothing_matched');
        const pricing = await tenantPricingOf(tx, tenantId);
        const allOverrides = await productOverridesOf(tx, tenantId);
        const now = clock.now();
        const skipped: string[] = [];
        const changed: ProductRow[] = [];
        for (const row of rows) {
          const overrides = allOverrides.get(row.code) ?? [];
          const current = overrides.find((entry) => entry.tier === body.tier);
          const price = tierPriceOf(pricing, row, body.tier, overrides);
          if (price + body.delta < row.buyingPrice) {
            skipped.push(row.code);
            continue;
          }
          const tierMarkup = pricing[body.tier].markup;
          const base =
            current?.markupBasisPoints != null
              ? { basisPoints: current.markupBasisPoints, flat: current.markupFlat, minimum: current.minimumMarkup }
              : tierMarkup;
          const flat = base.flat + body.delta;
          const minimum = base.minimum + body.delta;
          // A hand-set or fixed price, or a cut that would take a markup below nothing, becomes a fixed price.
          const fixed = current?.fixedPrice != null || row.manualPrices || flat < 0 || minimum < 0;
          const next: ProductOverride = fixed
            ? {
                tier: body.tier,
                fixedPrice: price + body.delta,
                markupBasisPoints: null,
                markupFlat: 0,
                minimumMarkup: 0,
              }
            : {
                tier: body.tier,
                fixedPrice: null,
                markupBasisPoints: base.basisPoints,
                markupFlat: flat,
                minimumMarkup: minimum,
              };
          await upsertProductOverride(tx, { tenantId, productCode: row.code, ...next, updatedAt: now });
          const after = [...overrides.filter((entry) => entry.tier !== body.tier), next];
          allOverrides.set(row.code, after);
          const before = productState(row, overrides);
          await reprice(tx, tenantId, [row], pricing, allOverrides);
          const updated = await lockProduct(tx, tenantId, row.code);
          if (!updated) continue;
          changed.push(updated);
          await audit.record(
            tx,
            tenantId,
            'admin.catalogue.bulk',
            {
              target: row.code,
              target_name: row.name,
              tier: body.tier,
              delta: body.delta,
              before,
              after: productState(updated, after),
            },
            admin.accountId,
          );
        }
        return { updated: changed.length, skipped };
      });
    },

    /** A product's price history: its entries in the audit trail, newest first. */
    async history(tenantId: string, code: string): Promise<PriceHistoryEntry[]> {
      return database.withTenant(tenantId, async (tx) => {
        if (!(await findProduct(tx, tenantId, code))) throw adminErrors.notFound();
        const events = await audit.search(tx, tenantId, { actionPrefix: 'admin.catalogue.', target: code, limit: 100 });
        const names = await namesOf(
          tx,
          tenantId,
          events.map((event) => event.actor ?? ''),
        );
        const record = (value: unknown) =>
          value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
        return events.map((event) => ({
          id: event.id,
          action: event.action,
          actor_name: event.actor ? (names.get(event.actor) ?? null) : null,
          before: record(event.details.before),
          after: record(event.details.after),
          created_at: event.createdAt.toISOString(),
        }));
      });
    },

    /** Every postpaid biller with its cashback rule (AGT-04 for bills; none is 0). */
    async postpaidCashback(tenantId: string): Promise<AdminPostpaidCashback[]> {
      const rules = await database.withTenant(tenantId, (tx) => postpaidCashbackRules(tx, tenantId));
      return everyBiller().map(({ type, biller }) => {
        const rule = rules.get(biller.code);
        return {
          type,
          code: biller.code,
          name: biller.name,
          admin_fee: biller.admin_fee,
          cashback_type: rule?.cashbackType ?? 'fixed',
          cashback: rule?.cashback ?? 0,
        };
      });
    },

    /**
     * A biller's cashback from the next inquiry on (a payment keeps what its inquiry showed). A fixed one is at most
     * the biller's admin fee where it has one (the seller's part of a bill), a percent at most 100%; audited.
     */
    async setPostpaidCashback(
      admin: Principal,
      code: string,
      body: UpdatePostpaidCashbackBody,
    ): Promise<AdminPostpaidCashback> {
      const tenantId = admin.tenantId;
      const entry = everyBiller().find((item) => item.biller.code === code);
      if (!entry) throw adminErrors.notFound();
      const { biller } = entry;
      if (body.cashback_type === 'percent' && body.cashback > maxCashbackBasisPoints) {
        throw fieldError('cashback', 'admin.cashback_percent_range');
      }
      if (body.cashback_type === 'fixed' && biller.admin_fee > 0 && body.cashback > biller.admin_fee) {
        throw fieldError('cashback', 'admin.cashback_above_admin_fee', { fee: formatRupiah(biller.admin_fee) });
      }
      const rule = { cashbackType: body.cashback_type, cashback: body.cashback };
      await database.withTenant(tenantId, async (tx) => {
        const before = await findPostpaidCashbackRule(tx, tenantId, code);
        const stateOf = (value: typeof rule | null) =>
          value && value.cashback > 0
            ? { cashback_type: value.cashbackType, cashback: value.cashback }
            : { cashback: 0 };
        if (JSON.stringify(stateOf(before)) === JSON.stringify(stateOf(rule))) return;
        await savePostpaidCashbackRule(tx, { tenantId, billerCode: code, rule, at: clock.now() });
        await audit.record(
          tx,
          tenantId,
          'admin.catalogue.postpaid_cashback',
          { target: code, target_name: biller.name, before: stateOf(before), after: stateOf(rule) },
          admin.accountId,
        );
      });
      return {
        type: entry.type,
        code,
        name: biller.name,
        admin_fee: biller.admin_fee,
        cashback_type: body.cashback > 0 ? body.cashback_type : 'fixed',
        cashback: body.cashback,
      };
    },
  };
}

export type AdminCatalogueService = ReturnType<typeof createAdminCatalogueService>;
