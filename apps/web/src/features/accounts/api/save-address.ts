import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Address, addressBody } from '@konter/shared/contracts/accounts';
import { accountPaths, addressSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';
import { accountKeys } from './account.ts';

const savedAddressResponse = z.object({ data: addressSchema, message: z.string() });

/** POST account/address: saves the primary address; `incomplete` says it still misses a part (ACC-05). */
export async function saveAddress(body: z.output<typeof addressBody>): Promise<{ address: Address; message: string }> {
  const { data, message } = await apiClient.post(accountPaths.address, body, { schema: savedAddressResponse });
  return { address: data, message };
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: ({ address }) => queryClient.setQueryData(accountKeys.address, address),
  });
}
