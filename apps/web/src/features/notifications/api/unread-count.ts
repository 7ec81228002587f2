import { useQuery } from '@tanstack/react-query';
import { notificationUnreadPath, unreadCountSchema } from '@konter/shared/contracts/notification-count';
import { apiClient } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

/**
 * POST notification/unread, fetched at startup once logged in (spec §7); the realtime channel's
 * `notifications.changed` keeps the count current afterwards (see the session sync).
 */
export function useUnreadCount(enabled: boolean): number {
  const query = useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async () =>
      (
        await apiClient.post(
          notificationUnreadPath,
          {},
          { schema: unreadCountSchema, loading: false, clearAlerts: false },
        )
      ).unread,
    enabled,
    staleTime: 5 * 60_000,
  });
  return enabled ? (query.data ?? 0) : 0;
}
