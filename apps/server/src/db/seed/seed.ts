import type { Database } from '../client.ts';
import { seedDemoAccounts } from '../../modules/accounts/index.ts';
import { seedDemoCatalogue } from '../../modules/catalogue/index.ts';
import { seedDemoTenants } from './demo-tenants.ts';

/** The demo a person can click through after `npm start`: two tenants, one account per role in each. Idempotent. */
export async function seedDemo(database: Database): Promise<void> {
  const ids = await seedDemoTenants(database);
  for (const [slug, tenantId] of Object.entries(ids)) {
    await seedDemoAccounts(database, tenantId, slug);
    await seedDemoCatalogue(database, tenantId);
  }
}
