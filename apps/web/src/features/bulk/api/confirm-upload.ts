import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  bulkPaths,
  bulkUploadSchema,
  type BulkConfirmBody,
  type BulkUploadDetail,
} from '@konter/shared/contracts/bulk';
import { apiClient } from '../../../lib/api-client.ts';
import { bulkKeys } from './keys.ts';

const response = z.object({ data: bulkUploadSchema, message: z.string() });

/** POST prabayar/excel/uploads/{id}/confirm: the PIN (or password) once; the valid rows are queued. */
export async function confirmUpload(id: string, body: BulkConfirmBody) {
  return apiClient.post(bulkPaths.confirm(id), body, { schema: response });
}

export function useConfirmUpload(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkConfirmBody) => confirmUpload(id, body),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<BulkUploadDetail>(bulkKeys.upload(id), (current) =>
        current ? { ...current, ...data } : current,
      );
      void queryClient.invalidateQueries({ queryKey: bulkKeys.histories });
    },
  });
}
