import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { prepaidTransactions } from '../../db/schema/ppob-purchases.ts';
import {
  affiliateCommissions,
  affiliatePayouts,
  affiliateSettings,
  affiliates,
  referralClicks,
} from '../../db/schema/referral.ts';

export type AffiliateRow = typeof affiliates.$inferSelect;
export type AffiliateSettingsRow = typeof affiliateSettings.$inferSelect;
export type CommissionRow = typeof affiliateCommissions.$inferSelect;
export type PayoutRow = typeof affiliatePayouts.$inferSelect;

export async function findAccount(tx: Tx, tenantId: string, accountId: string) {
  const [row] = await tx
    .select({
      id: accounts.id,
      name: accounts.name,
      phone: accounts.phone,
      status: accounts.status,
      referralCode: accounts.referralCode,
      referredBy: accounts.referredBy,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)));
  return row ?? null;
}

export async function findAccountIdByCode(tx: Tx, tenantId: string, code: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: accounts.id, status: accounts.status })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.referralCode, code)));
  return row && row.status === 'active' ? row.id : null;
}

/** Sets the code when no other account of the tenant holds it; false when one does (the unique index decides). */
export async function updateReferralCode(tx: Tx, tenantId: string, accountId: string, code: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update accounts set referral_code = ${code}, updated_at = now()
        where tenant_id = ${tenantId} and id = ${accountId}
          and not exists (select 1 from accounts other where other.tenant_id = ${tenantId}
                            and other.referral_code = ${code} and other.id <> ${accountId})
        returning id`,
  );
  return rows.length === 1;
}

/** Counts a visit once per visitor and day; true when this one was counted. */
export async function insertClick(
  tx: Tx,
  values: { tenantId: string; accountId: string; visitorHash: string; day: string; createdAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(referralClicks)
    .values(values)
    .onConflictDoNothing()
    .returning({ day: referralClicks.day });
  return rows.length === 1;
}

export async function countClicks(tx: Tx, tenantId: string, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(referralClicks)
    .where(and(eq(referralClicks.tenantId, tenantId), eq(referralClicks.accountId, accountId)));
  return row?.count ?? 0;
}

export async function countRegistrations(tx: Tx, tenantId: string, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.referredBy, accountId)));
  return row?.count ?? 0;
}

/** The latest accounts registered with the account's code (the Agent Center's list). */
export async function recentRegistrations(tx: Tx, tenantId: string, accountId: string, limit: number) {
  return tx
    .select({ name: accounts.name, role: accounts.role, createdAt: accounts.createdAt })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.referredBy, accountId)))
    .orderBy(desc(accounts.createdAt))
    .limit(limit);
}

export async function findAffiliate(
  tx: Tx,
  tenantId: string,
  accountId: string,
  options: { lock?: 'update' | 'share' } = {},
): Promise<AffiliateRow | null> {
  const query = tx
    .select()
    .from(affiliates)
    .where(and(eq(affiliates.tenantId, tenantId), eq(affiliates.accountId, accountId)));
  const [row] = options.lock ? await query.for(options.lock) : await query;
  return row ?? null;
}

export async function upsertAffiliate(tx: Tx, values: typeof affiliates.$inferInsert): Promise<AffiliateRow> {
  const [row] = await tx
    .insert(affiliates)
    .values(values)
    .onConflictDoUpdate({
      target: [affiliates.tenantId, affiliates.accountId],
      set: {
        status: values.status,
        bankType: values.bankType,
        accountName: values.accountName,
        accountNumber: values.accountNumber,
        attachmentKey: values.attachmentKey ?? null,
        attachmentType: values.attachmentType ?? null,
        rejectionReason: null,
        appliedAt: values.appliedAt,
        updatedAt: values.updatedAt,
      },
    })
    .returning();
  if (!row) throw new Error('affiliate upsert returned nothing');
  return row;
}

export async function updateAffiliate(
  tx: Tx,
  tenantId: string,
  accountId: string,
  values: Partial<typeof affiliates.$inferInsert>,
): Promise<void> {
  await tx
    .update(affiliates)
    .set(values)
    .where(and(eq(affiliates.tenantId, tenantId), eq(affiliates.accountId, accountId)));
}

/** Forgets the attachment `key` of the account's application, if it is still that one. */
export async function clearAttachment(tx: Tx, tenantId: string, accountId: string, key: string): Promise<void> {
  await tx
    .update(affiliates)
    .set({ attachmentKey: null, attachmentType: null })
    .where(
      and(eq(affiliates.tenantId, tenantId), eq(affiliates.accountId, accountId), eq(affiliates.attachmentKey, key)),
    );
}

/** The applications of accounts that still exist (a deleted account's waits for no one). */
const affiliatesWhere = (tenantId: string, status?: AffiliateRow['status']) =>
  and(
    eq(affiliates.tenantId, tenantId),
    ne(accounts.status, 'deleted'),
    status ? eq(affiliates.status, status) : undefined,
  );

export async function listAffiliates(tx: Tx, tenantId: string, status?: AffiliateRow['status']) {
  return tx
    .select({ affiliate: affiliates, name: accounts.name, phone: accounts.phone, code: accounts.referralCode })
    .from(affiliates)
    .innerJoin(accounts, and(eq(accounts.tenantId, affiliates.tenantId), eq(accounts.id, affiliates.accountId)))
    .where(affiliatesWhere(tenantId, status))
    .orderBy(asc(affiliates.appliedAt))
    .limit(500);
}

/** How many applications the admin's list would show in `status` (the dashboard's count; the list stops at 500). */
export async function countAffiliates(tx: Tx, tenantId: string, status: AffiliateRow['status']): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(affiliates)
    .innerJoin(accounts, and(eq(accounts.tenantId, affiliates.tenantId), eq(accounts.id, affiliates.accountId)))
    .where(affiliatesWhere(tenantId, status));
  return row?.count ?? 0;
}

export async function findSettings(tx: Tx, tenantId: string): Promise<AffiliateSettingsRow | null> {
  const [row] = await tx.select().from(affiliateSettings).where(eq(affiliateSettings.tenantId, tenantId));
  return row ?? null;
}

export async function upsertSettings(tx: Tx, values: typeof affiliateSettings.$inferInsert): Promise<void> {
  await tx
    .insert(affiliateSettings)
    .values(values)
    .onConflictDoUpdate({
      target: affiliateSettings.tenantId,
      set: {
        enabled: values.enabled,
        basisPoints: values.basisPoints,
        fixedAmount: values.fixedAmount,
        months: values.months,
        updatedAt: values.updatedAt,
      },
    });
}

/**
 * The purchase's status under a share lock: a settlement or a return of it in progress is waited for, so a
 * commission is accrued only for a purchase that is still a success once it commits (as the cashback accrual does).
 */
export async function purchaseStatus(tx: Tx, tenantId: string, purchaseId: string): Promise<string | null> {
  const [row] = await tx
    .select({ status: prepaidTransactions.status })
    .from(prepaidTransactions)
    .where(and(eq(prepaidTransactions.tenantId, tenantId), eq(prepaidTransactions.id, purchaseId)))
    .for('share');
  return row?.status ?? null;
}

/** Inserts the commission row unless the purchase already has one of its kind; null when it had. */
export async function insertCommission(
  tx: Tx,
  values: typeof affiliateCommissions.$inferInsert,
): Promise<CommissionRow | null> {
  const [row] = await tx.insert(affiliateCommissions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findCommission(tx: Tx, tenantId: string, purchaseId: string, kind: CommissionRow['kind']) {
  const [row] = await tx
    .select()
    .from(affiliateCommissions)
    .where(
      and(
        eq(affiliateCommissions.tenantId, tenantId),
        eq(affiliateCommissions.purchaseId, purchaseId),
        eq(affiliateCommissions.kind, kind),
      ),
    );
  return row ?? null;
}

export async function listCommissions(tx: Tx, tenantId: string, affiliateId: string) {
  return tx
    .select({ commission: affiliateCommissions, buyerName: accounts.name })
    .from(affiliateCommissions)
    .innerJoin(
      accounts,
      and(eq(accounts.tenantId, affiliateCommissions.tenantId), eq(accounts.id, affiliateCommissions.buyerId)),
    )
    .where(and(eq(affiliateCommissions.tenantId, tenantId), eq(affiliateCommissions.affiliateId, affiliateId)))
    .orderBy(desc(affiliateCommissions.at))
    .limit(200);
}

export async function commissionTotals(tx: Tx, tenantId: string, affiliateId: string) {
  return tx
    .select({ status: affiliateCommissions.status, total: sql<string>`sum(${affiliateCommissions.amount})` })
    .from(affiliateCommissions)
    .where(and(eq(affiliateCommissions.tenantId, tenantId), eq(affiliateCommissions.affiliateId, affiliateId)))
    .groupBy(affiliateCommissions.status);
}

/** The affiliates whose unpaid commissions reach `minimum`, with their totals. */
export async function payableAffiliates(tx: Tx, tenantId: string, minimum: number) {
  return queryRows<{ affiliate_id: string; total: string }>(
    tx,
    sql`select affiliate_id, sum(amount) as total from affiliate_commissions
        where tenant_id = ${tenantId} and status = 'unpaid'
        group by affiliate_id having sum(amount) >= ${minimum}`,
  );
}

export async function insertPayout(tx: Tx, values: typeof affiliatePayouts.$inferInsert): Promise<PayoutRow | null> {
  const [row] = await tx.insert(affiliatePayouts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Puts every unpaid commission of the affiliate into the payout; returns their sum. */
export async function attachUnpaidCommissions(
  tx: Tx,
  tenantId: string,
  affiliateId: string,
  payoutId: string,
): Promise<number> {
  const [row] = await queryRows<{ total: string | null }>(
    tx,
    sql`with moved as (
          update affiliate_commissions set status = 'in_process', payout_id = ${payoutId}
          where tenant_id = ${tenantId} and affiliate_id = ${affiliateId} and status = 'unpaid'
          returning amount)
        select sum(amount) as total from moved`,
  );
  return Number(row?.total ?? 0);
}

export async function updatePayout(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<typeof affiliatePayouts.$inferInsert>,
) {
  await tx
    .update(affiliatePayouts)
    .set(values)
    .where(and(eq(affiliatePayouts.tenantId, tenantId), eq(affiliatePayouts.id, id)));
}

export async function findPayout(tx: Tx, tenantId: string, id: string, options: { lock?: boolean } = {}) {
  const query = tx
    .select()
    .from(affiliatePayouts)
    .where(and(eq(affiliatePayouts.tenantId, tenantId), eq(affiliatePayouts.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function disburseCommissions(tx: Tx, tenantId: string, payoutId: string): Promise<void> {
  await tx
    .update(affiliateCommissions)
    .set({ status: 'disbursed' })
    .where(and(eq(affiliateCommissions.tenantId, tenantId), eq(affiliateCommissions.payoutId, payoutId)));
}

export async function listPayouts(tx: Tx, tenantId: string, options: { period?: string; ids?: string[] } = {}) {
  return tx
    .select({ payout: affiliatePayouts, name: accounts.name })
    .from(affiliatePayouts)
    .innerJoin(
      accounts,
      and(eq(accounts.tenantId, affiliatePayouts.tenantId), eq(accounts.id, affiliatePayouts.affiliateId)),
    )
    .where(
      and(
        eq(affiliatePayouts.tenantId, tenantId),
        options.period ? eq(affiliatePayouts.period, options.period) : undefined,
        options.ids ? inArray(affiliatePayouts.id, options.ids) : undefined,
      ),
    )
    .orderBy(desc(affiliatePayouts.createdAt), asc(accounts.name))
    .limit(1000);
}
