import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ShopOrderStatus } from '@konter/shared/contracts/shop';
import type { Tx } from '../../db/client.ts';
import {
  shopAddresses,
  shopCouponUses,
  shopCoupons,
  shopCartItems,
  shopCheckoutLinks,
  shopCollections,
  shopOrders,
  shopProducts,
  shopVariants,
} from '../../db/schema/shop.ts';
import { searchTerms, typoSimilarity, typoTolerantLength } from './shop-search.ts';

export type ShopProductRow = typeof shopProducts.$inferSelect;
export type ShopVariantRow = typeof shopVariants.$inferSelect;
export type ShopOrderRow = typeof shopOrders.$inferSelect;
export type ShopAddressRow = typeof shopAddresses.$inferSelect;
export type ShopCouponRow = typeof shopCoupons.$inferSelect;
export type ShopCheckoutLinkRow = typeof shopCheckoutLinks.$inferSelect;
/** Whose orders and coupon uses: an account, or a guest paying through a checkout link (counted by phone). */
export type OrderBuyerKey = { accountId: string } | { checkoutLinkId: string };
export type CouponBuyerKey = { accountId: string } | { phone: string };
export type ProductWithVariants = ShopProductRow & { variants: ShopVariantRow[] };

export type ProductFilter = {
  q?: string | undefined;
  category?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  inStock?: boolean | undefined;
  sort: 'newest' | 'price_asc' | 'price_desc' | 'name';
  page: number;
  perPage: number;
  /** The admin sees hidden products too. */
  includeHidden?: boolean;
};

/** A product's lowest price and total stock: its own, or its variants'. */
const effectivePrice = sql<number>`coalesce((select min(v.price) from shop_variants v
  where v.tenant_id = ${shopProducts.tenantId} and v.product_id = ${shopProducts.id}), ${shopProducts.price})`;
const effectiveStock = sql<number>`coalesce((select sum(v.stock) from shop_variants v
  where v.tenant_id = ${shopProducts.tenantId} and v.product_id = ${shopProducts.id}), ${shopProducts.stock})`;

export async function listProducts(
  tx: Tx,
  tenantId: string,
  filter: ProductFilter,
): Promise<{ rows: ProductWithVariants[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(shopProducts.tenantId, tenantId)];
  if (!filter.includeHidden) conditions.push(eq(shopProducts.status, 'active'));
  if (filter.category) conditions.push(eq(shopProducts.category, filter.category));
  if (filter.minPrice !== undefined) conditions.push(gte(effectivePrice, filter.minPrice));
  if (filter.maxPrice !== undefined) conditions.push(lte(effectivePrice, filter.maxPrice));
  if (filter.inStock) conditions.push(sql`${effectiveStock} > 0`);
  // Every word of the search (or a synonym of it) must appear in the name, the category or the description, or be
  // the name's or category's word misspelt (shop-search.ts).
  for (const word of (filter.q ?? '').split(/\s+/).filter(Boolean).slice(0, 6)) {
    const [typed, ...synonyms] = searchTerms(word);
    const pattern = `%${(typed ?? word).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const searched = [shopProducts.name, shopProducts.category, shopProducts.description];
    // The word typed matches inside words (a prefix finds); a synonym only as a whole word ("cas" is not "casing").
    const matches: SQL[] = [
      ...searched.map((column) => ilike(column, pattern)),
      ...synonyms.flatMap((synonym) => searched.map((column) => sql`${column} ~* ${`\\m${synonym}\\M`}`)),
    ];
    if (word.length >= typoTolerantLength) {
      const lower = word.toLowerCase();
      matches.push(
        sql`word_similarity(${lower}, lower(${shopProducts.name})) >= ${typoSimilarity}`,
        sql`word_similarity(${lower}, lower(coalesce(${shopProducts.category}, ''))) >= ${typoSimilarity}`,
      );
    }
    conditions.push(or(...matches));
  }
  const where = and(...conditions);
  const order = {
    newest: [desc(shopProducts.createdAt), asc(shopProducts.id)],
    price_asc: [asc(effectivePrice), asc(shopProducts.name)],
    price_desc: [desc(effectivePrice), asc(shopProducts.name)],
    name: [asc(shopProducts.name)],
  }[filter.sort];
  const rows = await tx
    .select()
    .from(shopProducts)
    .where(where)
    .orderBy(...order)
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(shopProducts)
    .where(where);
  return { rows: await withVariants(tx, tenantId, rows), total: count?.total ?? 0 };
}

export async function findProductBySlug(tx: Tx, tenantId: string, slug: string): Promise<ProductWithVariants | null> {
  const rows = await tx
    .select()
    .from(shopProducts)
    .where(and(eq(shopProducts.tenantId, tenantId), eq(shopProducts.slug, slug)));
  return (await withVariants(tx, tenantId, rows))[0] ?? null;
}

export async function findProductsByIds(tx: Tx, tenantId: string, ids: string[]): Promise<ProductWithVariants[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(shopProducts)
    .where(and(eq(shopProducts.tenantId, tenantId), inArray(shopProducts.id, ids)));
  return withVariants(tx, tenantId, rows);
}

async function withVariants(tx: Tx, tenantId: string, rows: ShopProductRow[]): Promise<ProductWithVariants[]> {
  if (rows.length === 0) return [];
  const variants = await tx
    .select()
    .from(shopVariants)
    .where(
      and(
        eq(shopVariants.tenantId, tenantId),
        inArray(
          shopVariants.productId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(shopVariants.position));
  return rows.map((row) => ({ ...row, variants: variants.filter((variant) => variant.productId === row.id) }));
}

export async function listCategories(tx: Tx, tenantId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ category: shopProducts.category })
    .from(shopProducts)
    .where(and(eq(shopProducts.tenantId, tenantId), eq(shopProducts.status, 'active')))
    .orderBy(asc(shopProducts.category));
  return rows.map((row) => row.category).filter((category): category is string => category !== null);
}

export type ShopCollectionRow = typeof shopCollections.$inferSelect;

export async function listCollections(tx: Tx, tenantId: string): Promise<ShopCollectionRow[]> {
  return tx
    .select()
    .from(shopCollections)
    .where(eq(shopCollections.tenantId, tenantId))
    .orderBy(asc(shopCollections.title), asc(shopCollections.id));
}

/** A new collection, or null when its slug is taken (the unique index decides, not a read before). */
export async function insertCollection(
  tx: Tx,
  row: typeof shopCollections.$inferInsert,
): Promise<ShopCollectionRow | null> {
  const [inserted] = await tx.insert(shopCollections).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function updateCollection(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Pick<ShopCollectionRow, 'slug' | 'title' | 'productIds'>,
): Promise<ShopCollectionRow | null> {
  const [row] = await tx
    .update(shopCollections)
    .set(values)
    .where(and(eq(shopCollections.tenantId, tenantId), eq(shopCollections.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteCollection(tx: Tx, tenantId: string, id: string): Promise<ShopCollectionRow | null> {
  const [row] = await tx
    .delete(shopCollections)
    .where(and(eq(shopCollections.tenantId, tenantId), eq(shopCollections.id, id)))
    .returning();
  return row ?? null;
}

export async function findCollection(tx: Tx, tenantId: string, slug: string) {
  const [row] = await tx
    .select()
    .from(shopCollections)
    .where(and(eq(shopCollections.tenantId, tenantId), eq(shopCollections.slug, slug)));
  return row ?? null;
}

export async function insertProduct(
  tx: Tx,
  product: typeof shopProducts.$inferInsert,
  variants: Omit<typeof shopVariants.$inferInsert, 'productId' | 'tenantId'>[],
): Promise<ShopProductRow | null> {
  const [row] = await tx.insert(shopProducts).values(product).onConflictDoNothing().returning();
  if (!row) return null;
  await replaceVariants(tx, row.tenantId, row.id, variants);
  return row;
}

export async function updateProduct(
  tx: Tx,
  tenantId: string,
  id: string,
  changes: Partial<typeof shopProducts.$inferInsert>,
  variants: Omit<typeof shopVariants.$inferInsert, 'productId' | 'tenantId'>[],
): Promise<ShopProductRow | null> {
  const [row] = await tx
    .update(shopProducts)
    .set(changes)
    .where(and(eq(shopProducts.tenantId, tenantId), eq(shopProducts.id, id)))
    .returning();
  if (!row) return null;
  await replaceVariants(tx, tenantId, id, variants);
  return row;
}

async function replaceVariants(
  tx: Tx,
  tenantId: string,
  productId: string,
  variants: Omit<typeof shopVariants.$inferInsert, 'productId' | 'tenantId'>[],
): Promise<void> {
  await tx.delete(shopVariants).where(and(eq(shopVariants.tenantId, tenantId), eq(shopVariants.productId, productId)));
  if (variants.length === 0) return;
  await tx
    .insert(shopVariants)
    .values(variants.map((variant, position) => ({ ...variant, tenantId, productId, position })));
}

export async function listCartRows(tx: Tx, tenantId: string, accountId: string, ids?: string[]) {
  return tx
    .select()
    .from(shopCartItems)
    .where(
      and(
        eq(shopCartItems.tenantId, tenantId),
        eq(shopCartItems.accountId, accountId),
        ids ? inArray(shopCartItems.id, ids) : undefined,
      ),
    )
    .orderBy(asc(shopCartItems.createdAt), asc(shopCartItems.id));
}

/**
 * Adds to the line of this product and variant, or makes it: an insert that a line made at the same moment by
 * another request turns into an addition to that line (the unique index decides, not a read before).
 */
export async function addToCartLine(
  tx: Tx,
  line: {
    tenantId: string;
    accountId: string;
    productId: string;
    variantId: string | null;
    quantity: number;
    notes: string;
  },
): Promise<void> {
  const inserted = await tx
    .insert(shopCartItems)
    .values(line)
    .onConflictDoNothing()
    .returning({ id: shopCartItems.id });
  if (inserted.length > 0) return;
  await tx
    .update(shopCartItems)
    .set({
      quantity: sql`${shopCartItems.quantity} + ${line.quantity}`,
      ...(line.notes ? { notes: line.notes } : {}),
    })
    .where(
      and(
        eq(shopCartItems.tenantId, line.tenantId),
        eq(shopCartItems.accountId, line.accountId),
        eq(shopCartItems.productId, line.productId),
        line.variantId ? eq(shopCartItems.variantId, line.variantId) : isNull(shopCartItems.variantId),
      ),
    );
}

export async function updateCartLine(
  tx: Tx,
  tenantId: string,
  accountId: string,
  id: string,
  changes: { quantity: number; notes: string },
): Promise<boolean> {
  const rows = await tx
    .update(shopCartItems)
    .set(changes)
    .where(and(eq(shopCartItems.tenantId, tenantId), eq(shopCartItems.accountId, accountId), eq(shopCartItems.id, id)))
    .returning({ id: shopCartItems.id });
  return rows.length > 0;
}

export async function deleteCartLines(tx: Tx, tenantId: string, accountId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .delete(shopCartItems)
    .where(
      and(eq(shopCartItems.tenantId, tenantId), eq(shopCartItems.accountId, accountId), inArray(shopCartItems.id, ids)),
    )
    .returning({ id: shopCartItems.id });
  return rows.length;
}

export async function countCartLines(tx: Tx, tenantId: string, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(shopCartItems)
    .where(and(eq(shopCartItems.tenantId, tenantId), eq(shopCartItems.accountId, accountId)));
  return row?.count ?? 0;
}

/**
 * Takes `quantity` from the stock of a product or variant, only if that much is left: a conditional update, so two
 * buyers of the last piece cannot both get it. False when there is not enough.
 */
export async function takeStock(
  tx: Tx,
  tenantId: string,
  line: { productId: string; variantId: string | null; quantity: number },
): Promise<boolean> {
  const rows = line.variantId
    ? await tx
        .update(shopVariants)
        .set({ stock: sql`${shopVariants.stock} - ${line.quantity}` })
        .where(
          and(
            eq(shopVariants.tenantId, tenantId),
            eq(shopVariants.id, line.variantId),
            gte(shopVariants.stock, line.quantity),
          ),
        )
        .returning({ id: shopVariants.id })
    : await tx
        .update(shopProducts)
        .set({ stock: sql`${shopProducts.stock} - ${line.quantity}` })
        .where(
          and(
            eq(shopProducts.tenantId, tenantId),
            eq(shopProducts.id, line.productId),
            gte(shopProducts.stock, line.quantity),
          ),
        )
        .returning({ id: shopProducts.id });
  return rows.length > 0;
}

export async function returnStock(
  tx: Tx,
  tenantId: string,
  line: { productId: string; variantId: string | null; quantity: number },
): Promise<void> {
  if (line.variantId) {
    await tx
      .update(shopVariants)
      .set({ stock: sql`${shopVariants.stock} + ${line.quantity}` })
      .where(and(eq(shopVariants.tenantId, tenantId), eq(shopVariants.id, line.variantId)));
  } else {
    await tx
      .update(shopProducts)
      .set({ stock: sql`${shopProducts.stock} + ${line.quantity}` })
      .where(and(eq(shopProducts.tenantId, tenantId), eq(shopProducts.id, line.productId)));
  }
}

export async function insertOrder(tx: Tx, order: typeof shopOrders.$inferInsert): Promise<ShopOrderRow | null> {
  const [row] = await tx.insert(shopOrders).values(order).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findOrderByRequest(
  tx: Tx,
  tenantId: string,
  buyer: OrderBuyerKey,
  requestId: string,
): Promise<ShopOrderRow | null> {
  const [row] = await tx
    .select()
    .from(shopOrders)
    .where(
      and(
        eq(shopOrders.tenantId, tenantId),
        'accountId' in buyer
          ? eq(shopOrders.accountId, buyer.accountId)
          : and(isNull(shopOrders.accountId), eq(shopOrders.checkoutLinkId, buyer.checkoutLinkId)),
        eq(shopOrders.requestId, requestId),
      ),
    );
  return row ?? null;
}

export async function findOrderById(tx: Tx, tenantId: string, id: string): Promise<ShopOrderRow | null> {
  const [row] = await tx
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.tenantId, tenantId), eq(shopOrders.id, id)));
  return row ?? null;
}

/** SHP-03: a guest's order by the token its payment answered (the only key a guest holds). */
export async function findOrderByGuestToken(tx: Tx, tenantId: string, token: string): Promise<ShopOrderRow | null> {
  const [row] = await tx
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.tenantId, tenantId), eq(shopOrders.guestToken, token)));
  return row ?? null;
}

export async function insertCheckoutLink(
  tx: Tx,
  row: typeof shopCheckoutLinks.$inferInsert,
): Promise<ShopCheckoutLinkRow> {
  const [inserted] = await tx.insert(shopCheckoutLinks).values(row).returning();
  if (!inserted) throw new Error('shop_checkout_links insert returned no row');
  return inserted;
}

export async function findCheckoutLinkByCode(
  tx: Tx,
  tenantId: string,
  code: string,
): Promise<ShopCheckoutLinkRow | null> {
  const [row] = await tx
    .select()
    .from(shopCheckoutLinks)
    .where(and(eq(shopCheckoutLinks.tenantId, tenantId), eq(shopCheckoutLinks.code, code)));
  return row ?? null;
}

export async function listOrders(
  tx: Tx,
  tenantId: string,
  filter: { accountId?: string; statuses?: readonly ShopOrderStatus[]; page: number; perPage: number },
): Promise<{ rows: ShopOrderRow[]; total: number }> {
  const where = and(
    eq(shopOrders.tenantId, tenantId),
    filter.accountId ? eq(shopOrders.accountId, filter.accountId) : undefined,
    filter.statuses ? inArray(shopOrders.status, [...filter.statuses]) : undefined,
  );
  const rows = await tx
    .select()
    .from(shopOrders)
    .where(where)
    .orderBy(desc(shopOrders.createdAt), desc(shopOrders.id))
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(shopOrders)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/** Moves an order from one of `from` to `to`: null when it is not in one of them (someone moved it first). */
export async function moveOrder(
  tx: Tx,
  tenantId: string,
  id: string,
  from: readonly ShopOrderStatus[],
  changes: Partial<typeof shopOrders.$inferInsert> & { status: ShopOrderStatus; updatedAt: Date },
): Promise<ShopOrderRow | null> {
  const [row] = await tx
    .update(shopOrders)
    .set(changes)
    .where(and(eq(shopOrders.tenantId, tenantId), eq(shopOrders.id, id), inArray(shopOrders.status, [...from])))
    .returning();
  return row ?? null;
}

// SHP-04: the account's address book.

export async function listAddresses(tx: Tx, tenantId: string, accountId: string): Promise<ShopAddressRow[]> {
  return tx
    .select()
    .from(shopAddresses)
    .where(and(eq(shopAddresses.tenantId, tenantId), eq(shopAddresses.accountId, accountId)))
    .orderBy(desc(shopAddresses.isPrimary), asc(shopAddresses.createdAt), asc(shopAddresses.id));
}

export async function countAddresses(tx: Tx, tenantId: string, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(shopAddresses)
    .where(and(eq(shopAddresses.tenantId, tenantId), eq(shopAddresses.accountId, accountId)));
  return row?.count ?? 0;
}

export async function insertAddress(tx: Tx, row: typeof shopAddresses.$inferInsert): Promise<ShopAddressRow> {
  const [inserted] = await tx.insert(shopAddresses).values(row).returning();
  if (!inserted) throw new Error('the address insert returned no row');
  return inserted;
}

export async function updateAddress(
  tx: Tx,
  tenantId: string,
  accountId: string,
  id: string,
  changes: Partial<typeof shopAddresses.$inferInsert>,
): Promise<ShopAddressRow | null> {
  const [row] = await tx
    .update(shopAddresses)
    .set(changes)
    .where(and(eq(shopAddresses.tenantId, tenantId), eq(shopAddresses.accountId, accountId), eq(shopAddresses.id, id)))
    .returning();
  return row ?? null;
}

/** Takes the primary flag off every address of the account (the first half of picking another one). */
export async function clearPrimaryAddress(tx: Tx, tenantId: string, accountId: string): Promise<void> {
  await tx
    .update(shopAddresses)
    .set({ isPrimary: false })
    .where(
      and(
        eq(shopAddresses.tenantId, tenantId),
        eq(shopAddresses.accountId, accountId),
        eq(shopAddresses.isPrimary, true),
      ),
    );
}

export async function deleteAddress(
  tx: Tx,
  tenantId: string,
  accountId: string,
  id: string,
): Promise<ShopAddressRow | null> {
  const [row] = await tx
    .delete(shopAddresses)
    .where(and(eq(shopAddresses.tenantId, tenantId), eq(shopAddresses.accountId, accountId), eq(shopAddresses.id, id)))
    .returning();
  return row ?? null;
}

/** Locks the account's addresses, so two picks (or a pick and a delete) at once cannot make two primaries. */
export async function lockAddresses(tx: Tx, tenantId: string, accountId: string): Promise<void> {
  await tx
    .select({ id: shopAddresses.id })
    .from(shopAddresses)
    .where(and(eq(shopAddresses.tenantId, tenantId), eq(shopAddresses.accountId, accountId)))
    .for('update');
}

/**
 * Holds the buyer's payment request for the rest of the transaction: a second request with the same id waits here
 * until the first commits, then finds its order and answers it (never a second payment, never a conflict).
 */
export async function lockPayRequest(tx: Tx, tenantId: string, buyer: OrderBuyerKey, requestId: string): Promise<void> {
  const scope = 'accountId' in buyer ? buyer.accountId : `link:${buyer.checkoutLinkId}`;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`shop-pay:${tenantId}:${scope}:${requestId}`}, 0))`,
  );
}

// SHP-03: coupons.

export async function findCouponByCode(tx: Tx, tenantId: string, code: string): Promise<ShopCouponRow | null> {
  const [row] = await tx
    .select()
    .from(shopCoupons)
    .where(and(eq(shopCoupons.tenantId, tenantId), eq(shopCoupons.code, code)));
  return row ?? null;
}

export async function listCoupons(tx: Tx, tenantId: string): Promise<ShopCouponRow[]> {
  return tx
    .select()
    .from(shopCoupons)
    .where(eq(shopCoupons.tenantId, tenantId))
    .orderBy(desc(shopCoupons.createdAt), asc(shopCoupons.code));
}

export async function hasUsableCoupon(tx: Tx, tenantId: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: shopCoupons.id })
    .from(shopCoupons)
    .where(
      and(
        eq(shopCoupons.tenantId, tenantId),
        eq(shopCoupons.active, true),
        lte(shopCoupons.startsAt, now),
        sql`${shopCoupons.endsAt} > ${now}`,
        or(isNull(shopCoupons.totalLimit), sql`${shopCoupons.usedCount} < ${shopCoupons.totalLimit}`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertCoupon(tx: Tx, row: typeof shopCoupons.$inferInsert): Promise<ShopCouponRow | null> {
  const [inserted] = await tx.insert(shopCoupons).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Changes a coupon unless its new total limit is below the uses it already has (checked on the locked row). */
export async function updateCoupon(
  tx: Tx,
  tenantId: string,
  id: string,
  changes: Partial<typeof shopCoupons.$inferInsert>,
): Promise<ShopCouponRow | 'below_used' | null> {
  const [current] = await tx
    .select()
    .from(shopCoupons)
    .where(and(eq(shopCoupons.tenantId, tenantId), eq(shopCoupons.id, id)))
    .for('update');
  if (!current) return null;
  if (changes.totalLimit !== undefined && changes.totalLimit !== null && changes.totalLimit < current.usedCount) {
    return 'below_used';
  }
  const [row] = await tx
    .update(shopCoupons)
    .set(changes)
    .where(and(eq(shopCoupons.tenantId, tenantId), eq(shopCoupons.id, id)))
    .returning();
  return row ?? null;
}

/**
 * Counts one use of the coupon if one is left: a conditional update, so of two buyers taking the last use at the
 * same moment one gets it and the other finds none left (the row's lock also holds a second use by the same account
 * until this transaction ends). Null when nothing is left.
 */
export async function claimCouponUse(tx: Tx, tenantId: string, id: string): Promise<ShopCouponRow | null> {
  const [row] = await tx
    .update(shopCoupons)
    .set({ usedCount: sql`${shopCoupons.usedCount} + 1` })
    .where(
      and(
        eq(shopCoupons.tenantId, tenantId),
        eq(shopCoupons.id, id),
        or(isNull(shopCoupons.totalLimit), sql`${shopCoupons.usedCount} < ${shopCoupons.totalLimit}`),
      ),
    )
    .returning();
  return row ?? null;
}

export async function countCouponUses(
  tx: Tx,
  tenantId: string,
  couponId: string,
  buyer: CouponBuyerKey,
): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(shopCouponUses)
    .where(
      and(
        eq(shopCouponUses.tenantId, tenantId),
        eq(shopCouponUses.couponId, couponId),
        'accountId' in buyer
          ? eq(shopCouponUses.accountId, buyer.accountId)
          : eq(shopCouponUses.buyerPhone, buyer.phone),
      ),
    );
  return row?.count ?? 0;
}

export async function insertCouponUse(tx: Tx, row: typeof shopCouponUses.$inferInsert): Promise<void> {
  await tx.insert(shopCouponUses).values(row);
}

/** Gives an order's coupon use back (its cancellation): the use row goes and the count with it, once. */
export async function releaseCouponUse(tx: Tx, tenantId: string, orderId: string): Promise<void> {
  const [use] = await tx
    .delete(shopCouponUses)
    .where(and(eq(shopCouponUses.tenantId, tenantId), eq(shopCouponUses.orderId, orderId)))
    .returning();
  if (!use) return;
  await tx
    .update(shopCoupons)
    .set({ usedCount: sql`greatest(${shopCoupons.usedCount} - 1, 0)` })
    .where(and(eq(shopCoupons.tenantId, tenantId), eq(shopCoupons.id, use.couponId)));
}

/**
 * Adds a picture's key to a product that has fewer than `max`: one conditional update, so two uploads at once cannot
 * pass the limit. Null when the product is not there or is full.
 */
export async function appendProductImage(
  tx: Tx,
  tenantId: string,
  id: string,
  key: string,
  max: number,
  now: Date,
): Promise<ShopProductRow | null> {
  const [row] = await tx
    .update(shopProducts)
    .set({ images: sql`${shopProducts.images} || ${JSON.stringify([key])}::jsonb`, updatedAt: now })
    .where(
      and(
        eq(shopProducts.tenantId, tenantId),
        eq(shopProducts.id, id),
        sql`jsonb_array_length(${shopProducts.images}) < ${max}`,
      ),
    )
    .returning();
  return row ?? null;
}

/** The product's row held until the transaction ends, for a change of its pictures' list. */
export async function lockProduct(tx: Tx, tenantId: string, id: string): Promise<ShopProductRow | null> {
  const [row] = await tx
    .select()
    .from(shopProducts)
    .where(and(eq(shopProducts.tenantId, tenantId), eq(shopProducts.id, id)))
    .for('update');
  return row ?? null;
}

export async function setProductImages(
  tx: Tx,
  tenantId: string,
  id: string,
  images: string[],
  now: Date,
): Promise<void> {
  await tx
    .update(shopProducts)
    .set({ images, updatedAt: now })
    .where(and(eq(shopProducts.tenantId, tenantId), eq(shopProducts.id, id)));
}

// SHP-03: orders paid through a payment gateway.

/** The tenant of a gateway order's payment reference, read across tenants (a notification names no tenant). */
export async function findTenantOfPaymentReference(tx: Tx, reference: string): Promise<string | null> {
  const [row] = await tx
    .select({ tenantId: shopOrders.tenantId })
    .from(shopOrders)
    .where(eq(shopOrders.paymentReference, reference));
  return row?.tenantId ?? null;
}

/** The order a gateway payment is for, its row locked so one notification at a time decides it. */
export async function lockOrderByPaymentReference(
  tx: Tx,
  tenantId: string,
  reference: string,
): Promise<ShopOrderRow | null> {
  const [row] = await tx
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.tenantId, tenantId), eq(shopOrders.paymentReference, reference)))
    .for('update');
  return row ?? null;
}

export async function updateOrder(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<
    Pick<
      typeof shopOrders.$inferInsert,
      | 'paymentProviderRef'
      | 'paymentUrl'
      | 'reviewFlag'
      | 'updatedAt'
      | 'gatewayRefundAmount'
      | 'gatewayRefundRef'
      | 'gatewayRefundedAt'
    >
  >,
): Promise<void> {
  await tx
    .update(shopOrders)
    .set(values)
    .where(and(eq(shopOrders.tenantId, tenantId), eq(shopOrders.id, id)));
}

/** Gateway orders of every tenant still waiting for a payment whose time is up (the sweep's work list). */
export async function overdueGatewayOrders(
  tx: Tx,
  now: Date,
  limit: number,
): Promise<Pick<ShopOrderRow, 'tenantId' | 'id' | 'paymentMethod' | 'paymentReference' | 'paymentProviderRef'>[]> {
  return tx
    .select({
      tenantId: shopOrders.tenantId,
      id: shopOrders.id,
      paymentMethod: shopOrders.paymentMethod,
      paymentReference: shopOrders.paymentReference,
      paymentProviderRef: shopOrders.paymentProviderRef,
    })
    .from(shopOrders)
    .where(and(eq(shopOrders.status, 'waiting_payment'), lte(shopOrders.paymentExpiresAt, now)))
    .orderBy(asc(shopOrders.paymentExpiresAt))
    .limit(limit);
}

/**
 * Guests' orders whose money is owed back (`refund_due`) through the gateway they paid with, not yet refunded there
 * nor refused by it, across tenants (the sweep's system read), oldest first.
 */
export async function guestRefundsDue(tx: Tx, limit: number): Promise<Pick<ShopOrderRow, 'tenantId' | 'id'>[]> {
  return tx
    .select({ tenantId: shopOrders.tenantId, id: shopOrders.id })
    .from(shopOrders)
    .where(
      and(
        isNull(shopOrders.accountId),
        isNull(shopOrders.gatewayRefundedAt),
        isNotNull(shopOrders.paymentProviderRef),
        isNotNull(shopOrders.paymentReference),
        sql`${shopOrders.reviewFlag} like '%refund_due%'`,
        sql`${shopOrders.reviewFlag} not like '%gateway_refund_refused%'`,
      ),
    )
    .orderBy(asc(shopOrders.updatedAt))
    .limit(limit);
}
