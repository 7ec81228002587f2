import { and, count, desc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** Writes a notification once per (account, source): a retried subscriber finds it there and writes nothing. */
export async function insertNotification(tx: Tx, values: NewNotification): Promise<NotificationRow | null> {
  const [row] = await tx
    .insert(notifications)
    .values(values)
    .onConflictDoNothing({ target: [notifications.tenantId, notifications.accountId, notifications.sourceKey] })
    .returning();
  return row ?? null;
}

const ofAccount = (tenantId: string, accountId: string) =>
  and(eq(notifications.tenantId, tenantId), eq(notifications.accountId, accountId));

export async function countUnread(tx: Tx, tenantId: string, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(and(ofAccount(tenantId, accountId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

const listLimit = 200;

/**
 * One period of the inbox: `today` (the account's own since the start of the Jakarta day), `news` (the tenant's
 * announcements) or `archive` (the account's own before today, as far back as they are kept). Newest first.
 */
export async function listNotifications(
  tx: Tx,
  tenantId: string,
  accountId: string,
  filter: { kind: 'event' | 'news'; since?: Date; before?: Date; unreadOnly?: boolean },
): Promise<NotificationRow[]> {
  return tx
    .select()
    .from(notifications)
    .where(
      and(
        ofAccount(tenantId, accountId),
        filter.unreadOnly ? isNull(notifications.readAt) : eq(notifications.kind, filter.kind),
        filter.since ? gte(notifications.createdAt, filter.since) : undefined,
        filter.before ? lt(notifications.createdAt, filter.before) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(listLimit);
}

/** Marks one notification of the account read (or all of them without `id`); returns how many changed. */
export async function markRead(tx: Tx, tenantId: string, accountId: string, id: string | null, at: Date) {
  const changed = await tx
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        ofAccount(tenantId, accountId),
        isNull(notifications.readAt),
        id === null ? undefined : eq(notifications.id, id),
      ),
    )
    .returning({ id: notifications.id });
  return changed.length;
}

export async function findNotification(tx: Tx, tenantId: string, accountId: string, id: string) {
  const [row] = await tx
    .select()
    .from(notifications)
    .where(and(ofAccount(tenantId, accountId), eq(notifications.id, id)));
  return row ?? null;
}

export async function deleteAllOfAccount(tx: Tx, tenantId: string, accountId: string): Promise<number> {
  const deleted = await tx
    .delete(notifications)
    .where(ofAccount(tenantId, accountId))
    .returning({ id: notifications.id });
  return deleted.length;
}

/** NTF-02: every tenant's notifications older than `before` (run as the owner by the daily job). */
export async function deleteNotificationsBefore(tx: Tx, before: Date): Promise<number> {
  const deleted = await tx
    .delete(notifications)
    .where(lt(notifications.createdAt, before))
    .returning({ id: notifications.id });
  return deleted.length;
}

/** One notification by id within the tenant (the push jobs, which run for the account it belongs to). */
export async function findNotificationById(tx: Tx, tenantId: string, id: string): Promise<NotificationRow | null> {
  const [row] = await tx
    .select()
    .from(notifications)
    .where(and(eq(notifications.tenantId, tenantId), eq(notifications.id, id)));
  return row ?? null;
}
