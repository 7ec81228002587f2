import { z } from 'zod';
import { dateOrder, regex, required } from '../validation/rules.ts';
import { orderStatuses } from './logistics.ts';
import { exportFormats } from './reports.ts';
import { apiBase } from './site.ts';

/**
 * CN23 customs declarations of international parcels (spec §7 `mlo/cn23/*`, MLO-04): the AWB's declaration, the HS
 * code reference, the exchange rates (kurs) and the duty and tax simulation. Amounts in a foreign currency travel in
 * its minor unit (cents), Rupiah as whole integers.
 */
export const cn23Paths = {
  list: `${apiBase}/mlo/cn23`,
  hsCodes: `${apiBase}/mlo/cn23/hscodes`,
  rates: `${apiBase}/mlo/cn23/kurs`,
  checkAwb: `${apiBase}/mlo/cn23/check_resi`,
  add: `${apiBase}/mlo/cn23/add`,
  cancel: `${apiBase}/mlo/cn23/cancel`,
  status: `${apiBase}/mlo/cn23/get_status`,
  calculateTax: `${apiBase}/mlo/cn23/calculate-tax`,
  report: `${apiBase}/mlo/report/cn23`,
  /** The report as a file (GET, a plain download link with the period on screen). */
  reportExport: `${apiBase}/mlo/report/cn23/export`,
} as const;

/** The back office's customs data: the day's rates and the tenant's thresholds and tax rates. */
export const cn23AdminPaths = {
  rates: `${apiBase}/admin/mlo/cn23/kurs`,
  settings: `${apiBase}/admin/mlo/cn23/settings`,
  /** The tenant's declarations awaiting customs (by default those submitted), for the clearance outcome. */
  list: `${apiBase}/admin/mlo/cn23`,
  outcome: (id: string) => `${apiBase}/admin/mlo/cn23/${id}/outcome`,
} as const;

/** The currencies a declaration may use, with the digits of their minor unit (ISO 4217). */
export const currencyDigits = {
  USD: 2,
  EUR: 2,
  SGD: 2,
  MYR: 2,
  CNY: 2,
  JPY: 0,
  AUD: 2,
  HKD: 2,
  GBP: 2,
  SAR: 2,
  KRW: 0,
} as const;
export type Currency = keyof typeof currencyDigits;
export const currencies = Object.keys(currencyDigits) as Currency[];

export const cn23Categories = [
  'gift',
  'documents',
  'commercial_sample',
  'returned_goods',
  'sale_of_goods',
  'other',
] as const;
export type Cn23Category = (typeof cn23Categories)[number];

export const cn23Statuses = ['draft', 'submitted', 'cleared', 'held', 'cancelled'] as const;
export type Cn23Status = (typeof cn23Statuses)[number];

const country = z
  .string()
  .trim()
  .toUpperCase()
  .check(required(), regex(/^[A-Z]{2}$/));
const hsCode = z.string().check(required(), regex(/^\d{4}(\.\d{2}){0,3}$/));
const awb = z.string().trim().min(1).max(40);
const minorAmount = z.number().int().min(0).max(100_000_000_000);
const isoDate = z.iso.date();
const bps = (fallback: number) => z.number().int().min(0).max(10_000).default(fallback);

/**
 * The certain commodities of PMK 96/2023 art. 29 (as amended by PMK 4/2025): consignments of these pay a duty rate of
 * their own instead of the flat rate, and PPh, above the de-minimis up to the flat ceiling (decision 036). Which HS
 * codes belong to each is the reference table's `commodity`; the rates are the tenant's customs settings.
 */
export const consignmentCommodities = [
  'books',
  'watches',
  'cosmetics',
  'iron_steel',
  'bags',
  'textiles',
  'footwear',
  'bicycles',
] as const;
export type ConsignmentCommodity = (typeof consignmentCommodities)[number];

export const hsCodeSchema = z.object({
  code: z.string(),
  description_id: z.string(),
  description_en: z.string(),
  /** The general (MFN) import duty rate of BTKI 2022 in basis points: what a consignment above the ceiling pays. */
  duty_bps: z.number().int(),
  /** The PMK 96/2023 commodity the code belongs to, if any (books pay no PPN and no PPh). */
  commodity: z.enum(consignmentCommodities).nullable(),
  /**
   * The duty of a consignment of this code above the de-minimis up to the flat ceiling, in the reader's tenant: its
   * commodity's rate, or the flat rate.
   */
  consignment_duty_bps: z.number().int(),
});
export type HsCode = z.infer<typeof hsCodeSchema>;
export const hsCodeQuery = z.object({ q: z.string().trim().max(60).optional() });

export const exchangeRateSchema = z.object({
  currency: z.enum(currencies),
  /** Rupiah per one unit of the currency, in hundredths of a Rupiah (Rp 16.250,50 = 1_625_050). */
  rate_hundredths: z.number().int().positive(),
  effective_on: isoDate,
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;
export const exchangeRateQuery = z.object({ date: isoDate.optional() });
export const exchangeRateBody = exchangeRateSchema;

/** The tenant's customs rule data (decision 036); every field has the default of the rules in force (PMK 4/2025). */
export const customsSettingsSchema = z.object({
  /** FOB at or below this is free of import duty and PPh (USD cents). */
  deminimis_usd_cents: z.number().int().min(0).default(300),
  /** FOB above the threshold up to this pays the flat duty rate and no PPh (USD cents). */
  flat_ceiling_usd_cents: z.number().int().min(0).default(150_000),
  flat_duty_bps: z.number().int().min(0).max(10_000).default(750),
  /** The effective rate: 12% on 11/12 of the import value for goods that are not luxury goods (PMK 131/2024). */
  ppn_bps: z.number().int().min(0).max(10_000).default(1_100),
  /** PPh 22 on import above the flat ceiling, with and without a tax number (NPWP). */
  pph_npwp_bps: z.number().int().min(0).max(10_000).default(1_000),
  pph_no_npwp_bps: z.number().int().min(0).max(10_000).default(2_000),
  /** Each certain commodity's duty above the de-minimis up to the flat ceiling (PMK 4/2025: 0%, 15% or 25%). */
  duty_books_bps: bps(0),
  duty_watches_bps: bps(1_500),
  duty_cosmetics_bps: bps(1_500),
  duty_iron_steel_bps: bps(1_500),
  duty_bags_bps: bps(2_500),
  duty_textiles_bps: bps(2_500),
  duty_footwear_bps: bps(2_500),
  duty_bicycles_bps: bps(2_500),
  /** PPh 22 of a certain commodity (books excepted) above the de-minimis up to the flat ceiling (PMK 4/2025: 5%). */
  pph_commodity_bps: bps(500),
});
export type CustomsSettings = z.output<typeof customsSettingsSchema>;

/** The setting that holds each certain commodity's duty rate. */
export const commodityDutyKeys = {
  books: 'duty_books_bps',
  watches: 'duty_watches_bps',
  cosmetics: 'duty_cosmetics_bps',
  iron_steel: 'duty_iron_steel_bps',
  bags: 'duty_bags_bps',
  textiles: 'duty_textiles_bps',
  footwear: 'duty_footwear_bps',
  bicycles: 'duty_bicycles_bps',
} as const satisfies Record<ConsignmentCommodity, keyof CustomsSettings>;

export const calculateTaxBody = z.object({
  /** FOB in the currency's minor unit. */
  fob: minorAmount,
  insurance: minorAmount.default(0),
  freight: minorAmount.default(0),
  currency: z.enum(currencies),
  hs_code: hsCode,
  /** Whether the recipient has a tax number (NPWP): without one PPh doubles. */
  npwp: z.boolean().default(false),
});
export type CalculateTaxBody = z.input<typeof calculateTaxBody>;

export const taxBands = ['deminimis', 'flat', 'commodity', 'mfn'] as const;
export type TaxBand = (typeof taxBands)[number];

export const taxResultSchema = z.object({
  currency: z.enum(currencies),
  rate_hundredths: z.number().int(),
  rate_date: isoDate,
  hs_code: z.string(),
  /** Which band of the rule applied: de-minimis, the flat rate, a certain commodity's rate, or above the ceiling. */
  band: z.enum(taxBands),
  /** The code's certain commodity, if any. */
  commodity: z.enum(consignmentCommodities).nullable(),
  customs_value: z.number().int(),
  duty_bps: z.number().int(),
  duty: z.number().int(),
  ppn_bps: z.number().int(),
  ppn: z.number().int(),
  pph_bps: z.number().int(),
  pph: z.number().int(),
  total: z.number().int(),
});
export type TaxResult = z.infer<typeof taxResultSchema>;

export const cn23ItemSchema = z.object({
  description: z.string().trim().min(1).max(100),
  hs_code: hsCode,
  quantity: z.number().int().min(1).max(10_000),
  net_weight_grams: z.number().int().min(1).max(50_000),
  /** The items' value in the declaration's currency, minor unit. */
  value: minorAmount,
  origin_country: country,
});
export type Cn23Item = z.infer<typeof cn23ItemSchema>;

export const checkAwbBody = z.object({ awb });
export const checkAwbSchema = z.object({
  awb: z.string(),
  order_id: z.string(),
  courier_name: z.string(),
  /** The parcel's state as its courier reports it now (check_resi asks the courier). */
  courier_status: z.enum(orderStatuses),
  receiver_name: z.string(),
  item_description: z.string(),
  weight_grams: z.number().int(),
  /** The declaration already made for this AWB, if one is active. */
  declaration_id: z.string().nullable(),
});

export const cn23AddBody = z.object({
  awb,
  sender_country: country,
  recipient_country: country,
  category: z.enum(cn23Categories),
  currency: z.enum(currencies),
  items: z.array(cn23ItemSchema).min(1).max(20),
  /** Save as a draft instead of submitting it at once. */
  draft: z.boolean().default(false),
});
export type Cn23AddBody = z.input<typeof cn23AddBody>;

export const cn23Schema = z.object({
  id: z.string(),
  number: z.string(),
  awb: z.string(),
  order_id: z.string(),
  courier_name: z.string(),
  sender: z.object({ name: z.string(), address: z.string(), city: z.string(), country: z.string() }),
  recipient: z.object({ name: z.string(), address: z.string(), city: z.string(), country: z.string() }),
  category: z.enum(cn23Categories),
  currency: z.enum(currencies),
  items: z.array(cn23ItemSchema),
  total_value: z.number().int(),
  total_weight_grams: z.number().int(),
  status: z.enum(cn23Statuses),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Cn23 = z.infer<typeof cn23Schema>;

export const cn23IdBody = z.object({ id: z.uuid() });
export const cn23ListQuery = z.object({
  status: z.enum(cn23Statuses).optional(),
  awb: z.string().trim().max(40).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type Cn23ListQuery = z.infer<typeof cn23ListQuery>;
export const cn23OutcomeBody = z.object({ status: z.enum(['cleared', 'held']) });

/** mlo/report/cn23: the declarations of a period counted by status, with their declared values per currency. */
export const cn23ReportSchema = z.object({
  from: isoDate,
  to: isoDate,
  by_status: z.array(z.object({ status: z.enum(cn23Statuses), count: z.number().int() })),
  by_currency: z.array(z.object({ currency: z.enum(currencies), count: z.number().int(), value: z.number().int() })),
  rows: z.array(cn23Schema),
});
export type Cn23Report = z.infer<typeof cn23ReportSchema>;

const reportPeriod = z.object({ from: isoDate, to: isoDate });
const periodInOrder = dateOrder('to', 'after_or_equal', 'from');
export const cn23ReportBody = reportPeriod.check(periodInOrder);
export const cn23ExportQuery = reportPeriod
  .extend({ format: z.enum(exportFormats).default('xlsx') })
  .check(periodInOrder);
export type Cn23ExportQuery = z.input<typeof cn23ExportQuery>;

/** The back office's list: every agent's declarations of one status (submitted unless asked), the agent named. */
export const cn23AdminListQuery = z.object({ status: z.enum(cn23Statuses).default('submitted') });
export const cn23AdminSchema = cn23Schema.extend({ agent: z.object({ name: z.string(), phone: z.string() }) });
export type Cn23Admin = z.infer<typeof cn23AdminSchema>;
