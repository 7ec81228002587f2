import type { MloCustomer } from '@konter/shared/contracts/logistics';
import type { Region } from '@konter/shared/contracts/regions';

/** A saved customer's district as the region search names it, when the book has one (MLO-06). */
export function regionOfCustomer(customer: MloCustomer): Region | null {
  if (!customer.area_code || !customer.district || !customer.province) return null;
  return { code: customer.area_code, district: customer.district, city: customer.city, province: customer.province };
}
