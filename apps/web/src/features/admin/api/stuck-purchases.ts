import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminPurchasePaths, stuckPurchaseSchema } from '@konter/shared/contracts/admin';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

const stuckResponse = z.object({ data: z.array(stuckPurchaseSchema) });

/** GET admin/purchases/stuck: every purchase still processing, oldest first. */
export async function fetchStuckPurchases() {
  const { data } = await apiClient.get(adminPurchasePaths.stuck, { schema: stuckResponse, loading: false });
  return data;
}

export function useStuckPurchases() {
  return useQuery({ queryKey: adminKeys.stuckPurchases, queryFn: fetchStuckPurchases });
}
