import { useQuery } from '@tanstack/react-query';
import type { PurchasableFamily } from '@konter/shared/ppob/families';
import type { Pricelist } from '@konter/shared/contracts/ppob';
import { cataloguePaths, pricelistResponseSchema } from '@konter/shared/contracts/ppob';
import { apiClient } from '../../../lib/api-client.ts';

/** Every query of this feature starts with 'pricelist'. */
export const pricelistKeys = {
  all: ['pricelist'] as const,
  family: (family: PurchasableFamily) => ['pricelist', 'public', family] as const,
  adjustedFamily: (family: PurchasableFamily) => ['pricelist', 'adjust-price', family] as const,
};

/** GET pricelist/{family} (CAT-04): the public price list, no login needed. */
export async function fetchPricelist(family: PurchasableFamily): Promise<Pricelist> {
  const { data } = await apiClient.get(cataloguePaths.pricelist(family), { schema: pricelistResponseSchema });
  return data;
}

export function usePricelist(family: PurchasableFamily) {
  return useQuery({ queryKey: pricelistKeys.family(family), queryFn: () => fetchPricelist(family), staleTime: 60_000 });
}

/** Where the server sends the list as a file (the browser downloads it; no fetch involved). */
export function pricelistDownloadHref(family: PurchasableFamily, format: 'xlsx' | 'csv'): string {
  return cataloguePaths.pricelistDownload(family, format);
}
