import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import type { Clock } from '../../platform/clock.ts';
import { hashSecret } from '../../platform/secrets.ts';
import { postDemoOpeningDeposit } from '../ledger/index.ts';
import { channelSettingsOf, saveChannelSettings } from './channels.repository.ts';

/** The demo account of the push settings (its own, so the e2e journey that changes them disturbs no other). */
export const demoPushPhone = '081234560060';

/**
 * The push-delivery journey's buyer (NTF-03/NTF-04): a member with a PIN and an opening deposit, logged in by that
 * journey only, so its purchase and pushes disturb no other.
 */
export const demoPushBuyer = { phone: '081234560061', name: 'Demo Push Struk', deposit: 50_000 } as const;

/**
 * A member under the demo master agent whose account settings show web push with the name-check results already
 * switched off (the rest pushed) and WhatsApp on for credited deposits: what a newcomer sees at /account/display.
 * Idempotent by phone.
 */
export async function seedDemoNotifications(
  database: Database,
  tenantId: string,
  tenantSlug: string,
  clock: Clock,
  secrets: { password: string; pin: string },
): Promise<void> {
  const now = clock.now();
  const passwordHash = await hashSecret(secrets.password);
  await database.withTenant(tenantId, async (tx) => {
    const phoneOf = async (phone: string) =>
      (
        await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(eq(accounts.tenantId, tenantId), eq(accounts.phone, phone)))
      )[0];
    let demo = await phoneOf(demoPushPhone);
    const upline = await phoneOf('081234560003');
    if (!demo && upline) {
      [demo] = await tx
        .insert(accounts)
        .values({
          tenantId,
          name: 'Demo Notifikasi',
          email: `notifikasi${demoPushPhone.slice(-2)}@demo.konter.id`,
          phone: demoPushPhone,
          passwordHash,
          role: 'member',
          referralCode: `${tenantSlug.slice(0, 3).toUpperCase()}NTF${demoPushPhone.slice(-2)}`,
          referredBy: upline.id,
          emailVerifiedAt: now,
          phoneVerifiedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: accounts.id });
    }
    if (!(await phoneOf(demoPushBuyer.phone))) {
      const [buyer] = await tx
        .insert(accounts)
        .values({
          tenantId,
          name: demoPushBuyer.name,
          email: `notifikasi${demoPushBuyer.phone.slice(-2)}@demo.konter.id`,
          phone: demoPushBuyer.phone,
          passwordHash,
          pinHash: await hashSecret(secrets.pin),
          role: 'member',
          referralCode: `${tenantSlug.slice(0, 3).toUpperCase()}NTF${demoPushBuyer.phone.slice(-2)}`,
          emailVerifiedAt: now,
          phoneVerifiedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: accounts.id });
      if (buyer) {
        await postDemoOpeningDeposit(tx, tenantId, {
          scope: 'notifications',
          accountId: buyer.id,
          amount: demoPushBuyer.deposit,
          at: now,
        });
      }
    }
    if (!demo || (await channelSettingsOf(tx, tenantId, demo.id)).pushOff.length > 0) return;
    await saveChannelSettings(
      tx,
      tenantId,
      demo.id,
      { pushOff: ['name-check.failed', 'name-check.success'], emailOff: [], whatsappOn: ['deposit.credited'] },
      now,
    );
  });
}
