import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { agentPrices, productOffers, products } from '../../db/schema/ppob-catalogue.ts';

export type ProductRow = typeof products.$inferSelect;
export type OfferRow = typeof productOffers.$inferSelect;

export async function listProducts(
  tx: Tx,
  tenantId: string,
  filter: { family?: string; promo?: boolean } = {},
): Promise<ProductRow[]> {
  return tx
    .select()
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        filter.family ? eq(products.family, filter.family as ProductRow['family']) : undefined,
        filter.promo ? eq(products.promo, true) : undefined,
      ),
    )
    .orderBy(asc(products.family), asc(products.operator), asc(products.sortOrder), asc(products.code));
}

export async function findProduct(tx: Tx, tenantId: string, code: string): Promise<ProductRow | null> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.code, code)));
  return row ?? null;
}

export async function upsertProduct(tx: Tx, values: typeof products.$inferInsert): Promise<void> {
  await tx
    .insert(products)
    .values(values)
    .onConflictDoUpdate({
      target: [products.tenantId, products.code],
      set: {
        family: values.family,
        operator: values.operator,
        operatorName: values.operatorName,
        mobileOperator: values.mobileOperator,
        name: values.name,
        description: values.description,
        nominal: values.nominal,
        buyingPrice: values.buyingPrice,
        // Hand-set prices and states stay as an admin left them.
        memberPrice: sql`case when ${products.manualPrices} then ${products.memberPrice} else ${values.memberPrice} end`,
        agentPrice: sql`case when ${products.manualPrices} then ${products.agentPrice} else ${values.agentPrice} end`,
        masterPrice: sql`case when ${products.manualPrices} then ${products.masterPrice} else ${values.masterPrice} end`,
        status: sql`case when ${products.manualStatus} then ${products.status} else ${values.status} end`,
        cutOffStart: values.cutOffStart,
        cutOffEnd: values.cutOffEnd,
        sortOrder: values.sortOrder,
        updatedAt: values.updatedAt,
      },
    });
}

export async function listOffers(tx: Tx, tenantId: string, productCode?: string): Promise<OfferRow[]> {
  return tx
    .select()
    .from(productOffers)
    .where(
      and(eq(productOffers.tenantId, tenantId), productCode ? eq(productOffers.productCode, productCode) : undefined),
    )
    .orderBy(asc(productOffers.price), asc(productOffers.supplier));
}

export async function upsertOffer(tx: Tx, values: typeof productOffers.$inferInsert): Promise<void> {
  await tx
    .insert(productOffers)
    .values(values)
    .onConflictDoUpdate({
      target: [productOffers.tenantId, productOffers.productCode, productOffers.supplier],
      set: {
        price: values.price,
        active: values.active,
        cutOffStart: values.cutOffStart,
        cutOffEnd: values.cutOffEnd,
        updatedAt: values.updatedAt,
      },
    });
}

/** Offers of a supplier that its latest price list no longer carries. */
export async function deactivateMissingOffers(
  tx: Tx,
  tenantId: string,
  supplier: string,
  seenCodes: string[],
  at: Date,
): Promise<void> {
  const rows = await tx
    .select({ code: productOffers.productCode })
    .from(productOffers)
    .where(and(eq(productOffers.tenantId, tenantId), eq(productOffers.supplier, supplier)));
  const seen = new Set(seenCodes);
  const missing = rows.map((row) => row.code).filter((code) => !seen.has(code));
  if (missing.length === 0) return;
  await tx
    .update(productOffers)
    .set({ active: false, updatedAt: at })
    .where(
      and(
        eq(productOffers.tenantId, tenantId),
        eq(productOffers.supplier, supplier),
        inArray(productOffers.productCode, missing),
      ),
    );
}

export async function updateProduct(
  tx: Tx,
  tenantId: string,
  code: string,
  changes: Partial<typeof products.$inferInsert>,
): Promise<void> {
  await tx
    .update(products)
    .set(changes)
    .where(and(eq(products.tenantId, tenantId), eq(products.code, code)));
}

/** TRX-07: one more sold of a promo item, in the purchase's own transaction. */
export async function incrementSoldQty(tx: Tx, tenantId: string, code: string): Promise<void> {
  await tx
    .update(products)
    .set({ soldQty: sql`${products.soldQty} + 1` })
    .where(and(eq(products.tenantId, tenantId), eq(products.code, code)));
}

export async function listAgentPrices(tx: Tx, tenantId: string, accountId: string) {
  return tx
    .select()
    .from(agentPrices)
    .where(and(eq(agentPrices.tenantId, tenantId), eq(agentPrices.accountId, accountId)));
}

export async function findAgentPrice(tx: Tx, tenantId: string, accountId: string, code: string) {
  const [row] = await tx
    .select()
    .from(agentPrices)
    .where(
      and(eq(agentPrices.tenantId, tenantId), eq(agentPrices.accountId, accountId), eq(agentPrices.productCode, code)),
    );
  return row ?? null;
}

export async function setAgentPrice(
  tx: Tx,
  tenantId: string,
  accountId: string,
  code: string,
  sellingPrice: number | null,
  at: Date,
): Promise<void> {
  if (sellingPrice === null) {
    await tx
      .delete(agentPrices)
      .where(
        and(
          eq(agentPrices.tenantId, tenantId),
          eq(agentPrices.accountId, accountId),
          eq(agentPrices.productCode, code),
        ),
      );
    return;
  }
  await tx
    .insert(agentPrices)
    .values({ tenantId, accountId, productCode: code, sellingPrice, updatedAt: at })
    .onConflictDoUpdate({
      target: [agentPrices.tenantId, agentPrices.accountId, agentPrices.productCode],
      set: { sellingPrice, updatedAt: at },
    });
}

/** The back office's product filter: words in the code or name, a family, an operator, a status. */
export type ProductFilter = { q?: string; family?: string; operator?: string; status?: string };

function productWhere(tenantId: string, filter: ProductFilter) {
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  return and(
    eq(products.tenantId, tenantId),
    pattern ? or(ilike(products.code, pattern), ilike(products.name, pattern)) : undefined,
    filter.family ? eq(products.family, filter.family as ProductRow['family']) : undefined,
    filter.operator ? eq(products.operator, filter.operator) : undefined,
    filter.status ? eq(products.status, filter.status as ProductRow['status']) : undefined,
  );
}

/** A page of the tenant's products by the back office's filter, in the catalogue's order, and how many match. */
export async function searchProducts(
  tx: Tx,
  tenantId: string,
  filter: ProductFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = productWhere(tenantId, filter);
  const rows = await tx
    .select()
    .from(products)
    .where(where)
    .orderBy(asc(products.family), asc(products.operator), asc(products.sortOrder), asc(products.code))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await tx.select({ total: count() }).from(products).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** Every product the filter matches, locked for a change of many at once (bulk prices). */
export async function lockProducts(tx: Tx, tenantId: string, filter: ProductFilter): Promise<ProductRow[]> {
  return tx.select().from(products).where(productWhere(tenantId, filter)).orderBy(asc(products.code)).for('update');
}

export async function lockProduct(tx: Tx, tenantId: string, code: string): Promise<ProductRow | null> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.code, code)))
    .for('update');
  return row ?? null;
}

/** The families and operators of the tenant's catalogue (the back office's filters). */
export async function catalogueOperators(tx: Tx, tenantId: string) {
  return tx
    .selectDistinct({ family: products.family, slug: products.operator, name: products.operatorName })
    .from(products)
    .where(eq(products.tenantId, tenantId))
    .orderBy(asc(products.family), asc(products.operatorName));
}

/** The offers of several products, cheapest first (the order a purchase tries them). */
export async function offersOf(tx: Tx, tenantId: string, codes: string[]): Promise<OfferRow[]> {
  if (codes.length === 0) return [];
  return tx
    .select()
    .from(productOffers)
    .where(and(eq(productOffers.tenantId, tenantId), inArray(productOffers.productCode, codes)))
    .orderBy(asc(productOffers.price), asc(productOffers.supplier));
}

/** Writes the tier prices the screens show (after a tier's or a product's pricing changed). */
export async function setTierPrices(
  tx: Tx,
  tenantId: string,
  code: string,
  prices: { memberPrice: number; agentPrice: number; masterPrice: number },
  at: Date,
): Promise<void> {
  await tx
    .update(products)
    .set({ ...prices, updatedAt: at })
    .where(and(eq(products.tenantId, tenantId), eq(products.code, code)));
}
