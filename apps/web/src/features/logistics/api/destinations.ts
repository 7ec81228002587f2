import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { destinationListSchema, mloPaths, type DestinationCourier } from '@konter/shared/contracts/logistics';
import { apiClient } from '../../../lib/api-client.ts';
import { mloKeys } from './keys.ts';

const response = z.object({ data: destinationListSchema });

/**
 * POST mlo/transaction/{courier}/get_destination with `search_key` (MLO-05, MLO-06): the courier's own destinations
 * holding every word typed, asked from 3 letters on; the server keeps the courier's list for the tenant.
 */
export function useDestinationSearch(courier: DestinationCourier, searchKey: string) {
  const key = searchKey.trim();
  return useQuery({
    queryKey: mloKeys.destinations(courier, key),
    enabled: key.length >= 3,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    queryFn: async () =>
      (await apiClient.post(mloPaths.destinations(courier), { search_key: key }, { schema: response, loading: false }))
        .data.destinations,
  });
}
