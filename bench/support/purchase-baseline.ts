/**
 * The fixed reference of the purchase benchmarks (issues 15 and 16): what a purchase cannot do without, as raw SQL
 * from a raw `pg` client. It does not follow the app's own SQL: the app is measured against it.
 */
import { newRefId } from '../../apps/server/src/modules/ppob/purchases.service.ts';
import { benchProduct } from './bench-accounts.ts';

type Row = Record<string, unknown>;

/** A node-postgres client or pool client. */
export type SqlClient = { query<R = Row>(text: string, values?: unknown[]): Promise<{ rows: R[] }> };

/** The house account the reference's entries go to, made as the app's first purchase makes it (entries only). */
export async function prepareReference(client: SqlClient, tenantId: string): Promise<void> {
  await client.query(
    `insert into ledger_accounts (tenant_id, code, kind, owner_id, allow_negative)
     values ($1, 'house:in_flight', 'house:in_flight', null, true) on conflict (tenant_id, code) do nothing`,
    [tenantId],
  );
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
