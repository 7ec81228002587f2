import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { UserSettings } from '@konter/shared/contracts/accounts';
import { accountPaths, userSettingsSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';
import { accountKeys } from './account.ts';

const settingsResponse = z.object({ data: userSettingsSchema });

/** POST account/user-settings/get (ACC-12): a read, though the API spells it as a POST. */
export async function fetchUserSettings(): Promise<UserSettings> {
  const { data } = await apiClient.post(accountPaths.userSettingsGet, undefined, { schema: settingsResponse });
  return data;
}

export function useUserSettings() {
  return useQuery({ queryKey: accountKeys.settings, queryFn: fetchUserSettings });
}
