import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Menu } from '@konter/shared/contracts/site';
import type { Locale } from '@konter/shared/i18n/locales';

export type TenantColors = { primary: string; primaryForeground: string; accent: string };
export type TenantFeatures = { shop: boolean; ppob: boolean };
export type LiveChatSetting = { isEnable: boolean; embedId: string | null };
/** Where the tenant's customers reach a person: shown wherever help is offered. */
export type TenantContact = { whatsapp: string | null; email: string | null };
export type DepositSettings = {
  nominals: number[];
  banks: { code: string; name: string; accountNumber: string; accountHolder: string }[];
  virtuals: { code: string; name: string }[];
  settings: {
    cd: boolean;
    currency: string;
    locale: string;
    allow_custom_nominals: boolean;
    allow_deposit_transfer: boolean;
    pay_external_payment_fee: boolean;
    min_topup: number;
  };
};

/** Markup over the buying price per role tier: percent of the buying price, at least `minimum` Rupiah. */
export type PriceTier = { percent: number; minimum: number };

export type CatalogueSettings = {
  /** TRX-04: the same number and product at most this many times a Jakarta day (help text 1, FAQ 2). */
  sameNumberDailyLimit: number;
  /** TRX-13: the web remembers the last number per family / the password for the tab. */
  persistentNumber: boolean;
  persistentPassword: boolean;
  /** Selling prices: member (also the public price list), agent and master tiers. */
  pricing: { member: PriceTier; agent: PriceTier; master: PriceTier };
  /** A purchase still processing after this long is refunded as timed out (a later success is re-debited). */
  processingTimeoutMinutes: number;
  /** XLS-02: rows per spreadsheet as `prabayar/checkExcel` reports it (excelTrxLimit, default 1000). */
  excelTrxLimit: number;
  /**
   * XLS-02: the help text's cap of rows in one uploaded file (default 100). A file may hold
   * min(excelFileRowLimit, excelTrxLimit) rows; see docs/catalogue-and-purchases.md.
   */
  excelFileRowLimit?: number;
  /** TRX-09: the supplier SKU of each e-wallet's account-name inquiry, by operator slug (defaults in code). */
  nameCheckSkus?: Record<string, string>;
};

/** A brand running on Konter. Global table: it is looked up before any tenant is known. */
export const tenants = pgTable('tenants', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  slug: text('slug').notNull().unique(),
  brandName: text('brand_name').notNull(),
  logoUrl: text('logo_url'),
  colors: jsonb('colors').$type<TenantColors>().notNull(),
  locale: text('locale').$type<Locale>().notNull().default('id'),
  features: jsonb('features').$type<TenantFeatures>().notNull(),
  menu: jsonb('menu').$type<Menu>().notNull(),
  liveChat: jsonb('live_chat').$type<LiveChatSetting>().notNull(),
  contact: jsonb('contact')
    .$type<TenantContact>()
    .notNull()
    .default(sql`'{"whatsapp":null,"email":null}'::jsonb`),
  agentDebtEnabled: boolean('agent_debt_enabled').notNull().default(false),
  whitelistedEmail: text('whitelisted_email'),
  depositSettings: jsonb('deposit_settings').$type<DepositSettings>().notNull(),
  catalogueSettings: jsonb('catalogue_settings')
    .$type<CatalogueSettings>()
    .notNull()
    .default(
      sql`'{"sameNumberDailyLimit":1,"persistentNumber":true,"persistentPassword":false,"pricing":{"member":{"percent":2,"minimum":200},"agent":{"percent":1,"minimum":100},"master":{"percent":0.5,"minimum":50}},"processingTimeoutMinutes":1440,"excelTrxLimit":1000}'::jsonb`,
    ),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Host names a tenant answers on (without port). Global: resolves a request to its tenant. */
export const tenantHosts = pgTable(
  'tenant_hosts',
  {
    host: text('host').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
  },
  (table) => [index('tenant_hosts_tenant_idx').on(table.tenantId)],
);
