import { z } from 'zod';
import { locales } from '../i18n/locales.ts';
import { regex, required } from '../validation/rules.ts';
import { passwordField, phoneField } from './accounts.ts';
import { apiBase } from './site.ts';

/**
 * The platform owner's API (issue 17, decision 034): the installation's tenants, created, listed with their volume,
 * suspended and resumed. Every route needs `platform.manage` and answers only on the platform tenant's own host;
 * a tenant admin (`admin.manage`) has no way in.
 */
export const platformPaths = {
  tenants: `${apiBase}/platform/tenants`,
  suspend: (id: string) => `${apiBase}/platform/tenants/${id}/suspend`,
  resume: (id: string) => `${apiBase}/platform/tenants/${id}/resume`,
  /** multipart/form-data with one `logo` file (PNG, JPEG or WebP): stored and set as the tenant's logo. */
  logo: (id: string) => `${apiBase}/platform/tenants/${id}/logo`,
} as const;

export { platformPermission } from './accounts-constants.ts';

/** A host name as a browser sends it without the port: labels of letters, digits and hyphens. */
const hostPattern = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const slugPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const colourPattern = /^#[0-9a-fA-F]{6}$/;

const hostField = z.string().trim().toLowerCase().check(required(), regex(hostPattern, 'platform.host_invalid'));
const colourField = z.string().trim().check(required(), regex(colourPattern, 'platform.colour_invalid'));

export const createPlatformTenantBody = z.object({
  name: z.string().trim().min(3).max(100),
  slug: z.string().trim().toLowerCase().check(required(), regex(slugPattern, 'platform.slug_invalid')),
  hosts: z.array(hostField).min(1).max(10),
  primary_color: colourField,
  accent_color: colourField.optional(),
  /** A logo's address; an uploaded one is sent to `platformPaths.logo` once the tenant exists. */
  logo_url: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullish(),
  locale: z.enum(locales),
  modules: z.object({ shop: z.boolean(), ppob: z.boolean() }),
  admin_name: z.string().trim().min(3).max(100),
  admin_phone: phoneField,
  admin_email: z
    .email()
    .max(191)
    .transform((value) => value.toLowerCase()),
  admin_password: passwordField,
});
export type CreatePlatformTenantBody = z.input<typeof createPlatformTenantBody>;
export type CreatePlatformTenant = z.output<typeof createPlatformTenantBody>;

export const platformTenantStatuses = ['active', 'suspended'] as const;

export const platformTenantSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  hosts: z.array(z.string()),
  status: z.enum(platformTenantStatuses),
  /** The installation's own tenant, where the owner works: never suspended. */
  platform: z.boolean(),
  locale: z.enum(locales),
  primary_color: z.string(),
  logo_url: z.string().nullable(),
  modules: z.object({ shop: z.boolean(), ppob: z.boolean() }),
  /** Accounts not deleted. */
  accounts: z.number(),
  /** Successful purchases (prepaid and bills) of the last 30 days: how many, and their price to the buyers. */
  volume_30d: z.object({ count: z.number(), amount: z.number() }),
  created_at: z.string(),
});
export type PlatformTenant = z.infer<typeof platformTenantSchema>;

export const platformTenantsResponse = z.object({ data: z.array(platformTenantSchema) });
export const platformTenantResponse = z.object({ data: platformTenantSchema });
