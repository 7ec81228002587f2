import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReportName } from '@konter/shared/contracts/reports';
import { Button } from '../../../components/ui/button.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import type { ReportFilters } from '../report-filters.ts';
import { hasActiveReportFilters } from '../report-filters.ts';
import { ExportLinks } from './export-links.tsx';
import { ReportFiltersPanel } from './report-filters-panel.tsx';
import { ReportPagination } from './report-pagination.tsx';

type Page = { data: readonly unknown[]; meta: { page: number; per_page: number; total: number } };

/**
 * What every report screen has around its table: the filters, the downloads, the row count, the states of loading,
 * failure and emptiness, and the pages.
 */
export function ReportLayout<Data extends Page>({
  name,
  filters,
  onChange,
  report,
  children,
}: {
  name: ReportName;
  filters: ReportFilters;
  onChange: (next: ReportFilters) => void;
  report: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const active = hasActiveReportFilters(filters);
  return (
    <div className="flex flex-col gap-4">
      <ReportFiltersPanel name={name} filters={filters} onChange={onChange} />
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <p className="text-sm text-slate-600 md:pt-2.5" role="status" data-testid="report-count">
          {report.data && report.data.meta.total > 0
            ? t('reports.count', { total: report.data.meta.total.toLocaleString(i18n.language) })
            : null}
        </p>
        <ExportLinks name={name} filters={filters} />
      </div>
      <section aria-labelledby="report-results" aria-busy={report.isFetching} className="flex flex-col gap-3">
        <h2 id="report-results" className="sr-only">
          {t('reports.results')}
        </h2>
        {report.isPending ? (
          <LoadingText label={t('app.loading')} />
        ) : report.isError && isApiError(report.error) && report.error.status === 403 ? (
          // Refused: the server says who the report is for; trying again would not change it.
          <Card className="text-center">
            <p className="text-slate-700" data-testid="report-refused">
              {report.error.message}
            </p>
          </Card>
        ) : report.isError ? (
          <Card className="flex flex-col items-center gap-3 text-center">
            <p className="text-slate-700">{t('reports.failed')}</p>
            <Button variant="secondary" onClick={() => void report.refetch()}>
              {t('app.retry')}
            </Button>
          </Card>
        ) : report.data.meta.total === 0 ? (
          <Card className="text-center">
            <p className="text-slate-700" role="status">
              {active ? t('reports.empty_filtered') : t('reports.empty')}
            </p>
          </Card>
        ) : (
          <>
            <div className={`transition-opacity ${report.isPlaceholderData ? 'opacity-60' : ''}`}>
              {children(report.data)}
            </div>
            <ReportPagination
              page={filters.page}
              total={report.data.meta.total}
              onPage={(page) => {
                onChange({ ...filters, page });
                window.scrollTo?.({ top: 0 });
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}
