import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn as createdAt, idColumn as id, moneyColumn, tenantIdColumn as tenantId } from './columns.ts';

export type H2hKeyMode = 'production' | 'development';

/**
 * A developer's reseller-API connection (issue 19, DEV-01): the username it signs with, its two keys (production and
 * development) and its callback settings. A key is never stored: it is derived from the installation's secret and
 * the salt below (Digiflazz's `sign` is md5(username + key + …), so the server must be able to recompute it), and
 * only its SHA-256 is kept to tell a rotated or stale key apart. The key is shown once, when made.
 */
export const h2hCredentials = pgTable(
  'h2h_credentials',
  {
    tenantId: tenantId(),
    accountId: uuid('account_id').notNull(),
    username: text('username').notNull(),
    productionSalt: text('production_salt'),
    productionHash: text('production_hash'),
    productionHint: text('production_hint'),
    developmentSalt: text('development_salt'),
    developmentHash: text('development_hash'),
    developmentHint: text('development_hint'),
    callbackUrl: text('callback_url'),
    callbackSecret: text('callback_secret'),
    /** Requests per minute per key. */
    rateLimitPerMinute: integer('rate_limit_per_minute').notNull().default(600),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'h2h_credentials_pk', columns: [table.tenantId, table.accountId] }),
    uniqueIndex('h2h_credentials_username_uq').on(table.tenantId, table.username),
  ],
);

/** The addresses a developer's server calls from; each is pending until an admin approves it (DEV-02). */
export const h2hIps = pgTable(
  'h2h_ips',
  {
    tenantId: tenantId(),
    id: id(),
    accountId: uuid('account_id').notNull(),
    ip: text('ip').notNull(),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'h2h_ips_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('h2h_ips_account_ip_uq').on(table.tenantId, table.accountId, table.ip),
  ],
);

/** Every call of the reseller API, with the key's mode (never the key): what the developer reads as recent calls. */
export const h2hCalls = pgTable(
  'h2h_calls',
  {
    tenantId: tenantId(),
    id: id(),
    /** Null when the caller could not be identified (unknown username). */
    accountId: uuid('account_id'),
    keyMode: text('key_mode').$type<H2hKeyMode>(),
    endpoint: text('endpoint').notNull(),
    refId: text('ref_id'),
    rc: text('rc'),
    ip: text('ip').notNull(),
    httpStatus: integer('http_status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'h2h_calls_pk', columns: [table.tenantId, table.id] }),
    index('h2h_calls_account_idx').on(table.tenantId, table.accountId, table.createdAt),
  ],
);

/**
 * Developer mode's transactions (the development key): the documented test numbers played out with no money and no
 * supplier, kept so that sending the same ref_id again answers its state, as in production.
 */
export const h2hSandboxTransactions = pgTable(
  'h2h_sandbox_transactions',
  {
    tenantId: tenantId(),
    accountId: uuid('account_id').notNull(),
    refId: text('ref_id').notNull(),
    buyerSkuCode: text('buyer_sku_code').notNull(),
    customerNo: text('customer_no').notNull(),
    status: text('status').$type<'Sukses' | 'Pending' | 'Gagal'>().notNull(),
    rc: text('rc').notNull(),
    sn: text('sn').notNull().default(''),
    price: moneyColumn('price').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'h2h_sandbox_pk', columns: [table.tenantId, table.accountId, table.refId] })],
);
