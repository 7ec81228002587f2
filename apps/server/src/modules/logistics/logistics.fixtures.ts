import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CourierCode } from '@konter/shared/contracts/logistics';
import { accounts } from '../../db/schema/accounts.ts';
import { buyer } from '../../test/purchase-helpers.ts';
import type { TestContext } from '../../test/test-app.ts';

export const posSettings = {
  origin: {
    name: 'Konter Berkah',
    phone: '081234567890',
    address: 'Jl. Kebon Sirih 12',
    city: 'JAKARTA PUSAT',
    postal_code: '10110',
  },
  sender_name: 'Konter Berkah',
  sender_phone: '081234567890',
  default_packaging: 'plastic',
};
/** In Coblong, Kota Bandung (the region search's `32.73.02`): every list courier's destination matches it. */
export const receiver = {
  name: 'Siti Aminah',
  phone: '081311112222',
  address: 'Jl. Dago 5',
  city: 'BANDUNG',
  postal_code: '40135',
  area_code: '32.73.02',
};
/** A quote's destination: the receiver's postal code and district. */
export const bandung = { destination_postal_code: '40135', destination_area_code: '32.73.02' };
export const parcel = { weight_grams: 1200, length_cm: 20, width_cm: 15, height_cm: 10 };

/** A logged-in MLO agent with every courier flag and POS settings (each switchable off to test the refusals). */
export async function mloAgentOf(
  ctx: TestContext,
  options: {
    flags?: boolean;
    agen?: boolean;
    settings?: boolean;
    role?: 'agent' | 'member';
    tenant?: 'konter' | 'mitra';
  } = {},
) {
  const who = await buyer(ctx, { role: options.role ?? 'agent', deposit: 200_000, tenant: options.tenant });
  await ctx.database.withTenant(who.tenantId, (tx) =>
    tx
      .update(accounts)
      .set({
        isAgenMlo: options.agen ?? true,
        courierFlags: {
          sicepat: options.flags ?? true,
          idexpress: options.flags ?? true,
          ninja_xpress: options.flags ?? true,
          sap_express: options.flags ?? true,
          jnt_cargo: options.flags ?? true,
          jnt_express: options.flags ?? true,
          jne_express: options.flags ?? true,
          lion_parcel: options.flags ?? true,
        },
      })
      .where(and(eq(accounts.tenantId, who.tenantId), eq(accounts.id, who.accountId))),
  );
  if (options.settings ?? true) {
    const saved = await who.browser.request('PUT', '/api/v1/mlo/settings', posSettings);
    const granted = (options.agen ?? true) && options.role !== 'member';
    expect(saved.statusCode, saved.body).toBe(granted ? 200 : 403);
  }
  return who;
}

export type MloAgent = Awaited<ReturnType<typeof mloAgentOf>>;
let keys = 0;
/** Sends a parcel as `who` with a fresh request key. */
export async function sendParcel(
  who: MloAgent,
  courier: CourierCode,
  service: string,
  extra: Record<string, unknown> = {},
) {
  keys += 1;
  return who.browser.post('/api/v1/mlo/transaction/send', {
    request_key: `test-key-${keys}-${Math.random().toString(36).slice(2, 10)}`,
    courier,
    service,
    receiver,
    parcel,
    item_description: 'Pakaian',
    item_value: 150_000,
    selling_price: 20_000,
    ...extra,
  });
}
