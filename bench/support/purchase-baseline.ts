/**
 * The baseline of the purchase benchmarks: the SQL one API purchase sends, statement for statement and
 * transaction for transaction (captured with `log_statement = 'all'` on a benchmark database and read from the
 * code: session, product/account/idempotency lookup, PIN attempt counter, then the purchase transaction with its
 * ledger transfer, pg-boss job and NOTIFY), sent by a raw `pg` client. Drizzle's explicit column lists are written
 * as `*` (the same columns). What the API adds on top is HTTP, validation, the ORM, and the argon2 PIN check.
 * Keep it in step with purchases.service.ts, ledger.service.ts and account.service.ts (verifyPin).
 */
import { randomBytes } from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import { startOfJakartaDay } from '@konter/shared/time/jakarta';
import { newRefId } from '../../apps/server/src/modules/purchases/purchases.service.ts';
import { sha256 } from '../../apps/server/src/platform/secrets.ts';
import { benchProduct } from './bench-accounts.ts';
import { figuresOf, type Figures } from './figures.ts';

type Row = Record<string, unknown>;

/** A node-postgres client or pool client. */
export type SqlClient = { query<R = Row>(text: string, values?: unknown[]): Promise<{ rows: R[] }> };
export type BaselineContext = {
  tenantId: string;
  appRole: string;
  boss: PgBoss;
  /** The HTTP path's session lookup and PIN attempt counter; a service-level purchase ({verified}) has neither. */
  http: boolean;
};
const day = 24 * 60 * 60_000;

export type BaselineInput = { accountId: string; sessionToken: string; destination: string; requestKey: string };

async function inTenant<T>(client: SqlClient, context: BaselineContext, work: () => Promise<T>): Promise<T> {
  await client.query('begin');
  try {
    await client.query(`select set_config('role', $1, true), set_config('app.tenant_id', $2, true)`, [
      context.appRole,
      context.tenantId,
    ]);
    const result = await work();
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** One purchase of `benchProduct` as the API sends it to the database; throws where the API would refuse. */
export async function baselinePurchase(
  client: SqlClient,
  context: BaselineContext,
  input: BaselineInput,
): Promise<void> {
  const { tenantId } = context;
  const now = new Date();
  // Session (the auth hook).
  if (context.http) {
    await inTenant(client, context, async () => {
      const { rows } = await client.query(
        `select sessions.*, accounts.* from sessions
         inner join accounts on (accounts.tenant_id = sessions.tenant_id and accounts.id = sessions.account_id)
       where (sessions.tenant_id = $1 and sessions.token_hash = $2 and sessions.revoked_at is null
         and sessions.expires_at > $3 and sessions.last_seen_at > $4)`,
        [tenantId, sha256(input.sessionToken), now.toISOString(), new Date(now.getTime() - 14 * day).toISOString()],
      );
      if (rows.length !== 1) throw new Error('no session');
    });
  }
  // Product, account and an earlier purchase with the same key.
  const product = await inTenant(client, context, async () => {
    const { rows } = await client.query<Row>(`select * from products where (tenant_id = $1 and code = $2)`, [
      tenantId,
      benchProduct,
    ]);
    await client.query(`select * from accounts where (tenant_id = $1 and id = $2)`, [tenantId, input.accountId]);
    await client.query(
      `select * from prepaid_transactions where (tenant_id = $1 and account_id = $2 and request_key = $3)`,
      [tenantId, input.accountId, input.requestKey],
    );
    return rows[0] as Row;
  });
  // PIN check: the attempt is counted first, cleared after a right PIN, whose commit does not wait for the disk.
  if (context.http) {
    await inTenant(client, context, async () => {
      await client.query(`select * from accounts where (tenant_id = $1 and id = $2)`, [tenantId, input.accountId]);
      const windowMs = 15 * 60_000;
      await client.query(
        `insert into rate_counters (tenant_id, key, window_start, count) values ($1, $2, $3, 1)
       on conflict (tenant_id, key, window_start) do update set count = rate_counters.count + 1 returning count`,
        [tenantId, `pin:${input.accountId}`, new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString()],
      );
      await client.query(`delete from rate_counters where tenant_id = $1 and key = $2`, [
        tenantId,
        `pin:${input.accountId}`,
      ]);
      await client.query(`set local synchronous_commit = off`);
    });
  }
  // The purchase: lock, agent price, row (claiming the key), daily limit, job, event, then the ledger transfer.
  await inTenant(client, context, async () => {
    await client.query(`select pg_advisory_xact_lock(hashtext($1))`, [
      `${tenantId}:${input.accountId}:${input.destination}:${benchProduct}`,
    ]);
    await client.query(
      `select tenant_id, account_id, product_code, selling_price, updated_at from agent_prices
       where (tenant_id = $1 and account_id = $2 and product_code = $3)`,
      [tenantId, input.accountId, benchProduct],
    );
    const price = Number(product.member_price);
    const refId = newRefId();
    const { rows: inserted } = await client.query<{ id: string }>(
      `insert into prepaid_transactions (tenant_id, ref_id, account_id, request_key, request_hash, order_number,
         product_code, product_name, family, operator, operator_name, nominal, destination, price, buying_price,
         selling_price, cashback, promo, status, created_at, updated_at)
       values ($1, $2, $3, $4, $5, null, $6, $7, $8, $9, $10, $11, $12, $13, $14, $13, $15, $16, 'processing', $17, $17)
       on conflict (tenant_id, account_id, request_key) do nothing returning *`,
      [
        tenantId,
        refId,
        input.accountId,
        input.requestKey,
        randomBytes(16).toString('hex'),
        benchProduct,
        product.name,
        product.family,
        product.operator,
        product.operator_name,
        product.nominal,
        input.destination,
        price,
        product.buying_price,
        product.cashback,
        product.promo,
        now.toISOString(),
      ],
    );
    const purchaseId = inserted[0]?.id;
    if (!purchaseId) throw new Error('idempotency conflict');
    const { rows: counted } = await client.query<{ count: string }>(
      `select count(*) from prepaid_transactions where (tenant_id = $1 and account_id = $2 and destination = $3
         and product_code = $4 and created_at >= $5 and status not in ($6, $7, $8, $9))`,
      [
        tenantId,
        input.accountId,
        input.destination,
        benchProduct,
        startOfJakartaDay(now).toISOString(),
        'failed',
        'canceled',
        'expired',
        'returned',
      ],
    );
    if (Number(counted[0]?.count ?? 0) > 1) throw new Error('daily limit');
    await context.boss.send(
      'purchases.dispatch',
      { tenantId, id: purchaseId },
      { singletonKey: purchaseId, db: { executeSql: (text, values) => client.query(text, values) } },
    );
    await client.query(`select pg_notify($1, $2)`, [
      'konter_realtime',
      JSON.stringify({ tenantId, accountId: input.accountId, event: { type: 'balance.changed' } }),
    ]);
    const { rows: transfers } = await client.query<{ id: string }>(
      `insert into ledger_transfers (tenant_id, idempotency_key, kind, reference, memo, created_at)
       values ($1, $2, 'purchase.debit', $3, null, $4)
       on conflict (tenant_id, idempotency_key) do nothing returning id`,
      [tenantId, `purchase:${purchaseId}`, refId, now.toISOString()],
    );
    const deposit = `deposit:${input.accountId}`;
    const { rows: ledgerAccounts } = await client.query<{ id: string; code: string }>(
      `select * from ledger_accounts where (tenant_id = $1 and code in ($2, $3))`,
      [tenantId, deposit, 'house:in_flight'],
    );
    // The holder's account first, the house account last (ledger.service.ts).
    const legs = ledgerAccounts
      .map((account) => ({ id: account.id, amount: account.code === deposit ? -price : price }))
      .sort((a, b) => a.amount - b.amount);
    for (const leg of legs) {
      const { rows } = await client.query(
        `with moved as (
           update ledger_accounts set balance = balance + $1
           where tenant_id = $2 and id = $3 and (allow_negative or balance + $1 >= 0)
           returning balance)
         insert into ledger_entries (tenant_id, transfer_id, ledger_account_id, amount, balance_after, created_at)
         select $2::uuid, $4::uuid, $3::uuid, $1::bigint, moved.balance, $5::timestamptz from moved
         returning balance_after`,
        [leg.amount, tenantId, leg.id, transfers[0]?.id, now.toISOString()],
      );
      if (!rows[0]) throw new Error('insufficient balance');
    }
  });
}

/** `connections` clients, each buying in a loop for `seconds`; latency is per purchase, all four transactions. */
export async function runBaseline(options: {
  label: string;
  /** A connection of its own for each of the `connections` loops. */
  connect: () => Promise<SqlClient & { release?: () => void }>;
  context: BaselineContext;
  connections: number;
  seconds: number;
  next: () => BaselineInput;
}): Promise<Figures> {
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      const client = await options.connect();
      try {
        while (performance.now() < deadline) {
          const begun = performance.now();
          try {
            await baselinePurchase(client, options.context, options.next());
            latencies.push(performance.now() - begun);
          } catch (error) {
            failed += 1;
            if (failed === 1) console.log(`  first failure (${options.label}): ${String(error)}`);
          }
        }
      } finally {
        client.release?.();
      }
    }),
  );
  return figuresOf(options.label, options.connections, latencies, failed, (performance.now() - started) / 1000);
}

/**
 * The reference transaction of the purchase benchmarks (issues 15 and 16), fixed: the five statements a purchase
 * cannot do without, sent by a raw client as superuser (no role switch, no lookups, no rules): the conditional
 * debit of the deposit, the purchase row, the ledger transfer with the deposit's entry, the house account's entry,
 * and the dispatch job's row. The ledger stays balanced, so the audit after the benchmark holds.
 */
export async function referencePurchase(
  client: SqlClient,
  input: { tenantId: string; accountId: string; destination: string; requestKey: string },
): Promise<void> {
  const price = 10_500;
  const { tenantId } = input;
  await client.query('begin');
  try {
    const { rows: debited } = await client.query<{ id: string; balance: string }>(
      `update ledger_accounts set balance = balance - $3
        where tenant_id = $1 and code = $2 and balance >= $3 returning id, balance`,
      [tenantId, `deposit:${input.accountId}`, price],
    );
    const deposit = debited[0];
    if (!deposit) throw new Error('insufficient balance');
    const refId = newRefId();
    const { rows: inserted } = await client.query<{ id: string }>(
      `insert into prepaid_transactions (tenant_id, ref_id, account_id, request_key, request_hash, product_code,
         product_name, family, operator, operator_name, nominal, destination, price, buying_price, selling_price,
         status)
       values ($1, $2, $3, $4, $5, $6, 'Telkomsel 10.000', 'pulsa', 'telkomsel', 'Telkomsel', 10000, $7, $8, 10000,
         $8, 'processing')
       returning id`,
      [tenantId, refId, input.accountId, input.requestKey, input.requestKey, benchProduct, input.destination, price],
    );
    const purchaseId = inserted[0]?.id;
    const { rows: entered } = await client.query<{ transfer_id: string }>(
      `with transfer as (
         insert into ledger_transfers (tenant_id, idempotency_key, kind, reference)
         values ($1, $2, 'purchase.debit', $3) returning id)
       insert into ledger_entries (tenant_id, transfer_id, ledger_account_id, amount, balance_after)
       select $1, transfer.id, $4, $5, $6 from transfer returning transfer_id`,
      [tenantId, `purchase:${purchaseId}`, refId, deposit.id, -price, deposit.balance],
    );
    await client.query(
      `insert into ledger_entries (tenant_id, transfer_id, ledger_account_id, amount, balance_after)
       select $1, $3, a.id, $2, null from ledger_accounts a where a.tenant_id = $1 and a.code = 'house:in_flight'`,
      [tenantId, price, entered[0]?.transfer_id],
    );
    await client.query(`insert into pgboss.job (name, data, singleton_key) values ('purchases.dispatch', $1, $2)`, [
      JSON.stringify({ tenantId, id: purchaseId }),
      purchaseId,
    ]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
