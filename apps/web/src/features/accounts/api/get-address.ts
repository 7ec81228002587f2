import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Address } from '@konter/shared/contracts/accounts';
import { accountPaths, addressSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';
import { accountKeys } from './account.ts';

const addressResponse = z.object({ data: addressSchema.nullable() });

/** GET account/address: the primary address, or null before one is saved (ACC-05). */
export async function fetchAddress(): Promise<Address | null> {
  const { data } = await apiClient.get(accountPaths.address, { schema: addressResponse });
  return data;
}

export function useAddress() {
  return useQuery({ queryKey: accountKeys.address, queryFn: fetchAddress });
}
