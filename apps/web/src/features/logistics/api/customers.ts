import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { customerSchema, mloPaths, type CustomerBody } from '@konter/shared/contracts/logistics';
import { apiClient } from '../../../lib/api-client.ts';
import { mloKeys } from './keys.ts';

const list = z.object({ data: z.array(customerSchema) });

/** GET mlo/customer-address: the agent's address book (MLO-06), each with its district and picked destinations. */
export async function fetchCustomers() {
  return (await apiClient.get(mloPaths.customers, { schema: list })).data;
}

export function useCustomers(enabled = true) {
  return useQuery({ queryKey: mloKeys.customers, queryFn: fetchCustomers, enabled });
}

/** POST mlo/customer-address/delete. */
export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post(mloPaths.customerDelete, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mloKeys.customers }),
  });
}

/** POST mlo/customer-address: a new entry, its district from the region search (the server writes the names). */
export function useAddCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerBody) => apiClient.post(mloPaths.customers, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mloKeys.customers }),
  });
}
