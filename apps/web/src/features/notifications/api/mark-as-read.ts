import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { notificationPaths } from '@konter/shared/contracts/notifications';
import { apiClient } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

const response = z.object({ data: z.object({ unread: z.number().int() }) });

/** POST notification/mark-as-read: one notification (`id`) or, without it, all of them. */
export function useMarkAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string | null) =>
      (
        await apiClient.post(notificationPaths.markAsRead, id ? { id } : {}, {
          schema: response,
          loading: id === null,
        })
      ).data,
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(notificationKeys.unread, unread);
      void queryClient.invalidateQueries({ queryKey: ['notifications', 'period'] });
    },
  });
}
