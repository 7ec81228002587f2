import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '@konter/shared/contracts/accounts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { hashSecret } from '../../platform/secrets.ts';

export const demoPassword = 'demo12345';
export const demoPin = '123456';

/** One account per role in each demo tenant; the README lists them. */
export const demoAccounts: { role: Role; phone: string; name: string; email?: string }[] = [
  { role: 'member', phone: '081234560001', name: 'Demo Member' },
  { role: 'agent', phone: '081234560002', name: 'Demo Agent' },
  { role: 'master', phone: '081234560003', name: 'Demo Master Agent' },
  { role: 'developer', phone: '081234560004', name: 'Demo Developer' },
  { role: 'affiliate', phone: '081234560005', name: 'Demo Affiliate' },
  { role: 'admin', phone: '081234560009', name: 'Demo Admin' },
  // A second admin, so the back office's four-eyes approvals (one proposes, another approves) can be tried.
  { role: 'admin', phone: '081234560010', name: 'Demo Admin Dua', email: 'admin2@demo.konter.id' },
  // Issue 25: the agent whose customers pay later (down payments), used by e2e/purchases/down-payment.spec.ts only.
  { role: 'agent', phone: '081234560100', name: 'Demo Agen Uang Muka', email: 'agen.uangmuka@demo.konter.id' },
];

/** Idempotent: accounts that exist (by phone) are left alone. */
export async function seedDemoAccounts(
  database: Database,
  tenantId: string,
  tenantSlug: string,
  clock: Clock,
): Promise<void> {
  const [passwordHash, pinHash] = await Promise.all([hashSecret(demoPassword), hashSecret(demoPin)]);
  const now = clock.now();
  await database.withTenant(tenantId, async (tx) => {
    for (const demo of demoAccounts) {
      const [existing] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.tenantId, tenantId), eq(accounts.phone, demo.phone)));
      if (existing) continue;
      await tx.insert(accounts).values({
        tenantId,
        name: demo.name,
        email: demo.email ?? `${demo.role}@demo.konter.id`,
        phone: demo.phone,
        passwordHash,
        pinHash,
        role: demo.role,
        // The demo member and agent may transfer deposit, so that journey can be tried in both tenants; the agent
        // and the master agent may top up from a spreadsheet (XLS-01).
        grants: [
          ...(demo.role === 'member' || demo.role === 'agent' ? ['deposit.transfer'] : []),
          ...(demo.role === 'agent' || demo.role === 'master' ? ['bulk.excel'] : []),
        ],
        referralCode: `${tenantSlug.slice(0, 3).toUpperCase()}${demo.role.slice(0, 3).toUpperCase()}${demo.phone.slice(-2)}`,
        emailVerifiedAt: now,
        phoneVerifiedAt: demo.role === 'member' ? null : now,
        createdAt: now,
        updatedAt: now,
      });
    }
    // The demo member registered with the demo agent's code and the agent with the master's, so the agent
    // transactions report (RPT-01) has something to show upline.
    const byPhone = new Map(
      (
        await tx
          .select({ id: accounts.id, phone: accounts.phone })
          .from(accounts)
          .where(eq(accounts.tenantId, tenantId))
      ).map((row) => [row.phone, row.id]),
    );
    for (const [downline, upline] of demoUplines) {
      const downlineId = byPhone.get(downline);
      const uplineId = byPhone.get(upline);
      if (!downlineId || !uplineId) continue;
      await tx
        .update(accounts)
        .set({ referredBy: uplineId })
        .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, downlineId), isNull(accounts.referredBy)));
    }
  });
}

/** Who registered with whose referral code among the demo accounts: member → agent → master. */
const demoUplines: [downline: string, upline: string][] = [
  ['081234560001', '081234560002'],
  ['081234560002', '081234560003'],
];
