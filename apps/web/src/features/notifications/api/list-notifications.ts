import { useQuery } from '@tanstack/react-query';
import {
  notificationListSchema,
  notificationPaths,
  type NotificationPeriod,
} from '@konter/shared/contracts/notifications';
import { apiClient } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

/** GET notification/{period} (NTF-01): the period's notifications, newest first, and the unread count. */
export function useNotifications(period: NotificationPeriod) {
  return useQuery({
    queryKey: notificationKeys.period(period),
    queryFn: () => apiClient.get(notificationPaths.list(period), { schema: notificationListSchema }),
  });
}
