import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CourierCode } from '@konter/shared/contracts/logistics';
import { parcelReportPaths, parcelReportSchema, type ParcelReport } from '@konter/shared/contracts/logistics-reports';
import type { ExportFormat } from '@konter/shared/contracts/reports';
import type { DatePreset } from '@konter/shared/contracts/transactions';
import { apiClient, apiUrl } from '../../../lib/api-client.ts';
import { mloKeys } from './keys.ts';

/** Whose parcels: the agent's own, or every agent of the tenant (the back office). */
export type ParcelReportScope = 'own' | 'admin';

/** The filters of the parcel report as the URL holds them; empty ones are left out of the request. */
export type ParcelReportFilters = {
  preset: DatePreset | null;
  from: string | null;
  to: string | null;
  courier: CourierCode | null;
  agent: string | null;
};

export function requestQuery(scope: ParcelReportScope, filters: ParcelReportFilters) {
  return {
    preset: filters.preset ?? undefined,
    from: filters.preset ? undefined : (filters.from ?? undefined),
    to: filters.preset ? undefined : (filters.to ?? undefined),
    courier: filters.courier ?? undefined,
    agent: scope === 'admin' ? filters.agent || undefined : undefined,
  };
}

/** GET mlo/report (or admin/mlo/report): the parcels per courier and day for the filters. */
export function useParcelReport(scope: ParcelReportScope, filters: ParcelReportFilters) {
  const query = requestQuery(scope, filters);
  return useQuery({
    queryKey: mloKeys.report(scope, query),
    queryFn: (): Promise<ParcelReport> =>
      apiClient.get(scope === 'admin' ? parcelReportPaths.admin : parcelReportPaths.own, {
        query,
        schema: parcelReportSchema,
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** A plain download link with exactly the filters on screen (the session cookie goes with it). */
export function parcelReportExportUrl(
  scope: ParcelReportScope,
  filters: ParcelReportFilters,
  format: ExportFormat,
): string {
  const path = scope === 'admin' ? parcelReportPaths.adminExport : parcelReportPaths.ownExport;
  return apiUrl(path, { ...requestQuery(scope, filters), format });
}
