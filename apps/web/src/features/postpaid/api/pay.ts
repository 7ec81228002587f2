import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PostpaidTransaction, payBody } from '@konter/shared/contracts/postpaid';
import { postpaidPaths, postpaidTransactionResponseSchema } from '@konter/shared/contracts/postpaid';
import { apiClient } from '../../../lib/api-client.ts';

export type PayBody = z.input<typeof payBody>;

/**
 * POST pascabayar/pay: pays an inquired bill from the deposit with the PIN (or password). The inquiry's ref_id is
 * the idempotency key, so sending it again (a lost reply, a double tap) answers with the first payment.
 */
export async function payBill(body: PayBody): Promise<PostpaidTransaction> {
  const { data } = await apiClient.post(postpaidPaths.pay, body, { schema: postpaidTransactionResponseSchema });
  return data;
}

export function usePayBill() {
  return useMutation({ mutationFn: payBill });
}
