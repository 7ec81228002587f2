import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

/**
 * Security-relevant events of a tenant (refused webhooks, CSRF failures, permission changes). Tenant-scoped like
 * every business table: `tenant_id` leads the key and row-level security confines it.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    action: text('action').notNull(),
    actor: text('actor'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'audit_events_pk', columns: [table.tenantId, table.id] }),
    index('audit_events_tenant_created_idx').on(table.tenantId, table.createdAt),
  ],
);
