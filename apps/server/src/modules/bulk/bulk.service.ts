import path from 'node:path';
import type { z } from 'zod';
import {
  bulkPaths,
  type BulkRow,
  type BulkRowStatus,
  type BulkSettings,
  type BulkUpload,
  type BulkUploadDetail,
  type bulkConfirmBody,
  type bulkUploadsQuery,
} from '@konter/shared/contracts/bulk';
import { purchaseBody } from '@konter/shared/contracts/transactions';
import type { Locale } from '@konter/shared/i18n/locales';
import { translate } from '@konter/shared/i18n/messages';
import type { Database, Tx } from '../../db/client.ts';
import type { StoredFailure, StoredRowError } from '../../db/schema/bulk.ts';
import type { Principal } from '../../platform/auth.ts';
import type { PinHasher } from '../../platform/secrets.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DomainEvents } from '../../platform/domain-events.ts';
import { AppError } from '../../platform/errors.ts';
import { jakartaDate, startOfJakartaDay } from '@konter/shared/time/jakarta';
import type { JobQueue } from '../../platform/queue.ts';
import { publishEvent } from '../../platform/realtime.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { confirmMoneyAction, findAccountById, permissions, permissionsOf } from '../accounts/index.ts';
import { findProduct, priceOfTier, purchasableProduct, tierOfRole, type ProductRow } from '../ppob/index.ts';
import { failureMessageKey } from '@konter/shared/contracts/transactions';
import { assertAccountMayBuy, purchaseFailureOf, type PurchasesService } from '../ppob/index.ts';
import { findTenantById } from '../tenants/index.ts';
import {
  exampleNumbers,
  finishLines,
  pairKey,
  prepareLine,
  type PreparedLine,
  type ProductLookup,
} from './bulk.checks.ts';
import { bulkErrors } from './bulk.errors.ts';
import {
  activeProducts,
  countRowsByStatus,
  findUpload,
  insertRows,
  insertUpload,
  listRows,
  listRowsWithPurchase,
  listUploads,
  placedRowsWithPurchase,
  productCodes,
  purchasesToday,
  setRowsStatus,
  updateRow,
  updateUpload,
  usedOrderNumbers,
  type BulkRowRow,
  type BulkUploadRow,
} from './bulk.repository.ts';
import {
  readSheetLines,
  SpreadsheetError,
  writeResult,
  writeTemplate,
  type ResultLine,
  type SheetLine,
} from './bulk.spreadsheet.ts';

/** XLS-05: the upload history is kept this long. */
export const bulkHistoryDays = 30;
/** Rows one run of the processing job buys before handing over to the next run. */
export const processBatchSize = 25;

export type SpreadsheetFile = { fileName: string; data: Buffer };

/** XLS-02: a file may hold the smaller of the tenant's excelTrxLimit and its per-file cap (the help text's 100). */
export function rowsPerFile(tenant: Pick<Tenant, 'catalogueSettings'>): number {
  const settings = tenant.catalogueSettings;
  return Math.max(1, Math.min(settings.excelTrxLimit, settings.excelFileRowLimit));
}

/** What the person typed as the name, without a path some browsers send along. */
export function cleanFileName(name: string): string {
  return path.basename(name.replaceAll('\\', '/')).trim().slice(0, 200);
}

function messageOf(locale: Locale, stored: StoredRowError | StoredFailure): string {
  if ('text' in stored) return stored.text;
  const params = stored.params ?? {};
  if (stored.reasonKey)
    return translate(locale, stored.key, { ...params, reason: translate(locale, stored.reasonKey, params) });
  return translate(locale, stored.key, params);
}

export function toUploadResponse(row: BulkUploadRow): BulkUpload {
  return {
    id: row.id,
    file_name: row.fileName,
    uploaded_on: row.uploadedOn,
    rows: row.rows,
    valid_rows: row.validRows,
    invalid_rows: row.rows - row.validRows,
    total_price: row.totalPrice,
    status: row.status,
    processed: row.processed,
    succeeded: row.succeeded,
    failed: row.failed,
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    result_url: bulkPaths.result(row.id),
  };
}

function toRowResponse(row: BulkRowRow & { serialNumber: string | null }, locale: Locale): BulkRow {
  return {
    line: row.line,
    destination: row.destination,
    written_destination: row.writtenDestination,
    product_code: row.productCode,
    product_name: row.productName,
    order_number: row.orderNumber,
    selling_price: row.sellingPrice,
    price: row.price,
    status: row.status,
    errors: row.errors.map((stored) => ({ code: stored.code, message: messageOf(locale, stored) })),
    ref_id: row.refId,
    serial_number: row.serialNumber,
    failure: row.failure ? messageOf(locale, row.failure) : null,
  };
}

/** The event of the account's realtime channel that moves the progress on the upload screen. */
async function publishProgress(tx: Tx, upload: BulkUploadRow): Promise<void> {
  await publishEvent(tx, upload.tenantId, upload.accountId, {
    type: 'bulk.progress',
    upload_id: upload.id,
    processed: upload.processed,
    succeeded: upload.succeeded,
    failed: upload.failed,
    status: upload.status,
  });
}

/** Why a product of the file cannot be bought now (CAT-05/06): the catalogue's own refusal, kept as its message. */
function unavailableReason(error: unknown): { reasonKey: string; params?: Record<string, string | number> } | null {
  if (!(error instanceof AppError)) return null;
  const first = error.fieldErrors ? Object.values(error.fieldErrors)[0]?.[0] : undefined;
  if (first) return { reasonKey: String(first.key), ...(first.params ? { params: first.params } : {}) };
  return { reasonKey: error.messageKey, ...(Object.keys(error.params).length ? { params: error.params } : {}) };
}

/**
 * Checks every row of a file in one go (XLS-04): a few queries for the whole file rather than per row, then the pure
 * checks of bulk.checks.ts in file order.
 */
async function checkFile(
  tx: Tx,
  tenant: Tenant,
  auth: Principal,
  lines: SheetLine[],
  uploadId: string,
  now: Date,
): Promise<PreparedLine[]> {
  const tier = tierOfRole(auth.role);
  const byLowerCode = new Map(
    (await productCodes(tx, tenant.id)).map((product) => [product.code.toLowerCase(), product.code]),
  );
  const lookups = new Map<string, ProductLookup>();
  for (const typed of new Set(lines.map((line) => line.productCode.toLowerCase()).filter(Boolean))) {
    const code = byLowerCode.get(typed);
    if (!code) {
      lookups.set(typed, { kind: 'not_found' });
      continue;
    }
    try {
      const product = await purchasableProduct(tx, tenant.id, code, auth, now);
      lookups.set(typed, { kind: 'ok', product, price: priceOfTier(product, tier) });
    } catch (error) {
      const reason = unavailableReason(error);
      if (!reason) throw error;
      const product: ProductRow | null = await findProduct(tx, tenant.id, code);
      lookups.set(typed, product ? { kind: 'unavailable', product, ...reason } : { kind: 'not_found' });
    }
  }
  const prepared = lines.map((line) => prepareLine(line, lookups.get(line.productCode.toLowerCase()) ?? null));
  const destinations = [...new Set(prepared.flatMap((line) => (line.pair ? [line.pair.destination] : [])))];
  const today = await purchasesToday(tx, tenant.id, auth.accountId, destinations, startOfJakartaDay(now));
  const orderNumbers = [...new Set(prepared.flatMap((line) => (line.orderNumber ? [line.orderNumber] : [])))];
  return finishLines(prepared, {
    usedOrderNumbers: await usedOrderNumbers(tx, tenant.id, auth.accountId, orderNumbers, uploadId),
    boughtToday: new Map(today.map((row) => [pairKey(row.destination, row.productCode), row.total])),
    dailyLimit: tenant.catalogueSettings.sameNumberDailyLimit,
  });
}

/**
 * Recounts an upload from its rows: placed rows whose purchase became final take its outcome; the counters, the
 * status (done once nothing is queued or waiting) and a progress event follow, in one transaction.
 * Returns what is left to do.
 */
export async function refreshUpload(
  database: Database,
  clock: Clock,
  events: DomainEvents,
  tenantId: string,
  uploadId: string,
): Promise<{ upload: BulkUploadRow | null; queued: number; placed: number }> {
  return database.withTenant(tenantId, async (tx) => {
    const upload = await findUpload(tx, tenantId, uploadId, { lock: true });
    if (!upload) return { upload: null, queued: 0, placed: 0 };
    const now = clock.now();
    for (const row of await placedRowsWithPurchase(tx, tenantId, uploadId)) {
      if (row.status === 'success') {
        await updateRow(tx, tenantId, uploadId, row.line, ['placed'], { status: 'success', updatedAt: now });
      } else if (row.status !== 'processing') {
        // The app's reason for the supplier's code, translated when read; the supplier's words stay on the purchase.
        const failure: StoredFailure =
          row.failedReason !== null || row.rc !== null
            ? { key: failureMessageKey(purchaseFailureOf(row.rc)) }
            : { key: 'bulk.purchase_failed' };
        await updateRow(tx, tenantId, uploadId, row.line, ['placed'], { status: 'failed', failure, updatedAt: now });
      }
    }
    const counts = await countRowsByStatus(tx, tenantId, uploadId);
    const queued = counts.queued ?? 0;
    const placed = counts.placed ?? 0;
    const succeeded = counts.success ?? 0;
    const failed = counts.failed ?? 0;
    let status = upload.status;
    if (status === 'queued' || status === 'processing') status = queued + placed === 0 ? 'done' : 'processing';
    const finished = (status === 'done' || status === 'canceled') && queued + placed === 0;
    const changed =
      status !== upload.status ||
      succeeded !== upload.succeeded ||
      failed !== upload.failed ||
      (finished && !upload.finishedAt);
    if (!changed) return { upload, queued, placed };
    const next = await updateUpload(tx, tenantId, uploadId, {
      status,
      processed: succeeded + failed,
      succeeded,
      failed,
      updatedAt: now,
      ...(finished && !upload.finishedAt ? { finishedAt: now } : {}),
    });
    if (next) await publishProgress(tx, next);
    if (next && finished && !upload.finishedAt && upload.confirmedAt) {
      // The person may have left the screen: the inbox (and push) tells them the file is through (NTF-01). A file
      // dropped before it was confirmed bought nothing: no news.
      await events.emit(tx, {
        type: 'bulk.finished',
        tenantId,
        accountId: next.accountId,
        at: now.toISOString(),
        uploadId,
        fileName: next.fileName,
        status: next.status === 'canceled' ? 'canceled' : 'done',
        succeeded: next.succeeded,
        failed: next.failed,
      });
    }
    return { upload: next, queued, placed };
  });
}

/** What a purchase refused with, kept as a message key so the result reads in the person's language. */
function failureOf(error: AppError): StoredFailure {
  const first = error.fieldErrors ? Object.values(error.fieldErrors)[0]?.[0] : undefined;
  if (first) return { key: String(first.key), ...(first.params ? { params: first.params } : {}) };
  return { key: error.messageKey, ...(Object.keys(error.params).length ? { params: error.params } : {}) };
}

/**
 * Buys the next queued rows of a confirmed upload, in file order, each as a normal purchase: the PIN was checked
 * when the person confirmed, so each goes with `verified: true`. The order number, or `bulk-<upload>-<line>`, is
 * the purchase's idempotency key: a retried run answers the purchase already made and never buys a row twice.
 * Returns whether queued rows are left.
 */
export async function processUploadBatch(
  deps: { database: Database; clock: Clock; events: DomainEvents; purchases: PurchasesService },
  tenantId: string,
  uploadId: string,
  batchSize = processBatchSize,
): Promise<{ remaining: boolean; status: BulkUploadRow['status'] | null }> {
  const { database, clock, purchases } = deps;
  const started = await database.withTenant(tenantId, async (tx) => {
    const upload = await findUpload(tx, tenantId, uploadId);
    if (!upload || (upload.status !== 'queued' && upload.status !== 'processing')) return null;
    if (upload.status === 'queued') {
      await updateUpload(tx, tenantId, uploadId, { status: 'processing', updatedAt: clock.now() }, ['queued']);
    }
    const account = await findAccountById(tx, tenantId, upload.accountId);
    const rows = await listRows(tx, tenantId, uploadId, { statuses: ['queued'], limit: batchSize });
    return { upload, account, rows };
  });
  if (!started) return { remaining: false, status: null };
  const { upload, account, rows } = started;
  const tenant = await database.withSystem((tx) => findTenantById(tx, tenantId));
  if (!tenant) return { remaining: false, status: null };

  const grants = account ? permissionsOf(account) : [];
  const refusal: StoredFailure | null = !account
    ? { key: 'not_authenticated' }
    : !grants.includes(permissions.bulkExcel)
      ? { key: 'unauthorized_access' }
      : null;
  // The rows are bought for the person who confirmed the file, as background work they started.
  const principal: Principal | null = account
    ? {
        accountId: account.id,
        tenantId,
        role: account.role,
        status: account.status,
        permissions: grants,
        channel: 'job',
      }
    : null;

  for (const row of rows) {
    const now = clock.now();
    if (refusal || !principal) {
      await database.withTenant(tenantId, (tx) =>
        updateRow(tx, tenantId, uploadId, row.line, ['queued'], {
          status: 'failed',
          failure: refusal ?? undefined,
          updatedAt: now,
        }),
      );
      continue;
    }
    // A cancel between two rows stops the rest: the rows it skipped are not bought.
    const current = await database.withTenant(tenantId, (tx) => findUpload(tx, tenantId, uploadId));
    if (!current || current.status === 'canceled') break;
    const body = purchaseBody.parse({
      product_code: row.productCode,
      destination: row.destination,
      ...(row.orderNumber ? { order_number: row.orderNumber } : { request_id: `bulk-${uploadId}-${row.line}` }),
      ...(row.sellingPrice !== null ? { selling_price: row.sellingPrice } : {}),
    });
    try {
      const { transaction } = await purchases.placePurchase(tenant, principal, body);
      await database.withTenant(tenantId, (tx) =>
        updateRow(tx, tenantId, uploadId, row.line, ['queued', 'skipped'], {
          status: 'placed',
          refId: transaction.ref_id,
          updatedAt: clock.now(),
        }),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await database.withTenant(tenantId, (tx) =>
        updateRow(tx, tenantId, uploadId, row.line, ['queued'], {
          status: 'failed',
          failure: failureOf(error),
          updatedAt: clock.now(),
        }),
      );
    }
  }
  const { upload: after, queued } = await refreshUpload(database, clock, deps.events, tenantId, uploadId);
  return { remaining: queued > 0 && after?.status !== 'canceled', status: after?.status ?? upload.status };
}

export function createBulkService(deps: {
  database: Database;
  clock: Clock;
  queue: JobQueue;
  pins: PinHasher;
  /** The job that buys an upload's rows (bulk.jobs.ts), enqueued with the confirmation. */
  onConfirmed: (tx: Tx, tenantId: string, uploadId: string) => Promise<void>;
}) {
  const { database, clock } = deps;

  async function ownUpload(tx: Tx, tenant: Tenant, auth: Principal, id: string, lock = false) {
    const upload = await findUpload(tx, tenant.id, id, { accountId: auth.accountId, lock });
    if (!upload) throw bulkErrors.notFound();
    return upload;
  }

  async function detail(
    tenant: Tenant,
    auth: Principal,
    id: string,
    locale: Locale,
    lines: 'none' | 'errors' | 'all',
  ): Promise<BulkUploadDetail> {
    return database.withTenant(tenant.id, async (tx) => {
      const upload = await ownUpload(tx, tenant, auth, id);
      const rows =
        lines === 'none'
          ? []
          : await listRowsWithPurchase(tx, tenant.id, id, lines === 'errors' ? ['invalid', 'failed'] : undefined);
      return { ...toUploadResponse(upload), lines: rows.map((row) => toRowResponse(row, locale)) };
    });
  }

  return {
    settings(tenant: Tenant, pinRequired: boolean): BulkSettings {
      const settings = tenant.catalogueSettings;
      return {
        rows_per_file: rowsPerFile(tenant),
        excel_trx_limit: settings.excelTrxLimit,
        file_row_limit: settings.excelFileRowLimit,
        same_number_daily_limit: settings.sameNumberDailyLimit,
        pin_required: pinRequired,
        history_days: bulkHistoryDays,
      };
    },

    async pinRequired(tenant: Tenant, auth: Principal): Promise<boolean> {
      const account = await database.withTenant(tenant.id, (tx) => findAccountById(tx, tenant.id, auth.accountId));
      return Boolean(account?.pinHash);
    },

    /** The template with the tenant's active products at the account's prices. */
    async template(tenant: Tenant, auth: Principal, locale: Locale): Promise<{ body: Buffer; filename: string }> {
      const tier = tierOfRole(auth.role);
      const rows = await database.withTenant(tenant.id, (tx) => activeProducts(tx, tenant.id));
      // A 10.000 pulsa of the example number's operator, as the help text's own example.
      const example = (operator: string, fallback: string) => {
        const pulsa = rows.filter((row) => row.family === 'pulsa' && row.operator === operator);
        return (pulsa.find((row) => row.nominal === 10_000) ?? pulsa[0])?.code ?? fallback;
      };
      const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
      const limit = rowsPerFile(tenant);
      const body = await writeTemplate({
        brand: tenant.brandName,
        texts: {
          sheet: t('bulk.sheet.transactions'),
          codesSheet: t('bulk.sheet.codes'),
          helpSheet: t('bulk.sheet.help'),
          headers: [
            t('bulk.col.destination'),
            t('bulk.col.product_code'),
            t('bulk.col.order_number'),
            t('bulk.col.selling_price'),
          ],
          codeHeaders: [t('bulk.col.product_code'), t('bulk.col.product'), t('bulk.col.price')],
          help: [
            t('bulk.help.title'),
            t('bulk.help.one_row'),
            t('bulk.help.number'),
            t('bulk.help.code'),
            t('bulk.help.optional'),
            t('bulk.help.limit', { limit }),
            t('bulk.help.name'),
            t('bulk.help.examples'),
          ],
        },
        products: rows.map((row) => ({ code: row.code, name: row.name, price: priceOfTier(row, tier) })),
        examples: [
          {
            destination: exampleNumbers[0],
            productCode: example('telkomsel', 'tsel10'),
            orderNumber: 'CONTOH-1',
            sellingPrice: 12_000,
          },
          {
            destination: exampleNumbers[1],
            productCode: example('xl', 'xld10'),
            orderNumber: 'CONTOH-2',
            sellingPrice: null,
          },
        ],
        rowLimit: limit,
      });
      return { body, filename: `template-topup-${tenant.slug}.xlsx` };
    },

    /**
     * XLS-02..XLS-04: reads the file, refuses it whole when it cannot be read, holds too many rows or its name was
     * used today, otherwise stores every row with its checks. Nothing is charged here.
     */
    async upload(tenant: Tenant, auth: Principal, locale: Locale, file: SpreadsheetFile): Promise<BulkUploadDetail> {
      const fileName = cleanFileName(file.fileName);
      if (!fileName) throw bulkErrors.fileRequired();
      let lines: SheetLine[];
      try {
        lines = await readSheetLines(fileName, file.data);
      } catch (error) {
        if (error instanceof SpreadsheetError) throw bulkErrors.spreadsheet(error.problem);
        throw error;
      }
      const limit = rowsPerFile(tenant);
      if (lines.length > limit) throw bulkErrors.tooManyRows(lines.length, limit);

      const now = clock.now();
      const uploadedOn = jakartaDate(now);
      const stem = fileName.replace(/\.(xlsx|csv)$/i, '');
      const id = await database.withTenant(tenant.id, async (tx) => {
        // The name is claimed first: a second upload of the same file waits on the unique index and is refused.
        const upload = await insertUpload(tx, {
          tenantId: tenant.id,
          accountId: auth.accountId,
          fileName,
          uploadedOn,
          rows: lines.length,
          status: 'uploaded',
          resultFileName: `${stem}-hasil.xlsx`,
          locale,
          createdAt: now,
          updatedAt: now,
        });
        if (!upload) throw bulkErrors.fileNameUsed();
        const checked = await checkFile(tx, tenant, auth, lines, upload.id, now);
        const valid = checked.filter((line) => line.errors.length === 0);
        await insertRows(
          tx,
          checked.map((line) => ({
            tenantId: tenant.id,
            uploadId: upload.id,
            line: line.line,
            destination: line.destination,
            writtenDestination: line.writtenDestination,
            productCode: line.productCode,
            productName: line.productName,
            orderNumber: line.orderNumber,
            sellingPrice: line.sellingPrice,
            price: line.price,
            errors: line.errors,
            status: line.errors.length === 0 ? 'valid' : 'invalid',
            updatedAt: now,
          })),
        );
        await updateUpload(tx, tenant.id, upload.id, {
          status: 'validated',
          validRows: valid.length,
          totalPrice: valid.reduce((sum, line) => sum + (line.price ?? 0), 0),
          updatedAt: now,
        });
        return upload.id;
      });
      // Every row: the refused ones with their reasons, the valid ones with the numbers as they will be sent.
      return detail(tenant, auth, id, locale, 'all');
    },

    detail,

    async list(tenant: Tenant, auth: Principal, query: z.output<typeof bulkUploadsQuery>) {
      const { rows, total } = await database.withTenant(tenant.id, (tx) =>
        listUploads(tx, tenant.id, auth.accountId, query.page, query.per_page, { open: query.open === true }),
      );
      return { data: rows.map(toUploadResponse), meta: { page: query.page, per_page: query.per_page, total } };
    },

    /** The annotated spreadsheet: every line of the file with its status, purchase, serial number and reasons. */
    async result(
      tenant: Tenant,
      auth: Principal,
      id: string,
      locale: Locale,
    ): Promise<{ body: Buffer; filename: string }> {
      const { upload, rows } = await database.withTenant(tenant.id, async (tx) => {
        const found = await ownUpload(tx, tenant, auth, id);
        return { upload: found, rows: await listRowsWithPurchase(tx, tenant.id, id) };
      });
      const t = (key: string) => translate(locale, key);
      const lines: ResultLine[] = rows.map((row) => {
        const notes = [
          ...row.errors.map((stored) => messageOf(locale, stored)),
          ...(row.failure ? [messageOf(locale, row.failure)] : []),
        ];
        return {
          line: row.line,
          destination: row.destination,
          productCode: row.productCode,
          orderNumber: row.orderNumber,
          sellingPrice: row.sellingPrice,
          status: t(`bulk.row_status.${row.status}`),
          refId: row.refId,
          serialNumber: row.serialNumber,
          notes: notes.join('; '),
          problem: row.status === 'invalid' || row.status === 'failed',
        };
      });
      const body = await writeResult({
        brand: tenant.brandName,
        sheet: t('bulk.sheet.result'),
        headers: [
          t('bulk.col.line'),
          t('bulk.col.destination'),
          t('bulk.col.product_code'),
          t('bulk.col.order_number'),
          t('bulk.col.selling_price'),
          t('bulk.col.status'),
          t('bulk.col.ref_id'),
          t('bulk.col.serial_number'),
          t('bulk.col.notes'),
        ],
        lines,
      });
      return { body, filename: upload.resultFileName };
    },

    /**
     * The person's go-ahead: PIN (or password) checked once, like a purchase (TRX-05, ACC-07); then the valid rows
     * are queued and the processing job enqueued in the same transaction.
     */
    async confirm(
      tenant: Tenant,
      auth: Principal,
      id: string,
      body: z.output<typeof bulkConfirmBody>,
    ): Promise<BulkUpload> {
      const { upload, account } = await database.withTenant(tenant.id, async (tx) => ({
        upload: await ownUpload(tx, tenant, auth, id),
        account: await findAccountById(tx, tenant.id, auth.accountId),
      }));
      if (!account) throw new AppError('not_authenticated');
      if (upload.status !== 'validated') throw bulkErrors.notConfirmable();
      if (upload.validRows === 0) throw bulkErrors.nothingToProcess();
      assertAccountMayBuy(account);
      // TRX-05, ACC-07: the same check of the PIN or password as a purchase's, once for the whole file.
      await confirmMoneyAction(deps, auth, body);
      const now = clock.now();
      return database.withTenant(tenant.id, async (tx) => {
        const queued = await updateUpload(tx, tenant.id, id, { status: 'queued', confirmedAt: now, updatedAt: now }, [
          'validated',
        ]);
        if (!queued) throw bulkErrors.notConfirmable();
        await setRowsStatus(tx, tenant.id, id, 'valid', 'queued', now);
        await deps.onConfirmed(tx, tenant.id, id);
        await publishProgress(tx, queued);
        return toUploadResponse(queued);
      });
    },

    /** Drops an upload before it is confirmed, or stops the rows not bought yet; bought rows run to their end. */
    async cancel(tenant: Tenant, auth: Principal, id: string): Promise<BulkUpload> {
      const now = clock.now();
      await database.withTenant(tenant.id, async (tx) => {
        const upload = await ownUpload(tx, tenant, auth, id, true);
        if (upload.status === 'done' || upload.status === 'canceled') throw bulkErrors.notCancelable();
        const from: BulkRowStatus = upload.status === 'validated' || upload.status === 'uploaded' ? 'valid' : 'queued';
        await setRowsStatus(tx, tenant.id, id, from, 'skipped', now, { key: 'bulk.row_canceled' });
        const canceled = await updateUpload(tx, tenant.id, id, { status: 'canceled', updatedAt: now });
        if (canceled) await publishProgress(tx, canceled);
      });
      // Rows already bought keep going to their outcome; the recount closes the upload when none is left.
      const { upload } = await refreshUpload(database, clock, deps.queue.events, tenant.id, id);
      if (!upload) throw bulkErrors.notFound();
      return toUploadResponse(upload);
    },
  };
}

export type BulkService = ReturnType<typeof createBulkService>;
