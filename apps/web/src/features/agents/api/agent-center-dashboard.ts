import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  agentCenterDashboardSchema,
  agentCenterRefreshMs,
  agentPaths,
  type AgentCenterDashboard,
} from '@konter/shared/contracts/agents';
import { apiClient } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

const response = z.object({ data: agentCenterDashboardSchema });

/** GET agent-center (AGT-05): the master's network at a glance. A background read: no global indicator. */
export async function fetchAgentCenter(): Promise<AgentCenterDashboard> {
  return (await apiClient.get(agentPaths.center, { schema: response, loading: false, clearAlerts: false })).data;
}

/** Read again every 15 s while the dashboard is open (AGT-05); a refusal (AGT-02) is not retried. */
export function useAgentCenter() {
  return useQuery({
    queryKey: agentKeys.dashboard,
    queryFn: fetchAgentCenter,
    refetchInterval: agentCenterRefreshMs,
    retry: false,
  });
}
