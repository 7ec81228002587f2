import { z } from 'zod';
import { locales } from '../i18n/locales.ts';
import { agentSettingModes } from '../tenants/settings.ts';
import { alphaNumSpaces, regex } from '../validation/rules.ts';
import { gatewayMethodKeys } from '../fees/deposit-fees.ts';
import { apiBase, menuSchema } from './site.ts';
import { paperWidths, receiptFontSizes } from './transactions.ts';

/**
 * The tenant's brand and site settings in the back office (issue 17, ADM-01, PLT-11) and its home menu (NAV-16).
 * The body is flat, with snake_case names, so each refusal lands under the field the form shows.
 */
export const adminTenantSettingsPaths = {
  settings: `${apiBase}/admin/tenant/settings`,
  logo: `${apiBase}/admin/tenant/logo`,
  menu: `${apiBase}/admin/tenant/menu`,
  hosts: `${apiBase}/admin/tenant/hosts`,
} as const;

/** An https address on a named host (a Play Store listing, an APK): one format message, whatever is wrong. */
const httpsAddress =
  /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,63}(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const rupiahThousands = z.number().int().min(1_000).max(100_000_000).multipleOf(1_000);

/** The banks a tenant can take transfers on (§3 Deposit settings `banks`), by the code a top-up names. */
export const depositBankCodes = [
  'bca',
  'bri',
  'bni',
  'mandiri',
  'bsi',
  'cimb',
  'permata',
  'danamon',
  'btn',
  'ocbc',
  'jago',
  'seabank',
] as const;
export type DepositBankCode = (typeof depositBankCodes)[number];
export const depositBankNames: Record<DepositBankCode, string> = {
  bca: 'BCA',
  bri: 'BRI',
  bni: 'BNI',
  mandiri: 'Mandiri',
  bsi: 'BSI',
  cimb: 'CIMB Niaga',
  permata: 'Permata',
  danamon: 'Danamon',
  btn: 'BTN',
  ocbc: 'OCBC',
  jago: 'Bank Jago',
  seabank: 'SeaBank',
};

export const tenantDepositBankSchema = z.object({
  code: z.string(),
  name: z.string(),
  account_number: z.string(),
  account_holder: z.string(),
});
export type TenantDepositBank = z.infer<typeof tenantDepositBankSchema>;

/** A bank account as the admin enters it: the bank's name comes from its code. */
export const depositBankBody = z.object({
  code: z.enum(depositBankCodes),
  account_number: z
    .string()
    .trim()
    .min(1)
    .check(regex(/^\d{6,20}$/)),
  account_holder: z
    .string()
    .trim()
    .min(3)
    .max(60)
    .check(alphaNumSpaces({ extra: ".,'&()-" })),
});
export type DepositBankBody = z.infer<typeof depositBankBody>;

export const tenantSiteSettingsSchema = z.object({
  brand_name: z.string(),
  logo_url: z.string().nullable(),
  primary_color: z.string(),
  primary_foreground_color: z.string(),
  accent_color: z.string(),
  locale: z.enum(locales),
  live_chat_enabled: z.boolean(),
  live_chat_embed_id: z.string().nullable(),
  contact_whatsapp: z.string().nullable(),
  contact_email: z.string().nullable(),
  agent_debt_enabled: z.boolean(),
  pay_from_cashback: z.boolean(),
  pay_from_loan: z.boolean(),
  agent_approval: z.enum(agentSettingModes),
  master_promotion: z.enum(agentSettingModes),
  android_app_url: z.string().nullable(),
  whitelisted_email: z.string().nullable(),
  deposit_nominals: z.array(z.number().int()),
  deposit_min_topup: z.number().int(),
  deposit_allow_custom_nominals: z.boolean(),
  deposit_allow_transfer: z.boolean(),
  deposit_pay_external_payment_fee: z.boolean(),
  deposit_cd: z.boolean(),
  deposit_currency: z.string(),
  deposit_locale: z.string(),
  deposit_banks: z.array(tenantDepositBankSchema),
  /** The gateway methods members are not offered, as 'provider.method' (every other one is). */
  deposit_methods_off: z.array(z.string()),
  adjustment_four_eyes_above: z.number().int(),
  deposit_bank_cutoff: z.string(),
  excel_trx_limit: z.number().int(),
  excel_file_row_limit: z.number().int(),
  processing_timeout_minutes: z.number().int(),
  receipt_show_logo: z.boolean(),
  receipt_show_address: z.boolean(),
  receipt_large_text: z.boolean(),
  receipt_large_serial: z.boolean(),
  receipt_note_left: z.boolean(),
  receipt_paper_width: z.enum(paperWidths),
  receipt_font_size: z.enum(receiptFontSizes),
  receipt_note: z.string(),
});
export type TenantSiteSettings = z.infer<typeof tenantSiteSettingsSchema>;

/** What the admin may change: any subset, at least one field; a cleared optional text is null. */
export const updateTenantSiteSettingsBody = z
  .object({
    brand_name: z.string().trim().min(2).max(60),
    primary_color: hexColour,
    primary_foreground_color: hexColour,
    accent_color: hexColour,
    locale: z.enum(locales),
    live_chat_enabled: z.boolean(),
    live_chat_embed_id: z.string().trim().min(1).max(200).nullable(),
    /** International form without '+', as the contact link wants it (62812…). */
    contact_whatsapp: z
      .string()
      .trim()
      .regex(/^62\d{8,13}$/)
      .nullable(),
    contact_email: z.email().max(120).nullable(),
    agent_debt_enabled: z.boolean(),
    /** §1: purchases may be paid from the cashback wallet / by drawing on the agent's loan (the web only). */
    pay_from_cashback: z.boolean(),
    pay_from_loan: z.boolean(),
    /** AGT-01: a member who applies becomes an agent at once, or waits for an admin. */
    agent_approval: z.enum(agentSettingModes),
    /** AGT-03: an agent past the master threshold is promoted by the daily job, or listed for an admin. */
    master_promotion: z.enum(agentSettingModes),
    /** NAV-19: the tenant's Android listing ("download app"); null offers the web app's install instead. */
    android_app_url: z.string().trim().min(1).max(300).check(regex(httpsAddress)).nullable(),
    whitelisted_email: z.email().max(120).nullable(),
    deposit_nominals: z.array(rupiahThousands).min(1).max(20),
    deposit_min_topup: rupiahThousands,
    deposit_allow_custom_nominals: z.boolean(),
    deposit_allow_transfer: z.boolean(),
    deposit_pay_external_payment_fee: z.boolean(),
    deposit_cd: z.boolean(),
    /** §3 `banks`: the accounts members transfer to, one per bank, in the order the top-up screen lists them. */
    deposit_banks: z.array(depositBankBody).max(depositBankCodes.length),
    deposit_methods_off: z.array(z.enum(gatewayMethodKeys)).max(gatewayMethodKeys.length),
    adjustment_four_eyes_above: z.number().int().min(0).max(1_000_000_000),
    /** DEP-06: bank transfers requested from this Jakarta time on are processed the next day ('hh:mm'). */
    deposit_bank_cutoff: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
    excel_trx_limit: z.number().int().min(1).max(10_000),
    excel_file_row_limit: z.number().int().min(1).max(10_000),
    processing_timeout_minutes: z
      .number()
      .int()
      .min(5)
      .max(7 * 24 * 60),
    /** RCP-02: how receipts print for an account that has not chosen its own settings. */
    receipt_show_logo: z.boolean(),
    receipt_show_address: z.boolean(),
    receipt_large_text: z.boolean(),
    receipt_large_serial: z.boolean(),
    receipt_note_left: z.boolean(),
    receipt_paper_width: z.enum(paperWidths),
    receipt_font_size: z.enum(receiptFontSizes),
    receipt_note: z.string().max(200),
  })
  .strict()
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'validation.required' });
export type UpdateTenantSiteSettingsBody = z.infer<typeof updateTenantSiteSettingsBody>;

/** The home menu as the admin arranges it: the tenant's stored menu, every entry with its `enabled` switch. */
export const tenantMenuResponseSchema = z.object({ menu: menuSchema });
export type TenantMenuResponse = z.infer<typeof tenantMenuResponseSchema>;

/**
 * A new arrangement: the groups (or the two lists) in order, each entry named by its backend id with whether it is
 * shown. The entries must be exactly the tenant's: an arrangement moves and hides entries, never adds or drops one.
 */
const arrangedEntry = z.object({ backend_id: z.string().min(1).max(80), enabled: z.boolean() });
export const updateTenantMenuBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('groups'),
    groups: z.array(z.object({ title: z.string().min(1).max(80), entries: z.array(arrangedEntry).max(100) })).max(20),
  }),
  z.object({
    kind: z.literal('lists'),
    primary: z.array(arrangedEntry).max(100),
    home: z.array(arrangedEntry).max(100),
  }),
]);
export type UpdateTenantMenuBody = z.infer<typeof updateTenantMenuBody>;

/** A host name as a browser sends it, lower-case, without port: labels of letters, digits and inner hyphens. */
const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/);

/** The host names the tenant answers on (issue 17): at least one, none another tenant answers on. */
export const tenantHostsSchema = z.object({ hosts: z.array(z.string()) });
export type TenantHosts = z.infer<typeof tenantHostsSchema>;
export const updateTenantHostsBody = z.object({ hosts: z.array(hostName).min(1).max(20) });
export type UpdateTenantHostsBody = z.infer<typeof updateTenantHostsBody>;
