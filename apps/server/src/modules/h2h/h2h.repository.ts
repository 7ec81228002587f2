import { and, count, desc, eq, sql } from 'drizzle-orm';
import { queryRows, queryText, queryTextAndCommit, type Db, type Tx } from '../../db/client.ts';
import { rowFromJson } from '../../db/json-rows.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { h2hCalls, h2hCredentials, h2hIps, h2hSandboxTransactions, type H2hKeyMode } from '../../db/schema/h2h.ts';
import { webhookDeliveries } from '../../db/schema/webhooks.ts';

/** Announces a change of what a reseller API caller may do (triggers of migration 0054, decision 045). */
export const h2hCallersChannel = 'konter_h2h_callers';

export type CredentialsRow = typeof h2hCredentials.$inferSelect;
export type IpRow = typeof h2hIps.$inferSelect;
export type SandboxRow = typeof h2hSandboxTransactions.$inferSelect;

export async function findCredentials(tx: Tx, tenantId: string, accountId: string): Promise<CredentialsRow | null> {
  const [row] = await tx
    .select()
    .from(h2hCredentials)
    .where(and(eq(h2hCredentials.tenantId, tenantId), eq(h2hCredentials.accountId, accountId)));
  return row ?? null;
}

/**
 * The caller of an API request: its credentials, the addresses an admin approved and its account, in one statement
 * that names its tenant (run before a principal exists, as the session lookup is: `database.lookup`).
 */
export async function findCaller(
  db: Tx | Db,
  tenantId: string,
  username: string,
): Promise<{ caller: CredentialsRow & { approvedIps: string[] }; account: typeof accounts.$inferSelect } | null> {
  // A fixed text (no query building per call: every reseller call starts here), its rows as JSON.
  const [row] = await queryText<{
    credentials: Record<string, unknown>;
    account: Record<string, unknown>;
    approved_ips: string[];
  }>(db, findCallerText, [tenantId, username]);
  const caller = rowFromJson(h2hCredentials, row?.credentials ?? null);
  const account = rowFromJson(accounts, row?.account ?? null);
  return caller && account ? { caller: { ...caller, approvedIps: row?.approved_ips ?? [] }, account } : null;
}

const findCallerText = `
  select to_jsonb(c) as credentials, to_jsonb(a) as account,
         coalesce((select array_agg(i.ip) from h2h_ips i
                    where i.tenant_id = c.tenant_id and i.account_id = c.account_id and i.status = 'approved'),
                  '{}') as approved_ips
  from h2h_credentials c join accounts a on a.tenant_id = c.tenant_id and a.id = c.account_id
  where c.tenant_id = $1 and c.username = $2`;

export async function ensureCredentials(
  tx: Tx,
  row: { tenantId: string; accountId: string; username: string; callbackSecret: string; at: Date },
): Promise<CredentialsRow> {
  await tx
    .insert(h2hCredentials)
    .values({
      tenantId: row.tenantId,
      accountId: row.accountId,
      username: row.username,
      callbackSecret: row.callbackSecret,
      createdAt: row.at,
      updatedAt: row.at,
    })
    .onConflictDoNothing();
  const found = await findCredentials(tx, row.tenantId, row.accountId);
  if (!found) throw new Error('h2h credentials missing after insert');
  return found;
}

export async function setKey(
  tx: Tx,
  tenantId: string,
  accountId: string,
  mode: H2hKeyMode,
  key: { salt: string; hash: string; hint: string; at: Date },
): Promise<void> {
  const values =
    mode === 'production'
      ? { productionSalt: key.salt, productionHash: key.hash, productionHint: key.hint }
      : { developmentSalt: key.salt, developmentHash: key.hash, developmentHint: key.hint };
  await tx
    .update(h2hCredentials)
    .set({ ...values, updatedAt: key.at })
    .where(and(eq(h2hCredentials.tenantId, tenantId), eq(h2hCredentials.accountId, accountId)));
}

export async function setCallback(
  tx: Tx,
  tenantId: string,
  accountId: string,
  values: { callbackUrl: string | null; callbackSecret: string; at: Date },
): Promise<void> {
  await tx
    .update(h2hCredentials)
    .set({ callbackUrl: values.callbackUrl, callbackSecret: values.callbackSecret, updatedAt: values.at })
    .where(and(eq(h2hCredentials.tenantId, tenantId), eq(h2hCredentials.accountId, accountId)));
}

export async function listIps(tx: Tx, tenantId: string, accountId: string | null): Promise<IpRow[]> {
  return tx
    .select()
    .from(h2hIps)
    .where(
      accountId === null
        ? eq(h2hIps.tenantId, tenantId)
        : and(eq(h2hIps.tenantId, tenantId), eq(h2hIps.accountId, accountId)),
    )
    .orderBy(desc(h2hIps.createdAt))
    .limit(500);
}

/** The tenant's developer addresses in one status (the dashboard counts those waiting for an admin). */
export async function countIps(tx: Tx, tenantId: string, status: IpRow['status']): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(h2hIps)
    .where(and(eq(h2hIps.tenantId, tenantId), eq(h2hIps.status, status)));
  return row?.count ?? 0;
}

export async function addIp(
  tx: Tx,
  row: { tenantId: string; accountId: string; ip: string; at: Date },
): Promise<IpRow | null> {
  const [inserted] = await tx
    .insert(h2hIps)
    .values({ tenantId: row.tenantId, accountId: row.accountId, ip: row.ip, createdAt: row.at })
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
}

export async function deleteIp(tx: Tx, tenantId: string, accountId: string, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(h2hIps)
    .where(and(eq(h2hIps.tenantId, tenantId), eq(h2hIps.accountId, accountId), eq(h2hIps.id, id)))
    .returning({ id: h2hIps.id });
  return deleted.length > 0;
}

export async function findIp(tx: Tx, tenantId: string, id: string): Promise<IpRow | null> {
  const [row] = await tx
    .select()
    .from(h2hIps)
    .where(and(eq(h2hIps.tenantId, tenantId), eq(h2hIps.id, id)))
    .for('update');
  return row ?? null;
}

export async function decideIp(
  tx: Tx,
  tenantId: string,
  id: string,
  decision: { status: 'approved' | 'rejected'; by: string; at: Date },
): Promise<void> {
  await tx
    .update(h2hIps)
    .set({ status: decision.status, decidedBy: decision.by, decidedAt: decision.at })
    .where(and(eq(h2hIps.tenantId, tenantId), eq(h2hIps.id, id)));
}

export type CallRow = Omit<typeof h2hCalls.$inferInsert, 'tenantId' | 'id'> & { createdAt: Date };

/**
 * Logs calls of one tenant, as many as were waiting, in one statement (decision 045). Its transaction's commit does
 * not wait for the disk (`synchronous_commit` off for this transaction only, set in the same statement): log rows,
 * not money, so a crash can lose at most the last moments' rows, while every reseller call no longer waits for a
 * second flush after its purchase's. The statement is its transaction's only one and goes out with its COMMIT, in one
 * round trip (decision 043).
 */
export async function insertCalls(tx: Tx, tenantId: string, rows: readonly CallRow[]): Promise<void> {
  await queryTextAndCommit(tx, insertCallsText, [
    tenantId,
    rows.map((row) => row.accountId ?? null),
    rows.map((row) => row.keyMode ?? null),
    rows.map((row) => row.endpoint),
    rows.map((row) => row.refId ?? null),
    rows.map((row) => row.rc ?? null),
    rows.map((row) => row.ip),
    rows.map((row) => row.httpStatus),
    rows.map((row) => row.durationMs),
    rows.map((row) => row.createdAt),
  ]);
}

const insertCallsText = `
  with lazy as (select set_config('synchronous_commit', 'off', true))
  insert into h2h_calls (tenant_id, account_id, key_mode, endpoint, ref_id, rc, ip, http_status, duration_ms, created_at)
  select $1::uuid, c.account_id, c.key_mode, c.endpoint, c.ref_id, c.rc, c.ip, c.http_status, c.duration_ms, c.created_at
  from lazy, unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::int[],
                    $10::timestamptz[])
         as c(account_id, key_mode, endpoint, ref_id, rc, ip, http_status, duration_ms, created_at)`;

export async function listCalls(tx: Tx, tenantId: string, accountId: string, limit: number) {
  return tx
    .select()
    .from(h2hCalls)
    .where(and(eq(h2hCalls.tenantId, tenantId), eq(h2hCalls.accountId, accountId)))
    .orderBy(desc(h2hCalls.createdAt))
    .limit(limit);
}

export async function findSandbox(tx: Tx, tenantId: string, accountId: string, refId: string) {
  const [row] = await tx
    .select()
    .from(h2hSandboxTransactions)
    .where(
      and(
        eq(h2hSandboxTransactions.tenantId, tenantId),
        eq(h2hSandboxTransactions.accountId, accountId),
        eq(h2hSandboxTransactions.refId, refId),
      ),
    );
  return row ?? null;
}

export async function insertSandbox(tx: Tx, row: typeof h2hSandboxTransactions.$inferInsert): Promise<SandboxRow> {
  const [inserted] = await tx.insert(h2hSandboxTransactions).values(row).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const found = await findSandbox(tx, row.tenantId, row.accountId, row.refId);
  if (!found) throw new Error('sandbox transaction missing');
  return found;
}

export async function settleSandbox(
  tx: Tx,
  key: { tenantId: string; accountId: string; refId: string },
  values: { status: 'Sukses' | 'Gagal'; rc: string; sn: string; at: Date },
): Promise<SandboxRow | null> {
  const [row] = await tx
    .update(h2hSandboxTransactions)
    .set({ status: values.status, rc: values.rc, sn: values.sn, updatedAt: values.at })
    .where(
      and(
        eq(h2hSandboxTransactions.tenantId, key.tenantId),
        eq(h2hSandboxTransactions.accountId, key.accountId),
        eq(h2hSandboxTransactions.refId, key.refId),
        eq(h2hSandboxTransactions.status, 'Pending'),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * A purchase bought through the reseller API (its request key is `h2h:<ref_id>`), as its callback needs it. Reads
 * the purchases table of the ppob module by its public column names only, read-only.
 */
export type ApiPurchase = {
  ref_id: string;
  kind: string;
  account_id: string;
  request_key: string;
  status: string;
  failure_code: string | null;
  destination: string;
  product_code: string;
  serial_number: string | null;
  price: string;
};

export async function findApiPurchase(
  tx: Tx,
  tenantId: string,
  where: { id: string } | { accountId: string; requestKey: string },
): Promise<ApiPurchase | null> {
  const match =
    'id' in where
      ? sql`id = ${where.id} and request_key like 'h2h:%'`
      : sql`account_id = ${where.accountId} and request_key = ${where.requestKey}`;
  const [row] = await queryRows<ApiPurchase>(
    tx,
    sql`select ref_id, kind, account_id, request_key, status, failure_code, destination, product_code, serial_number, price
          from prepaid_transactions where tenant_id = ${tenantId} and ${match}`,
  );
  return row ?? null;
}

export async function listDeliveries(tx: Tx, tenantId: string, subscriber: string, limit: number) {
  return tx
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.subscriber, subscriber)))
    .orderBy(desc(webhookDeliveries.attemptedAt))
    .limit(limit);
}
