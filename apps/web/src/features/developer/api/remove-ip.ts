import { useMutation, useQueryClient } from '@tanstack/react-query';
import { developerPaths } from '@konter/shared/contracts/developer';
import { apiClient } from '../../../lib/api-client.ts';
import { settingsResponse } from './developer-settings.ts';
import { developerKeys } from './keys.ts';

/** DELETE developer/ips/:id. */
export async function removeIp(id: string) {
  return (await apiClient.delete(`${developerPaths.ips}/${id}`, { schema: settingsResponse })).data;
}

export function useRemoveIp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeIp,
    onSuccess: (settings) => queryClient.setQueryData(developerKeys.settings, settings),
  });
}
