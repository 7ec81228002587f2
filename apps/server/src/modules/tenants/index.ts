export {
  createProviderAccounts,
  createTenant,
  createTenantIn,
  createTenantsService,
  CredentialsKeyMissing,
  credentialProviders,
  type AccountSummary,
  type NewTenant,
  type ProviderAccount,
  type ProviderAccounts,
  type ProviderSecrets,
  type TenantChanges,
  type TenantsService,
} from './tenants.service.ts';
export { logoMaxBytes, removeStoredLogo, storedLogoKey, storeTenantLogo } from './tenant-logo.ts';
export { findTenantById, findTenantBySlug, listTenants, tenantsChannel, toTenant } from './tenants.repository.ts';
export type { Tenant } from '../../platform/tenancy.ts';
