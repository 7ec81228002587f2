import { useMutation, useQueryClient } from '@tanstack/react-query';
import { developerPaths } from '@konter/shared/contracts/developer';
import { apiClient } from '../../../lib/api-client.ts';
import { settingsResponse } from './developer-settings.ts';
import { developerKeys } from './keys.ts';

/** POST developer/ips: an address the reseller's server calls from, pending until an admin approves it (DEV-02). */
export async function addIp(ip: string) {
  return (await apiClient.post(developerPaths.ips, { ip }, { schema: settingsResponse })).data;
}

export function useAddIp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addIp,
    onSuccess: (settings) => queryClient.setQueryData(developerKeys.settings, settings),
  });
}
