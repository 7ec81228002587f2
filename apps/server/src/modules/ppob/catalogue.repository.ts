import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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
