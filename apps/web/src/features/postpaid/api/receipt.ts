import type { PostpaidReceipt } from '@konter/shared/contracts/postpaid';
import { postpaidPaths, postpaidReceiptResponseSchema } from '@konter/shared/contracts/postpaid';
import type { Transaction } from '@konter/shared/contracts/transactions';
import { receiptPayment } from '@konter/shared/contracts/transactions';
import { apiClient } from '../../../lib/api-client.ts';
import { useLiveTransaction } from '../../../lib/live-transaction.ts';
import { postpaidKeys } from './keys.ts';

/** GET receipt/pascabayar/{refId} (RCP-01 for bills). Quiet: it repeats while the payment is processing. */
export async function fetchPostpaidReceipt(refId: string): Promise<PostpaidReceipt> {
  const { data } = await apiClient.get(postpaidPaths.receipt(refId), {
    schema: postpaidReceiptResponseSchema,
    loading: false,
    clearAlerts: false,
  });
  return data;
}

/**
 * What a realtime update of the payment means for its receipt before the receipt is read again: the new status,
 * serial and reason; the bill snapshot stays (the event carries the plain transaction).
 */
export function receiptWithTransaction(receipt: PostpaidReceipt, transaction: Transaction): PostpaidReceipt {
  const merged = { ...receipt.transaction, ...transaction };
  return { ...receipt, transaction: merged, ...receiptPayment(merged, receipt.buying_price) };
}

const statusOf = (receipt: PostpaidReceipt) => receipt.transaction.status;

/** A bill receipt with its live status: realtime events, and a read every few seconds while it is processing. */
export function usePostpaidReceipt(refId: string) {
  return useLiveTransaction({
    refId,
    queryKey: postpaidKeys.receipt(refId),
    queryFn: () => fetchPostpaidReceipt(refId),
    statusOf,
    withTransaction: receiptWithTransaction,
    readAgainAfterEvent: true,
    refetchOnWindowFocus: true,
  });
}
