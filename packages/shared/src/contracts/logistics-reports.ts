import { z } from 'zod';
import { dateOrder } from '../validation/rules.ts';
import { courierCodes, type CourierCode } from './logistics.ts';
import { exportFormats } from './reports.ts';
import { apiBase } from './site.ts';
import { datePresets } from './transactions.ts';

/**
 * RPT-01 "MLO transaction" and MLO-06 reports per courier: the parcels an agent sent (or, for the admin, every agent
 * of the tenant) per courier and Jakarta day — how many, the fees taken from the deposit, the refunds returned to
 * it, the margin, and where the parcels are now. The report centre lists it; it downloads as .xlsx or .csv like the
 * other reports.
 */
export const parcelReportPaths = {
  own: `${apiBase}/mlo/report`,
  ownExport: `${apiBase}/mlo/report/export`,
  admin: `${apiBase}/admin/mlo/report`,
  adminExport: `${apiBase}/admin/mlo/report/export`,
} as const;

const parcelFilters = z.object({
  preset: z.enum(datePresets).optional(),
  /** YYYY-MM-DD (Jakarta), inclusive. Ignored when a preset is given. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  courier: z.enum(courierCodes).optional(),
  /** Admin only: the agent's phone or part of the name (an agent's own report ignores it). */
  agent: z.string().trim().max(60).optional(),
});
const rangeInOrder = dateOrder('to', 'after_or_equal', 'from', { when: (query) => query.preset === undefined });

export const parcelReportQuery = parcelFilters.check(rangeInOrder);
export type ParcelReportQuery = z.input<typeof parcelReportQuery>;
export const parcelExportQuery = parcelFilters
  .extend({ format: z.enum(exportFormats).default('xlsx') })
  .check(rangeInOrder);

/** The counts and sums of a set of parcels; a row adds its day and courier. */
const parcelFigures = {
  /** Parcels created (each charged its fee when created). */
  shipments: z.number().int(),
  /** Fees taken from the deposit for those parcels. */
  fees: z.number().int(),
  /** Parcels refunded (cancelled or refused by the courier) on this day, and what went back to the deposit. */
  refund_count: z.number().int(),
  refunds: z.number().int(),
  /** Fees less refunds: what the parcels cost the deposit. */
  net_fees: z.number().int(),
  /** What the agent charged the customers for the parcels that stand, and the margin over their fees. */
  selling: z.number().int(),
  margin: z.number().int(),
  delivered: z.number().int(),
  /** Created, picked up or on the way (including a create still being settled with the courier). */
  in_transit: z.number().int(),
  returned: z.number().int(),
  /** Cancelled by the agent or refused by the courier. */
  cancelled: z.number().int(),
};

export const parcelReportRowSchema = z.object({
  day: z.iso.date(),
  courier: z.enum(courierCodes),
  courier_name: z.string(),
  ...parcelFigures,
});
export type ParcelReportRow = z.infer<typeof parcelReportRowSchema>;

export const parcelTotalsSchema = z.object(parcelFigures);
export type ParcelTotals = z.infer<typeof parcelTotalsSchema>;

export const parcelReportSchema = z.object({
  /** Newest day first; within a day, couriers in the order of the courier list. */
  data: z.array(parcelReportRowSchema),
  /** One line per courier over the whole period. */
  couriers: z.array(parcelTotalsSchema.extend({ courier: z.enum(courierCodes), courier_name: z.string() })),
  totals: parcelTotalsSchema,
});
export type ParcelReport = z.infer<typeof parcelReportSchema>;

/**
 * MLO-07 / RPT-01 "reports per courier (transaction and manifest; SiCepat transaction only)": the manifests of an
 * agent (or, for the admin, of every agent) in a period, one row each with its parcels' count, weight, fees and where
 * they are now, with a line per courier and the totals. A courier filter names one of the couriers that have a
 * manifest report; without one, every manifest counts (SiCepat's too, under "all couriers").
 */
export const manifestReportPaths = {
  own: `${apiBase}/mlo/report/manifest`,
  ownExport: `${apiBase}/mlo/report/manifest/export`,
  admin: `${apiBase}/admin/mlo/report/manifest`,
  adminExport: `${apiBase}/admin/mlo/report/manifest/export`,
} as const;

/** The couriers with a manifest report of their own: all but SiCepat (spec §7, `mlo/report/{courier}/manifest`). */
export const manifestReportCouriers = courierCodes.filter((code) => code !== 'sicepat') as [
  Exclude<CourierCode, 'sicepat'>,
  ...Exclude<CourierCode, 'sicepat'>[],
];
const manifestFilters = parcelFilters.extend({ courier: z.enum(manifestReportCouriers).optional() });
export const manifestReportQuery = manifestFilters.check(rangeInOrder);
export type ManifestReportQuery = z.input<typeof manifestReportQuery>;
export const manifestExportQuery = manifestFilters
  .extend({ format: z.enum(exportFormats).default('xlsx') })
  .check(rangeInOrder);

/** The counts and sums of a set of manifests; a row is one manifest. */
const manifestFigures = {
  manifests: z.number().int(),
  parcels: z.number().int(),
  weight_grams: z.number().int(),
  /** The parcels' fees taken from the deposit. */
  fees: z.number().int(),
  delivered: z.number().int(),
  in_transit: z.number().int(),
  returned: z.number().int(),
};

export const manifestReportRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  courier: z.enum(courierCodes),
  courier_name: z.string(),
  status: z.enum(['open', 'closed']),
  /** Jakarta day the manifest was opened (the period filters on it). */
  day: z.iso.date(),
  closed_at: z.string().nullable(),
  /** Admin report only: whose manifest. */
  agent_name: z.string().nullable(),
  ...manifestFigures,
});
export type ManifestReportRow = z.infer<typeof manifestReportRowSchema>;
export const manifestTotalsSchema = z.object(manifestFigures);
export type ManifestTotals = z.infer<typeof manifestTotalsSchema>;

export const manifestReportSchema = z.object({
  /** Newest first. */
  data: z.array(manifestReportRowSchema),
  couriers: z.array(manifestTotalsSchema.extend({ courier: z.enum(courierCodes), courier_name: z.string() })),
  totals: manifestTotalsSchema,
});
export type ManifestReport = z.infer<typeof manifestReportSchema>;
