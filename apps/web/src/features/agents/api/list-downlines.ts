import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { agentPaths, downlineSchema, type Downline } from '@konter/shared/contracts/agents';
import { apiClient } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

const response = z.object({ data: z.array(downlineSchema) });

/** GET agent-center/agents?search= (AGT-05): everyone under the viewer, nearest first. */
export async function fetchDownlines(search: string): Promise<Downline[]> {
  const query = search ? { search, per_page: 100 } : { per_page: 100 };
  return (await apiClient.get(agentPaths.centerAgents, { query, schema: response, loading: false })).data;
}

export function useDownlines(search: string) {
  return useQuery({
    queryKey: agentKeys.downlines(search),
    queryFn: () => fetchDownlines(search),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
