import { AppError } from '../../platform/errors.ts';

export const adminErrors = {
  accountNotFound: () => new AppError('not_found', { messageKey: 'admin.account_not_found' }),
  notFound: () => new AppError('not_found'),
  adjustmentNotPending: () =>
    new AppError('adjustment_not_pending', { status: 422, messageKey: 'admin.adjustment_not_pending' }),
  ownProposal: () =>
    new AppError('adjustment_own_proposal', { status: 403, messageKey: 'admin.adjustment_own_proposal' }),
};
