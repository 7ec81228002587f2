import { useQuery } from '@tanstack/react-query';
import type { Biller, PostpaidType } from '@konter/shared/contracts/postpaid';
import { billersResponseSchema, postpaidPaths } from '@konter/shared/contracts/postpaid';
import { apiClient } from '../../../lib/api-client.ts';
import { postpaidKeys } from './keys.ts';

/**
 * GET pascabayar/{type}/billers: the billers of a type (PDAM of several cities, multifinance companies…) with their
 * admin fees. An empty list means the type is not offered (yet).
 */
export async function fetchBillers(type: PostpaidType): Promise<Biller[]> {
  const { data } = await apiClient.get(postpaidPaths.billers(type), { schema: billersResponseSchema });
  return data.billers;
}

export function useBillers(type: PostpaidType) {
  return useQuery({ queryKey: postpaidKeys.billers(type), queryFn: () => fetchBillers(type), staleTime: 60_000 });
}
