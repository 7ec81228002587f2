import { and, eq } from 'drizzle-orm';
import type { Party } from '@konter/shared/contracts/logistics';
import type { Database } from '../../db/client.ts';
import { demoParcels } from '../../integrations/couriers/demo-parcels.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { mloCustomers, mloOrders, mloPosSettings } from '../../db/schema/logistics.ts';
import type { Clock } from '../../platform/clock.ts';
import { hashSecret } from '../../platform/secrets.ts';
import { demoPassword, demoPin } from '../accounts/index.ts';
import { holderCode, houseCodes, postDemoOpeningDeposit, postTransfer } from '../ledger/index.ts';
import { regionByCode } from '../shop/index.ts';

/** The demo's parcel agent (POS MLO): its own account, so the other demo accounts keep their empty deposits. */
export const demoMloAgent = { phone: '081234560006', name: 'Demo Agen MLO' } as const;

const origin: Party = {
  name: 'Konter Berkah',
  phone: '081234560006',
  address: 'Jl. Kebon Sirih No. 12',
  city: 'JAKARTA PUSAT',
  postal_code: '10110',
};
/** The saved customers, each in its district of the shop's region data (Coblong, Kota Bandung; Genteng, Surabaya). */
const customers: (Party & { area_code: string })[] = [
  {
    name: 'Siti Aminah',
    phone: '081311112222',
    address: 'Jl. Dago No. 5',
    city: 'BANDUNG',
    postal_code: '40135',
    area_code: '32.73.02',
  },
  {
    name: 'Budi Santoso',
    phone: '081322223333',
    address: 'Jl. Pemuda No. 8',
    city: 'SURABAYA',
    postal_code: '60271',
    area_code: '35.78.07',
  },
];

/**
 * Idempotent: an MLO agent with every adapted courier's flag, POS settings, two saved customers, an opening deposit and
 * three settled orders (delivered, returned, cancelled and refunded), each charged through the ledger.
 */
export async function seedDemoLogistics(database: Database, tenantId: string, slug: string, clock: Clock) {
  const now = clock.now();
  const [passwordHash, pinHash] = await Promise.all([hashSecret(demoPassword), hashSecret(demoPin)]);
  await database.withTenant(tenantId, async (tx) => {
    const [existing] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.phone, demoMloAgent.phone)));
    if (existing) return;
    const [agent] = await tx
      .insert(accounts)
      .values({
        tenantId,
        name: demoMloAgent.name,
        email: `mlo@demo.konter.id`,
        phone: demoMloAgent.phone,
        passwordHash,
        pinHash,
        role: 'agent',
        isAgenMlo: true,
        courierFlags: {
          sicepat: true,
          idexpress: true,
          ninja_xpress: true,
          sap_express: true,
          jnt_cargo: true,
          jnt_express: true,
          jne_express: true,
          lion_parcel: true,
        },
        referralCode: `${slug.slice(0, 3).toUpperCase()}MLO06`,
        emailVerifiedAt: now,
        phoneVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: accounts.id });
    if (!agent) throw new Error('demo MLO agent insert failed');
    await tx.insert(mloPosSettings).values({
      tenantId,
      accountId: agent.id,
      origin,
      senderName: 'Konter Berkah',
      senderPhone: origin.phone,
      defaultPackaging: 'plastic',
      updatedAt: now,
    });
    for (const customer of customers) {
      const district = await regionByCode(customer.area_code);
      await tx.insert(mloCustomers).values({
        tenantId,
        accountId: agent.id,
        name: customer.name,
        phone: customer.phone,
        address: customer.address,
        city: district?.city ?? customer.city,
        postalCode: customer.postal_code,
        areaCode: district?.code ?? null,
        province: district?.province ?? null,
        district: district?.district ?? null,
        createdAt: now,
      });
    }
    await postDemoOpeningDeposit(tx, tenantId, { scope: 'mlo', accountId: agent.id, amount: 500_000, at: now });
    const day = 86_400_000;
    // The same parcels the courier simulators hold (tracking and CN23's check_resi ask the courier about them).
    const seeded = demoParcels.map((parcel, index) => ({ ...parcel, to: customers[index === 0 ? 0 : 1] }));
    for (const [index, order] of seeded.entries()) {
      const at = new Date(now.getTime() - order.daysAgo * day);
      const steps =
        order.status === 'cancelled'
          ? (['created', 'cancelled'] as const)
          : (['created', 'picked_up', 'in_transit', order.status] as const);
      const [row] = await tx
        .insert(mloOrders)
        .values({
          tenantId,
          ref: `MLODEMO${slug.slice(0, 3).toUpperCase()}${index + 1}`,
          accountId: agent.id,
          requestKey: `demo-${index + 1}`,
          courier: order.courier,
          service: order.service,
          awb: order.awb,
          status: order.status,
          fee: order.fee,
          sellingPrice: order.fee + 3_000,
          sender: { ...origin, name: 'Konter Berkah' },
          receiver: order.to ?? origin,
          weightGrams: 1_000,
          lengthCm: 20,
          widthCm: 15,
          heightCm: 10,
          packaging: 'plastic',
          itemDescription: 'Pakaian',
          itemValue: 150_000,
          tracking: steps.map((status, step) => ({
            at: new Date(at.getTime() + step * 6 * 3_600_000).toISOString(),
            status,
            description: status,
          })),
          refundedAt: order.status === 'cancelled' ? at : null,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (!row) continue;
      await postTransfer(tx, tenantId, {
        idempotencyKey: `mlo:${row.id}:charge`,
        kind: 'mlo_fee',
        reference: row.ref,
        at,
        legs: [
          { code: holderCode('deposit', agent.id), amount: -row.fee },
          { code: houseCodes.courierPayable, amount: row.fee },
        ],
      });
      if (order.status === 'cancelled') {
        await postTransfer(tx, tenantId, {
          idempotencyKey: `mlo:${row.id}:refund`,
          kind: 'mlo_refund',
          reference: row.ref,
          at,
          legs: [
            { code: holderCode('deposit', agent.id), amount: row.fee },
            { code: houseCodes.courierPayable, amount: -row.fee },
          ],
        });
      }
    }
  });
}
