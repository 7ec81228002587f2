import { useQuery } from '@tanstack/react-query';
import { bulkPaths, bulkUploadsResponseSchema } from '@konter/shared/contracts/bulk';
import { apiClient } from '../../../lib/api-client.ts';
import { bulkKeys } from './keys.ts';

/** More than a few open uploads at once is unusual; the history lists them all. */
export const openUploadsShown = 5;

/**
 * GET prabayar/excel/uploads?open=true: the uploads waiting for the person's confirmation or still being bought,
 * newest first, so the top-up screen can offer to continue them. Asked in the background: the page's alerts stay.
 */
export async function fetchOpenUploads() {
  return apiClient.get(bulkPaths.uploads, {
    query: { open: 'true', per_page: openUploadsShown },
    schema: bulkUploadsResponseSchema,
    loading: false,
    clearAlerts: false,
  });
}

export function useOpenUploads() {
  return useQuery({ queryKey: bulkKeys.open, queryFn: fetchOpenUploads });
}
