import { useQuery } from '@tanstack/react-query';
import type { Product } from '@konter/shared/contracts/ppob';
import { cataloguePaths, promotionResponseSchema } from '@konter/shared/contracts/ppob';
import { apiClient } from '../../../lib/api-client.ts';
import { catalogueKeys } from './catalogue.ts';

/** GET prabayar/promotion (CAT-03, TRX-07): the promo items with how many were sold. */
export async function fetchPromotion(): Promise<Product[]> {
  const { data } = await apiClient.get(cataloguePaths.promotion, { schema: promotionResponseSchema });
  return data;
}

export function usePromotion() {
  return useQuery({ queryKey: catalogueKeys.promotion, queryFn: fetchPromotion, staleTime: 30_000 });
}
