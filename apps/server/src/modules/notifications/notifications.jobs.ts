import { z } from 'zod';
import { tenantWhatsappTypes } from '@konter/shared/contracts/notifications';
import { isLocale } from '@konter/shared/i18n/locales';
import { defineJob } from '../../platform/queue.ts';
import type { ReceiptsService } from '../ppob/index.ts';
import { channelMessages, whatsappLanguages } from './channel-messages.ts';
import { channelSettingsOf, recipientOf } from './channels.repository.ts';
import { deleteNotificationsBefore, findNotificationById } from './notifications.repository.ts';
import { pushJobs } from './push.jobs.ts';

declare module '../../platform/queue.ts' {
  interface JobServices {
    /** The process's receipts service (services.ts): a purchase e-mail carries the receipt page's data. */
    receipts: ReceiptsService;
  }
}

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

const whatsAppPayload = z.object({
  to: z.string().regex(/^0\d{8,14}$/),
  body: z.string().min(1).max(4096),
  /** Whose message it is: sent from the tenant's own WhatsApp account where it has one (issue 17). */
  tenantId: z.uuid().optional(),
  /** Sent as this approved template (its body's parameters), rather than as the text `body`. */
  template: z
    .object({ name: z.string().min(1), language: z.string().min(2), parameters: z.array(z.string().min(1)) })
    .optional(),
});

/**
 * Sends one WhatsApp text through the WhatsApp Business adapter, from the tenant's own account where it has one;
 * retried on its own when the API fails.
 */
export const sendWhatsAppJob = defineJob({
  name: 'notify.whatsapp',
  schema: whatsAppPayload,
  retryLimit: 5,
  retryDelaySeconds: 30,
  async handler(payload, { providers, log }) {
    const sender = payload.tenantId ? await providers.whatsappFor(payload.tenantId) : providers.whatsapp;
    const { messageId } = payload.template
      ? await sender.sendTemplate(payload.to, payload.template)
      : await sender.sendText(payload.to, payload.body);
    log.info({ messageId, template: payload.template?.name ?? null }, 'whatsapp sent');
  },
});

/**
 * The e-mail and WhatsApp copies of a new notification: an e-mail when the account has `email_notification` on, a
 * verified address and the type not switched off; a WhatsApp message to its verified phone for the types it switched
 * on. A successful purchase's e-mail carries its receipt, read through the purchase module's receipts service (the
 * same data as the receipt page). Each is a job of its own, enqueued here in one transaction, so a failing channel
 * never holds up another, the inbox or the event, and a notification rolled back sends nothing.
 */
export const notifyChannelsJob = defineJob({
  name: 'notify.channels',
  schema: z.object({ tenantId: z.uuid(), notificationId: z.uuid() }),
  async handler({ tenantId, notificationId }, { database, queue, services }) {
    const found = await database.withTenant(tenantId, async (tx) => {
      const notification = await findNotificationById(tx, tenantId, notificationId);
      if (!notification || notification.kind !== 'event') return null;
      const who = await recipientOf(tx, tenantId, notification.accountId);
      if (!who || who.status !== 'active') return null;
      const settings = await channelSettingsOf(tx, tenantId, notification.accountId);
      return { notification, who, settings };
    });
    if (!found) return;
    const { notification, who, settings } = found;
    const email = Boolean(
      who.emailNotification && who.emailVerifiedAt && !settings.emailOff.includes(notification.type),
    );
    // WhatsApp: a type the tenant switches on (all, until it chooses) and the account chose.
    const tenantSends = tenantWhatsappTypes(who.channels.whatsappTypes).includes(notification.type);
    const whatsapp = Boolean(who.phoneVerifiedAt && tenantSends && settings.whatsappOn.includes(notification.type));
    if (!email && !whatsapp) return;
    const receipt =
      email && notification.type === 'purchase.success' && typeof notification.params.ref === 'string'
        ? await services.receipts.ownReceipt(tenantId, notification.accountId, notification.params.ref)
        : null;
    const locale = isLocale(who.locale) ? who.locale : 'id';
    const message = channelMessages(locale, notification, who, receipt);
    const templateName = who.channels.whatsappTemplates[notification.type];
    await database.withTenant(tenantId, async (tx) => {
      if (email) {
        await queue.enqueue(
          tx,
          sendEmailJob,
          { to: who.email, subject: message.subject, text: message.text, html: message.html },
          { singletonKey: `notification-email:${notification.id}` },
        );
      }
      if (whatsapp) {
        await queue.enqueue(
          tx,
          sendWhatsAppJob,
          {
            to: who.phone,
            body: message.whatsapp,
            tenantId,
            ...(templateName
              ? {
                  template: {
                    name: templateName,
                    language: whatsappLanguages[locale],
                    parameters: message.whatsappParameters,
                  },
                }
              : {}),
          },
          { singletonKey: `notification-whatsapp:${notification.id}` },
        );
      }
    });
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

export const notificationJobs = [
  sendEmailJob,
  pruneNotificationsJob,
  sendWhatsAppJob,
  notifyChannelsJob,
  ...pushJobs,
] as const;
