import { sql } from 'drizzle-orm';
import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

/** The leading column of every tenant table: row-level security keys on it (decision 005). */
export const tenantIdColumn = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

export const idColumn = () =>
  uuid('id')
    .notNull()
    .default(sql`gen_random_uuid()`);

export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Whole Rupiah. */
export const moneyColumn = (name: string) => bigint(name, { mode: 'number' });
