import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { PurchasableFamily } from '@konter/shared/ppob/families';
import type { AdjustedPrice } from '@konter/shared/contracts/ppob';
import { adjustedPriceSchema, cataloguePaths } from '@konter/shared/contracts/ppob';
import { apiClient } from '../../../lib/api-client.ts';
import { pricelistKeys } from './pricelist.ts';

const adjustedPricesResponse = z.object({ data: z.array(adjustedPriceSchema) });

/** GET pricelist/adjust-price?family= : the agent's buying price and own selling price of each product. */
export async function fetchAdjustedPrices(family: PurchasableFamily): Promise<AdjustedPrice[]> {
  const { data } = await apiClient.get(cataloguePaths.adjustPrice, {
    query: { family },
    schema: adjustedPricesResponse,
  });
  return data;
}

/** Agents and masters only: the server answers 403 to anyone else, so pages check the role first. */
export function useAdjustedPrices(family: PurchasableFamily) {
  return useQuery({
    queryKey: pricelistKeys.adjustedFamily(family),
    queryFn: () => fetchAdjustedPrices(family),
    staleTime: 0,
    retry: false,
  });
}
