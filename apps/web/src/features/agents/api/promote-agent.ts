import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { agentPaths } from '@konter/shared/contracts/agents';
import { apiClient } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

const response = z.object({ data: z.object({ account_id: z.string(), role: z.string() }), message: z.string() });

/** POST admin/agents/promotions/:id/promote (AGT-03): the agent becomes a master at once. */
export async function promoteAgent(accountId: string): Promise<string> {
  return (await apiClient.post(agentPaths.adminPromote(accountId), {}, { schema: response })).message;
}

export function usePromoteAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: promoteAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.promotions }),
  });
}
