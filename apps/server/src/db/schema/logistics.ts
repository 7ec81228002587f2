import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  CourierCode,
  Destination,
  DestinationCourier,
  OrderStatus,
  Party,
} from '@konter/shared/contracts/logistics';
import { createdAtColumn, idColumn, moneyColumn as money, tenantIdColumn as tenantId } from './columns.ts';

/** An agent's POS settings (MLO-01): the counter's origin address, the sender identity, the default packaging. */
export const mloPosSettings = pgTable(
  'mlo_pos_settings',
  {
    tenantId: tenantId(),
    accountId: uuid('account_id').notNull(),
    origin: jsonb('origin').$type<Party>().notNull(),
    senderName: text('sender_name').notNull(),
    senderPhone: text('sender_phone').notNull(),
    defaultPackaging: text('default_packaging').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ name: 'mlo_pos_settings_pk', columns: [table.tenantId, table.accountId] })],
);

export type TrackingEvent = { at: string; status: string; description: string };

/**
 * A parcel order (MLO-02). Created 'processing' with the fee's debit in one transaction; it becomes 'created' when
 * the courier answers with an AWB, or 'rejected' (refunded) when it refuses. A create that timed out stays
 * 'processing' until recovery asks the courier by `ref`. 'cancelled' and 'rejected' are refunded exactly once
 * (`refunded_at`, and the refund's ledger key is unique per order).
 */
export const mloOrders = pgTable(
  'mlo_orders',
  {
    tenantId: tenantId(),
    id: idColumn(),
    /** Our reference, sent to the courier (reference_number, orderid, OLSHOP_ORDERID). */
    ref: text('ref').notNull(),
    accountId: uuid('account_id').notNull(),
    requestKey: text('request_key').notNull(),
    courier: text('courier').$type<CourierCode>().notNull(),
    service: text('service').notNull(),
    awb: text('awb'),
    status: text('status').$type<OrderStatus>().notNull(),
    /** What the courier charges, taken from the agent's deposit: the snapshot a refund returns. */
    fee: money('fee').notNull(),
    /** What the agent charges the customer; the margin is this less the fee. */
    sellingPrice: money('selling_price').notNull(),
    sender: jsonb('sender').$type<Party>().notNull(),
    receiver: jsonb('receiver').$type<Party>().notNull(),
    weightGrams: integer('weight_grams').notNull(),
    lengthCm: integer('length_cm').notNull(),
    widthCm: integer('width_cm').notNull(),
    heightCm: integer('height_cm').notNull(),
    packaging: text('packaging').notNull(),
    itemDescription: text('item_description').notNull(),
    itemValue: money('item_value').notNull(),
    manifestId: uuid('manifest_id'),
    tracking: jsonb('tracking')
      .$type<TrackingEvent[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    failedReason: text('failed_reason'),
    /** The destination of the courier's own list the order was sent to (list couriers only). */
    destination: jsonb('destination').$type<Destination>(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'mlo_orders_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('mlo_orders_ref_uq').on(table.tenantId, table.ref),
    uniqueIndex('mlo_orders_request_uq').on(table.tenantId, table.accountId, table.requestKey),
    uniqueIndex('mlo_orders_awb_uq').on(table.tenantId, table.courier, table.awb),
    index('mlo_orders_account_idx').on(table.tenantId, table.accountId, table.createdAt),
    index('mlo_orders_processing_idx')
      .on(table.status, table.updatedAt)
      .where(sql`status = 'processing'`),
  ],
);

/** A manifest (MLO-03): the parcels of one courier handed over together; closed once, then printable. */
export const mloManifests = pgTable(
  'mlo_manifests',
  {
    tenantId: tenantId(),
    id: idColumn(),
    code: text('code').notNull(),
    accountId: uuid('account_id').notNull(),
    courier: text('courier').$type<CourierCode>().notNull(),
    status: text('status').$type<'open' | 'closed'>().notNull(),
    createdAt: createdAtColumn(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'mlo_manifests_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('mlo_manifests_code_uq').on(table.tenantId, table.code),
    index('mlo_manifests_account_idx').on(table.tenantId, table.accountId, table.createdAt),
  ],
);

/**
 * The agent's customer address book (MLO-06): the district of the shop's region data (code and names, written by the
 * server from the code; null on an entry saved before), and by courier the destination last picked for it.
 */
export const mloCustomers = pgTable(
  'mlo_customers',
  {
    tenantId: tenantId(),
    id: idColumn(),
    accountId: uuid('account_id').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    areaCode: text('area_code'),
    province: text('province'),
    district: text('district'),
    destinations: jsonb('destinations')
      .$type<Partial<Record<DestinationCourier, Destination>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ name: 'mlo_customers_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('mlo_customers_uq').on(table.tenantId, table.accountId, table.phone, table.address),
  ],
);
