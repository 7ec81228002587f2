import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import {
  bankMutations,
  cashbackAccruals,
  depositRequests,
  depositTransfers,
  deposits,
} from '../../db/schema/deposits.ts';

export type DepositRow = typeof deposits.$inferSelect;
export type DepositRequestRow = typeof depositRequests.$inferSelect;

export async function insertDeposit(tx: Tx, values: typeof deposits.$inferInsert): Promise<DepositRow> {
  const [row] = await tx.insert(deposits).values(values).returning();
  if (!row) throw new Error('deposit insert returned nothing');
  return row;
}

export async function findDepositByCode(
  tx: Tx,
  tenantId: string,
  code: string,
  options: { lock?: boolean } = {},
): Promise<DepositRow | null> {
  const query = tx
    .select()
    .from(deposits)
    .where(and(eq(deposits.tenantId, tenantId), eq(deposits.code, code)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Owner-level lookup by code alone: a gateway calls back with the code and nothing else. */
export async function findTenantOfDeposit(tx: Tx, code: string): Promise<string | null> {
  const [row] = await tx.select({ tenantId: deposits.tenantId }).from(deposits).where(eq(deposits.code, code));
  return row?.tenantId ?? null;
}

export async function updateDeposit(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<typeof deposits.$inferInsert>,
): Promise<void> {
  await tx
    .update(deposits)
    .set({ ...values, updatedAt: values.updatedAt ?? sql`now()` })
    .where(and(eq(deposits.tenantId, tenantId), eq(deposits.id, id)));
}

export async function listDeposits(tx: Tx, tenantId: string, accountId: string, page: number, perPage: number) {
  return tx
    .select()
    .from(deposits)
    .where(and(eq(deposits.tenantId, tenantId), eq(deposits.accountId, accountId)))
    .orderBy(desc(deposits.createdAt))
    .limit(perPage)
    .offset((page - 1) * perPage);
}

/**
 * The amounts to transfer held by pending bank requests of one bank, whatever their processing day: a request can be
 * claimed for 24 hours, so yesterday evening's is still a candidate this morning (decision 020).
 */
export async function usedBankAmounts(tx: Tx, tenantId: string, method: string, low: number, high: number) {
  const rows = await tx
    .select({ charged: deposits.charged })
    .from(deposits)
    .where(
      and(
        eq(deposits.tenantId, tenantId),
        eq(deposits.provider, 'bank'),
        eq(deposits.method, method),
        eq(deposits.status, 'pending'),
        sql`${deposits.charged} between ${low} and ${high}`,
      ),
    );
  return new Set(rows.map((row) => row.charged));
}

/**
 * Every pending bank request of one bank that a transfer of `charged` could pay now (at most two are read: one is a
 * match, two is a question for a person), locked.
 */
export async function findPendingBankDeposits(
  tx: Tx,
  tenantId: string,
  method: string,
  charged: number,
  now: Date,
): Promise<DepositRow[]> {
  return tx
    .select()
    .from(deposits)
    .where(
      and(
        eq(deposits.tenantId, tenantId),
        eq(deposits.provider, 'bank'),
        eq(deposits.method, method),
        eq(deposits.status, 'pending'),
        eq(deposits.charged, charged),
        sql`${deposits.expiresAt} > ${now.toISOString()}`,
      ),
    )
    .orderBy(deposits.createdAt)
    .limit(2)
    .for('update');
}

/** Pending deposits whose expiry has passed, across all tenants (owner transaction). */
export async function overdueDeposits(tx: Tx, now: Date, limit: number): Promise<DepositRow[]> {
  return tx
    .select()
    .from(deposits)
    .where(and(eq(deposits.status, 'pending'), lt(deposits.expiresAt, now)))
    .orderBy(deposits.expiresAt)
    .limit(limit);
}

export async function insertBankMutation(tx: Tx, values: typeof bankMutations.$inferInsert): Promise<boolean> {
  const rows = await tx
    .insert(bankMutations)
    .values(values)
    .onConflictDoNothing({ target: [bankMutations.tenantId, bankMutations.mutationId] })
    .returning({ id: bankMutations.mutationId });
  return rows.length > 0;
}

export async function linkBankMutation(tx: Tx, tenantId: string, mutationId: string, depositCode: string) {
  await tx
    .update(bankMutations)
    .set({ depositCode })
    .where(and(eq(bankMutations.tenantId, tenantId), eq(bankMutations.mutationId, mutationId)));
}

/** A bank mutation, locked for the change that follows. */
export async function findBankMutation(tx: Tx, tenantId: string, mutationId: string) {
  const [row] = await tx
    .select()
    .from(bankMutations)
    .where(and(eq(bankMutations.tenantId, tenantId), eq(bankMutations.mutationId, mutationId)))
    .for('update');
  return row ?? null;
}

/** Leaves a bank mutation to a person (the reconciliation console reads `review_flag`). */
export async function flagBankMutation(tx: Tx, tenantId: string, mutationId: string, reviewFlag: string) {
  await tx
    .update(bankMutations)
    .set({ reviewFlag })
    .where(and(eq(bankMutations.tenantId, tenantId), eq(bankMutations.mutationId, mutationId)));
}

export async function insertTransferRow(tx: Tx, values: typeof depositTransfers.$inferInsert) {
  const [row] = await tx.insert(depositTransfers).values(values).returning();
  if (!row) throw new Error('transfer insert returned nothing');
  return row;
}

export async function listTransfers(tx: Tx, tenantId: string, accountId: string, page: number, perPage: number) {
  return queryRows<{
    code: string;
    amount: string | number;
    note: string | null;
    created_at: string | Date;
    direction: 'in' | 'out';
    other_name: string;
    other_hp: string;
  }>(
    tx,
    sql`select t.code, t.amount, t.note, t.created_at,
               case when t.sender_id = ${accountId} then 'out' else 'in' end as direction,
               o.name as other_name, o.phone as other_hp
        from deposit_transfers t
        join accounts o on o.tenant_id = t.tenant_id
          and o.id = case when t.sender_id = ${accountId} then t.receiver_id else t.sender_id end
        where t.tenant_id = ${tenantId} and (t.sender_id = ${accountId} or t.receiver_id = ${accountId})
        order by t.created_at desc limit ${perPage} offset ${(page - 1) * perPage}`,
  );
}

export async function insertAccrual(tx: Tx, values: typeof cashbackAccruals.$inferInsert): Promise<void> {
  await tx
    .insert(cashbackAccruals)
    .values(values)
    .onConflictDoNothing({ target: [cashbackAccruals.tenantId, cashbackAccruals.source] });
}

export async function deleteUncreditedAccrual(tx: Tx, tenantId: string, source: string): Promise<boolean> {
  const rows = await tx
    .delete(cashbackAccruals)
    .where(
      and(
        eq(cashbackAccruals.tenantId, tenantId),
        eq(cashbackAccruals.source, source),
        isNull(cashbackAccruals.creditedAt),
      ),
    )
    .returning({ id: cashbackAccruals.id });
  return rows.length > 0;
}

export async function dueAccruals(tx: Tx, beforeDate: string, limit: number) {
  return tx
    .select()
    .from(cashbackAccruals)
    .where(and(isNull(cashbackAccruals.creditedAt), lt(cashbackAccruals.earnedOn, beforeDate)))
    .limit(limit);
}

/** Claims an accrual for crediting; only one caller ever gets it. */
export async function claimAccrual(tx: Tx, tenantId: string, id: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(cashbackAccruals)
    .set({ creditedAt: at })
    .where(
      and(eq(cashbackAccruals.tenantId, tenantId), eq(cashbackAccruals.id, id), isNull(cashbackAccruals.creditedAt)),
    )
    .returning({ id: cashbackAccruals.id });
  return rows.length > 0;
}

export async function insertDepositRequest(tx: Tx, values: typeof depositRequests.$inferInsert) {
  const [row] = await tx.insert(depositRequests).values(values).returning();
  if (!row) throw new Error('deposit request insert returned nothing');
  return row;
}

type DepositRequestFilter = { accountId?: string; status?: string };

const depositRequestsWhere = (tenantId: string, filter: DepositRequestFilter) =>
  and(
    eq(depositRequests.tenantId, tenantId),
    ...(filter.accountId ? [eq(depositRequests.accountId, filter.accountId)] : []),
    ...(filter.status ? [eq(depositRequests.status, filter.status as DepositRequestRow['status'])] : []),
  );

export async function listDepositRequests(tx: Tx, tenantId: string, filter: DepositRequestFilter) {
  return tx
    .select({ request: depositRequests, hp: accounts.phone, name: accounts.name })
    .from(depositRequests)
    .innerJoin(
      accounts,
      and(eq(accounts.tenantId, depositRequests.tenantId), eq(accounts.id, depositRequests.accountId)),
    )
    .where(depositRequestsWhere(tenantId, filter))
    .orderBy(desc(depositRequests.createdAt))
    .limit(200);
}

/** How many requests the admin's list would show (the dashboard's count; the list stops at 200). */
export async function countDepositRequests(tx: Tx, tenantId: string, filter: DepositRequestFilter): Promise<number> {
  const [row] = await tx.select({ count: count() }).from(depositRequests).where(depositRequestsWhere(tenantId, filter));
  return row?.count ?? 0;
}

/**
 * Gateway top-ups (Midtrans, Xendit) still waiting for payment at `now`: pending and not yet expired. Read on the
 * pending index (tenant, status, expiry).
 */
export async function pendingGatewayTopUps(
  tx: Tx,
  tenantId: string,
  now: Date,
): Promise<{ count: number; amount: number; oldest: Date | null }> {
  const [row] = await tx
    .select({
      count: count(),
      amount: sql<string>`coalesce(sum(${deposits.charged}), 0)`,
      oldest: sql<string | null>`min(${deposits.createdAt})`,
    })
    .from(deposits)
    .where(
      and(
        eq(deposits.tenantId, tenantId),
        eq(deposits.status, 'pending'),
        gt(deposits.expiresAt, now),
        inArray(deposits.provider, ['midtrans', 'xendit']),
      ),
    );
  return {
    count: row?.count ?? 0,
    amount: Number(row?.amount ?? 0),
    oldest: row?.oldest ? new Date(row.oldest) : null,
  };
}

/** Of `bankCodes`, the banks a pending bank top-up still points members to (its transfer not matched yet). */
export async function banksWithPendingTopUps(tx: Tx, tenantId: string, bankCodes: string[]): Promise<string[]> {
  if (bankCodes.length === 0) return [];
  const rows = await tx
    .selectDistinct({ method: deposits.method })
    .from(deposits)
    .where(
      and(
        eq(deposits.tenantId, tenantId),
        eq(deposits.status, 'pending'),
        eq(deposits.provider, 'bank'),
        inArray(deposits.method, bankCodes),
      ),
    );
  return rows.map((row) => row.method);
}

export async function findDepositRequest(tx: Tx, tenantId: string, id: string): Promise<DepositRequestRow | null> {
  const [row] = await tx
    .select()
    .from(depositRequests)
    .where(and(eq(depositRequests.tenantId, tenantId), eq(depositRequests.id, id)));
  return row ?? null;
}

/** Decides a pending request once; a second decision finds nothing to update. */
export async function decideDepositRequest(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Pick<DepositRequestRow, 'status' | 'approvedAmount' | 'underpayment' | 'approvedAt' | 'approvedBy'>,
): Promise<DepositRequestRow | null> {
  const [row] = await tx
    .update(depositRequests)
    .set(values)
    .where(
      and(eq(depositRequests.tenantId, tenantId), eq(depositRequests.id, id), eq(depositRequests.status, 'pending')),
    )
    .returning();
  return row ?? null;
}
