import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { cn23Paths, cn23ReportSchema } from '@konter/shared/contracts/cn23';
import type { ExportFormat } from '@konter/shared/contracts/reports';
import { apiClient, apiUrl } from '../../../lib/api-client.ts';
import { mloKeys } from './keys.ts';

/** POST mlo/report/cn23: the agent's declarations of a period by status and by currency (RPT-01, MLO-04). */
export async function fetchCn23Report(period: { from: string; to: string }) {
  return (await apiClient.post(cn23Paths.report, period, { schema: z.object({ data: cn23ReportSchema }) })).data;
}

export function useCn23Report(period: { from: string; to: string }) {
  return useQuery({ queryKey: mloKeys.report('cn23', period), queryFn: () => fetchCn23Report(period) });
}

/** GET mlo/report/cn23/export: a plain download link for the period on screen (the session cookie goes with it). */
export function cn23ReportExportUrl(period: { from: string; to: string }, format: ExportFormat): string {
  return apiUrl(cn23Paths.reportExport, { ...period, format });
}
