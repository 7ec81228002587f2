import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { pricelistMedia } from '../../db/schema/media.ts';

export type MediaRow = typeof pricelistMedia.$inferSelect;
export type MediaFields = Pick<MediaRow, 'image' | 'topText' | 'bottomText' | 'textColor' | 'items' | 'customization'>;

export async function listMediaOf(tx: Tx, tenantId: string, accountId: string): Promise<MediaRow[]> {
  return tx
    .select()
    .from(pricelistMedia)
    .where(and(eq(pricelistMedia.tenantId, tenantId), eq(pricelistMedia.accountId, accountId)))
    .orderBy(desc(pricelistMedia.updatedAt));
}

/** Only the owner's: another agent's id reads as not found. */
export async function findMediaOf(tx: Tx, tenantId: string, accountId: string, id: string): Promise<MediaRow | null> {
  const [row] = await tx
    .select()
    .from(pricelistMedia)
    .where(
      and(eq(pricelistMedia.tenantId, tenantId), eq(pricelistMedia.accountId, accountId), eq(pricelistMedia.id, id)),
    );
  return row ?? null;
}

export async function insertMedia(
  tx: Tx,
  tenantId: string,
  accountId: string,
  fields: MediaFields,
  now: Date,
): Promise<MediaRow> {
  const [row] = await tx
    .insert(pricelistMedia)
    .values({ tenantId, accountId, ...fields, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('pricelist_media insert returned nothing');
  return row;
}

export async function updateMedia(
  tx: Tx,
  tenantId: string,
  accountId: string,
  id: string,
  fields: MediaFields,
  now: Date,
): Promise<MediaRow | null> {
  const [row] = await tx
    .update(pricelistMedia)
    .set({ ...fields, updatedAt: now })
    .where(
      and(eq(pricelistMedia.tenantId, tenantId), eq(pricelistMedia.accountId, accountId), eq(pricelistMedia.id, id)),
    )
    .returning();
  return row ?? null;
}

export async function deleteMedia(tx: Tx, tenantId: string, accountId: string, id: string): Promise<MediaRow | null> {
  const [row] = await tx
    .delete(pricelistMedia)
    .where(
      and(eq(pricelistMedia.tenantId, tenantId), eq(pricelistMedia.accountId, accountId), eq(pricelistMedia.id, id)),
    )
    .returning();
  return row ?? null;
}
