import { useMutation } from '@tanstack/react-query';
import { accountPaths, messageResponseSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST auth/logout: ends this device's session on the server and clears the cookie (ACC-02). */
export async function logout(): Promise<string> {
  const { message } = await apiClient.post(accountPaths.logout, undefined, { schema: messageResponseSchema });
  return message;
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
