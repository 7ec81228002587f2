import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { agentPaths, type RegisterAgentBody } from '@konter/shared/contracts/agents';
import { apiClient } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

const response = z.object({ data: z.object({ id: z.string() }), message: z.string() });

/** POST agent-center/agents (AGT-05): a master registers an agent under itself. */
export async function registerAgent(body: RegisterAgentBody): Promise<{ id: string; message: string }> {
  const { data, message } = await apiClient.post(agentPaths.centerAgents, body, { schema: response });
  return { id: data.id, message };
}

export function useRegisterAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}

/** POST account/list-agent/members (AGT-01): an agent (or a master) registers a member under itself. */
export async function registerMember(body: RegisterAgentBody): Promise<{ id: string; message: string }> {
  const { data, message } = await apiClient.post(agentPaths.registerMember, body, { schema: response });
  return { id: data.id, message };
}

export function useRegisterMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
