import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { pinStoreBody } from '@konter/shared/contracts/accounts';
import { accountPaths, messageResponseSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';
import { accountKeys } from './account.ts';

/** POST account/pin/store {pin, pin_confirmation}: the first PIN (ACC-07). */
export async function storePin(body: z.output<typeof pinStoreBody>): Promise<string> {
  const { message } = await apiClient.post(accountPaths.pinStore, body, { schema: messageResponseSchema });
  return message;
}

export function useStorePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storePin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me }),
  });
}
