import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BulkRowStatus, BulkUploadStatus } from '@konter/shared/contracts/bulk';
import { createdAtColumn, idColumn, moneyColumn, tenantIdColumn } from './columns.ts';

/** A message key with its parameters, translated when read (the person may read it in another language). */
export type StoredMessage = { key: string; params?: Record<string, string | number>; reasonKey?: string };

/** A refused row's check: a stable code (tests and the web use it) and the message to show. */
export type StoredRowError = StoredMessage & { code: string };

/** Why a confirmed row failed: refused when bought (a message key), or the supplier's own words (`text`). */
export type StoredFailure = StoredMessage | { text: string };

/**
 * A spreadsheet uploaded for a bulk top-up (XLS-01..XLS-05). Its rows are checked when it arrives; once the person
 * confirms, the valid ones are bought one by one in the background, each as a normal purchase. Deleted with its
 * rows after 30 days (the purchases themselves stay).
 */
export const bulkUploads = pgTable(
  'bulk_uploads',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    accountId: uuid('account_id').notNull(),
    fileName: text('file_name').notNull(),
    /** The Jakarta day of the upload: a file name is accepted once a day per account (XLS-03). */
    uploadedOn: date('uploaded_on', { mode: 'string' }).notNull(),
    rows: integer('rows').notNull(),
    validRows: integer('valid_rows').notNull().default(0),
    /** The valid rows' prices at the account's tier when they were checked. */
    totalPrice: moneyColumn('total_price').notNull().default(0),
    status: text('status').$type<BulkUploadStatus>().notNull(),
    /** Valid rows with a final outcome; succeeded + failed = processed. */
    processed: integer('processed').notNull().default(0),
    succeeded: integer('succeeded').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** The name the annotated result downloads under. */
    resultFileName: text('result_file_name').notNull(),
    /** The language the person uploaded in: background messages of this upload use it. */
    locale: text('locale').notNull().default('id'),
    createdAt: createdAtColumn(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'bulk_uploads_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('bulk_uploads_file_day_uq').on(table.tenantId, table.accountId, table.fileName, table.uploadedOn),
    index('bulk_uploads_account_idx').on(table.tenantId, table.accountId, table.createdAt),
    index('bulk_uploads_created_idx').on(table.createdAt),
    index('bulk_uploads_active_idx')
      .on(table.status, table.updatedAt)
      .where(sql`status in ('queued', 'processing')`),
  ],
);

/** One row of an upload, by its line in the file. */
export const bulkRows = pgTable(
  'bulk_rows',
  {
    tenantId: tenantIdColumn(),
    uploadId: uuid('upload_id').notNull(),
    line: integer('line').notNull(),
    /** The number as it will be sent (leading 0 restored) when valid, else as written. */
    destination: text('destination').notNull(),
    /**
     * The number as the file wrote it, kept when the check changed it (a leading 0 a number cell lost, spaces, +62),
     * so the person sees which numbers were corrected; null when the file had it as it is sent.
     */
    writtenDestination: text('written_destination'),
    productCode: text('product_code').notNull(),
    productName: text('product_name'),
    orderNumber: text('order_number'),
    /** The price the reseller charges (TRX-03); null when not given or not a number (then the price is used). */
    sellingPrice: moneyColumn('selling_price'),
    price: moneyColumn('price'),
    errors: jsonb('errors')
      .$type<StoredRowError[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').$type<BulkRowStatus>().notNull(),
    /** The purchase this row became. */
    refId: text('ref_id'),
    failure: jsonb('failure').$type<StoredFailure>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'bulk_rows_pk', columns: [table.tenantId, table.uploadId, table.line] }),
    foreignKey({
      name: 'bulk_rows_upload_fk',
      columns: [table.tenantId, table.uploadId],
      foreignColumns: [bulkUploads.tenantId, bulkUploads.id],
    }).onDelete('cascade'),
    index('bulk_rows_pending_idx')
      .on(table.tenantId, table.uploadId, table.status)
      .where(sql`status in ('queued', 'placed')`),
    index('bulk_rows_order_idx')
      .on(table.tenantId, table.orderNumber)
      .where(sql`order_number is not null`),
  ],
);
