import { AppError, fieldError } from '../../platform/errors.ts';

/** Whole minutes, rounded up: 'try again in 15 minutes' while 14 min 10 s are left. */
const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

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
  /** The PIN is locked; the message says how long is left of the window (`retryAfterSeconds`). */
  maxPinAttempts: (retryAfterSeconds: number) =>
    new AppError('max_pin_attempts', { params: { seconds: retryAfterSeconds, minutes: minutesOf(retryAfterSeconds) } }),
  otpLimit: () => new AppError('otp_limit', { status: 422, messageKey: 'account.otp_limit' }),
  otpInvalid: () => fieldError('code', 'account.otp_invalid'),
  otpSendFailed: () => new AppError('otp_send_failed', { status: 502, messageKey: 'account.otp_send_failed' }),
  phoneAlreadyVerified: () =>
    new AppError('phone_already_verified', { status: 422, messageKey: 'account.phone_already_verified' }),
  contactDuplicate: () => fieldError('number', 'account.contact_duplicate'),
  contactNotFound: () => new AppError('not_found', { messageKey: 'account.contact_not_found' }),
  balanceNotZero: () => new AppError('balance_not_zero', { status: 422, messageKey: 'account.balance_not_zero' }),
  notRegistered: () => new AppError('not_found', { messageKey: 'account.not_registered' }),
  /** A limited action (login, a secret asked again, sign-up) is locked; the message says the real wait. */
  tooManyAttempts: (retryAfterSeconds: number) =>
    new AppError('too_many_attempts', {
      params: { seconds: retryAfterSeconds, minutes: minutesOf(retryAfterSeconds) },
    }),
  avatarInvalid: () => fieldError('avatar', 'account.avatar_invalid'),
  /** ACC-04: the header declares more pixels than `avatarMaxMegapixels`. */
  avatarTooManyPixels: (megapixels: number) => fieldError('avatar', 'account.avatar_too_many_pixels', { megapixels }),
};
