import { AppError, fieldError } from '../../platform/errors.ts';
import type { SpreadsheetProblem } from './bulk.spreadsheet.ts';

/** Refusals of a whole file or upload (the row checks are reported per row instead). */
export const bulkErrors = {
  fileRequired: () => fieldError('file', 'bulk.file_required'),
  fileTooLarge: (megabytes: number) => fieldError('file', 'bulk.file_too_large', { size: megabytes }),
  spreadsheet: (problem: SpreadsheetProblem) => fieldError('file', `bulk.${problem}`),
  tooManyRows: (rows: number, limit: number) => fieldError('file', 'bulk.too_many_rows', { rows, limit }),
  /** XLS-03. */
  fileNameUsed: () => fieldError('file', 'bulk.file_name_used'),
  notFound: () => new AppError('not_found', { messageKey: 'bulk.not_found' }),
  notConfirmable: () => new AppError('bulk_not_confirmable', { status: 409, messageKey: 'bulk.not_confirmable' }),
  nothingToProcess: () =>
    new AppError('bulk_nothing_to_process', { status: 422, messageKey: 'bulk.nothing_to_process' }),
  notCancelable: () => new AppError('bulk_not_cancelable', { status: 409, messageKey: 'bulk.not_cancelable' }),
};
