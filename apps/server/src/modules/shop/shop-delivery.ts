import type { Tenant } from '../../platform/tenancy.ts';

/** The seller's own delivery at the tenant's flat fee (`cost-custom`): what a buyer gets when no courier is chosen. */
export function sellerDelivery(tenant: Pick<Tenant, 'shopSettings'>): { service: string; fee: number } {
  return { service: tenant.shopSettings.deliveryServiceName, fee: tenant.shopSettings.flatDeliveryFee };
}
