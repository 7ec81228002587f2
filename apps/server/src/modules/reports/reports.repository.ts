import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TransactionStatus } from '@konter/shared/contracts/transactions';
import { queryRows, type Tx } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { customerDebts, prepaidTransactions } from '../../db/schema/ppob-purchases.ts';
import { cashbackAccruals, deposits, depositTransfers } from '../../db/schema/deposits.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema/ledger.ts';

/** A half-open period [from, to) in instants; either end may be open. */
export type Period = { from?: Date | undefined; to?: Date | undefined };

/**
 * Where a page starts: an offset for the screens (page numbers), or after a row for the exports, which walk the
 * whole filter newest first without paying for ever deeper offsets. `at` is the row's created_at as the database
 * printed it, so no precision is lost on the way back.
 */
export type PageWindow = { limit: number; offset?: number; after?: { at: string; id: string } | undefined };

const escapeLike = (text: string) => `%${text.replace(/[%_\\]/g, (match) => `\\${match}`)}%`;
const money = (value: SQL) => sql<number>`coalesce(${value}, 0)`.mapWith(Number);

export async function depositLedgerAccountId(tx: Tx, tenantId: string, accountId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.code, `deposit:${accountId}`)));
  return row?.id ?? null;
}

// ---- purchases (prepaid and postpaid) ----

export type TransactionFilter = Period & {
  /** Whose purchases: the account's own of one kind, or every purchase of the agents it referred. */
  kind: 'prepaid' | 'postpaid' | 'agents';
  status?: TransactionStatus | undefined;
  family?: string | undefined;
  product?: string | undefined;
  search?: string | undefined;
  /** Only the purchases sold with a down payment (the debt history's purchase tabs). */
  customerDebtOnly?: boolean | undefined;
};

const pt = prepaidTransactions;

const soldWithDownPayment = sql`exists (select 1 from ${customerDebts} where ${customerDebts.tenantId} = ${pt.tenantId}
  and ${customerDebts.purchaseId} = ${pt.id})`;

/**
 * The agents of an account: everyone under it in the network at any depth (the closure table `account_tree`, kept
 * by the database from `accounts.referred_by`; issue 18).
 */
const agentsOf = (tenantId: string, accountId: string, search?: string) =>
  sql`select t.descendant_id from account_tree t${
    search ? sql` join ${accounts} on ${accounts.tenantId} = t.tenant_id and ${accounts.id} = t.descendant_id` : sql``
  } where t.tenant_id = ${tenantId} and t.ancestor_id = ${accountId} and t.depth >= 1${
    search ? sql` and (${accounts.name} ilike ${search} or ${accounts.phone} ilike ${search})` : sql``
  }`;

export async function hasAgents(tx: Tx, tenantId: string, accountId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.referredBy, accountId)))
    .limit(1);
  return row !== undefined;
}

function transactionWhere(tenantId: string, accountId: string, filter: TransactionFilter): SQL | undefined {
  const product = filter.product ? escapeLike(filter.product) : null;
  const search = filter.search ? escapeLike(filter.search) : null;
  const searchWhere = search
    ? or(ilike(pt.destination, search), ilike(pt.refId, search), ilike(pt.orderNumber, search))
    : undefined;
  // A bill looked up but not paid is nobody's transaction: the reports hold payments only.
  const notInquiry = sql`${pt.status} <> 'inquiry'`;
  const debtOnly = filter.customerDebtOnly ? soldWithDownPayment : undefined;
  if (filter.kind === 'agents') {
    return and(
      debtOnly,
      eq(pt.tenantId, tenantId),
      sql`${pt.accountId} in (${agentsOf(tenantId, accountId)})`,
      notInquiry,
      filter.from ? gte(pt.createdAt, filter.from) : undefined,
      filter.to ? lt(pt.createdAt, filter.to) : undefined,
      filter.status ? eq(pt.status, filter.status) : undefined,
      product ? or(ilike(pt.productCode, product), ilike(pt.productName, product)) : undefined,
      search ? or(searchWhere, sql`${pt.accountId} in (${agentsOf(tenantId, accountId, search)})`) : undefined,
    );
  }
  return and(
    eq(pt.tenantId, tenantId),
    eq(pt.accountId, accountId),
    eq(pt.kind, filter.kind),
    notInquiry,
    debtOnly,
    filter.from ? gte(pt.createdAt, filter.from) : undefined,
    filter.to ? lt(pt.createdAt, filter.to) : undefined,
    filter.status ? eq(pt.status, filter.status) : undefined,
    filter.family ? sql`${pt.family} = ${filter.family}` : undefined,
    product ? or(ilike(pt.productCode, product), ilike(pt.productName, product)) : undefined,
    searchWhere,
  );
}

const transactionColumns = {
  id: pt.id,
  cursorAt: sql<string>`${pt.createdAt}::text`,
  createdAt: pt.createdAt,
  refId: pt.refId,
  paidFrom: pt.paidFrom,
  orderNumber: pt.orderNumber,
  destination: pt.destination,
  productCode: pt.productCode,
  productName: pt.productName,
  family: pt.family,
  operatorName: pt.operatorName,
  price: pt.price,
  sellingPrice: pt.sellingPrice,
  cashback: pt.cashback,
  status: pt.status,
  serialNumber: pt.serialNumber,
  failedReason: pt.failedReason,
  rc: pt.rc,
  failureCode: pt.failureCode,
  customerName: pt.customerName,
  bill: pt.bill,
  accountId: pt.accountId,
  commissionLegs: pt.commissionLegs,
};

/**
 * One page of purchases, newest first, each with the deposit's balance around its debit: the ledger entry the
 * purchase posted on the account's deposit under the key `purchase:<id>` (one indexed lookup per row on the page).
 */
export async function listTransactions(
  tx: Tx,
  tenantId: string,
  accountId: string,
  filter: TransactionFilter,
  window: PageWindow,
  depositLedgerId: string | null,
) {
  const rows = await tx
    .select(transactionColumns)
    .from(pt)
    .where(
      and(
        transactionWhere(tenantId, accountId, filter),
        window.after
          ? sql`(${pt.createdAt}, ${pt.id}) < (${window.after.at}::timestamptz, ${window.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(pt.createdAt), desc(pt.id))
    .limit(window.limit)
    .offset(window.offset ?? 0);
  const debits = new Map<string, { amount: number; balanceAfter: number }>();
  if (depositLedgerId && rows.length > 0) {
    const found = await tx
      .select({
        key: ledgerTransfers.idempotencyKey,
        amount: ledgerEntries.amount,
        // A deposit's entries always carry the balance after (only house entries do not).
        balanceAfter: sql<number>`${ledgerEntries.balanceAfter}`.mapWith(Number),
      })
      .from(ledgerTransfers)
      .innerJoin(
        ledgerEntries,
        and(eq(ledgerEntries.tenantId, ledgerTransfers.tenantId), eq(ledgerEntries.transferId, ledgerTransfers.id)),
      )
      .where(
        and(
          eq(ledgerTransfers.tenantId, tenantId),
          inArray(
            ledgerTransfers.idempotencyKey,
            rows.map((row) => `purchase:${row.id}`),
          ),
          eq(ledgerEntries.ledgerAccountId, depositLedgerId),
        ),
      );
    for (const entry of found) debits.set(entry.key, { amount: entry.amount, balanceAfter: entry.balanceAfter });
  }
  return rows.map((row) => {
    const debit = debits.get(`purchase:${row.id}`);
    return { ...row, debitAmount: debit?.amount ?? null, balanceAfter: debit?.balanceAfter ?? null };
  });
}

/** The name and phone of each buyer of a page of the agent report (one indexed lookup for the page). */
export async function buyersOf(tx: Tx, tenantId: string, accountIds: string[]) {
  if (accountIds.length === 0) return new Map<string, { name: string; phone: string }>();
  const found = await tx
    .select({ id: accounts.id, name: accounts.name, phone: accounts.phone })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), inArray(accounts.id, [...new Set(accountIds)])));
  return new Map(found.map((row) => [row.id, { name: row.name, phone: row.phone }]));
}

export type TransactionReportRecord = Awaited<ReturnType<typeof listTransactions>>[number];
export type DepositMovementRecord = Awaited<ReturnType<typeof listDepositMovements>>[number];
export type CashbackRecord = Awaited<ReturnType<typeof listCashback>>[number];

export async function transactionTotals(tx: Tx, tenantId: string, accountId: string, filter: TransactionFilter) {
  const success = sql`${pt.status} = 'success'`;
  const [row] = await tx
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      successCount: sql<number>`count(*) filter (where ${success})`.mapWith(Number),
      price: money(sql`sum(${pt.price}) filter (where ${success})`),
      sellingPrice: money(sql`sum(${pt.sellingPrice}) filter (where ${success})`),
      adminFee: money(sql`sum((${pt.bill} ->> 'adminFee')::bigint) filter (where ${success})`),
      discount: money(sql`sum(${pt.cashback}) filter (where ${success})`),
      loss: money(sql`sum(greatest(${pt.price} - ${pt.sellingPrice}, 0)) filter (where ${success})`),
    })
    .from(pt)
    .where(transactionWhere(tenantId, accountId, filter));
  const totals = row ?? { count: 0, successCount: 0, price: 0, sellingPrice: 0, adminFee: 0, discount: 0, loss: 0 };
  return { ...totals, profit: totals.sellingPrice - totals.price };
}

/**
 * RPT-01 agent transactions: what the reader earned over the whole filter, its own legs in the commission snapshots
 * of the successful purchases (a refund takes a leg back, so only a success counts).
 */
export async function commissionTotal(tx: Tx, tenantId: string, accountId: string, filter: TransactionFilter) {
  const [row] = await tx
    .select({
      total: money(sql`sum((select sum((leg->>'amount')::bigint) from jsonb_array_elements(${pt.commissionLegs}) leg
                          where leg->>'accountId' = ${accountId}::text))`),
    })
    .from(pt)
    .where(and(transactionWhere(tenantId, accountId, filter), sql`${pt.status} = 'success'`));
  return row?.total ?? 0;
}

// ---- RPT-01 agent list: everyone under the account in the network (account_tree), any depth ----

export type AgentListFilter = Period & { search?: string | undefined };

function agentListWhere(tenantId: string, accountId: string, filter: AgentListFilter): SQL {
  const search = filter.search ? escapeLike(filter.search) : null;
  return sql`t.tenant_id = ${tenantId} and t.ancestor_id = ${accountId} and t.depth >= 1${
    filter.from ? sql` and a.created_at >= ${filter.from.toISOString()}::timestamptz` : sql``
  }${filter.to ? sql` and a.created_at < ${filter.to.toISOString()}::timestamptz` : sql``}${
    search ? sql` and (a.name ilike ${search} or a.phone ilike ${search} or a.email ilike ${search})` : sql``
  }`;
}

/** The downline's own purchases of the 30 days from `since`, and its deposit's balance (a holder's running balance). */
const agentListFrom = (since: Date) => sql`from account_tree t
  join accounts a on a.tenant_id = t.tenant_id and a.id = t.descendant_id
  left join accounts u on u.tenant_id = a.tenant_id and u.id = a.referred_by
  left join lateral (
    select count(*) as purchases, sum(pt.price) as volume from prepaid_transactions pt
     where pt.tenant_id = a.tenant_id and pt.account_id = a.id and pt.status = 'success'
       and pt.created_at >= ${since.toISOString()}::timestamptz
  ) p on true
  left join ledger_accounts la on la.tenant_id = a.tenant_id and la.code = 'deposit:' || a.id::text`;

type AgentListRecordRaw = {
  id: string;
  cursor_at: string;
  name: string;
  phone: string;
  role: string;
  depth: number;
  upline_name: string | null;
  created_at: Date | string;
  purchases: string | number | null;
  volume: string | number | null;
  deposit: string | number | null;
};

/** One page (or an export's batch) of the downline, newest member of the network first. */
export async function listAgentNetwork(
  tx: Tx,
  tenantId: string,
  accountId: string,
  filter: AgentListFilter,
  window: PageWindow,
  since: Date,
) {
  const rows = await queryRows<AgentListRecordRaw>(
    tx,
    sql`select a.id, a.created_at::text as cursor_at, a.name, a.phone, a.role, t.depth, u.name as upline_name,
               a.created_at, p.purchases, p.volume, la.balance as deposit
          ${agentListFrom(since)}
         where ${agentListWhere(tenantId, accountId, filter)}${
           window.after
             ? sql` and (a.created_at, a.id) < (${window.after.at}::timestamptz, ${window.after.id}::uuid)`
             : sql``
         }
         order by a.created_at desc, a.id desc
         limit ${window.limit} offset ${window.offset ?? 0}`,
  );
  return rows.map((row) => ({
    id: row.id,
    cursorAt: row.cursor_at,
    name: row.name,
    phone: row.phone,
    role: row.role,
    depth: Number(row.depth),
    uplineName: row.upline_name,
    createdAt: new Date(row.created_at),
    purchases: Number(row.purchases ?? 0),
    volume: Number(row.volume ?? 0),
    deposit: Number(row.deposit ?? 0),
  }));
}
export type AgentListRecord = Awaited<ReturnType<typeof listAgentNetwork>>[number];

export async function agentNetworkTotals(
  tx: Tx,
  tenantId: string,
  accountId: string,
  filter: AgentListFilter,
  since: Date,
) {
  const [row] = await queryRows<{
    count: string;
    purchases: string | null;
    volume: string | null;
    deposit: string | null;
  }>(
    tx,
    sql`select count(*) as count, sum(p.purchases) as purchases, sum(p.volume) as volume, sum(la.balance) as deposit
          ${agentListFrom(since)}
         where ${agentListWhere(tenantId, accountId, filter)}`,
  );
  return {
    count: Number(row?.count ?? 0),
    purchases: Number(row?.purchases ?? 0),
    volume: Number(row?.volume ?? 0),
    deposit: Number(row?.deposit ?? 0),
  };
}

// ---- §3 down payments: what the customers of the purchases still owe the seller ----

/** The customer debt of each purchase of a page that has one (one indexed lookup for the page). */
export async function customerDebtsOf(tx: Tx, tenantId: string, purchaseIds: string[]) {
  if (purchaseIds.length === 0) return new Map<string, typeof customerDebts.$inferSelect>();
  const found = await tx
    .select()
    .from(customerDebts)
    .where(and(eq(customerDebts.tenantId, tenantId), inArray(customerDebts.purchaseId, purchaseIds)));
  return new Map(found.map((row) => [row.purchaseId, row]));
}

/**
 * The down payments and what is still owed over the whole filter, of successful purchases like the other money
 * totals (a purchase that failed was never sold, so its customer owes nothing).
 */
export async function customerDebtTotals(tx: Tx, tenantId: string, accountId: string, filter: TransactionFilter) {
  const cd = customerDebts;
  const [row] = await tx
    .select({
      downPayment: money(sql`sum(${cd.downPayment})`),
      outstanding: money(sql`sum(${cd.amount} - ${cd.paid})`),
    })
    .from(pt)
    .innerJoin(cd, and(eq(cd.tenantId, pt.tenantId), eq(cd.purchaseId, pt.id)))
    .where(and(transactionWhere(tenantId, accountId, filter), sql`${pt.status} = 'success'`));
  return row ?? { downPayment: 0, outstanding: 0 };
}

// ---- deposit movements (the ledger entries of the account's deposit) ----

export type DepositFilter = Period & { direction?: 'credit' | 'debit' | undefined; search?: string | undefined };

const le = ledgerEntries;
const lt_ = ledgerTransfers;
const other = alias(accounts, 'other');

function depositWhere(tenantId: string, ledgerId: string, filter: DepositFilter): SQL | undefined {
  const search = filter.search ? escapeLike(filter.search) : null;
  return and(
    eq(le.tenantId, tenantId),
    eq(le.ledgerAccountId, ledgerId),
    filter.from ? gte(le.createdAt, filter.from) : undefined,
    filter.to ? lt(le.createdAt, filter.to) : undefined,
    filter.direction === 'credit' ? sql`${le.amount} > 0` : undefined,
    filter.direction === 'debit' ? sql`${le.amount} < 0` : undefined,
    search
      ? sql`exists (select 1 from ${lt_} where ${lt_.tenantId} = ${le.tenantId} and ${lt_.id} = ${le.transferId}
          and (${lt_.reference} ilike ${search} or ${lt_.memo} ilike ${search}))`
      : undefined,
  );
}

const transferOfEntry = and(eq(lt_.tenantId, le.tenantId), eq(lt_.id, le.transferId));
/** The top-up (its fee, method, status) or the balance transfer (its amount) behind a movement. */
const topUpOfTransfer = and(
  eq(lt_.kind, 'deposit.topup'),
  eq(deposits.code, lt_.reference),
  eq(deposits.tenantId, le.tenantId),
);
const transferOfTransfer = and(
  eq(lt_.kind, 'deposit.transfer'),
  eq(depositTransfers.tenantId, le.tenantId),
  eq(depositTransfers.code, lt_.reference),
);

export async function listDepositMovements(
  tx: Tx,
  tenantId: string,
  accountId: string,
  ledgerId: string,
  filter: DepositFilter,
  window: PageWindow,
) {
  return tx
    .select({
      id: le.id,
      cursorAt: sql<string>`${le.createdAt}::text`,
      createdAt: le.createdAt,
      amount: le.amount,
      // A holder's entries always carry the balance after (only house entries do not).
      balanceAfter: sql<number>`${le.balanceAfter}`.mapWith(Number),
      kind: lt_.kind,
      reference: lt_.reference,
      memo: lt_.memo,
      method: deposits.method,
      fee: deposits.fee,
      depositStatus: deposits.status,
      transferAmount: depositTransfers.amount,
      otherPhone: other.phone,
      otherName: other.name,
    })
    .from(le)
    .innerJoin(lt_, transferOfEntry)
    .leftJoin(deposits, topUpOfTransfer)
    .leftJoin(depositTransfers, transferOfTransfer)
    .leftJoin(
      other,
      and(
        eq(other.tenantId, le.tenantId),
        sql`${other.id} = case when ${depositTransfers.senderId} = ${accountId} then ${depositTransfers.receiverId} else ${depositTransfers.senderId} end`,
      ),
    )
    .where(
      and(
        depositWhere(tenantId, ledgerId, filter),
        window.after
          ? sql`(${le.createdAt}, ${le.id}) < (${window.after.at}::timestamptz, ${window.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(le.createdAt), desc(le.id))
    .limit(window.limit)
    .offset(window.offset ?? 0);
}

export async function depositTotals(tx: Tx, tenantId: string, ledgerId: string, filter: DepositFilter) {
  const where = depositWhere(tenantId, ledgerId, filter);
  const [sums] = await tx
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      debit: money(sql`-sum(${le.amount}) filter (where ${le.amount} < 0)`),
      credit: money(sql`sum(${le.amount}) filter (where ${le.amount} > 0)`),
      serviceFee: money(sql`sum(${deposits.fee})`),
      transferValue: money(sql`sum(${depositTransfers.amount})`),
    })
    .from(le)
    .innerJoin(lt_, transferOfEntry)
    .leftJoin(deposits, topUpOfTransfer)
    .leftJoin(depositTransfers, transferOfTransfer)
    .where(where);
  // The first and the last movement of the filter: two index reads instead of ordering every row.
  const [first] = await tx
    .select({ start: sql<number>`${le.balanceAfter} - ${le.amount}`.mapWith(Number) })
    .from(le)
    .where(where)
    .orderBy(asc(le.createdAt), asc(le.id))
    .limit(1);
  const [last] = await tx
    .select({ end: le.balanceAfter })
    .from(le)
    .where(where)
    .orderBy(desc(le.createdAt), desc(le.id))
    .limit(1);
  return {
    count: sums?.count ?? 0,
    debit: sums?.debit ?? 0,
    credit: sums?.credit ?? 0,
    serviceFee: sums?.serviceFee ?? 0,
    transferValue: sums?.transferValue ?? 0,
    opening: first?.start ?? null,
    closing: last?.end ?? null,
  };
}

// ---- cashback accruals ----

export type CashbackFilter = Period & { status?: 'credited' | 'pending' | undefined; search?: string | undefined };

const ca = cashbackAccruals;
const purchaseOfAccrual = and(
  eq(pt.tenantId, ca.tenantId),
  sql`${ca.source} like 'purchase:%'`,
  sql`${pt.refId} = substr(${ca.source}, 10)`,
);

function cashbackWhere(tenantId: string, accountId: string, filter: CashbackFilter): SQL | undefined {
  const search = filter.search ? escapeLike(filter.search) : null;
  return and(
    eq(ca.tenantId, tenantId),
    eq(ca.accountId, accountId),
    filter.from ? gte(ca.createdAt, filter.from) : undefined,
    filter.to ? lt(ca.createdAt, filter.to) : undefined,
    filter.status === 'credited' ? isNotNull(ca.creditedAt) : undefined,
    filter.status === 'pending' ? isNull(ca.creditedAt) : undefined,
    search ? or(ilike(ca.source, search), ilike(pt.destination, search), ilike(pt.productName, search)) : undefined,
  );
}

export async function listCashback(
  tx: Tx,
  tenantId: string,
  accountId: string,
  filter: CashbackFilter,
  window: PageWindow,
) {
  return tx
    .select({
      id: ca.id,
      cursorAt: sql<string>`${ca.createdAt}::text`,
      createdAt: ca.createdAt,
      earnedOn: ca.earnedOn,
      source: ca.source,
      amount: ca.amount,
      creditedAt: ca.creditedAt,
      refId: pt.refId,
      productName: pt.productName,
      destination: pt.destination,
    })
    .from(ca)
    .leftJoin(pt, purchaseOfAccrual)
    .where(
      and(
        cashbackWhere(tenantId, accountId, filter),
        window.after
          ? sql`(${ca.createdAt}, ${ca.id}) < (${window.after.at}::timestamptz, ${window.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(ca.createdAt), desc(ca.id))
    .limit(window.limit)
    .offset(window.offset ?? 0);
}

export async function cashbackTotals(tx: Tx, tenantId: string, accountId: string, filter: CashbackFilter) {
  const columns = {
    count: sql<number>`count(*)`.mapWith(Number),
    amount: money(sql`sum(${ca.amount})`),
    credited: money(sql`sum(${ca.amount}) filter (where ${ca.creditedAt} is not null)`),
    pending: money(sql`sum(${ca.amount}) filter (where ${ca.creditedAt} is null)`),
  };
  const query = filter.search
    ? tx.select(columns).from(ca).leftJoin(pt, purchaseOfAccrual)
    : tx.select(columns).from(ca);
  const [row] = await query.where(cashbackWhere(tenantId, accountId, filter));
  return row ?? { count: 0, amount: 0, credited: 0, pending: 0 };
}

// ---- the agent debt report (RPT-02 debt columns, AGT-06): the entries of the account's agent_debt account ----

export async function debtLedgerAccountId(tx: Tx, tenantId: string, accountId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.code, `agent_debt:${accountId}`)));
  return row?.id ?? null;
}

export type LoanState = { id: string; status: string; due_date: string; overdue: boolean; note: string | null };

/** The loans behind a page of debt movements: their state now, due date and note. */
export async function loanStatesOf(
  tx: Tx,
  tenantId: string,
  loanIds: string[],
  today: string,
): Promise<Map<string, LoanState>> {
  const ids = [...new Set(loanIds)].filter((id) => /^[0-9a-f-]{36}$/.test(id));
  if (ids.length === 0) return new Map();
  const rows = await queryRows<LoanState>(
    tx,
    sql`select id, status, due_date::text as due_date, note,
               (overdue_at is not null or (used > collected and due_date < ${today}::date and status <> 'pending')) as overdue
          from agent_loans where tenant_id = ${tenantId} and id in ${ids}`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}
