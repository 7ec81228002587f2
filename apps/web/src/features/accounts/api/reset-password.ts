import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resetPasswordBody } from '@konter/shared/contracts/accounts';
import { accountPaths, messageResponseSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST auth/reset-password {token, password, password_confirmation} (ACC-03); every session ends. */
export async function resetPassword(body: z.output<typeof resetPasswordBody>): Promise<string> {
  const { message } = await apiClient.post(accountPaths.resetPassword, body, { schema: messageResponseSchema });
  return message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
