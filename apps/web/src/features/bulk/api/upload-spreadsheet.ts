import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkPaths, bulkUploadResponseSchema, type BulkUploadDetail } from '@konter/shared/contracts/bulk';
import { apiClient } from '../../../lib/api-client.ts';
import { bulkKeys } from './keys.ts';

/**
 * POST prabayar/excel/upload (XLS-02..XLS-04): the server reads the file and checks every row; nothing is charged.
 * The answer carries the refused rows with their line numbers.
 */
export async function uploadSpreadsheet(file: File): Promise<BulkUploadDetail> {
  const body = new FormData();
  body.append('file', file, file.name);
  return (await apiClient.post(bulkPaths.upload, body, { schema: bulkUploadResponseSchema })).data;
}

export function useUploadSpreadsheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSpreadsheet,
    onSuccess: (detail) => {
      queryClient.setQueryData(bulkKeys.upload(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: bulkKeys.histories });
    },
  });
}
