import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accounts, type CourierFlags } from '../../db/schema/accounts.ts';
import {
  mloCustomers,
  mloManifests,
  mloOrders,
  mloPosSettings,
  type TrackingEvent,
} from '../../db/schema/logistics.ts';
import type { OrderStatus } from '@konter/shared/contracts/logistics';

export type PosSettingsRow = typeof mloPosSettings.$inferSelect;
export type OrderRow = typeof mloOrders.$inferSelect;
export type ManifestRow = typeof mloManifests.$inferSelect;
export type CustomerRow = typeof mloCustomers.$inferSelect;

export async function findPosSettings(tx: Tx, tenantId: string, accountId: string): Promise<PosSettingsRow | null> {
  const [row] = await tx
    .select()
    .from(mloPosSettings)
    .where(and(eq(mloPosSettings.tenantId, tenantId), eq(mloPosSettings.accountId, accountId)));
  return row ?? null;
}

export async function upsertPosSettings(tx: Tx, values: typeof mloPosSettings.$inferInsert): Promise<void> {
  await tx
    .insert(mloPosSettings)
    .values(values)
    .onConflictDoUpdate({
      target: [mloPosSettings.tenantId, mloPosSettings.accountId],
      set: {
        origin: values.origin,
        senderName: values.senderName,
        senderPhone: values.senderPhone,
        defaultPackaging: values.defaultPackaging,
        updatedAt: values.updatedAt,
      },
    });
}

/** Inserts an order; null when this account's request key was used before (a retry: the caller reads that one). */
export async function insertOrder(tx: Tx, values: typeof mloOrders.$inferInsert): Promise<OrderRow | null> {
  const [row] = await tx
    .insert(mloOrders)
    .values(values)
    .onConflictDoNothing({ target: [mloOrders.tenantId, mloOrders.accountId, mloOrders.requestKey] })
    .returning();
  return row ?? null;
}

export async function findOrderByRequestKey(tx: Tx, tenantId: string, accountId: string, requestKey: string) {
  const [row] = await tx
    .select()
    .from(mloOrders)
    .where(
      and(eq(mloOrders.tenantId, tenantId), eq(mloOrders.accountId, accountId), eq(mloOrders.requestKey, requestKey)),
    );
  return row ?? null;
}

export async function findOrder(tx: Tx, tenantId: string, id: string): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(mloOrders)
    .where(and(eq(mloOrders.tenantId, tenantId), eq(mloOrders.id, id)));
  return row ?? null;
}

export async function findOrderByAwb(tx: Tx, tenantId: string, accountId: string, awb: string) {
  const [row] = await tx
    .select()
    .from(mloOrders)
    .where(and(eq(mloOrders.tenantId, tenantId), eq(mloOrders.accountId, accountId), eq(mloOrders.awb, awb)));
  return row ?? null;
}

export async function listOrders(tx: Tx, tenantId: string, accountId: string, limit = 100): Promise<OrderRow[]> {
  return tx
    .select()
    .from(mloOrders)
    .where(and(eq(mloOrders.tenantId, tenantId), eq(mloOrders.accountId, accountId)))
    .orderBy(desc(mloOrders.createdAt))
    .limit(limit);
}

export async function ordersOfManifests(tx: Tx, tenantId: string, manifestIds: string[]): Promise<OrderRow[]> {
  if (manifestIds.length === 0) return [];
  return tx
    .select()
    .from(mloOrders)
    .where(and(eq(mloOrders.tenantId, tenantId), inArray(mloOrders.manifestId, manifestIds)))
    .orderBy(asc(mloOrders.createdAt));
}

/**
 * Moves an order out of one of `from` (a conditional update: of two settlers only one sees its row come back);
 * null when it was no longer in any of them.
 */
export async function moveOrder(
  tx: Tx,
  tenantId: string,
  id: string,
  from: OrderStatus[],
  set: Partial<Pick<OrderRow, 'status' | 'awb' | 'tracking' | 'failedReason' | 'refundedAt' | 'fee'>> & {
    updatedAt: Date;
  },
): Promise<OrderRow | null> {
  const [row] = await tx
    .update(mloOrders)
    .set(set)
    .where(and(eq(mloOrders.tenantId, tenantId), eq(mloOrders.id, id), inArray(mloOrders.status, from)))
    .returning();
  return row ?? null;
}

/**
 * The courier's latest status and steps for a moving parcel. Never 'cancelled': a cancel refunds, so it goes through
 * `moveOrder` and the refund in one transaction (the service's `followCourier`).
 */
export async function setTracking(
  tx: Tx,
  tenantId: string,
  id: string,
  status: Exclude<OrderStatus, 'cancelled' | 'rejected' | 'processing'>,
  tracking: TrackingEvent[],
  at: Date,
): Promise<void> {
  // Only a parcel that is moving takes the courier's word; a settled order (cancelled, rejected) keeps its state.
  await tx
    .update(mloOrders)
    .set({ status, tracking, updatedAt: at })
    .where(
      and(
        eq(mloOrders.tenantId, tenantId),
        eq(mloOrders.id, id),
        inArray(mloOrders.status, ['created', 'picked_up', 'in_transit']),
      ),
    );
}

/** Orders still processing since before `before`, across tenants (recovery, as the owner). */
export async function stuckOrders(tx: Tx, before: Date, limit: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(mloOrders)
    .where(and(eq(mloOrders.status, 'processing'), lt(mloOrders.updatedAt, before)))
    .orderBy(asc(mloOrders.updatedAt))
    .limit(limit);
}

export async function setManifest(tx: Tx, tenantId: string, orderId: string, manifestId: string): Promise<boolean> {
  const rows = await tx
    .update(mloOrders)
    .set({ manifestId })
    .where(
      and(
        eq(mloOrders.tenantId, tenantId),
        eq(mloOrders.id, orderId),
        sql`${mloOrders.manifestId} is null`,
        inArray(mloOrders.status, ['created', 'picked_up']),
      ),
    )
    .returning({ id: mloOrders.id });
  return rows.length > 0;
}

export async function insertManifest(tx: Tx, values: typeof mloManifests.$inferInsert): Promise<ManifestRow> {
  const [row] = await tx.insert(mloManifests).values(values).returning();
  if (!row) throw new Error('manifest insert returned nothing');
  return row;
}

export async function countManifests(tx: Tx, tenantId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(mloManifests)
    .where(eq(mloManifests.tenantId, tenantId));
  return row?.count ?? 0;
}

export async function findManifest(tx: Tx, tenantId: string, id: string): Promise<ManifestRow | null> {
  const [row] = await tx
    .select()
    .from(mloManifests)
    .where(and(eq(mloManifests.tenantId, tenantId), eq(mloManifests.id, id)));
  return row ?? null;
}

export async function listManifests(tx: Tx, tenantId: string, accountId: string): Promise<ManifestRow[]> {
  return tx
    .select()
    .from(mloManifests)
    .where(and(eq(mloManifests.tenantId, tenantId), eq(mloManifests.accountId, accountId)))
    .orderBy(desc(mloManifests.createdAt))
    .limit(50);
}

export async function closeManifest(tx: Tx, tenantId: string, id: string, at: Date): Promise<ManifestRow | null> {
  const [row] = await tx
    .update(mloManifests)
    .set({ status: 'closed', closedAt: at })
    .where(and(eq(mloManifests.tenantId, tenantId), eq(mloManifests.id, id), eq(mloManifests.status, 'open')))
    .returning();
  return row ?? null;
}

export async function listCustomers(tx: Tx, tenantId: string, accountId: string): Promise<CustomerRow[]> {
  return tx
    .select()
    .from(mloCustomers)
    .where(and(eq(mloCustomers.tenantId, tenantId), eq(mloCustomers.accountId, accountId)))
    .orderBy(asc(mloCustomers.name))
    .limit(500);
}

/**
 * A customer saved again (same phone and address) keeps its district when the new one names none, and adds the
 * destinations picked now to those it had (all of them replaced when its district changed).
 */
export async function saveCustomer(tx: Tx, values: typeof mloCustomers.$inferInsert): Promise<void> {
  await tx
    .insert(mloCustomers)
    .values(values)
    .onConflictDoUpdate({
      target: [mloCustomers.tenantId, mloCustomers.accountId, mloCustomers.phone, mloCustomers.address],
      set: {
        name: values.name,
        city: values.city,
        postalCode: values.postalCode,
        areaCode: sql`coalesce(excluded.area_code, ${mloCustomers.areaCode})`,
        province: sql`coalesce(excluded.province, ${mloCustomers.province})`,
        district: sql`coalesce(excluded.district, ${mloCustomers.district})`,
        // A new district makes the destinations picked for the old one stale.
        destinations: sql`case when excluded.area_code is not null and excluded.area_code is distinct from ${mloCustomers.areaCode}
          then excluded.destinations else ${mloCustomers.destinations} || excluded.destinations end`,
      },
    });
}

export async function deleteCustomer(tx: Tx, tenantId: string, accountId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(mloCustomers)
    .where(and(eq(mloCustomers.tenantId, tenantId), eq(mloCustomers.accountId, accountId), eq(mloCustomers.id, id)))
    .returning({ id: mloCustomers.id });
  return rows.length > 0;
}

/** The order of a courier's AWB in whichever tenant has it (a courier's push names no tenant; as the owner). */
export async function findOrderByCourierAwb(tx: Tx, courier: string, awb: string): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(mloOrders)
    .where(and(eq(mloOrders.courier, courier as OrderRow['courier']), eq(mloOrders.awb, awb)))
    .limit(1);
  return row ?? null;
}

/** An account's POS MLO grant, its row locked until the transaction ends (the admin's change is read-modify-write). */
export async function lockMloGrant(tx: Tx, tenantId: string, accountId: string) {
  const [row] = await tx
    .select({
      id: accounts.id,
      name: accounts.name,
      phone: accounts.phone,
      status: accounts.status,
      isAgenMlo: accounts.isAgenMlo,
      courierFlags: accounts.courierFlags,
    })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)))
    .for('update');
  return row ?? null;
}

export async function updateMloGrant(
  tx: Tx,
  tenantId: string,
  accountId: string,
  values: { isAgenMlo: boolean; courierFlags: CourierFlags; updatedAt: Date },
): Promise<void> {
  await tx
    .update(accounts)
    .set(values)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)));
}
