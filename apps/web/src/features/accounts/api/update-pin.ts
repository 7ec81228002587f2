import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { pinUpdateBody } from '@konter/shared/contracts/accounts';
import { accountPaths, messageResponseSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST account/pin/update {old_pin, pin, pin_confirmation} (ACC-07); too many wrong tries answer 429. */
export async function updatePin(body: z.output<typeof pinUpdateBody>): Promise<string> {
  const { message } = await apiClient.post(accountPaths.pinUpdate, body, { schema: messageResponseSchema });
  return message;
}

export function useUpdatePin() {
  return useMutation({ mutationFn: updatePin });
}
