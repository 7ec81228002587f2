import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminCataloguePaths, priceHistoryEntrySchema } from '@konter/shared/contracts/admin-catalogue';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

const historyResponse = z.object({ data: z.array(priceHistoryEntrySchema) });

/** GET admin/catalogue/products/:code/history: the product's changes from the audit trail, newest first. */
export async function fetchPriceHistory(code: string) {
  const { data } = await apiClient.get(adminCataloguePaths.productHistory(encodeURIComponent(code)), {
    schema: historyResponse,
    loading: false,
  });
  return data;
}

export function usePriceHistory(code: string) {
  return useQuery({ queryKey: adminKeys.productHistory(code), queryFn: () => fetchPriceHistory(code) });
}
