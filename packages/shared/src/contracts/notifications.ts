import { z } from 'zod';
import { regex, required } from '../validation/rules.ts';
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
  // REF-02/REF-04: the affiliate's application decided, its commission paid out.
  'affiliate.verified',
  'affiliate.rejected',
  'affiliate.paid',
  // SHP-05: a member's shop order at each change.
  'shop.order.paid',
  'shop.order.processed',
  'shop.order.shipped',
  'shop.order.done',
  'shop.order.cancelled',
  'shop.order.expired',
  // NTF-01: a top-up left unpaid, a spreadsheet upload through, cashback and commissions credited.
  'deposit.expired',
  'bulk.finished',
  'cashback.credited',
  'commission.credited',
  // ACC-08: a new device asks to log in (pushed with high urgency: the request waits 10 minutes).
  'device.login-request',
  // AGT-07: a debt falling due today or tomorrow, and past due.
  'loan.due-today',
  'loan.due-tomorrow',
  'loan.overdue',
  // AGT-07: the same three told to the master agent who granted the loan (the agent named).
  'loan.agent-due-today',
  'loan.agent-due-tomorrow',
  'loan.agent-overdue',
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
  whatsapp: `${apiBase}/admin/notifications/whatsapp`,
} as const;

/** The types that may go out by WhatsApp (news is the inbox's and push's only). */
export const whatsappTypes = notificationTypes.filter((type) => type !== 'news');

/** The types a tenant sends by WhatsApp: those it switched on, or every type until it chooses (`null`). */
export const tenantWhatsappTypes = (switchedOn: readonly string[] | null): string[] =>
  switchedOn ? [...switchedOn] : [...whatsappTypes];

/**
 * The tenant's WhatsApp notifications (issue 20), edited on the back office's notifications page: the types it
 * switches on (each account then picks among them) and the approved message template per type (empty: sent as a
 * plain text message, which WhatsApp delivers only inside a 24-hour customer window).
 */
export const whatsappChannelsBody = z.object({
  types: z.array(z.enum(whatsappTypes)).max(whatsappTypes.length),
  // A WhatsApp template name: lower-case letters, digits and underscores (empty: none).
  templates: z.partialRecord(z.enum(whatsappTypes), z.string().regex(/^[a-z0-9_]{0,512}$/)),
});
export const whatsappChannelsSchema = z.object({
  data: z.object({ types: z.array(z.string()), templates: z.record(z.string(), z.string()) }),
});
export type WhatsAppChannels = z.infer<typeof whatsappChannelsSchema>['data'];

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

/**
 * Web push (NTF-03, spec §4 and §7). `account/token` is the spec's registration call: its `device_token` is the
 * browser's PushSubscription as JSON (what `subscription.toJSON()` gives), or inside the Android wrapper the device's
 * Firebase Cloud Messaging registration token (apps/web/NATIVE_BRIDGE.md), sent again to renew it (every 7 days);
 * `push/unsubscribe` forgets one endpoint or native token; `settings` are the types the account does not want pushed.
 */
export const pushPaths = {
  token: `${apiBase}/account/token`,
  status: `${apiBase}/notification/push`,
  unsubscribe: `${apiBase}/notification/push/unsubscribe`,
  settings: `${apiBase}/notification/settings`,
} as const;

export { pushPendingExpiryMs, pushRenewalDays } from './notification-count.ts';

/** The types a user can switch push off for (news is the tenant's, always in the inbox). */
export const pushableTypes = notificationTypes;

export const pushSubscriptionJson = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  expirationTime: z.number().nullish(),
  keys: z.object({
    p256dh: z.string().check(required(), regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/)),
    auth: z.string().check(required(), regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/)),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionJson>;

/**
 * An FCM registration token as the Android SDK gives it (`FirebaseMessaging.getToken()`): an opaque string of
 * base64url characters and colons, in practice about 150-200 long. Checked loosely: FCM does not document a format.
 */
export const nativePushToken = z.string().check(regex(/^[A-Za-z0-9_:-]{32,2000}$/));

export const deviceTokenBody = z.object({ device_token: z.string().trim().min(1).max(4000) });

export const pushRegistrationSchema = z.object({
  data: z.object({ id: z.string(), renewed_at: z.string() }),
});

export const unsubscribeBody = z.object({ endpoint: z.string().min(1).max(2000) });

export const pushStatusSchema = z.object({
  data: z.object({
    /** The application server key to subscribe with (VAPID, base64url); empty: push is not offered (spec §5). */
    public_key: z.string(),
    /** How many browsers of this account are subscribed. */
    subscriptions: z.number().int(),
    /** How many Android devices (the wrapper's FCM tokens) of this account are registered. */
    devices: z.number().int(),
  }),
});

/** Per channel: push and e-mail list the types switched off, WhatsApp the types switched on; one left out is kept. */
const typeList = z.array(z.enum(notificationTypes)).max(notificationTypes.length);
export const notificationSettingsBody = z.object({
  push_off: typeList.optional(),
  email_off: typeList.optional(),
  whatsapp_on: typeList.optional(),
});
export const notificationSettingsSchema = z.object({
  data: z.object({
    push_off: z.array(z.string()),
    email_off: z.array(z.string()),
    whatsapp_on: z.array(z.string()),
    /** The types the tenant sends by WhatsApp: the only ones the account may switch on. */
    whatsapp_types: z.array(z.string()),
  }),
});
