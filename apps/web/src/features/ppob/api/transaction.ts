import type { Transaction } from '@konter/shared/contracts/transactions';
import { transactionPaths, transactionResponseSchema } from '@konter/shared/contracts/transactions';
import { apiClient } from '../../../lib/api-client.ts';
import { useLiveTransaction } from '../../../lib/live-transaction.ts';
import { catalogueKeys } from './catalogue.ts';

/** GET prabayar/transaction/{refId}. Quiet: it repeats while processing and must not wipe the page's alerts. */
export async function fetchTransaction(refId: string): Promise<Transaction> {
  const { data } = await apiClient.get(transactionPaths.byRef(refId), {
    schema: transactionResponseSchema,
    loading: false,
    clearAlerts: false,
  });
  return data;
}

const statusOf = (transaction: Transaction) => transaction.status;
const replaced = (_current: Transaction, transaction: Transaction) => transaction;

/**
 * A purchase with its live status (TRX-06): an event carries the whole transaction, so it replaces what is shown.
 * `onFinal` runs once when it is (or becomes) final, e.g. to reload the balance a refund changed.
 */
export function useTransaction(refId: string | null, onFinal?: (transaction: Transaction) => void) {
  return useLiveTransaction({
    refId,
    queryKey: catalogueKeys.transaction(refId ?? ''),
    queryFn: () => fetchTransaction(refId ?? ''),
    statusOf,
    withTransaction: replaced,
    pollBeforeFirstRead: true,
    ...(onFinal ? { onFinal } : {}),
  });
}
