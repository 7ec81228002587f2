import { and, desc, eq, gt, ilike, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
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

export async function namesOf(tx: Tx, tenantId: string, ids: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id) => /^[0-9a-f-]{36}$/.test(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), inArray(accounts.id, wanted)));
  return new Map(rows.map((row) => [row.id, row.name]));
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
    .where(
      and(
        eq(balanceAdjustments.tenantId, tenantId),
        ...(filter.status ? [eq(balanceAdjustments.status, filter.status)] : []),
      ),
    )
    .orderBy(desc(balanceAdjustments.createdAt))
    .limit(limit);
}
