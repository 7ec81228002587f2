import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { pinResetBody } from '@konter/shared/contracts/accounts';
import { accountPaths, messageResponseSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST account/pin/reset {password, pin, pin_confirmation}: a forgotten PIN, replaced with the password (ACC-07). */
export async function resetPin(body: z.output<typeof pinResetBody>): Promise<string> {
  const { message } = await apiClient.post(accountPaths.pinReset, body, { schema: messageResponseSchema });
  return message;
}

export function useResetPin() {
  return useMutation({ mutationFn: resetPin });
}
