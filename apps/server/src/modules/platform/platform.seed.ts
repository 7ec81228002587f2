import { and, eq } from 'drizzle-orm';
import { platformPermission } from '@konter/shared/contracts/platform';
import type { Database } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import type { Clock } from '../../platform/clock.ts';
import { hashSecret } from '../../platform/secrets.ts';
import type { NewTenant } from '../tenants/index.ts';
import { provisionTenant } from './platform.service.ts';

/**
 * The installation's own tenant (decision 034): where the platform owner logs in and works. No modules: nobody buys
 * here. `platform.localhost` reaches this machine in every current browser (RFC 6761), whatever the port.
 */
export const demoPlatform: NewTenant = {
  slug: 'konter-platform',
  brandName: 'Konter Platform',
  hosts: ['platform.localhost'],
  locale: 'id',
  platform: true,
  settings: {
    colors: { primary: '#334155', primaryForeground: '#ffffff', accent: '#0ea5e9' },
    features: { shop: false, ppob: false },
  },
};

export const demoPlatformOwner = {
  phone: '081234560130',
  name: 'Demo Platform Owner',
  email: 'platform@demo.konter.id',
};

/**
 * The platform tenant and its owner (phone 081234560130): a member of the platform tenant with the one grant no
 * admin can give, `platform.manage`. Idempotent.
 */
export async function seedDemoPlatform(database: Database, clock: Clock, password: string): Promise<string> {
  const passwordHash = await hashSecret(password);
  return database.withSystem(async (tx) => {
    const { tenant } = await provisionTenant(tx, clock, demoPlatform);
    const [existing] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.tenantId, tenant.id), eq(accounts.phone, demoPlatformOwner.phone)));
    if (!existing) {
      const now = clock.now();
      await tx.insert(accounts).values({
        tenantId: tenant.id,
        name: demoPlatformOwner.name,
        email: demoPlatformOwner.email,
        phone: demoPlatformOwner.phone,
        passwordHash,
        role: 'member',
        grants: [platformPermission],
        referralCode: 'PLATFORM30',
        emailVerifiedAt: now,
        phoneVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      });
    }
    return tenant.id;
  });
}
