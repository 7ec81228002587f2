import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, tenantIdColumn } from './columns.ts';

/**
 * The in-app inbox (NTF-01): one row per account and thing that happened to it, stored as a message type and its
 * parameters (translated when shown, in the reader's language), with the app path of the thing it is about. Kept
 * 30 days (NTF-02, the `notifications.prune` job). `kind` is `event` for what happened to the account and `news`
 * for the tenant's announcements (the news period).
 */
export const notifications = pgTable(
  'notifications',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    accountId: uuid('account_id').notNull(),
    kind: text('kind', { enum: ['event', 'news'] })
      .notNull()
      .default('event'),
    type: text('type').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    link: text('link'),
    /** What made it (an event's subject: `purchase:<ref>`): a retried subscriber writes it once. */
    sourceKey: text('source_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ name: 'notifications_pk', columns: [table.tenantId, table.id] }),
    index('notifications_account_created_idx').on(table.tenantId, table.accountId, table.createdAt),
    index('notifications_created_idx').on(table.createdAt),
    uniqueIndex('notifications_source_uq').on(table.tenantId, table.accountId, table.sourceKey),
  ],
);

/**
 * A news item an admin wrote for the tenant's accounts (all, or one role): each recipient gets it as a `news`
 * notification (`source_key` `news:<id>`); the counts are what was delivered per channel when it was sent.
 */
export const notificationNews = pgTable(
  'notification_news',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The role it was written for; null: every account of the tenant. */
    audience: text('audience'),
    createdBy: uuid('created_by').notNull(),
    /** Delivered per channel: `in_app` now; push, e-mail and WhatsApp as those channels arrive. */
    deliveries: jsonb('deliveries').$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ name: 'notification_news_pk', columns: [table.tenantId, table.id] }),
    index('notification_news_created_idx').on(table.tenantId, table.createdAt),
  ],
);

/**
 * A browser's web push subscription (NTF-03): the push service endpoint and the keys its messages are encrypted
 * for (RFC 8291), the language its notifications are written in, and when the page last confirmed it (the 7-day
 * renewal of spec §4). One endpoint belongs to one account: a browser that logs in as someone else takes it over.
 * Removed when the push service answers 404/410 or the user turns push off.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    accountId: uuid('account_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    locale: text('locale').notNull().default('id'),
    userAgent: text('user_agent'),
    createdAt: createdAtColumn(),
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
    lastPushedAt: timestamp('last_pushed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'push_subscriptions_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('push_subscriptions_endpoint_uq').on(table.tenantId, table.endpoint),
    index('push_subscriptions_account_idx').on(table.tenantId, table.accountId),
  ],
);

/**
 * An Android device's Firebase Cloud Messaging registration token (NTF-03 inside the wrapper, apps/web/NATIVE_BRIDGE.md):
 * the counterpart of a browser's push subscription. The token is the key: the same device registering it again (the
 * 7-day renewal, a new login) updates its owner, language and renewal time, so a token another account registers
 * moves to that account. Removed when FCM answers UNREGISTERED (404), or when the wrapper replaces or forgets it.
 */
export const nativePushTokens = pgTable(
  'native_push_tokens',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    accountId: uuid('account_id').notNull(),
    token: text('token').notNull(),
    locale: text('locale').notNull().default('id'),
    userAgent: text('user_agent'),
    createdAt: createdAtColumn(),
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
    lastPushedAt: timestamp('last_pushed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'native_push_tokens_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('native_push_tokens_token_uq').on(table.tenantId, table.token),
    index('native_push_tokens_account_idx').on(table.tenantId, table.accountId),
  ],
);

/**
 * Which notification types an account wants on which channel besides the inbox. Push and e-mail are lists of what is
 * off, so a type added later is sent until the user turns it off (e-mail also needs the account's
 * `email_notification`); WhatsApp is a list of what is on, as each message costs the tenant money. No row: push and
 * e-mail on, WhatsApp off.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    tenantId: tenantIdColumn(),
    accountId: uuid('account_id').notNull(),
    pushOff: jsonb('push_off').$type<string[]>().notNull().default([]),
    emailOff: jsonb('email_off').$type<string[]>().notNull().default([]),
    whatsappOn: jsonb('whatsapp_on').$type<string[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'notification_settings_pk', columns: [table.tenantId, table.accountId] })],
);
