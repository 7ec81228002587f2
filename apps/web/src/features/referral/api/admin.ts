import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminAffiliateSchema,
  affiliateSettingsSchema,
  payoutSchema,
  referralPaths,
  type AffiliateSettings,
} from '@konter/shared/contracts/referral';
import { apiClient } from '../../../lib/api-client.ts';
import { referralKeys } from './referral-code.ts';

/** The admin's calls (ADM-01 verify affiliates, REF-04 payouts). */
export function useAdminAffiliates() {
  return useQuery({
    queryKey: [...referralKeys.admin, 'affiliates'],
    queryFn: async () =>
      (
        await apiClient.get(referralPaths.adminAffiliates, {
          schema: z.object({ data: z.array(adminAffiliateSchema) }),
        })
      ).data,
  });
}

export function useAdminSettings() {
  return useQuery({
    queryKey: [...referralKeys.admin, 'settings'],
    queryFn: async () =>
      (await apiClient.get(referralPaths.adminSettings, { schema: z.object({ data: affiliateSettingsSchema }) })).data,
  });
}

export function useAdminPayouts() {
  return useQuery({
    queryKey: [...referralKeys.admin, 'payouts'],
    queryFn: async () =>
      (await apiClient.get(referralPaths.adminPayouts, { schema: z.object({ data: z.array(payoutSchema) }) })).data,
  });
}

function useAdminMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: referralKeys.admin }) });
}

export function useDecideAffiliate() {
  return useAdminMutation(
    (input: { accountId: string; decision: 'verify' } | { accountId: string; decision: 'reject'; reason: string }) => {
      const { accountId, ...body } = input;
      return apiClient.post(referralPaths.adminAffiliateDecide(accountId), body);
    },
  );
}

export function useSaveSettings() {
  return useAdminMutation((body: AffiliateSettings) => apiClient.post(referralPaths.adminSettings, body));
}

export function useRunPayouts() {
  return useAdminMutation(() => apiClient.post(referralPaths.adminPayoutRun));
}

export function useMarkPaid() {
  return useAdminMutation((input: { id: string; reference: string }) =>
    apiClient.post(referralPaths.adminPayoutPaid(input.id), { transfer_reference: input.reference }),
  );
}
