import { AppError, fieldError } from '../../platform/errors.ts';

export const referralErrors = {
  codeTaken: () => fieldError('code', 'referral.code_taken'),
  /** REF-01: invitations need a valid, non-empty code. */
  codeInvalid: () => fieldError('code', 'referral.code_invalid'),
  attachmentType: () => fieldError('attachment', 'referral.attachment_type'),
  attachmentTooLarge: () => fieldError('attachment', 'referral.attachment_too_large'),
  attachmentMissing: () => fieldError('attachment', 'validation.required'),
  /** REF-04: the commission report is closed until an admin verifies the affiliate. */
  notVerified: () => new AppError('unauthorized_access', { messageKey: 'referral.not_verified' }),
  notFound: () => new AppError('not_found', { messageKey: 'referral.not_found' }),
  notWaiting: () => new AppError('affiliate_not_waiting', { status: 422, messageKey: 'referral.not_waiting' }),
  alreadyPaid: () => new AppError('payout_already_paid', { status: 422, messageKey: 'referral.payout_already_paid' }),
  tooManyInvitations: (retryAfterSeconds: number) =>
    new AppError('too_many_attempts', {
      params: { seconds: retryAfterSeconds, minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
    }),
};
