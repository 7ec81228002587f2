import { AppError, fieldError } from '../../platform/errors.ts';

export const adminErrors = {
  accountNotFound: () => new AppError('not_found', { messageKey: 'admin.account_not_found' }),
  notFound: () => new AppError('not_found'),
  adjustmentNotPending: () =>
    new AppError('adjustment_not_pending', { status: 422, messageKey: 'admin.adjustment_not_pending' }),
  ownProposal: () =>
    new AppError('adjustment_own_proposal', { status: 403, messageKey: 'admin.adjustment_own_proposal' }),
  purchaseNotProcessing: () =>
    new AppError('purchase_not_processing', { status: 409, messageKey: 'admin.purchase_not_processing' }),
  logoInvalid: () => fieldError('logo', 'admin.logo_invalid'),
  hostTaken: (host: string) => fieldError('hosts', 'admin.host_taken', { host }),
  /** The admin would lock itself out of the back office it is using. */
  currentHostRequired: (host: string) => fieldError('hosts', 'admin.host_current_required', { host }),
  /** NAV-16: a menu arrangement moves and hides the tenant's entries; it may not add, drop or rename any. */
  menuEntriesChanged: (field: string) => fieldError(field, 'admin.menu_entries_changed'),
  /** Decision 027: without CREDENTIALS_KEY a tenant's own provider accounts cannot be sealed, so none is stored. */
  credentialsKeyMissing: () =>
    new AppError('credentials_key_missing', { status: 409, messageKey: 'admin.credentials_key_missing' }),
  /** The provider is called on each test: a few a minute per admin. */
  tooManyChecks: (retryAfterSeconds: number) =>
    new AppError('too_many_attempts', {
      params: { seconds: retryAfterSeconds, minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
    }),
};
