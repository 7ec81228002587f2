import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { shopOrderSchema, shopPaths, type cartPayBody } from '@konter/shared/contracts/shop';
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
