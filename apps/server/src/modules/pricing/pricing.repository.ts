import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '@konter/shared/contracts/accounts';
import { queryRows, type Tx } from '../../db/client.ts';
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
 * The account and its uplines, nearest first: each the account whose referral code the one below registered with
 * (`accounts.referred_by`). Three steps are more than any chain the tiers allow (member → agent → master), and the
 * bound keeps a referral loop from running forever.
 */
export async function uplineChain(tx: Tx, tenantId: string, accountId: string): Promise<ChainRow[]> {
  const rows = await queryRows<{
    id: string;
    role: Role;
    status: string;
    depth: number;
    markup_basis_points: number | null;
    markup_flat: string | null;
  }>(
    tx,
    sql`with recursive chain (id, referred_by, role, status, depth) as (
          select id, referred_by, role, status, 0 from accounts where tenant_id = ${tenantId} and id = ${accountId}
          union all
          select a.id, a.referred_by, a.role, a.status, c.depth + 1
            from accounts a join chain c on a.tenant_id = ${tenantId} and a.id = c.referred_by
           where c.depth < 3
        )
        select c.id, c.role, c.status, c.depth, m.markup_basis_points, m.markup_flat
          from chain c left join pricing_downline_markups m on m.tenant_id = ${tenantId} and m.account_id = c.id
         order by c.depth`,
  );
  return rows.map((row) => ({
    accountId: row.id,
    role: row.role,
    status: row.status,
    depth: Number(row.depth),
    markupBasisPoints: row.markup_basis_points === null ? null : Number(row.markup_basis_points),
    markupFlat: row.markup_flat === null ? null : Number(row.markup_flat),
  }));
}

export type { PriceTierName };
