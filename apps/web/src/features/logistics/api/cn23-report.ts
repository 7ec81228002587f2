import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { cn23Paths, cn23ReportSchema } from '@konter/shared/contracts/cn23';
import { apiClient } from '../../../lib/api-client.ts';
import { mloKeys } from './keys.ts';

/** POST mlo/report/cn23: the agent's declarations of a period by status and by currency (RPT-01, MLO-04). */
export async function fetchCn23Report(period: { from: string; to: string }) {
  return (await apiClient.post(cn23Paths.report, period, { schema: z.object({ data: cn23ReportSchema }) })).data;
}

export function useCn23Report(period: { from: string; to: string }) {
  return useQuery({ queryKey: mloKeys.report('cn23', period), queryFn: () => fetchCn23Report(period) });
}
