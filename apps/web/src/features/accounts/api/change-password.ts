import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changePasswordBody } from '@konter/shared/contracts/accounts';
import { accountPaths, messageResponseSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST account/password (ACC-05): old one right, new one different; other devices are signed out. */
export async function changePassword(body: z.output<typeof changePasswordBody>): Promise<string> {
  const { message } = await apiClient.post(accountPaths.password, body, { schema: messageResponseSchema });
  return message;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
