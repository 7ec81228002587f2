import { platformPermission, type CreatePlatformTenant, type PlatformTenant } from '@konter/shared/contracts/platform';
import type { Database, Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { FileStorage, StoredFile } from '../../platform/storage.ts';
import { grantPlatformOwner, insertFirstAdmin, type FirstAdmin } from '../accounts/index.ts';
import { createAuditService, type AuditService } from '../audit/index.ts';
import { seedTenantPricing } from '../pricing/index.ts';
import {
  createTenantIn,
  findTenantById,
  findTenantBySlug,
  listTenants,
  removeStoredLogo,
  storedLogoKey,
  storeTenantLogo,
  type NewTenant,
  type Tenant,
  type TenantsService,
} from '../tenants/index.ts';
import { platformErrors } from './platform.errors.ts';
import {
  accountCountsByTenant,
  findPlatformTenantId,
  hostsByTenant,
  purchaseVolumeByTenant,
  takenHosts,
} from './platform.repository.ts';

const day = 24 * 60 * 60 * 1000;

/**
 * A new tenant as the installation makes one, whoever asks (the demo seed, the platform owner's form): its row,
 * brand, settings and hosts (the tenants module), and the pricing tiers every tenant starts from (the pricing
 * module's defaults), in the caller's system transaction. The ledger's house accounts open with their first entry;
 * the catalogue arrives with the next `catalogue.sync`, which folds the suppliers' lists into every tenant.
 */
export async function provisionTenant(
  tx: Tx,
  clock: Clock,
  input: NewTenant,
): Promise<{ tenant: Tenant; hosts: string[]; created: boolean }> {
  const result = await createTenantIn(tx, clock, input);
  await seedTenantPricing(tx, result.tenant.id);
  return result;
}

/**
 * `npm run platform:owner` (decision 034): the installation's own tenant on `host` (made on the first call, with no
 * modules) and its owner: the only way `platform.manage` is granted outside the demo seed.
 */
export async function setUpPlatformOwner(
  database: Database,
  clock: Clock,
  input: { host: string; owner: FirstAdmin },
): Promise<{ tenantId: string; hosts: string[]; accountId: string; created: boolean }> {
  return database.withSystem(async (tx) => {
    const existingId = await findPlatformTenantId(tx);
    const existing = existingId ? await findTenantById(tx, existingId) : null;
    const { tenant, hosts } = await provisionTenant(tx, clock, {
      slug: existing?.slug ?? 'platform',
      brandName: 'Platform',
      hosts: [input.host],
      platform: true,
      settings: { features: { shop: false, ppob: false } },
    });
    if (!tenant.platform) throw new Error(`the tenant '${tenant.slug}' exists and is not the platform's`);
    if (!hosts.includes(input.host.trim().toLowerCase())) throw new Error(`another tenant answers on ${input.host}`);
    const account = await grantPlatformOwner(tx, tenant.id, input.owner, platformPermission, clock.now());
    await createAuditService(clock).record(tx, tenant.id, 'platform.owner.grant', {
      account_id: account.id,
      phone: input.owner.phone,
      by: 'cli',
    });
    return { tenantId: tenant.id, hosts, accountId: account.id, created: account.created };
  });
}

export type PlatformDeps = {
  database: Database;
  clock: Clock;
  audit: AuditService;
  /** Where an uploaded logo goes (decision 029). */
  storage: FileStorage;
  tenants: Pick<TenantsService, 'update' | 'invalidate'>;
};

/**
 * The platform owner's work (issue 17, decision 034): the installation's tenants listed with their volume, created
 * from a form with their first admin, suspended and resumed. Every action is written to the owner's audit trail (the
 * platform tenant's) and to the trail of the tenant it concerns.
 */
export function createPlatformService(deps: PlatformDeps) {
  const { database, clock, audit, storage, tenants } = deps;

  async function overview(only?: string): Promise<PlatformTenant[]> {
    return database.withSystem(async (tx) => {
      const since = new Date(clock.now().getTime() - 30 * day);
      // One statement at a time: a transaction's statements share its one connection.
      const found = only ? await findTenantById(tx, only) : null;
      const rows = only ? (found ? [found] : []) : await listTenants(tx);
      const hosts = await hostsByTenant(tx);
      const counts = await accountCountsByTenant(tx);
      const volumes = await purchaseVolumeByTenant(tx, since);
      return rows.map((tenant) => ({
        id: tenant.id,
        slug: tenant.slug,
        name: tenant.brandName,
        hosts: hosts.get(tenant.id) ?? [],
        status: tenant.active ? ('active' as const) : ('suspended' as const),
        platform: tenant.platform,
        locale: tenant.locale,
        primary_color: tenant.colors.primary,
        logo_url: tenant.logoUrl,
        modules: { shop: tenant.features.shop, ppob: tenant.features.ppob },
        accounts: counts.get(tenant.id) ?? 0,
        volume_30d: volumes.get(tenant.id) ?? { count: 0, amount: 0 },
        created_at: tenant.createdAt.toISOString(),
      }));
    });
  }

  async function one(id: string): Promise<PlatformTenant> {
    const [found] = await overview(id);
    if (!found) throw platformErrors.tenantNotFound();
    return found;
  }

  /** Audited twice: in the owner's trail (with the owner as actor) and in the tenant's (the platform as actor). */
  async function record(
    tx: Tx,
    owner: Principal,
    tenant: { id: string; slug: string },
    action: string,
    details: object,
  ) {
    await audit.record(
      tx,
      owner.tenantId,
      action,
      { tenant: tenant.slug, tenant_id: tenant.id, ...details },
      owner.accountId,
    );
    if (tenant.id !== owner.tenantId) await audit.record(tx, tenant.id, action, { by: 'platform', ...details }, null);
  }

  async function setActive(owner: Principal, id: string, active: boolean): Promise<PlatformTenant> {
    const tenant = await database.withSystem((tx) => findTenantById(tx, id));
    if (!tenant) throw platformErrors.tenantNotFound();
    if (tenant.platform && !active) throw platformErrors.platformTenantLocked();
    if (tenant.active !== active) {
      const status = (value: boolean) => (value ? 'active' : 'suspended');
      // The change and its audit rows in one transaction.
      await tenants.update(id, { active }, (tx) =>
        record(tx, owner, tenant, active ? 'platform.tenant.resume' : 'platform.tenant.suspend', {
          before: { status: status(tenant.active) },
          after: { status: status(active) },
        }),
      );
    }
    return one(id);
  }

  return {
    list: () => overview(),

    async create(owner: Principal, body: CreatePlatformTenant): Promise<PlatformTenant> {
      const hosts = [...new Set(body.hosts)];
      const id = await database.withSystem(async (tx) => {
        // Checked first for a clear field error; checked again after the insert, which leaves a host another tenant
        // took meanwhile to it (and a slug taken meanwhile returns that tenant), so a race also rolls back.
        if (await findTenantBySlug(tx, body.slug)) throw platformErrors.slugTaken();
        const [taken] = await takenHosts(tx, hosts);
        if (taken) throw platformErrors.hostTaken(taken.host);
        const {
          tenant,
          hosts: answered,
          created,
        } = await provisionTenant(tx, clock, {
          slug: body.slug,
          brandName: body.name,
          hosts,
          logoUrl: body.logo_url ?? null,
          locale: body.locale,
          settings: {
            colors: { primary: body.primary_color, ...(body.accent_color ? { accent: body.accent_color } : {}) },
            features: body.modules,
          },
        });
        if (!created) throw platformErrors.slugTaken();
        const missing = hosts.find((host) => !answered.includes(host));
        if (missing) throw platformErrors.hostTaken(missing);
        const admin = await insertFirstAdmin(
          tx,
          tenant.id,
          { name: body.admin_name, phone: body.admin_phone, email: body.admin_email, password: body.admin_password },
          clock.now(),
        );
        await record(tx, owner, tenant, 'platform.tenant.create', {
          after: {
            name: body.name,
            hosts: hosts.join(', '),
            locale: body.locale,
            primary_color: body.primary_color,
            shop: body.modules.shop,
            ppob: body.modules.ppob,
            admin_phone: body.admin_phone,
          },
          admin_id: admin.id,
        });
        return tenant.id;
      });
      // The new hosts may have been looked up (and found unknown) by this process a moment ago.
      tenants.invalidate();
      return one(id);
    },

    /**
     * A logo file for a tenant (the form sends it once the tenant exists): stored like the tenant admin's upload,
     * served on the tenant's hosts under /uploads/, and audited in both trails. A file that is not a PNG, JPEG or
     * WebP within the limits is a field error on `logo`.
     */
    async setLogo(owner: Principal, id: string, file: { mimetype: string; data: Buffer }): Promise<PlatformTenant> {
      const tenant = await database.withSystem((tx) => findTenantById(tx, id));
      if (!tenant) throw platformErrors.tenantNotFound();
      const logoUrl = await storeTenantLogo(storage, clock, tenant.id, file);
      if (!logoUrl) throw platformErrors.logoInvalid();
      await tenants.update(id, { logoUrl }, (tx) =>
        record(tx, owner, tenant, 'platform.tenant.logo', {
          before: { logo_url: tenant.logoUrl },
          after: { logo_url: logoUrl },
        }),
      );
      await removeStoredLogo(storage, tenant.logoUrl);
      return one(id);
    },

    /**
     * The stored logo file of a tenant, for the owner's own screen: an upload is served only on its tenant's hosts,
     * which the platform's page may not load (another origin). Null for an address set elsewhere or none.
     */
    async logoFile(id: string): Promise<StoredFile | null> {
      const tenant = await database.withSystem((tx) => findTenantById(tx, id));
      if (!tenant) throw platformErrors.tenantNotFound();
      const key = storedLogoKey(tenant.logoUrl);
      return key ? storage.get(key) : null;
    },

    suspend: (owner: Principal, id: string) => setActive(owner, id, false),
    resume: (owner: Principal, id: string) => setActive(owner, id, true),
  };
}

export type PlatformService = ReturnType<typeof createPlatformService>;
