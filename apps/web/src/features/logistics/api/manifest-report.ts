import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  manifestReportPaths,
  manifestReportSchema,
  type ManifestReport,
} from '@konter/shared/contracts/logistics-reports';
import type { ExportFormat } from '@konter/shared/contracts/reports';
import { apiClient, apiUrl } from '../../../lib/api-client.ts';
import { mloKeys } from './keys.ts';
import { requestQuery, type ParcelReportFilters, type ParcelReportScope } from './parcel-report.ts';

/** GET mlo/report/manifest (or admin/mlo/report/manifest): the period's manifests, per courier (MLO-07). */
export function useManifestReport(scope: ParcelReportScope, filters: ParcelReportFilters) {
  const query = requestQuery(scope, filters);
  return useQuery({
    queryKey: mloKeys.manifestReport(scope, query),
    queryFn: (): Promise<ManifestReport> =>
      apiClient.get(scope === 'admin' ? manifestReportPaths.admin : manifestReportPaths.own, {
        query,
        schema: manifestReportSchema,
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** A plain download link with exactly the filters on screen (the session cookie goes with it). */
export function manifestReportExportUrl(
  scope: ParcelReportScope,
  filters: ParcelReportFilters,
  format: ExportFormat,
): string {
  const path = scope === 'admin' ? manifestReportPaths.adminExport : manifestReportPaths.ownExport;
  return apiUrl(path, { ...requestQuery(scope, filters), format });
}
