import { and, count, desc, eq, gt, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import type { FlaggedKind } from '@konter/shared/contracts/admin';
import { accounts, devices, sessions } from '../../db/schema/accounts.ts';
import { balanceAdjustments } from '../../db/schema/admin.ts';

export type AdjustmentRow = typeof balanceAdjustments.$inferSelect;
type AccountRow = typeof accounts.$inferSelect;

/** Accounts of the tenant whose phone, e-mail or name contains the words typed, newest first. */
export async function searchAccounts(tx: Tx, tenantId: string, q: string, limit = 50): Promise<AccountRow[]> {
  const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const digits = q.replace(/\D/g, '');
  // A phone typed as +62… or 62… is stored as 0…
  const phonePattern = digits.length >= 4 ? `%${digits.replace(/^62/, '0').replace(/^0/, '')}%` : pattern;
  return tx
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.tenantId, tenantId),
        ne(accounts.status, 'deleted'),
        ...(q
          ? [
              or(
                ilike(accounts.name, pattern),
                ilike(accounts.email, pattern),
                ilike(accounts.phone, pattern),
                ilike(accounts.phone, phonePattern),
              ),
            ]
          : []),
      ),
    )
    .orderBy(desc(accounts.createdAt))
    .limit(limit);
}

export async function lockAccount(tx: Tx, tenantId: string, id: string): Promise<AccountRow | null> {
  const [row] = await tx
    .select()
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, id)))
    .for('update');
  return row ?? null;
}

export async function updateAccountAccess(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Pick<AccountRow, 'role' | 'status' | 'grants' | 'updatedAt'>,
): Promise<void> {
  await tx
    .update(accounts)
    .set(values)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, id)));
}

export async function devicesOf(tx: Tx, tenantId: string, accountId: string) {
  return tx
    .select()
    .from(devices)
    .where(and(eq(devices.tenantId, tenantId), eq(devices.accountId, accountId)))
    .orderBy(desc(devices.createdAt));
}

export async function liveSessionsOf(tx: Tx, tenantId: string, accountId: string, now: Date) {
  return tx
    .select({
      deviceId: sessions.deviceId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
}

/**
 * The account's place in the agent network (issue 18, the closure table `account_tree`): its upline, how many
 * ancestors it has (its depth) and how many accounts are under it.
 */
export async function treePositionOf(tx: Tx, tenantId: string, accountId: string) {
  const [row] = await queryRows<{
    upline_id: string | null;
    upline_name: string | null;
    upline_phone: string | null;
    depth: string;
    downlines: string;
  }>(
    tx,
    sql`select u.id as upline_id, u.name as upline_name, u.phone as upline_phone,
               (select count(*) from account_tree t
                 where t.tenant_id = a.tenant_id and t.descendant_id = a.id and t.depth >= 1) as depth,
               (select count(*) from account_tree t
                 where t.tenant_id = a.tenant_id and t.ancestor_id = a.id and t.depth >= 1) as downlines
          from accounts a
          left join accounts u on u.tenant_id = a.tenant_id and u.id = a.referred_by
         where a.tenant_id = ${tenantId} and a.id = ${accountId}`,
  );
  return {
    upline:
      row?.upline_id && row.upline_name !== null && row.upline_phone !== null
        ? { id: row.upline_id, name: row.upline_name, phone: row.upline_phone }
        : null,
    depth: Number(row?.depth ?? 0),
    downlines: Number(row?.downlines ?? 0),
  };
}

/** Revokes a device of the account and ends its sessions; null when the account has no such device. */
export async function revokeDevice(
  tx: Tx,
  tenantId: string,
  accountId: string,
  deviceId: string,
  now: Date,
): Promise<{ before: string } | null> {
  const [device] = await tx
    .select({ status: devices.status })
    .from(devices)
    .where(and(eq(devices.tenantId, tenantId), eq(devices.accountId, accountId), eq(devices.id, deviceId)))
    .for('update');
  if (!device) return null;
  await tx
    .update(devices)
    .set({ status: 'revoked', decidedAt: now })
    .where(and(eq(devices.tenantId, tenantId), eq(devices.id, deviceId)));
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        eq(sessions.accountId, accountId),
        eq(sessions.deviceId, deviceId),
        isNull(sessions.revokedAt),
      ),
    );
  return { before: device.status };
}

export async function insertAdjustment(tx: Tx, values: typeof balanceAdjustments.$inferInsert): Promise<AdjustmentRow> {
  const [row] = await tx.insert(balanceAdjustments).values(values).returning();
  if (!row) throw new Error('adjustment insert failed');
  return row;
}

export async function lockAdjustment(tx: Tx, tenantId: string, id: string): Promise<AdjustmentRow | null> {
  const [row] = await tx
    .select()
    .from(balanceAdjustments)
    .where(and(eq(balanceAdjustments.tenantId, tenantId), eq(balanceAdjustments.id, id)))
    .for('update');
  return row ?? null;
}

export async function decideAdjustment(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Pick<AdjustmentRow, 'status' | 'decidedBy' | 'decidedAt' | 'transferId'>,
): Promise<AdjustmentRow> {
  const [row] = await tx
    .update(balanceAdjustments)
    .set(values)
    .where(and(eq(balanceAdjustments.tenantId, tenantId), eq(balanceAdjustments.id, id)))
    .returning();
  if (!row) throw new Error('adjustment update failed');
  return row;
}

export async function listAdjustments(
  tx: Tx,
  tenantId: string,
  filter: { status?: AdjustmentRow['status'] },
  limit = 100,
): Promise<{ adjustment: AdjustmentRow; name: string; phone: string }[]> {
  return tx
    .select({ adjustment: balanceAdjustments, name: accounts.name, phone: accounts.phone })
    .from(balanceAdjustments)
    .innerJoin(
      accounts,
      and(eq(accounts.tenantId, balanceAdjustments.tenantId), eq(accounts.id, balanceAdjustments.accountId)),
    )
    .where(adjustmentsWhere(tenantId, filter))
    .orderBy(desc(balanceAdjustments.createdAt))
    .limit(limit);
}

const adjustmentsWhere = (tenantId: string, filter: { status?: AdjustmentRow['status'] }) =>
  and(
    eq(balanceAdjustments.tenantId, tenantId),
    ...(filter.status ? [eq(balanceAdjustments.status, filter.status)] : []),
  );

/** How many adjustments are in `status` (the dashboard counts those waiting for a second admin). */
export async function countAdjustments(tx: Tx, tenantId: string, status: AdjustmentRow['status']): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(balanceAdjustments)
    .where(adjustmentsWhere(tenantId, { status }));
  return row?.count ?? 0;
}

// The reconciliation console: rows the code flagged for a person, with what the ledger booked under their reference.

export type FlaggedRow = {
  kind: FlaggedKind;
  id: string;
  flag: string;
  account_id: string | null;
  account_name: string | null;
  account_phone: string | null;
  provider: string;
  status: string;
  amount: number;
  paid_amount: number | null;
  detail: string | null;
  created_at: Date;
  transfers: number;
  deposit_change: number;
};

/** Every row of the tenant flagged for a person, one shape for the four tables that flag. */
const flaggedRows = (tenantId: string) => sql`
      select 'top_up' as kind, d.code as id, d.review_flag as flag, d.account_id, d.provider, d.status,
             d.charged as amount, d.paid_amount, d.method as detail, d.created_at
        from deposits d where d.tenant_id = ${tenantId} and d.review_flag is not null
      union all
      select 'purchase', p.ref_id, p.review_flag, p.account_id, coalesce(p.supplier, ''), p.status,
             p.selling_price, null, concat_ws(' · ', p.product_code, p.rc, p.serial_number), p.created_at
        from prepaid_transactions p where p.tenant_id = ${tenantId} and p.review_flag is not null
      union all
      select 'bank_mutation', m.mutation_id, m.review_flag, null, 'bank', 'unmatched',
             m.amount, m.amount, m.description, m.booked_at
        from bank_mutations m where m.tenant_id = ${tenantId} and m.review_flag is not null
      union all
      select 'shop_order', o.number, o.review_flag, o.account_id, split_part(o.payment_method, ':', 1), o.status,
             o.total, null, concat_ws(' · ', o.address->>'name', o.address->>'phone', o.payment_reference), o.created_at
        from shop_orders o where o.tenant_id = ${tenantId} and o.review_flag is not null`;

/** How many items the reconciliation console has to resolve (the dashboard's count; the console shows 200). */
export async function countFlagged(tx: Tx, tenantId: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from (${flaggedRows(tenantId)}) flagged`,
  );
  return row?.count ?? 0;
}

export async function flaggedItems(tx: Tx, tenantId: string): Promise<FlaggedRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`
    with flagged as (${flaggedRows(tenantId)})
    select f.kind, f.id, f.flag, f.account_id::text as account_id, a.name as account_name, a.phone as account_phone,
           f.provider, f.status, f.amount::bigint as amount, f.paid_amount::bigint as paid_amount, f.detail, f.created_at,
           (select count(*) from ledger_transfers t where t.tenant_id = ${tenantId} and t.reference = f.id)::int
             as transfers,
           coalesce((select sum(e.amount) from ledger_transfers t
                       join ledger_entries e on e.tenant_id = t.tenant_id and e.transfer_id = t.id
                       join ledger_accounts la on la.tenant_id = e.tenant_id and la.id = e.ledger_account_id
                      where t.tenant_id = ${tenantId} and t.reference = f.id and la.kind = 'deposit'), 0)::bigint
             as deposit_change
      from flagged f
      left join accounts a on a.tenant_id = ${tenantId} and a.id = f.account_id
     order by f.created_at desc
     limit 200`,
  );
  return rows.map((row) => ({
    ...(row as unknown as FlaggedRow),
    amount: Number(row.amount),
    paid_amount: row.paid_amount === null ? null : Number(row.paid_amount),
    deposit_change: Number(row.deposit_change),
    created_at: new Date(row.created_at as string),
  }));
}

/** Clears a row's review flag once a person resolved it; returns the flag it had, or null when none. */
export async function clearReviewFlag(
  tx: Tx,
  tenantId: string,
  kind: FlaggedRow['kind'],
  id: string,
): Promise<{ flag: string; accountId: string | null } | null> {
  const table = {
    top_up: 'deposits',
    purchase: 'prepaid_transactions',
    bank_mutation: 'bank_mutations',
    shop_order: 'shop_orders',
  }[kind];
  const key = { top_up: 'code', purchase: 'ref_id', bank_mutation: 'mutation_id', shop_order: 'number' }[kind];
  const account = kind === 'bank_mutation' ? sql`null::text` : sql`account_id::text`;
  const [row] = await queryRows<{ flag: string; account_id: string | null }>(
    tx,
    sql`select review_flag as flag, ${account} as account_id from ${sql.identifier(table)}
         where tenant_id = ${tenantId} and ${sql.identifier(key)} = ${id} and review_flag is not null for update`,
  );
  if (!row) return null;
  await tx.execute(
    sql`update ${sql.identifier(table)} set review_flag = null where tenant_id = ${tenantId} and ${sql.identifier(key)} = ${id}`,
  );
  return { flag: row.flag, accountId: row.account_id };
}

/** The name and phone of each account named (the stuck purchases' owners). */
export async function accountsOf(
  tx: Tx,
  tenantId: string,
  ids: string[],
): Promise<Map<string, { name: string; phone: string }>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: accounts.id, name: accounts.name, phone: accounts.phone })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), inArray(accounts.id, wanted)));
  return new Map(rows.map((row) => [row.id, { name: row.name, phone: row.phone }]));
}
