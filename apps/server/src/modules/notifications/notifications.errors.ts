import { AppError } from '../../platform/errors.ts';

export const notificationErrors = {
  notFound: () => new AppError('not_found', { messageKey: 'notification.not_found' }),
};
