import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adjustmentSchema, adminPaths, type Adjustment, type AdjustmentBody } from '@konter/shared/contracts/admin';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

const adjustmentResponse = z.object({ data: adjustmentSchema });

/** POST admin/adjustments: posted at once up to the four-eyes amount, above it pending a second admin. */
export async function proposeAdjustment(body: AdjustmentBody): Promise<Adjustment> {
  const { data } = await apiClient.post(adminPaths.adjustments, body, { schema: adjustmentResponse });
  return data;
}

export function useProposeAdjustment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: proposeAdjustment,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
