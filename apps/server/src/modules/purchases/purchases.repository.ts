import { and, count, desc, eq, gte, ilike, inArray, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { TransactionStatus } from '@konter/shared/contracts/transactions';
import type { Tx } from '../../db/client.ts';
import { prepaidTransactions, type SupplierAttempt } from '../../db/schema/catalogue.ts';

export type TransactionRow = typeof prepaidTransactions.$inferSelect;

/** Inserts a purchase unless its idempotency key is taken (then another request got there first). */
export async function insertTransaction(
  tx: Tx,
  values: typeof prepaidTransactions.$inferInsert,
): Promise<TransactionRow | null> {
  const [row] = await tx
    .insert(prepaidTransactions)
    .values(values)
    .onConflictDoNothing({
      target: [prepaidTransactions.tenantId, prepaidTransactions.accountId, prepaidTransactions.requestKey],
    })
    .returning();
  return row ?? null;
}

export async function findByRequestKey(
  tx: Tx,
  tenantId: string,
  accountId: string,
  requestKey: string,
): Promise<TransactionRow | null> {
  const [row] = await tx
    .select()
    .from(prepaidTransactions)
    .where(
      and(
        eq(prepaidTransactions.tenantId, tenantId),
        eq(prepaidTransactions.accountId, accountId),
        eq(prepaidTransactions.requestKey, requestKey),
      ),
    );
  return row ?? null;
}

export async function findByRef(
  tx: Tx,
  tenantId: string,
  refId: string,
  options: { accountId?: string; lock?: boolean } = {},
): Promise<TransactionRow | null> {
  const query = tx
    .select()
    .from(prepaidTransactions)
    .where(
      and(
        eq(prepaidTransactions.tenantId, tenantId),
        eq(prepaidTransactions.refId, refId),
        options.accountId ? eq(prepaidTransactions.accountId, options.accountId) : undefined,
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Owner-level: the tenant of a ref_id, for supplier callbacks that carry nothing else. */
export async function findTenantOfRef(tx: Tx, refId: string): Promise<string | null> {
  const [row] = await tx
    .select({ tenantId: prepaidTransactions.tenantId })
    .from(prepaidTransactions)
    .where(eq(prepaidTransactions.refId, refId));
  return row?.tenantId ?? null;
}

/** Purchases of this product for this number today that did not fail (TRX-04). */
export async function countSameNumberToday(
  tx: Tx,
  tenantId: string,
  accountId: string,
  destination: string,
  productCode: string,
  since: Date,
): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(prepaidTransactions)
    .where(
      and(
        eq(prepaidTransactions.tenantId, tenantId),
        eq(prepaidTransactions.accountId, accountId),
        eq(prepaidTransactions.destination, destination),
        eq(prepaidTransactions.productCode, productCode),
        gte(prepaidTransactions.createdAt, since),
        notInArray(prepaidTransactions.status, ['failed', 'canceled', 'expired', 'returned']),
      ),
    );
  return row?.total ?? 0;
}

/**
 * Moves a purchase from one of `from` to its final state: the one conditional update every path (dispatch,
 * callback, recovery) goes through, so only one of them wins and posts the money.
 */
export async function claimStatus(
  tx: Tx,
  tenantId: string,
  id: string,
  from: readonly TransactionStatus[],
  changes: Omit<Partial<typeof prepaidTransactions.$inferInsert>, 'attempts'> & { attempts?: SQL },
  extra?: SQL,
): Promise<TransactionRow | null> {
  const [row] = await tx
    .update(prepaidTransactions)
    .set(changes)
    .where(
      and(
        eq(prepaidTransactions.tenantId, tenantId),
        eq(prepaidTransactions.id, id),
        inArray(prepaidTransactions.status, [...from]),
        extra,
      ),
    )
    .returning();
  return row ?? null;
}

/** The last supplier attempt, updated in place with how it ended (for the settling update). */
export function lastAttemptEnded(status: string, rc: string, message: string): SQL {
  const ended = JSON.stringify({ status, rc, message });
  return sql`case when jsonb_array_length(${prepaidTransactions.attempts}) = 0 then ${prepaidTransactions.attempts}
    else jsonb_set(${prepaidTransactions.attempts}, array[(jsonb_array_length(${prepaidTransactions.attempts}) - 1)::text],
      (${prepaidTransactions.attempts} -> -1) || ${ended}::jsonb) end`;
}

/**
 * Records a supplier attempt while the purchase is still processing and nobody else changed its attempts since
 * they were read (`expectedAttempts`): the guard that keeps two dispatchers from sending to two suppliers at once.
 */
export async function writeAttempts(
  tx: Tx,
  tenantId: string,
  id: string,
  expectedAttempts: number,
  attempts: SupplierAttempt[],
  changes: Partial<typeof prepaidTransactions.$inferInsert>,
): Promise<TransactionRow | null> {
  const [row] = await tx
    .update(prepaidTransactions)
    .set({ ...changes, attempts })
    .where(
      and(
        eq(prepaidTransactions.tenantId, tenantId),
        eq(prepaidTransactions.id, id),
        eq(prepaidTransactions.status, 'processing'),
        sql`jsonb_array_length(${prepaidTransactions.attempts}) = ${expectedAttempts}`,
      ),
    )
    .returning();
  return row ?? null;
}

export type HistoryFilter = {
  /** Prepaid purchases unless asked for bill payments. */
  kind?: 'prepaid' | 'postpaid';
  search?: string | undefined;
  status?: TransactionStatus | undefined;
  family?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

export async function listHistory(
  tx: Tx,
  tenantId: string,
  accountId: string,
  filter: HistoryFilter,
  page: number,
  perPage: number,
): Promise<{ rows: TransactionRow[]; total: number }> {
  const search = filter.search ? `%${filter.search.replace(/[%_\\]/g, (match) => `\\${match}`)}%` : null;
  const where = and(
    eq(prepaidTransactions.tenantId, tenantId),
    eq(prepaidTransactions.accountId, accountId),
    eq(prepaidTransactions.kind, filter.kind ?? 'prepaid'),
    // An inquiry nobody paid is not a payment.
    ne(prepaidTransactions.status, 'inquiry'),
    filter.status ? eq(prepaidTransactions.status, filter.status) : undefined,
    filter.family ? eq(prepaidTransactions.family, filter.family as TransactionRow['family']) : undefined,
    filter.from ? gte(prepaidTransactions.createdAt, filter.from) : undefined,
    filter.to ? lt(prepaidTransactions.createdAt, filter.to) : undefined,
    search
      ? or(
          ilike(prepaidTransactions.destination, search),
          ilike(prepaidTransactions.refId, search),
          ilike(prepaidTransactions.orderNumber, search),
          ilike(prepaidTransactions.productName, search),
        )
      : undefined,
  );
  const rows = await tx
    .select()
    .from(prepaidTransactions)
    .where(where)
    .orderBy(desc(prepaidTransactions.createdAt), desc(prepaidTransactions.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [totalRow] = await tx.select({ total: count() }).from(prepaidTransactions).where(where);
  return { rows, total: totalRow?.total ?? 0 };
}

/** Owner-level: purchases still processing that nobody touched since `before`, oldest first. */
export async function stuckTransactions(
  tx: Tx,
  before: Date,
  limit: number,
): Promise<Pick<TransactionRow, 'tenantId' | 'id'>[]> {
  return tx
    .select({ tenantId: prepaidTransactions.tenantId, id: prepaidTransactions.id })
    .from(prepaidTransactions)
    .where(and(eq(prepaidTransactions.status, 'processing'), lt(prepaidTransactions.updatedAt, before)))
    .orderBy(prepaidTransactions.updatedAt)
    .limit(limit);
}

export async function findById(
  tx: Tx,
  tenantId: string,
  id: string,
  options: { share?: boolean } = {},
): Promise<TransactionRow | null> {
  const query = tx
    .select()
    .from(prepaidTransactions)
    .where(and(eq(prepaidTransactions.tenantId, tenantId), eq(prepaidTransactions.id, id)));
  // `share`: no settlement may change the row until the reader's transaction ends (it acts on the status it read).
  const [row] = options.share ? await query.for('share') : await query;
  return row ?? null;
}

export async function touchTransaction(tx: Tx, tenantId: string, id: string, at: Date): Promise<void> {
  await tx
    .update(prepaidTransactions)
    .set({ updatedAt: at })
    .where(
      and(
        eq(prepaidTransactions.tenantId, tenantId),
        eq(prepaidTransactions.id, id),
        eq(prepaidTransactions.status, 'processing'),
      ),
    );
}

/**
 * Holds, until the transaction ends, the lock of one biller's customer number in a tenant: payments of the same bill
 * queue up here, so the second one sees the first before it moves any money.
 */
export async function lockBillOf(tx: Tx, tenantId: string, productCode: string, customerNo: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`bill:${tenantId}:${productCode}:${customerNo}`}, 0))`,
  );
}

/**
 * The newest payment, successful or still being paid, of any of these periods of a biller's customer number in the
 * tenant (whoever paid it): such a bill is not paid again.
 */
export async function findPaymentOfBill(
  tx: Tx,
  tenantId: string,
  bill: { productCode: string; customerNo: string; periods: readonly string[] },
): Promise<TransactionRow | null> {
  if (bill.periods.length === 0) return null;
  const periods = sql.join(
    bill.periods.map((period) => sql`${period}`),
    sql`, `,
  );
  const [row] = await tx
    .select()
    .from(prepaidTransactions)
    .where(
      and(
        eq(prepaidTransactions.tenantId, tenantId),
        eq(prepaidTransactions.kind, 'postpaid'),
        eq(prepaidTransactions.productCode, bill.productCode),
        eq(prepaidTransactions.destination, bill.customerNo),
        inArray(prepaidTransactions.status, ['processing', 'success']),
        sql`exists (select 1 from jsonb_array_elements(${prepaidTransactions.bill}->'periods') as paid(period)
                    where paid.period->>'period' in (${periods}))`,
      ),
    )
    .orderBy(desc(prepaidTransactions.createdAt))
    .limit(1);
  return row ?? null;
}
