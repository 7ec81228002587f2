import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from './columns.ts';
import { tenants } from './tenants.ts';

/**
 * The one inbox of every provider's inbound webhooks (decision 026): payment-gateway notifications and supplier
 * callbacks alike, unique per provider delivery, so a duplicate is recognised and changes nothing. `tenant_id` is
 * known when the delivery names something of a tenant (a deposit code); a supplier callback names only our ref_id
 * and gets its tenant once its purchase is found (one that arrives first waits here, unprocessed, for the recovery
 * job). Rows with a tenant are confined by row-level security; the others are read by system jobs only.
 */
export const webhookInbox = pgTable(
  'webhook_inbox',
  {
    provider: text('provider').notNull(),
    deliveryId: text('delivery_id').notNull(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    /** What the delivery is about: a deposit code, a purchase's ref_id. */
    reference: text('reference').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    outcome: text('outcome'),
  },
  (table) => [
    primaryKey({ name: 'webhook_inbox_pk', columns: [table.provider, table.deliveryId] }),
    index('webhook_inbox_waiting_idx')
      .on(table.receivedAt)
      .where(sql`processed_at is null`),
  ],
);

/**
 * Every attempt of every outbound webhook (platform/webhook-delivery.ts): one row per attempt, with what the
 * receiver answered, how long it took, and when the next attempt is due (null once delivered or given up).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: idColumn().primaryKey(),
    /** Stable across the attempts of one webhook: the receiver's idempotency key (`Konter-Delivery` header). */
    deliveryId: uuid('delivery_id').notNull(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    /** Who it is for (a reseller's H2H callback URL, say): names the secret it is signed with. */
    subscriber: text('subscriber').notNull(),
    url: text('url').notNull(),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    /** `delivered`, `retrying` or `gave_up`. */
    outcome: text('outcome').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (table) => [index('webhook_deliveries_delivery_idx').on(table.deliveryId, table.attempt)],
);
