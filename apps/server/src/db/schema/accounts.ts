import { sql } from 'drizzle-orm';
import {
  boolean,
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
import type { Role } from '@konter/shared/contracts/accounts';
import { tenantIdColumn as tenantId, idColumn as id, createdAtColumn as createdAt } from './columns.ts';

export type CourierFlags = {
  sicepat: boolean;
  idexpress: boolean;
  ninja_xpress: boolean;
  sap_express: boolean;
  jnt_cargo: boolean;
  jnt_express: boolean;
  jne_express: boolean;
  lion_parcel: boolean;
};

/** A person's account in one tenant; the same phone in another tenant is another account (PLT-01). */
export const accounts = pgTable(
  'accounts',
  {
    tenantId: tenantId(),
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    pinHash: text('pin_hash'),
    role: text('role').$type<Role>().notNull().default('member'),
    status: text('status').$type<'active' | 'inactive' | 'deleted'>().notNull().default('active'),
    /** Permissions granted by an admin on top of the role's (e.g. deposit.transfer, bulk.excel). */
    grants: text('grants')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    referralCode: text('referral_code').notNull(),
    referredBy: uuid('referred_by'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    avatarPath: text('avatar_path'),
    fontSize: text('font_size').notNull().default('default'),
    fontFamily: text('font_family').notNull().default('system'),
    cornerRoundness: text('corner_roundness').notNull().default('normal'),
    displayPreference: text('display_preference').notNull().default('light'),
    emailNotification: boolean('email_notification').notNull().default(true),
    developerMode: boolean('developer_mode').notNull().default(false),
    isAgenMlo: boolean('is_agen_mlo').notNull().default(false),
    courierFlags: jsonb('courier_flags').$type<CourierFlags>().notNull().default({
      sicepat: false,
      idexpress: false,
      ninja_xpress: false,
      sap_express: false,
      jnt_cargo: false,
      jnt_express: false,
      jne_express: false,
      lion_parcel: false,
    }),
    userPermissionSetting: jsonb('user_permission_setting').$type<Record<string, boolean>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'accounts_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('accounts_tenant_phone_uq').on(table.tenantId, table.phone),
    uniqueIndex('accounts_tenant_email_uq').on(table.tenantId, table.email),
    uniqueIndex('accounts_tenant_referral_uq').on(table.tenantId, table.referralCode),
    // An upline's agents (the agent transactions report, RPT-01).
    index('accounts_referred_by_idx').on(table.tenantId, table.referredBy),
  ],
);

/** A browser or app install, known by its long-lived device cookie, per account (ACC-08). */
export const devices = pgTable(
  'devices',
  {
    tenantId: tenantId(),
    id: id(),
    accountId: uuid('account_id').notNull(),
    /** SHA-256 of the device cookie; the cookie itself is never stored. */
    keyHash: text('key_hash').notNull(),
    label: text('label').notNull(),
    ip: text('ip').notNull(),
    status: text('status').$type<'trusted' | 'pending' | 'blocked' | 'revoked'>().notNull(),
    /** While pending: the login request the waiting device polls, and until when it may be approved. */
    requestId: uuid('request_id'),
    requestExpiresAt: timestamp('request_expires_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'devices_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('devices_account_key_uq').on(table.tenantId, table.accountId, table.keyHash),
    uniqueIndex('devices_request_uq').on(table.tenantId, table.requestId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    tenantId: tenantId(),
    /** SHA-256 of the session cookie. */
    tokenHash: text('token_hash').notNull(),
    accountId: uuid('account_id').notNull(),
    deviceId: uuid('device_id').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'sessions_pk', columns: [table.tenantId, table.tokenHash] }),
    index('sessions_account_idx').on(table.tenantId, table.accountId),
  ],
);

/** Single-use e-mail tokens: verification and password reset. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tenantId: tenantId(),
    tokenHash: text('token_hash').notNull(),
    accountId: uuid('account_id').notNull(),
    purpose: text('purpose').$type<'verify_email' | 'reset_password'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ name: 'account_tokens_pk', columns: [table.tenantId, table.tokenHash] })],
);

/** WhatsApp phone-verification codes (ACC-09): each row is one send. */
export const phoneOtps = pgTable(
  'phone_otps',
  {
    tenantId: tenantId(),
    id: id(),
    accountId: uuid('account_id').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'phone_otps_pk', columns: [table.tenantId, table.id] }),
    index('phone_otps_account_created_idx').on(table.tenantId, table.accountId, table.createdAt),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    tenantId: tenantId(),
    id: id(),
    accountId: uuid('account_id').notNull(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'contacts_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('contacts_unique_number_uq').on(table.tenantId, table.accountId, table.type, table.number),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    tenantId: tenantId(),
    id: id(),
    accountId: uuid('account_id').notNull(),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    district: text('district').notNull().default(''),
    subDistrict: text('sub_district').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    detail: text('detail').notNull().default(''),
    isPrimary: boolean('is_primary').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'addresses_pk', columns: [table.tenantId, table.id] }),
    index('addresses_account_idx').on(table.tenantId, table.accountId),
  ],
);

/** Fixed-window counters for limits that protect secrets (login, OTP, PIN), shared by every instance. */
export const rateCounters = pgTable(
  'rate_counters',
  {
    tenantId: tenantId(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ name: 'rate_counters_pk', columns: [table.tenantId, table.key, table.windowStart] })],
);
