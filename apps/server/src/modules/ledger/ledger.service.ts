import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Tx } from '../../db/client.ts';
import { publishEvent } from '../../platform/realtime.ts';
import { insufficientBalance } from './ledger.errors.ts';
import {
  applyLeg,
  balancesOfOwner,
  ensureAccount,
  findAccountsByCode,
  findTransferByKey,
  insertTransfer,
} from './ledger.repository.ts';

/** The three balances every account holder has (DEP-01). */
export const holderKinds = ['deposit', 'cashback', 'agent_debt'] as const;
export type HolderKind = (typeof holderKinds)[number];

export function holderCode(kind: HolderKind, accountId: string): string {
  return `${kind}:${accountId}`;
}

/** The tenant's own accounts; they may go negative (a clearing account is negative until the provider pays). */
export const houseCodes = {
  gatewayClearing: (provider: string) => `house:gateway:${provider}`,
  bankClearing: 'house:bank',
  supplierPayable: 'house:supplier',
  revenue: 'house:revenue',
  fees: 'house:fees',
  cashbackExpense: 'house:cashback',
  adjustments: 'house:adjustments',
  /** Deposits taken for purchases still processing: settled to the supplier and revenue, or refunded. */
  purchasesInFlight: 'house:in_flight',
} as const;

export type TransferLeg = { code: string; amount: number };

export type PostedTransfer = { transferId: string; replayed: boolean; balances: Record<string, number> };

function kindOfCode(code: string): { kind: string; ownerId: string | null; allowNegative: boolean } {
  const [prefix = '', rest = ''] = code.split(/:(.*)/s);
  if (prefix === 'house') return { kind: `house:${rest.split(':')[0] ?? ''}`, ownerId: null, allowNegative: true };
  if (!(holderKinds as readonly string[]).includes(prefix) || !/^[0-9a-f-]{36}$/.test(rest)) {
    throw new Error(`Unknown ledger account code ${code}`);
  }
  // Agent debt is the one holder balance allowed below zero: it counts what an agent owes.
  return { kind: prefix, ownerId: rest, allowNegative: prefix === 'agent_debt' };
}

/**
 * Posts one transfer in the caller's transaction: its legs sum to zero, each balance moves by one conditional
 * update that also writes its entry with the balance after (locks taken in a fixed order, so concurrent transfers
 * cannot deadlock). A second call with the same idempotency key changes nothing and reports the first. Callers post
 * it as the last write of their transaction where they can: the house rows stay locked until the commit.
 *
 * Every holder whose balance moved hears `balance.changed` on its realtime channel when the transaction commits:
 * the ledger is the one place money moves, so no money event (purchase, refund, top-up, transfer, bulk run) can
 * leave a header balance stale.
 */
export async function postTransfer(
  tx: Tx,
  tenantId: string,
  transfer: {
    idempotencyKey: string;
    kind: string;
    reference?: string | null;
    memo?: string | null;
    at: Date;
    legs: TransferLeg[];
  },
): Promise<PostedTransfer> {
  const legs = transfer.legs.filter((leg) => leg.amount !== 0);
  if (legs.length < 2) throw new Error('A transfer needs at least two non-zero legs');
  if (legs.some((leg) => !Number.isSafeInteger(leg.amount))) throw new Error('Ledger amounts are whole Rupiah');
  if (legs.reduce((sum, leg) => sum + leg.amount, 0) !== 0) throw new Error('Transfer legs must sum to zero');

  const transferId = await insertTransfer(tx, tenantId, {
    idempotencyKey: transfer.idempotencyKey,
    kind: transfer.kind,
    reference: transfer.reference ?? null,
    memo: transfer.memo ?? null,
    at: transfer.at,
  });
  if (!transferId) {
    const existing = await findTransferByKey(tx, tenantId, transfer.idempotencyKey);
    return { transferId: existing?.id ?? '', replayed: true, balances: {} };
  }

  const codes = [...new Set(legs.map((leg) => leg.code))];
  const kinds = new Map(codes.map((code) => [code, kindOfCode(code)]));
  // Accounts are made on first use; nearly every transfer finds them all, so they are looked up before any insert.
  let accounts = await findAccountsByCode(tx, tenantId, codes);
  if (accounts.length < codes.length) {
    const known = new Set(accounts.map((account) => account.code));
    for (const [code, kind] of kinds) if (!known.has(code)) await ensureAccount(tx, tenantId, { code, ...kind });
    accounts = await findAccountsByCode(tx, tenantId, codes);
  }
  const idOf = new Map(accounts.map((account) => [account.code, account.id]));
  // Rows are locked in one fixed order, so concurrent transfers cannot deadlock: holders' accounts first, then the
  // house accounts (every purchase moves house:in_flight), each by id. The busiest rows are locked last, just before
  // the commit, and so held for the shortest time.
  const isHouse = (code: string) => kinds.get(code)?.ownerId === null;
  const ordered = legs
    .map((leg) => ({ ...leg, ledgerAccountId: idOf.get(leg.code) ?? '' }))
    .sort(
      (a, b) => Number(isHouse(a.code)) - Number(isHouse(b.code)) || a.ledgerAccountId.localeCompare(b.ledgerAccountId),
    );

  const balances: Record<string, number> = {};
  for (const leg of ordered) {
    const balanceAfter = await applyLeg(tx, tenantId, {
      transferId,
      ledgerAccountId: leg.ledgerAccountId,
      amount: leg.amount,
      at: transfer.at,
    });
    if (balanceAfter === null) throw insufficientBalance();
    balances[leg.code] = balanceAfter;
  }
  const holders = new Set(codes.map((code) => kinds.get(code)?.ownerId).filter((owner) => owner != null));
  for (const holder of holders) await publishEvent(tx, tenantId, holder, { type: 'balance.changed' });
  return { transferId, replayed: false, balances };
}

export type HolderBalances = { deposit: number; cashback_wallet: number; agent_debt: number };

export async function getHolderBalances(tx: Tx, tenantId: string, accountId: string): Promise<HolderBalances> {
  const rows = await balancesOfOwner(tx, tenantId, accountId);
  const of = (kind: HolderKind) => rows.find((row) => row.kind === kind)?.balance ?? 0;
  return { deposit: of('deposit'), cashback_wallet: of('cashback'), agent_debt: of('agent_debt') };
}

export type LedgerProblem = { check: string; tenantId: string; detail: string };

/**
 * Every invariant of the ledger, across all tenants: stored balances equal the sum of their entries, every
 * transfer sums to zero and has entries, and no balance is below zero unless it may be.
 */
export async function auditLedger(database: Database): Promise<LedgerProblem[]> {
  return database.withSystem(async (tx) => {
    const drift = await queryRows<{ tenant_id: string; code: string; balance: string; total: string }>(
      tx,
      sql`select a.tenant_id, a.code, a.balance, coalesce(sum(e.amount), 0) as total
          from ledger_accounts a left join ledger_entries e
            on e.tenant_id = a.tenant_id and e.ledger_account_id = a.id
          group by a.tenant_id, a.id, a.code, a.balance
          having a.balance <> coalesce(sum(e.amount), 0)`,
    );
    const unbalanced = await queryRows<{ tenant_id: string; idempotency_key: string; total: string | null }>(
      tx,
      sql`select t.tenant_id, t.idempotency_key, sum(e.amount) as total
          from ledger_transfers t left join ledger_entries e on e.tenant_id = t.tenant_id and e.transfer_id = t.id
          group by t.tenant_id, t.id, t.idempotency_key
          having count(e.id) < 2 or sum(e.amount) <> 0`,
    );
    const negative = await queryRows<{ tenant_id: string; code: string; balance: string }>(
      tx,
      sql`select tenant_id, code, balance from ledger_accounts where balance < 0 and not allow_negative`,
    );
    return [
      ...drift.map((row) => ({
        check: 'balance equals entries',
        tenantId: row.tenant_id,
        detail: `${row.code}: stored ${row.balance}, entries ${row.total}`,
      })),
      ...unbalanced.map((row) => ({
        check: 'transfer sums to zero',
        tenantId: row.tenant_id,
        detail: `${row.idempotency_key}: sum ${row.total ?? 'no entries'}`,
      })),
      ...negative.map((row) => ({
        check: 'no forbidden negative balance',
        tenantId: row.tenant_id,
        detail: `${row.code}: ${row.balance}`,
      })),
    ];
  });
}
