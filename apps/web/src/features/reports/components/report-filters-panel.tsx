import type { FormEvent, ReactNode } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportName } from '@konter/shared/contracts/reports';
import { depositDirections } from '@konter/shared/contracts/reports';
import { Button } from '../../../components/ui/button.tsx';
import { PeriodPicker } from '../../../components/ui/period-picker.tsx';
import type { WebMessageKey } from '../../../locales/id.ts';
import type { ReportFilters } from '../report-filters.ts';
import {
  changeReportFilters,
  emptyReportFilters,
  hasActiveReportFilters,
  hasProductFilter,
  statusesOf,
} from '../report-filters.ts';
import { ReportIcon } from './report-icons.tsx';

const inputClass =
  'min-h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 outline-none focus:outline-2 focus:outline-offset-1 focus:outline-brand md:min-h-11 md:text-sm';
const labelClass = 'text-sm font-semibold text-slate-800';

const searchHints: Record<ReportName, WebMessageKey> = {
  prabayar: 'reports.filter.search_transactions',
  pascabayar: 'reports.filter.search_postpaid',
  deposit: 'reports.filter.search_deposit',
  cashback: 'reports.filter.search_cashback',
  'transaksi-agen': 'reports.filter.search_agents',
  agen: 'agents.search',
  utang: 'reports.filter.search_debt',
  toko: 'reports.filter.search_shop',
};

/**
 * The search, the product and the status in one row from 768 px. On phones the search shows with its button beside
 * it, and the product and the status open under "More filters". The texts apply when the form is sent, so typing
 * does not reload the report; the status applies when it is picked.
 */
function FilterRow({
  name,
  filters,
  moreOpen,
  choice,
  onApply,
}: {
  name: ReportName;
  filters: ReportFilters;
  moreOpen: boolean;
  choice: ReactNode;
  onApply: (change: { search: string; product: string }) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState(filters.search);
  const [product, setProduct] = useState(filters.product);
  const hasProduct = hasProductFilter(name);
  const more = moreOpen ? 'flex' : 'hidden md:flex';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ search: search.trim(), product: product.trim() });
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-col gap-3 md:flex-row md:items-end">
      <div className="flex min-w-0 flex-col gap-1.5 md:flex-[1.4]">
        <label htmlFor={`${id}-search`} className={labelClass}>
          {t('reports.filter.search')}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            maxLength={60}
            enterKeyHint="search"
            placeholder={t(searchHints[name])}
            onChange={(event) => setSearch(event.target.value)}
            className={`${inputClass} min-w-0 flex-1`}
          />
          <Button type="submit" aria-label={t('reports.filter.apply')} className="shrink-0 px-3 md:hidden">
            <ReportIcon name="search" className="size-5" />
          </Button>
        </div>
      </div>
      {hasProduct && (
        <div className={`${more} min-w-0 flex-1 flex-col gap-1.5`}>
          <label htmlFor={`${id}-product`} className={labelClass}>
            {t('reports.filter.product')}
          </label>
          <input
            id={`${id}-product`}
            type="search"
            value={product}
            maxLength={60}
            enterKeyHint="search"
            placeholder={t('reports.filter.product_placeholder')}
            onChange={(event) => setProduct(event.target.value)}
            className={inputClass}
          />
        </div>
      )}
      {choice && <div className={`${more} min-w-0 flex-col md:w-52`}>{choice}</div>}
      <Button type="submit" className="max-md:hidden md:min-h-11">
        <ReportIcon name="search" className="size-5" />
        {t('reports.filter.apply')}
      </Button>
    </form>
  );
}

function PeriodFilter({ filters, onChange }: { filters: ReportFilters; onChange: (next: ReportFilters) => void }) {
  const { t } = useTranslation();
  return (
    <PeriodPicker
      strip
      value={filters}
      onChange={(period) => onChange(changeReportFilters(filters, period))}
      legend={t('reports.filter.period')}
      optionLabel={(option) => t(`reports.preset.${option}`)}
      fromLabel={t('reports.filter.from')}
      toLabel={t('reports.filter.to')}
    />
  );
}

function ChoiceFilter({
  label,
  allLabel,
  value,
  options,
  optionLabel,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string | null;
  options: readonly string[];
  optionLabel: (option: string) => string;
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(options.find((option) => option === event.target.value) ?? null)}
        className={inputClass}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The filters of a report (RPT-03): the period as presets or a custom range, the status (or, for the deposit, the
 * direction), the product and a number search. They live in the URL. On phones the search and the period show at
 * once and the rest opens under "More filters"; from 768 px everything is in view.
 */
export function ReportFiltersPanel({
  name,
  filters,
  onChange,
}: {
  name: ReportName;
  filters: ReportFilters;
  onChange: (next: ReportFilters) => void;
}) {
  const { t } = useTranslation();
  const active = hasActiveReportFilters(filters);
  const statuses = statusesOf(name);
  const [moreOpen, setMoreOpen] = useState(Boolean(filters.status || filters.direction || filters.product));
  const choice =
    name === 'deposit' ? (
      <ChoiceFilter
        label={t('reports.filter.direction')}
        allLabel={t('reports.filter.all_directions')}
        value={filters.direction}
        options={depositDirections}
        optionLabel={(option) => t(`reports.direction.${option as 'credit' | 'debit'}`)}
        onChange={(value) =>
          onChange(
            changeReportFilters(filters, {
              direction: depositDirections.find((direction) => direction === value) ?? null,
            }),
          )
        }
      />
    ) : statuses.length > 0 ? (
      <ChoiceFilter
        label={t('reports.filter.status')}
        allLabel={t('reports.filter.all_statuses')}
        value={filters.status}
        options={statuses}
        optionLabel={(option) => t(`reports.status.${option}` as WebMessageKey)}
        onChange={(value) => onChange(changeReportFilters(filters, { status: value }))}
      />
    ) : null;
  return (
    <section
      aria-label={t('reports.filter.heading')}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      {/* Keyed by the URL's values: back/forward and "clear filters" reset what is typed. */}
      <FilterRow
        key={`${filters.search}|${filters.product}`}
        name={name}
        filters={filters}
        moreOpen={moreOpen}
        choice={choice}
        onApply={(change) => onChange(changeReportFilters(filters, change))}
      />
      <PeriodFilter key={active ? 'filtered' : 'clean'} filters={filters} onChange={onChange} />
      <div className="flex flex-wrap items-center gap-2 md:hidden">
        <button
          type="button"
          aria-expanded={moreOpen}
          onClick={() => setMoreOpen((open) => !open)}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl px-1 text-sm font-semibold text-brand"
        >
          <ReportIcon name="filter" className="size-5" />
          {t('reports.filter.more')}
        </button>
      </div>
      {active && (
        <Button variant="ghost" className="self-start" onClick={() => onChange(emptyReportFilters)}>
          {t('reports.filter.reset')}
        </Button>
      )}
    </section>
  );
}
