// zod/mini, not zod: the web app parses the page state before its first paint, so these schemas ship in the landing
// page's JavaScript. Mini's functions are tree-shaken one by one where classic zod's chainable methods bring the
// whole library (about 25 KiB gzip); the server takes either through fastify-type-provider-zod (both are $ZodType).
import { z } from 'zod/mini';
import { locales } from '../i18n/locales.ts';

export const apiBase = '/api/v1';

export const sitePaths = {
  health: `${apiBase}/health`,
  bootstrap: `${apiBase}/site/bootstrap`,
  docs: `${apiBase}/docs`,
} as const;

/** Header names of the API conventions (PLT-02). */
export const apiHeaders = {
  requestedWith: 'X-Requested-With',
  requestedWithValue: 'XMLHttpRequest',
  csrf: 'X-CSRF-TOKEN',
  locale: 'X-Locale',
} as const;

export const menuEntrySchema = z.object({
  /** Stable name of the entry, e.g. `pulsa`, `pln`, `pos`. */
  name: z.string(),
  /** Translation key of the label shown to people. */
  label: z.string(),
  icon: z.string(),
  /** Route inside the app for logged-in users, e.g. `/prabayar/pulsa` or `/pascabayar/pdam`. */
  prepaidRoute: z.string(),
  /** Public marketing route, e.g. `/m/data`. */
  landingRoute: z.string(),
  /** Backend id of the form `name - prabayar` or `name - pascabayar`. */
  backendId: z.string().check(z.regex(/^.+ - (prabayar|pascabayar)$/)),
  enabled: z.boolean(),
});
export type MenuEntry = z.infer<typeof menuEntrySchema>;

/** The dynamic menu comes either as groups of a home layout or as primary + home lists (NAV-16). */
export const menuSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('groups'),
    groups: z.array(z.object({ title: z.string(), entries: z.array(menuEntrySchema) })),
  }),
  z.object({
    kind: z.literal('lists'),
    primary: z.array(menuEntrySchema),
    home: z.array(menuEntrySchema),
  }),
]);
export type Menu = z.infer<typeof menuSchema>;

export const tenantBrandingSchema = z.object({
  slug: z.string(),
  brandName: z.string(),
  logoUrl: z.nullable(z.string()),
  colors: z.object({ primary: z.string(), primaryForeground: z.string(), accent: z.string() }),
});

/**
 * The page-provided preference object: rendered into every HTML page as `window.__KONTER__` so that the first
 * paint needs no API call, and also served by the bootstrap endpoint for development servers.
 */
export const sitePreferencesSchema = z.object({
  tenant: tenantBrandingSchema,
  locale: z.enum(locales),
  features: z.object({ shop: z.boolean(), ppob: z.boolean() }),
  menu: menuSchema,
  /** PLT-11: the chat widget, for logged-in users; `scriptUrl` is null while chat is off. */
  liveChat: z.object({ isEnable: z.boolean(), embedId: z.nullable(z.string()), scriptUrl: z.nullable(z.string()) }),
  /** Where customers reach the tenant (WhatsApp number in international form without '+', e-mail). */
  contact: z.object({ whatsapp: z.nullable(z.string()), email: z.nullable(z.string()) }),
  /** The tenant's Android app listing, if it has one ("download app", NAV-19). */
  apps: z.object({ androidUrl: z.nullable(z.string()) }),
  agentDebtEnabled: z.boolean(),
  /** §1: the sources other than the deposit a purchase may be paid from (the loan only while agent debt is on). */
  payFrom: z.object({ cashback: z.boolean(), loan: z.boolean() }),
  /** When present, the games entry is hidden from the menu (NAV-16). */
  whitelistedEmail: z.nullable(z.string()),
});
export type SitePreferences = z.infer<typeof sitePreferencesSchema>;

export const bootstrapResponseSchema = z.object({
  preferences: sitePreferencesSchema,
  csrfToken: z.string(),
  /**
   * Set on the page of `/` that the server serves to a valid session (a visitor's `/` is the public landing the
   * server renders instead): the app starts logged in even where this device's remembered flag was lost.
   */
  signedIn: z.optional(z.boolean()),
});
export type BootstrapResponse = z.infer<typeof bootstrapResponseSchema>;

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  queue: z.enum(['up', 'down']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Global name under which the HTML page carries the preferences and the CSRF token. */
export const pageStateGlobal = '__KONTER__';
export type PageState = { preferences: SitePreferences; csrfToken: string; signedIn?: boolean };
