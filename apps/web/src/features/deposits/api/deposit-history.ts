import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Deposit } from '@konter/shared/contracts/deposits';
import { depositPaths, depositSchema } from '@konter/shared/contracts/deposits';
import { apiClient } from '../../../lib/api-client.ts';
import { depositKeys } from './deposit-settings.ts';

export const historyPageSize = 20;

const historyResponse = z.object({ data: z.array(depositSchema) });

/** GET deposit/history?page=&per_page= (DEP-03): the person's top-ups, newest first. */
export async function fetchDepositHistory(page: number, perPage = historyPageSize): Promise<Deposit[]> {
  const { data } = await apiClient.get(depositPaths.history, {
    query: { page, per_page: perPage },
    schema: historyResponse,
  });
  return data;
}

export function useDepositHistory() {
  return useInfiniteQuery({
    queryKey: depositKeys.history,
    queryFn: ({ pageParam }) => fetchDepositHistory(pageParam),
    initialPageParam: 1,
    // A full page may have a next one; a short page is the last.
    getNextPageParam: (last, pages) => (last.length === historyPageSize ? pages.length + 1 : undefined),
    staleTime: 0,
  });
}
