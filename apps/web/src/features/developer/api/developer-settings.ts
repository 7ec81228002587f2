import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { developerPaths, developerSettingsSchema, type DeveloperSettings } from '@konter/shared/contracts/developer';
import { apiClient } from '../../../lib/api-client.ts';
import { developerKeys } from './keys.ts';

export const settingsResponse = z.object({ data: developerSettingsSchema });

/** GET developer/webhook (DEV-01): username, key hints, callback URL and secret, the IP list with its states. */
export async function fetchDeveloperSettings(): Promise<DeveloperSettings> {
  return (await apiClient.get(developerPaths.settings, { schema: settingsResponse })).data;
}

export function useDeveloperSettings() {
  return useQuery({ queryKey: developerKeys.settings, queryFn: fetchDeveloperSettings });
}
