import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { PurchasableFamily } from '@konter/shared/ppob/families';
import type { AdjustedPrice, AdjustPriceBody } from '@konter/shared/contracts/ppob';
import { adjustedPriceSchema, cataloguePaths } from '@konter/shared/contracts/ppob';
import { apiClient } from '../../../lib/api-client.ts';
import { pricelistKeys } from './pricelist.ts';

const saveResponse = z.object({ data: z.array(adjustedPriceSchema), message: z.string() });

/** POST pricelist/adjust-price: every changed row in one call; null clears a selling price. */
export async function saveAdjustedPrices(body: AdjustPriceBody): Promise<{ prices: AdjustedPrice[]; message: string }> {
  const { data, message } = await apiClient.post(cataloguePaths.adjustPrice, body, { schema: saveResponse });
  return { prices: data, message };
}

/** Saves, then shows the saved prices at once: the answer's rows replace theirs in the family's list. */
export function useSaveAdjustedPrices(family: PurchasableFamily) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdjustedPrices,
    onSuccess: ({ prices }) => {
      const saved = new Map(prices.map((price) => [price.code, price]));
      queryClient.setQueryData<AdjustedPrice[]>(pricelistKeys.adjustedFamily(family), (current) =>
        current?.map((row) => saved.get(row.code) ?? row),
      );
    },
  });
}
