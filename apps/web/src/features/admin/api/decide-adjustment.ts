import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adjustmentSchema, adminPaths, type Adjustment } from '@konter/shared/contracts/admin';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

const adjustmentResponse = z.object({ data: adjustmentSchema });

/** POST admin/adjustments/:id/approve|reject: another admin's decision; the proposer's own is refused. */
export async function decideAdjustment(id: string, decision: 'approve' | 'reject'): Promise<Adjustment> {
  const path = decision === 'approve' ? adminPaths.approveAdjustment(id) : adminPaths.rejectAdjustment(id);
  const { data } = await apiClient.post(path, {}, { schema: adjustmentResponse });
  return data;
}

export function useDecideAdjustment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) => decideAdjustment(id, decision),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
