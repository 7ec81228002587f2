import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registerBody } from '@konter/shared/contracts/accounts';
import { accountPaths, messageResponseSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST auth/register (ACC-01): the answer is a message; the account stays unverified until the e-mail link. */
export async function register(body: z.output<typeof registerBody>): Promise<string> {
  const { message } = await apiClient.post(accountPaths.register, body, { schema: messageResponseSchema });
  return message;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
