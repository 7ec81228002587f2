import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import type { Clock } from '../../platform/clock.ts';
import { hashSecret } from '../../platform/secrets.ts';

/**
 * The demo agent of the pricelist image journey (e2e/media): its own account under the demo master, so the pictures
 * it makes and deletes never show in another journey's lists. Idempotent by phone; the password is the demo one.
 */
export const mediaDemoAgentPhone = '081234560080';

export async function seedDemoMedia(
  database: Database,
  tenantId: string,
  tenantSlug: string,
  clock: Clock,
  password: string,
): Promise<void> {
  const now = clock.now();
  const passwordHash = await hashSecret(password);
  await database.withTenant(tenantId, async (tx) => {
    const phoneOf = (phone: string) =>
      tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.tenantId, tenantId), eq(accounts.phone, phone)));
    const [existing] = await phoneOf(mediaDemoAgentPhone);
    const [upline] = await phoneOf('081234560003');
    if (existing || !upline) return;
    await tx.insert(accounts).values({
      tenantId,
      name: 'Demo Agen Media',
      email: `media${mediaDemoAgentPhone.slice(-2)}@demo.konter.id`,
      phone: mediaDemoAgentPhone,
      passwordHash,
      role: 'agent',
      referralCode: `${tenantSlug.slice(0, 3).toUpperCase()}MED${mediaDemoAgentPhone.slice(-2)}`,
      referredBy: upline.id,
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    });
  });
}
