import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  Cn23Category,
  Cn23Item,
  Cn23Status,
  ConsignmentCommodity,
  Currency,
  CustomsSettings,
} from '@konter/shared/contracts/cn23';
import { createdAtColumn, idColumn, tenantIdColumn as tenantId } from './columns.ts';

/**
 * The HS headings a CN23 may name (MLO-04): a reference shared by every tenant (no `tenant_id`, so the application
 * role only reads it), with the general (MFN) import duty rate of BTKI 2022 and the certain commodity of PMK 96/2023
 * art. 29 the code belongs to, if any (decision 036).
 */
export const mloHsCodes = pgTable('mlo_hs_codes', {
  code: text('code').primaryKey(),
  descriptionId: text('description_id').notNull(),
  descriptionEn: text('description_en').notNull(),
  dutyBps: integer('duty_bps').notNull(),
  commodity: text('commodity').$type<ConsignmentCommodity>(),
});

/** A tenant's exchange rates (kurs): the newest on or before a day applies to it. */
export const mloExchangeRates = pgTable(
  'mlo_exchange_rates',
  {
    tenantId: tenantId(),
    currency: text('currency').$type<Currency>().notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    /** Rupiah per unit in hundredths of a Rupiah (customs publishes rates with two decimals). */
    rateHundredths: bigint('rate_hundredths', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'mlo_exchange_rates_pk', columns: [table.tenantId, table.currency, table.effectiveOn] }),
  ],
);

/** The tenant's customs thresholds and tax rates; no row reads as the defaults of `customsSettingsSchema`. */
export const mloCustomsSettings = pgTable('mlo_customs_settings', {
  tenantId: tenantId().primaryKey(),
  settings: jsonb('settings').$type<Partial<CustomsSettings>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A CN23 declaration for one of the agent's parcels (MLO-04): draft or submitted when added, cleared or held when
 * customs answers, cancelled while not cleared. At most one declaration per parcel is not cancelled.
 */
export const mloCn23 = pgTable(
  'mlo_cn23',
  {
    tenantId: tenantId(),
    id: idColumn(),
    number: text('number').notNull(),
    accountId: uuid('account_id').notNull(),
    orderId: uuid('order_id').notNull(),
    awb: text('awb').notNull(),
    senderCountry: text('sender_country').notNull(),
    recipientCountry: text('recipient_country').notNull(),
    category: text('category').$type<Cn23Category>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    items: jsonb('items').$type<Cn23Item[]>().notNull(),
    /** The items' value summed, in the currency's minor unit. */
    totalValue: bigint('total_value', { mode: 'number' }).notNull(),
    totalWeightGrams: integer('total_weight_grams').notNull(),
    status: text('status').$type<Cn23Status>().notNull(),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'mlo_cn23_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('mlo_cn23_number_uq').on(table.tenantId, table.number),
    uniqueIndex('mlo_cn23_order_active_uq')
      .on(table.tenantId, table.orderId)
      .where(sql`status <> 'cancelled'`),
    index('mlo_cn23_account_idx').on(table.tenantId, table.accountId, table.createdAt),
  ],
);
