import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Receipt, Transaction } from '@konter/shared/contracts/transactions';
import { receiptPayment, receiptResponseSchema, transactionPaths } from '@konter/shared/contracts/transactions';
import { apiClient } from '../../../lib/api-client.ts';
import { useRealtimeEvents } from '../../../lib/realtime.ts';
import { isPendingStatus } from '../format.ts';
import { receiptKeys } from './keys.ts';

/** How often a receipt still processing is read again, for when the realtime channel is down. */
export const receiptPollMs = 5000;

/**
 * GET receipt/prabayar/{refId} (RCP-01). Quiet (no global loading indicator, alerts kept): it repeats while the
 * transaction is processing and must not flash the indicator or wipe a message the person is reading.
 */
export async function fetchReceipt(refId: string): Promise<Receipt> {
  const { data } = await apiClient.get(transactionPaths.receipt(refId), {
    schema: receiptResponseSchema,
    loading: false,
    clearAlerts: false,
  });
  return data;
}

/**
 * What a changed transaction means for its receipt, before the receipt is read again: its payment (paid, waiting,
 * refunded) and, once it failed, no buying price.
 */
export function withTransaction(receipt: Receipt, transaction: Transaction): Receipt {
  return { ...receipt, transaction, ...receiptPayment(transaction, receipt.buying_price) };
}

/**
 * A receipt with its live status: a `transaction.updated` event for it replaces the transaction at once (and the
 * receipt is read again for the rest); while it is processing it is also read every few seconds, in case the
 * realtime channel is down.
 */
export function useReceipt(refId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: receiptKeys.receipt(refId),
    queryFn: () => fetchReceipt(refId),
    staleTime: 0,
    refetchInterval: (current) => {
      const status = current.state.data?.transaction.status;
      return status && isPendingStatus(status) ? receiptPollMs : false;
    },
    refetchOnWindowFocus: true,
  });
  const status = query.data?.transaction.status;
  useRealtimeEvents(
    (event) => {
      if (event.type !== 'transaction.updated' || event.transaction.ref_id !== refId) return;
      queryClient.setQueryData<Receipt>(receiptKeys.receipt(refId), (current) =>
        current ? withTransaction(current, event.transaction) : current,
      );
      void queryClient.invalidateQueries({ queryKey: receiptKeys.receipt(refId) });
    },
    status !== undefined && isPendingStatus(status),
  );
  return query;
}
