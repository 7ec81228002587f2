import { sql } from 'drizzle-orm';
import type { CashbackType } from '@konter/shared/fees/cashback';
import { queryRows, type Tx } from '../../db/client.ts';

/** A product that earns its buyer cashback, with what `quoteMany` needs to price it for the reader. */
export type CashbackProductRow = {
  code: string;
  name: string;
  family: string;
  operatorName: string;
  cashbackType: CashbackType;
  cashback: number;
  buyingPrice: number;
  manualPrices: boolean;
  memberPrice: number;
  agentPrice: number;
  masterPrice: number;
};

/** The tenant's products with a cashback (AGT-04, set per product by an admin), sellable ones, by family and price. */
export async function listCashbackProducts(tx: Tx, tenantId: string, search?: string): Promise<CashbackProductRow[]> {
  const like = search ? `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%` : null;
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select code, name, family, operator_name, cashback_type, cashback, buying_price, manual_prices, member_price, agent_price,
               master_price
          from products
         where tenant_id = ${tenantId} and cashback > 0 and status = 'active'
           and (${like}::text is null or name ilike ${like} or code ilike ${like} or operator_name ilike ${like})
         order by family, operator_name, sort_order, code
         limit 500`,
  );
  return rows.map((row) => ({
    code: String(row.code),
    name: String(row.name),
    family: String(row.family),
    operatorName: String(row.operator_name),
    cashbackType: row.cashback_type === 'percent' ? 'percent' : 'fixed',
    cashback: Number(row.cashback),
    buyingPrice: Number(row.buying_price),
    manualPrices: Boolean(row.manual_prices),
    memberPrice: Number(row.member_price),
    agentPrice: Number(row.agent_price),
    masterPrice: Number(row.master_price),
  }));
}

export type CashbackEntryRow = {
  id: string;
  at: Date;
  transferKind: string;
  amount: number;
  balanceAfter: number | null;
  reference: string | null;
};

/** The entries of the account's cashback wallet (`cashback:<id>`), newest first. */
export async function listCashbackEntries(
  tx: Tx,
  tenantId: string,
  walletCode: string,
  window: { limit: number; offset: number },
): Promise<CashbackEntryRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select e.id, e.created_at, t.kind, e.amount, e.balance_after, t.reference
          from ledger_accounts a
          join ledger_entries e on e.tenant_id = a.tenant_id and e.ledger_account_id = a.id
          join ledger_transfers t on t.tenant_id = e.tenant_id and t.id = e.transfer_id
         where a.tenant_id = ${tenantId} and a.code = ${walletCode}
         order by e.created_at desc, e.id desc
         limit ${window.limit} offset ${window.offset}`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    at: new Date(String(row.created_at)),
    transferKind: String(row.kind),
    amount: Number(row.amount),
    balanceAfter: row.balance_after === null ? null : Number(row.balance_after),
    reference: row.reference === null ? null : String(row.reference),
  }));
}

/** The wallet's balance and what was credited to it in all. */
export async function cashbackWalletTotals(
  tx: Tx,
  tenantId: string,
  walletCode: string,
): Promise<{ balance: number; earned: number }> {
  const [row] = await queryRows<{ balance: string | null; earned: string | null }>(
    tx,
    sql`select max(a.balance) as balance, coalesce(sum(e.amount) filter (where e.amount > 0), 0) as earned
          from ledger_accounts a
          left join ledger_entries e on e.tenant_id = a.tenant_id and e.ledger_account_id = a.id
         where a.tenant_id = ${tenantId} and a.code = ${walletCode}`,
  );
  return { balance: Number(row?.balance ?? 0), earned: Number(row?.earned ?? 0) };
}
