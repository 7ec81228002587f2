import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { agentPaths, promotionCandidateSchema, type PromotionCandidate } from '@konter/shared/contracts/agents';
import { apiClient } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

const response = z.object({ data: z.array(promotionCandidateSchema) });

/** GET admin/agents/promotions (AGT-03): agents at Rp1.000.000 of own and downline purchases in 30 days. */
export async function fetchPromotionCandidates(): Promise<PromotionCandidate[]> {
  return (await apiClient.get(agentPaths.adminPromotions, { schema: response })).data;
}

export function usePromotionCandidates() {
  return useQuery({ queryKey: agentKeys.promotions, queryFn: fetchPromotionCandidates, retry: false });
}
