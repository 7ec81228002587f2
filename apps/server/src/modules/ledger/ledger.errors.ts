import { AppError } from '../../platform/errors.ts';

/** DEP-11: 'Saldo deposit Anda tidak cukup'. */
export function insufficientBalance(): AppError {
  return new AppError('insufficient_balance', { status: 422, messageKey: 'deposit.insufficient_balance' });
}
