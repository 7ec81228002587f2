import type { z } from 'zod';
import {
  tenantWhatsappTypes,
  type News,
  type newsBody,
  type Notification,
  type NotificationPeriod,
  type WhatsAppChannels,
  type whatsappChannelsBody,
} from '@konter/shared/contracts/notifications';
import type { NotificationChannels } from '@konter/shared/tenants/settings';
import { startOfJakartaDay } from '@konter/shared/time/jakarta';
import type { Database, Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { publishEvent } from '../../platform/realtime.ts';
import type { AuditService } from '../audit/index.ts';
import type { TenantsService } from '../tenants/index.ts';
import { fanOutNews, insertNews, listNews, setDeliveries } from './news.repository.ts';
import { pushNewsJob, pushNotificationJob } from './push.jobs.ts';
import { newsPushTargets } from './push.repository.ts';
import { notifyChannelsJob } from './notifications.jobs.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { notificationErrors } from './notifications.errors.ts';
import {
  countUnread,
  deleteAllOfAccount,
  findNotification,
  insertNotification,
  listNotifications,
  markRead,
  type NotificationRow,
} from './notifications.repository.ts';

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    type: row.type,
    params: row.params,
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

function toNews(row: {
  id: string;
  title: string;
  body: string;
  audience: string | null;
  deliveries: Record<string, number>;
  read: number;
  createdAt: Date;
}): News {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    audience: row.audience,
    deliveries: row.deliveries,
    read: row.read,
    created_at: row.createdAt.toISOString(),
  };
}

/** What a subscriber asks to be told to an account (stored as a type and params, translated when shown). */
export type NotificationInput = {
  tenantId: string;
  accountId: string;
  kind?: 'event' | 'news';
  type: string;
  params: Record<string, string | number>;
  link: string | null;
  /** Unique per account: the same source written twice (a retried job) is one notification. */
  sourceKey: string;
  at: Date;
};

/**
 * Writes a notification in the caller's transaction and tells the account's open tabs its new unread count (a NOTIFY,
 * delivered on commit). Returns null when this source was told already.
 */
export async function notify(tx: Tx, input: NotificationInput): Promise<NotificationRow | null> {
  const row = await insertNotification(tx, {
    tenantId: input.tenantId,
    accountId: input.accountId,
    kind: input.kind ?? 'event',
    type: input.type,
    params: input.params,
    link: input.link,
    sourceKey: input.sourceKey,
    createdAt: input.at,
  });
  if (row) await announceUnread(tx, input.tenantId, input.accountId);
  return row;
}

/**
 * Writes a notification (as `notify`) and, when it is new, enqueues its delivery in the same transaction: web push
 * (NTF-03), e-mail and WhatsApp, each channel in jobs of its own that run after the commit, so a notification
 * rolled back sends nothing and a source told twice (a retried job) is sent once. Every notification an account
 * should also receive outside the app is written through this.
 */
export async function notifyAndDeliver(
  tx: Tx,
  queue: JobQueue,
  input: NotificationInput,
): Promise<NotificationRow | null> {
  const row = await notify(tx, input);
  if (row) {
    const job = { tenantId: input.tenantId, notificationId: row.id };
    await queue.enqueue(tx, pushNotificationJob, job);
    await queue.enqueue(tx, notifyChannelsJob, job);
  }
  return row;
}

/** Tells each account its unread count (one NOTIFY each, delivered on commit). */
async function announceUnreadTo(tx: Tx, tenantId: string, accountIds: readonly string[]): Promise<void> {
  for (const accountId of accountIds) await announceUnread(tx, tenantId, accountId);
}

async function announceUnread(tx: Tx, tenantId: string, accountId: string): Promise<number> {
  const unread = await countUnread(tx, tenantId, accountId);
  await publishEvent(tx, tenantId, accountId, { type: 'notifications.changed', unread });
  return unread;
}

/** The inbox of NTF-01 for the logged-in account. */
/** The tenant's WhatsApp choice as the back office shows it: every type while it has not chosen. */
function toWhatsAppChannels(channels: NotificationChannels): WhatsAppChannels {
  return {
    types: tenantWhatsappTypes(channels.whatsappTypes),
    templates: { ...channels.whatsappTemplates },
  };
}

export function createNotificationsService(deps: {
  database: Database;
  clock: Clock;
  audit: AuditService;
  queue: JobQueue;
  tenants: Pick<TenantsService, 'byId' | 'update'>;
}) {
  const { database, clock, audit, queue, tenants } = deps;
  const inTenant = <T>(auth: Principal, work: (tx: Tx) => Promise<T>) => database.withTenant(auth.tenantId, work);

  return {
    async list(auth: Principal, period: NotificationPeriod) {
      const today = startOfJakartaDay(clock.now());
      return inTenant(auth, async (tx) => {
        const rows = await listNotifications(
          tx,
          auth.tenantId,
          auth.accountId,
          period === 'news'
            ? { kind: 'news' }
            : period === 'today'
              ? { kind: 'event', since: today }
              : { kind: 'event', before: today },
        );
        return { data: rows.map(toNotification), unread: await countUnread(tx, auth.tenantId, auth.accountId) };
      });
    },

    /** Every unread notification (the startup fetch): the list and its count. */
    async unread(auth: Principal) {
      return inTenant(auth, async (tx) => {
        const rows = await listNotifications(tx, auth.tenantId, auth.accountId, { kind: 'event', unreadOnly: true });
        return { data: rows.map(toNotification), unread: await countUnread(tx, auth.tenantId, auth.accountId) };
      });
    },

    async get(auth: Principal, id: string) {
      const row = await inTenant(auth, (tx) => findNotification(tx, auth.tenantId, auth.accountId, id));
      if (!row) throw notificationErrors.notFound();
      return toNotification(row);
    },

    /** Marks one read (`id`) or all of the account's; tells the open tabs the new count. */
    async markAsRead(auth: Principal, id: string | null) {
      return inTenant(auth, async (tx) => {
        if (id !== null && !(await findNotification(tx, auth.tenantId, auth.accountId, id))) {
          throw notificationErrors.notFound();
        }
        const changed = await markRead(tx, auth.tenantId, auth.accountId, id, clock.now());
        const unread = changed > 0 ? await announceUnread(tx, auth.tenantId, auth.accountId) : null;
        return { unread: unread ?? (await countUnread(tx, auth.tenantId, auth.accountId)) };
      });
    },

    /**
     * An admin's news item (the news period): written to the inbox of every active account of the tenant, or of one
     * role, in one transaction with its audit entry; the delivery count per channel is stored with it.
     */
    async publishNews(auth: Principal, body: z.output<typeof newsBody>): Promise<News> {
      const now = clock.now();
      return inTenant(auth, async (tx) => {
        const news = await insertNews(tx, {
          tenantId: auth.tenantId,
          title: body.title,
          body: body.body,
          audience: body.role ?? null,
          createdBy: auth.accountId,
          createdAt: now,
        });
        const recipients = await fanOutNews(tx, news, { title: body.title, body: body.body });
        // Push: the recipients' subscribed browsers and Android devices, sent to after this commits (push.jobs.ts).
        const deliveries = {
          in_app: recipients.length,
          push: (await newsPushTargets(tx, auth.tenantId, news.id)).length,
        };
        await setDeliveries(tx, auth.tenantId, news.id, deliveries);
        if (deliveries.push > 0) await queue.enqueue(tx, pushNewsJob, { tenantId: auth.tenantId, newsId: news.id });
        await announceUnreadTo(tx, auth.tenantId, recipients);
        await audit.record(
          tx,
          auth.tenantId,
          'notification.news_published',
          { news_id: news.id, title: body.title, audience: body.role ?? 'all', before: null, after: deliveries },
          auth.accountId,
        );
        return toNews({ ...news, deliveries, read: 0 });
      });
    },

    async listNews(auth: Principal): Promise<News[]> {
      return inTenant(auth, async (tx) => (await listNews(tx, auth.tenantId)).map(toNews));
    },

    /** Issue 20: the types the tenant sends by WhatsApp and the message template of each. */
    async whatsappChannels(auth: Principal): Promise<WhatsAppChannels> {
      const tenant = await tenants.byId(auth.tenantId);
      if (!tenant) throw notificationErrors.notFound();
      return toWhatsAppChannels(tenant.notificationChannels);
    },

    /** Saves the tenant's WhatsApp types and templates (an empty name removes one), with its audit entry. */
    async saveWhatsappChannels(
      auth: Principal,
      body: z.output<typeof whatsappChannelsBody>,
    ): Promise<WhatsAppChannels> {
      const tenant = await tenants.byId(auth.tenantId);
      if (!tenant) throw notificationErrors.notFound();
      const before = toWhatsAppChannels(tenant.notificationChannels);
      const templates = Object.fromEntries(
        Object.entries(body.templates).filter((entry): entry is [string, string] => Boolean(entry[1])),
      );
      const after: NotificationChannels = {
        whatsappTypes: [...new Set(body.types)].sort(),
        whatsappTemplates: templates,
      };
      const updated = await tenants.update(auth.tenantId, { settings: { notificationChannels: after } }, (tx) =>
        audit.record(
          tx,
          auth.tenantId,
          'notification.whatsapp_channels',
          { before, after: toWhatsAppChannels(after) },
          auth.accountId,
        ),
      );
      return toWhatsAppChannels(updated.notificationChannels);
    },

    /** "Delete all" empties the list (spec §3). */
    async deleteAll(auth: Principal) {
      return inTenant(auth, async (tx) => {
        const deleted = await deleteAllOfAccount(tx, auth.tenantId, auth.accountId);
        if (deleted > 0) await announceUnread(tx, auth.tenantId, auth.accountId);
        return { deleted, unread: 0 };
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
