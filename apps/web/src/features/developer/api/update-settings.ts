import { useMutation, useQueryClient } from '@tanstack/react-query';
import { developerPaths } from '@konter/shared/contracts/developer';
import { apiClient } from '../../../lib/api-client.ts';
import { settingsResponse } from './developer-settings.ts';
import { developerKeys } from './keys.ts';

/** POST developer/update-settings (DEV-01): the callback URL and its secret; 'invalid webhook format' as a 422. */
export async function updateDeveloperSettings(body: { callback_url: string | null; callback_secret?: string }) {
  return (await apiClient.post(developerPaths.updateSettings, body, { schema: settingsResponse })).data;
}

export function useUpdateDeveloperSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeveloperSettings,
    onSuccess: (settings) => queryClient.setQueryData(developerKeys.settings, settings),
  });
}
