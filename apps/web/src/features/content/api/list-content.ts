import { useQuery } from '@tanstack/react-query';
import { contentPageListSchema, contentPaths, type ContentPage } from '@konter/shared/contracts/content';
import { apiClient } from '../../../lib/api-client.ts';
import { contentKeys } from './keys.ts';

/** GET admin/content: every page of the tenant, each locale and status (CMS-01). */
export async function listContentPages(): Promise<ContentPage[]> {
  const { data } = await apiClient.get(contentPaths.adminList, { schema: contentPageListSchema });
  return data;
}

export function useContentPages() {
  return useQuery({ queryKey: contentKeys.adminPages, queryFn: listContentPages });
}
