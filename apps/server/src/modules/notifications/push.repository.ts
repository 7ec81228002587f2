import { and, count, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Tx } from '../../db/client.ts';
import { nativePushTokens, notificationSettings, pushSubscriptions } from '../../db/schema/notifications.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type NativePushTokenRow = typeof nativePushTokens.$inferSelect;

/**
 * Registers (or renews) a browser's subscription for an account: the endpoint is the key, so the same browser
 * sending it again (the 7-day renewal, a new login) updates its keys, owner, language and renewal time.
 */
export async function upsertSubscription(
  tx: Tx,
  values: {
    tenantId: string;
    accountId: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    locale: string;
    userAgent: string | null;
    at: Date;
  },
): Promise<PushSubscriptionRow> {
  const [row] = await tx
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: values.at, renewedAt: values.at })
    .onConflictDoUpdate({
      target: [pushSubscriptions.tenantId, pushSubscriptions.endpoint],
      set: {
        accountId: values.accountId,
        p256dh: values.p256dh,
        auth: values.auth,
        locale: values.locale,
        userAgent: values.userAgent,
        renewedAt: values.at,
      },
    })
    .returning();
  if (!row) throw new Error('push subscription upsert returned no row');
  return row;
}

export async function deleteSubscriptionOfAccount(
  tx: Tx,
  tenantId: string,
  accountId: string,
  endpoint: string,
): Promise<number> {
  const rows = await tx
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.tenantId, tenantId),
        eq(pushSubscriptions.accountId, accountId),
        eq(pushSubscriptions.endpoint, endpoint),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}

export async function deleteSubscription(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.tenantId, tenantId), eq(pushSubscriptions.id, id)));
}

export async function subscriptionsOf(tx: Tx, tenantId: string, accountId: string): Promise<PushSubscriptionRow[]> {
  return tx
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.tenantId, tenantId), eq(pushSubscriptions.accountId, accountId)));
}

export async function countSubscriptions(tx: Tx, tenantId: string, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.tenantId, tenantId), eq(pushSubscriptions.accountId, accountId)));
  return row?.n ?? 0;
}

export async function findSubscription(tx: Tx, tenantId: string, id: string): Promise<PushSubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.tenantId, tenantId), eq(pushSubscriptions.id, id)));
  return row ?? null;
}

export async function markPushed(tx: Tx, tenantId: string, id: string, at: Date): Promise<void> {
  await tx
    .update(pushSubscriptions)
    .set({ lastPushedAt: at })
    .where(and(eq(pushSubscriptions.tenantId, tenantId), eq(pushSubscriptions.id, id)));
}

export async function pushOffOf(tx: Tx, tenantId: string, accountId: string): Promise<string[]> {
  const [row] = await tx
    .select({ pushOff: notificationSettings.pushOff })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.tenantId, tenantId), eq(notificationSettings.accountId, accountId)));
  return row?.pushOff ?? [];
}

/**
 * Each browser and Android device registered by a recipient of a news item, with the recipient's notification of it
 * (`native` tells which table `target_id` is in).
 */
export async function newsPushTargets(tx: Tx, tenantId: string, newsId: string) {
  return queryRows<{ notification_id: string; target_id: string; native: boolean }>(
    tx,
    sql`select n.id as notification_id, s.id as target_id, false as native
          from notifications n
          join push_subscriptions s on s.tenant_id = n.tenant_id and s.account_id = n.account_id
         where n.tenant_id = ${tenantId} and n.source_key = ${`news:${newsId}`}
        union all
        select n.id, t.id, true
          from notifications n
          join native_push_tokens t on t.tenant_id = n.tenant_id and t.account_id = n.account_id
         where n.tenant_id = ${tenantId} and n.source_key = ${`news:${newsId}`}`,
  );
}

/**
 * Registers (or renews) an Android device's FCM token for an account: the token is the key, so the device sending it
 * again (the 7-day renewal, a new login) updates its owner, language and renewal time, and a token another account
 * registers moves to that account.
 */
export async function upsertNativeToken(
  tx: Tx,
  values: { tenantId: string; accountId: string; token: string; locale: string; userAgent: string | null; at: Date },
): Promise<NativePushTokenRow> {
  const [row] = await tx
    .insert(nativePushTokens)
    .values({ ...values, createdAt: values.at, renewedAt: values.at })
    .onConflictDoUpdate({
      target: [nativePushTokens.tenantId, nativePushTokens.token],
      set: { accountId: values.accountId, locale: values.locale, userAgent: values.userAgent, renewedAt: values.at },
    })
    .returning();
  if (!row) throw new Error('native push token upsert returned no row');
  return row;
}

export async function deleteNativeTokenOfAccount(
  tx: Tx,
  tenantId: string,
  accountId: string,
  token: string,
): Promise<number> {
  const rows = await tx
    .delete(nativePushTokens)
    .where(
      and(
        eq(nativePushTokens.tenantId, tenantId),
        eq(nativePushTokens.accountId, accountId),
        eq(nativePushTokens.token, token),
      ),
    )
    .returning({ id: nativePushTokens.id });
  return rows.length;
}

export async function deleteNativeToken(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.delete(nativePushTokens).where(and(eq(nativePushTokens.tenantId, tenantId), eq(nativePushTokens.id, id)));
}

export async function nativeTokensOf(tx: Tx, tenantId: string, accountId: string): Promise<NativePushTokenRow[]> {
  return tx
    .select()
    .from(nativePushTokens)
    .where(and(eq(nativePushTokens.tenantId, tenantId), eq(nativePushTokens.accountId, accountId)));
}

export async function countNativeTokens(tx: Tx, tenantId: string, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(nativePushTokens)
    .where(and(eq(nativePushTokens.tenantId, tenantId), eq(nativePushTokens.accountId, accountId)));
  return row?.n ?? 0;
}

export async function findNativeToken(tx: Tx, tenantId: string, id: string): Promise<NativePushTokenRow | null> {
  const [row] = await tx
    .select()
    .from(nativePushTokens)
    .where(and(eq(nativePushTokens.tenantId, tenantId), eq(nativePushTokens.id, id)));
  return row ?? null;
}

export async function markNativePushed(tx: Tx, tenantId: string, id: string, at: Date): Promise<void> {
  await tx
    .update(nativePushTokens)
    .set({ lastPushedAt: at })
    .where(and(eq(nativePushTokens.tenantId, tenantId), eq(nativePushTokens.id, id)));
}
