import { and, count, desc, eq, gte, ilike, inArray, lt, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { TransactionStatus } from '@konter/shared/contracts/transactions';
import { queryText, queryTextAndCommit, runBeforeNextStatement, type Tx } from '../../db/client.ts';
import { rowFromJson } from '../../db/json-rows.ts';
import { jobRecordsetParameter } from '../../platform/queue.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { accountTree } from '../../db/schema/agents.ts';
import { parseQuoteInputs, quoteInputsSql, type RawQuoteInputs } from '../pricing/index.ts';
import { products } from '../../db/schema/ppob-catalogue.ts';
import {
  nameChecks,
  prepaidTransactions,
  receiptSettings,
  type SupplierAttempt,
} from '../../db/schema/ppob-purchases.ts';

export type TransactionRow = typeof prepaidTransactions.$inferSelect;
export type NameCheckRow = typeof nameChecks.$inferSelect;
export type ReceiptSettingsRow = typeof receiptSettings.$inferSelect;

/** A try counted in a fixed window of `rate_counters` (platform/rate-counter.ts). */
type WindowedKey = { key: string; windowStart: Date };

/**
 * Everything a purchase decides on, in one round trip (decision 028): the product, the account, an earlier purchase
 * with the same key, the account's own selling price, the quote's inputs and the tenant's context version. `lockKey`
 * takes the advisory lock of the account, number and product, so the daily count that follows in the same
 * transaction cannot be raced. Nothing is written: a PIN's tries are checked by the purchase's statement, or counted
 * when it is wrong (decision 052).
 */
export async function readPurchaseContext(
  tx: Tx,
  input: { tenantId: string; accountId: string; productCode: string; requestKey: string; lockKey: string | null },
) {
  const [row] = await queryText<
    RawQuoteInputs & {
      product: Record<string, unknown> | null;
      account: Record<string, unknown> | null;
      existing: Record<string, unknown> | null;
      agent_selling_price: string | null;
      context_version: string | number;
    }
  >(tx, purchaseContextText, [input.tenantId, input.accountId, input.productCode, input.requestKey, input.lockKey]);
  return {
    product: rowFromJson(products, row?.product ?? null),
    account: rowFromJson(accounts, row?.account ?? null),
    existing: rowFromJson(prepaidTransactions, row?.existing ?? null),
    agentSellingPrice: row?.agent_selling_price == null ? null : Number(row.agent_selling_price),
    quoteInputs: parseQuoteInputs(row),
    /** The tenant's purchase context version these rows were read at (migration 0055, decision 051). */
    version: Number(row?.context_version ?? 0),
  };
}

/** What `readPurchaseContext` answers. */
export type PurchaseContext = Awaited<ReturnType<typeof readPurchaseContext>>;

// The tenant's purchase context version (decision 051): moved by every change to what a purchase decides on.
const contextVersionColumn = `coalesce((select version from purchase_context_versions where tenant_id = $1), 0)`;

// $1 tenant, $2 account, $3 product code, $4 request key, $5 the advisory lock's key (null: none yet). With the
// pricing module's reads of the quote (its tier rows, the product's overrides, the buyer's uplines).
const quoteReads = quoteInputsSql({ tenant: '$1', account: '$2', product: '$3' });
const purchaseContextText = `
  with recursive ${quoteReads.cte}
  select (select to_jsonb(p) from products p where p.tenant_id = $1 and p.code = $3) as product,
         (select to_jsonb(a) from accounts a where a.tenant_id = $1 and a.id = $2) as account,
         (select to_jsonb(x) from prepaid_transactions x
           where x.tenant_id = $1 and x.account_id = $2 and x.request_key = $4) as existing,
         (select selling_price from agent_prices
           where tenant_id = $1 and account_id = $2 and product_code = $3) as agent_selling_price,
         (select pg_advisory_xact_lock(hashtext($5)) where $5::text is not null) as locked,
         ${contextVersionColumn} as context_version,
         ${quoteReads.columns}`;

/**
 * The advisory lock of `readPurchaseContext`, when the key was not known before the read (or nothing was read): taken
 * in front of the transaction's next statement, in the same write.
 */
export function lockPurchaseKey(tx: Tx, lockKey: string): void {
  runBeforeNextStatement(tx, { text: 'select pg_advisory_xact_lock(hashtext($1))', values: [lockKey] });
}

/**
 * Writes a purchase in one round trip: the row (unless its idempotency key is taken: then nothing at all is
 * written), the right PIN's try given back (its count cleared), a promo product's sold count, and how many
 * purchases of this number and product the account has made since `since` with this one (under the advisory lock
 * taken before, so the count cannot be raced).
 */
export async function claimPurchase(
  tx: Tx,
  values: Omit<typeof prepaidTransactions.$inferInsert, 'id'> & { destination: string; createdAt: Date },
  options: { since: Date; clearPinTry: string | null },
): Promise<{ row: TransactionRow; boughtToday: number } | null> {
  const paidFrom = values.paidFrom ?? 'deposit';
  const text = paidFrom === 'deposit' ? claimPurchaseText : claimPurchaseFromText;
  const [row] = await queryText<{ row: Record<string, unknown>; bought_today: number }>(tx, text, [
    ...claimValues(values, options),
    // Another source than the deposit: its own statement, so the everyday one stays as it was measured.
    ...(paidFrom === 'deposit' ? [] : [paidFrom]),
  ]);
  if (!row) return null;
  const claimed = rowFromJson(prepaidTransactions, row.row);
  if (!claimed) return null;
  return { row: claimed, boughtToday: Number(row.bought_today) };
}

/** $1..$22 the row, $23 the PIN try to give back (null: none), $24 the start of the Jakarta day. */
function claimValues(
  values: Omit<typeof prepaidTransactions.$inferInsert, 'id'> & { destination: string; createdAt: Date },
  options: { since: Date; clearPinTry: string | null },
): unknown[] {
  return [
    values.tenantId,
    values.refId,
    values.accountId,
    values.requestKey,
    values.requestHash,
    values.orderNumber ?? null,
    values.productCode,
    values.productName,
    values.family,
    values.operator,
    values.operatorName,
    values.nominal ?? null,
    values.destination,
    values.price,
    values.buyingPrice,
    values.sellingPrice,
    JSON.stringify(values.commissionLegs ?? []),
    values.cashback ?? 0,
    values.promo ?? false,
    values.status,
    values.createdAt,
    values.updatedAt ?? values.createdAt,
    options.clearPinTry,
    options.since,
  ];
}

/**
 * The claim's CTEs (inserted, cleared, promoted) on `claimValues`; with `paidFrom`, $25 where the price was taken
 * from (the deposit when not named: the column's default); with `withId`, $25 the row's id.
 */
function claimCtes(variant: { paidFrom: boolean; withId: boolean }): string {
  const extraColumn = variant.paidFrom ? ', paid_from' : variant.withId ? ', id' : '';
  const extraValue = variant.paidFrom || variant.withId ? ', $25' : '';
  return `inserted as (
    insert into prepaid_transactions (tenant_id, ref_id, account_id, request_key, request_hash, order_number,
      product_code, product_name, family, operator, operator_name, nominal, destination, price, buying_price,
      selling_price, commission_legs, cashback, promo, status, created_at, updated_at${extraColumn})
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17::jsonb, $18, $19, $20, $21, $22${extraValue})
    on conflict (tenant_id, account_id, request_key) do nothing
    returning *),
  -- The right PIN's try given back as \`clearAttempts\` does: its row set to zero, in place.
  cleared as (
    update rate_counters set count = 0
    where tenant_id = $1 and key = $23 and $23::text is not null and count <> 0 and exists (select 1 from inserted)
    returning 1),
  -- Data-modifying CTEs run whether or not the select reads them.
  promoted as (
    update products set sold_qty = sold_qty + 1
    where tenant_id = $1 and code = $7 and $19::boolean and exists (select 1 from inserted)
    returning 1)`;
}

// How many purchases of this number and product the account has made today, this one included.
const boughtTodayColumn = `(select count(*) from prepaid_transactions x
           where x.tenant_id = $1 and x.account_id = $3 and x.destination = $13 and x.product_code = $7
             and x.created_at >= $24
             and x.status not in ('failed', 'canceled', 'expired', 'returned'))::int + 1`;

const claimText = (paidFrom: boolean) => `
  with ${claimCtes({ paidFrom, withId: false })}
  select to_jsonb(inserted) as row, ${boughtTodayColumn} as bought_today
  from inserted`;
const claimPurchaseText = claimText(false);
const claimPurchaseFromText = claimText(true);

/**
 * `claimPurchase`, the dispatch job and the debit in one statement sent with its COMMIT (decision 043): the row (its
 * id given, so that the job and the transfer can name it), the PIN try given back, the promo count, then the job's
 * insert and the ledger transfer, each written only when the row was. It refuses by raising (`konter_refuse`, SQLSTATE
 * KR001, so the COMMIT behind it never runs and the transaction is rolled back): 'stale' first, when the purchase was
 * decided on a context kept in memory (`contextVersion`, decision 051) and the tenant's version has moved since;
 * 'pin_locked' or 'secrets_locked' when a right PIN has no try left under its limits (`pinLimits`, decision 052);
 * 'taken' when the idempotency key is
 * another request's, 'daily_limit' when the number's count today passes `dailyLimit`, 'missing_accounts' when a
 * ledger account of the transfer does not exist yet (made on first use: the caller makes them and tries again),
 * 'insufficient' when the balance is short. Answers the row and the holder balances after the transfer.
 */
export async function claimHoldAndCommit(
  tx: Tx,
  values: Omit<typeof prepaidTransactions.$inferInsert, 'id'> & { id: string; destination: string; createdAt: Date },
  options: {
    since: Date;
    clearPinTry: string | null;
    dailyLimit: number;
    contextVersion: number | null;
    /** A right PIN judged before the statement: it refuses when the PIN's tries, or the account's, are used up. */
    pinLimits: PinLimits | null;
  },
  hold: {
    job: { text: string; values: unknown[] };
    transfer: {
      ctes: string;
      columns: string;
      unaccounted: string;
      unposted: string;
      values: unknown[];
      notifications: { channel: string; payload: string }[];
    };
  },
): Promise<{ row: TransactionRow; balances: Record<string, number> }> {
  const text = claimAndHoldText(hold.job.text, hold.transfer);
  const { notifications } = hold.transfer;
  const [row] = await queryTextAndCommit<{
    row: Record<string, unknown> | null;
    moved: { code: string; balance: number }[] | null;
  }>(
    tx,
    text,
    [
      ...claimValues(values, options),
      values.id,
      ...hold.job.values,
      ...hold.transfer.values,
      options.dailyLimit,
      options.contextVersion,
      options.pinLimits?.pinTry.key ?? null,
      options.pinLimits?.pinTry.windowStart ?? null,
      options.pinLimits?.pinTry.limit ?? null,
      options.pinLimits?.secretTries.key ?? null,
      options.pinLimits?.secretTries.windowStart ?? null,
      options.pinLimits?.secretTries.limit ?? null,
    ],
    // The holder's balance.changed, in a transaction of its own behind the COMMIT (migration 0053, decision 044).
    notifications.length > 0
      ? [{ text: 'call konter_notify_committed($1)', values: [JSON.stringify(notifications)] }]
      : [],
  );
  const claimed = rowFromJson(prepaidTransactions, row?.row ?? null);
  if (!claimed) throw new Error('A purchase committed without its row');
  const balances = Object.fromEntries((row?.moved ?? []).map((entry) => [entry.code, Number(entry.balance)]));
  return { row: claimed, balances };
}

/** A refusal raised by `konter_refuse` (migration 0051): its reason, or null for any other error. */
export function refusalOf(error: unknown): string | null {
  const raised = error as { code?: unknown; message?: unknown } | null;
  return raised && raised.code === 'KR001' && typeof raised.message === 'string' ? raised.message : null;
}

/** `$n` → `$(n + offset)`: a statement's parameters renumbered to follow another's in one text. */
function renumbered(text: string, offset: number): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
}

/** The PIN's counter and the account's shared one, each with its window and the wrong tries it allows. */
type PinLimits = Record<'pinTry' | 'secretTries', WindowedKey & { limit: number }>;

// One text per pg-boss job insert (one per queue and pg-boss version): $1..$24 the claim, $25 the row's id, $26 the
// job as JSON, $27..$35 the transfer, $36 the daily limit, $37 the context version it was decided on (null: read in
// this transaction), $38..$40 the PIN's counter, window and limit and $41..$43 the shared ones (null: judged before,
// in this transaction). The counter rows were locked in front of this statement (`lockAttempts`): the counts read
// here are the latest committed.
const claimAndHoldTexts = new Map<string, string>();
function claimAndHoldText(
  jobText: string,
  transfer: { ctes: string; columns: string; unaccounted: string; unposted: string },
): string {
  const key = `${jobText}\u0000${transfer.ctes}`;
  const known = claimAndHoldTexts.get(key);
  if (known) return known;
  const job = renumbered(jobText, 25).replace(
    renumbered(jobRecordsetParameter, 25),
    'json_to_recordset((select $26::text where exists (select 1 from inserted))::json)',
  );
  const text = `
  with ${claimCtes({ paidFrom: false, withId: true })},
  job as (${job}),
  ${renumbered(transfer.ctes, 26)}
  select (select to_jsonb(i) from inserted i) as row,
         ${renumbered(transfer.columns, 26)},
         case when $37::bigint is not null and ${contextVersionColumn} <> $37 then konter_refuse('stale')
              when $38::text is not null and coalesce((select count from rate_counters
                     where tenant_id = $1 and key = $38 and window_start = $39), 0) >= $40 then konter_refuse('pin_locked')
              when $38::text is not null and coalesce((select count from rate_counters
                     where tenant_id = $1 and key = $41 and window_start = $42), 0) >= $43 then konter_refuse('secrets_locked')
              when not exists (select 1 from inserted) then konter_refuse('taken')
              when ${boughtTodayColumn} > $36 then konter_refuse('daily_limit')
              when ${renumbered(transfer.unaccounted, 26)} then konter_refuse('missing_accounts')
              when ${renumbered(transfer.unposted, 26)} then konter_refuse('insufficient')
              else true end as accepted`;
  claimAndHoldTexts.set(key, text);
  return text;
}

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
  /** Only when the row's rc is this one (a late success claims only a purchase expired for a timeout). */
  onlyWithRc?: string,
): Promise<TransactionRow | null> {
  const [row] = await tx
    .update(prepaidTransactions)
    .set(changes)
    .where(
      and(
        eq(prepaidTransactions.tenantId, tenantId),
        eq(prepaidTransactions.id, id),
        inArray(prepaidTransactions.status, [...from]),
        onlyWithRc === undefined ? undefined : eq(prepaidTransactions.rc, onlyWithRc),
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

const processingOf = (tenantId: string) =>
  and(eq(prepaidTransactions.tenantId, tenantId), eq(prepaidTransactions.status, 'processing'));

/** The tenant's purchases still processing, oldest first (the back office's stuck purchases). */
export async function listProcessing(tx: Tx, tenantId: string, limit: number): Promise<TransactionRow[]> {
  return tx
    .select()
    .from(prepaidTransactions)
    .where(processingOf(tenantId))
    .orderBy(prepaidTransactions.createdAt)
    .limit(limit);
}

/** How many of those there are, and how many were placed at or before `pastTimeoutAt` (the dashboard's count). */
export async function countProcessing(
  tx: Tx,
  tenantId: string,
  pastTimeoutAt: Date,
): Promise<{ processing: number; pastTimeout: number }> {
  const [row] = await tx
    .select({
      processing: count(),
      pastTimeout: sql<number>`(count(*) filter (where ${lte(prepaidTransactions.createdAt, pastTimeoutAt)}))::int`,
    })
    .from(prepaidTransactions)
    .where(processingOf(tenantId));
  return { processing: row?.processing ?? 0, pastTimeout: row?.pastTimeout ?? 0 };
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

/** Test and audit helper (reads prepaid_transactions): the sum the in-flight house account must hold (prices of purchases still processing). */
export async function inFlightTotal(tx: Tx, tenantId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${prepaidTransactions.price}), 0)` })
    .from(prepaidTransactions)
    .where(sql`${prepaidTransactions.tenantId} = ${tenantId} and ${prepaidTransactions.status} = 'processing'`);
  return Number(row?.total ?? 0);
}

// Name checks (TRX-09, TRX-10): name_checks rows, pending until the background check settles them.

/** A name check by id (null when the tenant has none with that id). */
export async function findNameCheck(tx: Tx, tenantId: string, id: string): Promise<NameCheckRow | null> {
  const [row] = await tx
    .select()
    .from(nameChecks)
    .where(and(eq(nameChecks.tenantId, tenantId), eq(nameChecks.id, id)));
  return row ?? null;
}

/** A name check by id, only when it is the account's own. */
export async function findOwnNameCheck(
  tx: Tx,
  tenantId: string,
  accountId: string,
  id: string,
): Promise<NameCheckRow | null> {
  const [row] = await tx
    .select()
    .from(nameChecks)
    .where(and(eq(nameChecks.tenantId, tenantId), eq(nameChecks.id, id), eq(nameChecks.accountId, accountId)));
  return row ?? null;
}

/** Writes a new name check and returns its row. */
export async function insertNameCheck(tx: Tx, values: typeof nameChecks.$inferInsert): Promise<NameCheckRow> {
  const [inserted] = await tx.insert(nameChecks).values(values).returning();
  if (!inserted) throw new Error('name check insert returned nothing');
  return inserted;
}

/** Settles a name check once: only a pending one changes (null when it was not pending any more). */
export async function settleNameCheck(
  tx: Tx,
  tenantId: string,
  id: string,
  changes: Pick<typeof nameChecks.$inferInsert, 'status' | 'name' | 'message' | 'updatedAt'>,
): Promise<NameCheckRow | null> {
  const [updated] = await tx
    .update(nameChecks)
    .set(changes)
    .where(and(eq(nameChecks.tenantId, tenantId), eq(nameChecks.id, id), eq(nameChecks.status, 'pending')))
    .returning();
  return updated ?? null;
}

// Receipt settings (RCP-*): one receipt_settings row per account, none until the account saves them.

/** The account's receipt settings row, or null when it never saved any. */
export async function findReceiptSettings(
  tx: Tx,
  tenantId: string,
  accountId: string,
): Promise<ReceiptSettingsRow | null> {
  const [row] = await tx
    .select()
    .from(receiptSettings)
    .where(and(eq(receiptSettings.tenantId, tenantId), eq(receiptSettings.accountId, accountId)));
  return row ?? null;
}

/** Writes the account's receipt settings, replacing the ones it had. */
export async function saveReceiptSettings(
  tx: Tx,
  tenantId: string,
  accountId: string,
  values: Omit<typeof receiptSettings.$inferInsert, 'tenantId' | 'accountId'>,
): Promise<void> {
  await tx
    .insert(receiptSettings)
    .values({ tenantId, accountId, ...values })
    .onConflictDoUpdate({ target: [receiptSettings.tenantId, receiptSettings.accountId], set: values });
}

/** Of `ids`, those at or under `viewerId` in its network (the closure table holds each account at depth 0 too). */
export async function accountsAtOrUnder(
  tx: Tx,
  tenantId: string,
  viewerId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: accountTree.descendantId })
    .from(accountTree)
    .where(
      and(
        eq(accountTree.tenantId, tenantId),
        eq(accountTree.ancestorId, viewerId),
        inArray(accountTree.descendantId, ids),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
