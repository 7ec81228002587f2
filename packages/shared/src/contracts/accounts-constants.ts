import { apiBase } from './site.ts';

/**
 * The zod-free part of the accounts contract: paths and value lists. The web app's shell reads these before any
 * form exists, and a module without schemas keeps zod out of the landing page's download (accounts.ts re-exports
 * everything here, so other code imports from either).
 */

/** Paths of the account and authentication API (§7 Account calls; ACC-01..ACC-14). */
export const accountPaths = {
  register: `${apiBase}/auth/register`,
  verifyEmail: `${apiBase}/auth/verify-email`,
  resendVerification: `${apiBase}/auth/resend-verification`,
  login: `${apiBase}/auth/login`,
  loginRequest: (id: string) => `${apiBase}/auth/login-requests/${id}`,
  logout: `${apiBase}/auth/logout`,
  forgotPassword: `${apiBase}/auth/forgot-password`,
  resetPassword: `${apiBase}/auth/reset-password`,
  account: `${apiBase}/account`,
  search: `${apiBase}/account/search`,
  profile: `${apiBase}/account/profile`,
  avatar: `${apiBase}/account/avatar`,
  password: `${apiBase}/account/password`,
  address: `${apiBase}/account/address`,
  setting: `${apiBase}/account/setting`,
  userSettingsGet: `${apiBase}/account/user-settings/get`,
  userSettingsSet: `${apiBase}/account/user-settings/set`,
  contacts: `${apiBase}/account/contact`,
  contactAdd: `${apiBase}/account/contact/add`,
  contactEdit: (id: string) => `${apiBase}/account/contact/${id}/edit`,
  contactDelete: (id: string) => `${apiBase}/account/contact/${id}/delete`,
  deleteAccount: `${apiBase}/account/delete`,
  devices: `${apiBase}/account/device`,
  deviceAction: (id: string, action: 'accept' | 'reject' | 'revoke' | 'unblock') =>
    `${apiBase}/account/device/${id}/${action}`,
  pinVerify: `${apiBase}/account/pin/verify`,
  pinStore: `${apiBase}/account/pin/store`,
  pinUpdate: `${apiBase}/account/pin/update`,
  pinReset: `${apiBase}/account/pin/reset`,
  phoneSendOtp: `${apiBase}/account/phone/send-otp`,
  phoneVerify: `${apiBase}/account/phone/verify`,
} as const;

export const roles = ['member', 'agent', 'master', 'admin', 'affiliate', 'developer'] as const;

/** The permission of the platform owner (decision 034): granted by the seed or the CLI only, never by an admin. */
export const platformPermission = 'platform.manage';
export type Role = (typeof roles)[number];

export const cornerRoundness = ['sharp', 'normal', 'soft'] as const;
export const fontSizes = ['small', 'default', 'large', 'huge'] as const;
export const fontFamilies = ['system', 'inter', 'serif', 'mono'] as const;
export const displayPreferences = ['light', 'dark', 'system'] as const;
