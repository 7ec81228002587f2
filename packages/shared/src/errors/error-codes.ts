/**
 * Every machine-readable `code` of the error envelope, one list per server module, merged into one union. The
 * server's AppError takes only an ErrorCode and the web's ApiError carries one, so a code misspelt on either side
 * fails typecheck instead of silently never matching. No zod here: the web's first page loads this with its API
 * client.
 */

/** The platform's own codes (errors.ts, auth, CSRF, rate limits); each has a message key of the same name. */
export const platformErrorCodes = [
  'validation_failed',
  'csrf_token_invalid',
  'not_authenticated',
  'unauthorized_access',
  'too_many_requests',
  'max_pin_attempts',
  'too_many_attempts',
  'not_found',
  'tenant_not_found',
  'tenant_suspended',
  'module_disabled',
  'payload_too_large',
  'unsupported_media_type',
  'bad_request',
  'internal_error',
  'service_unavailable',
] as const;

/** modules/accounts (accounts.errors.ts). */
export const accountsErrorCodes = [
  'login_failed',
  'email_not_verified',
  'account_deleted',
  'device_blocked',
  'device_not_found',
  'verification_invalid',
  'pin_not_set',
  'pin_already_set',
  'otp_limit',
  'otp_send_failed',
  'phone_already_verified',
  'balance_not_zero',
] as const;

/** modules/ledger (ledger.errors.ts). */
export const ledgerErrorCodes = ['insufficient_balance'] as const;

/** modules/ppob: the catalogue (catalogue.errors.ts). */
export const catalogueErrorCodes = ['product_needs_access'] as const;

/** modules/ppob: prepaid and postpaid purchases (and bulk, which buys through the same rules). */
export const purchasesErrorCodes = [
  'account_inactive',
  'developer_mode',
  'send_money_unverified',
  // §3 down payment: a payment towards a customer debt already paid, or of a purchase that did not go through.
  'customer_debt_closed',
] as const;

/** modules/deposits (deposits.errors.ts). */
export const depositsErrorCodes = ['deposit_topup_failed', 'request_not_pending'] as const;

/** modules/agents (agents.errors.ts). */
export const agentsErrorCodes = [
  'agent_center_masters_only',
  'agent_application_refused',
  'agent_debt_disabled',
  'agent_loan_refused',
  'downline_markup_refused',
] as const;

/** modules/bulk (bulk.errors.ts). */
export const bulkErrorCodes = ['bulk_not_confirmable', 'bulk_nothing_to_process', 'bulk_not_cancelable'] as const;

/** modules/shop (shop.errors.ts). */
export const shopErrorCodes = [
  'shop_order_state',
  'shop_payment_failed',
  'shop_link_expired',
  'shop_link_unpayable',
] as const;
/** modules/admin (admin.errors.ts). */
export const adminErrorCodes = [
  'adjustment_not_pending',
  'adjustment_own_proposal',
  'purchase_not_processing',
  'credentials_key_missing',
] as const;
/** modules/platform (platform.errors.ts, decision 034). */
export const platformOwnerErrorCodes = ['platform_tenant_locked'] as const;
/** modules/referral (referral.errors.ts). */
export const referralErrorCodes = ['affiliate_not_waiting', 'payout_already_paid'] as const;
/** modules/logistics (logistics.errors.ts). */
export const logisticsErrorCodes = [
  'mlo_forbidden',
  'awb_not_found',
  'area_not_served',
  'unsupported_service',
  'unsupported_route',
  'order_not_cancelable',
  'courier_unavailable',
  'manifest_closed',
  'cn23_not_cancelable',
  'cn23_not_submitted',
] as const;

export const errorCodes = [
  ...platformErrorCodes,
  ...accountsErrorCodes,
  ...ledgerErrorCodes,
  ...catalogueErrorCodes,
  ...purchasesErrorCodes,
  ...depositsErrorCodes,
  ...adminErrorCodes,
  ...bulkErrorCodes,
  ...shopErrorCodes,
  ...referralErrorCodes,
  ...logisticsErrorCodes,
  ...agentsErrorCodes,
  ...platformOwnerErrorCodes,
] as const;
/** A code the server answers with. */
export type ErrorCode = (typeof errorCodes)[number];
export type PlatformErrorCode = (typeof platformErrorCodes)[number];

/** Codes the web's API client gives a failure that has no answer from the server (the request never arrived). */
export const clientErrorCodes = ['network_error'] as const;
/** What the web's ApiError carries. */
export type ApiErrorCode = ErrorCode | (typeof clientErrorCodes)[number];

const knownCodes: ReadonlySet<string> = new Set<string>(errorCodes);

/** Whether a code read from the wire is one of ours (an older or newer server may answer another). */
export function isErrorCode(code: string): code is ErrorCode {
  return knownCodes.has(code);
}
