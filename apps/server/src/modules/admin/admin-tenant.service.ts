import type { TenantModules, UpdateTenantModulesBody } from '@konter/shared/contracts/admin';
import type { Principal } from '../../platform/auth.ts';
import type { AuditService } from '../audit/index.ts';
import type { TenantsService } from '../tenants/index.ts';

export type AdminTenantDeps = {
  audit: AuditService;
  tenants: Pick<TenantsService, 'byId' | 'update'>;
};

/**
 * The tenant's own settings in the back office (issue 17), written through the tenants module (its shared schemas
 * check them; every process's cache drops the tenant on commit). For now its modules (PLT-10).
 */
export function createAdminTenantService(deps: AdminTenantDeps) {
  const { audit, tenants } = deps;

  async function current(tenantId: string): Promise<TenantModules> {
    const tenant = await tenants.byId(tenantId);
    if (!tenant) throw new Error(`no tenant ${tenantId}`);
    return { shop: tenant.features.shop, ppob: tenant.features.ppob };
  }

  return {
    modules: current,

    async updateModules(admin: Principal, body: UpdateTenantModulesBody): Promise<TenantModules> {
      const before = await current(admin.tenantId);
      const after = { shop: body.shop ?? before.shop, ppob: body.ppob ?? before.ppob };
      if (before.shop === after.shop && before.ppob === after.ppob) return before;
      // The change and its audit row in one transaction.
      const updated = await tenants.update(admin.tenantId, { settings: { features: after } }, (tx) =>
        audit.record(tx, admin.tenantId, 'admin.tenant.modules', { before, after }, admin.accountId),
      );
      return { shop: updated.features.shop, ppob: updated.features.ppob };
    },
  };
}

export type AdminTenantService = ReturnType<typeof createAdminTenantService>;
