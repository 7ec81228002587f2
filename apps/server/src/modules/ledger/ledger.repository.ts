import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema/ledger.ts';

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;
export type LedgerTransfer = typeof ledgerTransfers.$inferSelect;

export async function findAccountsByCode(tx: Tx, tenantId: string, codes: string[]): Promise<LedgerAccount[]> {
  if (codes.length === 0) return [];
  return tx
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), inArray(ledgerAccounts.code, codes)));
}

export async function ensureAccount(
  tx: Tx,
  tenantId: string,
  account: { code: string; kind: string; ownerId: string | null; allowNegative: boolean },
): Promise<void> {
  await tx
    .insert(ledgerAccounts)
    .values({ tenantId, ...account })
    .onConflictDoNothing({ target: [ledgerAccounts.tenantId, ledgerAccounts.code] });
}

/** Inserts the transfer unless its key exists; returns the new id, or null for a replay. */
export async function insertTransfer(
  tx: Tx,
  tenantId: string,
  transfer: { idempotencyKey: string; kind: string; reference: string | null; memo: string | null; at: Date },
): Promise<string | null> {
  const [row] = await tx
    .insert(ledgerTransfers)
    .values({
      tenantId,
      idempotencyKey: transfer.idempotencyKey,
      kind: transfer.kind,
      reference: transfer.reference,
      memo: transfer.memo,
      createdAt: transfer.at,
    })
    .onConflictDoNothing({ target: [ledgerTransfers.tenantId, ledgerTransfers.idempotencyKey] })
    .returning({ id: ledgerTransfers.id });
  return row?.id ?? null;
}

export async function findTransferByKey(tx: Tx, tenantId: string, key: string): Promise<LedgerTransfer | null> {
  const [row] = await tx
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.tenantId, tenantId), eq(ledgerTransfers.idempotencyKey, key)));
  return row ?? null;
}

/**
 * Moves one balance by `amount` and writes its entry in a single statement: the row lock it takes serialises
 * concurrent spends, and the condition refuses to go below zero unless the account may (then nothing is written).
 * One round trip per leg keeps a busy account's row lock short. Returns the new balance, or null.
 */
export async function applyLeg(
  tx: Tx,
  tenantId: string,
  leg: { transferId: string; ledgerAccountId: string; amount: number; at: Date },
): Promise<number | null> {
  const [row] = await queryRows<{ balance_after: string | number }>(
    tx,
    sql`with moved as (
          update ledger_accounts set balance = balance + ${leg.amount}
          where tenant_id = ${tenantId} and id = ${leg.ledgerAccountId}
            and (allow_negative or balance + ${leg.amount} >= 0)
          returning balance)
        insert into ledger_entries (tenant_id, transfer_id, ledger_account_id, amount, balance_after, created_at)
        select ${tenantId}::uuid, ${leg.transferId}::uuid, ${leg.ledgerAccountId}::uuid, ${leg.amount}::bigint,
               moved.balance, ${leg.at.toISOString()}::timestamptz
        from moved
        returning balance_after`,
  );
  return row ? Number(row.balance_after) : null;
}

export async function balancesOfOwner(tx: Tx, tenantId: string, ownerId: string): Promise<LedgerAccount[]> {
  return tx
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.ownerId, ownerId)));
}
