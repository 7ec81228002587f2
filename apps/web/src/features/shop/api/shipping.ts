import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { shippingCostResponse, shopAddressSchema, shopPaths, type addressBody } from '@konter/shared/contracts/shop';
import { apiClient } from '../../../lib/api-client.ts';
import { shopKeys } from './keys.ts';

const addressesResponse = z.object({ data: z.array(shopAddressSchema) });

/** GET shop/shiping/list-address (SHP-04): the account's addresses, the primary first. */
export function useAddresses() {
  return useQuery({
    queryKey: shopKeys.addresses,
    queryFn: async () =>
      (await apiClient.get(shopPaths.addressList, { schema: addressesResponse, loading: false })).data,
  });
}

/**
 * POST shop/shiping/add, update, pick and delete: each answers the whole book, which replaces the cached one (the
 * primary flag may have moved to another address).
 */
export function useAddressChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      change:
        | { kind: 'add'; body: z.input<typeof addressBody> }
        | { kind: 'update'; body: z.input<typeof addressBody> & { id: string } }
        | { kind: 'pick' | 'delete'; id: string },
    ) => {
      const path = {
        add: shopPaths.addressAdd,
        update: shopPaths.addressUpdate,
        pick: shopPaths.addressPick,
        delete: shopPaths.addressDelete,
      }[change.kind];
      const body = 'body' in change ? change.body : { id: change.id };
      return (await apiClient.post(path, body, { schema: addressesResponse })).data;
    },
    onSuccess: (addresses) => queryClient.setQueryData(shopKeys.addresses, addresses),
  });
}

/** POST shop/public/shiping/cost: every courier's services for the address's postcode and the parcel's weight. */
export function useShippingCost(postcode: string | null, weight: number) {
  return useQuery({
    queryKey: shopKeys.shippingCost(postcode ?? '', weight),
    enabled: postcode !== null && weight > 0,
    queryFn: async () =>
      (await apiClient.post(shopPaths.cost, { postcode, weight }, { schema: shippingCostResponse, loading: false }))
        .data,
  });
}
