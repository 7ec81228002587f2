import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountPaths, messageResponseSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';
import { accountKeys } from './account.ts';

export type DeviceAction = 'accept' | 'reject' | 'revoke' | 'unblock';

/** POST account/device/{id}/accept|reject|revoke|unblock (ACC-08); only a trusted device may decide. */
export async function decideDevice({ id, action }: { id: string; action: DeviceAction }): Promise<string> {
  const { message } = await apiClient.post(accountPaths.deviceAction(id, action), undefined, {
    schema: messageResponseSchema,
  });
  return message;
}

export function useDecideDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.devices }),
  });
}
