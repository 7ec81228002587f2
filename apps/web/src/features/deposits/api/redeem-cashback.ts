import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { cashbackRedeemResultSchema, depositPaths } from '@konter/shared/contracts/deposits';
import type { cashbackRedeemBody } from '@konter/shared/contracts/deposits';
import { apiClient } from '../../../lib/api-client.ts';

export type CashbackRedeemResult = z.infer<typeof cashbackRedeemResultSchema>;

const redeemResponse = z.object({ data: cashbackRedeemResultSchema, message: z.string() });

/** POST deposit/cashback-redeem (DEP-09): the cashback wallet (all of it without an amount) moves to the deposit. */
export async function redeemCashback(
  body: z.input<typeof cashbackRedeemBody> = {},
): Promise<{ result: CashbackRedeemResult; message: string }> {
  const { data, message } = await apiClient.post(depositPaths.cashbackRedeem, body, { schema: redeemResponse });
  return { result: data, message };
}

export function useRedeemCashback() {
  return useMutation({ mutationFn: redeemCashback });
}
