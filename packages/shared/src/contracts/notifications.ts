import { z } from 'zod';
import { roles } from './accounts-constants.ts';
import { notificationUnreadPath } from './notification-count.ts';
import { apiBase } from './site.ts';

/** The inbox periods of NAV-10 / NTF-01: today's notifications, the tenant's news, and the older ones (30 days). */
export const notificationPeriods = ['today', 'news', 'archive'] as const;
export type NotificationPeriod = (typeof notificationPeriods)[number];

export const notificationPaths = {
  list: (period: NotificationPeriod) => `${apiBase}/notification/${period}`,
  markAsRead: `${apiBase}/notification/mark-as-read`,
  unread: notificationUnreadPath,
  deleteAll: `${apiBase}/notification/delete-all`,
} as const;

/**
 * The message types a notification is stored as (translated by the reader's app: `notifications.type.<type>` with
 * its params). A new type is added here and in the web catalogues.
 */
export const notificationTypes = [
  'purchase.success',
  'purchase.failed',
  'purchase.returned',
  'deposit.credited',
  'deposit.reversed',
  'transfer.received',
  'name-check.success',
  'name-check.failed',
  'news',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(['event', 'news']),
  type: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The app path of the thing it is about (a receipt, a top-up), or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  data: z.array(notificationSchema),
  unread: z.number().int(),
});

export const periodParams = z.object({ period: z.enum(notificationPeriods) });

/** One notification (`id`), or every one of the account when `id` is absent. */
export const markAsReadBody = z.object({ id: z.uuid().optional() });
export const unreadSchema = z.object({ data: z.array(notificationSchema), unread: z.number().int() });

export const adminNotificationPaths = {
  news: `${apiBase}/admin/notifications/news`,
} as const;

/** An admin's news item for all accounts of the tenant, or for one role. */
export const newsBody = z.object({
  title: z.string().trim().min(1).max(120),
  body: z.string().trim().min(1).max(2000),
  role: z.enum(roles).nullish(),
});

export const newsSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  audience: z.string().nullable(),
  /** Delivered per channel when it was sent (`in_app`: inboxes it was written to). */
  deliveries: z.record(z.string(), z.number().int()),
  /** How many recipients have read it so far (and not deleted it). */
  read: z.number().int(),
  created_at: z.string(),
});
export type News = z.infer<typeof newsSchema>;
