import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { PostpaidBillSnapshot } from '../../db/schema/ppob-purchases.ts';
import { prepaidTransactions } from '../../db/schema/ppob-purchases.ts';

/**
 * Purchase rows written straight into the table, for report tests and measurements that need many rows or rows on
 * chosen days (the purchase path has its own tests). They carry no ledger entries: their balances read as null.
 */
export type FixturePurchase = {
  at: Date;
  destination?: string;
  productCode?: string;
  productName?: string;
  family?: string;
  status?: (typeof prepaidTransactions.$inferInsert)['status'];
  price?: number;
  sellingPrice?: number;
  orderNumber?: string | null;
  kind?: 'prepaid' | 'postpaid';
  bill?: PostpaidBillSnapshot | null;
  customerName?: string | null;
};

let sequence = 0;
/** Tells this process's fixtures apart from another's in the same database. */
const fixtureRun = crypto.randomUUID().slice(0, 8).toUpperCase();

export async function insertPurchases(
  database: Database,
  tenantId: string,
  accountId: string,
  purchases: FixturePurchase[],
): Promise<{ id: string; refId: string }[]> {
  const values = purchases.map((purchase) => {
    sequence += 1;
    const refId = `FX${fixtureRun}${String(sequence).padStart(6, '0')}`;
    return {
      id: crypto.randomUUID(),
      tenantId,
      refId,
      accountId,
      kind: purchase.kind ?? 'prepaid',
      bill: purchase.bill ?? null,
      requestKey: `fixture:${refId}`,
      requestHash: 'fixture',
      orderNumber: purchase.orderNumber ?? null,
      productCode: purchase.productCode ?? 'tsel10',
      productName: purchase.productName ?? 'Telkomsel 10.000',
      family: (purchase.family ?? 'pulsa') as (typeof prepaidTransactions.$inferInsert)['family'],
      operator: purchase.kind === 'postpaid' ? (purchase.bill?.type ?? 'pdam') : 'telkomsel',
      operatorName: purchase.kind === 'postpaid' ? 'PDAM' : 'Telkomsel',
      nominal: 10_000,
      destination: purchase.destination ?? '081298760000',
      customerName: purchase.customerName ?? null,
      price: purchase.price ?? 10_500,
      buyingPrice: 10_100,
      sellingPrice: purchase.sellingPrice ?? purchase.price ?? 10_500,
      status: purchase.status ?? 'success',
      serialNumber: purchase.status === 'failed' ? null : `SN${refId}`,
      createdAt: purchase.at,
      updatedAt: purchase.at,
    };
  });
  for (let start = 0; start < values.length; start += 500) {
    await database.withTenant(tenantId, (tx) =>
      tx.insert(prepaidTransactions).values(values.slice(start, start + 500)),
    );
  }
  return values.map((value) => ({ id: value.id, refId: value.refId }));
}

/**
 * `count` purchases of one account in one statement (generate_series), one every `stepSeconds` back from `newest`:
 * for measuring pages over a large history.
 */
export async function insertManyPurchases(
  database: Database,
  tenantId: string,
  accountId: string,
  count: number,
  newest: Date,
  stepSeconds = 60,
): Promise<void> {
  await database.withTenant(tenantId, (tx) =>
    tx.execute(sql`
      insert into prepaid_transactions (tenant_id, ref_id, account_id, kind, request_key, request_hash, product_code,
        product_name, family, operator, operator_name, nominal, destination, price, buying_price, selling_price,
        status, serial_number, created_at, updated_at)
      select ${tenantId}, 'BULK' || ${accountId.slice(0, 8).toUpperCase()} || lpad(n::text, 7, '0'), ${accountId},
        'prepaid', 'bulk:' || n, 'bulk', case when n % 3 = 0 then 'xld10' else 'tsel10' end,
        case when n % 3 = 0 then 'XL 10.000' else 'Telkomsel 10.000' end, 'pulsa',
        'telkomsel', 'Telkomsel', 10000, '0812' || lpad((n % 100000000)::text, 8, '0'), 10500, 10100, 11000,
        case when n % 10 = 0 then 'failed' else 'success' end, 'SN' || n,
        ${newest.toISOString()}::timestamptz - make_interval(secs => n * ${stepSeconds}),
        ${newest.toISOString()}::timestamptz - make_interval(secs => n * ${stepSeconds})
      from generate_series(1, ${count}) as n`),
  );
}
