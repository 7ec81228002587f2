import { groupedMenu, listMenu, withPos } from '@konter/shared/tenants/menus';
import type { Database } from '../client.ts';
import type { Clock } from '../../platform/clock.ts';
import { provisionTenant } from '../../modules/platform/index.ts';
import type { NewTenant } from '../../modules/tenants/index.ts';

/**
 * Two brands on one installation, so isolation can be seen in a browser: one on `localhost`, one on `127.0.0.1`
 * (any port). They differ in brand, colours, menu shape and modules; every setting not named here is the default of
 * `@konter/shared/tenants/settings`.
 */
export const demoTenants: NewTenant[] = [
  {
    slug: 'konter-pulsa',
    brandName: 'Konter Pulsa',
    hosts: ['localhost'],
    locale: 'id',
    agentDebtEnabled: true,
    whitelistedEmail: null,
    settings: {
      colors: { primary: '#0f766e', primaryForeground: '#ffffff', accent: '#f59e0b' },
      features: { shop: true, ppob: true },
      // The demo's parcel agent (081234560006) finds POS MLO on its home page.
      menu: withPos(groupedMenu, true),
      contact: { whatsapp: '6281234567890', email: 'halo@konterpulsa.example' },
      // NAV-19: "download app" opens the brand's Android listing (Mitra Cell has none: it offers the web app).
      apps: { androidUrl: 'https://play.google.com/store/apps/details?id=example.konterpulsa' },
      // The help text's reading of TRX-04 (one purchase of a product per number per day) is the default.
      depositSettings: {
        banks: [{ code: 'bca', name: 'BCA', accountNumber: '8720012345', accountHolder: 'PT Konter Pulsa Nusantara' }],
      },
    },
  },
  {
    slug: 'mitra-cell',
    brandName: 'Mitra Cell',
    hosts: ['127.0.0.1'],
    locale: 'id',
    agentDebtEnabled: false,
    whitelistedEmail: 'reseller@mitracell.example',
    settings: {
      colors: { primary: '#1d4ed8', primaryForeground: '#ffffff', accent: '#e11d48' },
      features: { shop: false, ppob: true },
      menu: listMenu,
      contact: { whatsapp: '6285712345678', email: null },
      // PLT-11: Mitra Cell's customers chat with it (the live chat simulator's widget in the demo).
      liveChat: { isEnable: true, embedId: 'mitra-cell/default' },
      // The FAQ's reading of TRX-04 (twice a day), and the password remembered for the tab (TRX-13).
      catalogueSettings: { sameNumberDailyLimit: 2, persistentPassword: true },
      depositSettings: {
        banks: [{ code: 'bri', name: 'BRI', accountNumber: '034101000123307', accountHolder: 'CV Mitra Cell' }],
        settings: { allow_deposit_transfer: true, min_topup: 20_000 },
      },
    },
  },
];

/**
 * Idempotent: a tenant that exists (by slug) is left as it is. Returns the ids by slug. Created the way the platform
 * owner's form creates one (`provisionTenant`: the tenant, its hosts and its pricing tiers).
 */
export async function seedDemoTenants(database: Database, clock: Clock): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const tenant of demoTenants) {
    ids[tenant.slug] = (await database.withSystem((tx) => provisionTenant(tx, clock, tenant))).tenant.id;
  }
  return ids;
}
