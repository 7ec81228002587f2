import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mloPaths, orderSchema } from '@konter/shared/contracts/logistics';
import { apiClient } from '../../../lib/api-client.ts';
import { mloKeys } from './keys.ts';

const response = z.object({ data: orderSchema });

/** GET mlo/transaction/{id}: one order (its label). */
export async function fetchOrder(id: string) {
  return (await apiClient.get(mloPaths.order(id), { schema: response })).data;
}

export function useOrder(id: string) {
  return useQuery({ queryKey: mloKeys.order(id), queryFn: () => fetchOrder(id) });
}
