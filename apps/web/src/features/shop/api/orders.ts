import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { shopOrderSchema, shopPaths } from '@konter/shared/contracts/shop';
import { apiClient } from '../../../lib/api-client.ts';
import { shopKeys } from './keys.ts';

const ordersResponse = z.object({
  data: z.array(shopOrderSchema),
  meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }),
});

/** POST shop/transactions/index (SHP-05): the account's orders, by status. */
export function useOrders(status: string) {
  return useQuery({
    queryKey: shopKeys.orders(status),
    queryFn: async () => apiClient.post(shopPaths.transactions, { status }, { schema: ordersResponse, loading: false }),
  });
}
