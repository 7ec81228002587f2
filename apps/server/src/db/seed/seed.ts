import type { Database } from '../client.ts';
import { seedDemoTenants } from './demo-tenants.ts';

/** The demo a person can click through after `npm start`. Safe to run on every start. */
export async function seedDemo(database: Database): Promise<void> {
  await seedDemoTenants(database);
}
