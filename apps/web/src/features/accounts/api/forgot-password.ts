import { useMutation } from '@tanstack/react-query';
import { accountPaths, messageResponseSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST auth/forgot-password {email} (ACC-03): the same answer whether or not the address is registered. */
export async function forgotPassword(email: string): Promise<string> {
  const { message } = await apiClient.post(accountPaths.forgotPassword, { email }, { schema: messageResponseSchema });
  return message;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
