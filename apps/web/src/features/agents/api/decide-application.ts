import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { agentPaths } from '@konter/shared/contracts/agents';
import { apiClient } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

const response = z.object({ data: z.object({ id: z.string(), status: z.string() }) });

/** POST admin/agents/applications/:id/decide (AGT-01): approve (the member becomes an agent) or reject. */
export async function decideApplication(input: { id: string; decision: 'approve' | 'reject' }) {
  return (await apiClient.post(agentPaths.adminDecide(input.id), { decision: input.decision }, { schema: response }))
    .data;
}

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.applications }),
  });
}
