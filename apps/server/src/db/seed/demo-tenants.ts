import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { tenantHosts, tenants } from '../schema/tenants.ts';
import { defaultCatalogueSettings, defaultDepositSettings, groupedMenu, listMenu } from './tenant-defaults.ts';

type TenantSeed = typeof tenants.$inferInsert & { hosts: string[] };

/**
 * Two brands on one installation, so isolation can be seen in a browser: one on `localhost`, one on `127.0.0.1`
 * (any port). They differ in brand, colours, menu shape and modules.
 */
export const demoTenants: TenantSeed[] = [
  {
    slug: 'konter-pulsa',
    brandName: 'Konter Pulsa',
    hosts: ['localhost'],
    colors: { primary: '#0f766e', primaryForeground: '#ffffff', accent: '#f59e0b' },
    locale: 'id',
    features: { shop: true, ppob: true },
    menu: groupedMenu,
    liveChat: { isEnable: false, embedId: null },
    contact: { whatsapp: '6281234567890', email: 'halo@konterpulsa.example' },
    agentDebtEnabled: true,
    whitelistedEmail: null,
    // The help text's reading of TRX-04: one purchase of a product per number per day.
    catalogueSettings: defaultCatalogueSettings,
    depositSettings: {
      ...defaultDepositSettings,
      banks: [{ code: 'bca', name: 'BCA', accountNumber: '8720012345', accountHolder: 'PT Konter Pulsa Nusantara' }],
    },
  },
  {
    slug: 'mitra-cell',
    brandName: 'Mitra Cell',
    hosts: ['127.0.0.1'],
    colors: { primary: '#1d4ed8', primaryForeground: '#ffffff', accent: '#e11d48' },
    locale: 'id',
    features: { shop: false, ppob: true },
    menu: listMenu,
    liveChat: { isEnable: false, embedId: null },
    contact: { whatsapp: '6285712345678', email: null },
    agentDebtEnabled: false,
    whitelistedEmail: 'reseller@mitracell.example',
    // The FAQ's reading of TRX-04 (twice a day), and the password remembered for the tab (TRX-13).
    catalogueSettings: { ...defaultCatalogueSettings, sameNumberDailyLimit: 2, persistentPassword: true },
    depositSettings: {
      ...defaultDepositSettings,
      banks: [{ code: 'bri', name: 'BRI', accountNumber: '034101000123307', accountHolder: 'CV Mitra Cell' }],
      settings: { ...defaultDepositSettings.settings, allow_deposit_transfer: true, min_topup: 20_000 },
    },
  },
];

/** Idempotent: a tenant that exists (by slug) is left as it is. Returns the ids by slug. */
export async function seedDemoTenants(database: Database): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  await database.withSystem(async (tx) => {
    for (const { hosts, ...tenant } of demoTenants) {
      await tx.insert(tenants).values(tenant).onConflictDoNothing({ target: tenants.slug });
      const [row] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, tenant.slug));
      if (!row) throw new Error(`seeding tenant ${tenant.slug} failed`);
      ids[tenant.slug] = row.id;
      for (const host of hosts) {
        await tx
          .insert(tenantHosts)
          .values({ host, tenantId: row.id })
          .onConflictDoNothing({ target: tenantHosts.host });
      }
    }
  });
  return ids;
}
