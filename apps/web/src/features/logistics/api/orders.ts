import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mloPaths, orderSchema } from '@konter/shared/contracts/logistics';
import { apiClient } from '../../../lib/api-client.ts';
import { mloKeys } from './keys.ts';

const response = z.object({ data: z.array(orderSchema) });

/** GET mlo/transaction: this agent's parcel orders, newest first. */
export async function fetchOrders() {
  return (await apiClient.get(mloPaths.orders, { schema: response })).data;
}

export function useOrders(enabled = true) {
  return useQuery({ queryKey: mloKeys.orders, queryFn: fetchOrders, enabled });
}
