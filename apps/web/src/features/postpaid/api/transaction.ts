import { useQuery } from '@tanstack/react-query';
import type { PostpaidTransaction } from '@konter/shared/contracts/postpaid';
import { postpaidPaths, postpaidTransactionResponseSchema } from '@konter/shared/contracts/postpaid';
import type { TransactionStatus } from '@konter/shared/contracts/transactions';
import { finalStatuses } from '@konter/shared/contracts/transactions';
import { apiClient } from '../../../lib/api-client.ts';
import { postpaidKeys } from './keys.ts';

/** How often a payment still in process is read again when no realtime event has settled it. */
export const postpaidPollMs = 5000;

export function isFinalStatus(status: TransactionStatus): boolean {
  return finalStatuses.includes(status);
}

/** GET pascabayar/transaction/{refId}. Quiet: it repeats while processing and must not wipe the page's alerts. */
export async function fetchPostpaidTransaction(refId: string): Promise<PostpaidTransaction> {
  const { data } = await apiClient.get(postpaidPaths.byRef(refId), {
    schema: postpaidTransactionResponseSchema,
    loading: false,
    clearAlerts: false,
  });
  return data;
}

/** One bill payment, read again every few seconds until it is final. */
export function usePostpaidTransaction(refId: string | null) {
  return useQuery({
    queryKey: postpaidKeys.transaction(refId ?? ''),
    queryFn: () => fetchPostpaidTransaction(refId ?? ''),
    enabled: refId !== null,
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isFinalStatus(status) ? false : postpaidPollMs;
    },
  });
}
