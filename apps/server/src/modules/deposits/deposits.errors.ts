import { AppError, fieldError } from '../../platform/errors.ts';

export const depositErrors = {
  amount: (key: string, params?: Record<string, string | number>) => fieldError('amount', key, params),
  methodUnavailable: () => fieldError('method', 'deposit.method_unavailable'),
  topupFailed: () => new AppError('deposit_topup_failed', { status: 502, messageKey: 'deposit.topup_failed' }),
  notFound: () => new AppError('not_found', { messageKey: 'deposit.not_found' }),
  transferNotAllowed: () => new AppError('unauthorized_access', { messageKey: 'deposit.transfer_not_allowed' }),
  transferToSelf: () => fieldError('hp', 'deposit.transfer_to_self'),
  receiverNotRegistered: () => fieldError('hp', 'account.not_registered'),
  wrongPassword: () => fieldError('password', 'account.wrong_password'),
  cashbackEmpty: () => fieldError('amount', 'deposit.cashback_empty'),
  requestNotPending: () =>
    new AppError('request_not_pending', { status: 422, messageKey: 'deposit.request_not_pending' }),
};
