import { AppError, fieldError } from '../../platform/errors.ts';

export const accountErrors = {
  loginFailed: () =>
    new AppError('login_failed', {
      status: 422,
      messageKey: 'account.login_failed',
      fieldErrors: { password: [{ key: 'account.login_failed' }] },
    }),
  emailNotVerified: () => new AppError('email_not_verified', { status: 422, messageKey: 'account.email_not_verified' }),
  deletedContactCs: () => new AppError('account_deleted', { status: 422, messageKey: 'account.deleted_contact_cs' }),
  deviceBlocked: () => new AppError('device_blocked', { status: 422, messageKey: 'account.device_blocked' }),
  deviceNotFound: () => new AppError('device_not_found', { status: 404, messageKey: 'account.device_not_found' }),
  verificationInvalid: () =>
    new AppError('verification_invalid', {
      status: 422,
      messageKey: 'account.verification_invalid',
      fieldErrors: { token: [{ key: 'account.verification_invalid' }] },
    }),
  wrongPassword: (field = 'password') => fieldError(field, 'account.wrong_password'),
  oldPasswordWrong: () => fieldError('old_password', 'account.old_password_wrong'),
  passwordSame: () => fieldError('password', 'account.password_same'),
  pinWrong: () => fieldError('pin', 'account.pin_wrong'),
  oldPinWrong: () => fieldError('old_pin', 'account.pin_wrong'),
  pinNotSet: () => new AppError('pin_not_set', { status: 422, messageKey: 'account.pin_not_set' }),
  pinAlreadySet: () => new AppError('pin_already_set', { status: 422, messageKey: 'account.pin_already_set' }),
  maxPinAttempts: (retryAfter: number) => new AppError('max_pin_attempts', { params: { seconds: retryAfter } }),
  otpLimit: () => new AppError('otp_limit', { status: 422, messageKey: 'account.otp_limit' }),
  otpInvalid: () => fieldError('code', 'account.otp_invalid'),
  otpSendFailed: () => new AppError('otp_send_failed', { status: 502, messageKey: 'account.otp_send_failed' }),
  phoneAlreadyVerified: () =>
    new AppError('phone_already_verified', { status: 422, messageKey: 'account.phone_already_verified' }),
  contactDuplicate: () => fieldError('number', 'account.contact_duplicate'),
  contactNotFound: () => new AppError('not_found', { messageKey: 'account.contact_not_found' }),
  balanceNotZero: () => new AppError('balance_not_zero', { status: 422, messageKey: 'account.balance_not_zero' }),
  notRegistered: () => new AppError('not_found', { messageKey: 'account.not_registered' }),
  tooManyAttempts: () => new AppError('too_many_requests'),
  avatarInvalid: () => fieldError('avatar', 'account.avatar_invalid'),
};
  /** ACC-04: the header declares more pixels than `avatarMaxMegapixels`. */
  avatarTooManyPixels: (megapixels: number) => fieldError('avatar', 'account.avatar_too_many_pixels', { megapixels }),
