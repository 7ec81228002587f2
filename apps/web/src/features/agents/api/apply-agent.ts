import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { agentPaths, agentStatusSchema, type AgentStatus } from '@konter/shared/contracts/agents';
import { apiClient } from '../../../lib/api-client.ts';

const response = z.object({ data: agentStatusSchema, message: z.string() });

/** POST account/agen (AGT-01): apply to become an agent. */
export async function applyAgent(): Promise<{ data: AgentStatus; message: string }> {
  return apiClient.post(agentPaths.apply, {}, { schema: response });
}

export function useApplyAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyAgent,
    // The role may have changed: the account (menus, prices) and the status are read again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
