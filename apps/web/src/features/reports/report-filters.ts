import type { DepositDirection, ExportFormat, ReportName } from '@konter/shared/contracts/reports';
import { cashbackStatuses, depositDirections, reportTransactionStatuses } from '@konter/shared/contracts/reports';
import type { DatePreset } from '@konter/shared/contracts/transactions';
import { datePresets } from '@konter/shared/contracts/transactions';

/**
 * The filters of a report as they sit in the page's URL (shareable, kept by back/forward and reloads). One shape for
 * every report; each report reads the fields it has (`status` holds a purchase status or a cashback status,
 * `direction` is the deposit report's).
 */
export type ReportFilters = {
  preset: DatePreset | null;
  from: string | null;
  to: string | null;
  status: string | null;
  direction: DepositDirection | null;
  product: string;
  search: string;
  page: number;
  /**
   * Set by the screen, never read from the URL: the debt history's purchase tabs show only the purchases sold with a
   * down payment (NAV-11 `debt-history/*`).
   */
  debt?: 'customer' | undefined;
};

export const reportPerPage = 20;

export const emptyReportFilters: ReportFilters = {
  preset: null,
  from: null,
  to: null,
  status: null,
  direction: null,
  product: '',
  search: '',
  page: 1,
};

/** The purchase reports filter by product too. */
export const hasProductFilter = (name: ReportName) =>
  name === 'prabayar' || name === 'pascabayar' || name === 'transaksi-agen';

/** Which statuses a report filters by. */
export function statusesOf(name: ReportName): readonly string[] {
  switch (name) {
    case 'prabayar':
    case 'pascabayar':
    case 'transaksi-agen':
      return reportTransactionStatuses;
    case 'cashback':
      return cashbackStatuses;
    default:
      return [];
  }
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) =>
  value !== null && isoDay.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : null;
const text = (value: string | null) => (value ?? '').trim().slice(0, 60);

/** Reads the filters from a URL query; anything unreadable (an edited link) is left out rather than refused. */
export function readReportFilters(name: ReportName, params: URLSearchParams): ReportFilters {
  const page = Number(params.get('page') ?? '1');
  let from = day(params.get('from'));
  let to = day(params.get('to'));
  // A range typed backwards is read the right way round.
  if (from && to && from > to) [from, to] = [to, from];
  const preset = oneOf(datePresets, params.get('preset'));
  return {
    // A custom range and a preset exclude each other: the range, chosen last, wins.
    preset: from || to ? null : preset,
    from,
    to,
    status: oneOf(statusesOf(name), params.get('status')),
    direction: name === 'deposit' ? oneOf(depositDirections, params.get('direction')) : null,
    product: hasProductFilter(name) ? text(params.get('product')) : '',
    search: text(params.get('search')),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The URL query of a set of filters: only what is set, so a fresh report has a clean address. */
export function writeReportFilters(filters: ReportFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.preset) params.set('preset', filters.preset);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.status) params.set('status', filters.status);
  if (filters.direction) params.set('direction', filters.direction);
  if (filters.product) params.set('product', filters.product);
  if (filters.search) params.set('search', filters.search);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Changing any filter goes back to the first page; only paging keeps the rest. */
export function changeReportFilters(
  current: ReportFilters,
  change: Partial<Omit<ReportFilters, 'page'>>,
): ReportFilters {
  return { ...current, ...change, page: 1 };
}

export function hasActiveReportFilters(filters: ReportFilters): boolean {
  return Boolean(
    filters.preset ||
    filters.from ||
    filters.to ||
    filters.status ||
    filters.direction ||
    filters.product ||
    filters.search,
  );
}

export type ReportRequestQuery = Record<string, string | number>;

/** The filter part of a report request: what both the page and the file downloads send. */
function filterQuery(filters: ReportFilters): ReportRequestQuery {
  const query: ReportRequestQuery = {};
  if (filters.preset) query.preset = filters.preset;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.status) query.status = filters.status;
  if (filters.direction) query.direction = filters.direction;
  if (filters.product) query.product = filters.product;
  if (filters.search) query.search = filters.search;
  if (filters.debt) query.debt = filters.debt;
  return query;
}

/** The request query of one page of a report. */
export function reportRequestQuery(filters: ReportFilters): ReportRequestQuery {
  return { page: filters.page, per_page: reportPerPage, ...filterQuery(filters) };
}

/** The query of a file download: the same filters, every page. */
export function exportRequestQuery(filters: ReportFilters, format: ExportFormat): ReportRequestQuery {
  return { ...filterQuery(filters), format };
}
