import { fieldError, AppError } from '../../platform/errors.ts';

export const platformErrors = {
  tenantNotFound: () => new AppError('not_found'),
  /** The tenant's logo is an address set elsewhere, or none: nothing of ours to send. */
  logoNotStored: () => new AppError('not_found'),
  /** The platform's own tenant is where the owner works: suspending it would lock the owner out. */
  platformTenantLocked: () => new AppError('platform_tenant_locked', { status: 409 }),
  slugTaken: () => fieldError('slug', 'platform.slug_taken'),
  hostTaken: (host: string) => fieldError('hosts', 'platform.host_taken', { host }),
  /** Not a PNG, JPEG or WebP within the logo's limits: the same rule and words as the tenant admin's logo. */
  logoInvalid: () => fieldError('logo', 'admin.logo_invalid'),
};
