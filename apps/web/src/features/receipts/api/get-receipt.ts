import type { Receipt, Transaction } from '@konter/shared/contracts/transactions';
import { receiptPayment, receiptResponseSchema, transactionPaths } from '@konter/shared/contracts/transactions';
import { apiClient } from '../../../lib/api-client.ts';
import { useLiveTransaction } from '../../../lib/live-transaction.ts';
import { receiptKeys } from './keys.ts';

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

const statusOf = (receipt: Receipt) => receipt.transaction.status;

/**
 * A receipt with its live status: a `transaction.updated` event for it replaces the transaction at once (and the
 * receipt is read again for the rest); while it is processing it is also read every few seconds, in case the
 * realtime channel is down.
 */
export function useReceipt(refId: string) {
  return useLiveTransaction({
    refId,
    queryKey: receiptKeys.receipt(refId),
    queryFn: () => fetchReceipt(refId),
    statusOf,
    withTransaction,
    readAgainAfterEvent: true,
    refetchOnWindowFocus: true,
  });
}
