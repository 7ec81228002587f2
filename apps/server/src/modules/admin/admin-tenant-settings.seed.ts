import { and, eq } from 'drizzle-orm';
import { groupedMenu } from '@konter/shared/tenants/menus';
import type { Database } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import type { Clock } from '../../platform/clock.ts';
import { hashSecret } from '../../platform/secrets.ts';
import { demoPassword, demoPin } from '../accounts/index.ts';
import { provisionTenant } from '../platform/index.ts';

/**
 * A third, small brand whose settings the back office's settings journey changes (issue 17,
 * e2e/admin/tenant-settings.spec.ts): renaming, recolouring and rearranging the menu of the two main demo brands
 * would show in every other journey running beside it. It answers on `setelan.localhost` (browsers send any
 * `*.localhost` to this machine) and has only an admin (081234560140) and a member (081234560141), with the demo
 * password and PIN. Idempotent.
 */
export const settingsDemoTenant = { slug: 'setelan-cell', host: 'setelan.localhost' } as const;

export const settingsDemoAccounts = [
  { role: 'admin', phone: '081234560140', name: 'Demo Admin Setelan', email: 'admin140@demo.konter.id' },
  { role: 'member', phone: '081234560141', name: 'Demo Member Setelan', email: 'member141@demo.konter.id' },
] as const;

export async function seedDemoSettingsTenant(database: Database, clock: Clock): Promise<void> {
  // Provisioned as the platform owner's form does it (decision 034): with its pricing tiers.
  const { tenant } = await database.withSystem((tx) =>
    provisionTenant(tx, clock, {
      slug: settingsDemoTenant.slug,
      brandName: 'Setelan Cell',
      hosts: [settingsDemoTenant.host],
      locale: 'id',
      settings: {
        colors: { primary: '#15803d', primaryForeground: '#ffffff', accent: '#f97316' },
        features: { shop: false, ppob: true },
        menu: groupedMenu,
      },
    }),
  );
  const [passwordHash, pinHash] = await Promise.all([hashSecret(demoPassword), hashSecret(demoPin)]);
  const now = clock.now();
  await database.withTenant(tenant.id, async (tx) => {
    for (const demo of settingsDemoAccounts) {
      const [existing] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.tenantId, tenant.id), eq(accounts.phone, demo.phone)));
      if (existing) continue;
      await tx.insert(accounts).values({
        tenantId: tenant.id,
        name: demo.name,
        email: demo.email,
        phone: demo.phone,
        passwordHash,
        pinHash,
        role: demo.role,
        referralCode: `SET${demo.phone.slice(-3)}`,
        emailVerifiedAt: now,
        phoneVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      });
    }
  });
}
