import { useQuery } from '@tanstack/react-query';
import type { PurchasableFamily } from '@konter/shared/ppob/families';
import type { CatalogueResponse } from '@konter/shared/contracts/ppob';
import { catalogueResponseSchema, cataloguePaths } from '@konter/shared/contracts/ppob';
import { apiClient } from '../../../lib/api-client.ts';

/** Every query of this feature starts with 'catalogue'. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  family: (family: PurchasableFamily) => ['catalogue', 'family', family] as const,
  promotion: ['catalogue', 'promotion'] as const,
  excel: ['catalogue', 'check-excel'] as const,
  transaction: (refId: string) => ['catalogue', 'transaction', refId] as const,
  pln: (meter: string) => ['catalogue', 'pln-check', meter] as const,
  nameCheckStart: (family: string, operator: string, destination: string) =>
    ['catalogue', 'name-check', 'start', family, operator, destination] as const,
  nameCheck: (id: string) => ['catalogue', 'name-check', id] as const,
};

/**
 * GET prabayar/catalogue/{family} (CAT-01..CAT-06): operators, products with this viewer's prices and states,
 * countries, and the flags of the purchase screen (persistent number/password, PIN, send-money verification).
 */
export async function fetchFamilyCatalogue(family: PurchasableFamily): Promise<CatalogueResponse> {
  const { data } = await apiClient.get(cataloguePaths.family(family), { schema: catalogueResponseSchema });
  return data;
}

export function useFamilyCatalogue(family: PurchasableFamily | null) {
  return useQuery({
    queryKey: catalogueKeys.family(family ?? 'pulsa'),
    queryFn: () => fetchFamilyCatalogue(family ?? 'pulsa'),
    enabled: family !== null,
    staleTime: 60_000,
  });
}
