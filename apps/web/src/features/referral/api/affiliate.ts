import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  affiliateSchema,
  referralPaths,
  type Affiliate,
  type AffiliateApplicationBody,
} from '@konter/shared/contracts/referral';
import { apiClient } from '../../../lib/api-client.ts';
import { referralKeys } from './referral-code.ts';

/** GET referral/affiliate (REF-02): the account's application and its state. */
export async function fetchAffiliate(): Promise<Affiliate> {
  return (await apiClient.get(referralPaths.affiliate, { schema: z.object({ data: affiliateSchema }) })).data;
}

export function useAffiliate() {
  return useQuery({ queryKey: referralKeys.affiliate, queryFn: fetchAffiliate });
}

/** POST referral/affiliate: apply (or apply again to renew). */
export async function applyAffiliate(body: AffiliateApplicationBody) {
  return apiClient.post(referralPaths.affiliate, body, {
    schema: z.object({ data: affiliateSchema, message: z.string() }),
  });
}

export function useApplyAffiliate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyAffiliate,
    onSuccess: (result) => client.setQueryData(referralKeys.affiliate, result.data),
  });
}

/** POST referral/affiliate/attachment (REF-02): the identity document, an image or a PDF of at most 8 MB. */
export async function uploadAffiliateAttachment(file: File): Promise<Affiliate> {
  const form = new FormData();
  form.append('attachment', file);
  return (
    await apiClient.post(referralPaths.affiliateAttachment, form, { schema: z.object({ data: affiliateSchema }) })
  ).data;
}
