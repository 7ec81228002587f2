import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { CustomerDebt, CustomerDebtPaymentBody, Receipt } from '@konter/shared/contracts/transactions';
import { customerDebtSchema, transactionPaths } from '@konter/shared/contracts/transactions';
import { apiClient } from '../../../lib/api-client.ts';
import { receiptKeys } from './keys.ts';

const paidResponse = z.object({ data: customerDebtSchema, message: z.string() });

/**
 * POST prabayar/transaction/{refId}/customer-debt (§3 down payment): the customer paid part or (no amount) all of
 * what they still owe. A 422 says how much is left; a 409 that nothing is owed any more.
 */
export async function payCustomerDebt(
  refId: string,
  body: CustomerDebtPaymentBody,
): Promise<{ debt: CustomerDebt; message: string }> {
  const { data, message } = await apiClient.post(transactionPaths.customerDebt(refId), body, { schema: paidResponse });
  return { debt: data, message };
}

/** Records the payment; the open receipt shows the debt as the server now has it. */
export function usePayCustomerDebt(refId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerDebtPaymentBody) => payCustomerDebt(refId, body),
    onSuccess: ({ debt }) => {
      queryClient.setQueryData<Receipt>(receiptKeys.receipt(refId), (current) =>
        current ? { ...current, customer_debt: debt } : current,
      );
    },
  });
}
