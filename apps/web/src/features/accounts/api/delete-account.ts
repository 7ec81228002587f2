import { useMutation } from '@tanstack/react-query';
import { accountPaths, messageResponseSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * DELETE account/delete {password} (ACC-10): refused while the deposit is not 0; the account can be restored by
 * logging in within 7 days. The session ends with it.
 */
export async function deleteAccount(password: string): Promise<string> {
  const { message } = await apiClient.request(accountPaths.deleteAccount, {
    method: 'DELETE',
    body: { password },
    schema: messageResponseSchema,
  });
  return message;
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
