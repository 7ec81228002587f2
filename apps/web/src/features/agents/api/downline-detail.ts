import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { agentPaths, downlineDetailSchema, type DownlineDetail } from '@konter/shared/contracts/agents';
import { apiClient } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

const response = z.object({ data: downlineDetailSchema });

/** GET agent-center/agents/:id (AGT-05): one agent's purchases, deposits and the master's margin on it. */
export async function fetchDownline(id: string): Promise<DownlineDetail> {
  return (await apiClient.get(agentPaths.centerAgent(id), { schema: response })).data;
}

export function useDownline(id: string) {
  return useQuery({ queryKey: agentKeys.downline(id), queryFn: () => fetchDownline(id), retry: false });
}
