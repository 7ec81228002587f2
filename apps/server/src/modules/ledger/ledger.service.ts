import type { Database, Tx } from '../../db/client.ts';
import { publishEvent, realtimeNotification } from '../../platform/realtime.ts';
import { insufficientBalance } from './ledger.errors.ts';
import {
  applyLeg,
  balancesApartFromEntries,
  balancesOfOwner,
  ensureAccount,
  findAccountsByCode,
  findTransferByKey,
  forbiddenNegativeBalances,
  houseAccountsWithStoredBalance,
  insertHouseEntry,
  insertTransfer,
  postTransferAtOnce,
  sumOfEntries,
  transferAtOnceParts,
  transferAtOnceValues,
  unbalancedTransfers,
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
  /** What the tenant's shop has sold from deposits, less what it refunded. */
  shopSales: 'house:shop',
  /** What the shop's coupons took off its orders (SHP-03): the shop's sales carry the full price, this the discount. */
  shopCoupons: 'house:shop_coupons',
  /**
   * What the shop owes guests (SHP-03 checkout links) for orders cancelled after they paid or paid after expiry: a
   * guest has no deposit to refund to, so the seller pays it back by hand and books it out.
   */
  shopGuestRefunds: 'house:shop_guest_refunds',
  /** Parcel fees taken from agents' deposits, owed to the couriers (POS MLO); a refund takes them back. */
  courierPayable: 'house:courier',
  /** Masters' deposits lent to their agents (AGT-06) and not yet repaid: the tenant holds them for the masters. */
  agentLoans: 'house:agent_loans',
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

type TransferRequest = {
  idempotencyKey: string;
  kind: string;
  reference?: string | null;
  memo?: string | null;
  at: Date;
  legs: TransferLeg[];
};

/**
 * A transfer's rules, checked before anything is sent: legs sum to zero in whole Rupiah, one per account. With
 * `notifications` when it moves at most one holder (then it is one statement).
 */
function checkedTransfer(tenantId: string, transfer: TransferRequest) {
  const legs = transfer.legs.filter((leg) => leg.amount !== 0);
  if (legs.length < 2) throw new Error('A transfer needs at least two non-zero legs');
  if (legs.some((leg) => !Number.isSafeInteger(leg.amount))) throw new Error('Ledger amounts are whole Rupiah');
  if (legs.reduce((sum, leg) => sum + leg.amount, 0) !== 0) throw new Error('Transfer legs must sum to zero');
  if (new Set(legs.map((leg) => leg.code)).size !== legs.length) throw new Error('One leg per ledger account');
  const record = {
    idempotencyKey: transfer.idempotencyKey,
    kind: transfer.kind,
    reference: transfer.reference ?? null,
    memo: transfer.memo ?? null,
    at: transfer.at,
  };
  const kinds = new Map(legs.map((leg) => [leg.code, kindOfCode(leg.code)]));
  const holders = [...new Set([...kinds.values()].map((kind) => kind.ownerId).filter((owner) => owner !== null))];
  const oneStatement = holders.length <= 1 && legs.filter((leg) => kinds.get(leg.code)?.ownerId !== null).length <= 1;
  const notifications = oneStatement
    ? holders.map((holder) => realtimeNotification(tenantId, holder, { type: 'balance.changed' }))
    : null;
  return { legs, record, kinds, holders, notifications };
}

/**
 * A transfer that moves at most one holder, as parts of the caller's own statement (decision 043: a purchase
 * writes its row, its dispatch job and its debit in one statement): CTEs, result columns and the two conditions its
 * caller refuses on, numbered from $1, and their values. Nothing is written unless `guard` (a condition on the
 * caller's CTEs) holds; when an account is missing nothing is written either, and `ensureTransferAccounts` makes them.
 * The holder's `balance.changed` is not sent by the statement: the caller sends `notifications` once its transaction
 * has committed (decision 044), so that its COMMIT does not wait on the database-wide lock a notifying commit holds.
 */
export function transferStatement(tenantId: string, transfer: TransferRequest, guard: string) {
  const { legs, record, notifications } = checkedTransfer(tenantId, transfer);
  if (!notifications) throw new Error('Only a transfer that moves at most one holder is one statement');
  return {
    ...transferAtOnceParts(guard),
    values: transferAtOnceValues(tenantId, record, legs, []),
    notifications,
  };
}

/** Makes the ledger accounts a transfer's legs name that do not exist yet (accounts are made on first use). */
export async function ensureTransferAccounts(tx: Tx, tenantId: string, transfer: TransferRequest): Promise<void> {
  const { kinds } = checkedTransfer(tenantId, transfer);
  for (const [code, kind] of kinds) await ensureAccount(tx, tenantId, { code, ...kind });
}

/**
 * Posts one transfer in the caller's transaction: its legs sum to zero; each holder balance moves by a conditional
 * update that also writes its entry with the balance after, and a house account's leg is an entry only (its balance
 * is the sum of its entries, so a tenant's purchases never queue on one house row: decision 028). A transfer that
 * moves at most one holder (nearly all: a purchase, a refund, a top-up) is one statement; one that moves several
 * locks them in a fixed order (by id), so concurrent transfers cannot deadlock. A second call with the same
 * idempotency key changes nothing and reports the first.
 *
 * Every holder whose balance moved hears `balance.changed` on its realtime channel when the transaction commits:
 * the ledger is the one place money moves, so no money event (purchase, refund, top-up, transfer, bulk run) can
 * leave a header balance stale.
 */
export async function postTransfer(tx: Tx, tenantId: string, transfer: TransferRequest): Promise<PostedTransfer> {
  const { legs, record, kinds, holders, notifications } = checkedTransfer(tenantId, transfer);
  if (notifications) {
    let outcome = await postTransferAtOnce(tx, tenantId, record, legs, notifications);
    if (outcome.kind === 'missing_accounts') {
      // Accounts are made on first use (a holder's first top-up, a new gateway's clearing account).
      for (const [code, kind] of kinds) await ensureAccount(tx, tenantId, { code, ...kind });
      outcome = await postTransferAtOnce(tx, tenantId, record, legs, notifications);
    }
    if (outcome.kind === 'insufficient') throw insufficientBalance();
    if (outcome.kind === 'posted')
      return { transferId: outcome.transferId, replayed: false, balances: outcome.balances };
    if (outcome.kind === 'replayed') return replayOf(tx, tenantId, transfer.idempotencyKey);
    throw new Error(`Ledger accounts missing after they were made: ${transfer.idempotencyKey}`);
  }

  const transferId = await insertTransfer(tx, tenantId, record);
  if (!transferId) return replayOf(tx, tenantId, transfer.idempotencyKey);
  const codes = legs.map((leg) => leg.code);
  let accounts = await findAccountsByCode(tx, tenantId, codes);
  if (accounts.length < codes.length) {
    const known = new Set(accounts.map((account) => account.code));
    for (const [code, kind] of kinds) if (!known.has(code)) await ensureAccount(tx, tenantId, { code, ...kind });
    accounts = await findAccountsByCode(tx, tenantId, codes);
  }
  const idOf = new Map(accounts.map((account) => [account.code, account.id]));
  const placed = legs.map((leg) => ({ ...leg, ledgerAccountId: idOf.get(leg.code) ?? '' }));
  const balances: Record<string, number> = {};
  // Holders' rows are locked in one fixed order (by id), so concurrent transfers cannot deadlock.
  const holderLegs = placed
    .filter((leg) => kinds.get(leg.code)?.ownerId !== null)
    .sort((a, b) => a.ledgerAccountId.localeCompare(b.ledgerAccountId));
  for (const leg of holderLegs) {
    const balanceAfter = await applyLeg(tx, tenantId, { transferId, ...leg, at: transfer.at });
    if (balanceAfter === null) throw insufficientBalance();
    balances[leg.code] = balanceAfter;
  }
  for (const leg of placed.filter((leg) => kinds.get(leg.code)?.ownerId === null)) {
    await insertHouseEntry(tx, tenantId, { transferId, ...leg, at: transfer.at });
  }
  for (const holder of holders) await publishEvent(tx, tenantId, holder, { type: 'balance.changed' });
  return { transferId, replayed: false, balances };
}

async function replayOf(tx: Tx, tenantId: string, key: string): Promise<PostedTransfer> {
  const existing = await findTransferByKey(tx, tenantId, key);
  return { transferId: existing?.id ?? '', replayed: true, balances: {} };
}

/**
 * A house account's balance (gateway clearing, in flight, revenue, …): the sum of its entries (decision 028); with
 * `reference`, what the transfers of that one reference left there (what the shop still owes a guest for an order).
 */
export async function houseBalance(tx: Tx, tenantId: string, code: string, reference?: string): Promise<number> {
  if (!code.startsWith('house:')) throw new Error(`Not a house account: ${code}`);
  return sumOfEntries(tx, tenantId, code, reference);
}

export type HolderBalances = { deposit: number; cashback_wallet: number; agent_debt: number };

export async function getHolderBalances(tx: Tx, tenantId: string, accountId: string): Promise<HolderBalances> {
  const rows = await balancesOfOwner(tx, tenantId, accountId);
  const of = (kind: HolderKind) => rows.find((row) => row.kind === kind)?.balance ?? 0;
  return { deposit: of('deposit'), cashback_wallet: of('cashback'), agent_debt: of('agent_debt') };
}

export type LedgerProblem = { check: string; tenantId: string; detail: string };

/**
 * Every invariant of the ledger, across all tenants: a holder's stored balance equals the sum of its entries, a
 * house account keeps no stored balance (its entries are its
 * balance), every transfer sums to zero and has entries, and no balance is below zero unless it may be.
 */
export async function auditLedger(database: Database): Promise<LedgerProblem[]> {
  return database.withSystem(async (tx) => {
    const drift = await balancesApartFromEntries(tx);
    const houseStored = await houseAccountsWithStoredBalance(tx);
    const unbalanced = await unbalancedTransfers(tx);
    const negative = await forbiddenNegativeBalances(tx);
    return [
      ...houseStored.map((row) => ({
        check: 'house account keeps no stored balance',
        tenantId: row.tenant_id,
        detail: `${row.code}: stored ${row.balance}`,
      })),
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
