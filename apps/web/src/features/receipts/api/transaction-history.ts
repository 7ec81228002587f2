import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Transaction } from '@konter/shared/contracts/transactions';
import { postpaidHistoryResponseSchema, postpaidPaths } from '@konter/shared/contracts/postpaid';
import { historyResponseSchema, isFinalStatus, transactionPaths } from '@konter/shared/contracts/transactions';
import { apiClient } from '../../../lib/api-client.ts';
import { useRealtimeEvents } from '../../../lib/realtime.ts';
import type { HistoryFilters, HistoryRequestQuery } from '../history-filters.ts';
import { historyRequestQuery } from '../history-filters.ts';
import type { HistoryKind } from '../paths.ts';
import { receiptKeys } from './keys.ts';

export type TransactionHistoryPage = z.infer<typeof historyResponseSchema>;

/**
 * GET prabayar/transactions or pascabayar/transactions with search, status and date filters, one page at a time. A
 * paid bill is a transaction with its bill; the list shows what both have.
 */
export async function fetchTransactionHistory(
  query: HistoryRequestQuery,
  kind: HistoryKind = 'prabayar',
): Promise<TransactionHistoryPage> {
  if (kind === 'pascabayar')
    return apiClient.get(postpaidPaths.history, { query, schema: postpaidHistoryResponseSchema });
  return apiClient.get(transactionPaths.history, { query, schema: historyResponseSchema });
}

/**
 * The prepaid history for the filters in the URL. The previous page stays on screen while the next one loads, and a
 * transaction that changes (processing → success) changes in the list without a reload.
 */
/** `enabled` false: nothing is asked (a tenant with PPOB switched off has no purchases to list, PLT-10). */
export function useTransactionHistory(filters: HistoryFilters, kind: HistoryKind = 'prabayar', enabled = true) {
  const queryClient = useQueryClient();
  const query = historyRequestQuery(filters);
  const history = useQuery({
    queryKey: receiptKeys.history(kind, query),
    queryFn: () => fetchTransactionHistory(query, kind),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    enabled,
  });
  // Listens only while a row on screen can still change.
  const listening = history.data?.data.some((row) => !isFinalStatus(row.status)) ?? false;
  useRealtimeEvents((event) => {
    if (event.type !== 'transaction.updated') return;
    const changed: Transaction = event.transaction;
    queryClient.setQueriesData<TransactionHistoryPage>({ queryKey: receiptKeys.histories }, (current) =>
      current
        ? {
            ...current,
            data: current.data.map((row) => (row.ref_id === changed.ref_id ? { ...row, ...changed } : row)),
          }
        : current,
    );
  }, listening);
  return history;
}
