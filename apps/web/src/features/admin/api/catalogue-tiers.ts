import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminCataloguePaths,
  tierPricingSchema,
  type PriceTier,
  type UpdateTierBody,
} from '@konter/shared/contracts/admin-catalogue';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

const tiersResponse = z.object({ data: z.array(tierPricingSchema) });
const tierResponse = z.object({ data: tierPricingSchema.extend({ repriced: z.number() }) });

/** GET admin/catalogue/tiers: each tier's markup, rounding and downline limits. */
export async function fetchTiers() {
  const { data } = await apiClient.get(adminCataloguePaths.tiers, { schema: tiersResponse, loading: false });
  return data;
}

export function useTiers() {
  return useQuery({ queryKey: adminKeys.tiers, queryFn: fetchTiers });
}

/** PUT admin/catalogue/tiers/:tier: every product the tier prices is re-priced at once. */
export async function updateTier(tier: PriceTier, body: UpdateTierBody) {
  const { data } = await apiClient.put(adminCataloguePaths.tier(tier), body, { schema: tierResponse });
  return data;
}

export function useUpdateTier() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ tier, body }: { tier: PriceTier; body: UpdateTierBody }) => updateTier(tier, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
