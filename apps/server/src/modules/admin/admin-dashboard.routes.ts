import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminDashboardPath, adminDashboardSchema } from '@konter/shared/contracts/admin-dashboard';
import { requireTenant } from '../../platform/tenancy.ts';
import type { AdminDashboardService } from './admin-dashboard.service.ts';

/** The back office's dashboard (issue 17): read only, the admin's own tenant (the host's). */
export function registerAdminDashboardRoutes(root: FastifyInstance, deps: { dashboard: AdminDashboardService }): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    adminDashboardPath,
    {
      config: { permission: 'admin.manage' },
      schema: { tags: ['admin'], response: { 200: z.object({ data: adminDashboardSchema }) } },
    },
    async (request) => ({ data: await deps.dashboard.read(requireTenant(request)) }),
  );
}
