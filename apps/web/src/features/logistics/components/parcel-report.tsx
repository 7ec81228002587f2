import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { courierCodes, courierNames, type CourierCode } from '@konter/shared/contracts/logistics';
import type { ParcelTotals } from '@konter/shared/contracts/logistics-reports';
import { exportFormats, type ExportFormat } from '@konter/shared/contracts/reports';
import { datePresets, type DatePreset } from '@konter/shared/contracts/transactions';
import { formatRupiah } from '@konter/shared/money';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { PeriodPicker, type PeriodOption } from '../../../components/ui/period-picker.tsx';
import {
  parcelReportExportUrl,
  useParcelReport,
  type ParcelReportFilters,
  type ParcelReportScope,
} from '../api/parcel-report.ts';

const selectClass =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand focus:outline-none';

/**
 * The filters live in the URL, so a reload or a shared link shows the same report; a courier not in `couriers` (the
 * report has none for it) reads as all couriers.
 */
export function useReportFilters(
  couriers: readonly CourierCode[] = courierCodes,
): [ParcelReportFilters, (next: Partial<ParcelReportFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const preset = params.get('preset');
  const courier = params.get('courier');
  const filters: ParcelReportFilters = {
    preset: (datePresets as readonly string[]).includes(preset ?? '') ? (preset as DatePreset) : null,
    from: params.get('from'),
    to: params.get('to'),
    courier: (couriers as readonly string[]).includes(courier ?? '') ? (courier as CourierCode) : null,
    agent: params.get('agent'),
  };
  const update = (next: Partial<ParcelReportFilters>) => {
    const merged = { ...filters, ...next };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) if (value) search.set(key, value);
    setParams(search, { replace: true });
  };
  return [filters, update];
}

/** Counts and sums of a set of parcels, in the same order for the totals and each courier. */
function Figures({ figures, testId }: { figures: ParcelTotals; testId?: string }) {
  const { t } = useTranslation();
  const money = [
    ['fees', figures.fees],
    ['refunds', figures.refunds],
    ['net_fees', figures.net_fees],
    ['margin', figures.margin],
  ] as const;
  const counts = [
    ['delivered', figures.delivered],
    ['in_transit', figures.in_transit],
    ['returned', figures.returned],
    ['cancelled', figures.cancelled],
  ] as const;
  return (
    <div className="flex flex-col gap-2" data-testid={testId}>
      <p className="text-sm text-slate-700">
        <span className="text-lg font-bold text-slate-900" data-figure="shipments">
          {figures.shipments}
        </span>{' '}
        {t('pos.report.parcels')}
      </p>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        {money.map(([key, value]) => (
          <div key={key} className="min-w-0">
            <dt className="text-slate-500">{t(`pos.report.${key}`)}</dt>
            <dd className="font-semibold break-words text-slate-900" data-figure={key}>
              {formatRupiah(value)}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="flex flex-wrap gap-2 text-sm">
        {counts.map(([key, value]) => (
          <li key={key} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800" data-figure={key}>
            {t(`pos.status_group.${key}`)}: <span className="font-semibold">{value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The report's filters: the period, the courier (of `couriers`) and, for the admin, the agent; `note` under them. */
export function ReportFilterCard({
  scope,
  filters,
  update,
  couriers = courierCodes,
  note,
}: {
  scope: ParcelReportScope;
  filters: ParcelReportFilters;
  update: (next: Partial<ParcelReportFilters>) => void;
  couriers?: readonly CourierCode[];
  note?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const period = { preset: filters.preset, from: filters.from, to: filters.to };
  return (
    <Card>
      <div className="flex flex-col gap-3">
        <PeriodPicker
          value={period}
          onChange={(next) => update(next)}
          legend={t('reports.filter.period')}
          optionLabel={(option: PeriodOption) => t(`reports.preset.${option}`)}
          fromLabel={t('reports.filter.from')}
          toLabel={t('reports.filter.to')}
          strip
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={`${id}-courier`} className="text-sm font-semibold text-slate-800">
              {t('pos.report.courier')}
            </label>
            <select
              id={`${id}-courier`}
              className={selectClass}
              value={filters.courier ?? ''}
              onChange={(event) => update({ courier: (event.target.value || null) as CourierCode | null })}
            >
              <option value="">{t('pos.report.all_couriers')}</option>
              {couriers.map((code) => (
                <option key={code} value={code}>
                  {courierNames[code]}
                </option>
              ))}
            </select>
          </div>
          {scope === 'admin' && (
            <div className="flex min-w-0 flex-col gap-1">
              <label htmlFor={`${id}-agent`} className="text-sm font-semibold text-slate-800">
                {t('pos.report.agent')}
              </label>
              <input
                id={`${id}-agent`}
                type="search"
                className={selectClass}
                defaultValue={filters.agent ?? ''}
                placeholder={t('pos.report.agent_hint')}
                onBlur={(event) => update({ agent: event.target.value.trim() || null })}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') update({ agent: event.currentTarget.value.trim() || null });
                }}
              />
            </div>
          )}
        </div>
        {note && <p className="text-sm text-slate-600">{note}</p>}
      </div>
    </Card>
  );
}

/** The report's downloads, .xlsx and .csv, each a plain link with exactly the filters on screen. */
export function ReportExportLinks({ href }: { href: (format: ExportFormat) => string }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('reports.export')} className="flex flex-wrap items-center gap-2">
      <span className="basis-full text-sm font-semibold text-slate-700 sm:basis-auto">{t('reports.export')}</span>
      {exportFormats.map((format) => (
        <a
          key={format}
          href={href(format)}
          download
          data-format={format}
          className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand sm:flex-none"
        >
          {t(format === 'xlsx' ? 'reports.export_xlsx' : 'reports.export_csv')}
        </a>
      ))}
    </div>
  );
}

/** A POS report as its query gives it: the period's totals, one line per courier, and its rows. */
type CourierReport<F, R> = { totals: F; couriers: (F & { courier: string; courier_name: string })[]; data: R[] };

/**
 * What the parcel and the manifest reports show under their filters (MLO-07): an error or the loading line, then the
 * totals, a card per courier, the report's own list (`listTitle`, `row`: each row's `<li>`), and the downloads.
 */
export function CourierReportBody<F, R>({
  query,
  name,
  emptyText,
  listTitle,
  figures,
  row,
  exportHref,
}: {
  query: { data: CourierReport<F, R> | undefined; isError: boolean; error: unknown };
  /** The test ids' stem: `{name}-totals`, `{name}-report-empty`. */
  name: string;
  emptyText: string;
  listTitle: string;
  figures: (figures: F, testId?: string) => ReactNode;
  row: (row: R) => ReactNode;
  exportHref: (format: ExportFormat) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const report = query.data;
  return (
    <>
      {query.isError && (
        <InlineNotice kind="error">
          {query.error instanceof Error ? query.error.message : t('pos.loading')}
        </InlineNotice>
      )}
      {!report && !query.isError && <LoadingText label={t('pos.loading')} />}
      {report && (
        <>
          <section aria-labelledby={`${id}-total`}>
            <Card>
              <h2 id={`${id}-total`} className="mb-2 text-lg font-bold text-slate-900">
                {t('pos.report.total')}
              </h2>
              {figures(report.totals, `${name}-totals`)}
            </Card>
          </section>

          {report.data.length === 0 ? (
            <p className="text-slate-600" data-testid={`${name}-report-empty`}>
              {emptyText}
            </p>
          ) : (
            <>
              <section aria-labelledby={`${id}-couriers`} className="flex flex-col gap-2">
                <h2 id={`${id}-couriers`} className="text-lg font-bold text-slate-900">
                  {t('pos.report.per_courier')}
                </h2>
                <ul className="grid gap-3 sm:grid-cols-2">
                  {report.couriers.map((line) => (
                    <li key={line.courier} data-courier={line.courier}>
                      <Card>
                        <h3 className="mb-1 font-semibold text-slate-900">{line.courier_name}</h3>
                        {figures(line)}
                      </Card>
                    </li>
                  ))}
                </ul>
              </section>
              <section aria-labelledby={`${id}-list`} className="flex flex-col gap-2">
                <h2 id={`${id}-list`} className="text-lg font-bold text-slate-900">
                  {listTitle}
                </h2>
                <ul className="flex flex-col gap-3">{report.data.map(row)}</ul>
              </section>
            </>
          )}

          <ReportExportLinks href={exportHref} />
        </>
      )}
    </>
  );
}

/**
 * The parcel report (RPT-01 "MLO transaction", MLO-06): parcels per courier and day, the fees taken from the deposit,
 * the refunds, the margin and where the parcels are. `own`: the agent's parcels; `admin`: every agent of the tenant,
 * with a filter by agent. Downloads as .xlsx or .csv with exactly the filters on screen.
 */
export function ParcelReportView({ scope }: { scope: ParcelReportScope }) {
  const { t } = useTranslation();
  const [filters, update] = useReportFilters();
  const report = useParcelReport(scope, filters);

  return (
    <div className="flex flex-col gap-4">
      <ReportFilterCard scope={scope} filters={filters} update={update} />
      <CourierReportBody
        query={report}
        name="parcel"
        emptyText={t('pos.report.empty')}
        listTitle={t('pos.report.per_day')}
        figures={(figures, testId) => <Figures figures={figures} testId={testId} />}
        row={(row) => (
          <li key={`${row.day}-${row.courier}`} data-day={row.day} data-courier={row.courier}>
            <Card>
              <h3 className="mb-1 font-semibold text-slate-900">
                {row.day} · {row.courier_name}
              </h3>
              <Figures figures={row} />
            </Card>
          </li>
        )}
        exportHref={(format) => parcelReportExportUrl(scope, filters, format)}
      />
    </div>
  );
}
