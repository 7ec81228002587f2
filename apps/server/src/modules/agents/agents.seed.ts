import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import type { Clock } from '../../platform/clock.ts';
import { hashSecret } from '../../platform/secrets.ts';

/**
 * The demo network below the demo master agent (seeded by the accounts module, with the demo agent and member under
 * it): a second agent with a customer of its own, so the Agent Center shows a tree three levels deep. Idempotent
 * by phone; the password is the demo password.
 */
const demoNetwork: { phone: string; name: string; role: 'agent' | 'member'; upline: string }[] = [
  { phone: '081234560021', name: 'Demo Agen Kedua', role: 'agent', upline: '081234560003' },
  { phone: '081234560022', name: 'Demo Pelanggan', role: 'member', upline: '081234560021' },
];

export async function seedDemoNetwork(
  database: Database,
  tenantId: string,
  tenantSlug: string,
  clock: Clock,
  password: string,
): Promise<void> {
  const passwordHash = await hashSecret(password);
  const now = clock.now();
  await database.withTenant(tenantId, async (tx) => {
    for (const demo of demoNetwork) {
      const phoneOf = (phone: string) =>
        tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(eq(accounts.tenantId, tenantId), eq(accounts.phone, phone)));
      const [existing] = await phoneOf(demo.phone);
      const [upline] = await phoneOf(demo.upline);
      if (existing || !upline) continue;
      // The trigger on accounts places it in the network (account_tree) under its upline.
      await tx.insert(accounts).values({
        tenantId,
        name: demo.name,
        email: `${demo.role}${demo.phone.slice(-2)}@demo.konter.id`,
        phone: demo.phone,
        passwordHash,
        role: demo.role,
        referralCode: `${tenantSlug.slice(0, 3).toUpperCase()}NET${demo.phone.slice(-2)}`,
        referredBy: upline.id,
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      });
    }
  });
}
