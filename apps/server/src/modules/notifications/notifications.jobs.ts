import { z } from 'zod';
import { defineJob } from '../../platform/queue.ts';
import { deleteNotificationsBefore } from './notifications.repository.ts';

const emailPayload = z.object({
  to: z.email(),
  subject: z.string().min(1).max(200),
  text: z.string().min(1),
  html: z.string().min(1),
});
export type EmailPayload = z.infer<typeof emailPayload>;

/** Sends one e-mail after the transaction that asked for it commits; retried with backoff when SMTP fails. */
export const sendEmailJob = defineJob({
  name: 'notify.email',
  schema: emailPayload,
  retryLimit: 5,
  retryDelaySeconds: 10,
  async handler(payload, { providers, log }) {
    const { messageId } = await providers.email.send(payload);
    log.info({ messageId, subject: payload.subject }, 'email sent');
  },
});

/** NTF-02 (spec §9): notifications are kept 30 days. */
export const notificationRetentionDays = 30;

/** Deletes every tenant's notifications older than the retention, nightly, as the owner, on the app clock. */
export const pruneNotificationsJob = defineJob({
  name: 'notifications.prune',
  schema: z.object({}),
  cron: '30 2 * * *',
  async handler(_payload, { database, clock, log }) {
    const before = new Date(clock.now().getTime() - notificationRetentionDays * 24 * 60 * 60 * 1000);
    const deleted = await database.withSystem((tx) => deleteNotificationsBefore(tx, before));
    log.info({ deleted, before }, 'pruned notifications');
  },
});

export const notificationJobs = [sendEmailJob, pruneNotificationsJob] as const;
