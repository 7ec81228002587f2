import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountPaths, messageResponseSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';
import { accountKeys } from './account.ts';

/** POST account/phone/verify {code} (ACC-09). */
export async function verifyPhoneOtp(code: string): Promise<string> {
  const { message } = await apiClient.post(accountPaths.phoneVerify, { code }, { schema: messageResponseSchema });
  return message;
}

export function useVerifyPhoneOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhoneOtp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me }),
  });
}
