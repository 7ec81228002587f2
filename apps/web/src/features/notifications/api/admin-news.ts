import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { z as zod } from 'zod';
import { adminNotificationPaths, newsSchema, type newsBody } from '@konter/shared/contracts/notifications';
import { apiClient } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

const listResponse = zod.object({ data: zod.array(newsSchema) });
const sentResponse = zod.object({ data: newsSchema });
const newsKey = [...notificationKeys.all, 'admin-news'] as const;

/** GET admin/notifications/news: what was sent, with its delivery and read counts. */
export function useAdminNews() {
  return useQuery({
    queryKey: newsKey,
    queryFn: async () => (await apiClient.get(adminNotificationPaths.news, { schema: listResponse })).data,
  });
}

/** POST admin/notifications/news: a news item for all accounts of the tenant or one role. */
export function usePublishNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof newsBody>) =>
      (await apiClient.post(adminNotificationPaths.news, body, { schema: sentResponse })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: newsKey }),
  });
}
