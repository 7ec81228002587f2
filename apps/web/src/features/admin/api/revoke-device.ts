import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaths } from '@konter/shared/contracts/admin';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** POST admin/accounts/:id/devices/:deviceId/revoke: the device is revoked and its sessions end. */
export async function revokeDevice(accountId: string, deviceId: string): Promise<void> {
  await apiClient.post(adminPaths.revokeDevice(accountId, deviceId), {});
}

export function useRevokeDevice(accountId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) => revokeDevice(accountId, deviceId),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
