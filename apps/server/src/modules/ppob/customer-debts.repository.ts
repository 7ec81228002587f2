import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customerDebts, prepaidTransactions } from '../../db/schema/ppob-purchases.ts';

export type CustomerDebtRow = typeof customerDebts.$inferSelect;

/** §3 down payment: the customer's debt of a purchase, written in the purchase's own transaction. */
export async function insertCustomerDebt(tx: Tx, values: typeof customerDebts.$inferInsert): Promise<void> {
  await tx.insert(customerDebts).values(values);
}

/** The purchase of a ref id of the account with its customer debt (null when it has none). */
export async function findCustomerDebt(tx: Tx, tenantId: string, accountId: string, refId: string) {
  const [row] = await tx
    .select({
      purchaseId: prepaidTransactions.id,
      refId: prepaidTransactions.refId,
      status: prepaidTransactions.status,
      sellingPrice: prepaidTransactions.sellingPrice,
      debt: customerDebts,
    })
    .from(prepaidTransactions)
    .leftJoin(
      customerDebts,
      and(
        eq(customerDebts.tenantId, prepaidTransactions.tenantId),
        eq(customerDebts.purchaseId, prepaidTransactions.id),
      ),
    )
    .where(
      and(
        eq(prepaidTransactions.tenantId, tenantId),
        eq(prepaidTransactions.accountId, accountId),
        eq(prepaidTransactions.refId, refId),
      ),
    );
  return row ?? null;
}

/**
 * Adds a payment to a debt, only while it still covers it: two payments recorded at once (two phones of the shop)
 * cannot together take more than is owed, as the second one's condition reads the first one's result. Null when the
 * condition failed (the rest is smaller now, or nothing is owed any more).
 */
export async function addCustomerDebtPayment(
  tx: Tx,
  key: { tenantId: string; purchaseId: string },
  payment: { amount: number; notes: string | undefined; at: Date },
): Promise<CustomerDebtRow | null> {
  const [row] = await tx
    .update(customerDebts)
    .set({
      paid: sql`${customerDebts.paid} + ${payment.amount}`,
      settledAt: sql`case when ${customerDebts.paid} + ${payment.amount} >= ${customerDebts.amount} then ${payment.at}::timestamptz end`,
      updatedAt: payment.at,
      ...(payment.notes !== undefined ? { notes: payment.notes } : {}),
    })
    .where(
      and(
        eq(customerDebts.tenantId, key.tenantId),
        eq(customerDebts.purchaseId, key.purchaseId),
        sql`${customerDebts.paid} + ${payment.amount} <= ${customerDebts.amount}`,
      ),
    )
    .returning();
  return row ?? null;
}
