import { useMutation } from '@tanstack/react-query';
import { accountPaths, messageResponseSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST auth/resend-verification {email}: the same answer whether or not the address is registered. */
export async function resendVerification(email: string): Promise<string> {
  const { message } = await apiClient.post(
    accountPaths.resendVerification,
    { email },
    { schema: messageResponseSchema },
  );
  return message;
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
