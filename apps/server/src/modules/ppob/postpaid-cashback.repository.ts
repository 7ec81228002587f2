import { and, eq } from 'drizzle-orm';
import type { CashbackRule } from '@konter/shared/fees/cashback';
import type { Tx } from '../../db/client.ts';
import { postpaidCashback } from '../../db/schema/ppob-catalogue.ts';

/** The tenant's cashback rules per biller code (AGT-04 for bills); a biller without a row earns none. */
export async function postpaidCashbackRules(tx: Tx, tenantId: string): Promise<Map<string, CashbackRule>> {
  const rows = await tx
    .select({
      billerCode: postpaidCashback.billerCode,
      cashbackType: postpaidCashback.cashbackType,
      cashback: postpaidCashback.cashback,
    })
    .from(postpaidCashback)
    .where(eq(postpaidCashback.tenantId, tenantId));
  return new Map(rows.map((row) => [row.billerCode, { cashbackType: row.cashbackType, cashback: row.cashback }]));
}

export async function findPostpaidCashbackRule(
  tx: Tx,
  tenantId: string,
  billerCode: string,
): Promise<CashbackRule | null> {
  const [row] = await tx
    .select({ cashbackType: postpaidCashback.cashbackType, cashback: postpaidCashback.cashback })
    .from(postpaidCashback)
    .where(and(eq(postpaidCashback.tenantId, tenantId), eq(postpaidCashback.billerCode, billerCode)));
  return row ?? null;
}

/** Sets a biller's rule, or removes it when the cashback is 0 (no row is "no cashback"). */
export async function savePostpaidCashbackRule(
  tx: Tx,
  values: { tenantId: string; billerCode: string; rule: CashbackRule; at: Date },
): Promise<void> {
  const { tenantId, billerCode, rule, at } = values;
  if (rule.cashback === 0) {
    await tx
      .delete(postpaidCashback)
      .where(and(eq(postpaidCashback.tenantId, tenantId), eq(postpaidCashback.billerCode, billerCode)));
    return;
  }
  await tx
    .insert(postpaidCashback)
    .values({ tenantId, billerCode, cashbackType: rule.cashbackType, cashback: rule.cashback, updatedAt: at })
    .onConflictDoUpdate({
      target: [postpaidCashback.tenantId, postpaidCashback.billerCode],
      set: { cashbackType: rule.cashbackType, cashback: rule.cashback, updatedAt: at },
    });
}
