import { useQuery } from '@tanstack/react-query';
import type { Transaction, TransactionStatus } from '@konter/shared/contracts/transactions';
import { finalStatuses, transactionPaths, transactionResponseSchema } from '@konter/shared/contracts/transactions';
import { apiClient } from '../../../lib/api-client.ts';
import { catalogueKeys } from './catalogue.ts';

/** How often a transaction still in process is read again when no realtime event has settled it. */
export const transactionPollMs = 5000;

export function isFinalStatus(status: TransactionStatus): boolean {
  return finalStatuses.includes(status);
}

/** GET prabayar/transaction/{refId}. Quiet: it repeats while processing and must not wipe the page's alerts. */
export async function fetchTransaction(refId: string): Promise<Transaction> {
  const { data } = await apiClient.get(transactionPaths.byRef(refId), {
    schema: transactionResponseSchema,
    loading: false,
    clearAlerts: false,
  });
  return data;
}

/** One transaction, read again every few seconds until it is final (TRX-06). */
export function useTransaction(refId: string | null) {
  return useQuery({
    queryKey: catalogueKeys.transaction(refId ?? ''),
    queryFn: () => fetchTransaction(refId ?? ''),
    enabled: refId !== null,
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isFinalStatus(status) ? false : transactionPollMs;
    },
  });
}
