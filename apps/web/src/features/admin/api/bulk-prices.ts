import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminCataloguePaths,
  bulkPriceResultSchema,
  type BulkPriceBody,
} from '@konter/shared/contracts/admin-catalogue';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

const bulkResponse = z.object({ data: bulkPriceResultSchema });

/** POST admin/catalogue/bulk: one tier's price of every product the filter matches moves by an amount. */
export async function bulkPrices(body: BulkPriceBody) {
  const { data } = await apiClient.post(adminCataloguePaths.bulk, body, { schema: bulkResponse });
  return data;
}

export function useBulkPrices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bulkPrices,
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
