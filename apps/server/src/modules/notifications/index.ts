export {
  sendEmailJob,
  pruneNotificationsJob,
  notificationJobs,
  notificationRetentionDays,
  type EmailPayload,
} from './notifications.jobs.ts';
export {
  createNotificationsService,
  notify,
  type NotificationInput,
  type NotificationsService,
} from './notifications.service.ts';
export { notificationSubscribers } from './notifications.subscribers.ts';
export { registerNotificationRoutes } from './notifications.routes.ts';
