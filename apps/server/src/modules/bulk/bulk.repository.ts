import { and, asc, count, desc, eq, gt, gte, inArray, lt, ne, notInArray, or } from 'drizzle-orm';
import type { BulkRowStatus, BulkUploadStatus } from '@konter/shared/contracts/bulk';
import type { Tx } from '../../db/client.ts';
import { bulkRows, bulkUploads, type StoredFailure } from '../../db/schema/bulk.ts';
import { products } from '../../db/schema/ppob-catalogue.ts';
import { prepaidTransactions } from '../../db/schema/ppob-purchases.ts';

export type BulkUploadRow = typeof bulkUploads.$inferSelect;
export type BulkRowRow = typeof bulkRows.$inferSelect;

/** Inserts an upload unless the account already uploaded a file of that name that day (XLS-03). */
export async function insertUpload(tx: Tx, values: typeof bulkUploads.$inferInsert): Promise<BulkUploadRow | null> {
  const [row] = await tx
    .insert(bulkUploads)
    .values(values)
    .onConflictDoNothing({
      target: [bulkUploads.tenantId, bulkUploads.accountId, bulkUploads.fileName, bulkUploads.uploadedOn],
    })
    .returning();
  return row ?? null;
}

export async function insertRows(tx: Tx, rows: (typeof bulkRows.$inferInsert)[]): Promise<void> {
  // A few hundred rows per statement keeps every batch far below PostgreSQL's bind-parameter limit.
  for (let start = 0; start < rows.length; start += 500) {
    await tx.insert(bulkRows).values(rows.slice(start, start + 500));
  }
}

export async function findUpload(
  tx: Tx,
  tenantId: string,
  id: string,
  options: { accountId?: string; lock?: boolean } = {},
): Promise<BulkUploadRow | null> {
  const query = tx
    .select()
    .from(bulkUploads)
    .where(
      and(
        eq(bulkUploads.tenantId, tenantId),
        eq(bulkUploads.id, id),
        options.accountId ? eq(bulkUploads.accountId, options.accountId) : undefined,
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateUpload(
  tx: Tx,
  tenantId: string,
  id: string,
  changes: Partial<typeof bulkUploads.$inferInsert>,
  from?: readonly BulkUploadStatus[],
): Promise<BulkUploadRow | null> {
  const [row] = await tx
    .update(bulkUploads)
    .set(changes)
    .where(
      and(
        eq(bulkUploads.tenantId, tenantId),
        eq(bulkUploads.id, id),
        from ? inArray(bulkUploads.status, [...from]) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

export async function listUploads(
  tx: Tx,
  tenantId: string,
  accountId: string,
  page: number,
  perPage: number,
  options: { open?: boolean } = {},
): Promise<{ rows: BulkUploadRow[]; total: number }> {
  // Open: being bought, or checked and waiting for a go-ahead it can still get (a file without a valid row cannot).
  const open = or(
    inArray(bulkUploads.status, ['queued', 'processing']),
    and(eq(bulkUploads.status, 'validated'), gt(bulkUploads.validRows, 0)),
  );
  const where = and(
    eq(bulkUploads.tenantId, tenantId),
    eq(bulkUploads.accountId, accountId),
    options.open ? open : undefined,
  );
  const rows = await tx
    .select()
    .from(bulkUploads)
    .where(where)
    .orderBy(desc(bulkUploads.createdAt), desc(bulkUploads.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await tx.select({ total: count() }).from(bulkUploads).where(where);
  return { rows, total: total?.total ?? 0 };
}

export async function listRows(
  tx: Tx,
  tenantId: string,
  uploadId: string,
  options: { statuses?: readonly BulkRowStatus[]; limit?: number } = {},
): Promise<BulkRowRow[]> {
  const query = tx
    .select()
    .from(bulkRows)
    .where(
      and(
        eq(bulkRows.tenantId, tenantId),
        eq(bulkRows.uploadId, uploadId),
        options.statuses ? inArray(bulkRows.status, [...options.statuses]) : undefined,
      ),
    )
    .orderBy(asc(bulkRows.line));
  return options.limit ? query.limit(options.limit) : query;
}

/** An upload's rows, each with the serial number of the purchase it became (none before it is bought). */
export async function listRowsWithPurchase(
  tx: Tx,
  tenantId: string,
  uploadId: string,
  statuses?: readonly BulkRowStatus[],
): Promise<(BulkRowRow & { serialNumber: string | null })[]> {
  const rows = await tx
    .select({ row: bulkRows, serialNumber: prepaidTransactions.serialNumber })
    .from(bulkRows)
    .leftJoin(
      prepaidTransactions,
      and(eq(prepaidTransactions.tenantId, bulkRows.tenantId), eq(prepaidTransactions.refId, bulkRows.refId)),
    )
    .where(
      and(
        eq(bulkRows.tenantId, tenantId),
        eq(bulkRows.uploadId, uploadId),
        statuses ? inArray(bulkRows.status, [...statuses]) : undefined,
      ),
    )
    .orderBy(asc(bulkRows.line));
  return rows.map(({ row, serialNumber }) => ({ ...row, serialNumber }));
}

export async function setRowsStatus(
  tx: Tx,
  tenantId: string,
  uploadId: string,
  from: BulkRowStatus,
  to: BulkRowStatus,
  at: Date,
  failure?: StoredFailure,
): Promise<number> {
  const rows = await tx
    .update(bulkRows)
    .set({ status: to, updatedAt: at, ...(failure ? { failure } : {}) })
    .where(and(eq(bulkRows.tenantId, tenantId), eq(bulkRows.uploadId, uploadId), eq(bulkRows.status, from)))
    .returning({ line: bulkRows.line });
  return rows.length;
}

/** Moves one row on, only from the state the caller saw (two workers never both record an outcome). */
export async function updateRow(
  tx: Tx,
  tenantId: string,
  uploadId: string,
  line: number,
  from: readonly BulkRowStatus[],
  changes: Partial<typeof bulkRows.$inferInsert>,
): Promise<boolean> {
  const rows = await tx
    .update(bulkRows)
    .set(changes)
    .where(
      and(
        eq(bulkRows.tenantId, tenantId),
        eq(bulkRows.uploadId, uploadId),
        eq(bulkRows.line, line),
        inArray(bulkRows.status, [...from]),
      ),
    )
    .returning({ line: bulkRows.line });
  return rows.length > 0;
}

/** Counts of an upload's rows by status. */
export async function countRowsByStatus(
  tx: Tx,
  tenantId: string,
  uploadId: string,
): Promise<Partial<Record<BulkRowStatus, number>>> {
  const rows = await tx
    .select({ status: bulkRows.status, total: count() })
    .from(bulkRows)
    .where(and(eq(bulkRows.tenantId, tenantId), eq(bulkRows.uploadId, uploadId)))
    .groupBy(bulkRows.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.total]));
}

/** Placed rows with the state of their purchase: the ones whose purchase has become final move on. */
export async function placedRowsWithPurchase(tx: Tx, tenantId: string, uploadId: string) {
  return tx
    .select({
      line: bulkRows.line,
      refId: bulkRows.refId,
      status: prepaidTransactions.status,
      failedReason: prepaidTransactions.failedReason,
      rc: prepaidTransactions.rc,
    })
    .from(bulkRows)
    .innerJoin(
      prepaidTransactions,
      and(eq(prepaidTransactions.tenantId, bulkRows.tenantId), eq(prepaidTransactions.refId, bulkRows.refId)),
    )
    .where(and(eq(bulkRows.tenantId, tenantId), eq(bulkRows.uploadId, uploadId), eq(bulkRows.status, 'placed')));
}

/** Uploads confirmed and not yet done: the safety net re-drives them. */
export async function activeUploads(tx: Tx, olderThan: Date) {
  return tx
    .select({ tenantId: bulkUploads.tenantId, id: bulkUploads.id })
    .from(bulkUploads)
    .where(and(inArray(bulkUploads.status, ['queued', 'processing']), lt(bulkUploads.updatedAt, olderThan)))
    .limit(100);
}

// --- Reads of other domains' tables for the row checks, in one query each for a whole file ---------------------

/** The tenant's product codes with their status, for matching the codes people type in any letter case. */
export async function productCodes(tx: Tx, tenantId: string) {
  return tx
    .select({ code: products.code, status: products.status })
    .from(products)
    .where(eq(products.tenantId, tenantId));
}

/** Active products for the template's dropdown, in the order of the price lists. */
export async function activeProducts(tx: Tx, tenantId: string) {
  return tx
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.status, 'active')))
    .orderBy(asc(products.family), asc(products.operator), asc(products.sortOrder), asc(products.code));
}

/**
 * Today's purchases of the account per number and product that did not fail (TRX-04), for the numbers of a file.
 * The same statuses the purchase itself counts.
 */
export async function purchasesToday(tx: Tx, tenantId: string, accountId: string, destinations: string[], since: Date) {
  if (destinations.length === 0) return [];
  return tx
    .select({
      destination: prepaidTransactions.destination,
      productCode: prepaidTransactions.productCode,
      total: count(),
    })
    .from(prepaidTransactions)
    .where(
      and(
        eq(prepaidTransactions.tenantId, tenantId),
        eq(prepaidTransactions.accountId, accountId),
        inArray(prepaidTransactions.destination, destinations),
        gte(prepaidTransactions.createdAt, since),
        notInArray(prepaidTransactions.status, ['failed', 'canceled', 'expired', 'returned']),
      ),
    )
    .groupBy(prepaidTransactions.destination, prepaidTransactions.productCode);
}

/** Order numbers of the file the account already used: on a purchase (its idempotency key) or on another upload. */
export async function usedOrderNumbers(
  tx: Tx,
  tenantId: string,
  accountId: string,
  orderNumbers: string[],
  exceptUpload: string,
): Promise<Set<string>> {
  if (orderNumbers.length === 0) return new Set();
  const bought = await tx
    .select({ key: prepaidTransactions.requestKey })
    .from(prepaidTransactions)
    .where(
      and(
        eq(prepaidTransactions.tenantId, tenantId),
        eq(prepaidTransactions.accountId, accountId),
        inArray(prepaidTransactions.requestKey, orderNumbers),
      ),
    );
  const pending = await tx
    .select({ key: bulkRows.orderNumber })
    .from(bulkRows)
    .innerJoin(bulkUploads, and(eq(bulkUploads.tenantId, bulkRows.tenantId), eq(bulkUploads.id, bulkRows.uploadId)))
    .where(
      and(
        eq(bulkRows.tenantId, tenantId),
        eq(bulkUploads.accountId, accountId),
        ne(bulkRows.uploadId, exceptUpload),
        inArray(bulkRows.orderNumber, orderNumbers),
        inArray(bulkRows.status, ['valid', 'queued', 'placed', 'success']),
      ),
    );
  return new Set([...bought, ...pending].map((row) => row.key).filter((key): key is string => key !== null));
}

/** Owner-level: uploads (and by cascade their rows) created before `before`, in every tenant (XLS-05). */
export async function deleteUploadsBefore(tx: Tx, before: Date): Promise<number> {
  const rows = await tx.delete(bulkUploads).where(lt(bulkUploads.createdAt, before)).returning({ id: bulkUploads.id });
  return rows.length;
}
