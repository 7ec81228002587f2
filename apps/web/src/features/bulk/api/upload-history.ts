import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bulkPaths, bulkUploadsResponseSchema } from '@konter/shared/contracts/bulk';
import { apiClient } from '../../../lib/api-client.ts';
import { bulkKeys } from './keys.ts';

export const historyPageSize = 20;

/** GET prabayar/excel/uploads (XLS-05): the report centre's upload history, newest first. */
export async function fetchUploadHistory(page: number) {
  return apiClient.get(bulkPaths.uploads, {
    query: { page, per_page: historyPageSize },
    schema: bulkUploadsResponseSchema,
  });
}

export function useUploadHistory(page: number) {
  return useQuery({
    queryKey: bulkKeys.history(page),
    queryFn: () => fetchUploadHistory(page),
    placeholderData: keepPreviousData,
    // An upload still running changes its counts: refresh while one is on screen.
    refetchInterval: (query) =>
      query.state.data?.data.some((upload) => upload.status === 'queued' || upload.status === 'processing')
        ? 5_000
        : false,
  });
}
