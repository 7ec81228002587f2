import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentPaths } from '@konter/shared/contracts/content';
import { apiClient } from '../../../lib/api-client.ts';
import { contentKeys } from './keys.ts';

/** DELETE admin/content/{id}. */
export async function deleteContentPage(id: string): Promise<void> {
  await apiClient.delete(contentPaths.adminItem(id));
}

export function useDeleteContentPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContentPage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.adminPages }),
  });
}
