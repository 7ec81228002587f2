import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { productListResponse, shopPaths, shopProductSchema, type productListBody } from '@konter/shared/contracts/shop';
import { apiClient } from '../../../lib/api-client.ts';
import { shopKeys } from './keys.ts';

export type ProductFilters = z.input<typeof productListBody>;

/** POST shop/product/list (SHP-01): a page of products for the filters. */
export async function fetchProducts(filters: ProductFilters) {
  return apiClient.post(shopPaths.productList, filters, { schema: productListResponse, loading: false });
}

export function useProducts(filters: ProductFilters) {
  return useQuery({
    queryKey: shopKeys.products(filters),
    queryFn: () => fetchProducts(filters),
    placeholderData: keepPreviousData,
  });
}

/** POST shop/product/detail (SHP-01). */
export function useProduct(slug: string) {
  return useQuery({
    queryKey: shopKeys.product(slug),
    queryFn: async () =>
      (await apiClient.post(shopPaths.productDetail, { slug }, { schema: z.object({ data: shopProductSchema }) })).data,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: shopKeys.categories,
    queryFn: async () =>
      (await apiClient.get(shopPaths.categories, { schema: z.object({ data: z.array(z.string()) }), loading: false }))
        .data,
    staleTime: 5 * 60_000,
  });
}
