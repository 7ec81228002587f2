import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  productListResponse,
  shopOrderSchema,
  shopPaths,
  shopProductSchema,
  type adminOrderStatusBody,
  type adminProductBody,
} from '@konter/shared/contracts/shop';
import { apiClient } from '../../../lib/api-client.ts';
import { shopKeys } from './keys.ts';

const ordersResponse = z.object({
  data: z.array(shopOrderSchema),
  meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }),
});

/** GET admin/shop/products (ADM-01 "shop"): every product, hidden ones too. */
export function useAdminProducts(q: string) {
  return useQuery({
    queryKey: [...shopKeys.all, 'admin', 'products', q],
    queryFn: () =>
      apiClient.get(shopPaths.adminProducts, { query: q ? { q } : {}, schema: productListResponse, loading: false }),
  });
}

/** POST (new) or PUT (existing) admin/shop/products: the product as the server saved it. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: z.input<typeof adminProductBody> }) => {
      const options = { schema: z.object({ data: shopProductSchema }) };
      return (
        id
          ? await apiClient.put(shopPaths.adminProduct(id), body, options)
          : await apiClient.post(shopPaths.adminProducts, body, options)
      ).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}

/** GET admin/shop/orders (SHP-05): the tenant's orders by status. */
export function useAdminOrders(status: string) {
  return useQuery({
    queryKey: [...shopKeys.all, 'admin', 'orders', status],
    queryFn: () => apiClient.get(shopPaths.adminOrders, { query: { status }, schema: ordersResponse, loading: false }),
  });
}

/** POST admin/shop/orders/{id}/status: processed, shipped (with the receipt number), done or cancelled. */
export function useMoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: z.input<typeof adminOrderStatusBody> }) =>
      (await apiClient.post(shopPaths.adminOrderStatus(id), body, { schema: z.object({ data: shopOrderSchema }) }))
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}
