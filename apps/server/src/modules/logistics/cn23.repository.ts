import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Cn23ListQuery, Cn23Status, Currency, CustomsSettings } from '@konter/shared/contracts/cn23';
import type { Tx } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { mloCn23, mloCustomsSettings, mloExchangeRates, mloHsCodes } from '../../db/schema/customs.ts';
import { mloOrders } from '../../db/schema/logistics.ts';

export type HsCodeRow = typeof mloHsCodes.$inferSelect;
export type ExchangeRateRow = typeof mloExchangeRates.$inferSelect;
export type Cn23Row = typeof mloCn23.$inferSelect;

/**
 * HS headings for a search (MLO-04), by code: every word of `query` must match — a word of digits (dots optional,
 * '6109' or '6109.10' or '610910') the start of the code, any other word the Indonesian or English description
 * (case-insensitive, anywhere). No query: all of them, up to `limit`.
 */
export async function searchHsCodes(tx: Tx, query: string | undefined, limit = 100): Promise<HsCodeRow[]> {
  const words = (query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const escape = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);
  const conditions = words.map((word) => {
    if (/^[\d.]+$/.test(word)) {
      const digits = word.replaceAll('.', '');
      return sql`replace(${mloHsCodes.code}, '.', '') like ${`${escape(digits)}%`}`;
    }
    const pattern = `%${escape(word)}%`;
    return or(ilike(mloHsCodes.descriptionId, pattern), ilike(mloHsCodes.descriptionEn, pattern));
  });
  return tx
    .select()
    .from(mloHsCodes)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(mloHsCodes.code))
    .limit(limit);
}

export async function findHsCodes(tx: Tx, codes: string[]): Promise<HsCodeRow[]> {
  if (codes.length === 0) return [];
  return tx.select().from(mloHsCodes).where(inArray(mloHsCodes.code, codes));
}

/** Each currency's rate in force on `day`: its newest row effective on or before it. */
export async function ratesOn(tx: Tx, tenantId: string, day: string, currency?: Currency): Promise<ExchangeRateRow[]> {
  return tx
    .selectDistinctOn([mloExchangeRates.currency])
    .from(mloExchangeRates)
    .where(
      and(
        eq(mloExchangeRates.tenantId, tenantId),
        lte(mloExchangeRates.effectiveOn, day),
        currency ? eq(mloExchangeRates.currency, currency) : undefined,
      ),
    )
    .orderBy(asc(mloExchangeRates.currency), desc(mloExchangeRates.effectiveOn));
}

export async function upsertRate(tx: Tx, values: typeof mloExchangeRates.$inferInsert): Promise<void> {
  await tx
    .insert(mloExchangeRates)
    .values(values)
    .onConflictDoUpdate({
      target: [mloExchangeRates.tenantId, mloExchangeRates.currency, mloExchangeRates.effectiveOn],
      set: { rateHundredths: values.rateHundredths, updatedAt: values.updatedAt },
    });
}

export async function findCustomsSettings(tx: Tx, tenantId: string): Promise<Partial<CustomsSettings> | null> {
  const [row] = await tx.select().from(mloCustomsSettings).where(eq(mloCustomsSettings.tenantId, tenantId));
  return row?.settings ?? null;
}

export async function upsertCustomsSettings(tx: Tx, tenantId: string, settings: CustomsSettings, at: Date) {
  await tx
    .insert(mloCustomsSettings)
    .values({ tenantId, settings, updatedAt: at })
    .onConflictDoUpdate({ target: mloCustomsSettings.tenantId, set: { settings, updatedAt: at } });
}

/** Inserts a declaration; null when the parcel already has one that is not cancelled (the partial unique index). */
export async function insertCn23(tx: Tx, values: typeof mloCn23.$inferInsert): Promise<Cn23Row | null> {
  const [row] = await tx
    .insert(mloCn23)
    .values(values)
    .onConflictDoNothing({
      target: [mloCn23.tenantId, mloCn23.orderId],
      where: sql`status <> 'cancelled'`,
    })
    .returning();
  return row ?? null;
}

export async function findCn23(tx: Tx, tenantId: string, accountId: string | null, id: string) {
  const [row] = await tx
    .select()
    .from(mloCn23)
    .where(
      and(eq(mloCn23.tenantId, tenantId), eq(mloCn23.id, id), accountId ? eq(mloCn23.accountId, accountId) : undefined),
    );
  return row ?? null;
}

export async function findActiveCn23OfOrder(tx: Tx, tenantId: string, orderId: string) {
  const [row] = await tx
    .select({ id: mloCn23.id })
    .from(mloCn23)
    .where(and(eq(mloCn23.tenantId, tenantId), eq(mloCn23.orderId, orderId), sql`${mloCn23.status} <> 'cancelled'`));
  return row?.id ?? null;
}

/** The agent's declarations, newest first; `from`/`to` are instants bounding `created_at` (to exclusive). */
export async function listCn23(
  tx: Tx,
  tenantId: string,
  accountId: string,
  filter: Pick<Cn23ListQuery, 'status' | 'awb'> & { from?: Date; to?: Date },
  limit = 200,
): Promise<Cn23Row[]> {
  return tx
    .select()
    .from(mloCn23)
    .where(
      and(
        eq(mloCn23.tenantId, tenantId),
        eq(mloCn23.accountId, accountId),
        filter.status ? eq(mloCn23.status, filter.status) : undefined,
        filter.awb ? eq(mloCn23.awb, filter.awb) : undefined,
        filter.from ? gte(mloCn23.createdAt, filter.from) : undefined,
        filter.to ? lt(mloCn23.createdAt, filter.to) : undefined,
      ),
    )
    .orderBy(desc(mloCn23.createdAt))
    .limit(limit);
}

/**
 * Every agent's declarations of one status in the tenant (the back office's clearance list), oldest first so the
 * longest waiting comes first; each with its parcel and its agent's name and phone, in one query.
 */
export async function listTenantCn23(tx: Tx, tenantId: string, status: Cn23Status, limit = 200) {
  return tx
    .select({
      declaration: mloCn23,
      order: mloOrders,
      agent: { name: accounts.name, phone: accounts.phone },
    })
    .from(mloCn23)
    .innerJoin(mloOrders, and(eq(mloOrders.tenantId, mloCn23.tenantId), eq(mloOrders.id, mloCn23.orderId)))
    .innerJoin(accounts, and(eq(accounts.tenantId, mloCn23.tenantId), eq(accounts.id, mloCn23.accountId)))
    .where(and(eq(mloCn23.tenantId, tenantId), eq(mloCn23.status, status)))
    .orderBy(asc(mloCn23.createdAt))
    .limit(limit);
}

/** Moves a declaration out of one of `from` (conditional: null when it was in none of them any more). */
export async function moveCn23(
  tx: Tx,
  tenantId: string,
  accountId: string | null,
  id: string,
  from: Cn23Status[],
  to: Cn23Status,
  at: Date,
): Promise<Cn23Row | null> {
  const [row] = await tx
    .update(mloCn23)
    .set({ status: to, updatedAt: at })
    .where(
      and(
        eq(mloCn23.tenantId, tenantId),
        eq(mloCn23.id, id),
        accountId ? eq(mloCn23.accountId, accountId) : undefined,
        inArray(mloCn23.status, from),
      ),
    )
    .returning();
  return row ?? null;
}
