import { z } from 'zod';
import { isLocale } from '@konter/shared/i18n/locales';
import { renderNotificationText } from '@konter/shared/i18n/notification-texts';
import { PushDeliveryError } from '../../integrations/web-push/web-push.adapter.ts';
import { defineJob } from '../../platform/queue.ts';
import { findNotificationById } from './notifications.repository.ts';
import {
  deleteSubscription,
  findSubscription,
  markPushed,
  newsPushTargets,
  pushOffOf,
  subscriptionsOf,
} from './push.repository.ts';

/** A push waits a day at the push service for a phone that is off; older news of a purchase helps nobody. */
export const pushTtlSeconds = 24 * 60 * 60;

/**
 * Types pushed with high urgency (RFC 8030 §5.3), delivered at once even to a phone saving its battery: a new
 * device's login request waits only minutes for a trusted device to approve it.
 */
const urgentTypes: ReadonlySet<string> = new Set(['device.login-request']);

/** What the service worker receives (public/sw.js shows it and opens `link` on a click). */
export type PushPayload = { id: string; type: string; title: string; body: string; link: string | null };

const fanOutPayload = z.object({ tenantId: z.uuid(), notificationId: z.uuid() });
const onePayload = fanOutPayload.extend({ subscriptionId: z.uuid() });

/**
 * One job per browser (below), so a slow or failing push service is retried on its own and never delays the inbox,
 * the other browsers or the event; a type the account switched off is not pushed (it stays in the inbox).
 */
export const pushNotificationJob = defineJob({
  name: 'notify.push',
  schema: fanOutPayload,
  async handler({ tenantId, notificationId }, { database, queue }) {
    await database.withTenant(tenantId, async (tx) => {
      const notification = await findNotificationById(tx, tenantId, notificationId);
      if (!notification) return;
      if ((await pushOffOf(tx, tenantId, notification.accountId)).includes(notification.type)) return;
      for (const subscription of await subscriptionsOf(tx, tenantId, notification.accountId)) {
        await queue.enqueue(
          tx,
          pushToBrowserJob,
          { tenantId, notificationId, subscriptionId: subscription.id },
          { singletonKey: `${notificationId}:${subscription.id}` },
        );
      }
    });
  },
});

/**
 * Sends one notification to one browser, written in the language the browser subscribed in. The push service's 404
 * or 410 means the subscription is gone: it is deleted. A 429 or 5xx (or no answer) is thrown, so the queue tries
 * again with backoff; another refusal would be refused again and is only logged.
 */
export const pushToBrowserJob = defineJob({
  name: 'notify.push-one',
  schema: onePayload,
  retryLimit: 5,
  retryDelaySeconds: 30,
  async handler({ tenantId, notificationId, subscriptionId }, { database, providers, clock, log }) {
    const found = await database.withTenant(tenantId, async (tx) => ({
      subscription: await findSubscription(tx, tenantId, subscriptionId),
      notification: await findNotificationById(tx, tenantId, notificationId),
    }));
    const { subscription, notification } = found;
    // Unsubscribed, or the notification deleted, since: nothing to tell.
    if (!subscription || !notification || subscription.accountId !== notification.accountId) return;
    const locale = isLocale(subscription.locale) ? subscription.locale : 'id';
    const text = renderNotificationText(locale, notification.type, notification.params);
    const payload: PushPayload = { id: notification.id, type: notification.type, ...text, link: notification.link };
    let gone: boolean;
    try {
      ({ gone } = await providers.push.send(subscription, JSON.stringify(payload), {
        ttlSeconds: pushTtlSeconds,
        urgency: urgentTypes.has(notification.type) ? 'high' : 'normal',
      }));
    } catch (error) {
      const status = error instanceof PushDeliveryError ? error.status : null;
      if (status !== null && status !== 429 && status < 500) {
        log.warn({ subscriptionId, status, err: error }, 'push refused, not retried');
        return;
      }
      throw error;
    }
    await database.withTenant(tenantId, (tx) =>
      gone ? deleteSubscription(tx, tenantId, subscriptionId) : markPushed(tx, tenantId, subscriptionId, clock.now()),
    );
    if (gone) log.info({ subscriptionId }, 'push subscription gone at its push service: removed');
  },
});

/** An admin's news item to every subscribed browser of its recipients, after the news committed (one job each). */
export const pushNewsJob = defineJob({
  name: 'notify.push-news',
  schema: z.object({ tenantId: z.uuid(), newsId: z.uuid() }),
  async handler({ tenantId, newsId }, { database, queue }) {
    await database.withTenant(tenantId, async (tx) => {
      for (const target of await newsPushTargets(tx, tenantId, newsId)) {
        await queue.enqueue(
          tx,
          pushToBrowserJob,
          { tenantId, notificationId: target.notification_id, subscriptionId: target.subscription_id },
          { singletonKey: `${target.notification_id}:${target.subscription_id}` },
        );
      }
    });
  },
});

export const pushJobs = [pushNotificationJob, pushToBrowserJob, pushNewsJob] as const;
