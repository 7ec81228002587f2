import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adjustmentsResponseSchema, adminPaths } from '@konter/shared/contracts/admin';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export type AdjustmentList = z.infer<typeof adjustmentsResponseSchema>;

/** GET admin/adjustments: manual adjustments, newest first, with the tenant's four-eyes amount. */
export async function fetchAdjustments(status: string): Promise<AdjustmentList> {
  return apiClient.get(adminPaths.adjustments, {
    query: status ? { status } : {},
    schema: adjustmentsResponseSchema,
    loading: false,
  });
}

export function useAdjustments(status = '') {
  return useQuery({ queryKey: adminKeys.adjustments(status), queryFn: () => fetchAdjustments(status), staleTime: 0 });
}
