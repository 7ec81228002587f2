import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { courierCodes, courierNames, type CourierCode } from '@konter/shared/contracts/logistics';
import type {
  ManifestReport,
  ManifestReportRow,
  ManifestTotals,
  manifestReportQuery,
  ParcelReport,
  ParcelReportRow,
  ParcelTotals,
  parcelReportQuery,
} from '@konter/shared/contracts/logistics-reports';
import type { ExportFormat } from '@konter/shared/contracts/reports';
import type { Locale } from '@konter/shared/i18n/locales';
import { addDays, jakartaDate, jakartaDateTime } from '@konter/shared/time/jakarta';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { contentTypes, reportFileStream, reportPeriod, type FileColumn } from '../reports/index.ts';
import {
  manifestRecords,
  parcelDays,
  type ManifestRecord,
  type ParcelDayRecord,
  type ParcelReportFilter,
} from './logistics-report.repository.ts';
import { parcelReportWords, type ParcelReportWords } from './logistics-report-words.ts';

type Query = z.output<typeof parcelReportQuery>;
type ManifestQuery = z.output<typeof manifestReportQuery>;
export type ExportedParcelReport = { stream: Readable; contentType: string; filename: string };

const emptyTotals = (): ParcelTotals => ({
  shipments: 0,
  fees: 0,
  refund_count: 0,
  refunds: 0,
  net_fees: 0,
  selling: 0,
  margin: 0,
  delivered: 0,
  in_transit: 0,
  returned: 0,
  cancelled: 0,
});

function figuresOf(record: ParcelDayRecord): ParcelTotals {
  return {
    shipments: record.shipments,
    fees: record.fees,
    refund_count: record.refundCount,
    refunds: record.refunds,
    net_fees: record.fees - record.refunds,
    selling: record.selling,
    margin: record.margin,
    delivered: record.delivered,
    in_transit: record.inTransit,
    returned: record.returned,
    cancelled: record.cancelled,
  };
}

/**
 * A line per courier (in the couriers' order) and the totals, summed from the rows in one pass, so the rows, the
 * couriers and the totals always agree. Only the figures `empty` names are summed.
 */
function courierTotals<T extends Record<string, number>>(
  rows: readonly (T & { courier: CourierCode })[],
  empty: () => T,
) {
  const order = (code: CourierCode) => courierCodes.indexOf(code);
  const add = (into: Record<string, number>, figures: Record<string, number>) => {
    for (const key of Object.keys(into)) into[key] = (into[key] ?? 0) + (figures[key] ?? 0);
  };
  const perCourier = new Map<CourierCode, T>();
  const totals = empty();
  for (const row of rows) {
    const courier = perCourier.get(row.courier) ?? empty();
    add(courier, row);
    perCourier.set(row.courier, courier);
    add(totals, row);
  }
  const couriers = [...perCourier.entries()]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([courier, figures]) => ({ courier, courier_name: courierNames[courier] ?? courier, ...figures }));
  return { couriers, totals };
}

/** The rows, per courier and over everything: one pass over the day rows, so the three always agree. */
export function summarise(records: ParcelDayRecord[]): ParcelReport {
  const order = (code: CourierCode) => courierCodes.indexOf(code);
  const data: ParcelReportRow[] = records
    .map((record) => ({
      day: record.day,
      courier: record.courier,
      courier_name: courierNames[record.courier] ?? record.courier,
      ...figuresOf(record),
    }))
    .sort((a, b) => (a.day === b.day ? order(a.courier) - order(b.courier) : a.day < b.day ? 1 : -1));
  return { data, ...courierTotals(data, emptyTotals) };
}

function columns(w: ParcelReportWords): FileColumn<ParcelReportRow, ParcelTotals>[] {
  const h = w.headers;
  const count = (header: string, key: keyof ParcelTotals): FileColumn<ParcelReportRow, ParcelTotals> => ({
    header,
    kind: 'text',
    width: 12,
    value: (row) => row[key],
    total: (totals) => totals[key],
  });
  const money = (header: string, key: keyof ParcelTotals): FileColumn<ParcelReportRow, ParcelTotals> => ({
    header,
    kind: 'money',
    width: 16,
    value: (row) => row[key],
    total: (totals) => totals[key],
  });
  return [
    { header: h.day, kind: 'text', width: 12, value: (row) => row.day, total: () => w.total },
    { header: h.courier, kind: 'text', width: 16, value: (row) => row.courier_name },
    count(h.shipments, 'shipments'),
    money(h.fees, 'fees'),
    count(h.refundCount, 'refund_count'),
    money(h.refunds, 'refunds'),
    money(h.netFees, 'net_fees'),
    money(h.selling, 'selling'),
    money(h.margin, 'margin'),
    count(h.delivered, 'delivered'),
    count(h.inTransit, 'in_transit'),
    count(h.returned, 'returned'),
    count(h.cancelled, 'cancelled'),
  ];
}

const emptyManifestTotals = (): ManifestTotals => ({
  manifests: 0,
  parcels: 0,
  weight_grams: 0,
  fees: 0,
  delivered: 0,
  in_transit: 0,
  returned: 0,
});

/** The manifest rows with a line per courier and the totals, summed from the rows (so the three always agree). */
export function summariseManifests(records: ManifestRecord[], withAgent: boolean): ManifestReport {
  const data: ManifestReportRow[] = records.map((record) => ({
    id: record.id,
    code: record.code,
    courier: record.courier,
    courier_name: courierNames[record.courier] ?? record.courier,
    status: record.status,
    day: record.day,
    closed_at: record.closedAt?.toISOString() ?? null,
    agent_name: withAgent ? record.agentName : null,
    manifests: 1,
    parcels: record.parcels,
    weight_grams: record.weightGrams,
    fees: record.fees,
    delivered: record.delivered,
    in_transit: record.inTransit,
    returned: record.returned,
  }));
  return { data, ...courierTotals(data, emptyManifestTotals) };
}

function manifestColumns(w: ParcelReportWords, withAgent: boolean): FileColumn<ManifestReportRow, ManifestTotals>[] {
  const h = w.manifest.headers;
  const count = (header: string, key: keyof ManifestTotals): FileColumn<ManifestReportRow, ManifestTotals> => ({
    header,
    kind: 'text',
    width: 12,
    value: (row) => row[key],
    total: (totals) => totals[key],
  });
  const columns: (FileColumn<ManifestReportRow, ManifestTotals> | null)[] = [
    { header: h.day, kind: 'text', width: 12, value: (row) => row.day, total: () => w.total },
    { header: h.code, kind: 'text', width: 22, value: (row) => row.code },
    { header: h.courier, kind: 'text', width: 16, value: (row) => row.courier_name },
    withAgent ? { header: h.agent, kind: 'text', width: 20, value: (row) => row.agent_name ?? '' } : null,
    { header: h.status, kind: 'text', width: 10, value: (row) => w.manifest.status[row.status] },
    {
      header: h.closedAt,
      kind: 'text',
      width: 17,
      value: (row) => (row.closed_at ? jakartaDateTime(new Date(row.closed_at)).slice(0, 16) : ''),
    },
    count(h.parcels, 'parcels'),
    {
      header: h.weight,
      kind: 'text',
      width: 12,
      value: (row) => row.weight_grams / 1000,
      total: (totals) => totals.weight_grams / 1000,
    },
    { header: h.fees, kind: 'money', width: 16, value: (row) => row.fees, total: (totals) => totals.fees },
    count(h.delivered, 'delivered'),
    count(h.inTransit, 'in_transit'),
    count(h.returned, 'returned'),
  ];
  return columns.filter((column) => column !== null);
}

/**
 * RPT-01 "MLO transaction" / MLO-06: the parcel report of an agent (their own parcels) and of the admin (every agent
 * of the tenant, optionally one agent); MLO-07: the manifest report beside it, built the same way. The figures come from the orders, whose fee and refund are written in the
 * same transaction as their ledger entries, so the report agrees with the deposit.
 */
export function createLogisticsReportService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;

  function filterOf(query: Query | ManifestQuery, accountId: string | undefined): ParcelReportFilter {
    const { from, to } = reportPeriod(query, clock.now());
    return { accountId, agent: accountId ? undefined : query.agent || undefined, from, to, courier: query.courier };
  }

  async function report(tenantId: string, filter: ParcelReportFilter): Promise<ParcelReport> {
    return summarise(await database.withTenant(tenantId, (tx) => parcelDays(tx, tenantId, filter)));
  }

  async function manifests(tenantId: string, filter: ParcelReportFilter): Promise<ManifestReport> {
    const records = await database.withTenant(tenantId, (tx) => manifestRecords(tx, tenantId, filter));
    return summariseManifests(records, filter.accountId === undefined);
  }

  /** A report as a file: its title and filter over the table, its rows and totals read once (they always agree). */
  function exported<Row, Totals>(
    tenant: Tenant,
    query: Query | ManifestQuery,
    accountId: string | undefined,
    format: ExportFormat,
    w: ParcelReportWords,
    file: {
      titles: { title: string; adminTitle: string };
      columns: FileColumn<Row, Totals>[];
      read: () => Promise<{ data: Row[]; totals: Totals }>;
      name: string;
    },
  ): ExportedParcelReport {
    const now = clock.now();
    const period = reportPeriod(query, now, w.filter);
    let whole: Promise<{ data: Row[]; totals: Totals }> | null = null;
    const read = () => (whole ??= file.read());
    const title = accountId ? file.titles.title : file.titles.adminTitle;
    const subtitle = [
      `${w.filter.period}: ${period.label}`,
      query.courier ? `${w.filter.courier}: ${courierNames[query.courier]}` : null,
      !accountId && query.agent ? `${w.filter.agent}: ${query.agent}` : null,
      `${w.filter.made}: ${jakartaDateTime(now).slice(0, 16)} WIB`,
    ]
      .filter(Boolean)
      .join(' · ');
    const first = period.from ? jakartaDate(period.from) : 'awal';
    const last = period.to ? addDays(jakartaDate(period.to), -1) : jakartaDate(now);
    return {
      stream: reportFileStream(format, {
        sheetName: file.titles.title,
        title: `${title} — ${tenant.brandName}`,
        subtitle,
        columns: file.columns,
        rows: (async function* () {
          const { data } = await read();
          if (data.length > 0) yield data;
        })(),
        totals: async () => (await read()).totals,
      }),
      contentType: contentTypes[format],
      filename: `${file.name}-${first === last ? first : `${first}_${last}`}.${format}`,
    };
  }

  function exportedParcels(
    tenant: Tenant,
    query: Query,
    accountId: string | undefined,
    format: ExportFormat,
    locale: Locale,
  ): ExportedParcelReport {
    const w = parcelReportWords(locale);
    const filter = filterOf(query, accountId);
    // The whole report is read once (it is a row per day and courier, not per parcel).
    return exported(tenant, query, accountId, format, w, {
      titles: w,
      columns: columns(w),
      read: () => report(tenant.id, filter),
      name: 'laporan-paket',
    });
  }

  function exportedManifests(
    tenant: Tenant,
    query: ManifestQuery,
    accountId: string | undefined,
    format: ExportFormat,
    locale: Locale,
  ): ExportedParcelReport {
    const w = parcelReportWords(locale);
    const filter = filterOf(query, accountId);
    return exported(tenant, query, accountId, format, w, {
      titles: w.manifest,
      columns: manifestColumns(w, accountId === undefined),
      read: () => manifests(tenant.id, filter),
      name: 'laporan-manifes',
    });
  }

  return {
    /** The agent's own parcels. */
    own: (auth: Principal, query: Query) => report(auth.tenantId, filterOf(query, auth.accountId)),
    exportOwn: (tenant: Tenant, auth: Principal, query: Query, format: ExportFormat, locale: Locale) =>
      exportedParcels(tenant, query, auth.accountId, format, locale),
    /** Every agent of the tenant (the admin's report); `agent` narrows it to one. */
    tenant: (tenant: Tenant, query: Query) => report(tenant.id, filterOf(query, undefined)),
    exportTenant: (tenant: Tenant, query: Query, format: ExportFormat, locale: Locale) =>
      exportedParcels(tenant, query, undefined, format, locale),
    /** MLO-07: the agent's manifests of the period, per courier (SiCepat has none of its own). */
    ownManifests: (auth: Principal, query: ManifestQuery) => manifests(auth.tenantId, filterOf(query, auth.accountId)),
    exportOwnManifests: (tenant: Tenant, auth: Principal, query: ManifestQuery, format: ExportFormat, locale: Locale) =>
      exportedManifests(tenant, query, auth.accountId, format, locale),
    /** Every agent's manifests (the admin's report), each with its agent. */
    tenantManifests: (tenant: Tenant, query: ManifestQuery) => manifests(tenant.id, filterOf(query, undefined)),
    exportTenantManifests: (tenant: Tenant, query: ManifestQuery, format: ExportFormat, locale: Locale) =>
      exportedManifests(tenant, query, undefined, format, locale),
  };
}

export type LogisticsReportService = ReturnType<typeof createLogisticsReportService>;
