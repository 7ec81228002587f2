import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { mloPaths, orderSchema, type SendBody } from '@konter/shared/contracts/logistics';
import { apiClient } from '../../../lib/api-client.ts';
import { mloKeys } from './keys.ts';

const response = z.object({ data: orderSchema });

/** POST mlo/transaction/send: creates the order; the fee is taken from the deposit. */
export async function sendOrder(body: SendBody) {
  return (await apiClient.post(mloPaths.send, body, { schema: response })).data;
}

export function useSendOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mloKeys.all }),
  });
}
