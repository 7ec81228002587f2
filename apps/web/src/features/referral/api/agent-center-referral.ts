import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { agentCenterReferralSchema, referralPaths, type AgentCenterReferral } from '@konter/shared/contracts/referral';
import { apiClient } from '../../../lib/api-client.ts';
import { referralKeys } from './referral-code.ts';

/** GET agent-center/referral (NAV-12): the master's link, counts and latest registrations; 403 to anyone else. */
export async function fetchAgentCenterReferral(): Promise<AgentCenterReferral> {
  return (await apiClient.get(referralPaths.agentCenter, { schema: z.object({ data: agentCenterReferralSchema }) }))
    .data;
}

/** A refusal (AGT-02) is the page's own notice and is not retried. */
export function useAgentCenterReferral() {
  return useQuery({ queryKey: referralKeys.agentCenter, queryFn: fetchAgentCenterReferral, retry: false });
}
