import { z } from 'zod';
import { z as mini } from 'zod/mini';
import { courierCodes } from '../contracts/logistics.ts';
import { menuSchema } from '../contracts/site.ts';
import { paperWidths, receiptFontSizes } from '../contracts/transactions.ts';
import { groupedMenu } from './menus.ts';

/**
 * The settings a tenant keeps in the jsonb columns of `tenants`, with every default in one place (decision 027).
 * Parsing `{}` (or a row written before a field existed) gives the full settings; the server parses each row as it
 * reads it, so no code falls back on a default of its own. Nested objects use `prefault`, so a partial object is
 * completed field by field rather than replaced.
 */

export const tenantColorsSchema = z.object({
  primary: z.string().default('#0f766e'),
  primaryForeground: z.string().default('#ffffff'),
  accent: z.string().default('#f59e0b'),
});
export type TenantColors = z.output<typeof tenantColorsSchema>;

/** Modules switched on for the tenant: the shop is opt-in, prepaid/postpaid (PPOB) is what every brand sells. */
export const tenantFeaturesSchema = z.object({
  shop: z.boolean().default(false),
  ppob: z.boolean().default(true),
});
export type TenantFeatures = z.output<typeof tenantFeaturesSchema>;

// The menu's schema is a zod/mini one (the web bundle's contracts): wrapped with mini's own default.
export const tenantMenuSchema = mini._default(menuSchema, groupedMenu);

export const liveChatSettingSchema = z.object({
  isEnable: z.boolean().default(false),
  embedId: z.string().nullable().default(null),
});
export type LiveChatSetting = z.output<typeof liveChatSettingSchema>;

/** Where the tenant's customers reach a person: shown wherever help is offered. */
export const tenantContactSchema = z.object({
  whatsapp: z.string().nullable().default(null),
  email: z.string().nullable().default(null),
});
export type TenantContact = z.output<typeof tenantContactSchema>;

/**
 * The tenant's own native app (NAV-19 "download app"): its Android listing (a Play Store or a direct APK address).
 * Without one, "download app" offers to install the web app (PWA).
 */
export const tenantAppsSchema = z.object({
  androidUrl: z
    .url({ protocol: /^https?$/ })
    .nullable()
    .default(null),
});
export type TenantApps = z.output<typeof tenantAppsSchema>;

export const depositBankSchema = z.object({
  code: z.string(),
  name: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
});

/** §3 Deposit settings with the specification's defaults: cd=false, min_topup 10000, IDR, id-ID. */
export const depositSettingsSchema = z.object({
  nominals: z.array(z.number().int()).default([10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000]),
  banks: z.array(depositBankSchema).default([]),
  virtuals: z.array(z.object({ code: z.string(), name: z.string() })).default([]),
  /** Gateway methods (virtual accounts, e-wallets, QRIS…) the tenant does not offer, as 'provider.method'. */
  disabledMethods: z.array(z.string()).default([]),
  /** A manual balance adjustment above this many Rupiah waits for a second admin's approval (four eyes). */
  adjustmentFourEyesAbove: z.number().int().min(0).default(1_000_000),
  /** DEP-06: a bank transfer requested at or after this Jakarta time ('hh:mm') is processed the next day. */
  bankCutoff: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .default('21:30'),
  settings: z
    .object({
      cd: z.boolean().default(false),
      currency: z.string().default('IDR'),
      locale: z.string().default('id-ID'),
      allow_custom_nominals: z.boolean().default(true),
      allow_deposit_transfer: z.boolean().default(false),
      pay_external_payment_fee: z.boolean().default(true),
      min_topup: z.number().int().default(10_000),
    })
    .prefault({}),
});
export type DepositSettings = z.output<typeof depositSettingsSchema>;

/** Markup over the buying price per role tier: percent of the buying price, at least `minimum` Rupiah. */
const priceTier = (percent: number, minimum: number) =>
  z
    .object({ percent: z.number().min(0).default(percent), minimum: z.number().int().min(0).default(minimum) })
    .prefault({});
export type PriceTier = { percent: number; minimum: number };

/** The e-wallet 'cek nama' SKUs of the simulator's (and a typical Digiflazz buyer's) catalogue, by operator slug. */
export const defaultNameCheckSkus: Readonly<Record<string, string>> = {
  'go-pay': 'cekgopay',
  ovo: 'cekovo',
  dana: 'cekdana',
  'shopee-pay': 'cekshopee',
  linkaja: 'ceklinkaja',
};

/** Catalogue rules and price tiers (TRX-04, TRX-13, XLS-02, XLS-03); documented in docs/catalogue.md. */
export const catalogueSettingsSchema = z.object({
  /** TRX-04: the same number and product at most this many times a Jakarta day (help text 1, FAQ 2). */
  sameNumberDailyLimit: z.number().int().min(1).default(1),
  /** TRX-13: the web remembers the last number per family / the password for the tab. */
  persistentNumber: z.boolean().default(true),
  persistentPassword: z.boolean().default(false),
  /** Selling prices: member (also the public price list), agent and master tiers. */
  pricing: z.object({ member: priceTier(2, 200), agent: priceTier(1, 100), master: priceTier(0.5, 50) }).prefault({}),
  /** A purchase still processing after this long is refunded as timed out (a later success is re-debited). */
  processingTimeoutMinutes: z
    .number()
    .int()
    .positive()
    .default(24 * 60),
  /** XLS-02: rows per spreadsheet as `prabayar/checkExcel` reports it (excelTrxLimit, default 1000). */
  excelTrxLimit: z.number().int().positive().default(1000),
  /**
   * XLS-02: the help text's cap of rows in one uploaded file (default 100). A file may hold
   * min(excelFileRowLimit, excelTrxLimit) rows; see docs/catalogue-and-purchases.md.
   */
  excelFileRowLimit: z.number().int().positive().default(100),
  /** §1: a web purchase may be paid from the buyer's cashback wallet instead of its deposit. */
  payFromCashback: z.boolean().default(false),
  /** §1: an agent may pay a web purchase by drawing on its active loan (only while agent debt is on, decision 033). */
  payFromLoan: z.boolean().default(false),
  /**
   * TRX-09: the supplier SKU of each e-wallet's account-name inquiry, by operator slug. A tenant names only the
   * ones it changes; the rest keep the defaults.
   */
  nameCheckSkus: z
    .record(z.string(), z.string())
    .default({})
    .transform((skus) => ({ ...defaultNameCheckSkus, ...skus })),
});
export type CatalogueSettings = z.output<typeof catalogueSettingsSchema>;

/**
 * The shop's delivery (SHP-04 `cost-custom`): the seller's own flat fee and the name the order shows, until a
 * courier-rates provider prices each route.
 */
export const shopSettingsSchema = z.object({
  flatDeliveryFee: z.number().int().min(0).default(15_000),
  deliveryServiceName: z.string().min(1).max(60).default('Kurir toko'),
  /** Where the shop's parcels leave from: the couriers price each route from it (SHP-04). */
  origin: z
    .object({
      name: z.string().min(1).max(80),
      phone: z.string().min(8).max(15),
      address: z.string().min(1).max(300),
      city: z.string().min(1).max(80),
      postalCode: z.string().regex(/^\d{5}$/),
    })
    .default({
      name: 'Toko Konter',
      phone: '081234560009',
      address: 'Jl. Kebon Sirih No. 1',
      city: 'Jakarta Pusat',
      postalCode: '10110',
    }),
  /** The couriers whose services the shop offers its buyers (ADM-01 "couriers"); every one the server has, by default. */
  couriers: z
    .array(z.enum(courierCodes))
    .default([...courierCodes])
    .transform((codes) => [...new Set(codes)]),
});
export type ShopSettings = z.output<typeof shopSettingsSchema>;
/**
 * The agent network (issue 18, AGT-01, AGT-03): whether a member who applies (`POST account/agen`) becomes an agent
 * at once or waits for an admin, and whether an agent who reaches the master threshold is promoted by itself.
 */
export const agentSettingModes = ['automatic', 'admin'] as const;
export type AgentSettingMode = (typeof agentSettingModes)[number];
export const agentSettingsSchema = z.object({
  agentApproval: z.enum(agentSettingModes).default('admin'),
  masterPromotion: z.enum(agentSettingModes).default('admin'),
});
export type AgentSettings = z.output<typeof agentSettingsSchema>;

/**
 * RCP-02: how a receipt prints for an account that has not chosen (its own settings replace these once saved): the
 * tenant's defaults, the specification's when the tenant set none.
 */
export const receiptDefaultsSchema = z.object({
  show_logo: z.boolean().default(true),
  show_address: z.boolean().default(false),
  large_text: z.boolean().default(false),
  large_serial: z.boolean().default(true),
  note_left: z.boolean().default(false),
  paper_width: z.enum(paperWidths).default('58'),
  font_size: z.enum(receiptFontSizes).default('regular'),
  /** Printed under every receipt (thanks, opening hours) until the account writes its own. */
  note: z.string().max(200).default(''),
});
export type ReceiptDefaults = z.output<typeof receiptDefaultsSchema>;

/** Every jsonb settings column of `tenants`, by its property name on the row. */
/**
 * Which notifications leave by WhatsApp (issue 20): `whatsappTypes` lists the types the tenant switches on for it
 * (null: every type, each account still choosing its own), and `whatsappTemplates` names the approved WhatsApp
 * message template each type is sent with (Meta Cloud API `type: "template"`; its body takes the brand, the title,
 * the text and the link as {{1}}..{{4}}). A type without a template goes as a plain text message.
 */
export const whatsappTemplateName = z.string().regex(/^[a-z0-9_]{1,512}$/);
export const notificationChannelsSchema = z.object({
  whatsappTypes: z.array(z.string()).nullable().default(null),
  whatsappTemplates: z.record(z.string(), whatsappTemplateName).default({}),
});
export type NotificationChannels = z.output<typeof notificationChannelsSchema>;

export const tenantSettingsSchema = z.object({
  colors: tenantColorsSchema.prefault({}),
  features: tenantFeaturesSchema.prefault({}),
  menu: tenantMenuSchema,
  liveChat: liveChatSettingSchema.prefault({}),
  contact: tenantContactSchema.prefault({}),
  apps: tenantAppsSchema.prefault({}),
  depositSettings: depositSettingsSchema.prefault({}),
  catalogueSettings: catalogueSettingsSchema.prefault({}),
  shopSettings: shopSettingsSchema.prefault({}),
  agentSettings: agentSettingsSchema.prefault({}),
  receiptDefaults: receiptDefaultsSchema.prefault({}),
  notificationChannels: notificationChannelsSchema.prefault({}),
});
/** The settings as stored (any field may be missing) and as the code reads them (complete). */
export type TenantSettingsInput = z.input<typeof tenantSettingsSchema>;
export type TenantSettings = z.output<typeof tenantSettingsSchema>;
export const tenantSettingKeys = Object.keys(tenantSettingsSchema.shape) as (keyof TenantSettings)[];

/** The complete settings of one tenant from what its row holds (missing fields take their defaults). */
export function parseTenantSettings(stored: { [Key in keyof TenantSettings]?: unknown }): TenantSettings {
  return tenantSettingsSchema.parse(stored);
}
