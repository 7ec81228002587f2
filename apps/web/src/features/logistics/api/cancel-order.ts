import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { mloPaths, orderSchema } from '@konter/shared/contracts/logistics';
import { apiClient } from '../../../lib/api-client.ts';
import { mloKeys } from './keys.ts';

const response = z.object({ data: orderSchema });

/** POST mlo/transaction/cancel: cancels before pickup; the fee returns to the deposit once. */
export async function cancelOrder(id: string) {
  return (await apiClient.post(mloPaths.cancel, { id }, { schema: response })).data;
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mloKeys.all }),
  });
}
