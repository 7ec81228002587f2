import { z } from 'zod';
import { countryList, prepaidFamilies, purchasableFamilies } from '../ppob/families.ts';
import { apiBase } from './site.ts';

export const cataloguePaths = {
  /** Logged-in catalogue of one family with the viewer's prices (CAT-01..CAT-06). */
  family: (family: string) => `${apiBase}/prabayar/catalogue/${family}`,
  /** Promo items with sold_qty (CAT-03, TRX-07). */
  promotion: `${apiBase}/prabayar/promotion`,
  /** NAV-18 / XLS-01: whether the account may top up from a spreadsheet. */
  checkExcel: `${apiBase}/prabayar/checkExcel`,
  /** Public price list of a family (CAT-04); `?format=csv|xlsx` downloads it. */
  pricelist: (family: string) => `${apiBase}/pricelist/${family}`,
  pricelistDownload: (family: string, format: 'csv' | 'xlsx') =>
    `${apiBase}/pricelist/${family}/download?format=${format}`,
  /** An agent's own selling prices (adjust-price), used on receipts. */
  adjustPrice: `${apiBase}/pricelist/adjust-price`,
} as const;

export const productStatuses = ['active', 'inactive', 'stock_empty', 'price_adjustment', 'needs_access'] as const;
export type ProductStatus = (typeof productStatuses)[number];

export const familyParam = z.object({ family: z.enum(purchasableFamilies) });
export const anyFamilyParam = z.object({ family: z.enum(prepaidFamilies) });

export const productSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  family: z.enum(purchasableFamilies),
  /** Operator / brand slug ('telkomsel', 'mobile-legends', 'malaysia'). */
  operator: z.string(),
  operator_name: z.string(),
  /** Mobile operator of the product, for prefix detection (by.U is 'telkomsel'); null for non-mobile products. */
  mobile_operator: z.string().nullable(),
  /** Face value in Rupiah where the name carries one (pulsa, PLN, e-money); null for packages and games. */
  nominal: z.number().int().nullable(),
  /** What this viewer pays (the price of their role, or the public price). */
  price: z.number().int(),
  status: z.enum(productStatuses),
  /** Active and outside any cut-off window right now. */
  available: z.boolean(),
  /** 'hh:mm'–'hh:mm' (WIB) when the product cannot be bought, or null. */
  cut_off: z.object({ start: z.string(), end: z.string() }).nullable(),
  promo: z.boolean(),
  sold_qty: z.number().int(),
  cashback: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;

export const operatorSchema = z.object({ slug: z.string(), name: z.string() });
export type Operator = z.infer<typeof operatorSchema>;

export const countrySchema = z.object({
  code: z.enum(countryList.map((country) => country.code) as [string, ...string[]]),
  name: z.string(),
  operator: z.string(),
});

export const productProfitSchema = z.object({
  code: z.string(),
  /** What the viewer pays. */
  price: z.number().int(),
  /** What the viewer sells it for. */
  selling_price: z.number().int(),
  profit: z.number().int(),
});
export type ProductProfit = z.infer<typeof productProfitSchema>;

export const catalogueResponseSchema = z.object({
  data: z.object({
    family: z.enum(purchasableFamilies),
    operators: z.array(operatorSchema),
    products: z.array(productSchema),
    /** International credit: the countries (CAT-03). */
    country_list: z.array(countrySchema),
    /** TRX-13: remember the last number / do not ask the password again in this tab. */
    persistent_number: z.boolean(),
    persistent_password: z.boolean(),
    /** The account has a PIN: purchases ask for it instead of the password (TRX-05). */
    pin_required: z.boolean(),
    /** TRX-11: send money needs a verified phone number first. */
    send_money_verified: z.boolean(),
    /** TRX-04: the same number and product at most this many times a day. */
    same_number_daily_limit: z.number().int(),
    /**
     * §3 'profit': what each product of the family earns the viewer at their prices: what they sell it for (their
     * own adjusted selling price, else the public price) less what they pay.
     */
    profit: z.array(productProfitSchema),
    /** §3 'additional': products of the companion families offered beside this one, for the same operators. */
    additional: z.array(productSchema),
  }),
});
export type CatalogueResponse = z.infer<typeof catalogueResponseSchema>['data'];

export const promotionResponseSchema = z.object({ data: z.array(productSchema) });

export const checkExcelResponseSchema = z.object({ excelAccess: z.boolean(), excelTrxLimit: z.number().int() });

export const pricelistResponseSchema = z.object({
  data: z.object({
    family: z.enum(purchasableFamilies),
    operators: z.array(operatorSchema),
    products: z.array(productSchema),
    updated_at: z.string().nullable(),
  }),
});
export type Pricelist = z.infer<typeof pricelistResponseSchema>['data'];

export const downloadQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('xlsx') });

export const adjustedPriceSchema = z.object({
  code: z.string(),
  name: z.string(),
  family: z.enum(purchasableFamilies),
  operator_name: z.string(),
  /** What the agent pays. */
  price: z.number().int(),
  /** What the agent sells it for (shown on receipts); null when not set. */
  selling_price: z.number().int().nullable(),
});
export type AdjustedPrice = z.infer<typeof adjustedPriceSchema>;

export const adjustPriceQuery = z.object({ family: z.enum(purchasableFamilies).optional() });

export const adjustPriceBody = z.object({
  prices: z
    .array(
      z.object({
        code: z.string().min(1).max(40),
        /** null clears the agent's price. */
        selling_price: z.number().int().min(0).max(100_000_000).nullable(),
      }),
    )
    .min(1)
    .max(500),
});
export type AdjustPriceBody = z.input<typeof adjustPriceBody>;
