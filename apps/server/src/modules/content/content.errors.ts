import { AppError, fieldError } from '../../platform/errors.ts';

/** CMS-01: what an admin's edit of a page can be refused for, under the field it concerns. */
export const contentErrors = {
  slugTaken: () => fieldError('slug', 'content.slug_taken'),
  notFound: () => new AppError('not_found', { messageKey: 'content.not_found' }),
};
