import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { deliverySchema, developerPaths } from '@konter/shared/contracts/developer';
import { apiClient } from '../../../lib/api-client.ts';
import { developerKeys } from './keys.ts';

const deliveriesResponse = z.object({ data: z.array(deliverySchema) });

/** GET developer/deliveries: every attempt of the callbacks to the reseller's URL. */
export async function fetchDeliveries() {
  return (await apiClient.get(developerPaths.deliveries, { schema: deliveriesResponse })).data;
}

export function useDeliveries() {
  return useQuery({ queryKey: developerKeys.deliveries, queryFn: fetchDeliveries });
}
