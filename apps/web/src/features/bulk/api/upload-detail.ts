import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bulkPaths,
  bulkUploadResponseSchema,
  type BulkUploadDetail,
  type BulkUploadStatus,
} from '@konter/shared/contracts/bulk';
import { apiClient } from '../../../lib/api-client.ts';
import { useRealtimeEvents } from '../../../lib/realtime.ts';
import { bulkKeys } from './keys.ts';

/** While the rows are being bought the screen follows the upload. */
export const activeStatuses: readonly BulkUploadStatus[] = ['queued', 'processing'];
export const pollIntervalMs = 2_000;

/**
 * GET prabayar/excel/uploads/{id}?lines=all: the counts and every row (refused with the reasons, valid with the
 * number as it is sent, bought with the purchase and its serial number). Asked in the background (no loading bar,
 * the page's alerts stay): it is polled.
 */
export async function fetchUploadDetail(id: string): Promise<BulkUploadDetail> {
  const { data } = await apiClient.get(bulkPaths.detail(id), {
    query: { lines: 'all' },
    schema: bulkUploadResponseSchema,
    loading: false,
    clearAlerts: false,
  });
  return data;
}

/**
 * One upload, live: the account's realtime channel moves the counters as each row finishes (`bulk.progress`), and
 * a poll every 2 s while it is queued or processing catches anything the stream missed (a dropped connection).
 */
export function useUploadDetail(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: bulkKeys.upload(id),
    queryFn: () => fetchUploadDetail(id),
    refetchInterval: (current) =>
      current.state.data && activeStatuses.includes(current.state.data.status) ? pollIntervalMs : false,
  });
  const active = query.data ? activeStatuses.includes(query.data.status) : false;
  useRealtimeEvents((event) => {
    if (event.type !== 'bulk.progress' || event.upload_id !== id) return;
    queryClient.setQueryData<BulkUploadDetail>(bulkKeys.upload(id), (current) =>
      current
        ? {
            ...current,
            processed: event.processed,
            succeeded: event.succeeded,
            failed: event.failed,
            status: isUploadStatus(event.status) ? event.status : current.status,
          }
        : current,
    );
    // The final counts come with every row's outcome: purchase, serial number or the reason it failed.
    if (!activeStatuses.includes(event.status as BulkUploadStatus)) {
      void queryClient.invalidateQueries({ queryKey: bulkKeys.upload(id) });
      void queryClient.invalidateQueries({ queryKey: bulkKeys.histories });
    }
  }, active);
  return query;
}

const uploadStatuses: readonly string[] = ['uploaded', 'validated', 'queued', 'processing', 'done', 'canceled'];
function isUploadStatus(value: string): value is BulkUploadStatus {
  return uploadStatuses.includes(value);
}
