import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { bulkPaths, bulkUploadSchema, type BulkUploadDetail } from '@konter/shared/contracts/bulk';
import { apiClient } from '../../../lib/api-client.ts';
import { bulkKeys } from './keys.ts';

const response = z.object({ data: bulkUploadSchema, message: z.string() });

/** POST prabayar/excel/uploads/{id}/cancel: drops a checked upload, or stops the rows not bought yet. */
export async function cancelUpload(id: string) {
  return apiClient.post(bulkPaths.cancel(id), undefined, { schema: response });
}

export function useCancelUpload(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelUpload(id),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<BulkUploadDetail>(bulkKeys.upload(id), (current) =>
        current ? { ...current, ...data } : current,
      );
      void queryClient.invalidateQueries({ queryKey: bulkKeys.histories });
    },
  });
}
