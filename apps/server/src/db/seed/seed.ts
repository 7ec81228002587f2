import type { Database } from '../client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { demoPassword, demoPin, seedDemoAccounts } from '../../modules/accounts/index.ts';
import {
  seedDemoBackOfficeAccounts,
  seedDemoReconciliation,
  seedDemoSettingsTenant,
} from '../../modules/admin/index.ts';
import { seedDemoMarkups, seedDemoNetwork, seedDemoNetworkPurchases } from '../../modules/agents/index.ts';
import { seedDemoContent } from '../../modules/content/index.ts';
import { seedDemoMedia } from '../../modules/media/index.ts';
import { seedDemoCatalogue } from '../../modules/ppob/index.ts';
import { seedDemoShop } from '../../modules/shop/index.ts';
import { demoTenants, seedDemoTenants } from './demo-tenants.ts';
import { seedDemoReferral } from '../../modules/referral/index.ts';
import { seedDemoCn23, seedDemoLogistics } from '../../modules/logistics/index.ts';
import { seedDemoReseller } from '../../modules/h2h/index.ts';
import { seedDemoNotifications } from '../../modules/notifications/index.ts';
import { seedDemoPlatform } from '../../modules/platform/index.ts';

/**
 * The demo a person can click through after `npm start`: two tenants, one account per role in each. Idempotent.
 * What it creates is dated by `clock` (the tests' fake clock in their snapshot).
 */
export async function seedDemo(
  database: Database,
  clock: Clock,
  /**
   * Where seeded files go (the shop's product pictures); without it, none are made. `networkPurchases`: the agent
   * network's demo purchases (a real start); the tests' template leaves them out, as other modules' tests count the
   * tenant's purchases and balances.
   */
  options: { storage?: FileStorage; networkPurchases?: boolean } = {},
): Promise<void> {
  // The tier markups every tenant starts from (2%, 1%, 0.5% up to Rp25) come with it (provisionTenant), before its
  // catalogue is priced with them.
  const ids = await seedDemoTenants(database, clock);
  for (const [slug, tenantId] of Object.entries(ids)) {
    await seedDemoAccounts(database, tenantId, slug, clock);
    await seedDemoNetwork(database, tenantId, slug, clock, demoPassword);
    await seedDemoMedia(database, tenantId, slug, clock, demoPassword);
    // The tiers (2%, 1%, 0.5% up to Rp25) came with the tenant's provisioning (decision 034).
    // Downline markups (issue 18): the tiers' limits opened and a network of its own that shows them.
    await seedDemoMarkups(database, tenantId, slug, clock, demoPassword);
    await seedDemoCatalogue(database, tenantId, clock);
    // The network at work (issue 18): purchases under the demo masters, priced and settled as a purchase is.
    if (options.networkPurchases) await seedDemoNetworkPurchases(database, tenantId, clock);
    const demo = demoTenants.find((tenant) => tenant.slug === slug);
    if (demo?.settings?.features?.shop) {
      // The shop's pictures and its journey's buyer come with a real start (a storage); the tests' template
      // database keeps its accounts as the other modules' tests count them.
      await seedDemoShop(database, tenantId, clock, options.storage, options.storage ? demoPassword : undefined);
    }
    await seedDemoReconciliation(database, tenantId, clock);
    await seedDemoBackOfficeAccounts(database, tenantId, clock);
    await seedDemoReferral(database, tenantId, clock, options.storage);
    await seedDemoLogistics(database, tenantId, slug, clock);
    // CN23 (MLO-04): the day's rates and one declaration of the demo MLO agent.
    await seedDemoCn23(database, tenantId, clock);
    // The reseller API (issue 19): a developer with an approved and a pending address and a few calls.
    await seedDemoReseller(database, tenantId, clock, { password: demoPassword, pin: demoPin });
    await seedDemoNotifications(database, tenantId, slug, clock, { password: demoPassword, pin: demoPin });
    const contact = demo?.settings?.contact;
    await seedDemoContent(
      database,
      tenantId,
      { brandName: demo?.brandName ?? slug, whatsapp: contact?.whatsapp ?? null, email: contact?.email ?? null },
      clock,
    );
  }
  // The installation's own tenant and its platform owner (decision 034).
  await seedDemoPlatform(database, clock, demoPassword);
  // The back office's settings journey changes a small brand of its own (issue 17).
  await seedDemoSettingsTenant(database, clock);
}
