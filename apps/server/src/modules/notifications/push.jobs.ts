import { z } from 'zod';
import { isLocale } from '@konter/shared/i18n/locales';
import { renderNotificationText } from '@konter/shared/i18n/notification-texts';
import { NativePushDeliveryError } from '../../integrations/native-push/fcm.adapter.ts';
import { PushDeliveryError } from '../../integrations/web-push/web-push.adapter.ts';
import { defineJob, type JobQueue } from '../../platform/queue.ts';
import type { Tx } from '../../db/client.ts';
import { findNotificationById, type NotificationRow } from './notifications.repository.ts';
import {
  deleteNativeToken,
  deleteSubscription,
  findNativeToken,
  findSubscription,
  markNativePushed,
  markPushed,
  nativeTokensOf,
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
const oneDevicePayload = fanOutPayload.extend({ tokenId: z.uuid() });

/** What a notification says, in the language its browser or device registered in. */
function pushPayloadOf(notification: NotificationRow, registeredLocale: string): PushPayload {
  const locale = isLocale(registeredLocale) ? registeredLocale : 'id';
  const text = renderNotificationText(locale, notification.type, notification.params);
  return { id: notification.id, type: notification.type, ...text, link: notification.link };
}

/** Worth trying again: no answer, 429 or 5xx (and for FCM a 401, its access token asked for again next time). */
const retryable = (status: number | null, staleToken = false) =>
  status === null || status === 429 || status >= 500 || (staleToken && status === 401);

/** Queues one notification for one browser and one for one Android device (each a job of its own). */
async function enqueueTargets(
  tx: Tx,
  queue: JobQueue,
  tenantId: string,
  targets: { notificationId: string; targetId: string; native: boolean }[],
) {
  for (const { notificationId, targetId, native } of targets) {
    const singletonKey = `${notificationId}:${targetId}`;
    if (native)
      await queue.enqueue(tx, pushToDeviceJob, { tenantId, notificationId, tokenId: targetId }, { singletonKey });
    else {
      await queue.enqueue(
        tx,
        pushToBrowserJob,
        { tenantId, notificationId, subscriptionId: targetId },
        { singletonKey },
      );
    }
  }
}

/**
 * One job per browser and per Android device (below), so a slow or failing push service (or FCM) is retried on its
 * own and never delays the inbox, the other browsers and devices, the other channels or the event; a type the account
 * switched off is not pushed to either (it stays in the inbox).
 */
export const pushNotificationJob = defineJob({
  name: 'notify.push',
  schema: fanOutPayload,
  async handler({ tenantId, notificationId }, { database, queue }) {
    await database.withTenant(tenantId, async (tx) => {
      const notification = await findNotificationById(tx, tenantId, notificationId);
      if (!notification) return;
      if ((await pushOffOf(tx, tenantId, notification.accountId)).includes(notification.type)) return;
      const browsers = await subscriptionsOf(tx, tenantId, notification.accountId);
      const devices = await nativeTokensOf(tx, tenantId, notification.accountId);
      await enqueueTargets(tx, queue, tenantId, [
        ...browsers.map((browser) => ({ notificationId, targetId: browser.id, native: false })),
        ...devices.map((device) => ({ notificationId, targetId: device.id, native: true })),
      ]);
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
    const payload = pushPayloadOf(notification, subscription.locale);
    let gone: boolean;
    try {
      ({ gone } = await providers.push.send(subscription, JSON.stringify(payload), {
        ttlSeconds: pushTtlSeconds,
        urgency: urgentTypes.has(notification.type) ? 'high' : 'normal',
      }));
    } catch (error) {
      const status = error instanceof PushDeliveryError ? error.status : null;
      if (!retryable(status)) {
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

/**
 * Sends one notification to one Android device of the wrapper through FCM (HTTP v1), in the language the device
 * registered in: Android shows the title and body itself, and a tap opens the app with `data` (id, type, link), which
 * loads the link (apps/web/NATIVE_BRIDGE.md). FCM's UNREGISTERED (404) means the app is gone from the device: the token
 * is deleted. No answer, a 401 (the access token is asked for again), 429 or 5xx is thrown for the queue's backoff;
 * another refusal would be refused again and is only logged. Without FCM configured (and no simulator) nothing is sent.
 */
export const pushToDeviceJob = defineJob({
  name: 'notify.push-native',
  schema: oneDevicePayload,
  retryLimit: 5,
  retryDelaySeconds: 30,
  async handler({ tenantId, notificationId, tokenId }, { database, providers, clock, log }) {
    const sender = providers.nativePush;
    if (!sender) return;
    const { device, notification } = await database.withTenant(tenantId, async (tx) => ({
      device: await findNativeToken(tx, tenantId, tokenId),
      notification: await findNotificationById(tx, tenantId, notificationId),
    }));
    // Replaced, forgotten or moved to another account since, or the notification deleted: nothing to tell.
    if (!device || !notification || device.accountId !== notification.accountId) return;
    const payload = pushPayloadOf(notification, device.locale);
    let gone: boolean;
    try {
      ({ gone } = await sender.send({
        token: device.token,
        title: payload.title,
        body: payload.body,
        data: { id: payload.id, type: payload.type, ...(payload.link ? { link: payload.link } : {}) },
        ttlSeconds: pushTtlSeconds,
        priority: urgentTypes.has(notification.type) ? 'high' : 'normal',
      }));
    } catch (error) {
      const status = error instanceof NativePushDeliveryError ? error.status : null;
      if (!retryable(status, true)) {
        log.warn({ tokenId, status, err: error }, 'native push refused, not retried');
        return;
      }
      throw error;
    }
    await database.withTenant(tenantId, (tx) =>
      gone ? deleteNativeToken(tx, tenantId, tokenId) : markNativePushed(tx, tenantId, tokenId, clock.now()),
    );
    if (gone) log.info({ tokenId }, 'native push token unregistered at FCM: removed');
  },
});

/**
 * An admin's news item to every subscribed browser and Android device of its recipients, after the news committed
 * (one job each).
 */
export const pushNewsJob = defineJob({
  name: 'notify.push-news',
  schema: z.object({ tenantId: z.uuid(), newsId: z.uuid() }),
  async handler({ tenantId, newsId }, { database, queue }) {
    await database.withTenant(tenantId, async (tx) => {
      const targets = await newsPushTargets(tx, tenantId, newsId);
      await enqueueTargets(
        tx,
        queue,
        tenantId,
        targets.map((target) => ({
          notificationId: target.notification_id,
          targetId: target.target_id,
          native: target.native,
        })),
      );
    });
  },
});

export const pushJobs = [pushNotificationJob, pushToBrowserJob, pushToDeviceJob, pushNewsJob] as const;
