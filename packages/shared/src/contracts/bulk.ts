import { z } from 'zod';
import { apiBase } from './site.ts';

/** The spreadsheet top-up (XLS-01..XLS-05): upload, check every row, confirm once, buy row by row in the background. */
export const bulkPaths = {
  /** Rows per file, PIN or password, the daily limit: what the upload screen says before a file is picked. */
  settings: `${apiBase}/prabayar/excel/settings`,
  /** The .xlsx template: header, example rows, a product-code dropdown from the tenant's active products. */
  template: `${apiBase}/prabayar/excel/template`,
  /** multipart/form-data with one `file` (.xlsx or .csv): every row checked, nothing charged. */
  upload: `${apiBase}/prabayar/excel/upload`,
  /** The report centre's upload history (XLS-05), newest first. */
  uploads: `${apiBase}/prabayar/excel/uploads`,
  /** One upload with its counts; `?lines=errors|all` adds its rows. Polled for progress. */
  detail: (id: string) => `${apiBase}/prabayar/excel/uploads/${id}`,
  /** The file annotated: status, ref id and the reason of every row, as .xlsx. */
  result: (id: string) => `${apiBase}/prabayar/excel/uploads/${id}/result`,
  /** PIN or password once; the valid rows are queued and bought one by one. */
  confirm: (id: string) => `${apiBase}/prabayar/excel/uploads/${id}/confirm`,
  /** Drops an upload before it is confirmed, or stops the rows not yet bought. */
  cancel: (id: string) => `${apiBase}/prabayar/excel/uploads/${id}/cancel`,
} as const;

/**
 * uploaded: stored, its rows being checked (inside the upload's own transaction); validated: checked, waiting for
 * the person to confirm; queued: confirmed; processing: rows being bought or waiting for the supplier; done: every
 * valid row has its final outcome; canceled: dropped before confirming, or stopped.
 */
export const bulkUploadStatuses = ['uploaded', 'validated', 'queued', 'processing', 'done', 'canceled'] as const;
export type BulkUploadStatus = (typeof bulkUploadStatuses)[number];

/**
 * invalid: refused by the checks (never bought); valid: waiting for the confirmation; queued: confirmed, not yet
 * bought; placed: bought, the supplier has not answered yet; success / failed: the final outcome (a failed purchase
 * is refunded on its own); skipped: the upload was canceled before this row was bought.
 */
export const bulkRowStatuses = ['invalid', 'valid', 'queued', 'placed', 'success', 'failed', 'skipped'] as const;
export type BulkRowStatus = (typeof bulkRowStatuses)[number];

/** Machine codes of the row checks (XLS-04); `message` is in the request's language. */
export const bulkRowErrorCodes = [
  'destination_required',
  'invalid_number',
  'invalid_selling_price',
  'number_scientific',
  'product_required',
  'product_not_found',
  'product_inactive',
  'wrong_product_code',
  'daily_limit',
  'order_number_format',
  'duplicate_order_number',
  'example_row',
] as const;
export type BulkRowErrorCode = (typeof bulkRowErrorCodes)[number];

export const bulkRowErrorSchema = z.object({ code: z.string(), message: z.string() });
export type BulkRowError = z.infer<typeof bulkRowErrorSchema>;

export const bulkRowSchema = z.object({
  /** The row's line in the file (the header is line 1 when there is one). */
  line: z.number().int(),
  /** The number as it is (or would be) sent: a valid row's number corrected (leading 0, spaces, +62). */
  destination: z.string(),
  /** The number as the file wrote it, when the check corrected it; null when it is sent as written. */
  written_destination: z.string().nullable(),
  product_code: z.string(),
  product_name: z.string().nullable(),
  order_number: z.string().nullable(),
  selling_price: z.number().int().nullable(),
  /** What the row costs the deposit at today's price of the account's tier; null when the product is unknown. */
  price: z.number().int().nullable(),
  status: z.enum(bulkRowStatuses),
  errors: z.array(bulkRowErrorSchema),
  /** The purchase this row became (its receipt is /receipt/prabayar/{ref_id}). */
  ref_id: z.string().nullable(),
  /** The purchase's serial number (SN) once the supplier gave one. */
  serial_number: z.string().nullable(),
  /** Why a confirmed row failed (refused when bought, or the supplier's answer). */
  failure: z.string().nullable(),
});
export type BulkRow = z.infer<typeof bulkRowSchema>;

export const bulkUploadSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  /** The Jakarta day of the upload (XLS-03: one file name once a day). */
  uploaded_on: z.string(),
  rows: z.number().int(),
  valid_rows: z.number().int(),
  invalid_rows: z.number().int(),
  /** The price of the valid rows together, at the account's tier when checked. */
  total_price: z.number().int(),
  status: z.enum(bulkUploadStatuses),
  /** Valid rows whose outcome is final; `succeeded + failed === processed`. */
  processed: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** The annotated spreadsheet. */
  result_url: z.string(),
});
export type BulkUpload = z.infer<typeof bulkUploadSchema>;

export const bulkUploadDetailSchema = bulkUploadSchema.extend({
  /** The rows asked for: every row after an upload and with `?lines=all`, the refused and failed with `errors`. */
  lines: z.array(bulkRowSchema),
});
export type BulkUploadDetail = z.infer<typeof bulkUploadDetailSchema>;

export const bulkUploadResponseSchema = z.object({ data: bulkUploadDetailSchema, message: z.string().optional() });

export const bulkUploadQuery = z.object({ lines: z.enum(['none', 'errors', 'all']).default('none') });

export const bulkUploadsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  /**
   * Only the uploads still open: being bought, or checked with valid rows and waiting for the go-ahead. The top-up
   * screen offers to continue them.
   */
  open: z.stringbool().optional(),
});

export const bulkUploadsResponseSchema = z.object({
  data: z.array(bulkUploadSchema),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
});

export const bulkSettingsSchema = z.object({
  /** The limit a file is held to: the smaller of the two settings below. */
  rows_per_file: z.number().int(),
  /** The tenant's excelTrxLimit (checkExcel; default 1000). */
  excel_trx_limit: z.number().int(),
  /** The help text's cap per file (default 100). */
  file_row_limit: z.number().int(),
  same_number_daily_limit: z.number().int(),
  pin_required: z.boolean(),
  /** How long the upload history is kept (XLS-05). */
  history_days: z.number().int(),
});
export type BulkSettings = z.infer<typeof bulkSettingsSchema>;

export const bulkConfirmBody = z.object({
  pin: z.string().max(12).optional(),
  password: z.string().max(128).optional(),
});
export type BulkConfirmBody = z.infer<typeof bulkConfirmBody>;

export const bulkIdParam = z.object({ id: z.uuid() });

/** The file the upload takes: .xlsx or .csv, up to this size. */
export const bulkMaxFileBytes = 5 * 1024 * 1024;
export const bulkFileExtensions = ['.xlsx', '.csv'] as const;
