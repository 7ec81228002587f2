import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApplicationSchema, agentPaths, type AdminAgentApplication } from '@konter/shared/contracts/agents';
import { apiClient } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

const response = z.object({ data: z.array(adminApplicationSchema) });

/** GET admin/agents/applications (AGT-01): the agent applications waiting for the admin. */
export async function fetchApplications(): Promise<AdminAgentApplication[]> {
  return (await apiClient.get(agentPaths.adminApplications, { schema: response })).data;
}

export function useApplications() {
  return useQuery({ queryKey: agentKeys.applications, queryFn: fetchApplications, retry: false });
}
