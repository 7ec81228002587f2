import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { notificationNews, notifications } from '../../db/schema/notifications.ts';

export type NewsRow = typeof notificationNews.$inferSelect;

export async function insertNews(tx: Tx, values: typeof notificationNews.$inferInsert): Promise<NewsRow> {
  const [row] = await tx.insert(notificationNews).values(values).returning();
  if (!row) throw new Error('news insert returned nothing');
  return row;
}

/**
 * Writes the news item into the inbox of every active account of the tenant (or of one role) in one statement;
 * returns the recipients. The accounts are read here, not through the accounts module (which sends its e-mails
 * through this one).
 */
export async function fanOutNews(tx: Tx, news: NewsRow, params: Record<string, string>): Promise<string[]> {
  const rows = await queryRows<{ account_id: string }>(
    tx,
    sql`insert into notifications (tenant_id, account_id, kind, type, params, link, source_key, created_at)
        select a.tenant_id, a.id, 'news', 'news', ${JSON.stringify(params)}::jsonb, null, ${`news:${news.id}`},
               ${news.createdAt.toISOString()}::timestamptz
          from accounts a
         where a.tenant_id = ${news.tenantId} and a.status = 'active'
           and (${news.audience}::text is null or a.role = ${news.audience}::text)
        on conflict (tenant_id, account_id, source_key) do nothing
        returning account_id`,
  );
  return rows.map((row) => row.account_id);
}

export async function setDeliveries(tx: Tx, tenantId: string, id: string, deliveries: Record<string, number>) {
  await tx
    .update(notificationNews)
    .set({ deliveries })
    .where(and(eq(notificationNews.tenantId, tenantId), eq(notificationNews.id, id)));
}

/** The tenant's news, newest first, with how many recipients have read each. */
export async function listNews(tx: Tx, tenantId: string, limit = 50) {
  const rows = await tx
    .select()
    .from(notificationNews)
    .where(eq(notificationNews.tenantId, tenantId))
    .orderBy(desc(notificationNews.createdAt))
    .limit(limit);
  if (rows.length === 0) return [];
  const reads = await tx
    .select({ source: notifications.sourceKey, n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(
        eq(notifications.tenantId, tenantId),
        inArray(
          notifications.sourceKey,
          rows.map((row) => `news:${row.id}`),
        ),
        isNotNull(notifications.readAt),
      ),
    )
    .groupBy(notifications.sourceKey);
  const readBy = new Map(reads.map((row) => [row.source, row.n]));
  return rows.map((row) => ({ ...row, read: readBy.get(`news:${row.id}`) ?? 0 }));
}
