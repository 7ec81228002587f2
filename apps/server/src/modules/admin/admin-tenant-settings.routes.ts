import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminTenantSettingsPaths,
  tenantHostsSchema,
  tenantMenuResponseSchema,
  tenantSiteSettingsSchema,
  updateTenantHostsBody,
  updateTenantMenuBody,
  updateTenantSiteSettingsBody,
} from '@konter/shared/contracts/admin-tenant-settings';
import { requireAuth } from '../../platform/auth.ts';
import { normalizeHost, requireTenant } from '../../platform/tenancy.ts';
import { adminErrors } from './admin.errors.ts';
import { logoMaxBytes } from '../tenants/index.ts';
import type { AdminTenantSettingsService } from './admin-tenant-settings.service.ts';

const admin = { permission: 'admin.manage' } as const;
const settingsResponse = { 200: z.object({ data: tenantSiteSettingsSchema }) };
const menuResponse = { 200: z.object({ data: tenantMenuResponseSchema }) };
const hostsResponse = { 200: z.object({ data: tenantHostsSchema }) };

/** The tenant's brand, site settings and home menu (issue 17, ADM-01, PLT-11, NAV-16). */
export function registerAdminTenantSettingsRoutes(
  root: FastifyInstance,
  deps: { settings: AdminTenantSettingsService },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { settings } = deps;

  app.get(
    adminTenantSettingsPaths.settings,
    { config: admin, schema: { tags: ['admin'], response: settingsResponse } },
    async (request) => ({ data: await settings.settings(requireTenant(request).id) }),
  );
  app.patch(
    adminTenantSettingsPaths.settings,
    { config: admin, schema: { tags: ['admin'], body: updateTenantSiteSettingsBody, response: settingsResponse } },
    async (request) => ({ data: await settings.updateSettings(requireAuth(request), request.body) }),
  );

  app.post(
    adminTenantSettingsPaths.logo,
    { config: admin, schema: { tags: ['admin'], consumes: ['multipart/form-data'], response: settingsResponse } },
    async (request) => {
      const who = requireAuth(request);
      const file = await request.file({ limits: { fileSize: logoMaxBytes + 1, files: 1 } }).catch(() => undefined);
      if (!file) throw adminErrors.logoInvalid();
      const data = await file.toBuffer().catch(() => null);
      if (!data || file.file.truncated) throw adminErrors.logoInvalid();
      return { data: await settings.saveLogo(who, { mimetype: file.mimetype, data }) };
    },
  );
  app.delete(
    adminTenantSettingsPaths.logo,
    { config: admin, schema: { tags: ['admin'], response: settingsResponse } },
    async (request) => ({ data: await settings.removeLogo(requireAuth(request)) }),
  );

  app.get(
    adminTenantSettingsPaths.menu,
    { config: admin, schema: { tags: ['admin'], response: menuResponse } },
    async (request) => ({ data: { menu: await settings.menu(requireTenant(request).id) } }),
  );
  app.put(
    adminTenantSettingsPaths.menu,
    { config: admin, schema: { tags: ['admin'], body: updateTenantMenuBody, response: menuResponse } },
    async (request) => ({ data: { menu: await settings.updateMenu(requireAuth(request), request.body) } }),
  );

  app.get(
    adminTenantSettingsPaths.hosts,
    { config: admin, schema: { tags: ['admin'], response: hostsResponse } },
    async (request) => ({ data: { hosts: await settings.hosts(requireTenant(request).id) } }),
  );
  app.put(
    adminTenantSettingsPaths.hosts,
    { config: admin, schema: { tags: ['admin'], body: updateTenantHostsBody, response: hostsResponse } },
    async (request) => ({
      data: {
        hosts: await settings.updateHosts(
          requireAuth(request),
          normalizeHost(request.headers.host) ?? '',
          request.body,
        ),
      },
    }),
  );
}
