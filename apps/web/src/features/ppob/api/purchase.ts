import { useMutation } from '@tanstack/react-query';
import type { PurchaseBody, Transaction } from '@konter/shared/contracts/transactions';
import { purchaseResponseSchema, transactionPaths } from '@konter/shared/contracts/transactions';
import { apiClient } from '../../../lib/api-client.ts';

export type PurchaseResult = { transaction: Transaction; replayed: boolean };

/**
 * POST prabayar/transaction (TRX-01..TRX-08): buys one product from the deposit. The same request_id (or order
 * number) sent again answers with the first purchase (`replayed`), never a second one.
 */
export async function purchase(body: PurchaseBody): Promise<PurchaseResult> {
  const { data, replayed } = await apiClient.post(transactionPaths.purchase, body, { schema: purchaseResponseSchema });
  return { transaction: data, replayed };
}

export function usePurchase() {
  return useMutation({ mutationFn: purchase });
}
