import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { agentPaths, agentStatusSchema, type AgentStatus } from '@konter/shared/contracts/agents';
import { apiClient } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

const response = z.object({ data: agentStatusSchema });

/** GET account/agen (AGT-01): the account's role and its latest agent application. */
export async function fetchAgentStatus(): Promise<AgentStatus> {
  return (await apiClient.get(agentPaths.apply, { schema: response })).data;
}

export function useAgentStatus() {
  return useQuery({ queryKey: agentKeys.status, queryFn: fetchAgentStatus });
}
