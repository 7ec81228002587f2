import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { UserSettings, userSettingsBody } from '@konter/shared/contracts/accounts';
import { accountPaths, userSettingsSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';
import { accountKeys } from './account.ts';

const savedSettingsResponse = z.object({ data: userSettingsSchema, message: z.string() });

/** POST account/user-settings/set (ACC-12): any subset; the answer is the whole saved set. */
export async function saveUserSettings(
  body: z.output<typeof userSettingsBody>,
): Promise<{ settings: UserSettings; message: string }> {
  const { data, message } = await apiClient.post(accountPaths.userSettingsSet, body, {
    schema: savedSettingsResponse,
  });
  return { settings: data, message };
}

export function useSaveUserSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserSettings,
    onSuccess: ({ settings }) => {
      queryClient.setQueryData(accountKeys.settings, settings);
      void queryClient.invalidateQueries({ queryKey: accountKeys.me });
    },
  });
}
