import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LoginResponse, loginBody } from '@konter/shared/contracts/accounts';
import { accountPaths, loginResponseSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST auth/login (ACC-02): authenticated at once, or a request a trusted device must approve (ACC-08). */
export async function login(body: z.output<typeof loginBody>): Promise<LoginResponse> {
  return apiClient.post(accountPaths.login, body, { schema: loginResponseSchema });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
