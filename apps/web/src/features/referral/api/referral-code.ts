import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { referralPaths, referralSummarySchema, type ReferralSummary } from '@konter/shared/contracts/referral';
import { apiClient } from '../../../lib/api-client.ts';

export const referralKeys = {
  code: ['referral', 'code'] as const,
  affiliate: ['referral', 'affiliate'] as const,
  commissions: ['referral', 'commissions'] as const,
  admin: ['referral', 'admin'] as const,
  agentCenter: ['referral', 'agent-center'] as const,
};

const summaryResponse = z.object({ data: referralSummarySchema });
const changedResponse = z.object({ data: referralSummarySchema, message: z.string() });

/** GET referral/code (REF-01): the code, its URL, clicks and registrations. */
export async function fetchReferral(): Promise<ReferralSummary> {
  return (await apiClient.get(referralPaths.code, { schema: summaryResponse })).data;
}

export function useReferral() {
  return useQuery({ queryKey: referralKeys.code, queryFn: fetchReferral });
}

/**
 * The same read in the background (a receipt offers the link beside its own content): no loading indicator, the
 * page's alerts kept, not retried; without it the receipt is shared without the link.
 */
export function useReferralInBackground() {
  return useQuery({
    queryKey: referralKeys.code,
    queryFn: async () =>
      (await apiClient.get(referralPaths.code, { schema: summaryResponse, loading: false, clearAlerts: false })).data,
    retry: false,
  });
}

/** POST referral/code: a new code, unique in the tenant. */
export async function changeReferralCode(code: string) {
  return apiClient.post(referralPaths.code, { code }, { schema: changedResponse });
}

export function useChangeReferralCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeReferralCode,
    onSuccess: async (result) => {
      client.setQueryData(referralKeys.code, result.data);
      await client.invalidateQueries({ queryKey: referralKeys.agentCenter });
    },
  });
}
