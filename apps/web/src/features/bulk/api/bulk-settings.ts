import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { bulkPaths, bulkSettingsSchema, type BulkSettings } from '@konter/shared/contracts/bulk';
import { apiClient } from '../../../lib/api-client.ts';
import { bulkKeys } from './keys.ts';

const response = z.object({ data: bulkSettingsSchema });

/** GET prabayar/excel/settings: rows per file (XLS-02), PIN or password, how long the history is kept. */
export async function fetchBulkSettings(): Promise<BulkSettings> {
  return (await apiClient.get(bulkPaths.settings, { schema: response, clearAlerts: false })).data;
}

/** Asked only once spreadsheet access is known (`enabled`): anybody else would get a 403 and its snackbar. */
export function useBulkSettings(enabled = true) {
  return useQuery({ queryKey: bulkKeys.settings, queryFn: fetchBulkSettings, staleTime: 5 * 60_000, enabled });
}
