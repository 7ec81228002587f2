import { z } from 'zod';
import { cashbackTypes } from '../fees/cashback.ts';
import { purchasableFamilies } from '../ppob/families.ts';
import { isNot, ruleMessage } from '../validation/rules.ts';
import { postpaidTypes } from './postpaid-constants.ts';
import { productStatuses } from './ppob.ts';
import { apiBase } from './site.ts';

/**
 * The back office's catalogue and prices (issue 17, ADM-01): products with their buying price, the price and margin
 * each tier sees, status, promotion, cashback, the suppliers that serve them in routing order; the tier markups;
 * per-product prices of a tier; bulk changes by filter; each product's price history from the audit trail. Every
 * route needs `admin.manage` and writes the audit trail before → after.
 */
export const adminCataloguePaths = {
  products: `${apiBase}/admin/catalogue/products`,
  product: (code: string) => `${apiBase}/admin/catalogue/products/${code}`,
  productHistory: (code: string) => `${apiBase}/admin/catalogue/products/${code}/history`,
  tiers: `${apiBase}/admin/catalogue/tiers`,
  tier: (tier: string) => `${apiBase}/admin/catalogue/tiers/${tier}`,
  bulk: `${apiBase}/admin/catalogue/bulk`,
  /** The cashback of each postpaid biller (AGT-04): billers are not catalogue products, so they have their own list. */
  postpaidCashback: `${apiBase}/admin/catalogue/postpaid-cashback`,
  postpaidCashbackOf: (code: string) => `${apiBase}/admin/catalogue/postpaid-cashback/${code}`,
} as const;

export const priceTierNames = ['member', 'agent', 'master'] as const;
export type PriceTier = (typeof priceTierNames)[number];

const rupiah = z.number().int().min(0).max(100_000_000);
/** A markup rate in basis points (110 = 1.1%), at most 100%. */
const basisPoints = z.number().int().min(0).max(10_000);

/** A product priced apart for one tier: a fixed price, or a markup of its own over the buying price. */
export const productOverrideSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), fixed_price: rupiah }),
  z.object({
    kind: z.literal('markup'),
    markup_basis_points: basisPoints,
    markup_flat: rupiah,
    minimum_markup: rupiah,
  }),
]);
export type ProductOverrideView = z.infer<typeof productOverrideSchema>;

/** Where the status comes from: `auto` follows the suppliers' offers (the price-list sync); the others are set by hand. */
export const adminStatusChoices = ['auto', ...productStatuses] as const;

export const adminProductSchema = z.object({
  code: z.string(),
  name: z.string(),
  family: z.enum(purchasableFamilies),
  operator: z.string(),
  operator_name: z.string(),
  buying_price: z.number().int(),
  /** The selling price each tier sees (and is charged, before an upline's own markup). */
  prices: z.object({ member: z.number().int(), agent: z.number().int(), master: z.number().int() }),
  /** Per tier: its own price (a fixed price or markup), or null when the tier's markup prices it. */
  overrides: z.object({
    member: productOverrideSchema.nullable(),
    agent: productOverrideSchema.nullable(),
    master: productOverrideSchema.nullable(),
  }),
  status: z.enum(productStatuses),
  /** False when an admin set the status by hand: the sync no longer changes it. */
  status_auto: z.boolean(),
  promo: z.boolean(),
  sold_qty: z.number().int(),
  /** One type per product price (AGT-04): `cashback` is whole Rupiah for `fixed`, basis points for `percent`. */
  cashback_type: z.enum(cashbackTypes),
  cashback: z.number().int(),
  /** The suppliers' offers in the order a purchase tries them (cheapest active first). */
  suppliers: z.array(z.object({ supplier: z.string(), price: z.number().int(), active: z.boolean() })),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductsQuery = z.object({
  q: z.string().trim().max(100).default(''),
  family: z.enum(purchasableFamilies).optional(),
  operator: z.string().trim().max(60).optional(),
  status: z.enum(productStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuery>;

export const adminProductsResponse = z.object({
  data: z.array(adminProductSchema),
  total: z.number().int(),
  /** The families and operators of the tenant's catalogue, for the filters. */
  operators: z.array(z.object({ family: z.string(), slug: z.string(), name: z.string() })),
});

export const productCodeParams = z.object({ code: z.string().trim().min(1).max(60) });

/** A product's change: every field optional; an override set to null goes back to the tier's markup. */
export const updateAdminProductBody = z
  .object({
    status: z.enum(adminStatusChoices).optional(),
    promo: z.boolean().optional(),
    /** Sent with `cashback`; without it, `cashback` keeps the product's current type. */
    cashback_type: z.enum(cashbackTypes).optional(),
    /** Whole Rupiah below the price (`fixed`) or basis points 0..10 000 (`percent`): the service checks which. */
    cashback: rupiah.optional(),
    overrides: z
      .object({
        member: productOverrideSchema.nullable().optional(),
        agent: productOverrideSchema.nullable().optional(),
        master: productOverrideSchema.nullable().optional(),
      })
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), ruleMessage('validation.required'));
export type UpdateAdminProductBody = z.infer<typeof updateAdminProductBody>;

export const tierPricingSchema = z.object({
  tier: z.enum(priceTierNames),
  markup_basis_points: basisPoints,
  markup_flat: rupiah,
  minimum_markup: rupiah,
  /** Prices are rounded up to a multiple of this many Rupiah. */
  round_to: z.number().int().min(1).max(10_000),
  /** What an account of this tier may charge its own downline over its price. */
  downline_min_basis_points: basisPoints,
  downline_max_basis_points: basisPoints,
  downline_max_flat: rupiah,
  /** What an account of this tier pays over a bill's admin fee (postpaid); the tiers' gaps are the commissions. */
  bill_admin_fee: rupiah,
});
export type TierPricingView = z.infer<typeof tierPricingSchema>;

export const tierParams = z.object({ tier: z.enum(priceTierNames) });
export const updateTierBody = tierPricingSchema
  .omit({ tier: true })
  // Kept as it is when not sent (clients from before bills were priced by tier).
  .partial({ bill_admin_fee: true })
  .refine((body) => body.downline_max_basis_points >= body.downline_min_basis_points, {
    ...ruleMessage('validation.invalid'),
    path: ['downline_max_basis_points'],
  });
export type UpdateTierBody = z.infer<typeof updateTierBody>;

/** A change of many products at once, by filter: e.g. every Telkomsel data product +Rp200 for agents. */
export const bulkPriceBody = z.object({
  family: z.enum(purchasableFamilies).optional(),
  operator: z.string().trim().max(60).optional(),
  q: z.string().trim().max(100).default(''),
  tier: z.enum(priceTierNames),
  /** Rupiah added to (or, negative, taken from) the tier's price of every product matched. */
  delta: z.number().int().min(-1_000_000).max(1_000_000).check(isNot(0)),
});
export type BulkPriceBody = z.infer<typeof bulkPriceBody>;

export const bulkPriceResultSchema = z.object({
  /** Products repriced. */
  updated: z.number().int(),
  /** Products left alone because the change would have priced them below their buying price. */
  skipped: z.array(z.string()),
});
export type BulkPriceResult = z.infer<typeof bulkPriceResultSchema>;

/** One change of a product's prices or state, from the audit trail (who, when, before → after). */
export const priceHistoryEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actor_name: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;

/** A postpaid biller with its cashback rule; `cashback` 0 means none (whole Rupiah for `fixed`, basis points else). */
export const adminPostpaidCashbackSchema = z.object({
  type: z.enum(postpaidTypes),
  code: z.string(),
  name: z.string(),
  admin_fee: z.number().int(),
  cashback_type: z.enum(cashbackTypes),
  cashback: z.number().int(),
});
export type AdminPostpaidCashback = z.infer<typeof adminPostpaidCashbackSchema>;
export const adminPostpaidCashbackResponse = z.object({ data: z.array(adminPostpaidCashbackSchema) });

export const billerCodeParams = z.object({ code: z.string().trim().min(1).max(60) });

/** A biller's cashback from now on; 0 removes it. The service checks a percent's range and a fixed one's ceiling. */
export const updatePostpaidCashbackBody = z.object({ cashback_type: z.enum(cashbackTypes), cashback: rupiah });
export type UpdatePostpaidCashbackBody = z.infer<typeof updatePostpaidCashbackBody>;
