import type { Database } from '../client.ts';
import type { Clock } from '../../platform/clock.ts';
import { demoPassword, seedDemoAccounts } from '../../modules/accounts/index.ts';
import { seedDemoReconciliation } from '../../modules/admin/index.ts';
import { seedDemoNetwork } from '../../modules/agents/index.ts';
import { seedDemoContent } from '../../modules/content/index.ts';
import { seedDemoCatalogue } from '../../modules/ppob/index.ts';
import { seedTenantPricing } from '../../modules/pricing/index.ts';
import { seedDemoShop } from '../../modules/shop/index.ts';
import { demoTenants, seedDemoTenants } from './demo-tenants.ts';
import { seedDemoReferral } from '../../modules/referral/index.ts';
import { seedDemoLogistics } from '../../modules/logistics/index.ts';

/**
 * The demo a person can click through after `npm start`: two tenants, one account per role in each. Idempotent.
 * What it creates is dated by `clock` (the tests' fake clock in their snapshot).
 */
export async function seedDemo(database: Database, clock: Clock): Promise<void> {
  const ids = await seedDemoTenants(database, clock);
  for (const [slug, tenantId] of Object.entries(ids)) {
    await seedDemoAccounts(database, tenantId, slug, clock);
    await seedDemoNetwork(database, tenantId, slug, clock, demoPassword);
    // The tier markups the demo always had (2%, 1%, 0.5% up to Rp25), before its catalogue is priced with them.
    await database.withTenant(tenantId, (tx) => seedTenantPricing(tx, tenantId));
    await seedDemoCatalogue(database, tenantId, clock);
    const demo = demoTenants.find((tenant) => tenant.slug === slug);
    if (demo?.settings?.features?.shop) await seedDemoShop(database, tenantId, clock);
    await seedDemoReconciliation(database, tenantId, clock);
    await seedDemoReferral(database, tenantId, clock);
    await seedDemoLogistics(database, tenantId, slug, clock);
    const contact = demo?.settings?.contact;
    await seedDemoContent(
      database,
      tenantId,
      { brandName: demo?.brandName ?? slug, whatsapp: contact?.whatsapp ?? null, email: contact?.email ?? null },
      clock,
    );
  }
}
