import type { NotificationPeriod } from '@konter/shared/contracts/notifications';

/** Every query of this feature starts with 'notifications'. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** The unread count of the header (kept current by the realtime channel). */
  unread: ['notifications', 'unread'] as const,
  period: (period: NotificationPeriod) => ['notifications', 'period', period] as const,
  one: (id: string) => ['notifications', 'one', id] as const,
};
