import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  contentPageResponseSchema,
  contentPaths,
  type ContentPage,
  type ContentPageInput,
} from '@konter/shared/contracts/content';
import { apiClient } from '../../../lib/api-client.ts';
import { contentKeys } from './keys.ts';

/** POST admin/content (a new page) or PUT admin/content/{id} (an edit); a taken slug is a field error on `slug`. */
export async function saveContentPage({
  id,
  input,
}: {
  id: string | null;
  input: ContentPageInput;
}): Promise<ContentPage> {
  const { data } = id
    ? await apiClient.put(contentPaths.adminItem(id), input, { schema: contentPageResponseSchema })
    : await apiClient.post(contentPaths.adminList, input, { schema: contentPageResponseSchema });
  return data;
}

export function useSaveContentPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContentPage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.adminPages }),
  });
}
