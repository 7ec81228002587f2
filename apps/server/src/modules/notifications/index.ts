export {
  notifyChannelsJob,
  sendEmailJob,
  sendWhatsAppJob,
  pruneNotificationsJob,
  notificationJobs,
  notificationRetentionDays,
  type EmailPayload,
} from './notifications.jobs.ts';
export {
  createNotificationsService,
  notify,
  notifyAndDeliver,
  type NotificationInput,
  type NotificationsService,
} from './notifications.service.ts';
export { notificationSubscribers } from './notifications.subscribers.ts';
export { registerNotificationRoutes } from './notifications.routes.ts';
export { createPushService, type PushService } from './push.service.ts';
export { pushJobs, pushNotificationJob, pushToBrowserJob, pushToDeviceJob, type PushPayload } from './push.jobs.ts';
export { demoPushPhone, seedDemoNotifications } from './notifications.seed.ts';
