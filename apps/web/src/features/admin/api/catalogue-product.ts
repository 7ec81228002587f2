import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminCataloguePaths, adminProductSchema, type AdminProduct } from '@konter/shared/contracts/admin-catalogue';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export const adminProductResponse = z.object({ data: adminProductSchema });

/** GET admin/catalogue/products/:code: one product with its tier prices, own prices and suppliers. */
export async function fetchCatalogueProduct(code: string): Promise<AdminProduct> {
  const { data } = await apiClient.get(adminCataloguePaths.product(encodeURIComponent(code)), {
    schema: adminProductResponse,
  });
  return data;
}

export function useCatalogueProduct(code: string) {
  return useQuery({ queryKey: adminKeys.product(code), queryFn: () => fetchCatalogueProduct(code) });
}
