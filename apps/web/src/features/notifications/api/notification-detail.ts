import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { notificationPaths, notificationSchema, type NotificationPeriod } from '@konter/shared/contracts/notifications';
import { apiClient } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

const response = z.object({ data: notificationSchema });

/** GET notification/{period}/{id}: one notification of the account. */
export function useNotification(period: NotificationPeriod, id: string) {
  return useQuery({
    queryKey: notificationKeys.one(id),
    queryFn: async () =>
      (await apiClient.get(`${notificationPaths.list(period)}/${encodeURIComponent(id)}`, { schema: response })).data,
  });
}
