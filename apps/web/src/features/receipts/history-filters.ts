import type { DatePreset, TransactionStatus } from '@konter/shared/contracts/transactions';
import { datePresets, historyQuery, transactionStatuses } from '@konter/shared/contracts/transactions';

/** The history's filters as they sit in the page's URL (shareable, kept by back/forward and reloads). */
export type HistoryFilters = {
  search: string;
  status: TransactionStatus | null;
  preset: DatePreset | null;
  from: string | null;
  to: string | null;
  page: number;
};

export const historyPerPage = 20;

export const emptyHistoryFilters: HistoryFilters = {
  search: '',
  status: null,
  preset: null,
  from: null,
  to: null,
  page: 1,
};

const isStatus = (value: string | null): value is TransactionStatus =>
  value !== null && (transactionStatuses as readonly string[]).includes(value);
const isPreset = (value: string | null): value is DatePreset =>
  value !== null && (datePresets as readonly string[]).includes(value);
const day = (value: string | null) =>
  value !== null && historyQuery.shape.from.safeParse(value).success ? value : null;

/** Reads the filters from a URL query; anything unreadable (an edited link) is left out rather than refused. */
export function readHistoryFilters(params: URLSearchParams): HistoryFilters {
  const page = Number(params.get('page') ?? '1');
  const status = params.get('status');
  const preset = params.get('preset');
  const from = day(params.get('from'));
  const to = day(params.get('to'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, 60),
    status: isStatus(status) ? status : null,
    // A custom range and a preset exclude each other: the range, typed last, wins.
    preset: isPreset(preset) && !from && !to ? preset : null,
    from,
    to,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The URL query of a set of filters: only what is set, so a fresh history has a clean address. */
export function writeHistoryFilters(filters: HistoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.status) params.set('status', filters.status);
  if (filters.preset) params.set('preset', filters.preset);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Changing any filter goes back to the first page; only paging keeps the rest. */
export function changeFilters(current: HistoryFilters, change: Partial<Omit<HistoryFilters, 'page'>>): HistoryFilters {
  return { ...current, ...change, page: 1 };
}

/** The request query of GET prabayar/transactions (historyQuery in the shared contract). */
export type HistoryRequestQuery = {
  page: number;
  per_page: number;
  search?: string;
  status?: TransactionStatus;
  preset?: DatePreset;
  from?: string;
  to?: string;
};

export function historyRequestQuery(filters: HistoryFilters): HistoryRequestQuery {
  const query: HistoryRequestQuery = { page: filters.page, per_page: historyPerPage };
  if (filters.search) query.search = filters.search;
  if (filters.status) query.status = filters.status;
  if (filters.preset) query.preset = filters.preset;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  return query;
}

export function hasActiveFilters(filters: HistoryFilters): boolean {
  return Boolean(filters.search || filters.status || filters.preset || filters.from || filters.to);
}
