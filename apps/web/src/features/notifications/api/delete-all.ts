import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { notificationPaths } from '@konter/shared/contracts/notifications';
import { apiClient } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

const response = z.object({ data: z.object({ deleted: z.number().int(), unread: z.number().int() }) });

/** POST notification/delete-all: empties the account's list (spec §3). */
export function useDeleteAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiClient.post(notificationPaths.deleteAll, {}, { schema: response })).data,
    onSuccess: () => {
      queryClient.setQueryData(notificationKeys.unread, 0);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
