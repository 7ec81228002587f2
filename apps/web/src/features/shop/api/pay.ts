import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  shopOrderSchema,
  shopPaths,
  shopPaymentMethods,
  type cartPayBody,
  type ShopPaymentMethod,
} from '@konter/shared/contracts/shop';
import { apiClient } from '../../../lib/api-client.ts';
import { shopKeys } from './keys.ts';

/** POST shop/cart/pay (SHP-03): the chosen lines paid from the deposit; the order comes back. */
export function usePayCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.output<typeof cartPayBody>) =>
      (await apiClient.post(shopPaths.cartPay, body, { schema: z.object({ data: shopOrderSchema }) })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}

const isShopPaymentMethod = (method: string): method is ShopPaymentMethod =>
  (shopPaymentMethods as readonly string[]).includes(method);

/** POST shop/payment/channel (SHP-03): how a member may pay, the deposit first; a method this app does not know is left out. */
export function useMemberPaymentChannels() {
  return useQuery({
    queryKey: shopKeys.memberPaymentChannels,
    staleTime: 5 * 60_000,
    queryFn: async () =>
      (
        await apiClient.post(
          shopPaths.paymentChannel,
          {},
          { schema: z.object({ data: z.array(z.string()) }), loading: false },
        )
      ).data.filter(isShopPaymentMethod),
  });
}
