import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCataloguePaths, adminProductsResponse } from '@konter/shared/contracts/admin-catalogue';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export type ProductFilter = { q: string; family: string; operator: string; status: string; offset: number };

/** GET admin/catalogue/products: a page of products by words, family, operator and status. */
export async function fetchCatalogueProducts(filter: ProductFilter) {
  return apiClient.get(adminCataloguePaths.products, {
    query: {
      q: filter.q,
      family: filter.family || undefined,
      operator: filter.operator || undefined,
      status: filter.status || undefined,
      offset: filter.offset,
      limit: 50,
    },
    schema: adminProductsResponse,
    loading: false,
  });
}

export function useCatalogueProducts(filter: ProductFilter) {
  return useQuery({
    queryKey: adminKeys.products(filter),
    queryFn: () => fetchCatalogueProducts(filter),
    placeholderData: keepPreviousData,
  });
}
