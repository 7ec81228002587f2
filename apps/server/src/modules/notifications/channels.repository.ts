import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { notificationSettings } from '../../db/schema/notifications.ts';
import { tenantHosts, tenants } from '../../db/schema/tenants.ts';
import { notificationChannelsSchema, type NotificationChannels } from '@konter/shared/tenants/settings';

/** Where and how an account is told outside the app: its contacts, its choices and its tenant's name and address. */
export async function recipientOf(tx: Tx, tenantId: string, accountId: string) {
  const [row] = await tx
    .select({
      email: accounts.email,
      emailVerifiedAt: accounts.emailVerifiedAt,
      emailNotification: accounts.emailNotification,
      phone: accounts.phone,
      phoneVerifiedAt: accounts.phoneVerifiedAt,
      status: accounts.status,
      brandName: tenants.brandName,
      locale: tenants.locale,
      notificationChannels: tenants.notificationChannels,
    })
    .from(accounts)
    .innerJoin(tenants, eq(tenants.id, accounts.tenantId))
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)));
  if (!row) return null;
  const { notificationChannels, ...contact } = row;
  const [host] = await tx
    .select({ host: tenantHosts.host })
    .from(tenantHosts)
    .where(eq(tenantHosts.tenantId, tenantId))
    .orderBy(asc(tenantHosts.host))
    .limit(1);
  return {
    ...contact,
    channels: notificationChannelsSchema.parse(notificationChannels),
    host: host?.host ?? null,
  };
}

/** The tenant's choice of what goes out by WhatsApp (issue 20), complete. */
export async function tenantChannelsOf(tx: Tx, tenantId: string): Promise<NotificationChannels> {
  const [row] = await tx
    .select({ notificationChannels: tenants.notificationChannels })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return notificationChannelsSchema.parse(row?.notificationChannels ?? {});
}

export type ChannelSettings = { pushOff: string[]; emailOff: string[]; whatsappOn: string[] };

export async function channelSettingsOf(tx: Tx, tenantId: string, accountId: string): Promise<ChannelSettings> {
  const [row] = await tx
    .select({
      pushOff: notificationSettings.pushOff,
      emailOff: notificationSettings.emailOff,
      whatsappOn: notificationSettings.whatsappOn,
    })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.tenantId, tenantId), eq(notificationSettings.accountId, accountId)));
  return row ?? { pushOff: [], emailOff: [], whatsappOn: [] };
}

export async function saveChannelSettings(
  tx: Tx,
  tenantId: string,
  accountId: string,
  settings: ChannelSettings,
  at: Date,
): Promise<void> {
  await tx
    .insert(notificationSettings)
    .values({ tenantId, accountId, ...settings, updatedAt: at })
    .onConflictDoUpdate({
      target: [notificationSettings.tenantId, notificationSettings.accountId],
      set: { ...settings, updatedAt: at },
    });
}
