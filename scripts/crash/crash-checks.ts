/**
 * What must hold after the server was killed (and its database restarted) under load, read straight from the
 * database: every acknowledged purchase and deposit is there, nothing is charged twice, every purchase reached a
 * final state, every deposit balance is what its purchases and top-ups say, the ledger balances, and the supplier
 * agrees with us about what was delivered.
 */
import { sql } from 'drizzle-orm';
import { finalStatuses } from '@konter/shared/contracts/transactions';
import { queryRows, type Database } from '../../apps/server/src/db/client.ts';
import type { DigiflazzSimulator } from '../../apps/server/src/integrations/digiflazz/digiflazz.simulator.ts';
import { auditLedger, houseCodes } from '../../apps/server/src/modules/ledger/index.ts';
import type { DepositAck, PurchaseAck } from './crash-load.ts';

export type CrashCheckInput = {
  purchaseAcks: Iterable<PurchaseAck>;
  depositAcks: readonly DepositAck[];
  /** The accounts the load used and what each held before it. */
  accounts: readonly string[];
  funded: number;
  /** Every purchase must be final (after a recovery cycle); false while purchases may still be on their way. */
  requireFinal: boolean;
  /** When given, the supplier's own books are compared with ours. */
  suppliers?: readonly DigiflazzSimulator[];
};

export type CrashCheckResult = {
  purchases: number;
  statuses: Record<string, number>;
  depositsCredited: number;
  auditProblems: number;
  violations: string[];
};

type PurchaseRow = {
  id: string;
  ref_id: string;
  account_id: string;
  request_key: string;
  status: string;
  price: string;
};
type DepositMove = { reference: string; kind: string; amount: string; account_code: string };

/** At most this many examples of one kind of violation are listed. */
const examples = 5;

export async function checkCrashOutcome(database: Database, input: CrashCheckInput): Promise<CrashCheckResult> {
  const violations: string[] = [];
  const report = (kind: string, items: string[]) => {
    if (items.length > 0) violations.push(`${kind}: ${items.length} (${items.slice(0, examples).join(', ')})`);
  };
  const accounts = [...input.accounts];
  const accountList = sql.join(
    accounts.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const depositCodes = sql.join(
    accounts.map((id) => sql`${`deposit:${id}`}`),
    sql`, `,
  );

  const { rows, moves, deposits, inFlight } = await database.withSystem(async (tx) => ({
    rows: await queryRows<PurchaseRow>(
      tx,
      sql`select id, ref_id, account_id, request_key, status, price from prepaid_transactions
          where account_id in (${accountList})`,
    ),
    // Every movement of a deposit balance by a purchase, per purchase reference.
    moves: await queryRows<DepositMove>(
      tx,
      sql`select t.reference, t.kind, e.amount, a.code as account_code
          from ledger_transfers t
          join ledger_entries e on e.tenant_id = t.tenant_id and e.transfer_id = t.id
          join ledger_accounts a on a.tenant_id = e.tenant_id and a.id = e.ledger_account_id
          where t.kind like 'purchase.%' and a.code in (${depositCodes})`,
    ),
    deposits: await queryRows<{ code: string; account_id: string; status: string; amount: string; credits: string }>(
      tx,
      sql`select d.code, d.account_id, d.status, d.amount,
                 (select count(*) from ledger_transfers t
                   where t.tenant_id = d.tenant_id and t.idempotency_key = 'deposit:' || d.code) as credits
          from deposits d where d.account_id in (${accountList})`,
    ),
    inFlight: await queryRows<{ tenant_id: string; balance: string; processing: string }>(
      tx,
      sql`select a.tenant_id,
                 (select coalesce(sum(e.amount), 0) from ledger_entries e
                   where e.tenant_id = a.tenant_id and e.ledger_account_id = a.id) as balance,
                 (select coalesce(sum(p.price), 0) from prepaid_transactions p
                   where p.tenant_id = a.tenant_id and p.status = 'processing') as processing
          from ledger_accounts a where a.code = ${houseCodes.purchasesInFlight}`,
    ),
  }));
  const balances = await database.withSystem((tx) =>
    queryRows<{ code: string; balance: string }>(
      tx,
      sql`select code, balance from ledger_accounts where code in (${depositCodes})`,
    ),
  );

  // 1. Every acknowledged purchase is there, under the key it was asked with and the ref_id it was answered with.
  const byKey = new Map(rows.map((row) => [`${row.account_id}/${row.request_key}`, row]));
  const missing: string[] = [];
  for (const ack of input.purchaseAcks) {
    const row = byKey.get(`${ack.accountId}/${ack.key}`);
    if (!row || row.ref_id !== ack.refId) missing.push(ack.refId);
  }
  report('acknowledged purchase missing', missing);

  // 2. One debit per purchase, at most one refund, and the deposit moved by exactly what the final state says.
  const movesByRef = new Map<string, DepositMove[]>();
  for (const move of moves) movesByRef.set(move.reference, [...(movesByRef.get(move.reference) ?? []), move]);
  const refs = new Set(rows.map((row) => row.ref_id));
  const debitCount: string[] = [];
  const refundCount: string[] = [];
  const wrongNet: string[] = [];
  for (const row of rows) {
    const own = movesByRef.get(row.ref_id) ?? [];
    const debits = own.filter((move) => move.kind === 'purchase.debit').length;
    const refunds = own.filter((move) => move.kind === 'purchase.refund' || move.kind === 'purchase.returned').length;
    if (debits !== 1) debitCount.push(`${row.ref_id} debited ${debits}×`);
    if (refunds > 1) refundCount.push(`${row.ref_id} refunded ${refunds}×`);
    const net = own.reduce((sum, move) => sum + Number(move.amount), 0);
    const charged = row.status === 'success' || row.status === 'processing' ? -Number(row.price) : 0;
    if (net !== charged) wrongNet.push(`${row.ref_id} ${row.status} moved ${net}`);
  }
  report('purchase not debited exactly once', debitCount);
  report('purchase refunded more than once', refundCount);
  report("deposit moved by other than the purchase's final price", wrongNet);
  report(
    'deposit charged for a purchase that does not exist',
    [...movesByRef.keys()].filter((ref) => !refs.has(ref)),
  );

  // 3. Every purchase final.
  const statuses: Record<string, number> = {};
  for (const row of rows) statuses[row.status] = (statuses[row.status] ?? 0) + 1;
  if (input.requireFinal) {
    report(
      'purchase not in a final state',
      rows.filter((row) => !finalStatuses.includes(row.status as never)).map((row) => `${row.ref_id} ${row.status}`),
    );
  }

  // 4. Deposits: every acknowledged one exists; every one paid at the gateway is credited, once.
  const depositByCode = new Map(deposits.map((deposit) => [deposit.code, deposit]));
  report(
    'acknowledged deposit missing',
    input.depositAcks.filter((ack) => !depositByCode.has(ack.code)).map((ack) => ack.code),
  );
  report(
    'deposit paid at the gateway not credited',
    input.depositAcks
      .filter((ack) => ack.paidAtGateway && depositByCode.get(ack.code)?.status !== 'paid')
      .map((ack) => `${ack.code} ${depositByCode.get(ack.code)?.status ?? 'absent'}`),
  );
  report(
    'deposit credited other than once',
    deposits
      .filter((deposit) => Number(deposit.credits) !== (deposit.status === 'paid' ? 1 : 0))
      .map((deposit) => `${deposit.code} ${deposit.status} ${deposit.credits}×`),
  );

  // 5. Each balance is what was funded, plus paid top-ups, minus the purchases that stand (not refunded).
  const expected = new Map(accounts.map((id) => [id, input.funded]));
  for (const deposit of deposits) {
    if (deposit.status === 'paid')
      expected.set(deposit.account_id, (expected.get(deposit.account_id) ?? 0) + Number(deposit.amount));
  }
  for (const row of rows) {
    if (row.status === 'success' || row.status === 'processing') {
      expected.set(row.account_id, (expected.get(row.account_id) ?? 0) - Number(row.price));
    }
  }
  const actual = new Map(balances.map((row) => [row.code.slice('deposit:'.length), Number(row.balance)]));
  report(
    'deposit balance differs from top-ups minus purchases',
    accounts
      .filter((id) => (actual.get(id) ?? 0) !== expected.get(id))
      .map((id) => `${id} holds ${actual.get(id) ?? 0}, expected ${expected.get(id)}`),
  );

  // 6. The ledger: balances equal their entries, every transfer sums to zero, in-flight equals what is processing.
  const problems = await auditLedger(database);
  report(
    'ledger audit',
    problems.map((problem) => `${problem.check}: ${problem.detail}`),
  );
  report(
    'house:in_flight differs from the processing purchases',
    inFlight
      .filter((row) => Number(row.balance) !== Number(row.processing))
      .map((row) => `${row.tenant_id} ${row.balance} vs ${row.processing}`),
  );

  // 7. The supplier's books: what it delivered is a success here, nothing it delivered was refunded, nothing twice.
  if (input.suppliers) {
    const delivered = new Map<string, number>();
    for (const supplier of input.suppliers) {
      for (const transaction of supplier.transactions()) {
        if (transaction.status === 'Sukses')
          delivered.set(transaction.refId, (delivered.get(transaction.refId) ?? 0) + 1);
      }
    }
    report(
      'sent to a supplier but not in the database',
      input.suppliers.flatMap((supplier) =>
        supplier
          .transactions()
          .filter((transaction) => !refs.has(transaction.refId))
          .map((transaction) => `${transaction.refId} ${transaction.status}`),
      ),
    );
    report(
      'delivered by two suppliers',
      [...delivered].filter(([, count]) => count > 1).map(([ref]) => ref),
    );
    if (input.requireFinal) {
      report(
        'supplier and ledger disagree',
        rows
          .filter((row) => (row.status === 'success') !== delivered.has(row.ref_id))
          .map(
            (row) => `${row.ref_id} ${row.status} here, ${delivered.has(row.ref_id) ? 'delivered' : 'not delivered'}`,
          ),
      );
    }
  }

  return {
    purchases: rows.length,
    statuses,
    depositsCredited: deposits.filter((deposit) => deposit.status === 'paid').length,
    auditProblems: problems.length,
    violations,
  };
}
