import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Locale } from '@konter/shared/i18n/locales';
import type {
  agentSettingsSchema,
  catalogueSettingsSchema,
  depositSettingsSchema,
  liveChatSettingSchema,
  notificationChannelsSchema,
  receiptDefaultsSchema,
  shopSettingsSchema,
  tenantColorsSchema,
  tenantAppsSchema,
  tenantContactSchema,
  tenantFeaturesSchema,
  tenantMenuSchema,
} from '@konter/shared/tenants/settings';

/**
 * The settings columns hold what a tenant set, possibly partial (a row written before a field existed): typed as
 * the schemas' input, so nothing reads them raw. The tenants module parses each row with
 * `@konter/shared/tenants/settings`, the one place of their defaults (decision 027).
 */
// The parsed (complete) types, for code that names them.
export type {
  AgentSettings,
  CatalogueSettings,
  DepositSettings,
  LiveChatSetting,
  PriceTier,
  TenantColors,
  TenantContact,
  TenantFeatures,
} from '@konter/shared/tenants/settings';

const emptyObject = sql`'{}'::jsonb`;

/** A brand running on Konter. Global table: it is looked up before any tenant is known. */
export const tenants = pgTable('tenants', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  slug: text('slug').notNull().unique(),
  brandName: text('brand_name').notNull(),
  logoUrl: text('logo_url'),
  colors: jsonb('colors').$type<z.input<typeof tenantColorsSchema>>().notNull().default(emptyObject),
  locale: text('locale').$type<Locale>().notNull().default('id'),
  features: jsonb('features').$type<z.input<typeof tenantFeaturesSchema>>().notNull().default(emptyObject),
  /** Written whole when the tenant is created (the default menu unless given): it is content the admin edits. */
  menu: jsonb('menu').$type<NonNullable<z.input<typeof tenantMenuSchema>>>().notNull(),
  liveChat: jsonb('live_chat').$type<z.input<typeof liveChatSettingSchema>>().notNull().default(emptyObject),
  contact: jsonb('contact').$type<z.input<typeof tenantContactSchema>>().notNull().default(emptyObject),
  apps: jsonb('apps').$type<z.input<typeof tenantAppsSchema>>().notNull().default(emptyObject),
  agentDebtEnabled: boolean('agent_debt_enabled').notNull().default(false),
  whitelistedEmail: text('whitelisted_email'),
  depositSettings: jsonb('deposit_settings')
    .$type<z.input<typeof depositSettingsSchema>>()
    .notNull()
    .default(emptyObject),
  catalogueSettings: jsonb('catalogue_settings')
    .$type<z.input<typeof catalogueSettingsSchema>>()
    .notNull()
    .default(emptyObject),
  shopSettings: jsonb('shop_settings').$type<z.input<typeof shopSettingsSchema>>().notNull().default(emptyObject),
  /** The agent network's rules (issue 18): approval of new agents, master promotion. */
  agentSettings: jsonb('agent_settings').$type<z.input<typeof agentSettingsSchema>>().notNull().default(emptyObject),
  /** How receipts print for an account that has not chosen (RCP-02, issue 17). */
  receiptDefaults: jsonb('receipt_defaults')
    .$type<z.input<typeof receiptDefaultsSchema>>()
    .notNull()
    .default(emptyObject),
  /** Which notifications go out by WhatsApp, and with which message template (issue 20). */
  notificationChannels: jsonb('notification_channels')
    .$type<z.input<typeof notificationChannelsSchema>>()
    .notNull()
    .default(emptyObject),
  active: boolean('active').notNull().default(true),
  /**
   * The installation's own tenant (decision 034): the only host the platform owner's `/api/v1/platform/*` answers on.
   * Set by the seed only, never through the API.
   */
  platform: boolean('platform').notNull().default(false),
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

export const credentialProviders = ['digiflazz', 'midtrans', 'xendit', 'bank_feed', 'whatsapp'] as const;
export type CredentialProvider = (typeof credentialProviders)[number];

/**
 * A tenant's own account at a provider (decision 027): its secret fields are one AES-256-GCM sealed JSON object
 * (`CREDENTIALS_KEY`), never stored readable. A tenant without a row for a provider uses the process-wide account.
 */
export const tenantProviderCredentials = pgTable(
  'tenant_provider_credentials',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<CredentialProvider>().notNull(),
    /** The account's name as people see it (e.g. the supplier account, the Midtrans merchant); not secret. */
    label: text('label').notNull(),
    /** `v1.<iv>.<tag>.<ciphertext>`, base64url: see modules/tenants/credential-cipher.ts. */
    sealedSecrets: text('sealed_secrets').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.provider, table.label] })],
);
