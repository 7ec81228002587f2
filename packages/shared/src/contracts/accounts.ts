import { z } from 'zod';
import { alphaNumSpaces, confirmed, digits, regex, required } from '../validation/rules.ts';
import { normalizeMsisdn, isValidMsisdn } from '../phone/operators.ts';
import { cornerRoundness, displayPreferences, fontFamilies, fontSizes, roles } from './accounts-constants.ts';

export {
  accountPaths,
  cornerRoundness,
  displayPreferences,
  fontFamilies,
  fontSizes,
  roles,
  type Role,
} from './accounts-constants.ts';

/** A custom refinement names its translation key, so server and web show the same message. */
const withKey = (messageKey: string, messageParams?: Record<string, string | number>) => ({
  params: { messageKey, ...(messageParams ? { messageParams } : {}) },
});

/** Accepts 08…, +62…, 62…; stores the local form. */
export const phoneField = z
  .string()
  .trim()
  .min(1)
  .transform((value, ctx) => {
    const normalized = normalizeMsisdn(value);
    if (!normalized || !isValidMsisdn(normalized)) {
      ctx.addIssue({ code: 'custom', ...withKey('account.phone_invalid') });
      return z.NEVER;
    }
    return normalized;
  });

export const passwordMinLength = 6;
export const passwordRecommendedLength = 8;
export const passwordField = z.string().min(passwordMinLength).max(128);
export const pinField = z.string().check(required(), regex(/^\d{6}$/, 'account.pin_format'));

export const registerBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(3)
      .max(100)
      .check(alphaNumSpaces({ extra: ".'-" })),
    email: z
      .email()
      .max(191)
      .transform((value) => value.toLowerCase()),
    phone: phoneField,
    password: passwordField,
    password_confirmation: z.string(),
    referral_code: z
      .string()
      .trim()
      .max(32)
      .optional()
      .transform((value) => (value ? value.toUpperCase() : undefined)),
  })
  .check(confirmed('password'));
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.object({
  login: z.string().trim().min(1).max(191),
  password: z.string().min(1).max(128),
});

export const tokenBody = z.object({ token: z.string().min(16).max(200) });
export const emailBody = z.object({
  email: z
    .email()
    .max(191)
    .transform((value) => value.toLowerCase()),
});

export const resetPasswordBody = z
  .object({ token: z.string().min(16).max(200), password: passwordField, password_confirmation: z.string() })
  .check(confirmed('password'));

export const changePasswordBody = z
  .object({ old_password: z.string().min(1), password: passwordField, password_confirmation: z.string() })
  .check(confirmed('password'));

export const profileBody = z.object({
  name: z
    .string()
    .trim()
    .min(3)
    .max(100)
    .check(alphaNumSpaces({ extra: ".'-" })),
});

export const addressBody = z.object({
  province: z.string().trim().max(100).default(''),
  city: z.string().trim().max(100).default(''),
  district: z.string().trim().max(100).default(''),
  sub_district: z.string().trim().max(100).default(''),
  postcode: z
    .string()
    .trim()
    .check(regex(/^\d{5}$/))
    .default(''),
  detail: z.string().trim().max(500).default(''),
  primary: z.boolean().default(true),
});
export type AddressBody = z.input<typeof addressBody>;

export const addressSchema = z.object({
  id: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  sub_district: z.string(),
  postcode: z.string(),
  detail: z.string(),
  primary: z.boolean(),
  incomplete: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const contactTypes = ['pulsa', 'data', 'listrik', 'emoney', 'games', 'pascabayar', 'transfer'] as const;
export const contactBody = z.object({
  number: z
    .string()
    .trim()
    .min(3)
    .max(32)
    .check(regex(/^[0-9+\-\s]+$/, 'validation.number'))
    .transform((value) => normalizeMsisdn(value) || value.replace(/\s/g, '')),
  name: z.string().trim().min(1).max(100),
  type: z.enum(contactTypes).default('pulsa'),
});
export const contactSchema = z.object({ id: z.string(), number: z.string(), name: z.string(), type: z.string() });
export type Contact = z.infer<typeof contactSchema>;

export const userSettingsSchema = z.object({
  font_size: z.enum(fontSizes),
  font_family: z.enum(fontFamilies),
  corner_roundness: z.enum(cornerRoundness),
  display_preference: z.enum(displayPreferences),
  email_notification: z.boolean(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;
export const userSettingsBody = userSettingsSchema.partial();

export const pinStoreBody = z
  .object({ pin: pinField, pin_confirmation: z.string() })
  .check(confirmed('pin', 'pin_confirmation', 'account.pin_confirmation_differs'));
export const pinVerifyBody = z.object({ pin: pinField });
export const pinUpdateBody = z
  .object({ old_pin: pinField, pin: pinField, pin_confirmation: z.string() })
  .check(confirmed('pin', 'pin_confirmation', 'account.pin_confirmation_differs'));
export const pinResetBody = z
  .object({ password: z.string().min(1), pin: pinField, pin_confirmation: z.string() })
  .check(confirmed('pin', 'pin_confirmation', 'account.pin_confirmation_differs'));

export const otpVerifyBody = z.object({
  code: z.string().trim().check(required(), digits(6)),
});
export const deleteAccountBody = z.object({ password: z.string().min(1) });

/** §3 Account, as `GET account` returns it (ACC-04, DEP-01). Balances are integer Rupiah. */
export const accountSchema = z.object({
  id: z.string(),
  hp: z.string(),
  email: z.string(),
  name: z.string(),
  category: z.enum(roles),
  status: z.enum(['active', 'inactive', 'deleted']),
  deposit: z.number().int(),
  cashback_wallet: z.number().int(),
  agent_debt: z.number().int(),
  email_notification: z.boolean(),
  is_agen_mlo: z.boolean(),
  sicepat: z.boolean(),
  idexpress: z.boolean(),
  ninja_xpress: z.boolean(),
  sap_express: z.boolean(),
  jnt_cargo: z.boolean(),
  jnt_express: z.boolean(),
  jne_express: z.boolean(),
  lion_parcel: z.boolean(),
  avatar: z.string().nullable(),
  referal_code: z.string(),
  permission: z.array(z.string()),
  font_size: z.enum(fontSizes),
  font_family: z.enum(fontFamilies),
  corner_roundness: z.enum(cornerRoundness),
  display_preference: z.enum(displayPreferences),
  user_permission_setting: z.record(z.string(), z.boolean()),
  phone_verified_at: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  has_pin: z.boolean(),
  developer_mode: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

export const loginResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('authenticated'), account: accountSchema, restored: z.boolean() }),
  z.object({ status: z.literal('approval_required'), requestId: z.string(), message: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const loginRequestStatusSchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'expired']),
  account: accountSchema.optional(),
});

/** §3 Trusted device; `state` is one of the four of §4. */
export const deviceSchema = z.object({
  id: z.string(),
  device: z.string(),
  from: z.string(),
  time: z.string(),
  last_activity: z.string().nullable(),
  state: z.enum(['current', 'logged_out', 'new_login_attempt', 'blocked', 'active']),
  trusted: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export const accountSearchResponse = z.object({ hp: z.string(), name: z.string() });
