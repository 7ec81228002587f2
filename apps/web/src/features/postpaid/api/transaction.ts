import type { PostpaidTransaction } from '@konter/shared/contracts/postpaid';
import { postpaidPaths, postpaidTransactionResponseSchema } from '@konter/shared/contracts/postpaid';
import type { Transaction } from '@konter/shared/contracts/transactions';
import { apiClient } from '../../../lib/api-client.ts';
import { useLiveTransaction } from '../../../lib/live-transaction.ts';
import { postpaidKeys } from './keys.ts';

/** GET pascabayar/transaction/{refId}. Quiet: it repeats while processing and must not wipe the page's alerts. */
export async function fetchPostpaidTransaction(refId: string): Promise<PostpaidTransaction> {
  const { data } = await apiClient.get(postpaidPaths.byRef(refId), {
    schema: postpaidTransactionResponseSchema,
    loading: false,
    clearAlerts: false,
  });
  return data;
}

const statusOf = (transaction: PostpaidTransaction) => transaction.status;
/** The event carries the plain transaction: the bill snapshot stays. */
const merged = (current: PostpaidTransaction, transaction: Transaction) => ({ ...current, ...transaction });

/**
 * A bill payment with its live status, settled the moment the supplier answers. `onFinal` runs once when it is (or
 * becomes) final, e.g. to reload the balance a refund changed.
 */
export function usePostpaidTransaction(refId: string | null, onFinal?: (transaction: PostpaidTransaction) => void) {
  return useLiveTransaction({
    refId,
    queryKey: postpaidKeys.transaction(refId ?? ''),
    queryFn: () => fetchPostpaidTransaction(refId ?? ''),
    statusOf,
    withTransaction: merged,
    pollBeforeFirstRead: true,
    ...(onFinal ? { onFinal } : {}),
  });
}
