import { useSearchParams } from 'react-router';
import type { ReportName } from '@konter/shared/contracts/reports';
import type { ReportFilters } from '../report-filters.ts';
import { readReportFilters, writeReportFilters } from '../report-filters.ts';

/** A report's filters, read from and written to the page's URL. */
export function useReportFilters(name: ReportName) {
  const [params, setParams] = useSearchParams();
  const filters = readReportFilters(name, params);
  const apply = (next: ReportFilters) => setParams(writeReportFilters(next));
  return { filters, apply };
}
