import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminTenantPaths, tenantModulesSchema, updateTenantModulesBody } from '@konter/shared/contracts/admin';
import { requireAuth } from '../../platform/auth.ts';
import { requireTenant } from '../../platform/tenancy.ts';
import type { AdminTenantService } from './admin-tenant.service.ts';

const admin = { permission: 'admin.manage' } as const;
const response = { 200: z.object({ data: tenantModulesSchema }) };

/** The tenant's modules (issue 17, PLT-10). */
export function registerAdminTenantRoutes(root: FastifyInstance, deps: { tenant: AdminTenantService }): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(adminTenantPaths.modules, { config: admin, schema: { tags: ['admin'], response } }, async (request) => ({
    data: await deps.tenant.modules(requireTenant(request).id),
  }));
  app.patch(
    adminTenantPaths.modules,
    { config: admin, schema: { tags: ['admin'], body: updateTenantModulesBody, response } },
    async (request) => ({ data: await deps.tenant.updateModules(requireAuth(request), request.body) }),
  );
}
