import { useMutation, useQueryClient } from '@tanstack/react-query';
import { depositPaths } from '@konter/shared/contracts/deposits';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/**
 * POST admin/deposit/requests/:id/confirm (DEP-10): the amount that arrived is credited through the ledger; less than asked
 * is recorded as the underpayment, 0 rejects. Audited on the server.
 */
export async function confirmDepositRequest(id: string, approvedAmount: number): Promise<void> {
  await apiClient.post(depositPaths.adminRequestConfirm(id), { approved_amount: approvedAmount });
}

export function useConfirmDepositRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approvedAmount }: { id: string; approvedAmount: number }) =>
      confirmDepositRequest(id, approvedAmount),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
