import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../db/client.ts';
import { auditLedger, holderCode, houseCodes, postTransfer } from '../modules/ledger/index.ts';
import type { TestContext } from './test-app.ts';

/** Every money test ends with this: stored balances equal their entries, transfers sum to zero, nothing overdrawn. */
export async function expectLedgerClean(ctx: TestContext): Promise<void> {
  expect(await auditLedger(ctx.database)).toEqual([]);
}

export async function accountIdByPhone(ctx: TestContext, tenantId: string, phone: string): Promise<string> {
  const [row] = await ctx.database.withTenant(tenantId, (tx) =>
    queryRows<{ id: string }>(tx, sql`select id from accounts where phone = ${phone}`),
  );
  if (!row) throw new Error(`no account ${phone}`);
  return row.id;
}

/** Puts money on a deposit (or the cashback wallet) as an admin adjustment would. */
export async function fund(
  ctx: TestContext,
  tenantId: string,
  accountId: string,
  amount: number,
  key?: string,
  holder: 'deposit' | 'cashback' = 'deposit',
) {
  await ctx.database.withTenant(tenantId, (tx) =>
    postTransfer(tx, tenantId, {
      idempotencyKey: key ?? `fund:${accountId}:${amount}:${Math.random()}`,
      kind: 'test.fund',
      at: ctx.clock.now(),
      legs: [
        { code: holderCode(holder, accountId), amount },
        { code: houseCodes.adjustments, amount: -amount },
      ],
    }),
  );
}

/** The ledger legs posted under a transfer reference (an order's number, a purchase's ref), by kind then account. */
export async function ledgerLegsOf(ctx: TestContext, reference: string) {
  const rows = await ctx.database.withSystem((tx) =>
    queryRows<{ code: string; kind: string; amount: string }>(
      tx,
      sql`select a.code, t.kind, e.amount::text as amount from ledger_entries e
          join ledger_transfers t on t.id = e.transfer_id
          join ledger_accounts a on a.id = e.ledger_account_id
          where t.reference = ${reference} order by t.kind, a.code`,
    ),
  );
  return rows.map((row) => ({ code: row.code, kind: row.kind, amount: Number(row.amount) }));
}
