import { useMutation } from '@tanstack/react-query';
import { accountPaths, messageResponseSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST auth/verify-email {token}: the token comes from the link in the verification e-mail (ACC-01). */
export async function verifyEmail(token: string): Promise<string> {
  const { message } = await apiClient.post(accountPaths.verifyEmail, { token }, { schema: messageResponseSchema });
  return message;
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
