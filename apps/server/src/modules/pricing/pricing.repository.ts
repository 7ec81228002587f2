import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '@konter/shared/contracts/accounts';
import { queryText, type Tx } from '../../db/client.ts';
import { rowFromJson } from '../../db/json-rows.ts';
import {
  pricingDownlineMarkups,
  pricingProductOverrides,
  pricingTiers,
  type PriceTierName,
} from '../../db/schema/pricing.ts';

export type TierRow = typeof pricingTiers.$inferSelect;
export type ProductOverrideRow = typeof pricingProductOverrides.$inferSelect;

export async function listTierRows(tx: Tx, tenantId: string): Promise<TierRow[]> {
  return tx.select().from(pricingTiers).where(eq(pricingTiers.tenantId, tenantId));
}

/** The overrides of one product, or of every product of the tenant (the catalogue sync prices them all). */
export async function listProductOverrides(
  tx: Tx,
  tenantId: string,
  productCode?: string,
): Promise<ProductOverrideRow[]> {
  return tx
    .select()
    .from(pricingProductOverrides)
    .where(
      productCode === undefined
        ? eq(pricingProductOverrides.tenantId, tenantId)
        : and(eq(pricingProductOverrides.tenantId, tenantId), eq(pricingProductOverrides.productCode, productCode)),
    );
}

/** Inserts a tenant's tier rows that are missing; rows that exist are left as the tenant set them. */
export async function insertMissingTiers(tx: Tx, rows: (typeof pricingTiers.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(pricingTiers).values(rows).onConflictDoNothing();
}

export async function upsertProductOverride(tx: Tx, row: typeof pricingProductOverrides.$inferInsert): Promise<void> {
  await tx
    .insert(pricingProductOverrides)
    .values(row)
    .onConflictDoUpdate({
      target: [pricingProductOverrides.tenantId, pricingProductOverrides.productCode, pricingProductOverrides.tier],
      set: {
        fixedPrice: row.fixedPrice ?? null,
        markupBasisPoints: row.markupBasisPoints ?? null,
        markupFlat: row.markupFlat ?? 0,
        minimumMarkup: row.minimumMarkup ?? 0,
        updatedAt: row.updatedAt ?? sql`now()`,
      },
    });
}

export async function upsertDownlineMarkup(
  tx: Tx,
  row: { tenantId: string; accountId: string; markupBasisPoints: number; markupFlat: number; updatedAt: Date },
): Promise<void> {
  await tx
    .insert(pricingDownlineMarkups)
    .values(row)
    .onConflictDoUpdate({
      target: [pricingDownlineMarkups.tenantId, pricingDownlineMarkups.accountId],
      set: { markupBasisPoints: row.markupBasisPoints, markupFlat: row.markupFlat, updatedAt: row.updatedAt },
    });
}

export type ChainRow = {
  accountId: string;
  role: Role;
  status: string;
  depth: number;
  /** The downline markup this account set, if any. */
  markupBasisPoints: number | null;
  markupFlat: number | null;
};

/**
 * Everything a quote reads, in one round trip (it runs inside the purchase's transaction, decision 028): the tenant's
 * tier rows, the product's overrides and the buyer's upline chain with each one's downline markup.
 */
export type QuoteInputs = { tiers: TierRow[]; overrides: ProductOverrideRow[]; chain: ChainRow[] };
export type RawQuoteInputs = {
  tiers: Record<string, unknown>[] | null;
  overrides: Record<string, unknown>[] | null;
  chain: RawChainRow[] | null;
};

/**
 * The quote's reads as parts of a statement, so that a purchase reads them in its one read (decision 028): a
 * CTE `quote_chain` (the buyer and every upline, from the network's closure table `account_tree`: one indexed read
 * at any depth) and three columns `tiers`, `overrides`, `chain`,
 * given the placeholders of the tenant, the buyer and the product in the caller's statement.
 */
export function quoteInputsSql(at: { tenant: string; account: string; product: string }) {
  const { tenant, account, product } = at;
  return {
    cte: `quote_chain (id, role, status, depth) as (
      select a.id, a.role, a.status, t.depth
        from account_tree t join accounts a on a.tenant_id = t.tenant_id and a.id = t.ancestor_id
       where t.tenant_id = ${tenant} and t.descendant_id = ${account})`,
    columns: `(select json_agg(to_jsonb(t)) from pricing_tiers t where t.tenant_id = ${tenant}) as tiers,
      (select json_agg(to_jsonb(o)) from pricing_product_overrides o
        where o.tenant_id = ${tenant} and o.product_code = ${product}) as overrides,
      (select json_agg(json_build_object('id', c.id, 'role', c.role, 'status', c.status, 'depth', c.depth,
                'markup_basis_points', m.markup_basis_points, 'markup_flat', m.markup_flat) order by c.depth)
         from quote_chain c left join pricing_downline_markups m on m.tenant_id = ${tenant} and m.account_id = c.id)
        as chain`,
  };
}

export function parseQuoteInputs(row: RawQuoteInputs | undefined): QuoteInputs {
  const rows = <T>(
    list: Record<string, unknown>[] | null | undefined,
    read: (json: Record<string, unknown>) => T | null,
  ) => (list ?? []).map(read).filter((value): value is T => value !== null);
  return {
    tiers: rows(row?.tiers, (json) => rowFromJson(pricingTiers, json)),
    overrides: rows(row?.overrides, (json) => rowFromJson(pricingProductOverrides, json)),
    chain: (row?.chain ?? []).map(chainRowOf),
  };
}

const standaloneQuoteInputs = quoteInputsSql({ tenant: '$1', account: '$2', product: '$3' });
const quoteInputsText = `with recursive ${standaloneQuoteInputs.cte} select ${standaloneQuoteInputs.columns}`;

/** The quote's reads on their own (a quote outside a purchase). */
export async function quoteInputs(
  tx: Tx,
  tenantId: string,
  accountId: string,
  productCode: string,
): Promise<QuoteInputs> {
  const [row] = await queryText<RawQuoteInputs>(tx, quoteInputsText, [tenantId, accountId, productCode]);
  return parseQuoteInputs(row);
}

type RawChainRow = {
  id: string;
  role: Role;
  status: string;
  depth: number;
  markup_basis_points: number | null;
  markup_flat: string | number | null;
};

function chainRowOf(row: RawChainRow): ChainRow {
  return {
    accountId: row.id,
    role: row.role,
    status: row.status,
    depth: Number(row.depth),
    markupBasisPoints: row.markup_basis_points === null ? null : Number(row.markup_basis_points),
    markupFlat: row.markup_flat === null ? null : Number(row.markup_flat),
  };
}

export type { PriceTierName };

/** An admin's change of a tier's pricing (the back office); the row is created when the tenant had none. */
export async function upsertTier(tx: Tx, row: typeof pricingTiers.$inferInsert): Promise<void> {
  const { tenantId: _tenant, tier: _tier, ...set } = row;
  await tx
    .insert(pricingTiers)
    .values(row)
    .onConflictDoUpdate({ target: [pricingTiers.tenantId, pricingTiers.tier], set });
}

/** A tier of a product goes back to the tier's markup. */
export async function deleteProductOverride(
  tx: Tx,
  tenantId: string,
  productCode: string,
  tier: PriceTierName,
): Promise<void> {
  await tx
    .delete(pricingProductOverrides)
    .where(
      and(
        eq(pricingProductOverrides.tenantId, tenantId),
        eq(pricingProductOverrides.productCode, productCode),
        eq(pricingProductOverrides.tier, tier),
      ),
    );
}

/** The downline markup an account set, if any (the agent's own markup screen). */
export async function findDownlineMarkup(
  tx: Tx,
  tenantId: string,
  accountId: string,
): Promise<typeof pricingDownlineMarkups.$inferSelect | null> {
  const [row] = await tx
    .select()
    .from(pricingDownlineMarkups)
    .where(and(eq(pricingDownlineMarkups.tenantId, tenantId), eq(pricingDownlineMarkups.accountId, accountId)));
  return row ?? null;
}
