import type { ReportName } from '@konter/shared/contracts/reports';
import type { ReportRequestQuery } from '../report-filters.ts';

/** Every query of this feature starts with 'reports'. */
export const reportKeys = {
  all: ['reports'] as const,
  availability: ['reports', 'availability'] as const,
  report: (name: ReportName, query: ReportRequestQuery) => ['reports', name, query] as const,
};
